"""The replay viewer: a game record played back move by move on the game's own table.

`open_replay(app, record)` pushes, over whatever is shown, the game's own table scene
class with `ReplayTable` mixed in, so every step looks exactly as it did in play: the
same motion, the same choreography (Wall's attacks included) and the same painter. The
replay has a session of its own, never watched by the game keeper, so it counts in no
statistics and touches no game in progress; Close (or Esc) pops it and whatever was
below shows again as it was.

Its toolbar: Close, Start, Back, Play/Pause, Step, End and Speed (1x, 2x, 4x, 0.5x: the
replay's pace, on top of the table's Animation setting).
Keys: Space plays or pauses, Right steps, Left steps back, Home and End, + and - change
the speed, Esc closes; Tab and Shift+Tab move the keyboard's focus along the controls
(on Play first) and Enter runs the focused one. The status bar says the step and the
game's total time (a record keeps no time per step) and, on lines of its own above them,
what the step did: as many lines as the record's longest move takes at the window's
width, so every move reads whole. Step `i` shows exactly `states_of(record)[i]`: forward steps
replay the action's moves through the rules for their events (the table animates them),
back steps lay the cards where the earlier position has them. A record that does not
replay opens no table: a message says why.
"""

import logging

import pygame

from game.engine.clock import clock_text
from game.scenes.common.bars import place_toolbar
from game.scenes.common.frame_builder import FrameBuilder
from game.scenes.common.motion import TableMotion
from game.rules.session import RESTART
from game.scenes.dialog import Dialog
from game.store.records import RecordError, states_of
from sprites.focus import FocusRing
from sprites.status_bar import StatusBar
from sprites.toolbar import Button, Toolbar

log = logging.getLogger(__name__)

SPEEDS = (1.0, 2.0, 4.0, 0.5)
PAUSE = 0.7                 # game seconds between two steps at 1x, after the animation


def open_replay(app, record):
    """Push the replay of `record`; a record that does not replay shows a message
    instead. Returns the replay scene, or None."""
    try:
        states = states_of(record)
    except RecordError as error:
        refuse_record(app, error)
        return None
    base = app.table_class(record.game)
    replay = type(f"Replay{base.__name__}", (ReplayTable, base), {})
    return app.manager.push(replay(app, record, states))


def show_message(app, title, lines):
    return app.manager.push(Dialog(app, title, lines, [("OK", "close")]))


def refuse_record(app, error) -> None:
    """Say that a record does not replay, in plain words; the reason goes to the log."""
    log.warning("a record does not replay: %s", error)
    show_message(app, "This record does not replay", [f"This saved game {error.plain}."])


class QuietAdvisor:
    """The advisor a replay has: it asks the solver nothing and says where the replay is."""

    ever_winnable = False

    def __init__(self, scene):
        self.scene = scene

    def status_text(self) -> str:
        return self.scene.replay_status()

    def known(self, state):
        return None

    def position_changed(self) -> None:
        pass

    update = close = hint = position_changed

    def wake_in(self):
        return None

    def client_busy(self) -> bool:
        return False


class ReplayMotion(TableMotion):
    """The table's motion at the animation speed setting, quickened by the replay speed."""

    @property
    def speed(self) -> float:
        return super().speed / self.scene.replay_speed


class ReplayFrameBuilder(FrameBuilder):
    """The table's frames; their status bar gives the record's time as the game's total
    ("Total time 4:07"), the same at every step (a record keeps no time per step, and a
    bare clock would read as running from step 0), and the step's move on lines above."""

    def status_texts(self):
        left, centre, _ = super().status_texts()
        scene = self.scene
        right = f"Score {scene.state.score}   Total time {clock_text(scene.record.elapsed)}"
        return left, centre, right, scene.move_lines(scene.step)


