"""Counts are written with the right number: "1 win", "2 wins", never "1 wins"."""

from types import SimpleNamespace

import pytest


def test_the_statistics_headings_count_right():
    from game.scenes.statistics import chart_headings
    won = SimpleNamespace(result="won")
    lost = SimpleNamespace(result="lost")
    assert chart_headings([won], [95.0])[2] == "Time to win (1 win)"
    legend = " (face up: won, back: lost)"       # what the fan's cards mean
    assert chart_headings([won, won], [95.0, 80.0]) == (
        "Last 2 games: 2 won" + legend, "Win rate after each game", "Time to win (2 wins)")
    assert chart_headings([lost], [])[0] == "Your one game: not won" + legend


@pytest.mark.parametrize("moves, words", [(1, "1 move "), (2, "2 moves "), (0, "0 moves ")])
def test_a_saved_game_says_how_many_moves(moves, words):
    from game.scenes.records import describe
    record = SimpleNamespace(game="wall", seed=7, moves_made=moves, elapsed=61.0,
                             result="won", started="2026-11-20T10:00:00Z")
    text = describe(SimpleNamespace(record=record))[0]
    assert words in text and "1 moves" not in text

