"""Statistics: one row per game played, in an SQLite database (stdlib sqlite3), and the
figures computed from it. No pygame.

    stats = Statistics(data_dir / "statistics.sqlite3", report=print)
    row = stats.begin("wall", 7, "2026-11-26T08:10:00Z")     # at the first move
    stats.finish(row, "won", moves=41, seconds=95.0, score=48, winnable="winnable")
    stats.figures("wall").win_rate; stats.recent("wall", 10)
    stats.reset("wall")                 # the player's Reset: Wall's finished games go
    stats.daily_days("wall")            # the deals of the day played: date, won, best time

A deal of the day (game/solver/daily.py) is a game like any other, counted in its game's
figures, and its row is also listed in the table `daily` with the date of the deal (not
of the clock: a game begun before midnight and won after counts for the deal's day).

A game counts once its first move is made (`begin`); it ends won or lost (`finish`), an
abandoned game as lost with `abandoned` set, as Aisleriot counts it. Rows not finished
yet (the game in progress) are in no figure. Every write is one transaction. The schema
version is PRAGMA user_version and migrates forward (`_MIGRATIONS`). A database that is
not SQLite, is damaged or truncated, or was made by a newer Aisle Five is moved aside as
NAME.corrupt-N (never deleted) and a fresh one started; `report` gets a one-line message
for the player. When even that fails the statistics live in memory for this run.
"""

import logging
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Dict, List, Optional

from game.calendar_clock import utc_stamp
from game.store.jsonfile import set_aside

log = logging.getLogger(__name__)

SCHEMA = 2
RESULTS = ("won", "lost")
VERDICTS = (None, "winnable", "not winnable", "unknown")
_COLUMNS = ("id, game, seed, started, ended, result, abandoned, moves, seconds, score, "
            "winnable")


def _create_v1(db: sqlite3.Connection) -> None:
    db.execute("""CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        seed INTEGER NOT NULL,
        started TEXT NOT NULL,
        ended TEXT,
        result TEXT CHECK (result IN ('won', 'lost')),
        abandoned INTEGER NOT NULL DEFAULT 0 CHECK (abandoned IN (0, 1)),
        moves INTEGER NOT NULL DEFAULT 0,
        seconds REAL NOT NULL DEFAULT 0,
        score INTEGER NOT NULL DEFAULT 0,
        winnable TEXT CHECK (winnable IN ('winnable', 'not winnable', 'unknown'))
    ) STRICT""")
    db.execute("CREATE INDEX games_by_game ON games (game, ended, id)")


def _add_daily_v2(db: sqlite3.Connection) -> None:
    """The deals of the day: one row per game of a deal of the day, its games row's id
    and the deal's date (YYYY-MM-DD); result and time are the games row's."""
    db.execute("""CREATE TABLE daily (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        date TEXT NOT NULL CHECK (length(date) = 10)
    ) STRICT""")
    db.execute("CREATE INDEX daily_by_game ON daily (game, date)")


# version v -> what brings a database of version v to v + 1 (0: a new, empty file)
_MIGRATIONS = {0: _create_v1, 1: _add_daily_v2}


class BadDatabase(Exception):
    """The file is not a database this version can use."""


@dataclass(frozen=True)
class GameRow:
    id: int
    game: str
    seed: int
    started: str
    ended: Optional[str]
    result: Optional[str]
    abandoned: bool
    moves: int
    seconds: float
    score: int
    winnable: Optional[str]


@dataclass(frozen=True)
class DailyDay:
    """A date whose deal of the day was played: won at least once, the fastest win."""
    date: str                               # YYYY-MM-DD, the deal's date
    won: bool
    best_time: Optional[float]              # seconds, None when not won


@dataclass(frozen=True)
class Figures:
    played: int = 0
    won: int = 0
    win_rate: Optional[float] = None        # 0.0 .. 1.0; None before the first game
    current_streak: int = 0                 # wins since the last loss
    best_streak: int = 0
    best_time: Optional[float] = None       # seconds, over won games
    average_time: Optional[float] = None    # seconds, over won games
    best_score: Optional[int] = None        # over all finished games
    average_score: Optional[float] = None
    fewest_moves: Optional[int] = None      # over won games
    abandoned: int = 0