class ReplayTable:
    """Mixed in before a game's TableScene class (see `open_replay`)."""

    replaying = True

    # a game pad: A plays or pauses, up/down change the pace, LB/RB go to the start or
    # the end; the d-pad's left/right step (their keys), B closes (Esc)
    pad_keys = {"act": pygame.K_SPACE, "up": pygame.K_EQUALS, "down": pygame.K_MINUS,
                "undo": pygame.K_HOME, "redo": pygame.K_END}

    def __init__(self, app, record, states):
        self.record = record
        self.states = list(states)
        self.actions = list(record.actions[:len(self.states) - 1])
        self.replay_speed = SPEEDS[0]
        self.playing = False
        self.wait = 0.0
        self.controls = None
        self.focus = FocusRing(lambda: self.toolbar.buttons, first="play")
        self.line_h = 0             # the status bar's line (set by `lay_out_bars`)
        self.wrapped = (None, ())   # the last ((step, size, line height), move lines)
        self._advisor = QuietAdvisor(self)
        super().__init__(app, record.game, record.seed, self.states[0])
        self.session.history = list(self.states)
        self.session.daily = record.daily        # a deal of the day says its date
        self.session.cursor = 0
        self.session.started_at, self.session.stopped_at = 0.0, record.elapsed  # its time
        self.motion = ReplayMotion(self)
        self.frame_builder = ReplayFrameBuilder(self)
        self.sync(instant=True)

    # ----- the advisor stays quiet --------------------------------------------------------
    @property
    def advisor(self):
        return self._advisor

    @advisor.setter
    def advisor(self, value) -> None:
        pass                            # the table's own advisor would ask the solver

    def caption(self) -> str:
        return "Replay of " + super().caption()

    # ----- where the replay is ------------------------------------------------------------
    @property
    def step(self) -> int:
        return self.session.cursor

    @property
    def last_step(self) -> int:
        return len(self.states) - 1

    def replay_status(self) -> str:
        state = "playing" if self.playing else "paused"
        return f"Replay: step {self.step} of {self.last_step}, {state}, " \
               f"{pace_text(self.replay_speed).lower()}"

    def move_text(self, step: int) -> str:
        """What the status bar's own line says of step `step`."""
        return self.step_words(step) if step else "The cards as dealt"

    def move_lines(self, step: int):
        """The move of step `step` wrapped in the status bar's lines above its texts
        (blank lines first when it takes fewer than the longest move of the record)."""
        key = (step, self.size, self.line_h)
        if self.wrapped[0] != key:
            lines = StatusBar.wrap_top(self.move_text(step), self.size[0], self.line_h)
            blank = self.status_h // self.line_h - 1 - len(lines)
            self.wrapped = (key, ("",) * blank + tuple(lines))
        return self.wrapped[1]

    def lay_out_bars(self, size):
        """The replay's controls for a toolbar; a status bar with, above its texts, the
        lines the record's longest move takes, so that every move reads whole."""
        self.controls = self.toolbar = replay_toolbar()
        bar_h, self.line_h = place_toolbar(self.toolbar, size)
        longest = max(len(StatusBar.wrap_top(self.move_text(step), size[0], self.line_h))
                      for step in range(self.last_step + 1))
        return bar_h, self.line_h * (1 + longest)

    def step_words(self, step: int) -> str:
        """What step `step` did, in the hints' words ("Move Q♥ to the foundation"), not
        the moves' notation; an autoplay of many moves counts the rest."""
        action = self.actions[step - 1]
        if action == (RESTART,):
            return "Restart the deal"
        words = self.rules.describe_move(self.states[step - 1], action[0])
        more = len(action) - 1
        return words + (f", and {more} more move{'s' if more > 1 else ''}" if more else "")

    def go_to(self, step: int) -> None:
        """Show step `step` (0 .. last_step): one step forward animates the action's moves,
        any other jump lays the cards out where that position has them."""
        step = max(0, min(self.last_step, step))
        if step == self.step:
            return
        self.motion.finish()
        if step == self.step + 1:
            self.forward()
        else:
            self.session.cursor = step
            self.sync()
        self.dirty = True

    def forward(self) -> None:
        here = self.step
        action = self.actions[here]
        self.session.cursor = here + 1
        if tuple(action) == (RESTART,):
            self.position_replaced()
            return
        state, events = self.states[here], []
        for move in action:
            state, more = self.rules.apply(state, move)
            events.extend(more)
        self.sync(events)

    # ----- playing --------------------------------------------------------------------------
    def run_control(self, action: str) -> None:
        if action == "close":
            self.close()
        elif action in ("pace", "faster", "slower"):
            self.set_speed(action)
        elif action == "play":
            if not self.playing and self.step >= self.last_step:
                self.go_to(0)
            self.playing = not self.playing
            self.wait = 0.0
        elif action in STEPS:
            self.playing = False
            self.go_to(STEPS[action](self))
        self.dirty = True

    def set_speed(self, action: str) -> None:
        """"pace" cycles 1x, 2x, 4x, 0.5x; "faster" and "slower" go one way and stop."""
        order = sorted(SPEEDS)
        index = order.index(self.replay_speed)
        if action == "pace":
            self.replay_speed = SPEEDS[(SPEEDS.index(self.replay_speed) + 1) % len(SPEEDS)]
        elif action == "faster":
            self.replay_speed = order[min(len(order) - 1, index + 1)]
        else:
            self.replay_speed = order[max(0, index - 1)]

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.playing or self.timeline.busy:
            return
        self.wait -= dt
        if self.wait > 0:
            return
        if self.step >= self.last_step:
            self.playing = False
            self.dirty = True
            return
        self.go_to(self.step + 1)
        self.wait = PAUSE / self.replay_speed

    def is_busy(self) -> bool:
        return self.playing or self.timeline.busy

    def wake_in(self):
        return max(0.0, self.wait) if self.playing else None

    # ----- what a table would do: nothing here ------------------------------------------
    def act(self, moves) -> bool:
        return False

    def undo(self) -> None:
        self.go_to(self.step - 1)

    def redo(self) -> None:
        self.go_to(self.step + 1)

    def restart(self) -> None:
        self.go_to(0)

    def new_game(self, seed=None, checked=False) -> None:
        pass

    def check_finished(self) -> None:
        pass

    def command(self, action: str, confirmed: bool = False) -> None:
        self.run_control(action)

    # ----- the controls -------------------------------------------------------------------
    def handle_event(self, event) -> None:
        kind = event.type
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                    pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            looks = [b.look() for b in self.toolbar.buttons]
            action = self.toolbar.handle_event(event)
            if action:
                self.run_control(action)
            if kind == pygame.MOUSEMOTION and self.focus.follow_pointer(event):
                self.dirty = True
            if looks != [b.look() for b in self.toolbar.buttons]:
                self.dirty = True
        elif kind == pygame.KEYDOWN:
            action = KEYS.get(event.key) or self.focus.handle_key(event, arrows=())
            if action is True:
                self.dirty = True
            elif action:
                self.run_control(action)

    def draw(self, surface) -> None:
        toolbar = self.toolbar
        toolbar.set_label("play", "Pause" if self.playing else "Play ▶")
        toolbar.set_label("pace", pace_text(self.replay_speed))
        toolbar.set_enabled("start", self.step > 0)
        toolbar.set_enabled("back", self.step > 0)
        toolbar.set_enabled("step", self.step < self.last_step)
        toolbar.set_enabled("end", self.step < self.last_step)
        self.focus.mark()
        super().draw(surface)


