"""The standalone build (issue 14): packaging/build.sh makes the one-folder build, and the
frozen game runs headless, draws a table and saves its screenshot; the catalogue of
winnable deals, the fonts, court figures, sounds, rules pages, LICENSE and NOTICE travel
inside it, and so does prismatoid's native part (speech through the screen reader:
packaging/hooks/hook-prism.py). Every game of the games list opens its table in it, and
every game's solver answers in its worker: the records name those modules as text, which
PyInstaller cannot follow by itself. CI runs this with the rest of the suite, so every
change is built and started frozen."""

import filecmp
import os
import subprocess
from pathlib import Path

import pygame
import pytest

from game.rules.registry import GAME_LIST

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def frozen(tmp_path_factory):
    """The one-folder build, made once into a temporary folder: its executable."""
    out = tmp_path_factory.mktemp("frozen")
    env = dict(os.environ, AISLE_FIVE_DIST=str(out / "dist"),
               AISLE_FIVE_BUILD=str(out / "build"))
    done = subprocess.run(["bash", str(ROOT / "packaging" / "build.sh"), "folder"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    executable = out / "dist" / "aisle-five" / "aisle-five"
    assert executable.is_file()
    return executable


pytestmark = pytest.mark.slow          # a build takes 15-60 s; CI runs slow tests too


def test_the_build_carries_every_resource(frozen):
    inside = frozen.parent / "_internal"
    assert filecmp.cmp(inside / "game" / "solver" / "winnable.json",
                       ROOT / "game" / "solver" / "winnable.json", shallow=False)
    for folder, pattern in (("sprites/fonts", "*.ttf"), ("sprites/fonts", "*.otf"),
                            ("sprites/courts", "*.svg"),
                            ("sounds", "*.wav"), ("game/help", "*.txt")):
        shipped = {p.name for p in (inside / folder).glob(pattern)}
        assert shipped and shipped == {p.name for p in (ROOT / folder).glob(pattern)}
    native = {p.name.split(".")[0] for p in (inside / "prism" / "_native").iterdir()}
    assert native == {"_prism_cffi", "libprism"}     # speech reaches the screen reader
    for name in ("LICENSE", "NOTICE", "sprites/fonts/LICENSE-DejaVu.txt",
                 "sprites/fonts/LICENSE-Noto.txt", "sprites/fonts/coverage.json"):
        assert filecmp.cmp(inside / name, ROOT / name, shallow=False), name


def test_the_frozen_game_runs_headless_and_saves_a_screenshot(frozen, tmp_path):
    """Fullscreen first (the dummy display's 1024x768 desktop), winnable deals only on:
    a Forty Thieves table with its ten columns dealt."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.json").write_text('{"winnable_only": true}')
    shot = tmp_path / "frozen.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               AISLE_FIVE_DATA=str(data))
    done = subprocess.run([str(frozen), "--game", "forty-thieves", "--frames", "60",
                           "--screenshot", str(shot)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1024, 768)
    r, g, b, _ = image.get_at((4, 384))
    assert g > r + 30 and g > b                  # the felt
    card_white = sum(1 for x in range(0, 1024, 4)
                     if min(image.get_at((x, 420))[:3]) > 230)
    assert card_white > 40, "no dealt column across the table"


def felt_and_cards(image, row):
    """Whether `image` shows the felt at its left edge and cards' white across `row`."""
    r, g, b, _ = image.get_at((4, image.get_height() // 2))
    card_white = sum(1 for x in range(0, image.get_width(), 4)
                     if min(image.get_at((x, row))[:3]) > 230)
    return g > r + 30 and g > b and card_white > 10


@pytest.mark.parametrize("game", [entry.id for entry in GAME_LIST])
def test_every_game_opens_its_table_in_the_frozen_build(frozen, tmp_path, game):
    """Its rules and its scene are in the build: the table is dealt and drawn."""
    shot = tmp_path / f"{game}.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               AISLE_FIVE_DATA=str(tmp_path / "data"))
    done = subprocess.run([str(frozen), "--game", game, "--size", "1280x720", "--frames",
                           "30", "--screenshot", str(shot)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "No module named" not in done.stderr, done.stderr[-3000:]
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
    assert any(felt_and_cards(image, row) for row in range(120, 700, 20)), game


def test_every_solver_answers_in_the_frozen_worker(frozen, tmp_path):
    """Each game with a solver: a short search of its deal 1 gives a verdict, not an
    error (a solver module missing from the build would be one)."""
    from game.rules import new_game, to_position
    from game.solver import Result
    from tests.solver.test_worker_child import talking_to
    games = [entry.id for entry in GAME_LIST if entry.solver is not None]
    assert games
    with talking_to([str(frozen), "--solver-worker"], cwd=tmp_path) as (worker, channel):
        for number, game in enumerate(games, 1):
            channel.send((number, ("solve", to_position(new_game(game, 1)), 0.5)))
            request_id, answer = channel.recv()
            assert request_id == number and answer[0] != "error", (game, answer)
            assert Result(*answer).status in ("won", "lost", "unknown"), game
        worker.stdin.close()
        assert worker.wait(timeout=20) == 0


def test_the_frozen_game_is_its_own_solver_worker_without_multiprocessing(frozen, tmp_path):
    """game.solver.worker starts [executable, "--solver-worker"]: it answers over its stdin
    and stdout and leaves at the end of file. multiprocessing (and PyInstaller's runtime
    hook for it, run at every start) stays out of the build."""
    from game.rules import new_game, to_position
    from game.solver import Result
    from tests.solver.test_worker_child import talking_to
    assert not (frozen.parent / "_internal" / "multiprocessing").exists()
    with talking_to([str(frozen), "--solver-worker"], cwd=tmp_path) as (worker, channel):
        channel.send((1, ("solve", to_position(new_game("maze", 3)), 20.0)))
        request_id, answer = channel.recv()
        assert request_id == 1 and Result(*answer).status == "won"
        worker.stdin.close()
        assert worker.wait(timeout=20) == 0


def test_a_bad_argument_to_the_frozen_game_is_one_line_and_exit_2(frozen, tmp_path):
    done = subprocess.run([str(frozen), "--game", "klondike"], cwd=tmp_path,
                          env=dict(os.environ, SDL_VIDEODRIVER="dummy"),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr


def test_the_frozen_game_speaks_a_language_and_carries_no_catalogue_compiler(frozen,
                                                                            tmp_path):
    """The catalogues travel compiled: --lang de words --help in German. What compiles
    a .po (babel.messages) stays out, and with it pkg_resources and all it imports."""
    from game.i18n import catalogue
    usage = catalogue.load("de").gettext("usage: ")
    assert usage != "usage: "
    done = subprocess.run([str(frozen), "--lang", "de", "--help"], cwd=tmp_path,
                          env=dict(os.environ, SDL_VIDEODRIVER="dummy"),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.startswith(usage), done.stdout[:200]
    inside = frozen.parent / "_internal"
    assert (inside / "game" / "locale" / "de" / "LC_MESSAGES" / "aisle-five.mo").is_file()
    assert not (inside / "babel" / "messages").exists()
    assert not (inside / "pkg_resources").exists()
