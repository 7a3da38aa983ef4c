"""The monkey driver: an App's real loop on fake time, fed MonkeyGestures, with the card
sprites checked against the model after every gesture, and counts of what happened.

    monkey = Monkey(app, "maze", seed=1)          # catch=True: count errors, carry on
    monkey.run(events=2000)
    monkey.stats.moves, monkey.stats.missed, ...

Time is fake but flows as it would: the loop's own sleeps advance it (a step while
something moves, longer while idle), so a pause costs few frames. With draw_all=False
(the tests) only the last frame of a gesture is drawn, and only `draw_share` of them; the
other frames count as drawn. Deals come from the monkey's own generator while it runs (it
stands in for the table's random seeds), so with the solver off a run repeats exactly
from its game, seed and number of events. With catch=False the first error propagates,
noted with where it came from; with catch=True errors and sprite mismatches are counted,
the first of each kind kept with its traceback, and play goes on at a new table.
"""

import random
import traceback
import warnings
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pygame

import game.app as app_module
import game.render.painter as painter_module
import game.scenes.table.play as table_module
from tests.scenes.monkey_gestures import PAUSE, RESIZE, MonkeyGestures, is_played_table
from tests.scenes.table_helpers import assert_sprites_match_state

SETTLE_SECONDS = 10.0          # the longest a player waits for the cards to land
WAITS = (0.0, 1 / 60, 0.05, 0.3, SETTLE_SECONDS)    # after a gesture, seconds
PROJECT = Path(app_module.__file__).resolve().parents[1]     # game/app.py


@dataclass
class MonkeyStats:
    events: int = 0            # pygame events posted (a resize counts one)
    frames: int = 0
    gestures: int = 0
    aimed: int = 0             # legal moves performed as gestures
    missed: int = 0            # ... that did not play that move (in the same game)
    moves: int = 0             # actions played, by any gesture (each one undo step)
    wins: int = 0
    tables: int = 0            # tables opened by the driver (at the start, after errors)
    quits: int = 0             # times the app quit (it should not: no gesture means it)
    mismatches: int = 0
    errors: Counter = field(default_factory=Counter)     # kind -> count
    first: dict = field(default_factory=dict)            # kind -> traceback and repro
    missed_examples: list = field(default_factory=list)