KEYS = {pygame.K_ESCAPE: "close", pygame.K_SPACE: "play", pygame.K_RIGHT: "step",
        pygame.K_LEFT: "back", pygame.K_HOME: "start", pygame.K_END: "end",
        pygame.K_PLUS: "faster", pygame.K_EQUALS: "faster", pygame.K_KP_PLUS: "faster",
        pygame.K_MINUS: "slower", pygame.K_KP_MINUS: "slower"}
STEPS = {"start": lambda table: 0, "back": lambda table: table.step - 1,
         "step": lambda table: table.step + 1, "end": lambda table: table.last_step}


def pace_text(speed: float) -> str:
    """How the replay says its speed, on its button and in its status: "Speed: 2x"."""
    return f"Speed: {speed:g}x"


def replay_toolbar() -> Toolbar:
    return Toolbar([
        Button("Close", "close", tooltip="Back to where you were (Esc)"),
        Button("|◀ Start", "start", tooltip="The opening deal (Home)"),
        Button("◀ Back", "back", tooltip="One step back (Left)"),
        Button("Play ▶", "play", tooltip="Play or pause (Space)", labels=("Pause",)),
        Button("Step ▶", "step", tooltip="One step forward (Right)"),
        Button("End ▶|", "end", tooltip="The last position (End)"),
        Button(pace_text(SPEEDS[0]), "pace",
               tooltip="Replay speed: " + ", ".join(f"{s:g}x" for s in sorted(SPEEDS))
               + " (+ and -)", labels=tuple(pace_text(s) for s in SPEEDS)),
    ])
