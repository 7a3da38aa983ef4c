"""Damaged statistics never crash and are never lost: an older file with values out of
bounds migrates leaving those games out (the file as it was kept whole), a file of
another program is set aside, rows written behind our back are left out of the figures
and counted, and every notice speaks plainly."""

import re
import sqlite3

import pytest

from game.store import statistics_schema
from game.store.statistics import SCHEMA, DailyDay, Statistics
from game.store.statistics_rows import MAX_SCORE, deal_date, game_row

T = "2026-11-26T08:10:00Z"
GOOD = (1, "wall", 7, T, T, "won", 0, 41, 95.0, 48, "winnable")


def v2_file(path, games=(), daily=()):
    """A statistics file as Aisle Five wrote it before its columns were checked."""
    db = sqlite3.connect(path, isolation_level=None)
    statistics_schema._MIGRATIONS[0](db)
    statistics_schema._MIGRATIONS[1](db)
    db.execute("PRAGMA user_version = 2")
    for row in games:
        db.execute("INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", row)
    for row in daily:
        db.execute("INSERT INTO daily VALUES (?, ?, ?)", row)
    db.close()
    return dump(path)


def dump(path):
    """Everything in the file, as SQL (a copy made by SQLite's backup matches it)."""
    db = sqlite3.connect(path)
    try:
        return list(db.iterdump()) + [db.execute("PRAGMA user_version").fetchone()[0]]
    finally:
        db.close()


def plain(message: str) -> bool:
    """No SQLite or parser text, no errno, one line (the file's own name aside)."""
    words = re.sub(r"statistics\.sqlite3(\.corrupt-\d+)?", "FILE", message)
    return ("\n" not in message and "sqlite" not in words.lower()
            and not re.search(r"errno|\[\w+ \d+\]|table|constraint|malformed|schema",
                              words, re.IGNORECASE))


