"""Every game played from its deal to a win by fingers alone (issue 31).

For each game a deal of the winnable catalogue is solved, and its winning line played
through the real App by posted FINGERDOWN, FINGERMOTION and FINGERUP events only
(tests/scenes/touch_driver.py): half the moves dragged, half tapped (the cards, then
their target: tap-tap), the stock tapped to deal, Wall's attacks grouped and made by tap
or by drag. After every move the table holds exactly the position the rules give; at
the end the win dialog is answered by a tap too.
"""

import pytest

from game.rules import is_won, new_game, play
from game.scenes.overlays import WinOverlay
from game.solver import WON, solve
from tests.game_parts import games_with
from tests.scenes.test_pad_play import quick_deal
from tests.scenes.touch_driver import Finger, play_move


@pytest.mark.parametrize("game", games_with("catalogue"))
def test_a_whole_game_won_by_touch_alone(make_app, game):
    seed = quick_deal(game)
    result = solve(new_game(game, seed), time_limit=30)
    assert result.status == WON
    app = make_app()
    app.settings.animation = "off"
    table = app.start_game(game, seed)
    table.motion.finish()
    finger = Finger(app)
    expected = table.board.state
    ways = {"drag": 0, "tap": 0}
    for number, move in enumerate(result.moves):
        by = "drag" if number % 2 == 0 else "tap"
        ways[by] += 1
        play_move(finger, table, move, by=by)
        expected = play(expected, move)
        assert table.board.state == expected, (number, move, by)
    assert is_won(table.board.state) and table.session.won
    assert abs(ways["drag"] - ways["tap"]) <= 1
    assert app.touch.in_use                     # the screens laid out for fingers
    for _ in range(600):                        # the celebration plays out, then the dialog
        if isinstance(app.manager.top, WinOverlay):
            break
        finger.run()
    dialog = app.manager.top
    assert isinstance(dialog, WinOverlay)
    app.draw()                                  # its buttons are laid out when drawn
    replay = next(b for b in dialog.buttons if b.action == "replay")
    finger.tap(replay.rect.center)
    assert app.manager.top is not dialog and app.manager.top.table.session.cursor == 0
