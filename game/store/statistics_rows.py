"""What a row of the statistics database may hold, and the check every row read passes
before any figure or chart sees it. No pygame, no sqlite.

    row = game_row(raw)         # a GameRow, or None when a value is out of bounds
    deal_date("2026-11-29")     # the date as it was, or None when it is no date

The database's own CHECKs (game/store/statistics_schema.py) refuse the same values at
write time; these checks are the last word, because a file may have been written by
another program, or by an older Aisle Five whose tables checked less. Any type SQLite can
hand back (int, float, str, bytes, None) is judged, none raises.
"""

import datetime
import math
from dataclasses import dataclass

from game.rules.seeds import MAX_SEED
from game.store.records import MAX_MOVES, MAX_SECONDS

RESULTS = ("won", "lost")
VERDICTS = (None, "winnable", "not winnable", "unknown")
MAX_GAME_ID = 40            # characters in a game's id ("forty_thieves")
MAX_MOMENT = 40             # characters in an ISO-8601 time ("2026-11-26T08:10:00Z")
MAX_SCORE = 10 ** 6         # a game scores a few hundred at most


@dataclass(frozen=True)
class GameRow:
    id: int
    game: str
    seed: int
    started: str
    ended: str | None
    result: str | None
    abandoned: bool
    moves: int
    seconds: float
    score: int
    winnable: str | None


@dataclass(frozen=True)
class DailyDay:
    """A date whose deal of the day was played: won at least once, the fastest win."""
    date: str                               # YYYY-MM-DD, the deal's date
    won: bool
    best_time: float | None              # seconds, None when not won


def game_row(raw) -> GameRow | None:
    """The row of the table `games` read as `raw` (its eleven columns in order), or None
    when any value in it is out of bounds."""
    if not isinstance(raw, tuple) or len(raw) != 11:
        return None
    row_id, game, seed, started, ended, result, abandoned, moves, seconds, score, \
        winnable = raw
    sound = (_whole(row_id, 1, 2 ** 63 - 1) and game_id(game)
             and _whole(seed, 0, MAX_SEED) and _moment(started)
             and (ended is None or _moment(ended))
             and (result is None or _one_of(result, RESULTS))
             and (ended is None) == (result is None)
             and _whole(abandoned, 0, 1) and _whole(moves, 0, MAX_MOVES)
             and _seconds(seconds) and _whole(score, 0, MAX_SCORE)
             and (winnable is None or _one_of(winnable, VERDICTS)))
    if not sound:
        return None
    return GameRow(row_id, game, seed, started, ended, result, bool(abandoned), moves,
                   float(seconds), score, winnable)


def game_id(value) -> bool:
    return isinstance(value, str) and 1 <= len(value) <= MAX_GAME_ID


def deal_date(value) -> str | None:
    """`value` when it is a date written YYYY-MM-DD (a real day: no 31 February), else
    None."""
    if not isinstance(value, str) or len(value) != 10:
        return None
    try:
        day = datetime.date.fromisoformat(value)
    except ValueError:
        return None
    return value if day.isoformat() == value else None     # not a week date "2026-W01-1"


def _whole(value, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _one_of(value, allowed) -> bool:
    return isinstance(value, str) and value in allowed


def _seconds(value) -> bool:
    return (isinstance(value, (int, float)) and not isinstance(value, bool)
            and math.isfinite(value) and 0 <= value <= MAX_SECONDS)


def _moment(value) -> bool:
    """An ISO-8601 date and time, as calendar_clock.utc_stamp writes it."""
    if not isinstance(value, str) or not 10 <= len(value) <= MAX_MOMENT:
        return False
    try:
        datetime.datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return False
    return True
