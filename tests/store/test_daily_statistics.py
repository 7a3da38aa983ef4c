"""Deals of the day in the statistics: their own table beside the games, a schema
migrated from the file today's Aisle Five writes, the date kept in the game's record,
and the streak arithmetic across missed days, midnight and a game spanning midnight."""

import datetime
import shutil
import sqlite3
from pathlib import Path

import pytest

from game.rules import new_game
from game.rules.session import Session
from game.solver import WON, solve
from game.solver.daily import daily_game_number
from game.store.daily_streaks import (
    DailyFigures,
    calendar,
    current_streak,
    daily_figures,
    longest_streak,
)
from game.store.keeper import GameKeeper
from game.store.records import RecordError, from_json, load_record, record_of, session_of, to_json
from game.store.statistics import SCHEMA, DailyDay, Statistics
from tests.conftest import MOMENTS

V1_FILE = Path(__file__).parent / "data" / "statistics-v1.sqlite3"   # made by schema 1
D = datetime.date


def days(*spec):
    """DailyDay rows from "MM-DD" (won) and "MM-DD?" (played, not won)."""
    return [DailyDay(f"2026-{text.rstrip('?')}", not text.endswith("?"),
                     None if text.endswith("?") else 60.0) for text in spec]


# ----- the arithmetic -----------------------------------------------------------------
def test_the_current_streak_counts_back_from_today_or_yesterday():
    won = [D(2026, 11, 25), D(2026, 11, 26), D(2026, 11, 27)]
    assert current_streak(won, D(2026, 11, 27)) == 3            # today won
    assert current_streak(won, D(2026, 11, 28)) == 3            # today not yet: still on
    assert current_streak(won, D(2026, 11, 29)) == 0            # a whole day missed
    assert current_streak(won + [D(2026, 11, 29)], D(2026, 11, 29)) == 1


def test_a_missed_day_breaks_the_run_and_the_longest_is_kept():
    won = ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-05", "2026-11-06"]
    assert longest_streak(won) == 3
    assert current_streak(won, D(2026, 11, 6)) == 2
    assert longest_streak([]) == 0 and current_streak([], D(2026, 11, 6)) == 0
    # across the end of a month and of a year
    assert longest_streak(["2026-12-30", "2026-12-31", "2027-01-01", "2026-11-30"]) == 3


def test_midnight_does_not_end_a_streak_until_a_whole_day_is_missed():
    played = days("11-27", "11-28")
    just_before = daily_figures(played, D(2026, 11, 28))        # 23:59 on the 28th
    just_after = daily_figures(played, D(2026, 11, 29))         # 00:00 on the 29th
    assert just_before.current_streak == just_after.current_streak == 2
    assert just_before.today == "won" and just_after.today is None
    assert daily_figures(played, D(2026, 11, 30)).current_streak == 0


def test_a_day_played_and_not_won_counts_as_played_only():
    figures = daily_figures(days("11-26", "11-27?", "11-28"), D(2026, 11, 28))
    assert figures == DailyFigures(days_played=3, days_won=2, current_streak=1,
                                   longest_streak=1, best_time=60.0, today="won")
    assert daily_figures([], D(2026, 11, 28)) == DailyFigures()


@pytest.mark.parametrize("today", [moment.date() for moment, _ in MOMENTS.values()],
                         ids=list(MOMENTS))
def test_streaks_and_the_calendar_across_a_month_a_year_and_29_february(today):
    def ago(n):
        return today - datetime.timedelta(days=n)
    won = [ago(3), ago(2), ago(1)]                  # three days in a row up to yesterday
    rows = [DailyDay(day.isoformat(), True, 90.0) for day in won] + [
        DailyDay(ago(9).isoformat(), False, None)]
    assert current_streak(won, today) == 3           # today not won yet: still on
    assert current_streak(won, ago(-1)) == 0         # tomorrow: a whole day missed
    assert current_streak(won + [today], ago(-1)) == 4
    assert longest_streak([day.isoformat() for day in won + [today, ago(-1)]]) == 5
    figures = daily_figures(rows, today)
    assert (figures.days_played, figures.days_won, figures.current_streak,
            figures.today) == (4, 3, 3, None)
    weeks = calendar(rows, today)
    cells = [cell for week in weeks for cell in week]
    assert [cell.date for cell in cells] == [cells[0].date + datetime.timedelta(days=n)
                                             for n in range(35)]        # no day skipped
    assert cells[0].date.weekday() == 0 and today in [cell.date for cell in weeks[-1]]
    states = {cell.date: cell.state for cell in cells}
    assert [states[ago(n)] for n in (9, 3, 2, 1, 0)] == [
        "played", "won", "won", "won", "today"]
    assert all(states[day] == "future" for day in states if day > today)
    assert all(states[day] == "missed" for day in states
               if day < today and day not in won and day != ago(9))