class Statistics:
    def __init__(self, path, report: Optional[Callable[[str], None]] = None):
        self.path = Path(path)
        self.report = report or (lambda message: None)
        self.db = self._open()

    # ----- opening, checking, setting aside --------------------------------------------
    def _open(self) -> sqlite3.Connection:
        try:
            return self._connect(self.path)
        except (sqlite3.DatabaseError, BadDatabase, OSError) as error:
            if _busy(error):
                return self._in_memory(f"statistics are in use by another Aisle Five "
                                       f"({error}); this run's games are not kept")
            reason = str(error)
        aside = self._set_aside()
        if aside is None and self.path.exists():
            return self._in_memory(f"{self.path.name} could not be read ({reason}) nor "
                                   f"set aside; this run's games are not kept")
        try:
            db = self._connect(self.path)
        except (sqlite3.DatabaseError, BadDatabase, OSError) as error:
            return self._in_memory(f"statistics cannot be kept in {self.path} ({error})")
        where = f"set aside as {aside.name}" if aside else "gone"
        self._say(f"Your statistics ({self.path.name}) could not be read ({reason}); "
                  f"the file was {where} and fresh statistics started")
        return db

    def _connect(self, path) -> sqlite3.Connection:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            if Path(path).exists() and not Path(path).is_file():
                raise BadDatabase("not a regular file")
        db = sqlite3.connect(str(path), timeout=5.0, isolation_level=None)
        try:
            _check_and_migrate(db)
        except BaseException:
            db.close()
            raise
        return db

    def _set_aside(self) -> Optional[Path]:
        aside = set_aside(self.path) if os.path.lexists(self.path) else None
        for suffix in ("-journal", "-wal", "-shm"):     # a journal belongs to its file
            side = self.path.with_name(self.path.name + suffix)
            if os.path.lexists(side) and aside is not None:
                try:
                    os.replace(side, aside.with_name(aside.name + suffix))
                except OSError:
                    pass
        return aside

    def _in_memory(self, message: str) -> sqlite3.Connection:
        self._say(message)
        return self._connect(":memory:")

    def _say(self, message: str) -> None:
        log.warning("%s", message)
        self.report(message)

    def close(self) -> None:
        self.db.close()

    # ----- writing ----------------------------------------------------------------------
    def begin(self, game: str, seed: int, started: str,
              daily: Optional[str] = None) -> Optional[int]:
        """A game's first move was made: its row id (None if it could not be written);
        `daily`, the date of the deal of the day it is, if it is one."""
        try:
            with self.db:
                row = self.db.execute("INSERT INTO games (game, seed, started) "
                                      "VALUES (?, ?, ?)",
                                      (game, int(seed), str(started))).lastrowid
                if daily is not None:
                    self.db.execute("INSERT INTO daily (id, game, date) VALUES (?, ?, ?)",
                                    (row, game, str(daily)))
                return row
        except sqlite3.Error as error:      # a full disk, a file gone read-only
            self._say(f"statistics not saved ({error})")
            return None

    def finish(self, row: Optional[int], result: str, moves: int, seconds: float,
               score: int, winnable: Optional[str] = None, abandoned: bool = False) -> None:
        """The game of `row` ended (again, after an undo out of the end: the row follows)."""
        if row is None:
            return
        if result not in RESULTS:
            raise ValueError(f"result must be one of {RESULTS}, not {result!r}")
        if winnable not in VERDICTS:
            raise ValueError(f"winnable must be one of {VERDICTS}, not {winnable!r}")
        self._write("UPDATE games SET ended = ?, result = ?, abandoned = ?, moves = ?, "
                    "seconds = ?, score = ?, winnable = ? WHERE id = ?",
                    (utc_stamp(), result, int(bool(abandoned)), int(moves), float(seconds),
                     int(score), winnable, row))

    def reopen(self, row: Optional[int]) -> None:
        """Undo out of a won or lost game: the row is in progress again."""
        if row is not None:
            self._write("UPDATE games SET ended = NULL, result = NULL WHERE id = ?", (row,))

    def reset(self, game: str) -> None:
        """Forget every finished game of `game` (the player asked, after a question);
        the game in progress, if any, still counts when it ends."""
        self._write("DELETE FROM games WHERE game = ? AND result IS NOT NULL", (game,))
        self._write("DELETE FROM daily WHERE game = ? AND id NOT IN (SELECT id FROM games)",
                    (game,))

    def unfinished(self, game: str) -> List[GameRow]:
        """The rows of `game` begun and not finished (the game in progress), oldest first."""
        return self._rows("WHERE game = ? AND result IS NULL ORDER BY id", (game,))

    def row_of(self, game: str, seed: int, started: str) -> Optional[GameRow]:
        """The row of the game of `game` dealt as `seed` whose first move was at
        `started`, finished or not (None: no such row)."""
        rows = self._rows("WHERE game = ? AND seed = ? AND started = ? ORDER BY id DESC "
                          "LIMIT 1", (game, int(seed), str(started)))
        return rows[0] if rows else None

    def _write(self, sql: str, values) -> Optional[int]:
        try:
            with self.db:
                return self.db.execute(sql, values).lastrowid
        except sqlite3.Error as error:      # a full disk, a file gone read-only
            self._say(f"statistics not saved ({error})")
            return None

    # ----- reading ----------------------------------------------------------------------
    def recent(self, game: str, n: int) -> List[GameRow]:
        """The last `n` finished games of `game`, newest first."""
        return self._rows("WHERE game = ? AND result IS NOT NULL "
                          "ORDER BY ended DESC, id DESC LIMIT ?", (game, int(n)))

    def finished(self, game: str) -> List[GameRow]:
        """Every finished game of `game`, oldest first."""
        return self._rows("WHERE game = ? AND result IS NOT NULL ORDER BY ended, id",
                          (game,))

    def figures(self, game: str) -> Figures:
        rows = self.finished(game)
        if not rows:
            return Figures()
        wins = [row for row in rows if row.result == "won"]
        streak = best = 0
        for row in rows:
            streak = streak + 1 if row.result == "won" else 0
            best = max(best, streak)
        times = [row.seconds for row in wins]
        return Figures(
            played=len(rows), won=len(wins), win_rate=len(wins) / len(rows),
            current_streak=streak, best_streak=best,
            best_time=min(times) if times else None,
            average_time=sum(times) / len(times) if times else None,
            best_score=max(row.score for row in rows),
            average_score=sum(row.score for row in rows) / len(rows),
            fewest_moves=min(row.moves for row in wins) if wins else None,
            abandoned=sum(row.abandoned for row in rows))

    def daily_days(self, game: str) -> List[DailyDay]:
        """Every date whose deal of the day of `game` was begun, oldest first."""
        try:
            found = self.db.execute(
                "SELECT daily.date, MAX(games.result IS 'won'), "
                "MIN(CASE WHEN games.result = 'won' THEN games.seconds END) "
                "FROM daily JOIN games ON games.id = daily.id WHERE daily.game = ? "
                "GROUP BY daily.date ORDER BY daily.date", (game,))
            return [DailyDay(date, bool(won), best) for date, won, best in found]
        except sqlite3.Error as error:
            self._say(f"statistics could not be read ({error})")
            return []

    def daily_on(self, date: str) -> Dict[str, str]:
        """The games whose deal of the day of `date` was begun: game -> "won" or
        "played" (begun, not won)."""
        try:
            found = self.db.execute(
                "SELECT daily.game, MAX(games.result IS 'won') FROM daily "
                "JOIN games ON games.id = daily.id WHERE daily.date = ? "
                "GROUP BY daily.game", (str(date),))
            return {game: "won" if won else "played" for game, won in found}
        except sqlite3.Error as error:
            self._say(f"statistics could not be read ({error})")
            return {}

    def _rows(self, where: str, values) -> List[GameRow]:
        try:
            found = self.db.execute(f"SELECT {_COLUMNS} FROM games {where}", values)
            return [GameRow(*row[:6], bool(row[6]), *row[7:]) for row in found]
        except sqlite3.Error as error:
            self._say(f"statistics could not be read ({error})")
            return []


def _busy(error: Exception) -> bool:
    return isinstance(error, sqlite3.OperationalError) and \
        ("locked" in str(error) or "busy" in str(error))


def _check_and_migrate(db: sqlite3.Connection) -> None:
    """Raise sqlite3.DatabaseError or BadDatabase unless `db` is sound and of a schema
    this version knows; bring an older schema forward, one transaction per step."""
    check = db.execute("PRAGMA quick_check").fetchone()
    if check is None or check[0] != "ok":
        raise BadDatabase(f"damaged: {check[0] if check else 'no answer'}")
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA:
        raise BadDatabase(f"made by a newer Aisle Five (schema {version}, this one "
                          f"reads up to {SCHEMA})")
    while version < SCHEMA:
        with db:
            db.execute("BEGIN IMMEDIATE")
            _MIGRATIONS[version](db)
            version += 1
            db.execute(f"PRAGMA user_version = {version}")
    db.execute(f"SELECT {_COLUMNS} FROM games LIMIT 0")   # the tables are ours
    db.execute("SELECT id, game, date FROM daily LIMIT 0")
