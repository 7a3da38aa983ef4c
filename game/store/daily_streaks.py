"""The arithmetic of the deals of the day: streaks, the figures and the calendar, from
the days played (Statistics.daily_days) and the date today. Pure: no pygame, no sqlite.

A day counts by the date of its deal, not the clock's: a deal begun before midnight and
won after still wins its own day. The current streak counts the days won back from
today, or from yesterday while today's deal is not won yet (a streak does not end at
midnight, only when a whole day passes without its win). Playing a past day's deal
(`--date`) wins that day, and can join two runs into one.
"""

import datetime
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

WEEKS = 5               # the calendar's rows
ONE_DAY = datetime.timedelta(days=1)


@dataclass(frozen=True)
class DailyFigures:
    days_played: int = 0
    days_won: int = 0
    current_streak: int = 0
    longest_streak: int = 0
    best_time: float | None = None      # seconds: the fastest win of any day
    today: str | None = None            # today's deal: "won", "played" or None


@dataclass(frozen=True)
class CalendarDay:
    date: datetime.date
    state: str              # "won", "played", "missed", "today" (not played yet), "future"
    best_time: float | None = None


def as_date(value) -> datetime.date:
    return value if isinstance(value, datetime.date) else datetime.date.fromisoformat(value)


def current_streak(won: Iterable, today: datetime.date) -> int:
    """Days won in a row up to today, or up to yesterday while today is not won."""
    days = {as_date(day) for day in won}
    day = today if today in days else today - ONE_DAY
    count = 0
    while day in days:
        count += 1
        day -= ONE_DAY
    return count


def longest_streak(won: Iterable) -> int:
    """The most days won in a row, ever."""
    days = sorted({as_date(day) for day in won})
    best = run = 0
    for number, day in enumerate(days):
        run = run + 1 if number and day - days[number - 1] == ONE_DAY else 1
        best = max(best, run)
    return best


def daily_figures(days: Sequence, today: datetime.date) -> DailyFigures:
    """The figures of `days` (DailyDay rows: date, won, best_time) as of `today`."""
    won = [as_date(day.date) for day in days if day.won]
    times = [day.best_time for day in days if day.won and day.best_time is not None]
    state = next(("won" if day.won else "played" for day in days
                  if as_date(day.date) == today), None)
    return DailyFigures(days_played=len({day.date for day in days}), days_won=len(set(won)),
                        current_streak=current_streak(won, today),
                        longest_streak=longest_streak(won),
                        best_time=min(times) if times else None, today=state)


def calendar(days: Sequence, today: datetime.date, weeks: int = WEEKS) -> list[list[CalendarDay]]:
    """The last `weeks` weeks, Monday first, the week of `today` last: each day won,
    played (begun, not won), missed, today (not played yet) or future."""
    played = {as_date(day.date): day for day in days}
    start = today - datetime.timedelta(days=today.weekday() + 7 * (weeks - 1))
    rows = []
    for week in range(weeks):
        row = []
        for weekday in range(7):
            date = start + datetime.timedelta(days=7 * week + weekday)
            day = played.get(date)
            if date > today:
                state = "future"
            elif day is not None:
                state = "won" if day.won else "played"
            else:
                state = "today" if date == today else "missed"
            row.append(CalendarDay(date, state, day.best_time if day is not None else None))
        rows.append(row)
    return rows
