"""The command line: one-line errors with exit code 2 before any window; --frames and
--screenshot; --game opening a table. In-process and through `python main.py`."""

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import cli
from game.engine.scene import Scene

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def no_window(monkeypatch):
    """Fail the test if an App (a window) is made."""
    def refuse(self, options=None):
        raise AssertionError("a window was opened before the arguments were checked")
    monkeypatch.setattr("game.app.App.__init__", refuse)


@pytest.mark.parametrize("argv, words", [
    (["--game", "klondike"], ["unknown game 'klondike'", "forty-thieves, whitehead, maze, "
                                                        "wall, doublets"]),
    (["--game", "wall", "--seed", "-1"], ["bad seed '-1'"]),
    (["--game", "wall", "--seed", str(2 ** 32)], ["bad seed"]),
    (["--game", "wall", "--seed", "abc"], ["bad seed 'abc'", "4294967295"]),
    (["--game", "wall", "--seed", "1.5"], ["bad seed"]),
    (["--size", "big"], ["bad size 'big'"]),
    (["--size", "1280x"], ["bad size"]),
    (["--size", "0x0"], ["bad size"]),
    (["--frames", "0"], ["bad frame count"]),
    (["--windowed", "--fullscreen"], ["not allowed with"]),
    (["--colour", "red"], ["unrecognized arguments"]),
    (["--screenshot", "/no/such/folder/x.png"], ["cannot save a screenshot"]),
])
def test_bad_arguments_print_one_line_and_return_2(argv, words, capsys, no_window):
    assert cli.main(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("aisle-five: ")
    for word in words:
        assert word in err


def test_good_arguments_parse():
    options = cli.parse_options(["--game", "doublets", "--seed", "4294967295",
                                 "--fullscreen", "--size", "1920x1080", "--frames", "3"])
    assert (options.game, options.seed, options.fullscreen, options.size, options.frames) \
        == ("doublets", 2 ** 32 - 1, True, (1920, 1080), 3)
    defaults = cli.parse_options([])
    assert (defaults.game, defaults.seed, defaults.fullscreen, defaults.size) \
        == (None, None, False, (1280, 720))


def test_help_returns_0(capsys):
    assert cli.main(["--help"]) == 0
    assert "--screenshot" in capsys.readouterr().out


class Table(Scene):
    def draw(self, surface):
        surface.fill((1, 2, 3))


def _no_sleep(monkeypatch):
    """Run the app's loop on fake time so --frames finishes at once."""
    from game.app import App
    real = App.make_loop

    def make_loop(self, max_frames=None, **kw):
        now = [0.0]

        def sleep(seconds):
            now[0] += seconds

        return real(self, max_frames=max_frames, time_fn=lambda: now[0], sleep_fn=sleep,
                    idle_sleep=sleep, **kw)

    monkeypatch.setattr(App, "make_loop", make_loop)


def test_game_and_seed_open_that_table(monkeypatch, tmp_path):
    opened = []

    def make_table(self, game_id, seed):
        opened.append((game_id, seed))
        return Table(self)

    monkeypatch.setattr("game.app.App.make_table", make_table)
    _no_sleep(monkeypatch)
    shot = tmp_path / "table.png"
    assert cli.main(["--game", "wall", "--seed", "7", "--frames", "2",
                     "--screenshot", str(shot)]) == 0
    assert opened == [("wall", 7)]
    assert pygame.image.load(str(shot)).get_at((10, 10))[:3] == (1, 2, 3)
    assert cli.main(["--game", "maze", "--frames", "1"]) == 0
    game, seed = opened[-1]
    assert game == "maze" and 0 <= seed < 2 ** 32


def test_frames_and_screenshot_in_process_show_the_chooser(monkeypatch, tmp_path):
    _no_sleep(monkeypatch)
    shot = tmp_path / "chooser.png"
    assert cli.main(["--frames", "3", "--size", "960x540", "--screenshot", str(shot)]) == 0
    image = pygame.image.load(str(shot))
    assert image.get_size() == (960, 540)
    r, g, b, _ = image.get_at((4, 270))
    assert g > r and g > b


def _run_main(*args, timeout=60):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


def test_main_py_unknown_game_exits_2_with_one_line():
    done = _run_main("--game", "klondike")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == ("aisle-five: unknown game 'klondike' (choose from forty-thieves, "
                           "whitehead, maze, wall, doublets)\n")


def test_main_py_bad_seed_and_size_exit_2():
    for args in (("--game", "maze", "--seed", "x"), ("--size", "12x34")):
        done = _run_main(*args)
        assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr


def test_main_py_frames_and_screenshot_write_a_png_of_the_chooser(tmp_path):
    shot = tmp_path / "shot.png"
    done = _run_main("--frames", "5", "--screenshot", str(shot))
    assert done.returncode == 0, done.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
    r, g, b, _ = image.get_at((4, 360))
    assert g > r + 30                          # the felt
    title = [image.get_at((x, 65))[:3] for x in range(520, 760)]
    assert any(min(pixel) > 200 for pixel in title)   # the light "Aisle Five" title


def test_importing_main_and_cli_does_nothing():
    code = ("import sys; import main, game.cli, game.app, game.engine, game.scenes.chooser; "
            "import pygame; assert not pygame.display.get_init(); "
            "assert not pygame.font.get_init(); print('ok')")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.stdout == "ok\n", done.stderr
