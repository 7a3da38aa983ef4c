"""Settings survive a round trip; bad files are set aside, never crash or get overwritten."""

import json

from game.store.jsonfile import read_json, write_json
from game.store.settings import Settings, load_settings, save_settings, settings_path


def test_round_trip_in_the_user_data_dir(data_dir):
    settings = Settings(animation="fast", muted=True, click_to_move=True, last_game="wall")
    save_settings(settings)
    assert settings_path().parent == data_dir
    assert load_settings() == settings


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
