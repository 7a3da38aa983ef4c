"""Shared test setup: headless SDL, a throw-away data folder, and an App fixture.

Before anything imports pygame: SDL_VIDEODRIVER=dummy and SDL_AUDIODRIVER=dummy (no
window, no sound card needed) and AISLE_FIVE_DATA pointing at a temporary folder, so no
test ever touches the real user data directory.

Fixtures
- `make_app(size=(1280, 720), **options)`: an initialised App (display open at that size,
  event queue cleared); every App made is closed at teardown.
- `app`: `make_app()` at 1280x720.
- `fake_time`: a FakeTime (callable clock plus `sleep` that advances it and records).
- `run_frames(app, frames, dt=1/60)`: run the app's real loop for `frames` iterations on
  fake time, each iteration `dt` seconds long; returns the Loop (updates/draws counted).
  Posted events are handled by the first iteration.
- `data_dir`: a fresh, empty AISLE_FIVE_DATA for this test only.
"""

import atexit
import os
import shutil
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
_DATA = tempfile.mkdtemp(prefix="aisle-five-tests-")
os.environ["AISLE_FIVE_DATA"] = _DATA
os.environ["AISLE_FIVE_SOLVER"] = "off"     # tests that want the solver worker turn it on
atexit.register(shutil.rmtree, _DATA, True)

import pytest  # noqa: E402

STEP = 1.0 / 60.0


class FakeTime:
    """A clock the test controls: call it for the time; `sleep(s)` records and advances."""

    def __init__(self, start: float = 100.0):
        self.now = float(start)
        self.sleeps = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def fake_time():
    return FakeTime()


@pytest.fixture
def make_app(tmp_path, monkeypatch):
    import pygame

    from game.app import App, Options
    monkeypatch.setenv("AISLE_FIVE_DATA", str(tmp_path / "app-data"))  # settings per test
    made = []

    def factory(size=(1280, 720), **options):
        app = App(Options(size=tuple(size), **options))
        pygame.event.clear()          # the window events set_mode queues
        made.append(app)
        return app

    yield factory
    for app in made:
        app.close()
    if pygame.display.get_init():
        pygame.display.quit()


@pytest.fixture
def app(make_app):
    return make_app()


@pytest.fixture
def run_frames():
    def run(app, frames: int, dt: float = STEP):
        clock = FakeTime()

        def sleep(seconds):           # whatever the loop asks, the next frame is dt later
            clock.sleeps.append(seconds)

        loop = app.make_loop(max_frames=frames, time_fn=clock, sleep_fn=sleep,
                             idle_sleep=sleep,
                             on_frame=lambda n: clock.advance(dt))
        app.loop = loop
        app.running = True
        loop.run()
        return loop
    return run


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("AISLE_FIVE_DATA", str(folder))
    return folder
