"""The deal of the day on screen: the App's hook opens it (and resumes it), the table
and the window's title say so with the date, Ctrl+D asks before abandoning a game,
and the chooser marks per game whether today's deal was won or begun."""

import datetime

import pygame
import pytest

from game.rules import GAMES, legal_moves
from game.scenes.chooser import GOLD, ChooserScene
from game.scenes.confirm import ConfirmDialog
from game.scenes.notice import NoticeDialog
from game.solver.daily import daily_game_number
from game.store.records import record_of

DAY = datetime.date(2026, 11, 29)


@pytest.fixture
def daily_app(app, monkeypatch):
    monkeypatch.setattr(app, "today", lambda: DAY)      # as --date 2026-11-29 would
    return app


def send(app, *events):
    for event in events:
        pygame.event.post(event)
    for event in app.poll():
        app.handle_event(event)


def key(code, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="")


def click(app, pos):
    send(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def one_move(table):
    table.play.act([sorted(legal_moves(table.board.state))[0]])


def test_the_hook_opens_the_days_deal_named_with_its_date(daily_app):
    table = daily_app.open_daily("wall")
    assert table.session.seed == daily_game_number("wall", DAY)
    assert table.session.daily == "2026-11-29"
    daily_app.draw()
    assert pygame.display.get_caption()[0] == (
        f"Wall — Deal of the day, Sun 29 Nov 2026 — Game #{table.session.seed} — Aisle Five")
    assert table.frame_builder.status_texts()[0] == "Wall   Deal of the day, 29 Nov 2026"
    one_move(table)
    assert record_of(table.session, 0.0).daily == "2026-11-29"


def test_the_daily_game_is_resumed_like_any_other(make_app, monkeypatch):
    first = make_app()
    monkeypatch.setattr(first, "today", lambda: DAY)
    table = first.open_daily("doublets")
    one_move(table)
    first.close()                                   # the window closed mid-game
    again = make_app()
    monkeypatch.setattr(again, "today", lambda: DAY)
    resumed = again.open_daily("doublets")
    assert resumed.session.moves_made == 1 and resumed.session.daily == "2026-11-29"
    assert again.open_daily("doublets") is resumed          # already there: kept
    assert resumed.session.moves_made == 1
    yesterday = again.open_daily("doublets", DAY - datetime.timedelta(days=1))
    assert yesterday.session.daily == "2026-11-28" and yesterday.session.moves_made == 0
    assert again.keeping.statistics.figures("doublets").abandoned == 1


def test_a_future_day_is_refused_on_screen(daily_app):
    daily_app.show_chooser()
    assert daily_app.open_daily("maze", DAY + datetime.timedelta(days=1)) is None
    assert isinstance(daily_app.manager.top, NoticeDialog)
    assert any("has not come yet" in line for line in daily_app.manager.top.lines)


def test_ctrl_d_at_the_table_asks_before_abandoning_a_game(daily_app):
    table = daily_app.start_game("maze", 5)
    one_move(table)
    send(daily_app, key(pygame.K_d, pygame.KMOD_CTRL))
    dialog = daily_app.manager.top
    assert isinstance(dialog, ConfirmDialog) and dialog.title == "Abandon this game?"
    assert [b.label for b in dialog.buttons] == ["Today's deal", "Keep playing"]
    send(daily_app, key(pygame.K_LEFT), key(pygame.K_RETURN))
    daily = daily_app.manager.top
    assert daily.session.daily == "2026-11-29" and daily.game_id == "maze"
    one_move(daily)
    send(daily_app, key(pygame.K_d, pygame.KMOD_CTRL))     # already today's: no question
    assert daily_app.manager.top is daily and daily.session.moves_made == 1


def test_d_alone_still_deals(daily_app):
    table = daily_app.start_game("whitehead", 3)
    send(daily_app, key(pygame.K_d))
    assert table.session.moves_made == 1 and table.session.daily is None


def test_the_chooser_marks_todays_deal_per_game(daily_app):
    stats = daily_app.keeping.statistics
    row = stats.begin("wall", daily_game_number("wall", DAY), "2026-11-29T07:00:00Z",
                      "2026-11-29")
    stats.finish(row, "won", 50, 80.0, 48)
    stats.begin("maze", daily_game_number("maze", DAY), "2026-11-29T08:00:00Z",
                "2026-11-29")
    stats.begin("doublets", 1, "2026-11-29T08:00:00Z", "2026-11-28")   # another day
    chooser = daily_app.show_chooser()
    assert chooser.daily.marks.get() == {"wall": "won", "maze": "played"}
    surface = pygame.Surface(daily_app.size)
    chooser.draw(surface)

    def middle_left(game):                              # inside the button, left of the text
        rect = chooser.daily.rects[GAMES.index(game)]
        return surface.get_at((rect.x + rect.h // 2, rect.centery))[:3]
    assert middle_left("wall") == GOLD
    assert middle_left("whitehead") != GOLD and middle_left("maze") != GOLD


def test_the_chooser_plays_the_deal_by_its_button_and_by_ctrl_d(daily_app, monkeypatch):
    opened = []
    monkeypatch.setattr(daily_app, "open_daily", lambda game: opened.append(game))
    chooser = daily_app.show_chooser()
    assert isinstance(chooser, ChooserScene)
    click(daily_app, chooser.daily.rects[3].center)
    assert opened == ["wall"]
    send(daily_app, key(pygame.K_RIGHT), key(pygame.K_d, pygame.KMOD_CTRL))
    assert opened == ["wall", "doublets"]
    button = chooser.settings_bar.button("daily")
    click(daily_app, button.rect.center)
    assert opened == ["wall", "doublets", "doublets"]
    click(daily_app, chooser.rects[1].center)          # the panel itself plays as before
    assert daily_app.manager.top.game_id == "whitehead"


def test_the_chooser_asks_before_a_daily_replaces_another_game_in_progress(daily_app):
    table = daily_app.start_game("maze", 9)
    one_move(table)
    daily_app.manager.replace_all(ChooserScene(daily_app))     # as at start with --seed
    chooser = daily_app.manager.top
    chooser.play_daily(GAMES.index("maze"))
    assert isinstance(daily_app.manager.top, ConfirmDialog)
    send(daily_app, key(pygame.K_RETURN))                      # Keep playing
    assert daily_app.manager.top is chooser
    assert daily_app.keeping.keeper.has_game_in_progress("maze")


def test_a_replay_of_a_daily_game_says_its_date(daily_app):
    from game.scenes.replay import open_replay
    table = daily_app.open_daily("doublets")
    one_move(table)
    replay = open_replay(daily_app, record_of(table.session, 3.0))
    assert "Deal of the day, Sun 29 Nov 2026" in replay.caption()
    assert replay.caption().startswith("Replay of Doublets")


def test_today_is_the_date_the_command_line_gives(app, monkeypatch):
    from types import SimpleNamespace
    assert app.today() == datetime.date.today()          # no --date: the local date
    monkeypatch.setattr(app, "options", SimpleNamespace(date=DAY))
    assert app.today() == DAY
