"""The command line: one-line errors with exit code 2 before any window (and when there
is no display or a screenshot cannot be saved); --frames and --screenshot; --game in any
spelling opening a table; the window class. In-process and through `python main.py`."""

import dataclasses
import datetime
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import cli
from game.engine.scene import Scene
from tests.conftest import FakeCalendar

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def no_window(monkeypatch):
    """Fail the test if an App (a window) is made."""
    def refuse(self, *args, **kwargs):
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
    (["--game"], ["expected one argument"]),
    (["--daily", "--seed", "3"], ["do not go together"]),
    (["--date", "2026-11-01", "--seed", "3"], ["do not go together"]),
    (["--screenshot", "/no/such/folder/x.png"], ["cannot save a screenshot"]),
    (["--screenshot", "/proc/x.png"], ["cannot save a screenshot to '/proc/x.png'"]),
    (["--screenshot", "/proc/version"], ["cannot save a screenshot to '/proc/version'"]),
    (["--screenshot", "/tmp"], ["cannot save a screenshot to '/tmp'", "folder"]),
    (["--size", "16384x16384"], ["bad size '16384x16384'", "7680x4320"]),
    (["--size", "7680x7680"], ["bad size"]),
    (["--size", "1_280x720"], ["bad size"]),
    (["--size", "+1280x720"], ["bad size"]),
    (["--frames", "1_0"], ["bad frame count"]),
    (["--frames", " 3"], ["bad frame count"]),
    (["--seed", "1_000"], ["bad seed '1_000'", "digits"]),
    (["--seed", "+5"], ["bad seed '+5'"]),
    (["--seed", " 7"], ["bad seed ' 7'"]),
    (["--seed", "7\n"], ["bad seed '7\\n'"]),
    (["--seed", "\u0663"], ["bad seed"]),                  # ARABIC-INDIC DIGIT THREE
    (["--seed", "\u00b2"], ["bad seed"]),                  # SUPERSCRIPT TWO
    (["--seed", "9" * 5000], ["bad seed"]),
    (["--game", "forty"], ["unknown game 'forty'"]),
    (["--date", "2026-13-01"], ["bad date '2026-13-01'", "YYYY-MM-DD"]),
    (["--date", "20260101"], ["bad date '20260101'"]),
    (["--date", "2026-W01-1"], ["bad date"]),
    (["--date", "yesterday"], ["bad date 'yesterday'"]),
    (["--daily", "--date", "9999-12-31"], ["bad date '9999-12-31'", "not come yet"]),
    (["--daily", "yes"], ["unrecognized arguments"]),
    (["--se", "5"], ["unrecognized arguments: --se 5"]),        # no abbreviations:
    (["--game", "maze", "--se", "5"], ["unrecognized arguments: --se"]),   # not --seed
    (["--dat", "2026-11-01"], ["unrecognized arguments: --dat"]),
    (["--full"], ["unrecognized arguments: --full"]),
])
def test_bad_arguments_print_one_line_and_return_2(argv, words, capsys, no_window):
    today = FakeCalendar(datetime.datetime(2026, 11, 29, 12, 0))    # --date 2026-11-01 is past
    assert cli.main(argv, today) == 2
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
        == (None, None, None, None)     # fullscreen as last chosen; no size: fit the screen


def test_the_deal_of_the_day_today_or_on_a_day_before(calendar):
    assert (cli.parse_options([]).daily, cli.parse_options([]).date) == (False, None)
    daily = cli.parse_options(["--daily"], calendar)
    assert (daily.daily, daily.date) == (True, None)
    day = cli.parse_options(["--date", "2026-02-28"], calendar)       # implies --daily
    assert (day.daily, day.date) == (True, datetime.date(2026, 2, 28))
    today = calendar.moment.date()
    assert cli.parse_options(["--daily", "--date", today.isoformat()], calendar).date == today
    assert "deal of the day" in cli.build_parser().format_help()


