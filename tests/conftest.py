"""Shared test setup: headless SDL, a throw-away data folder, and an App fixture.

Before anything imports pygame: SDL_VIDEODRIVER=dummy and SDL_AUDIODRIVER=dummy (no
window, no sound card needed) and AISLE_FIVE_DATA pointing at a temporary folder, so no
test ever touches the real user data directory.

Fixtures
- `make_app(size=(1280, 720), calendar=None, **options)`: an initialised App (display
  open at that size, event queue cleared) whose calendar clock is `calendar`, by default
  one stopped at noon on 29 Nov 2026; every App made is closed at teardown. Its speech
  never reaches a real voice: `app.services.speech.backend` is a RecordingBackend, and
  the announcer is unthreaded (what is said in a frame is queued, and said when the
  app's update runs or a test reads it). `make_app(speech=True)` (the --speech option)
  starts it with speech on; it then has said the game's name already.
- `spoken(app)`: everything `app`'s speech has said so far, (text, kind) pairs in order
  (a plain function: `from tests.conftest import spoken`); `heard(app)` the texts only.
- `app`: `make_app()` at 1280x720.
- `fake_time`: a FakeTime (callable clock plus `sleep` that advances it and records).
- `run_frames(app, frames, dt=1/60)`: run the app's real loop for `frames` iterations on
  fake time, each iteration `dt` seconds long; returns the Loop (updates/draws counted).
  Posted events are handled by the first iteration.
- `data_dir`: a fresh, empty AISLE_FIVE_DATA for this test only.
- every test runs in English (C.UTF-8, whatever the machine's locale), with the catalogues
  compiled into a throw-away AISLE_FIVE_CACHE, and the language is English again after it.
- `calendar`: a FakeCalendar (a calendar clock the test sets and moves on) at each of
  MOMENTS in turn (the test runs once per moment), with the computer's own clock frozen
  meanwhile (freezegun) at another date, so a path that read the computer's date instead
  of the App's would see the wrong day.

`pytest --toy-game` adds the toy sixth game (Four Clubs, tests/scenes/test_toy_game.py)
to the list of games for the whole run, in every worker: each test that loops over the
games then takes it too, and shows what a new game with no solver and no catalogue meets.
"""

import atexit
import datetime
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
# the game speaks English unless a test asks otherwise, whatever the machine's locale
os.environ.pop("LANGUAGE", None)
os.environ["LC_ALL"] = os.environ["LC_MESSAGES"] = os.environ["LANG"] = "C.UTF-8"
_CACHE = tempfile.mkdtemp(prefix="aisle-five-locale-")
os.environ["AISLE_FIVE_CACHE"] = _CACHE     # the catalogues compiled for this run
atexit.register(shutil.rmtree, _CACHE, True)

import pytest  # noqa: E402

from game.calendar_clock import CalendarClock  # noqa: E402

STEP = 1.0 / 60.0


@pytest.fixture(autouse=True)
def english_again():
    """Every test starts in English and leaves the language as it found it."""
    from game.i18n import catalogue
    yield
    if catalogue.active_language() != "en":
        catalogue.install("en")


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


class FakeCalendar(CalendarClock):
    """A calendar clock stopped at `moment` (local time); `advance(seconds)` moves it on."""

    def __init__(self, moment: datetime.datetime):
        self.moment = moment

    def now(self) -> datetime.datetime:
        return self.moment

    def advance(self, seconds: float) -> None:
        self.moment += datetime.timedelta(seconds=seconds)


DEFAULT_MOMENT = datetime.datetime(2026, 11, 29, 12, 0)     # make_app's, unless told
# The moments the date-bound tests run at, each with a decoy: where the computer's own
# clock stands meanwhile, on the other side of the day (after it for some, before it for
# others), so that reading it instead of the App's calendar accepts or refuses wrongly.
MOMENTS = {
    "month-end": (datetime.datetime(2026, 11, 30, 12, 0),
                  datetime.datetime(2027, 1, 9, 8, 0)),
    "leap-day": (datetime.datetime(2028, 2, 29, 9, 30),
                 datetime.datetime(2027, 12, 20, 20, 0)),
    "new-years-eve": (datetime.datetime(2026, 12, 31, 23, 59, 58),
                      datetime.datetime(2027, 3, 1, 0, 0, 1)),
    "years-ahead": (datetime.datetime(2031, 6, 15, 18, 0),
                    datetime.datetime(2029, 6, 15, 6, 10)),
}


@pytest.fixture(params=list(MOMENTS))
def calendar(request):
    import freezegun
    moment, decoy = MOMENTS[request.param]
    with freezegun.freeze_time(decoy, ignore=["_pytest"]):     # pytest times tests
        yield FakeCalendar(moment)


@pytest.fixture
def make_app(tmp_path, monkeypatch):
    import pygame

    from game.app import App, Options
    from game.speech.announcer import Announcer
    from game.speech.backends import RecordingBackend
    monkeypatch.setenv("AISLE_FIVE_DATA", str(tmp_path / "app-data"))  # settings per test
    made = []

    def factory(size=(1280, 720), calendar=None, **options):
        calendar = calendar if calendar is not None else FakeCalendar(DEFAULT_MOMENT)
        app = App(Options(size=tuple(size), **options), calendar,
                  speech=Announcer(RecordingBackend(), threaded=False))
        pygame.event.clear()          # the window events set_mode queues
        made.append(app)
        return app

    yield factory
    for app in made:
        app.close()
    if pygame.display.get_init():
        pygame.display.quit()


def fake_services(app, **fakes):
    """Give the scenes `app` makes from now on its services with `fakes` in place of some
    members (a recorder for start_game, play_sound, ...)."""
    import dataclasses
    app.services = dataclasses.replace(app.services, **fakes)


def spoken(app) -> list[tuple[str, str]]:
    """What `app`'s speech has said so far (what was queued is said first): (text, kind)
    pairs in order."""
    app.services.speech.wait_idle()
    return list(app.services.speech.backend.spoken)


def heard(app) -> list[str]:
    """The texts of `spoken(app)`."""
    return [text for text, _kind in spoken(app)]


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


def pytest_addoption(parser):
    parser.addoption("--toy-game", action="store_true",
                     help="add the toy game Four Clubs to the list of games for the run")


def pytest_configure(config):
    if config.getoption("--toy-game"):
        from game.rules.registry import REGISTRY
        from tests.scenes.test_toy_game import FOUR_CLUBS
        REGISTRY[FOUR_CLUBS.id] = FOUR_CLUBS
