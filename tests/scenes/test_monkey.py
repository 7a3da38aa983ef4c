"""Monkey tests: seeded random play of every game through the App's real loop (see
monkey_gestures and monkey_driver). Every gesture is followed by a check that the card
sprites match the model; any exception fails the test with the game, seed and event
numbers that repeat it. Most gestures play legal moves the way a player would, so every
game plays hundreds of moves; each such move must land (a drag dropped where its card
goes plays that move). The slow test (marker `slow`) plays 20,000 events per game.
"""

import pytest

from game.rules import GAMES
from tests.scenes.monkey_driver import Monkey

EVENTS = 600
SLOW_EVENTS = 20_000
MOVES_PER_EVENT = 0.08     # measured: 0.10-0.22 moves per event, by game and seed


def play(make_app, game, events, seed):
    app = make_app((1280, 720))
    stats = Monkey(app, game, seed, draw_all=False).run(events)
    assert stats.missed == 0, stats.missed_examples
    assert stats.quits == 0, "the game quit, though no gesture asks it to"
    assert stats.moves >= MOVES_PER_EVENT * events, stats
    return stats


@pytest.mark.parametrize("game", GAMES)
def test_monkey_plays_hundreds_of_moves(make_app, game):
    play(make_app, game, EVENTS, seed=0)


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_monkey_long_run(make_app, game):
    stats = play(make_app, game, SLOW_EVENTS, seed=1)
    assert stats.wins >= 1 or game == "forty-thieves", stats
