"""Winnable status only when asked (issue 20, §2): with the setting "on request" (the
default) a new deal keeps the solver's verdict to itself until the player asks (H, or a
click on the status bar) or makes a move, so an unwinnable deal never greets the player
with "Cannot be won"; with "always" the verdict shows from the deal on. "Cannot be won"
suggests W when winnable deals only is off."""

import pygame
import pytest

from game.rules import new_game
from game.scenes.settings_rows import BY_NAME, change
from game.scenes.table.advisor import ASK
from game.solver import LOST, solve
from game.store.settings import Settings, load_settings, save_settings
from tests.scenes.table_helpers import key, open_table, post, press, release
from tests.solver.waiting import run_until

UNWINNABLE = ("whitehead", 6)       # the solver proves it (first test)
SUGGESTION = "Cannot be won — press W for winnable deals only"


@pytest.fixture
def solver_app(make_app, monkeypatch):
    monkeypatch.setenv("AISLE_FIVE_SOLVER", "thread")
    return make_app()


def verdict_known(app, table):
    """Run the table until the solver's verdict on its position is in (blocking on the
    solver's pipe, not sleeping)."""
    run_until(app, lambda: table.advisor.known(table.board.state) is not None)
    app.update(1 / 60)
    return table.advisor.known(table.board.state)


def status(table):
    """The status bar's centre text, as the painter draws it."""
    return table.frame_builder.status_texts()[1]


def test_the_deal_used_here_cannot_be_won():
    assert solve(new_game(*UNWINNABLE), time_limit=10.0).status == LOST


def test_an_unwinnable_deal_says_nothing_of_it_unasked(solver_app):
    app = solver_app
    assert app.settings.show_winnable == "on request"
    table = open_table(app, *UNWINNABLE)
    assert verdict_known(app, table).status == LOST
    app.draw()
    assert "Cannot be won" not in status(table) and ASK in status(table)
    assert "thinking" not in status(table)


def test_a_click_on_the_status_bar_asks(solver_app):
    app = solver_app
    table = open_table(app, *UNWINNABLE)
    verdict_known(app, table)
    spot = table.bars.status_rect.center
    post(app, [press(spot), release(spot)])
    assert SUGGESTION in status(table)
    assert table.session.moves_made == 0, "the click played nothing"


def test_the_hint_asks_too(solver_app):
    app = solver_app
    table = open_table(app, *UNWINNABLE)
    verdict_known(app, table)
    post(app, [key(pygame.K_h)])
    assert SUGGESTION in status(table)
    assert table.voice.toast.text.startswith(SUGGESTION + ".")


def test_the_first_move_shows_the_verdict(app):
    table = open_table(app, *UNWINNABLE)
    assert status(table).endswith(ASK)
    table.play.act([table.board.rules.legal_moves(table.board.state)[0]])
    assert ASK not in status(table)


def test_asking_holds_for_this_game_only(app):
    table = open_table(app, *UNWINNABLE)
    table.advisor.ask_winnable()
    assert ASK not in status(table)
    table.play.new_game(seed=7)
    assert status(table).endswith(ASK)


def test_always_shows_the_verdict_from_the_deal_on(solver_app):
    app = solver_app
    change(app.services, BY_NAME["show_winnable"], "always")
    table = open_table(app, *UNWINNABLE)
    verdict_known(app, table)
    assert SUGGESTION in status(table)
    app.settings.winnable_only = True               # W is on: nothing to suggest
    assert status(table).endswith("Cannot be won")


def test_the_setting_is_kept_and_a_bad_value_falls_back(data_dir):
    path = data_dir / "settings.json"
    save_settings(Settings(show_winnable="always"), path)
    assert load_settings(path).show_winnable == "always"
    path.write_text('{"show_winnable": "sometimes"}')
    assert load_settings(path).show_winnable == "on request"
    assert BY_NAME["show_winnable"].choices == ("on request", "always")
