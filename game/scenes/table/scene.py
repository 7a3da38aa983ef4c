"""TableScene: the table every game shares, put together from parts that hold no table.

It owns the parts and wires each one to the few others it uses: the board (rules,
session, card sprites, layout), the UI state (`ui`), the voice (toasts), the bars, the
play (moves, undo, redo, new deals and the one sync path), the motion, the advisor (the
solver), the mouse (`input`) with the keys and the pad behind it, a finger (`touch`),
the screens it opens (`screens`), the frame builder and the painter (game/render). A
part that calls back into the play holds it by a weak proxy, and the screens hold the
table by a weak reference: a closed table is freed by reference counting alone.

Each game has its own small scene (game/scenes/games) that declares what its game does
differently: `gestures` (its hooks, game/scenes/table/gestures.py lists them),
`choreography` (how a move's events look), `words` (what speech says of its piles:
game/scenes/common/spoken_table.py) and `help_rows` (what the Keys page adds).
A replay (game/scenes/replay.py) shows a table built with its own `parts`.
"""

import weakref

import pygame

from game.engine.scene import Scene
from game.i18n import active_language
from game.render.painter import Painter
from game.rules import rules_for
from game.rules.session import Session
from game.scenes.common.bars import TableBars
from game.scenes.common.choreography import Choreography
from game.scenes.common.frame_builder import FrameBuilder, StatusTexts
from game.scenes.common.geometry import Geometry
from game.scenes.common.motion import TableMotion
from game.scenes.common.spoken_table import TableWords
from game.scenes.common.table_speech import TableSpeaker
from game.scenes.table import play as play_module
from game.scenes.table.advisor import Advisor
from game.scenes.table.board import Board
from game.scenes.table.fan_strips import fan_strips
from game.scenes.table.gestures import Gestures
from game.scenes.table.input import Drag, TableInput
from game.scenes.table.keys import ARROWS, Keyboard
from game.scenes.table.pad_play import PadPlay
from game.scenes.table.play import Play
from game.scenes.table.screens import TableScreens
from game.scenes.table.stage import Stage
from game.scenes.table.touch import TableTouch
from game.scenes.table.ui_state import TableUI
from game.scenes.table.voice import Voice


def focus_move(event) -> bool:
    """Whether `event` moves the keyboard's focus (an arrow, a pad's step)."""
    if getattr(event, "pad", None) in ("next", "previous"):
        return True
    return event.type == pygame.KEYDOWN and (event.key in ARROWS or event.key == pygame.K_TAB) \
        and not event.mod & pygame.KMOD_CTRL


class TableParts:
    """The parts a table is built with that a replay gives its own: the bars, the
    advisor, the status bar's words and the speaker (a replay's says no verdict)."""

    def bars(self):
        return TableBars()

    def advisor(self, play):
        return Advisor(play)

    def status(self, app, board, advisor):
        return StatusTexts(app, board, advisor)

    def speaker(self, **parts):
        return TableSpeaker(**parts)


