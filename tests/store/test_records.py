"""Game records: a session written down and replayed exactly; every kind of bad record
refused with a one-line reason."""

import json
import random

import pytest

from game.rules import GAMES, legal_moves, to_position
from game.rules.session import Session
from game.store import records
from game.store.records import (
    GameRecord,
    RecordError,
    from_json,
    load_record,
    record_of,
    save_record,
    session_of,
    states_of,
    to_json,
)


def played(game: str, seed: int, steps: int = 40, rng_seed: int = 1) -> Session:
    """A session with moves, undos, redos and restarts, like a player's."""
    rng = random.Random(rng_seed)
    session = Session(game, seed)
    for step in range(steps):
        roll = rng.random()
        if roll < 0.1:
            session.undo(now=step)
        elif roll < 0.15:
            session.redo(now=step)
        elif roll < 0.18:
            session.restart(now=step)
        else:
            moves = legal_moves(session.state)
            if moves:
                session.act([rng.choice(moves)], now=step)
    return session


@pytest.mark.parametrize("game", GAMES)
def test_a_record_replays_the_exact_history(game):
    session = played(game, 11)
    session.undo()                      # something to redo
    record = from_json(json.loads(json.dumps(to_json(record_of(session, 42.5)))))
    again = session_of(record, now=1000.0)
    assert again.history == session.history
    assert again.actions == session.actions
    assert again.cursor == session.cursor
    assert again.moves_made == session.moves_made
    assert again.elapsed(1010.0) == pytest.approx(52.5)
    assert again.redo() and session.redo() and again.state == session.state
    assert again.undo() and again.undo() and again.state == session.history[session.cursor - 2]
    assert states_of(record) == session.history[:record.cursor + 1]


def test_restart_is_a_step_of_its_own():
    session = Session("doublets", 3)
    session.act(["deal"])
    session.restart()
    assert session.actions == [("deal",), ("restart",)]
    assert to_json(record_of(session, 1))["actions"] == [["deal"], ["restart"]]
    again = session_of(record_of(session, 1))
    assert again.state == again.history[0] and again.undo()
    assert to_position(again.state) == to_position(session.history[1])


def test_a_finished_game_records_its_result_and_its_clock_stops():
    session = Session("doublets", 3)
    record = record_of(session, 0)
    assert record.result is None and record.moves_made == 0
    won = GameRecord("doublets", 3, (("deal",),), 1, 5.0, record.started, "won", 1)
    assert from_json(to_json(won)) == won


def test_save_and_load(tmp_path):
    record = record_of(played("wall", 5), 3.0)
    path = tmp_path / "games" / "wall.json"
    assert load_record(path) is None
    save_record(path, record)
    assert load_record(path) == record
    assert [p.name for p in path.parent.iterdir()] == ["wall.json"]   # no temporaries


def good() -> dict:
    return to_json(record_of(played("whitehead", 9, 20), 12.0))


def spoilt(**changes) -> dict:
    data = good()
    data.update(changes)
    return data


