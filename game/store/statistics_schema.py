"""The tables of the statistics database, how an older file is brought forward, and the
checks a file passes before it is used. No pygame.

    left_out = open_checked(db, keep)   # raises BadDatabase; returns games left out

The schema version is PRAGMA user_version; `_MIGRATIONS` brings a file of version v to
v + 1, one transaction per step. A step is never edited once released: a fresh file is
made by running every step from 0, so the tables of a file and of a fresh one of the same
version are alike, and `open_checked` refuses a file whose tables are not exactly those
(made by another program, or by hand).

Version 3 checks every column (statistics_rows.py says the same bounds in Python). Its
step copies the rows into the checked tables; a row that breaks a check is left out.
Before a step leaves anything out, `keep(count)` is called with the file still as it was,
to keep a copy of it whole; then the step runs again for good. A file of this version
whose rows break the checks (another program wrote them) is mended the same way.
"""

import re
import sqlite3
from collections.abc import Callable

from game.i18n import N_

SCHEMA = 3
COLUMNS = ("id, game, seed, started, ended, result, abandoned, moves, seconds, score, "
           "winnable")


class BadDatabase(Exception):
    """The file is not a database this version can use; `meaning` says why in the
    player's words (a message marked N_, translated where it is shown), the message gives
    the detail for the log."""

    def __init__(self, meaning: str, detail: str = ""):
        super().__init__(detail or meaning)
        self.meaning = meaning


# Translators: why the statistics file could not be used, said after a colon
DAMAGED = N_("it is damaged or is not a statistics file")
# Translators: why the statistics file could not be used, said after a colon
NEWER = N_("it was made by a newer version of Aisle Five")
# Translators: why the statistics file could not be used, said after a colon
FOREIGN = N_("it was made by another program or version")


def _create_v1(db: sqlite3.Connection) -> int:
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
    return 0


def _add_daily_v2(db: sqlite3.Connection) -> int:
    """The deals of the day: one row per game of a deal of the day, its games row's id
    and the deal's date (YYYY-MM-DD); result and time are the games row's."""
    db.execute("""CREATE TABLE daily (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        date TEXT NOT NULL CHECK (length(date) = 10)
    ) STRICT""")
    db.execute("CREATE INDEX daily_by_game ON daily (game, date)")
    return 0


def _checked_v3(db: sqlite3.Connection) -> int:
    """Both tables again, every column checked: ids, seeds, moves, seconds and scores
    within bounds (NaN and infinities too), times and dates that are times and dates, a
    result exactly when an end. Returns how many games broke a check and were left
    out (a deal of the day goes with its game, and one with no game is left out too)."""
    db.execute("""CREATE TABLE games_v3 (
        id INTEGER PRIMARY KEY CHECK (id > 0),
        game TEXT NOT NULL CHECK (length(game) BETWEEN 1 AND 40),
        seed INTEGER NOT NULL CHECK (seed BETWEEN 0 AND 4294967295),
        started TEXT NOT NULL
            CHECK (length(started) BETWEEN 10 AND 40 AND julianday(started) IS NOT NULL),
        ended TEXT CHECK (ended IS NULL
            OR (length(ended) BETWEEN 10 AND 40 AND julianday(ended) IS NOT NULL)),
        result TEXT CHECK (result IN ('won', 'lost')),
        abandoned INTEGER NOT NULL DEFAULT 0 CHECK (abandoned IN (0, 1)),
        moves INTEGER NOT NULL DEFAULT 0 CHECK (moves BETWEEN 0 AND 10000000),
        seconds REAL NOT NULL DEFAULT 0 CHECK (seconds BETWEEN 0 AND 1000000000),
        score INTEGER NOT NULL DEFAULT 0 CHECK (score BETWEEN 0 AND 1000000),
        winnable TEXT CHECK (winnable IN ('winnable', 'not winnable', 'unknown')),
        CHECK ((ended IS NULL) = (result IS NULL))
    ) STRICT""")
    db.execute("""CREATE TABLE daily_v3 (
        id INTEGER PRIMARY KEY CHECK (id > 0),
        game TEXT NOT NULL CHECK (length(game) BETWEEN 1 AND 40),
        date TEXT NOT NULL CHECK (date(date, '+0 days') IS date)
    ) STRICT""")
    # the columns named, not *: SQLite then checks each row copied
    db.execute(f"INSERT OR IGNORE INTO games_v3 ({COLUMNS}) SELECT {COLUMNS} FROM games")
    db.execute("INSERT OR IGNORE INTO daily_v3 (id, game, date) SELECT id, game, date "
               "FROM daily WHERE id IN (SELECT id FROM games_v3)")
    # games not copied, and deals of the day not copied other than theirs
    left_out = db.execute(
        "SELECT (SELECT count(*) FROM games) - (SELECT count(*) FROM games_v3) "
        "+ (SELECT count(*) FROM daily WHERE id NOT IN (SELECT id FROM daily_v3) "
        "   AND id NOT IN (SELECT id FROM games EXCEPT SELECT id FROM games_v3))"
    ).fetchone()[0]
    db.execute("DROP TABLE games")
    db.execute("DROP TABLE daily")
    db.execute("ALTER TABLE games_v3 RENAME TO games")
    db.execute("ALTER TABLE daily_v3 RENAME TO daily")
    db.execute("CREATE INDEX games_by_game ON games (game, ended, id)")
    db.execute("CREATE INDEX daily_by_game ON daily (game, date)")
    return left_out