def test_the_two_rows_that_crashed_the_screen_are_left_out_and_the_file_kept(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    before = v2_file(path, games=[GOOD, (2, "wall", 8, T, T, "won", 0, 9, 1e308, 5, None),
                                  (3, "wall", 9, T, T, "lost", 0, 3, 20.0, 2, None)],
                     daily=[(3, "wall", "xxxx-yy-zz")])
    said = []
    stats = Statistics(path, report=said.append)
    assert said == ["2 games in your statistics could not be read and were left out. "
                    "The file as it was is kept as statistics.sqlite3.corrupt-1."]
    assert dump(tmp_path / "statistics.sqlite3.corrupt-1") == before
    assert stats.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA
    figures = stats.figures("wall")
    assert (figures.played, figures.won, figures.best_time) == (2, 1, 95.0)
    assert stats.daily_days("wall") == []
    stats.close()
    again = []
    Statistics(path, report=again.append).close()
    assert again == [], "said once: the file is sound now"


def test_a_sound_older_file_migrates_and_keeps_no_copy(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    v2_file(path, games=[GOOD], daily=[(1, "wall", "2026-11-26")])
    said = []
    stats = Statistics(path, report=said.append)
    assert said == [] and not list(tmp_path.glob("*.corrupt-*"))
    assert stats.daily_days("wall") == [DailyDay("2026-11-26", True, 95.0)]
    stats.close()


def test_a_file_of_another_program_is_set_aside_in_plain_words(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    db = sqlite3.connect(path)          # version 0 with a table called games: SQLite
    db.execute("CREATE TABLE games (name TEXT)")    # said "table games already exists"
    db.commit()
    db.close()
    said = []
    Statistics(path, report=said.append).close()
    assert said == ["Your statistics file could not be used: it was made by another "
                    "program or version. It was set aside as statistics.sqlite3.corrupt-1 "
                    "and fresh statistics were started."]


def test_a_table_that_checks_nothing_is_not_ours(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    good = Statistics(path)
    good.close()
    db = sqlite3.connect(path)          # the same columns, no STRICT, no checks
    db.execute("DROP TABLE daily")
    db.execute("CREATE TABLE daily (id INTEGER PRIMARY KEY, game TEXT, date TEXT)")
    db.commit()
    db.close()
    said = []
    Statistics(path, report=said.append).close()
    assert len(said) == 1 and "another program or version" in said[0] and plain(said[0])


def test_rows_that_break_the_checks_at_open_are_mended_keeping_the_file(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    stats = Statistics(path)
    row = stats.begin("maze", 3, T)
    stats.finish(row, "won", 10, 60.0, 5)
    stats.close()
    db = sqlite3.connect(path)          # another program, ignoring the checks
    db.execute("PRAGMA ignore_check_constraints = ON")
    db.execute("INSERT INTO games VALUES (9, 'maze', -4, 'never', NULL, 'won', 7, -1, "
               "1e300, -9, 'maybe')")
    db.commit()
    db.close()
    before = dump(path)
    said = []
    stats = Statistics(path, report=said.append)
    assert len(said) == 1 and said[0].startswith("1 game in your statistics could not "
                                                 "be read and was left out.")
    assert dump(tmp_path / "statistics.sqlite3.corrupt-1") == before
    assert stats.figures("maze").played == 1
    assert stats.db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
    stats.close()


def test_rows_written_behind_our_back_are_left_out_and_counted_once(tmp_path):
    stats = Statistics(tmp_path / "statistics.sqlite3", report=(said := []).append)
    row = stats.begin("wall", 1, T, daily="2026-11-26")
    stats.finish(row, "won", 12, 80.0, 30)
    stats.db.execute("PRAGMA ignore_check_constraints = ON")
    stats.db.execute("INSERT INTO games VALUES (5, 'wall', 2, ?, ?, 'won', 0, 5, ?, 3, "
                     "NULL)", (T, T, float("inf")))
    stats.db.execute("INSERT INTO daily VALUES (5, 'wall', '2026-02-31')")
    stats.db.execute("INSERT INTO daily VALUES (6, 'wall', 'xxxx-yy-zz')")
    stats.db.execute("INSERT INTO games VALUES (6, 'wall', 3, ?, ?, 'lost', 0, 5, 9.0, 3, "
                     "NULL)", (T, T))
    figures = stats.figures("wall")
    assert (figures.played, figures.best_time) == (2, 80.0)
    assert stats.daily_days("wall") == [DailyDay("2026-11-26", True, 80.0)]
    assert stats.daily_on("2026-11-26") == {"wall": "won"}
    stats.figures("wall")               # read again: nothing new to say
    assert stats.skipped == 3
    assert said == ["1 game in your statistics could not be read and is left out of "
                    "the figures.",
                    "2 games in your statistics could not be read and are left out of "
                    "the figures."]
    stats.close()


def test_what_the_player_is_told_when_a_write_fails_is_plain(tmp_path):
    stats = Statistics(tmp_path / "statistics.sqlite3", report=(said := []).append)
    stats.begin("wall", -1, T)                      # refused by the table's checks
    stats.db.execute("PRAGMA query_only = ON")      # as a file gone read-only
    stats.begin("wall", 1, T)
    assert said == ["Your statistics could not be saved.",
                    "Your statistics could not be saved: the file is read-only."]
    stats.close()


def test_a_finished_game_is_written_within_bounds(tmp_path):
    stats = Statistics(tmp_path / "statistics.sqlite3", report=(said := []).append)
    for seconds in (float("inf"), float("nan"), -3.0, 1e308):
        row = stats.begin("whitehead", 1, T)
        stats.finish(row, "won", 10 ** 12, seconds, 10 ** 12)
    assert said == []
    rows = stats.finished("whitehead")
    assert [row.seconds for row in rows] == [1e9, 0.0, 0.0, 1e9]
    assert {(row.moves, row.score) for row in rows} == {(10 ** 7, MAX_SCORE)}
    stats.close()


@pytest.mark.parametrize("column, value", [(1, ""), (2, -1), (2, 2 ** 32), (3, "now"),
                                           (7, 10 ** 7 + 1), (8, 1e9 + 1), (9, -1),
                                           (9, MAX_SCORE + 1), (4, None)])
def test_python_and_the_table_refuse_the_same_values(tmp_path, column, value):
    stats = Statistics(tmp_path / "statistics.sqlite3")
    at_limit = (1, "w" * 40, 2 ** 32 - 1, T, T, "won", 1, 10 ** 7, 1e9, MAX_SCORE, None)
    assert game_row(at_limit) is not None
    stats.db.execute("INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", at_limit)
    beyond = at_limit[:column] + (value,) + at_limit[column + 1:]
    assert game_row(beyond) is None
    with pytest.raises(sqlite3.IntegrityError):
        stats.db.execute("INSERT INTO games VALUES (2, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                         beyond[1:])
    stats.close()


def test_a_deal_date_is_a_real_day_written_one_way():
    assert deal_date("2026-11-29") == "2026-11-29"
    for bad in ("xxxx-yy-zz", "2026-02-31", "2026-W48-7", "29-11-2026", 20261129, None,
                b"2026-11-29", "2026-11-29 "):
        assert deal_date(bad) is None
