"""Every game won by ear: a driver that hears only what speech says (tests/scenes/
blind_driver.py) chooses its keys from it and wins a deal of the winnable catalogue.

Maze hides no card, so the driver reads the grid aloud (R), builds the position from
what it heard and has the solver find the line itself. The other games deal from a
face-down stock: the driver waits to hear the verdict ("Winnable"), then asks for a
hint (H) before each move and plays the move it heard, which names the piles it joins.
The driver finds every pile by the focus's words as Tab steps it, every card by the
focus's words as Up walks down a fan. If speech left out something a player needs, the
driver could not win. The last thing it hears is the win.
"""

import pygame
import pytest

from game.rules import rules_for
from game.rules.maze import COLUMNS
from game.solver import WON, solve
from tests.game_parts import games_with
from tests.scenes.blind_driver import (
    LINE,
    Ear,
    card_token,
    play_heard_move,
    tab_to,
    won,
)
from tests.scenes.table_helpers import open_table
from tests.scenes.test_pad_play import quick_deal

MOVES = 400             # more than any catalogue deal's line


def hearing_table(make_app, monkeypatch, game):
    monkeypatch.setenv("AISLE_FIVE_SOLVER", "thread")
    app = make_app(speech=True)
    app.settings.animation = "off"
    app.settings.show_winnable = "always"
    open_table(app, game, quick_deal(game))
    return Ear(app, app.services.speech.backend)


def heard_grid(ear):
    """Maze's grid as the driver heard it (R): a position of card tokens."""
    said = [text for text, kind in ear.press(pygame.K_r) if kind == "info"][-1]
    piles = {}
    for row_text in said.split(". "):
        head, _, cells = row_text.partition(": ")
        row = int(head.split()[-1]) - 1
        for column, cell in enumerate(cells.split(", ")):
            name = f"cell{row * COLUMNS + column + 1}"
            piles[name] = [] if cell == "gap" else [card_token(cell)]
    return rules_for("maze").from_position({"game": "maze", "piles": piles})


def cell_words(cell: str) -> str:
    place = int(cell[len("cell"):]) - 1
    return f"row {place // COLUMNS + 1}, column {place % COLUMNS + 1}"


def play_maze(ear) -> None:
    result = solve(heard_grid(ear), time_limit=30)
    assert result.status == WON
    for move in result.moves:
        src, dst = move.split(">")
        tab_to(ear, cell_words(src))
        ear.press(pygame.K_SPACE)
        tab_to(ear, cell_words(dst))
        if won(ear, ear.press(pygame.K_SPACE)):
            return
    raise AssertionError(f"the line was played and no win was heard: {ear.log[-4:]}")


def play_by_hints(ear) -> None:
    ear.wait_for(lambda text: text == "Winnable")
    for _ in range(MOVES):
        said = ear.press(pygame.K_h)
        hint = ear.wait_for(lambda text: text.startswith(LINE), said=said)
        if won(ear, play_heard_move(ear, hint[len(LINE):])):
            return
    raise AssertionError(f"no win heard after {MOVES} hints: {ear.log[-4:]}")


@pytest.mark.parametrize("game", games_with("catalogue"))
def test_a_catalogue_deal_won_by_ear(make_app, monkeypatch, game):
    ear = hearing_table(make_app, monkeypatch, game)
    if game == "maze":
        play_maze(ear)
    else:
        play_by_hints(ear)
    assert any(text.startswith("You won!") for text, _ in ear.log)