# version v -> what brings a database of version v to v + 1 (0: a new, empty file); each
# returns how many games it left out
_MIGRATIONS: dict[int, Callable[[sqlite3.Connection], int]] = {
    0: _create_v1, 1: _add_daily_v2, 2: _checked_v3}
_MENDS = {3: _checked_v3}       # version -> what copies its rows into checked tables anew


def open_checked(db: sqlite3.Connection, keep: Callable[[int], None]) -> int:
    """Raise sqlite3.OperationalError (busy, locked) or BadDatabase unless `db` is sound
    and of a schema this version knows; bring an older schema forward. Returns how many
    games were left out (`keep` was called first)."""
    try:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        sound = _quick_check(db)
    except sqlite3.DatabaseError as error:
        if busy(error):
            raise
        raise BadDatabase(DAMAGED, str(error)) from None
    if version > SCHEMA:
        raise BadDatabase(NEWER, f"schema {version}, this one reads up to {SCHEMA}")
    if version < 0 or _tables(db) != _tables_of(version):
        raise BadDatabase(FOREIGN, f"tables not those of schema {version}")
    try:
        if not sound:
            return _mend(db, version, keep)
        left_out = 0
        while version < SCHEMA:
            left_out += _step(db, _MIGRATIONS[version], version + 1, keep)
            version += 1
        return left_out
    except sqlite3.OperationalError as error:       # "table games already exists"
        if busy(error):
            raise
        raise BadDatabase(FOREIGN, str(error)) from None
    except sqlite3.DatabaseError as error:
        raise BadDatabase(DAMAGED, str(error)) from None


def _mend(db: sqlite3.Connection, version: int, keep) -> int:
    """A file that fails the quick check: when only rows break the checks, copy the
    rest into checked tables (after `keep`); any other damage is BadDatabase."""
    if version not in _MENDS:
        raise BadDatabase(DAMAGED, "quick check failed")

    def copy_and_check(db):
        left_out = _MENDS[version](db)
        if not _quick_check(db):
            raise BadDatabase(DAMAGED, "quick check failed after copying the rows")
        return left_out

    return _step(db, copy_and_check, version, keep)


def _step(db: sqlite3.Connection, change, version: int, keep) -> int:
    """Run `change` and set the version in one transaction. If it leaves games out, the
    transaction is undone first and `keep(count)` called on the file as it was."""
    kept = False
    while True:
        db.execute("BEGIN IMMEDIATE")
        try:
            left_out = change(db) or 0
            if left_out and not kept:
                db.execute("ROLLBACK")
                keep(left_out)
                kept = True
                continue
            db.execute(f"PRAGMA user_version = {version}")
            db.execute("COMMIT")
            return left_out
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise


def _quick_check(db: sqlite3.Connection) -> bool:
    check = db.execute("PRAGMA quick_check").fetchone()
    return check is not None and check[0] == "ok"


def busy(error: Exception) -> bool:
    """Whether `error` says another connection holds the file."""
    return isinstance(error, sqlite3.OperationalError) and \
        ("locked" in str(error) or "busy" in str(error))


_Tables = tuple[tuple[str, str, str], ...]


def _tables(db: sqlite3.Connection) -> _Tables:
    """The tables and indexes in `db` as their CREATE statements, spaces evened out."""
    found = db.execute("SELECT type, name, sql FROM sqlite_master "
                       "WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY type, name")
    return tuple((kind, name, re.sub(r"\s+", " ", sql or "")) for kind, name, sql in found)


def _tables_of(version: int) -> _Tables:
    """The tables a fresh file of `version` has (made in memory)."""
    fresh = sqlite3.connect(":memory:", isolation_level=None)
    try:
        for step in range(version):
            _MIGRATIONS[step](fresh)
        return _tables(fresh)
    finally:
        fresh.close()
