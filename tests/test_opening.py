"""The opening (game/opening.py, game/opening_picture.py): a start shows the table the
player left at once, the very first frame the game then draws live, and never a picture
of another table: any part of its key that differs shows nothing."""

import json
import os

import pygame
import pytest

from game import cli, opening, opening_picture
from game.app import App
from game.rules import rules_for
from game.rules.session import Session
from game.store.records import record_of, save_record

ARGS = ["--game", "wall", "--windowed", "--size", "640x400", "--frames", "1"]


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """A data folder with a game of Wall in progress (one move made), animation off,
    and the code folders the key stamps kept to one of the test's own."""
    data = tmp_path / "data"
    session = Session("wall", 7)
    session.act([rules_for("wall").legal_moves(session.state)[0]], 1.0)
    save_record(data / "games" / "wall.json", record_of(session, 12.0))
    write_settings(data, animation="off", last_game="wall", fullscreen=False)
    code = tmp_path / "code"
    code.mkdir()
    monkeypatch.setattr(opening_picture, "code_paths", lambda: [str(code)])
    monkeypatch.setenv("AISLE_FIVE_DATA", str(data))
    # the loop on fake time, so --frames ends at once
    real = App.make_loop

    def make_loop(self, max_frames=None, **kw):
        now = [0.0]

        def sleep(seconds):
            now[0] += seconds
        kw = dict(dict(time_fn=lambda: now[0], sleep_fn=sleep, idle_sleep=sleep), **kw)
        return real(self, max_frames=max_frames, **kw)
    monkeypatch.setattr(App, "make_loop", make_loop)
    return data


def write_settings(data, **values):
    data.mkdir(parents=True, exist_ok=True)
    (data / "settings.json").write_text(json.dumps(values))


