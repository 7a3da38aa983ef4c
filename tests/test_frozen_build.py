"""The standalone build (issue 14): packaging/build.sh makes the one-folder build, and the
frozen game runs headless, draws a table and saves its screenshot; the catalogue of
winnable deals, the fonts, court figures, sounds, rules pages, LICENSE and NOTICE travel
inside it. CI runs this with the rest of the suite, so every change is built and started
frozen."""

import filecmp
import os
import subprocess
from pathlib import Path

import pygame
import pytest

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
    for folder, pattern in (("sprites/fonts", "*.ttf"), ("sprites/courts", "*.svg"),
                            ("sounds", "*.wav"), ("game/help", "*.txt")):
        shipped = {p.name for p in (inside / folder).glob(pattern)}
        assert shipped and shipped == {p.name for p in (ROOT / folder).glob(pattern)}
    for name in ("LICENSE", "NOTICE", "sprites/fonts/LICENSE-DejaVu.txt"):
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
