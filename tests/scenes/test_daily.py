"""The deal of the day on screen: the App's hook opens it (and resumes it), the table
and the window's title say so with the date, Ctrl+D asks before abandoning a game,
and the chooser marks per game whether today's deal was won or begun, the new day's
from midnight on. Each date-bound test runs at every moment of conftest.MOMENTS, today
coming from the App's calendar clock while the computer's clock says another day."""

import datetime

import pygame
import pytest

from game.app import App, Options
from game.rules import GAMES, legal_moves
from game.scenes.chooser import GOLD, ChooserScene
from game.scenes.confirm import ConfirmDialog
from game.scenes.notice import NoticeDialog
from game.solver.daily import daily_game_number
from game.store.records import record_of
from tests.conftest import MOMENTS, fake_services

ONE_DAY = datetime.timedelta(days=1)
# each moment's day as the window's title writes it, worked out by hand
WORDS = {datetime.date(2026, 11, 30): "Mon 30 Nov 2026",
         datetime.date(2028, 2, 29): "Tue 29 Feb 2028",
         datetime.date(2026, 12, 31): "Thu 31 Dec 2026",
         datetime.date(2031, 6, 15): "Sun 15 Jun 2031"}


@pytest.fixture
def day(calendar):
    return calendar.moment.date()


@pytest.fixture
def daily_app(make_app, calendar):
    return make_app(calendar=calendar)


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


def test_the_hook_opens_the_days_deal_named_with_its_date(daily_app, day):
    table = daily_app.open_daily("wall")
    assert table.session.seed == daily_game_number("wall", day)
    assert table.session.daily == day.isoformat()
    daily_app.draw()
    assert pygame.display.get_caption()[0] == (
        f"Wall — Deal of the day, {WORDS[day]} — Game #{table.session.seed} — Aisle Five")
    no_weekday = WORDS[day][4:]
    assert table.frame_builder.status_texts()[0] == f"Wall   Deal of the day, {no_weekday}"
    one_move(table)
    assert record_of(table.session, 0.0).daily == day.isoformat()


def test_the_daily_game_is_resumed_like_any_other(make_app, calendar, day):
    first = make_app(calendar=calendar)
    table = first.open_daily("doublets")
    one_move(table)
    first.close()                                   # the window closed mid-game
    again = make_app(calendar=calendar)
    resumed = again.open_daily("doublets")
    assert resumed.session.moves_made == 1 and resumed.session.daily == day.isoformat()
    assert again.open_daily("doublets") is resumed          # already there: kept
    assert resumed.session.moves_made == 1
    yesterday = again.open_daily("doublets", day - ONE_DAY)
    assert yesterday.session.daily == (day - ONE_DAY).isoformat()
    assert yesterday.session.moves_made == 0
    assert again.keeping.statistics.figures("doublets").abandoned == 1


def test_a_future_day_is_refused_on_screen(daily_app, day):
    daily_app.show_chooser()
    assert daily_app.open_daily("maze", day + ONE_DAY) is None
    assert isinstance(daily_app.manager.top, NoticeDialog)
    assert any(f"{(day + ONE_DAY).isoformat()} has not come yet" in line
               for line in daily_app.manager.top.lines)


def test_ctrl_d_at_the_table_asks_before_abandoning_a_game(daily_app, day):
    table = daily_app.start_game("maze", 5)
    one_move(table)
    send(daily_app, key(pygame.K_d, pygame.KMOD_CTRL))
    dialog = daily_app.manager.top
    assert isinstance(dialog, ConfirmDialog) and dialog.title == "Abandon this game?"
    assert [b.label for b in dialog.buttons] == ["Today's deal", "Keep playing"]
    send(daily_app, key(pygame.K_LEFT), key(pygame.K_RETURN))
    daily = daily_app.manager.top
    assert daily.session.daily == day.isoformat() and daily.game_id == "maze"
    one_move(daily)
    send(daily_app, key(pygame.K_d, pygame.KMOD_CTRL))     # already today's: no question
    assert daily_app.manager.top is daily and daily.session.moves_made == 1


def test_d_alone_still_deals(app):
    table = app.start_game("whitehead", 3)
    send(app, key(pygame.K_d))
    assert table.session.moves_made == 1 and table.session.daily is None