def pixels(surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def start(monkeypatch, args=ARGS):
    """Start as main.py does; returns (what the opening showed, or None, and the first
    frame the app drew)."""
    opened = opening.show_saved_table(args)
    shown = pygame.display.get_surface().copy() if opened.picture else None
    frames = []
    real = App.draw

    def draw(self):
        real(self)
        if not frames:
            frames.append(self.screen.copy())
    monkeypatch.setattr(App, "draw", draw)
    assert cli.main(args, opened=opened) == 0
    monkeypatch.setattr(App, "draw", real)
    return shown, frames[0]


def test_the_picture_shown_is_the_first_frame_drawn(folder, monkeypatch):
    shown, _ = start(monkeypatch)           # the first start: nothing kept yet
    assert shown is None
    assert (folder / opening.PICTURE).exists() and (folder / opening.KEY).exists()
    shown, first = start(monkeypatch)
    assert shown is not None
    assert shown.get_size() == (640, 400)
    assert pixels(shown) == pixels(first)


def test_without_a_game_asked_the_last_one_opens_so(folder, monkeypatch):
    args = ["--windowed", "--size", "640x400", "--frames", "1"]
    start(monkeypatch, args)
    shown, first = start(monkeypatch, args)
    assert shown is not None and pixels(shown) == pixels(first)


def test_a_move_made_since_is_a_new_picture(folder, monkeypatch):
    start(monkeypatch)
    before = (folder / "games" / "wall.json").read_bytes()
    session = Session("wall", 7)
    moves = rules_for("wall").legal_moves(session.state)
    session.act([moves[0]], 1.0)
    session.act([rules_for("wall").legal_moves(session.state)[0]], 2.0)
    save_record(folder / "games" / "wall.json", record_of(session, 15.0))
    assert (folder / "games" / "wall.json").read_bytes() != before
    assert not opening.show_saved_table(ARGS).picture       # the position differs
    shown, first = start(monkeypatch)
    shown, first = start(monkeypatch)       # the exit before kept the new one
    assert shown is not None and pixels(shown) == pixels(first)


@pytest.mark.parametrize("setting, value", [
    ("felt", "blue"), ("card_back", "red"), ("card_style", "large-print"),
    ("language", "de"), ("four_colour", True), ("animation", "normal")])
def test_a_setting_changed_since_shows_nothing(folder, monkeypatch, setting, value):
    start(monkeypatch)
    settings = json.loads((folder / "settings.json").read_text())
    settings[setting] = value
    (folder / "settings.json").write_text(json.dumps(settings))
    assert opening.show_saved_table(ARGS).picture is False


@pytest.mark.parametrize("args", [
    ["--game", "wall", "--windowed", "--size", "800x600", "--frames", "1"],   # window
    ["--game", "wall", "--fullscreen", "--frames", "1"],
    ["--game", "maze", "--windowed", "--size", "640x400", "--frames", "1"],   # game
    ARGS + ["--lang", "fr"],                                                  # language
    ["--game", "wall", "--seed", "7", "--windowed", "--size", "640x400"],      # a deal
    ["--game", "wall", "--daily"],
    ["--help"],
])
def test_another_command_line_shows_nothing(folder, monkeypatch, args):
    start(monkeypatch)
    assert opening.show_saved_table(args).picture is False


def test_the_system_language_changed_since_shows_nothing(folder, monkeypatch):
    start(monkeypatch)
    monkeypatch.setenv("LANGUAGE", "de")
    assert opening.show_saved_table(ARGS).picture is False


def test_the_game_code_changed_since_shows_nothing(folder, monkeypatch):
    start(monkeypatch)
    code = opening_picture.code_paths()[0]
    status = os.stat(code)
    os.utime(code, ns=(status.st_atime_ns, status.st_mtime_ns + 1_000_000))
    assert opening.show_saved_table(ARGS).picture is False


def test_another_picture_beside_the_key_shows_nothing(folder, monkeypatch):
    start(monkeypatch)
    picture = folder / opening.PICTURE
    picture.write_bytes(bytes(len(picture.read_bytes())))     # black, the same size
    assert opening.show_saved_table(ARGS).picture is False


@pytest.mark.parametrize("damage", ["key", "picture", "both"])
def test_a_damaged_or_missing_file_shows_nothing_and_the_game_starts(folder, monkeypatch,
                                                                     damage):
    start(monkeypatch)
    if damage in ("key", "both"):
        key = folder / opening.KEY
        key.write_bytes(key.read_bytes()[:-40] + b"x")
    if damage in ("picture", "both"):
        (folder / opening.PICTURE).write_bytes(b"not a picture")
    shown, first = start(monkeypatch)
    assert shown is None and first.get_size() == (640, 400)


def test_a_game_no_longer_in_progress_keeps_no_picture(folder, monkeypatch):
    start(monkeypatch)
    (folder / "games" / "wall.json").unlink()
    start(monkeypatch)                      # a new deal: not saved until a move
    assert not (folder / opening.KEY).exists()
    assert not opening.show_saved_table(ARGS).picture


def test_reading_the_command_line():
    read = opening.read_start
    asked = read(["--game", "wall", "--size", "800x600", "--data-dir", "/d"])
    assert (asked.game, asked.fullscreen, asked.size, asked.data_dir) == \
        ("wall", False, (800, 600), "/d")
    assert read([]).game is None and read([]).fullscreen is None
    assert read(["--fullscreen"]).fullscreen is True
    for other in (["--seed", "3"], ["--daily"], ["--windowed", "--fullscreen"],
                  ["--game"], ["--size", "big"], ["--game", "wall", "--game", "maze"],
                  ["--frames", "0"], ["--game=wall"], ["wall"]):
        assert read(other) is None, other


def test_the_solver_worker_starts_after_the_first_frame(folder, monkeypatch, run_frames):
    """A resumed game with a move made shows the solver's verdict, so the table asks the
    worker: only once its first frame is on screen."""
    monkeypatch.setenv("AISLE_FIVE_SOLVER", "thread")
    app = App(cli.parse_options(ARGS[:-2]))
    try:
        assert app.keeping.resume_last()
        at_first_frame = []
        real = App.draw

        def draw(self):
            real(self)
            if not at_first_frame:
                at_first_frame.append(self.solver_if_running())
        monkeypatch.setattr(App, "draw", draw)
        run_frames(app, 60)             # a second of play
        assert at_first_frame == [None]
        assert app.solver_if_running() is not None
    finally:
        app.close()
