"""A whole game of Doublets played from the keyboard alone: arrows, Enter and Space.

The winning line (tests/scenes/data, made once with `python -m game.solver doublets 1`)
is data; it is checked against the rules, then played key by key like a person would:
arrows until the focus is on the pile, Enter to pick up or deal, Enter to put down.
"""

import json
from pathlib import Path

import pygame

from game.rules import new_game, play, is_won
from game.scenes.overlays import WinOverlay
from tests.scenes.table_helpers import key, open_table

LINE = json.loads((Path(__file__).with_name("data") / "doublets-1-line.json").read_text())


def press_key(app, k):
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key(k)[1]))


def focus_on(app, table, pile):
    """Arrow keys toward `pile` until the focus is on it; like a person, take the other
    axis after an arrow led back to a pile already passed."""
    focus = table.input.focus
    seen = set()
    other_axis = False
    for _ in range(30):
        focus.ensure()
        if focus.pile == pile and focus.visible:
            return
        seen.add(focus.pile)
        fx, fy = focus.centre(focus.pile, focus.index)
        tx, ty = focus.centre(pile)
        dx, dy = tx - fx, ty - fy
        horizontal = (abs(dx) >= abs(dy)) != other_axis
        if horizontal and abs(dx) > 1 or not abs(dy) > 1:
            press_key(app, pygame.K_RIGHT if dx > 0 else pygame.K_LEFT)
        else:
            press_key(app, pygame.K_DOWN if dy > 0 else pygame.K_UP)
        other_axis = focus.pile in seen and focus.pile != pile
    raise AssertionError(f"the arrows never reached {pile}")


def test_the_line_wins_by_the_rules():
    state = new_game("doublets", LINE["seed"])
    for move in LINE["moves"]:
        state = play(state, move)
    assert is_won(state)


def test_play_a_whole_doublets_game_from_the_keyboard(app):
    table = open_table(app, "doublets", LINE["seed"])
    expected = table.state
    for move in LINE["moves"]:
        if move == "deal":
            focus_on(app, table, "stock")
            press_key(app, pygame.K_RETURN)
        else:
            src, dst = move.split(">")
            focus_on(app, table, src)
            press_key(app, pygame.K_SPACE)
            assert table.input.selection == (src, 1)
            focus_on(app, table, dst)
            press_key(app, pygame.K_RETURN)
        expected = play(expected, move)
        assert table.state == expected, move
        for _ in range(3):
            app.update(1 / 60)
    assert table.session.won
    table.motion.finish()                 # the celebration, skipped by a key press
    app.update(1 / 60)
    assert isinstance(app.manager.top, WinOverlay)


def test_escape_drops_what_the_keyboard_holds(app):
    table = open_table(app, "doublets", LINE["seed"])
    first = next(m for m in LINE["moves"] if m != "deal")
    src = first.split(">")[0]
    focus_on(app, table, "stock")
    state = table.state
    focus_on(app, table, src)
    press_key(app, pygame.K_SPACE)
    assert table.input.selection is not None
    press_key(app, pygame.K_ESCAPE)
    assert table.input.selection is None and table.state == state