def test_the_calendar_is_five_weeks_monday_first_ending_with_this_week():
    today = D(2026, 11, 26)                                     # a Thursday
    weeks = calendar(days("11-24", "11-25?", "10-27"), today)
    assert len(weeks) == 5 and all(len(week) == 7 for week in weeks)
    assert weeks[0][0].date == D(2026, 10, 26) and weeks[0][0].date.weekday() == 0
    cells = {cell.date: cell for week in weeks for cell in week}
    assert cells[D(2026, 11, 24)].state == "won" and cells[D(2026, 11, 24)].best_time == 60
    assert cells[D(2026, 11, 25)].state == "played"
    assert cells[D(2026, 10, 27)].state == "won"
    assert cells[D(2026, 11, 23)].state == "missed"
    assert cells[today].state == "today"
    assert [cells[D(2026, 11, n)].state for n in (27, 28, 29)] == ["future"] * 3


# ----- the database -----------------------------------------------------------------------
def play(stats, game, date, result, seconds=50.0):
    row = stats.begin(game, daily_game_number(game, D.fromisoformat(date)),
                      f"{date}T08:00:00Z", date)
    if result is not None:
        stats.finish(row, result, 30, seconds, 10)
    return row


def test_daily_games_have_their_own_table_and_count_as_games_too(tmp_path):
    stats = Statistics(tmp_path / "s.sqlite3")
    play(stats, "wall", "2026-11-27", "lost")
    play(stats, "wall", "2026-11-27", "won", seconds=90.0)      # the same deal again
    play(stats, "wall", "2026-11-27", "won", seconds=70.0)
    play(stats, "wall", "2026-11-28", "lost")
    play(stats, "wall", "2026-11-29", None)                     # on the table now
    play(stats, "maze", "2026-11-29", "won")
    stats.begin("wall", 5, "2026-11-29T09:00:00Z")               # an ordinary game
    assert stats.daily_days("wall") == [DailyDay("2026-11-27", True, 70.0),
                                        DailyDay("2026-11-28", False, None),
                                        DailyDay("2026-11-29", False, None)]
    assert stats.daily_on("2026-11-29") == {"wall": "played", "maze": "won"}
    assert stats.daily_on("2026-11-30") == {}
    assert stats.figures("wall").played == 4                    # finished games of Wall
    stats.reset("wall")
    assert stats.daily_days("wall") == [DailyDay("2026-11-29", False, None)]   # in play
    assert stats.daily_days("maze") == [DailyDay("2026-11-29", True, 50.0)]
    stats.close()


def test_a_schema_1_file_migrates_keeping_every_game(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    shutil.copy(V1_FILE, path)
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == 1
    said = []
    stats = Statistics(path, report=said.append)
    assert said == [] and path.exists()
    assert stats.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA
    wall = stats.figures("wall")
    assert (wall.played, wall.won, wall.best_time, wall.fewest_moves) == (1, 1, 95.0, 41)
    assert stats.figures("maze").abandoned == 1
    assert [row.seed for row in stats.unfinished("wall")] == [9]
    assert stats.daily_days("wall") == []
    play(stats, "wall", "2026-11-29", "won")
    stats.close()
    again = Statistics(path)
    assert again.daily_days("wall") == [DailyDay("2026-11-29", True, 50.0)]
    again.close()


# ----- records and the keeper --------------------------------------------------------------
def test_the_record_keeps_the_date_and_stays_readable_without_it():
    session = Session("maze", 3)
    plain = to_json(record_of(session, 0.0))
    assert "daily" not in plain and from_json(plain).daily is None
    session.daily = "2026-11-29"
    data = to_json(record_of(session, 0.0))
    assert data["daily"] == "2026-11-29"
    assert session_of(from_json(data)).daily == "2026-11-29"
    for bad in ("29/11/2026", "2026-13-01", 20261129, "2026-11-29T00:00"):
        with pytest.raises(RecordError, match="daily"):
            from_json(dict(data, daily=bad))


def test_a_game_begun_before_midnight_and_won_after_counts_for_its_deal(tmp_path):
    deal_day = D(2026, 11, 28)
    seed = daily_game_number("doublets", deal_day)
    line = solve(new_game("doublets", seed), time_limit=20.0)
    assert line.status == WON
    keeper = GameKeeper(tmp_path)
    session = Session("doublets", seed)
    session.daily = deal_day.isoformat()
    keeper.watch(session)
    half = len(line.moves) // 2
    for move in line.moves[:half]:                  # 23:5x on the 28th
        session.act([move], now=1.0)
    keeper.close()                                  # the window closed at midnight
    keeper = GameKeeper(tmp_path)                   # and opened again on the 29th
    resumed = keeper.resume("doublets", now=2.0)
    assert resumed is not None and resumed.daily == "2026-11-28"
    keeper.watch(resumed)
    for move in line.moves[half:]:
        resumed.act([move], now=3.0)
    assert resumed.won
    assert load_record(keeper.record_path("doublets")).daily == "2026-11-28"
    played = keeper.statistics.daily_days("doublets")
    assert played == [DailyDay("2026-11-28", True, played[0].best_time)]
    figures = daily_figures(played, D(2026, 11, 29))            # the clock's day
    assert figures.days_won == 1 and figures.current_streak == 1 and figures.today is None
    keeper.close()
