"""The solver at the table: hints from its line, the winnable indicator, winnable deals."""

import time

import pygame
import pytest


from game.scenes.table_advisor import DEBOUNCE, Advisor, describe
from game.solver import LOST, WON, Result, replays_to_win
from tests.scenes.table_helpers import key, open_table


@pytest.fixture
def solver_app(make_app, monkeypatch):
    monkeypatch.setenv("AISLE_FIVE_SOLVER", "thread")
    return make_app()


def wait_for(app, condition, seconds=30.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.update(1 / 60)
        if condition():
            return
        time.sleep(0.01)
    raise AssertionError("the solver did not answer in time")


def test_hint_comes_from_the_solver_line(solver_app):
    app = solver_app
    table = open_table(app, "doublets", 1)
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key(pygame.K_h)[1]))
    assert table.toast.text, "never silent: the rules' hint shows while the solver thinks"
    wait_for(app, lambda: table.toast.text.endswith("(solver)"))
    result = table.advisor.known(table.state)
    assert result.status == WON and replays_to_win(table.state, result.moves)
    move = result.moves[0]
    assert table.toast.text == describe(table.rules, table.state, move) + " (solver)"
    parsed = table.rules.parse(move)
    expected = ["stock"] if parsed[0] == "deal" else [parsed[1], parsed[3]]
    assert table.highlights == expected
    table.act([move])                          # following the line needs no new search
    assert table.advisor.known(table.state).moves == result.moves[1:]


def test_status_says_winnable_after_the_background_search(solver_app):
    app = solver_app
    table = open_table(app, "doublets", 1)
    for _ in range(int(DEBOUNCE * 60) + 2):
        app.update(1 / 60)
    wait_for(app, lambda: table.advisor.status_text() == "Winnable")
    assert "Winnable" in table.painter.status_texts()[1]


def test_no_longer_winnable_versus_cannot_be_won(app):
    table = open_table(app, "doublets", 1)
    advisor = Advisor(table)
    advisor.remember(table.state, Result(LOST, [], 1, 0.0))
    assert advisor.status_text() == "Cannot be won"
    advisor.ever_winnable = True
    assert advisor.status_text() == "No longer winnable"


def test_new_game_deals_only_winnable_games_when_asked(solver_app):
    app = solver_app
    app.settings.winnable_only = True
    table = open_table(app, "maze", 5)
    old_seed = table.session.seed
    table.command("new")
    assert table.session.seed == old_seed, "the search runs off the frame loop"
    wait_for(app, lambda: table.session.seed != old_seed, seconds=60)
    assert table.advisor.known(table.state).status == WON
    assert replays_to_win(table.state, table.advisor.known(table.state).moves)


def test_without_a_solver_the_hint_is_the_rules_hint(app):
    table = open_table(app, "whitehead", 4)
    table.command("hint")
    assert table.toast.text == table.rules.hint(table.state).text