class TableScene(Scene):
    choreography = Choreography
    gestures = Gestures
    words = TableWords          # what speech says of its piles (spoken_table.py)
    help_rows = ()

    def __init__(self, app, game_id: str, seed=None, state=None, parts=None, daily=None):
        parts = parts or TableParts()
        self.ui = ui = TableUI()        # first: Scene.__init__ sets `dirty`, kept in it
        super().__init__(app)
        seed = play_module.random_seed() if seed is None else seed
        self.board = board = Board(rules_for(game_id), game_id,
                                         Session(game_id, seed, state, daily=daily))
        self.voice = voice = Voice(app, ui)
        self.bars = bars = parts.bars()
        self.stage = stage = Stage(app, self)
        drag = Drag(ui)
        self.play = play = Play(app, board, ui, voice, drag)
        calls = weakref.proxy(play)     # what calls back into the play holds it weakly
        self.hooks = hooks = self.gestures(app=app, board=board, ui=ui, voice=voice,
                                           play=calls)
        self.motion = motion = TableMotion(app=app, board=board, timeline=self.timeline,
                                           ui=ui, bars=bars, choreography=self.choreography)
        self.advisor = advisor = parts.advisor(calls)
        self.screens = screens = TableScreens(app, self)
        play.motion, play.advisor, play.screens, play.hooks = motion, advisor, screens, hooks
        keyboard = Keyboard(board=board, ui=ui, bars=bars, hooks=hooks, play=calls,
                            motion=motion, stage=stage)
        pad = PadPlay(board=board, ui=ui, voice=voice, motion=motion, hooks=hooks,
                      keyboard=keyboard, play=calls, screens=screens)
        self.input = TableInput(app=app, board=board, bars=bars, ui=ui, voice=voice,
                                drag=drag, hooks=hooks, play=calls, keyboard=keyboard,
                                motion=motion, advisor=advisor, pad=pad)
        self.touch = TableTouch(board=board, bars=bars, ui=ui, voice=voice, drag=drag,
                                hooks=hooks, play=calls, motion=motion, advisor=advisor,
                                mouse_input=self.input)
        self.painter = Painter()
        status = parts.status(app, board, advisor)
        self.frame_builder = FrameBuilder(
            app=app, board=board, ui=ui, bars=bars, voice=voice, motion=motion,
            keyboard=keyboard, hooks=hooks, stage=stage, status=status, screens=screens)
        self.speaker = speaker = parts.speaker(
            app=app, board=board, ui=ui, voice=voice, words=self.words(board.rules),
            advisor=advisor, status=status)
        play.speaker = hooks.speaker = speaker
        self.resize(app.window_size())
        if state is None:
            motion.deal_in()

    @property
    def dirty(self) -> bool:
        """Whether the table must be drawn again: a part changed what it shows (cards
        moved, a toast, the clock, the UI state) since the last frame."""
        return self.ui.unseen

    @dirty.setter
    def dirty(self, value) -> None:
        if value:
            self.ui.touch()
        else:                           # drawn now: the UI state as it is was shown
            self.ui.drawn()

    # ----- what the rest of the game asks of a table ------------------------------------
    @property
    def session(self):
        return self.board.session

    @session.setter
    def session(self, session) -> None:
        """A new deal or a game resumed (the keeper's): `position_replaced` follows."""
        self.board.session = session

    @property
    def game_id(self) -> str:
        return self.board.game_id

    @property
    def toolbar(self):
        return self.bars.toolbar

    def say(self, text: str) -> bool:
        self.voice.say(text)
        return True

    def position_replaced(self) -> None:
        self.play.position_replaced()

    def spoken(self) -> str:
        """The game and its deal, then the focus (if the keys have moved it)."""
        return self.speaker.intro()

    # ----- layout ---------------------------------------------------------------------
    def resize(self, size) -> None:
        """Lay the table out for a window of `size`: again only when the size, the card
        style (its index sets the fans' least steps), the language (the toolbar's words,
        and so its rows) or a finger's target (touch in use or not) changed since the
        last time."""
        size = (int(size[0]), int(size[1]))
        style = self.app.settings.card_style
        target = self.app.touch_target()
        look = (size, style, active_language(), target)
        if self.bars.laid_out_for == look:
            return              # same window (a push re-announces it): keep animating
        self.bars.laid_out_for = look
        super().resize(size)
        self.bars.lay_out(size, target)
        self.board.geometry = Geometry.best(self.board.rules.layouts(),
                                            self.bars.card_area(), *fan_strips(style))
        self.play.sync(instant=True)

    # ----- scene hooks ----------------------------------------------------------------
    def handle_event(self, event) -> None:
        self.input.handle_event(event)
        if focus_move(event):
            self.speaker.focus()        # every focus move said, one at the edge too

    def handle_touch(self, gesture) -> bool:
        self.touch.handle(gesture)
        return True

    def touch_targets(self) -> list:
        """The toolbar's buttons (and its open list's)."""
        toolbar = self.toolbar
        return [b.target for b in toolbar.shown + (toolbar.fold.items if toolbar.list_open
                                                   else [])]

    def caption(self) -> str:
        return self.frame_builder.caption()

    def exit(self) -> None:
        """Leaving the stack: the solver drops this table's requests and answers, and
        what still moves stops where it is."""
        self.advisor.close()
        self.motion.stop_all()

    def cover(self) -> None:
        self.session.pause(self.app.clock.now)     # the rules, settings...: no time runs
        self.toolbar.forget_pointer()   # no tooltip left showing under a dialog or page

    def resume(self) -> None:
        self.session.unpause(self.app.clock.now)
        self.toolbar.forget_pointer()   # no stale hover, no tooltip, under a closed screen
        self.resize(self.size)          # laid out again if the settings changed the style

    def update(self, dt: float) -> None:
        self.advisor.update()
        self.speaker.update()           # a new verdict is said
        if self.timeline.busy:
            self.timeline.update(dt)
            self.dirty = True
        now = self.app.clock.now
        if self.voice.showing(now) or self.voice.showing(now - dt):
            self.dirty = True
        if self.frame_builder.status.ticked(now):
            self.dirty = True
        self.painter.idle(now)              # long undrawn: its layers go back

    def wake_in(self):
        """The clock's next second (while it runs), the advisor's or the painter's next look."""
        due = self.painter.wake_in(self.advisor.wake_in())
        if self.session.timer_running:
            elapsed = self.session.elapsed(self.app.clock.now)
            tick = 1.0 - (elapsed % 1.0)
            due = tick if due is None else min(due, tick)
        return due

    def draw(self, surface):     # the frame described, drawn: where the screen changed
        return self.painter.draw(self.frame_builder.build(surface), surface)