BAD = {
    "not an object": [1, 2],
    "wrong format": spoilt(format="pickle"),
    "future version": spoilt(version=2),
    "version zero": spoilt(version=0),
    "version as text": spoilt(version="1"),
    "unknown game": spoilt(game="freecell"),
    "game not text": spoilt(game=["wall"]),
    "huge seed": spoilt(seed=2 ** 64),
    "negative seed": spoilt(seed=-1),
    "seed as bool": spoilt(seed=True),
    "seed as float": spoilt(seed=7.0),
    "actions not a list": spoilt(actions="deal"),
    "too many actions": spoilt(actions=[["deal"]] * (records.MAX_ACTIONS + 1)),
    "an action not a list": spoilt(actions=["deal"]),
    "an empty action": spoilt(actions=[[]], cursor=1),
    "a move not text": spoilt(actions=[[1]], cursor=1),
    "a huge move": spoilt(actions=[["x" * 10 ** 6]], cursor=1),
    "restart among moves": spoilt(actions=[["deal", "restart"]], cursor=1),
    "cursor past the end": spoilt(cursor=10 ** 30),
    "negative cursor": spoilt(cursor=-1),
    "elapsed infinite": spoilt(elapsed=float("inf")),
    "elapsed NaN": spoilt(elapsed=float("nan")),
    "elapsed negative": spoilt(elapsed=-5),
    "elapsed huge": spoilt(elapsed=1e300),
    "elapsed text": spoilt(elapsed="12"),
    "started not a time": spoilt(started="yesterday"),
    "started not text": spoilt(started=12),
    "bad result": spoilt(result="draw"),
    "moves huge": spoilt(moves=10 ** 100),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_record_is_refused_with_one_line(case):
    with pytest.raises(RecordError) as refused:
        from_json(BAD[case])
    assert "\n" not in str(refused.value) and len(str(refused.value)) < 200


@pytest.mark.parametrize("actions", [
    [["tableau1>tableau1"]],                 # illegal
    [["restart"]],                           # a restart at the opening deal
    [["deal"], ["not a move at all"]],       # malformed
    [["wall1>wall2"]],                       # another game's piles
    [["tableau99>foundation1"]],
    [["tableau1*999999>tableau2"]],
])
def test_moves_that_do_not_replay_are_refused(actions):
    record = from_json(spoilt(actions=actions, cursor=len(actions), moves=None))
    with pytest.raises(RecordError, match="step"):
        session_of(record)


def test_hostile_move_strings_never_crash_the_replay():
    rng = random.Random(5)
    alphabet = "tableau12345678910foundationwastestock>*+#-  \u2660\x00"
    for _ in range(300):
        move = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 30)))
        record = from_json(spoilt(actions=[[move]], cursor=1, moves=None))
        try:
            session_of(record)
        except RecordError:
            pass


@pytest.mark.parametrize("text", ["{", "", "\xff\xfe", "[" * 100000, "null", "1e999999"])
def test_unreadable_files_raise_record_error_and_stay(tmp_path, text):
    path = tmp_path / "wall.json"
    path.write_bytes(text.encode("utf-8", "surrogateescape") if text != "\xff\xfe"
                     else b"\xff\xfe\x00")
    with pytest.raises(RecordError):
        load_record(path)
    assert path.exists(), "load_record never moves a file: the caller sets it aside"


def test_a_truncated_record_is_refused(tmp_path):
    path = tmp_path / "maze.json"
    save_record(path, record_of(played("maze", 2), 1.0))
    whole = path.read_bytes()
    for cut in (1, len(whole) // 3, len(whole) - 2):
        path.write_bytes(whole[:cut])
        with pytest.raises(RecordError):
            load_record(path)


def test_an_older_version_is_migrated_forward(monkeypatch):
    old = good()
    old["version"] = 1
    monkeypatch.setattr(records, "VERSION", 2)
    # say version 2 keeps milliseconds: the hook turns version 1's seconds into them
    monkeypatch.setitem(records._MIGRATIONS, 1,
                        lambda data: {**data, "elapsed": data["elapsed"] * 1000})
    assert from_json(old).elapsed == 12000.0
    with pytest.raises(RecordError, match="newer"):
        from_json({**old, "version": 3})


def test_temporaries_of_killed_writes_are_removed_when_a_minute_old(tmp_path):
    import os
    import time
    path = tmp_path / "wall.json"
    save_record(path, record_of(played("wall", 5), 3.0))
    orphan = tmp_path / ".wall.json.abc123"
    orphan.write_text('{"half": ')
    fresh = tmp_path / ".wall.json.def456"          # a write under way right now
    fresh.write_text("{")
    os.utime(orphan, (time.time() - 120, time.time() - 120))
    assert load_record(path) is not None
    assert not orphan.exists() and fresh.exists()