def test_tomorrow_is_refused_in_one_line(calendar, capsys, no_window):
    tomorrow = (calendar.moment.date() + datetime.timedelta(days=1)).isoformat()
    assert cli.main(["--date", tomorrow], calendar) == 2
    assert cli.main(["--daily", "--game", "wall", "--date", tomorrow], calendar) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"aisle-five: bad date {tomorrow!r}: that day has not come yet\n" * 2


def test_the_computers_date_is_todays_without_a_calendar(no_window):
    import freezegun
    with freezegun.freeze_time("2028-02-29 23:59:58"):
        assert cli.parse_options(["--date", "2028-02-29"]).date == datetime.date(2028, 2, 29)
        with pytest.raises(cli.UsageError, match="not come yet"):
            cli.parse_options(["--date", "2028-03-01"])


def test_options_are_a_frozen_dataclass():
    options = cli.parse_options(["--game", "maze", "--seed", "3"])
    assert dataclasses.is_dataclass(options)
    assert options == dataclasses.replace(cli.Options(), game="maze", seed=3,
                                          fullscreen=None, size=None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        options.seed = 4


@pytest.mark.parametrize("spelling", ["forty-thieves", "forty_thieves", "Forty-Thieves",
                                      "FORTY_THIEVES", "Forty Thieves", " forty thieves "])
def test_game_ids_in_aisleriots_spellings(spelling):
    assert cli.parse_options(["--game", spelling]).game == "forty-thieves"


@pytest.mark.parametrize("size", [(320, 240), (3840, 2160), (7680, 4320), (4320, 7680)])
def test_sizes_up_to_8k_either_way_up(size):
    assert cli.parse_options(["--size", f"{size[0]}x{size[1]}"]).size == size


def test_game_numbers_are_ascii_digits():
    assert cli.parse_options(["--seed", "007"]).seed == 7
    assert cli.parse_options(["--seed", "0"]).seed == 0


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write into any folder")
def test_an_unwritable_folder_is_refused_before_any_window(tmp_path, capsys, no_window):
    folder = tmp_path / "locked"
    folder.mkdir(mode=0o500)
    assert cli.main(["--screenshot", str(folder / "x.png")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot save a screenshot" in err


def test_a_data_dir_that_is_a_file_says_so_in_one_line(tmp_path, capsys, no_window):
    blocker = tmp_path / "notes.txt"
    blocker.write_text("mine")
    assert cli.main(["--data-dir", str(blocker)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err == f"aisle-five: cannot keep data in {str(blocker)!r}: it is a file, not a " \
                  f"folder\n"
    assert blocker.read_text() == "mine" and list(tmp_path.iterdir()) == [blocker]


def test_a_data_dir_under_the_home_folder_takes_a_tilde(tmp_path, monkeypatch, no_window):
    monkeypatch.setenv("HOME", str(tmp_path))
    options = cli.parse_options(["--data-dir=~/games/aisle"])   # no shell expands this one
    assert options.data_dir == str(tmp_path / "games" / "aisle")
    assert (tmp_path / "games" / "aisle").is_dir()
    assert not (Path.cwd() / "~").exists()


def test_a_screenshot_that_fails_at_save_time_is_one_line_and_2(monkeypatch, tmp_path,
                                                                   capsys):
    def full_disk(surface, path, *args):
        raise pygame.error(f"Couldn't open {path}: No space left on device")

    _no_sleep(monkeypatch)
    monkeypatch.setattr(pygame.image, "save", full_disk)
    shot = tmp_path / "shot.png"
    assert cli.main(["--frames", "1", "--screenshot", str(shot)]) == 2
    out, err = capsys.readouterr()
    assert err.count("\n") == 1 and err.startswith("aisle-five: ")
    assert "No space left on device" in err and str(shot) in err
    assert not shot.exists() and list(tmp_path.iterdir()) == []


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

    def make_table(self, game_id, seed, daily=None):
        opened.append((game_id, seed))
        return Table(self.services)

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


def test_daily_opens_that_days_deal_of_the_game(calendar, monkeypatch, tmp_path):
    from game.app import App
    from game.solver.daily import daily_game_number
    opened = []
    real = App.open_daily

    def open_daily(self, game_id, day=None):
        table = real(self, game_id, day)
        opened.append((game_id, day, table.session.seed, table.session.daily,
                       self.today()))
        return table

    monkeypatch.setattr(App, "open_daily", open_daily)
    _no_sleep(monkeypatch)
    today = calendar.moment.date()
    for day in (today, today - datetime.timedelta(days=1), datetime.date(2026, 11, 1)):
        assert cli.main(["--daily", "--game", "maze", "--date", day.isoformat(),
                         "--frames", "2", "--data-dir", str(tmp_path)], calendar) == 0
        assert opened.pop() == ("maze", day, daily_game_number("maze", day),
                                day.isoformat(), today)
    assert cli.main(["--daily", "--game", "wall", "--frames", "2",
                     "--data-dir", str(tmp_path)], calendar) == 0
    assert opened == [("wall", None, daily_game_number("wall", today), today.isoformat(),
                       today)]


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


def test_main_py_bad_seed_size_and_date_exit_2():
    for args in (("--game", "maze", "--seed", "x"), ("--size", "12x34"),
                 ("--date", "2026-02-30"), ("--se", "5")):
        done = _run_main(*args)
        assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr


def test_main_py_frames_and_screenshot_write_a_png_of_the_chooser(tmp_path):
    shot = tmp_path / "shot.png"
    done = _run_main("--frames", "5", "--screenshot", str(shot))
    assert done.returncode == 0, done.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1024, 768)     # fullscreen first: the dummy's desktop
    r, g, b, _ = image.get_at((4, 360))
    assert g > r + 30                          # the felt
    title = [image.get_at((x, 65))[:3] for x in range(400, 620)]
    assert any(min(pixel) > 200 for pixel in title)   # the light "Aisle Five" title


def _run_without_display(*args, **env):
    """main.py as a user without a display runs it: no DISPLAY, no SDL_VIDEODRIVER."""
    clean = {k: v for k, v in os.environ.items()
             if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "XDG_RUNTIME_DIR")}
    clean.update(SDL_AUDIODRIVER="dummy", **env)
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=clean,
                          capture_output=True, text=True, timeout=60)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="SDL's fallback on Linux")
def test_no_display_says_so_in_one_line_and_exits_2():
    done = _run_without_display()
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1
    assert done.stderr.startswith("aisle-five: no display found")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="x11 is Linux's")