class Monkey:
    def __init__(self, app, game: str, seed: int = 0, catch: bool = False,
                 draw_all: bool = True, draw_share: float = 0.25):
        self.app = app
        self.game = game
        self.seed = seed
        self.catch = catch
        self.draw_all = draw_all
        self.draw_share = draw_share
        self.drawing = False
        self.rng = random.Random(f"monkey-{game}-{seed}")
        self.deals = random.Random(f"deals-{game}-{seed}")
        self.gestures = MonkeyGestures(self.rng, game)
        self.stats = MonkeyStats()
        self.now = 0.0
        self.loop = None
        self.session = None        # the session whose moves were counted last
        self.counted = 0
        self.last_won = None

    def _sleep(self, seconds) -> None:
        self.now += seconds

    def _frame(self, frames) -> None:
        self.stats.frames += 1

    def _draw(self) -> None:
        if self.draw_all or self.drawing:
            self.app.draw()
        else:                      # as if drawn: the loop goes idle as it would
            for scene in self.app.manager.scenes:
                scene.dirty = False

    # ----- running ------------------------------------------------------------------
    def run(self, events: int, until_frame=None) -> "MonkeyStats":
        """Play until `events` events were posted in all (or `until_frame` frames ran)."""
        saved = table_module.random_seed, app_module.random, painter_module.FaceWarmer
        shuffled_by = self.app.winnable_deals.rng
        table_module.random_seed = lambda: self.deals.randrange(2 ** 32)
        app_module.random = self.deals          # app.start_game's random deals
        self.app.winnable_deals.rng = self.deals     # and the catalogue's order
        # faces are rendered ahead on the fake clock too: on the real one, how many fit a
        # spell (and so when the loop wakes, and so the game clock) depends on the machine
        painter_module.FaceWarmer = lambda: saved[2](clock=lambda: self.now)
        try:
            while self.stats.events < events and \
                    (until_frame is None or self.stats.frames < until_frame):
                self.step()
        finally:
            table_module.random_seed, app_module.random, painter_module.FaceWarmer = saved
            self.app.winnable_deals.rng = shuffled_by
        return self.stats

    def step(self) -> None:
        """One gesture, the wait after it, then the check of every table."""
        app = self.app
        if self.loop is not None and not app.running:
            self.stats.quits += 1
        if self.loop is None or not app.running or not app.manager.scenes:
            self.open_table()
        start = self.stats.events
        try:
            self.play(self.gestures.next(app))
        except Exception as error:
            self.failed(error, start, type(error).__name__ + " at " + where(error))
            return
        try:
            self.check()
        except AssertionError as error:
            self.stats.mismatches += 1
            self.failed(error, start, "sprite/state mismatch")

    def open_table(self) -> None:
        """A new table, and a new loop for it (the old one stopped if the app quit)."""
        pygame.event.clear()
        self.loop = self.app.make_loop(time_fn=lambda: self.now, sleep_fn=self._sleep,
                                       idle_sleep=self._sleep, draw=self._draw,
                                       on_frame=self._frame)
        self.app.loop = self.loop
        self.app.running = True
        table = self.app.start_game(self.game, self.deals.randrange(2 ** 32))
        self.stats.tables += 1
        table.motion.finish()

    def failed(self, error, start: int, kind: str) -> None:
        table = self.table()
        deal = f"deal #{table.session.seed}" if table is not None else "no table"
        repro = (f"{self.game}, monkey seed {self.seed}, events {start}..{self.stats.events}"
                 f" (frame {self.stats.frames}), {deal}")
        if not self.catch:
            error.add_note("monkey: " + repro)
            raise error
        self.stats.errors[kind] += 1
        if kind not in self.stats.first:
            self.stats.first[kind] = repro + "\n" + "".join(
                traceback.format_exception(error))
        self.open_table()

    # ----- one gesture --------------------------------------------------------------
    def play(self, gesture) -> None:
        table = self.table()
        session = table.session if table is not None else None
        before = table.board.state if gesture.move is not None else None
        for index, events in enumerate(gesture.steps):
            for kind, attrs in events:
                if kind == PAUSE:
                    self.wait(attrs["seconds"])
                    continue
                if kind == RESIZE:
                    self.resize(attrs["size"])
                else:
                    pygame.event.post(pygame.event.Event(kind, attrs))
                self.stats.events += 1
            if index == len(gesture.steps) - 1 or self.rng.random() < 0.6:
                self.loop.tick()
        self.stats.gestures += 1
        if gesture.move is not None:
            self.stats.aimed += 1
            # (a winnable deal the solver found may replace the game mid-gesture)
            if table.session is session and \
                    table.board.state != table.board.rules.play(before, gesture.move):
                self.stats.missed += 1
                if len(self.stats.missed_examples) < 10:
                    self.stats.missed_examples.append(
                        f"{gesture.move} at event {self.stats.events} (the table said "
                        f"{table.voice.toast.text!r}): {gesture.steps}")
        self.wait(self.rng.choice(WAITS))
        self.drawing = self.rng.random() < self.draw_share
        self.loop.tick()
        self.drawing = False
        self.count()

    def wait(self, seconds: float) -> None:
        """Run the loop for `seconds` of game time; the longest wait ends early once
        nothing moves."""
        end = self.now + seconds
        while self.now < end and self.app.running:
            if seconds == SETTLE_SECONDS and not self.app.is_busy():
                break
            self.loop.tick()

    def resize(self, size) -> None:
        """What a window manager does: the window changes size, SDL says so."""
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        window.size = size
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE,
                                             {"size": size, "w": size[0], "h": size[1]}))

    def tables(self):
        return [s for s in self.app.manager.scenes if is_played_table(s)]

    def table(self):
        tables = self.tables()
        return tables[-1] if tables else None

    def count(self) -> None:
        """Moves played since the last look (a new session counts from its start)."""
        table = self.table()
        if table is None:
            return
        session = table.session
        made = session.moves_made
        self.stats.moves += made if session is not self.session else max(0, made - self.counted)
        self.session, self.counted = session, made
        if session.won and self.last_won is not session:
            self.last_won = session
            self.stats.wins += 1

    def check(self) -> None:
        """Every table's sprites match its state (after finishing the animations, mostly;
        otherwise, and mid-drag, which card is in which pile and slot)."""
        for table in self.tables():
            settle = not table.input.dragging and self.rng.random() < 0.7
            assert_sprites_match_state(table, settle=settle)


def where(error) -> str:
    """file:line of the innermost frame of the project's own code (not tests)."""
    found = "?"
    for frame in traceback.extract_tb(error.__traceback__):
        path = Path(frame.filename).resolve()
        if PROJECT in path.parents and "tests" not in path.relative_to(PROJECT).parts:
            found = f"{path.relative_to(PROJECT)}:{frame.lineno}"
    return found
