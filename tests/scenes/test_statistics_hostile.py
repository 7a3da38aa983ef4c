"""Hostile statistics: every column of both tables filled with what SQLite lets a file
hold (NaN, infinities, 2**63-1, negatives, empty text, non-dates, the wrong types),
written into an older file before it opens and behind the open file's back; every game's
statistics screen, its daily view and calendar, and every chart are drawn without a
crash, and the figures stay sane."""

import datetime
import math
import sqlite3

import pygame
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from game.rules import GAMES
from game.scenes import statistics as statistics_screen
from game.scenes.statistics import StatisticsScene
from game.store import statistics_schema
from game.store.daily_streaks import calendar, daily_figures
from game.store.records import MAX_SECONDS
from game.store.statistics import Statistics
from sprites.charts import MAX_BINS

TODAY = datetime.date(2026, 11, 26)
HOSTILE = [float("nan"), float("inf"), float("-inf"), 2 ** 63 - 1, -2 ** 63, -1, 0, 1e308,
           1e12, -0.5, "", " ", "xxxx-yy-zz", "2026-02-31", "2026-W48-4", "9999-99-99",
           "won", "lost", "maybe", b"\x00\xff", None, "wall" * 20]
IDS = st.integers(1, 12)             # few, so deals of the day meet their games
SOUND_GAME = (IDS, st.sampled_from(GAMES), st.integers(0, 2 ** 32 - 1),
              st.just("2026-11-20T10:00:00Z"), st.just("2026-11-20T10:05:00Z"),
              st.sampled_from(["won", "lost"]), st.sampled_from([0, 1]),
              st.integers(0, 500), st.floats(0, 5000), st.integers(0, 1000),
              st.sampled_from([None, "winnable", "unknown"]))
SOUND_DAILY = (IDS, st.sampled_from(GAMES),
               st.dates(datetime.date(2026, 10, 1), TODAY).map(datetime.date.isoformat))


@st.composite
def hostile_row(draw, sound):
    """A sound row with up to three of its values made hostile."""
    row = [draw(value) for value in sound]
    for index in draw(st.lists(st.integers(0, len(row) - 1), max_size=3, unique=True)):
        row[index] = draw(st.sampled_from(HOSTILE))
    return tuple(row)


# the two rows that crashed the screen: a won game of 1e308 seconds, a deal of the day
# dated 'xxxx-yy-zz'; and a game of -2**63 moves beside a sound one
CRASHERS = ([(1, "wall", 7, "2026-11-20T10:00:00Z", "2026-11-20T10:05:00Z", "won", 0, 40,
              1e308, 12, None),
             (2, "wall", 8, "2026-11-20T10:00:00Z", "2026-11-20T10:05:00Z", "won", 0,
              -2 ** 63, 60.0, 12, None),
             (3, "wall", 9, "2026-11-20T10:00:00Z", "2026-11-20T10:05:00Z", "lost", 0, 9,
              30.0, 3, None)],
            [(1, "wall", "xxxx-yy-zz"), (3, "wall", "2026-11-20")])
TABLES = st.tuples(st.lists(hostile_row(SOUND_GAME), max_size=8),
                   st.lists(hostile_row(SOUND_DAILY), max_size=6))


def insert(db, games, daily) -> None:
    """Every row SQLite takes (a STRICT table refuses some types: those are skipped)."""
    for table, rows in (("games", games), ("daily", daily)):
        marks = ", ".join("?" * len(rows[0])) if rows else ""
        for row in rows:
            try:
                db.execute(f"INSERT OR REPLACE INTO {table} VALUES ({marks})", row)
            except (sqlite3.Error, OverflowError):
                pass


def older_file(path, games, daily) -> None:
    db = sqlite3.connect(path, isolation_level=None)
    statistics_schema._MIGRATIONS[0](db)
    statistics_schema._MIGRATIONS[1](db)
    db.execute("PRAGMA user_version = 2")
    insert(db, games, daily)
    db.close()


def check_sane(stats, game) -> None:
    figures = stats.figures(game)
    assert 0 <= figures.won <= figures.played and 0 <= figures.abandoned <= figures.played
    assert 0 <= figures.current_streak <= figures.best_streak <= figures.won
    if figures.win_rate is not None:
        assert 0.0 <= figures.win_rate <= 1.0
    for seconds in (figures.best_time, figures.average_time):
        assert seconds is None or (math.isfinite(seconds) and 0 <= seconds <= MAX_SECONDS)
    assert figures.fewest_moves is None or figures.fewest_moves >= 0
    assert figures.best_score is None or figures.best_score >= 0
    days = stats.daily_days(game)
    daily = daily_figures(days, TODAY)
    assert 0 <= daily.days_won <= daily.days_played == len(days)
    assert 0 <= daily.current_streak <= daily.longest_streak <= daily.days_won
    assert daily.best_time is None or math.isfinite(daily.best_time)
    assert sum(len(week) for week in calendar(days, TODAY)) == 35


def test_hostile_values_in_every_column_draw_every_view_without_a_crash(make_app, tmp_path,
                                                                        monkeypatch):
    app = make_app(size=(1024, 600), date=TODAY)
    made, said_by_example = {}, []
    monkeypatch.setattr(statistics_screen, "open_statistics", lambda app: made["stats"])

    @settings(max_examples=15, deadline=None, database=None,
              suppress_health_check=[HealthCheck.function_scoped_fixture,
                                     HealthCheck.too_slow])
    @given(before=TABLES, behind=TABLES)
    @example(before=CRASHERS, behind=([], []))
    @example(before=([], []), behind=CRASHERS)
    def hostile(before, behind):
        folder = tmp_path / f"example-{len(list(tmp_path.iterdir()))}"
        folder.mkdir()
        older_file(folder / "statistics.sqlite3", *before)
        said = []
        stats = made["stats"] = Statistics(folder / "statistics.sqlite3", said.append)
        stats.db.execute("PRAGMA ignore_check_constraints = ON")     # another program
        insert(stats.db, *behind)
        daily = GAMES[len(said_by_example) % len(GAMES)]    # each game's in turn
        said_by_example.append(said)
        try:
            for game in GAMES:
                check_sane(stats, game)
                scene = app.manager.push(StatisticsScene(app.services, game))
                app.draw()
                assert len(scene.drawn.get("bars", ())) <= MAX_BINS
                if game == daily:
                    scene.toggle_view()             # the deals of the day and calendar
                    app.draw()
                    assert len(scene.drawn["cells"]) == 35
                app.manager.clear()
            assert stats.skipped >= 0
            assert all("sqlite" not in message.replace("statistics.sqlite3", "")
                       and "constraint" not in message for message in said)
        finally:
            stats.close()
            app.manager.clear()

    hostile()
    pygame.event.clear()
