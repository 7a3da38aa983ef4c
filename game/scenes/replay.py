"""The replay viewer: a game record played back move by move on the game's own table.

`open_replay(app, record)` pushes, over whatever is shown, a `Replay`: a scene that
drives a table of the game's own table scene class, built with the replay's parts (its
controls for a toolbar, a quiet advisor, its status bar), so every step looks exactly
as it did in play: the same motion, the same choreography (Wall's attacks included) and
the same painter. The
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

from game.engine.scene import Scene
from game.i18n import _, active_language, formats
from game.rules import rules_for
from game.rules.session import RESTART
from game.scenes.common.spoken_screens import stop_words
from game.scenes.common.spoken_table import sentences
from game.scenes.dialog import Dialog
from game.scenes.replay_parts import SPEEDS, ReplayParts, Tape, pace_text
from game.store import notices
from game.store.records import RecordError, states_of
from sprites.focus import FocusRing
from sprites.mirror import reading_step

log = logging.getLogger(__name__)

PAUSE = 0.7                 # game seconds between two steps at 1x, after the animation


def open_replay(app, record):
    """Push the replay of `record`; a record that does not replay shows a message
    instead. Returns the replay scene, or None."""
    try:
        states = states_of(record)
    except RecordError as error:
        refuse_record(app, error)
        return None
    return app.manager.push(Replay(app, record, states))


class MessageDialog(Dialog):
    """A message and OK; `wording()` gives its (title, lines) in the player's language
    now."""

    def __init__(self, app, wording):
        self.wording = wording
        super().__init__(app, "", [], [("", "close")])      # see words()

    def words(self):
        title, lines = self.wording()
        return title, lines, [_("OK")]


def show_message(app, wording):
    return app.manager.push(MessageDialog(app, wording))


def refuse_record(app, error) -> None:
    """Say that a record does not replay, in plain words; the reason goes to the log."""
    log.warning("a record does not replay: %s", error)
    show_message(app, lambda: (_("This record does not replay"),
                               [notices.this_saved_game(error.problem)]))


class Replay(Scene):
    """A record played back on a table of its game, which this scene drives: the table
    draws, animates and lays out; the replay takes every event and moves the table's
    session from step to step."""

    replaying = True
    focus_keys = (pygame.K_TAB,)        # the arrows step the replay

    # a game pad: A plays or pauses, up/down change the pace, LB/RB go to the start or
    # the end; the d-pad's left/right step (their keys), B closes (Esc)
    pad_keys = {"act": pygame.K_SPACE, "up": pygame.K_EQUALS, "down": pygame.K_MINUS,
                "undo": pygame.K_HOME, "redo": pygame.K_END}

    def __init__(self, app, record, states):
        tape = self.tape = Tape(record, states, rules_for(record.game))
        self.table = table = app.table_class(record.game)(
            app, record.game, record.seed, tape.states[0], parts=ReplayParts(tape))
        self.wait = 0.0
        self.language = active_language()       # the language its controls are worded in
        bars = table.bars
        self.focus = FocusRing(lambda: bars.toolbar.buttons, first="play")
        super().__init__(app)
        table.stage.stand_in(self)      # the table shows as this scene on the stack
        session = table.session
        session.history = list(tape.states)
        session.daily = record.daily             # a deal of the day says its date
        session.cursor = 0
        session.started_at, session.stopped_at = 0.0, record.elapsed  # its time
        table.play.sync(instant=True)

    # ----- the table it drives --------------------------------------------------------------
    @property
    def dirty(self) -> bool:
        return self.table.dirty

    @dirty.setter
    def dirty(self, value) -> None:
        self.table.dirty = value

    @property
    def toolbar(self):
        return self.table.toolbar

    @property
    def record(self):
        return self.tape.record

    def caption(self) -> str:
        # Translators: {caption} is the table's window title, "Wall — Game #71"
        return _("Replay of {caption}").format(caption=self.table.caption())

    def say(self, text: str) -> bool:
        """A message for the player (a pad plugged in): the table shows it."""
        return self.table.say(text)

    def resize(self, size) -> None:
        super().resize(size)
        if self.language != active_language():   # the controls worded anew, at once
            self.language = active_language()
            self.table.bars.laid_out_for = None
        self.table.resize(size)

    def exit(self) -> None:
        self.table.exit()

    def cover(self) -> None:
        self.table.cover()

    def resume(self) -> None:
        self.table.resume()

    # ----- where the replay is ------------------------------------------------------------
    @property
    def step(self) -> int:
        return self.table.session.cursor

    @property
    def last_step(self) -> int:
        return self.tape.last_step

    @property
    def playing(self) -> bool:
        return self.tape.playing

    @property
    def replay_speed(self) -> float:
        return self.tape.speed

    def replay_status(self) -> str:
        return self.tape.status(self.step)

    def step_words(self, step: int) -> str:
        return self.tape.step_words(step)

    def spoken(self) -> str:
        return sentences([self.caption(), self.replay_status(),
                          self.tape.move_text(self.step), self.spoken_focus()])

    def spoken_focus(self) -> str:
        return stop_words(self.focus.current)

    def spoken_step(self, did: str = "") -> str:
        """The step shown: what it did (`did`: the words of its events, played
        forward; else the move in the hints' words), and which of how many it is."""
        return sentences([did or self.tape.move_text(self.step), _("{number} of {count}")
                          .format(number=formats.number(self.step),
                                  count=formats.number(self.last_step))])

    def go_to(self, step: int) -> None:
        """Show step `step` (0 .. last_step): one step forward animates the action's moves,
        any other jump lays the cards out where that position has them; speech says
        what the step did."""
        step = max(0, min(self.last_step, step))
        if step == self.step:
            self.app.speech.say(self.spoken_step(), "info")   # at an end: said again
            return
        table = self.table
        table.motion.finish()
        did = ""
        if step == self.step + 1:
            did = self.forward()
        else:
            table.session.cursor = step
            table.play.sync()
        self.dirty = True
        self.app.speech.say(self.spoken_step(did), "info")

    def forward(self) -> str:
        """One step on, animated; what it did, in words (speech's)."""
        table, tape = self.table, self.tape
        here = self.step
        action = tape.actions[here]
        table.session.cursor = here + 1
        if tuple(action) == (RESTART,):
            table.play.position_replaced()
            return ""
        state, events = tape.states[here], []
        for move in action:
            state, more = table.board.rules.apply(state, move)
            events.extend(more)
        table.play.sync(events)
        return table.speaker.words.events(tape.states[here], state, events)

    # ----- playing --------------------------------------------------------------------------
    def run_control(self, action: str) -> None:
        tape = self.tape
        if action == "close":
            self.close()
        elif action in ("pace", "faster", "slower"):
            self.set_speed(action)
        elif action == "play":
            if not tape.playing and self.step >= self.last_step:
                self.go_to(0)
            tape.playing = not tape.playing
            self.wait = 0.0
        elif action in STEPS:
            tape.playing = False
            self.go_to(STEPS[action](self))
        self.dirty = True

    def set_speed(self, action: str) -> None:
        """"pace" cycles 1x, 2x, 4x, 0.5x; "faster" and "slower" go one way and stop."""
        tape = self.tape
        order = sorted(SPEEDS)
        index = order.index(tape.speed)
        if action == "pace":
            tape.speed = SPEEDS[(SPEEDS.index(tape.speed) + 1) % len(SPEEDS)]
        elif action == "faster":
            tape.speed = order[min(len(order) - 1, index + 1)]
        else:
            tape.speed = order[max(0, index - 1)]
        self.table.motion.pace = tape.speed     # the table's animation, quickened

    def update(self, dt: float) -> None:
        table = self.table
        table.update(dt)
        if not self.playing or table.timeline.busy:
            return
        self.wait -= dt
        if self.wait > 0:
            return
        if self.step >= self.last_step:
            self.tape.playing = False
            self.dirty = True
            return
        self.go_to(self.step + 1)
        self.wait = PAUSE / self.tape.speed

    def is_busy(self) -> bool:
        return self.playing or self.table.timeline.busy

    def wake_in(self):
        return max(0.0, self.wait) if self.playing else None

    # ----- the controls -------------------------------------------------------------------
    def touch_targets(self) -> list:
        return [button.target for button in self.toolbar.shown]

    def handle_event(self, event) -> None:
        kind = event.type
        toolbar = self.toolbar
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                    pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            looks = [b.look() for b in toolbar.buttons]
            action = toolbar.handle_event(event)
            if action:
                self.run_control(action)
            if kind == pygame.MOUSEMOTION and self.focus.follow_pointer(event):
                self.dirty = True
            if looks != [b.look() for b in toolbar.buttons]:
                self.dirty = True
        elif kind == pygame.KEYDOWN:
            action = keyed(event.key) or self.focus.handle_key(event, arrows=())
            if action is True:
                self.dirty = True
            elif action:
                self.run_control(action)

    def draw(self, surface) -> None:
        toolbar = self.toolbar
        toolbar.set_label("play", _("Pause") if self.playing else _("Play ▶"))
        toolbar.set_label("pace", pace_text(self.tape.speed))
        toolbar.set_enabled("start", self.step > 0)
        toolbar.set_enabled("back", self.step > 0)
        toolbar.set_enabled("step", self.step < self.last_step)
        toolbar.set_enabled("end", self.step < self.last_step)
        self.focus.mark()
        self.table.draw(surface)


KEYS = {pygame.K_ESCAPE: "close", pygame.K_SPACE: "play", pygame.K_RIGHT: "step",
        pygame.K_LEFT: "back", pygame.K_HOME: "start", pygame.K_END: "end",
        pygame.K_PLUS: "faster", pygame.K_EQUALS: "faster", pygame.K_KP_PLUS: "faster",
        pygame.K_MINUS: "slower", pygame.K_KP_MINUS: "slower"}


def keyed(key: int):
    """The control `key` works: Right steps on and Left back, swapped in a right-to-left
    language, where the controls run from the right."""
    if key in (pygame.K_LEFT, pygame.K_RIGHT):
        return "step" if reading_step(key) > 0 else "back"
    return KEYS.get(key)


STEPS = {"start": lambda table: 0, "back": lambda table: table.step - 1,
         "step": lambda table: table.step + 1, "end": lambda table: table.last_step}