def test_the_chooser_marks_todays_deal_per_game(daily_app, day):
    stats = daily_app.keeping.statistics
    row = stats.begin("wall", daily_game_number("wall", day), f"{day}T07:00:00Z",
                      day.isoformat())
    stats.finish(row, "won", 50, 80.0, 48)
    stats.begin("maze", daily_game_number("maze", day), f"{day}T08:00:00Z",
                day.isoformat())
    stats.begin("doublets", 1, f"{day}T08:00:00Z", (day - ONE_DAY).isoformat())  # another
    chooser = daily_app.show_chooser()
    assert chooser.daily.marks.get() == {"wall": "won", "maze": "played"}
    surface = pygame.Surface(daily_app.size)
    chooser.draw(surface)

    def middle_left(game):                              # inside the button, left of the text
        rect = chooser.daily.rects[GAMES.index(game)]
        return surface.get_at((rect.x + rect.h // 2, rect.centery))[:3]
    assert middle_left("wall") == GOLD
    assert middle_left("whitehead") != GOLD and middle_left("maze") != GOLD


def test_at_midnight_the_chooser_marks_the_new_days_deals(daily_app, calendar, day):
    stats = daily_app.keeping.statistics
    row = stats.begin("wall", daily_game_number("wall", day), f"{day}T07:00:00Z",
                      day.isoformat())
    stats.finish(row, "won", 50, 80.0, 48)
    tomorrow = day + ONE_DAY
    stats.begin("maze", daily_game_number("maze", tomorrow), f"{tomorrow}T00:00:30Z",
                tomorrow.isoformat())       # as if played on another computer, ahead
    chooser = daily_app.show_chooser()
    chooser.draw(pygame.Surface(daily_app.size))
    assert chooser.daily.shown == {"wall": "won"} and not chooser.daily.changed()
    midnight = datetime.datetime.combine(tomorrow, datetime.time())
    wake = chooser.wake_in()
    assert wake == pytest.approx((midnight - calendar.moment).total_seconds() + 1.0)
    calendar.advance(wake - 1.5)                    # half a second before midnight
    assert not chooser.daily.changed()
    calendar.advance(1.5)                           # a second after it
    assert chooser.daily.changed() and chooser.daily.marks.get() == {"maze": "played"}
    assert daily_app.today() == tomorrow


def test_the_chooser_plays_the_deal_by_its_button_and_by_ctrl_d(app, monkeypatch):
    opened = []
    fake_services(app, open_daily=opened.append)
    chooser = app.show_chooser()
    assert isinstance(chooser, ChooserScene)
    click(app, chooser.daily.rects[3].center)
    assert opened == ["wall"]
    send(app, key(pygame.K_RIGHT), key(pygame.K_d, pygame.KMOD_CTRL))
    assert opened == ["wall", "doublets"]
    button = chooser.settings_bar.button("daily")
    click(app, button.rect.center)
    assert opened == ["wall", "doublets", "doublets"]
    click(app, chooser.rects[1].center)          # the panel itself plays as before
    assert app.manager.top.game_id == "whitehead"


def test_the_chooser_asks_before_a_daily_replaces_another_game_in_progress(daily_app):
    table = daily_app.start_game("maze", 9)
    one_move(table)
    daily_app.manager.replace_all(ChooserScene(daily_app.services))     # as at start with --seed
    chooser = daily_app.manager.top
    chooser.play_daily(GAMES.index("maze"))
    assert isinstance(daily_app.manager.top, ConfirmDialog)
    send(daily_app, key(pygame.K_RETURN))                      # Keep playing
    assert daily_app.manager.top is chooser
    assert daily_app.keeping.keeper.has_game_in_progress("maze")


def test_a_replay_of_a_daily_game_says_its_date(daily_app, day):
    from game.scenes.replay import open_replay
    table = daily_app.open_daily("doublets")
    one_move(table)
    replay = open_replay(daily_app.services, record_of(table.session, 3.0))
    assert f"Deal of the day, {WORDS[day]}" in replay.caption()
    assert replay.caption().startswith("Replay of Doublets")


def test_the_command_lines_date_is_the_day_played_not_today(make_app, calendar, day):
    before = day - datetime.timedelta(days=40)
    app = make_app(calendar=calendar, daily=True, date=before)
    assert app.today() == day and app.services.deal_day() == before
    table = app.open_daily("maze")
    assert table.session.daily == before.isoformat()
    assert table.session.seed == daily_game_number("maze", before)
    assert table.screens.is_todays_deal()                   # Ctrl+D would open this very deal
    assert app.open_daily("maze", day).session.daily == day.isoformat()     # not future
    assert app.open_daily("maze", day + ONE_DAY) is None


def test_without_a_calendar_the_app_reads_the_computers(data_dir):
    import freezegun
    for moment, _ in MOMENTS.values():
        with freezegun.freeze_time(moment):
            app = App(Options(size=(640, 480)))     # no calendar given
            try:
                assert app.today() == moment.date()
                assert app.open_daily("wall", moment.date() + ONE_DAY) is None
                assert app.open_daily("wall").session.daily == moment.date().isoformat()
            finally:
                app.close()
