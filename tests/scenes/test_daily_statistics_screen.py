"""The statistics screen's deals of the day: D (or the Daily button) shows their figures
and a five-week calendar whose days are coloured won, played, missed or today, with a
legend, inside the window at every size; D again goes back. Today is the App's calendar
clock's: 26 Nov 2026 (a Thursday) at every size, and each of conftest.MOMENTS (a month's
end, 29 February, New Year's Eve, years ahead) at one size."""

import datetime

import pygame
import pytest

from game.i18n import formats
from game.scenes.daily_calendar import GOLD, daily_tiles
from game.scenes.statistics import StatisticsScene
from game.solver.daily import daily_game_number
from tests.conftest import FakeCalendar

THURSDAY = datetime.datetime(2026, 11, 26, 21, 30)


def play_days(stats, game, spec, today):
    """Deals of the day of `game`: {days ago: "won" | "lost" | None (on the table)}."""
    for ago, result in spec.items():
        day = today - datetime.timedelta(days=ago)
        row = stats.begin(game, daily_game_number(game, day), f"{day}T21:00:00Z",
                          day.isoformat())
        if result is not None:
            stats.finish(row, result, 40, 100.0 + ago, 12)


def open_daily_view(app, game):
    scene = app.manager.push(StatisticsScene(app.services, game))
    app.draw()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_d, mod=0))
    for event in pygame.event.get():
        app.handle_event(event)
    app.draw()
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1080, 1920), (3840, 2160)])
def test_the_calendar_shows_each_day_as_it_went(make_app, size):
    see_the_calendar(make_app(size=size, calendar=FakeCalendar(THURSDAY)))


def test_the_calendar_and_streaks_at_every_moment(make_app, calendar):
    see_the_calendar(make_app(calendar=calendar))


def see_the_calendar(app):
    """Five days of Wall's deals in the last week, seen on the daily view."""
    today = app.calendar.now().date()
    play_days(app.keeping.statistics, "wall", {1: "won", 2: "won", 3: "lost", 5: "won",
                                               6: None}, today)
    scene = open_daily_view(app, "wall")
    assert scene.view == "daily"
    tiles = dict((caption, value) for value, caption in daily_tiles(scene.daily))
    assert tiles == {"days played": "5", "days won": "3", "current streak": "2",
                     "longest streak": "2", "fastest day": "1:41",
                     "today's deal": "not played"}
    cells = scene.drawn["cells"]
    assert len(cells) == 35
    screen = app.screen.get_rect()
    panel = scene.drawn["calendar"]
    assert screen.contains(panel) and panel.contains(scene.drawn["legend"])
    for cell in cells.values():
        assert panel.contains(cell) and not cell.colliderect(scene.drawn["legend"])

    last = max(cells)                   # this week's last day, in English a Saturday
    assert last.weekday() == (formats.first_weekday() - 1) % 7 == 5
    assert datetime.timedelta(0) <= last - today < datetime.timedelta(days=7)
    assert min(cells).weekday() == formats.first_weekday()

    def inside(ago):                                # a pixel inside the cell, off its text
        cell = cells[today - datetime.timedelta(days=ago)]
        return app.screen.get_at((cell.right - cell.w // 6, cell.centery - cell.h // 8))[:3]
    assert inside(1) == inside(2) == inside(5) == GOLD
    played, missed = inside(3), inside(4)
    assert near(inside(6), played)                 # begun and lost, begun and left: alike
    assert sum(played) > sum(missed) + 45
    if last > today:                                # a day of this week still to come
        future = inside(-1)
        assert sum(played) > sum(future) + 30 and sum(future) > sum(missed) + 15
    today_cell = cells[today]
    assert app.screen.get_at(today_cell.midtop)[:3] == GOLD      # its gold edge


def near(one, other, by=8):
    """The same look over the felt's gentle gradient."""
    return all(abs(a - b) <= by for a, b in zip(one, other))


def test_d_and_the_daily_button_switch_views_and_reset_waits_for_all_games(make_app, calendar):
    app = make_app(calendar=calendar)
    play_days(app.keeping.statistics, "maze", {0: "won"}, calendar.moment.date())
    scene = open_daily_view(app, "maze")
    assert scene.daily.today == "won" and scene.daily.current_streak == 1
    actions = [button.action for button in scene.buttons]
    assert "reset" not in actions and "daily" in actions
    assert next(b for b in scene.buttons if b.action == "daily").label == "All games"
    scene.choose("daily")
    app.draw()
    assert scene.view == "games" and "reset" in [b.action for b in scene.buttons]
    assert scene.figures.played == 1                 # a daily game is a game of Maze too
    scene.choose("next")
    scene.choose("daily")
    app.draw()
    assert scene.game_id == "wall" and scene.daily.days_played == 0
