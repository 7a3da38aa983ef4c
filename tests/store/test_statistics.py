"""Statistics: rows, figures, and every kind of damaged database set aside, never lost."""

import os
import sqlite3

import pytest

from game.store.statistics import SCHEMA, Figures, Statistics

T = "2026-11-26T08:10:00Z"


@pytest.fixture
def stats(tmp_path):
    made = Statistics(tmp_path / "statistics.sqlite3")
    yield made
    made.close()


def play(stats, game, result, moves=10, seconds=60.0, score=5, abandoned=False, seed=1):
    row = stats.begin(game, seed, T)
    stats.finish(row, result, moves, seconds, score, "winnable", abandoned=abandoned)
    return row


def test_no_games_no_figures(stats):
    assert stats.figures("wall") == Figures()
    assert stats.recent("wall", 5) == []


def test_figures_after_wins_losses_and_abandons(stats):
    play(stats, "wall", "won", moves=30, seconds=100.0, score=40)
    play(stats, "wall", "won", moves=20, seconds=200.0, score=48)
    play(stats, "wall", "lost", moves=5, seconds=10.0, score=3, abandoned=True)
    play(stats, "wall", "won", moves=25, seconds=150.0, score=45)
    play(stats, "wall", "lost", moves=9, seconds=30.0, score=8)
    play(stats, "wall", "won", moves=40, seconds=90.0, score=30)
    play(stats, "maze", "won", moves=1, seconds=1.0, score=99)     # another game
    figures = stats.figures("wall")
    assert (figures.played, figures.won, figures.abandoned) == (6, 4, 1)
    assert figures.win_rate == pytest.approx(4 / 6)
    assert (figures.current_streak, figures.best_streak) == (1, 2)
    assert figures.best_time == 90.0
    assert figures.average_time == pytest.approx((100 + 200 + 150 + 90) / 4)
    assert figures.best_score == 48
    assert figures.average_score == pytest.approx((40 + 48 + 3 + 45 + 8 + 30) / 6)
    assert figures.fewest_moves == 20
    recent = stats.recent("wall", 3)
    assert [row.score for row in recent] == [30, 8, 45]           # newest first
    assert recent[1].result == "lost" and not recent[1].abandoned
    assert stats.recent("wall", 10)[3].abandoned


def test_a_game_in_progress_is_in_no_figure_until_it_ends(stats):
    row = stats.begin("whitehead", 4, T)
    assert stats.figures("whitehead").played == 0
    assert [r.id for r in stats.unfinished("whitehead")] == [row]
    stats.finish(row, "lost", 3, 4.0, 2, None)
    stats.reopen(row)                              # undo out of the end
    assert stats.figures("whitehead").played == 0
    stats.finish(row, "won", 9, 12.0, 52, "winnable")
    assert stats.figures("whitehead").won == 1 and stats.unfinished("whitehead") == []


def test_rows_survive_reopening(tmp_path):
    path = tmp_path / "s.sqlite3"
    first = Statistics(path)
    play(first, "doublets", "won")
    first.close()
    again = Statistics(path)
    assert again.figures("doublets").won == 1
    assert again.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA
    again.close()


def test_bad_values_are_refused(stats):
    row = stats.begin("wall", 1, T)
    with pytest.raises(ValueError):
        stats.finish(row, "draw", 1, 1.0, 1)
    with pytest.raises(ValueError):
        stats.finish(row, "won", 1, 1.0, 1, winnable="maybe")


def damaged_by(kind: str, path):
    if kind == "garbage":
        path.write_bytes(os.urandom(3000))
    elif kind == "text":
        path.write_text("settings = {'not': 'a database'}\n")
    elif kind in ("truncated", "truncated header", "future schema", "not our table"):
        good = Statistics(path)
        for _ in range(200):
            play(good, "wall", "won")
        good.close()
        if kind == "future schema":
            db = sqlite3.connect(path)
            db.execute(f"PRAGMA user_version = {SCHEMA + 1}")
            db.commit()
            db.close()
        elif kind == "not our table":
            db = sqlite3.connect(path)
            db.execute("DROP TABLE games")
            db.commit()
            db.close()
        else:
            whole = path.read_bytes()
            path.write_bytes(whole[:50] if kind == "truncated header"
                             else whole[:len(whole) // 2 + 10])
    elif kind == "folder":
        path.mkdir()
        (path / "inside").write_text("keep me")
    return path.read_bytes() if path.is_file() else None


@pytest.mark.parametrize("kind", ["garbage", "text", "truncated", "truncated header",
                                  "future schema", "not our table", "folder"])
def test_a_damaged_database_is_set_aside_and_a_fresh_one_started(tmp_path, kind):
    path = tmp_path / "statistics.sqlite3"
    before = damaged_by(kind, path)
    said = []
    stats = Statistics(path, report=said.append)
    assert len(said) == 1 and "set aside as statistics.sqlite3.corrupt-1" in said[0]
    assert "\n" not in said[0] and "(" not in said[0], "plain words, no SQLite text"
    aside = tmp_path / "statistics.sqlite3.corrupt-1"
    if before is not None:
        assert aside.read_bytes() == before, "the damaged file is kept as it was"
    else:
        assert (aside / "inside").read_text() == "keep me"
    play(stats, "maze", "won")                          # and the fresh one works
    assert stats.figures("maze").won == 1
    stats.close()
    assert Statistics(path).figures("maze").won == 1


def test_an_unwritable_place_keeps_statistics_in_memory(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    said = []
    stats = Statistics(blocker / "statistics.sqlite3", report=said.append)
    assert len(said) == 1 and "cannot be kept" in said[0]
    play(stats, "wall", "lost")
    assert stats.figures("wall").played == 1


def test_an_older_schema_migrates_forward_keeping_its_rows(tmp_path, monkeypatch):
    from game.store import statistics_schema
    path = tmp_path / "s.sqlite3"
    old = Statistics(path)
    play(old, "wall", "won", moves=12)
    old.close()
    # say the next schema adds a column: the step to it runs once, in a transaction
    steps = []

    def add_column(db):
        if db.execute("PRAGMA database_list").fetchone()[2]:   # the file, not the fresh
            steps.append(1)                 # tables in memory its tables are compared with
        db.execute("ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0")

    monkeypatch.setattr(statistics_schema, "SCHEMA", SCHEMA + 1)
    monkeypatch.setitem(statistics_schema._MIGRATIONS, SCHEMA, add_column)
    said = []
    new = Statistics(path, report=said.append)
    assert said == [] and steps == [1]
    assert new.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA + 1
    assert new.figures("wall").fewest_moves == 12
    new.close()
    Statistics(path).close()
    assert steps == [1], "migrated once"
