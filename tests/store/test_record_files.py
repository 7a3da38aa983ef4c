"""Records saved by name and exported: round trip, names refused with a reason, nothing
overwritten, a damaged file listed with its reason."""

import pytest

from game.rules.session import Session
from game.store import notices
from game.store.record_files import (
    NameError_,
    check_name,
    export_record,
    list_saved,
    save_named,
    suggested_name,
)
from game.store.records import load_record, record_of, session_of


def a_record(won=False):
    session = Session("doublets", 5)
    for _ in range(4):
        session.act([session.rules.legal_moves(session.state)[0]])
    session.undo()
    record = record_of(session, 42.0)
    if won:
        from dataclasses import replace
        record = replace(record, result="won")
    return record


def test_save_then_list_and_load_round_trip(tmp_path):
    record = a_record()
    path = save_named(tmp_path, "  my game  ", record)
    assert path == tmp_path / "my game.json"
    assert load_record(path) == record
    listed = list_saved(tmp_path)
    assert [(s.name, s.record) for s in listed] == [("my game", record)]
    again = session_of(listed[0].record)
    assert again.history == session_of(record).history and again.cursor == record.cursor


@pytest.mark.parametrize("name", ["", "   ", ".hidden", "a/b", "x" * 61, "tab\there", "é?"])
def test_bad_names_are_refused_with_a_reason(tmp_path, name):
    with pytest.raises(NameError_) as refusal:
        save_named(tmp_path, name, a_record())
    assert str(refusal.value) and "\n" not in str(refusal.value)
    assert list(tmp_path.iterdir()) == []


def test_a_taken_name_is_never_overwritten(tmp_path):
    first = save_named(tmp_path, "same", a_record())
    text = first.read_text()
    with pytest.raises(NameError_, match="exists"):
        save_named(tmp_path, "same.json", a_record(won=True))
    assert first.read_text() == text
    assert check_name("Wall 12_b.v2") == "Wall 12_b.v2"


def test_a_damaged_file_is_listed_with_its_reason(tmp_path):
    save_named(tmp_path, "good", a_record())
    (tmp_path / "broken.json").write_text('{"format": "aisle-five-record", "version": 1')
    (tmp_path / "future.json").write_text('{"format": "aisle-five-record", "version": 99}')
    listed = {s.name: s for s in list_saved(tmp_path)}
    assert listed["good"].record is not None
    assert listed["broken"].record is None and listed["broken"].problem == notices.DAMAGED
    assert listed["future"].problem == notices.NEWER


def test_only_a_won_game_exports_to_a_name_or_a_path(tmp_path):
    with pytest.raises(NameError_, match="won"):
        export_record(tmp_path / "exports", "x", a_record())
    won = a_record(won=True)
    path = export_record(tmp_path / "exports", suggested_name(won), won)
    assert path == tmp_path / "exports" / "doublets-5-won.json" and load_record(path) == won
    elsewhere = export_record(tmp_path / "exports", str(tmp_path / "share"), won)
    assert elsewhere == tmp_path / "share.json" and load_record(elsewhere) == won
    with pytest.raises(NameError_):
        export_record(tmp_path / "exports", str(tmp_path / "share.json"), won)
    with pytest.raises(NameError_, match="No folder"):
        export_record(tmp_path / "exports", str(tmp_path / "nowhere" / "x"), won)


def test_rename_refuses_what_saving_refuses_and_never_overwrites(tmp_path):
    from game.store.record_files import rename_saved
    record = a_record()        # once: a second record would carry a later start time
    mine = save_named(tmp_path, "mine", record)
    other = save_named(tmp_path, "other", a_record(won=True))
    for name, reason in (("other", "exists"), ("a/b", "Use letters"), ("", "Type a name"),
                         ("x" * 61, "at most 60")):
        with pytest.raises(NameError_, match=reason):
            rename_saved(mine, name)
    assert load_record(other).result == "won" and load_record(mine).result is None
    assert rename_saved(mine, "mine") == mine                   # unchanged: nothing to do
    assert rename_saved(mine, "Mine") == tmp_path / "Mine.json"  # the case alone
    moved = rename_saved(tmp_path / "Mine.json", " best of all.json ")
    assert moved == tmp_path / "best of all.json" and load_record(moved) == record
    assert sorted(p.name for p in tmp_path.iterdir()) == ["best of all.json", "other.json"]


def test_delete_and_set_aside(tmp_path):
    from game.store.record_files import delete_saved, set_aside_unreadable
    good = save_named(tmp_path, "good", a_record())
    (tmp_path / "broken.json").write_text("{nope")
    kept, said = set_aside_unreadable(list_saved(tmp_path))
    assert [s.name for s in kept] == ["good"]
    assert said == ["Your saved game 'broken' could not be opened: the file broken.json "
                    "is damaged and could not be read; it was set aside as "
                    "broken.json.corrupt-1."]
    assert (tmp_path / "broken.json.corrupt-1").read_text() == "{nope"
    delete_saved(good)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["broken.json.corrupt-1"]
    with pytest.raises(OSError):
        delete_saved(good)
