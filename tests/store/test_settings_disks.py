"""Settings on a full or read-only disk are said once, kept in memory and saved when the
disk allows; settings with wrong values are set aside as settings.json.corrupt-N and
said; every such message is plain words."""

import json

import pygame
import pytest

from game.scenes.common import commands
from game.scenes.notice import NoticeDialog
from game.store.settings import Settings, load_settings
from tests.store.disks import assert_plain


def notices(app):
    """The lines of the notice over the table, if one shows (it is closed)."""
    top = app.manager.top
    if not isinstance(top, NoticeDialog):
        return []
    lines = [line for line in top.lines if line]
    top.close()
    return lines


@pytest.mark.parametrize("failure", ["full", "read-only"])
def test_settings_not_saved_are_said_once_and_saved_when_the_disk_allows(
        make_app, disk, failure):
    app = make_app(data_dir=str(disk.path))
    table = app.start_game("wall", 2)
    path = app.keeping.settings_path
    assert load_settings(path).last_game == "wall"
    disk.fill() if failure == "full" else disk.read_only()
    table.play.command(commands.SOUND)                   # "Sound off", and not kept
    said = notices(app)
    words = "the disk is full" if failure == "full" else "the disk is read-only"
    assert said == [f"Your settings could not be saved ({words}). They stay as you set "
                    f"them and are saved again as soon as that works."]
    assert_plain(said[0])
    assert app.settings.muted and not load_settings(path).muted
    table.play.command(commands.SPEED)                   # a second change: not said again
    assert notices(app) == [] and app.manager.top is table
    disk.make_room() if failure == "full" else disk.writable()
    app.show_chooser()                              # a later moment: tried again
    assert load_settings(path) == app.settings
    assert load_settings(path).muted and load_settings(path).animation == "fast"
    disk.fill() if failure == "full" else disk.read_only()
    table = app.start_game("maze", 3)               # a save that fails after one that
    assert any("settings could not be saved" in line for line in notices(app))   # worked


def test_settings_a_close_could_not_save_are_saved_by_the_next_change(make_app, disk):
    app = make_app(data_dir=str(disk.path))
    table = app.start_game("wall", 2)
    disk.read_only()
    table.play.command(commands.SOUND)
    disk.writable()
    table.play.command(commands.SOUND)                   # back on: this one is kept
    assert not load_settings(app.keeping.settings_path).muted
    assert not app.settings.muted


WRONG = [("volume", "NaN"), ("volume", "1e400"), ("volume", '"loud"'), ("volume", "-5"),
         ("animation", '"warp"'), ("card_back", '"../../etc/passwd"'), ("felt", "5"),
         ("last_game", '"solitaire"')]


@pytest.mark.parametrize("key, value", WRONG)
def test_a_wrong_value_is_set_aside_said_and_the_good_ones_kept(data_dir, key, value):
    path = data_dir / "settings.json"
    text = f'{{"muted": true, "felt": "blue", "{key}": {value}}}'
    path.write_text(text)
    said = []
    loaded = load_settings(path, said.append)
    assert getattr(loaded, key) == getattr(Settings(), key) and loaded.muted
    assert loaded.felt == ("blue" if key != "felt" else "green")
    assert (data_dir / "settings.json.corrupt-1").read_text() == text
    assert len(said) == 1 and "set aside as settings.json.corrupt-1" in said[0]
    assert_plain(said[0])
    assert load_settings(path) == Settings(), "set aside: nothing is read from it twice"


def test_wrong_values_are_said_over_the_first_screen_and_the_good_ones_written_back(
        make_app, data_dir):
    (data_dir / "settings.json").write_text(json.dumps(
        {"muted": True, "volume": "loud", "card_back": "../../etc/passwd"}))
    app = make_app(data_dir=str(data_dir))
    app.show_chooser()
    said = notices(app)
    assert said == ["settings.json held settings this version cannot use (volume, card "
                    "back): those are back to their defaults; it was set aside as "
                    "settings.json.corrupt-1."]
    assert load_settings(data_dir / "settings.json") == Settings(muted=True)
    again = make_app(data_dir=str(data_dir))
    again.show_chooser()
    assert notices(again) == [] and again.settings.muted
    assert sorted(p.name for p in data_dir.iterdir()
                  if p.name.startswith("settings")) == ["settings.json",
                                                         "settings.json.corrupt-1"]


def test_a_damaged_settings_file_is_said_in_plain_words(data_dir):
    path = data_dir / "settings.json"
    path.write_text("")
    said = []
    assert load_settings(path, said.append) == Settings()
    assert said == ["settings.json is damaged and could not be read; it was set aside as "
                    "settings.json.corrupt-1, and the defaults are used instead."]


def test_a_key_press_toggles_sound_while_the_notice_waits(make_app, disk):
    """The notice comes over the table; the table keeps the change the key made."""
    app = make_app(data_dir=str(disk.path))
    table = app.start_game("wall", 2)
    disk.read_only()
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0,
                                          unicode="m"))
    assert app.settings.muted and isinstance(app.manager.top, NoticeDialog)
