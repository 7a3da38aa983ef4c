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
yet (the game in progress) are in no figure. Every write is one transaction.

Damaged statistics never crash and are never lost. The tables and their migrations are
in game/store/statistics_schema.py: a database that is not SQLite, is damaged or
truncated, was made by a newer Aisle Five or by another program is moved aside as
NAME.corrupt-N (never deleted) and a fresh one started; one whose games break the
tables' checks is copied whole to NAME.corrupt-N and those games are left out. Every row
read is checked again (game/store/statistics_rows.py): one out of bounds is left out of
every figure and counted in `skipped`. `report` gets a plain sentence for the player
each time (no SQLite text: that goes to the log). When even a fresh file fails the
statistics live in memory for this run.
"""

import logging
import os
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from game.calendar_clock import utc_stamp
from game.i18n import N_, _, ngettext
from game.i18n.formats import number
from game.store.jsonfile import aside_path, set_aside
from game.store.records import MAX_MOVES, MAX_SECONDS
from game.store.statistics_rows import (
    MAX_SCORE,
    RESULTS,
    VERDICTS,
    DailyDay,
    GameRow,
    deal_date,
    game_row,
)
from game.store.statistics_schema import COLUMNS, DAMAGED, SCHEMA, BadDatabase, busy, open_checked

log = logging.getLogger(__name__)

__all__ = ["SCHEMA", "RESULTS", "VERDICTS", "BadDatabase", "DailyDay", "Figures", "GameRow",
           "Statistics"]


@dataclass(frozen=True)
class Figures:
    played: int = 0
    won: int = 0
    win_rate: float | None = None        # 0.0 .. 1.0; None before the first game
    current_streak: int = 0                 # wins since the last loss
    best_streak: int = 0
    best_time: float | None = None       # seconds, over won games
    average_time: float | None = None    # seconds, over won games
    best_score: int | None = None        # over all finished games
    average_score: float | None = None
    fewest_moves: int | None = None      # over won games
    abandoned: int = 0


# ----- what the player reads (one place, plain sentences) ---------------------------------
def _set_aside_words(meaning: str, aside: Path | None) -> str:
    """`meaning` (DAMAGED, NEWER, FOREIGN or FOLDER, marked) says why the file was no use."""
    if aside:
        # Translators: {meaning} says why, e.g. "it is damaged or is not a statistics
        # file"; {file} is a file's name
        text = _("Your statistics file could not be used: {meaning}. It was set aside as "
                 "{file} and fresh statistics were started.")
    else:
        # Translators: {meaning} says why, e.g. "it is damaged or is not a statistics file"
        text = _("Your statistics file could not be used: {meaning}. It is gone, and fresh "
                 "statistics were started.")
    return text.format(meaning=_(meaning), file=aside.name if aside else "")


def _left_out_words(count: int, aside: Path) -> str:
    # Translators: {file} is a file's name
    return ngettext("{count} game in your statistics could not be read and was left out. "
                    "The file as it was is kept as {file}.",
                    "{count} games in your statistics could not be read and were left "
                    "out. The file as it was is kept as {file}.", count).format(
        count=number(count), file=aside.name)


def _skipped_words(count: int) -> str:
    return ngettext("{count} game in your statistics could not be read and is left out of "
                    "the figures.",
                    "{count} games in your statistics could not be read and are left out "
                    "of the figures.", count).format(count=number(count))


IN_USE = N_("Your statistics are in use by another Aisle Five, so this run's games are not "
            "kept.")
# Translators: {meaning} says why, e.g. "it is damaged or is not a statistics file"
NOT_MOVED = N_("Your statistics file could not be used: {meaning}. It could not be set "
               "aside either, so this run's games are not kept.")
# Translators: {folder} is a folder's path
CANNOT_KEEP = N_("Your statistics cannot be kept in {folder}, so this run's games are not "
                 "kept.")
NOT_SAVED_WHY = {"SQLITE_FULL": N_("the disk is full"),
                 "SQLITE_READONLY": N_("the file is read-only")}
NOT_READ = N_("Your statistics could not be read just now.")
FOLDER = N_("it is a folder, not a file")


def _not_saved_words(error: Exception) -> str:
    name = getattr(error, "sqlite_errorname", "") or ""
    why = next((words for code, words in NOT_SAVED_WHY.items() if name.startswith(code)),
               None)
    if why is None:
        return _("Your statistics could not be saved.")
    # Translators: {why} is e.g. "the disk is full"
    return _("Your statistics could not be saved: {why}.").format(why=_(why))


def _clamp(value, low, high):
    """`value` held within low .. high (NaN: low)."""
    if value != value:
        return low
    return min(max(value, low), high)


class Statistics:
    def __init__(self, path, report: Callable[[str], None] | None = None):
        self.path = Path(path)
        self.report = report or (lambda message: None)
        self.skipped = 0                    # rows read this run that were out of bounds
        self._bad = set()                   # ... as (table, repr of the row)
        self._kept: tuple[int, Path] | None = None      # games left out, the copy
        self.db = self._open()

    # ----- opening, checking, setting aside --------------------------------------------
    def _open(self) -> sqlite3.Connection:
        try:
            db = self._connect(self.path)
            self._say_kept()
            return db
        except (sqlite3.DatabaseError, BadDatabase, OSError) as error:
            if busy(error):
                log.warning("statistics in use: %s", error)
                return self._in_memory(_(IN_USE))
            meaning = getattr(error, "meaning", DAMAGED)
            log.warning("%s could not be used (%s: %s)", self.path, meaning, error)
        self._kept = None
        aside = self._set_aside()
        if aside is None and self.path.exists():
            return self._in_memory(_(NOT_MOVED).format(meaning=_(meaning)))
        try:
            db = self._connect(self.path)
        except (sqlite3.DatabaseError, BadDatabase, OSError) as error:
            log.warning("fresh statistics not made in %s: %s", self.path, error)
            return self._in_memory(_(CANNOT_KEEP).format(folder=self.path.parent))
        self._say(_set_aside_words(meaning, aside))
        return db

    def _connect(self, path) -> sqlite3.Connection:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            if Path(path).exists() and not Path(path).is_file():
                raise BadDatabase(FOLDER, "not a regular file")
        db = sqlite3.connect(str(path), timeout=5.0, isolation_level=None)
        try:
            open_checked(db, lambda count: self._keep_whole(db, count))
        except BaseException:
            db.close()
            raise
        return db

    def _keep_whole(self, db: sqlite3.Connection, count: int) -> None:
        """Before `count` games are left out: a copy of the file as it is, NAME.corrupt-N."""
        aside = aside_path(self.path)
        try:
            copy = sqlite3.connect(str(aside))
            try:
                db.backup(copy)
            finally:
                copy.close()
        except (sqlite3.Error, OSError) as error:
            raise BadDatabase(DAMAGED, f"no copy kept before leaving rows out: {error}") \
                from None
        log.warning("%s: %d games break the checks; the file as it was is kept as %s",
                    self.path, count, aside)
        self._kept = (count, aside)

    def _say_kept(self) -> None:
        if self._kept is not None:
            self._say(_left_out_words(*self._kept))
            self._kept = None

    def _set_aside(self) -> Path | None:
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
              daily: str | None = None) -> int | None:
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
            self._not_saved(error)
            return None

    def finish(self, row: int | None, result: str, moves: int, seconds: float,
               score: int, winnable: str | None = None, abandoned: bool = False) -> None:
        """The game of `row` ended (again, after an undo out of the end: the row follows).
        Moves, seconds and score are held within the bounds the table checks."""
        if row is None:
            return
        if result not in RESULTS:
            raise ValueError(f"result must be one of {RESULTS}, not {result!r}")
        if winnable not in VERDICTS:
            raise ValueError(f"winnable must be one of {VERDICTS}, not {winnable!r}")
        self._write("UPDATE games SET ended = ?, result = ?, abandoned = ?, moves = ?, "
                    "seconds = ?, score = ?, winnable = ? WHERE id = ?",
                    (utc_stamp(), result, int(bool(abandoned)), _clamp(int(moves), 0, MAX_MOVES),
                     float(_clamp(float(seconds), 0, MAX_SECONDS)),
                     _clamp(int(score), 0, MAX_SCORE), winnable, row))

    def reopen(self, row: int | None) -> None:
        """Undo out of a won or lost game: the row is in progress again."""
        if row is not None:
            self._write("UPDATE games SET ended = NULL, result = NULL WHERE id = ?", (row,))

    def reset(self, game: str) -> None:
        """Forget every finished game of `game` (the player asked, after a question);
        the game in progress, if any, still counts when it ends."""
        self._write("DELETE FROM games WHERE game = ? AND result IS NOT NULL", (game,))
        self._write("DELETE FROM daily WHERE game = ? AND id NOT IN (SELECT id FROM games)",
                    (game,))

    def unfinished(self, game: str) -> list[GameRow]:
        """The rows of `game` begun and not finished (the game in progress), oldest first."""
        return self._rows("WHERE game = ? AND result IS NULL ORDER BY id", (game,))

    def row_of(self, game: str, seed: int, started: str) -> GameRow | None:
        """The row of the game of `game` dealt as `seed` whose first move was at
        `started`, finished or not (None: no such row)."""
        rows = self._rows("WHERE game = ? AND seed = ? AND started = ? ORDER BY id DESC "
                          "LIMIT 1", (game, int(seed), str(started)))
        return rows[0] if rows else None

    def _write(self, sql: str, values) -> int | None:
        try:
            with self.db:
                return self.db.execute(sql, values).lastrowid
        except sqlite3.Error as error:      # a full disk, a file gone read-only
            self._not_saved(error)
            return None

    def _not_saved(self, error: Exception) -> None:
        log.warning("statistics not saved: %s", error)
        self.report(_not_saved_words(error))

    # ----- reading ----------------------------------------------------------------------
    def recent(self, game: str, n: int) -> list[GameRow]:
        """The last `n` finished games of `game`, newest first."""
        return self._rows("WHERE game = ? AND result IS NOT NULL "
                          "ORDER BY ended DESC, id DESC LIMIT ?", (game, int(n)))

    def finished(self, game: str) -> list[GameRow]:
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

    def daily_days(self, game: str) -> list[DailyDay]:
        """Every date whose deal of the day of `game` was begun, oldest first."""
        days: dict[str, list[GameRow]] = {}
        for date, row in self._daily_rows("daily.game = ?", (game,)):
            days.setdefault(date, []).append(row)
        found = []
        for date in sorted(days):
            won = [row.seconds for row in days[date] if row.result == "won"]
            found.append(DailyDay(date, bool(won), min(won) if won else None))
        return found

    def daily_on(self, date: str) -> dict[str, str]:
        """The games whose deal of the day of `date` was begun: game -> "won" or
        "played" (begun, not won)."""
        marks: dict[str, str] = {}
        for _day, row in self._daily_rows("daily.date = ?", (str(date),)):
            if row.result == "won" or row.game not in marks:
                marks[row.game] = "won" if row.result == "won" else "played"
        return marks

    def _daily_rows(self, where: str, values) -> Iterator[tuple[str, GameRow]]:
        """(date, games row) of each deal of the day matching `where`, both checked."""
        games = ", ".join(f"games.{name.strip()}" for name in COLUMNS.split(","))
        found = self._read(f"SELECT daily.id, daily.game, daily.date, {games} FROM daily "
                           f"JOIN games ON games.id = daily.id WHERE {where}", values)
        bad = []
        for raw in found:
            row, date = game_row(raw[3:]), deal_date(raw[2])
            if row is None or date is None or raw[1] != row.game:
                bad.append(("daily", raw))
            else:
                yield date, row
        self._count_bad(bad)

    def _rows(self, where: str, values) -> list[GameRow]:
        rows, bad = [], []
        for raw in self._read(f"SELECT {COLUMNS} FROM games {where}", values):
            row = game_row(raw)
            if row is None:
                bad.append(("games", raw))
            else:
                rows.append(row)
        self._count_bad(bad)
        return rows

    def _read(self, sql: str, values) -> list:
        try:
            return self.db.execute(sql, values).fetchall()
        except sqlite3.Error as error:
            log.warning("statistics not read: %s", error)
            self.report(_(NOT_READ))
            return []

    def _count_bad(self, bad) -> None:
        """Rows out of bounds are left out of every figure; the player is told of those
        not told of before, the log has them."""
        new = [(table, repr(raw)) for table, raw in bad
               if (table, repr(raw)) not in self._bad]
        if not new:
            return
        self._bad.update(new)
        self.skipped = len(self._bad)
        for table, raw in new:
            log.warning("statistics row left out (%s): %s", table, raw[:300])
        self.report(_skipped_words(len(new)))