def test_a_display_driver_that_cannot_start_is_one_line_and_2():
    done = _run_without_display(SDL_VIDEODRIVER="x11")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("aisle-five: ")
    assert "x11" in done.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="SDL's fallback on Linux")
def test_no_display_with_frames_still_runs_offscreen(tmp_path):
    shot = tmp_path / "shot.png"
    done = _run_without_display("--frames", "2", "--screenshot", str(shot))
    assert done.returncode == 0 and done.stderr == ""
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.skipif(not (shutil.which("xvfb-run") and shutil.which("xprop")),
                    reason="needs Xvfb and xprop")
def test_the_window_class_is_aisle_five():
    code = ("import subprocess, pygame; from game.app import App, Options; app = App(); "
            "wid = pygame.display.get_wm_info()['window']; "
            "print(subprocess.run(['xprop', '-id', str(wid), 'WM_CLASS'], "
            "capture_output=True, text=True).stdout); app.close()")
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    done = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 640x480x24", sys.executable,
                           "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert 'WM_CLASS(STRING) = "Aisle Five", "Aisle Five"' in done.stdout, done.stderr


def test_importing_main_and_cli_does_nothing():
    code = ("import sys; import main, game.cli, game.app, game.engine, game.scenes.chooser; "
            "import pygame; assert not pygame.display.get_init(); "
            "assert not pygame.font.get_init(); print('ok')")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.stdout == "ok\n", done.stderr
