"""Every game played from its deal to a win with a game pad alone.

For each game a deal of the winnable catalogue is solved, and its winning line played
through the real App by posted controller events only (tests/scenes/pad_driver.py):
triggers and the d-pad move the focus, A picks up and puts down, Y deals, Wall's
attacks group their waste cards with A. After every move the table holds exactly the
position the rules give; at the end the win dialog is answered by the pad too.
"""

import json

import pytest

from game.rules import is_won, new_game, play
from game.scenes.overlays import WinOverlay
from game.solver import WON, solve
from game.solver.catalogue import catalogue_path
from tests.game_parts import games_with
from tests.scenes.pad_driver import RIGHT, A, Pad, play_move


def quick_deal(game: str) -> int:
    """The catalogue's deal of `game` its solver proved quickest."""
    with open(catalogue_path(), encoding="utf-8") as handle:
        entries = json.load(handle)["games"][game]
    return min(entries, key=lambda e: (e["seconds"], e["moves"]))["seed"]


@pytest.mark.parametrize("game", games_with("catalogue"))
def test_a_whole_game_won_by_pad_alone(make_app, game):
    seed = quick_deal(game)
    result = solve(new_game(game, seed), time_limit=30)
    assert result.status == WON
    app = make_app()
    app.settings.animation = "off"
    table = app.start_game(game, seed)
    table.motion.finish()
    pad = Pad(app)
    expected = table.board.state
    for number, move in enumerate(result.moves):
        play_move(pad, table, move, right=number % 2 == 0)
        expected = play(expected, move)
        assert table.board.state == expected, (number, move)
    assert is_won(table.board.state) and table.session.won
    for _ in range(600):                 # the celebration plays out, then the dialog
        if isinstance(app.manager.top, WinOverlay):
            break
        pad.run()
    dialog = app.manager.top
    assert isinstance(dialog, WinOverlay)
    pad.press(RIGHT)                     # New game, Replay: the d-pad moves the ring
    assert dialog.focus.current.action == "replay"
    pad.press(A)
    assert app.manager.top is not dialog and app.manager.top.table.session.cursor == 0
