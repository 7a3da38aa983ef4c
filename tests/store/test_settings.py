"""Settings survive a round trip; bad files (bad JSON, too deep, too big, not UTF-8) are
set aside, never crash or get lost; temporary files of killed writes are cleaned up."""

import json
import os
import time

import pytest

from game.store.jsonfile import read_json, write_json
from game.store.settings import Settings, load_settings, save_settings, settings_path


def test_round_trip_in_the_user_data_dir(data_dir):
    settings = Settings(animation="fast", muted=True, click_to_move=True, last_game="wall")
    save_settings(settings)
    assert settings_path().parent == data_dir
    assert load_settings() == settings


def test_the_screen_settings_round_trip_and_bad_ones_fall_back(data_dir):
    chosen = Settings(volume=0.25, fullscreen=False, card_back="red", felt="blue",
                      four_colour=True, card_style="large-print")
    save_settings(chosen)
    assert load_settings() == chosen
    write_json(settings_path(), {"volume": 1.5, "fullscreen": "yes", "card_back": "gold",
                                 "felt": None, "four_colour": 1, "muted": True,
                                 "card_style": "Large print"})
    loaded = load_settings()
    assert loaded == Settings(muted=True)
    write_json(settings_path(), {"volume": True})
    assert load_settings().volume == Settings().volume


def test_missing_file_gives_defaults(data_dir):
    assert load_settings() == Settings()


def test_corrupt_file_is_set_aside_with_a_warning(data_dir, caplog):
    path = settings_path()
    path.write_text("{not json", encoding="utf-8")
    assert load_settings() == Settings()
    aside = path.with_name("settings.json.corrupt-1")
    assert aside.read_text(encoding="utf-8") == "{not json"
    assert not path.exists()
    assert "set aside" in caplog.text
    path.write_text("[1, 2]", encoding="utf-8")       # valid JSON, wrong shape
    assert read_json(path) is None
    assert path.with_name("settings.json.corrupt-2").exists()


def test_bad_values_fall_back_one_by_one(data_dir):
    settings_path().write_text(json.dumps({"animation": "warp", "muted": True,
                                           "last_game": "klondike", "extra": 1}))
    assert load_settings() == Settings(muted=True)


def test_speed_cycles_and_write_is_atomic(data_dir):
    settings = Settings()
    assert [settings.next_speed() for _ in range(3)] == ["fast", "off", "normal"]
    write_json(data_dir / "x.json", {"a": 1})
    assert read_json(data_dir / "x.json") == {"a": 1}
    assert [p.name for p in data_dir.iterdir()] == ["x.json"]


def test_deeply_nested_json_is_set_aside_not_a_crash(data_dir, caplog):
    path = settings_path()
    path.write_text("[" * 100_000, encoding="utf-8")
    assert load_settings() == Settings()
    assert path.with_name("settings.json.corrupt-1").read_text(encoding="utf-8") \
        == "[" * 100_000
    assert not path.exists() and "set aside" in caplog.text


def test_a_file_too_large_for_settings_is_set_aside_unread(data_dir, caplog):
    path = settings_path()
    path.write_bytes(b'{"muted": true, "pad": "' + b"x" * (2 << 20) + b'"}')
    assert load_settings() == Settings()
    assert path.with_name("settings.json.corrupt-1").stat().st_size > 2 << 20
    assert "larger than" in caplog.text


def test_bytes_that_are_not_utf8_are_set_aside(data_dir):
    settings_path().write_bytes(b'{"muted": "\xff"}')
    assert load_settings() == Settings()
    assert settings_path().with_name("settings.json.corrupt-1").exists()


def test_a_bad_file_is_never_lost_when_every_numbered_name_is_taken(data_dir):
    path = settings_path()
    for number in range(1, 1000):
        path.with_name(f"settings.json.corrupt-{number}").write_text("old", encoding="utf-8")
    path.write_text("{bad", encoding="utf-8")
    assert load_settings() == Settings()
    kept = [p for p in data_dir.iterdir() if p.read_text(encoding="utf-8") == "{bad"]
    assert len(kept) == 1 and kept[0].name.startswith("settings.json.corrupt-")
    save_settings(Settings(muted=True))
    assert load_settings() == Settings(muted=True)
    assert kept[0].read_text(encoding="utf-8") == "{bad"
    assert sum(1 for p in data_dir.iterdir() if p.read_text(encoding="utf-8") == "old") == 999


def test_a_bad_file_that_cannot_be_moved_is_never_overwritten(data_dir, monkeypatch, caplog):
    path = settings_path()
    path.write_text("{bad", encoding="utf-8")
    real_replace = os.replace

    def replace(source, target):
        if ".corrupt-" in str(target):
            raise PermissionError(13, "Permission denied")
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", replace)
    assert load_settings() == Settings()
    assert "could not move it" in caplog.text
    with pytest.raises(OSError, match="not overwritten"):
        save_settings(Settings(muted=True))
    assert path.read_text(encoding="utf-8") == "{bad"
    assert [p.name for p in data_dir.iterdir()] == ["settings.json"]


def test_stale_temporary_files_of_killed_writes_are_removed_on_read(data_dir):
    path = settings_path()
    save_settings(Settings(muted=True))
    stale = [data_dir / ".settings.json.k1ll3d_1", data_dir / ".settings.json.k1ll3d_2"]
    fresh = data_dir / ".settings.json.wr1t1ng"          # another copy writing right now
    other = data_dir / ".other.json.k1ll3d"
    for temporary in (*stale, fresh, other):
        temporary.write_text('{"half', encoding="utf-8")
    old = time.time() - 3600
    for temporary in (*stale, other):
        os.utime(temporary, (old, old))
    assert load_settings() == Settings(muted=True)
    assert sorted(p.name for p in data_dir.iterdir()) \
        == sorted([path.name, fresh.name, other.name])
