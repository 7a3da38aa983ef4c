"""TableScene: the table every game shares, and the hooks a game's scene overrides.

It owns the session and the card sprites, lays them out from the game's layout in card
units, and has one sync path: move, undo, redo, new deal and resize all end in `sync`,
which lays every sprite toward its place and animates it there. Around it: the UI state
(`ui`), mouse (`input`), keyboard, the commands and the screens they open (`screens`),
motion, the frame builder and painter (game/render) and the solver's advisor.

Each game has its own small scene (game/scenes/games) that overrides only what its game
does differently, as Aisleriot's game files override a few hooks of a board that knows
no game:

    click(pile, index, double)       a press on a pile; True when it acted (else a drag
                                     may start): the stock deals, a held selection is put
                                     down, a double-click plays the rules' double_click
    pick(pile, count) / put_down     click-to-move and the keyboard hold and put down
    drag_targets(pile, count)        where lifted cards may go: the rules' drop_targets
    drop(pile, count, dst, targets)  lifted cards let go over dst: the move, or why not
    activate(pile, index)            Space/Enter on the keyboard focus
    focusable_piles()                where the keyboard focus may go
    double_click_refusal(pile)       why a double-click did nothing
    hint_piles(move)                 what a hint of `move` lights
    felt_marks()                     what it draws on the felt with the piles' outlines
    choreography                     how a move's events look
    help_rows                        what the Keys page adds for this game
"""

import random

import pygame

from game.engine.scene import Scene
from game.render.painter import Painter
from game.rules import rules_for
from game.rules.errors import IllegalMove
from game.rules.notation import format_move
from game.scenes.common import commands
from game.scenes.table.advisor import Advisor
from game.scenes.common.bars import place_toolbar
from game.scenes.common.choreography import Choreography
from game.scenes.table.fan_strips import fan_strips
from game.scenes.common.frame_builder import FrameBuilder
from game.scenes.common.geometry import Geometry
from game.scenes.table.input import TableInput
from game.scenes.table.keys import Keyboard
from game.scenes.common.motion import TableMotion
from game.scenes.table.screens import TableScreens
from game.scenes.table.ui_state import TableUI
from game.rules.session import Session, describe_refusal
from sprites.card_faces import faces_for
from sprites.felt import felt
from sprites.table_cards import TableCards
from sprites.toast import Toast


def random_seed() -> int:
    return random.SystemRandom().randrange(2**32)


class TableScene(TableScreens, Scene):
    choreography = Choreography
    help_rows = ()
    replaying = False               # a Replay's table: shows a finished game, keeps none

    def __init__(self, app, game_id: str, seed=None, state=None, daily=None):
        self.ui = TableUI()             # first: Scene.__init__ sets `dirty`, read from it
        self._drawn_version = -1
        self.laid_out_for = None        # the (size, card style) the layout was made for
        super().__init__(app)
        self.rules = rules_for(game_id)
        self.game_id = game_id
        self.session = Session(game_id, random_seed() if seed is None else seed, state,
                               daily=daily)
        self.cards = TableCards()
        self.toast = Toast()
        self.finished_shown = False
        self.input = TableInput(self)
        self.keyboard = Keyboard(self)
        self.painter = Painter()
        self.frame_builder = FrameBuilder(self)
        self.motion = TableMotion(self)
        self.advisor = Advisor(self)
        self._shown_second = -1
        self.resize(app.window_size())
        if state is None:
            self.motion.deal_in()

    @property
    def dirty(self) -> bool:
        """Whether the table must be drawn again: something asked for it (cards moved,
        a toast, the clock), or the UI state changed since the last frame."""
        return self._redraw or self.ui.version != self._drawn_version

    @dirty.setter
    def dirty(self, value) -> None:
        self._redraw = bool(value)
        if not value:                   # drawn now: the UI state as it is was shown
            self._drawn_version = self.ui.version

    # ----- layout ---------------------------------------------------------------------
    def resize(self, size) -> None:
        size = (int(size[0]), int(size[1]))
        style = self.app.settings.card_style        # its index sets the fans' least steps
        if self.laid_out_for == (size, style):
            return              # same window (a push re-announces it): keep animating
        self.laid_out_for = (size, style)
        super().resize(size)
        width, height = size
        self.bar_h, self.status_h = self.lay_out_bars(size)
        area = (0, self.bar_h, width, height - self.bar_h - self.status_h)
        self.geometry = Geometry.best(self.rules.layouts(), area, *fan_strips(style))
        self.status_rect = pygame.Rect(0, height - self.status_h, width, self.status_h)
        self.sync(instant=True)

    def lay_out_bars(self, size):
        """The toolbar (the command table's) laid out; its and the status bar's height."""
        self.toolbar = commands.toolbar()
        return place_toolbar(self.toolbar, size)

    # ----- the player's looks, read live: the settings screen changes them -------------
    @property
    def faces(self):
        """The card images at this layout's card size, in the player's back, suits and
        card style."""
        settings = self.app.settings
        return faces_for(self.geometry.card_w, self.geometry.card_h, settings.card_back,
                         settings.four_colour, settings.card_style)

    @property
    def background(self):
        return felt(self.size, self.app.settings.felt)

    # ----- the state and the one sync path --------------------------------------------
    @property
    def state(self):
        return self.session.state

    def piles(self) -> dict:
        state = self.state
        return {name: state.piles[i] for i, name in enumerate(self.rules.pile_names)}

    def kind(self, pile: str) -> str:
        return self.geometry.layout.piles[pile].kind

    def pile_size(self, pile: str) -> int:
        return len(self.state.piles[self.rules.index[pile]])

    def sync(self, events=(), instant=False) -> None:
        """The one sync path: match sprites to the state and animate them there (a drag
        under way ends first: its cards go where the layout says)."""
        self.input.position_changed()
        self.motion.sync(events, instant)
        self.ui.keep_hint_highlights(self.rules.index)
        self.advisor.position_changed()

    def position_replaced(self) -> None:
        """A new deal or a restart: nothing held survives, the cards are dealt again."""
        self.finished_shown = False
        self.input.position_changed()
        self.motion.deal_in()
        self.advisor.position_changed()

    # ----- actions --------------------------------------------------------------------
    def act(self, moves) -> bool:
        """Play moves as one undo step; a refusal becomes a toast. True if played."""
        try:
            events = self.session.act(list(moves), self.app.clock.now)
        except IllegalMove as refusal:
            self.refuse(str(refusal))
            return False
        self.ui.clear_hint()
        self.sync(events)
        self.check_finished()
        return True

    def undo(self) -> None:
        if self.session.undo(self.app.clock.now):
            self.finished_shown = False
            self.sync()
        else:
            self.say("Nothing to undo")

    def redo(self) -> None:
        if self.session.redo(self.app.clock.now):
            self.sync()
            self.check_finished()
        else:
            self.say("Nothing to redo")

    def restart(self) -> None:
        """Back to the opening deal as one undo step (undo returns to where you were)."""
        if not self.session.restart(self.app.clock.now):
            self.say("This is the opening deal")
            return
        self.position_replaced()

    def new_game(self, seed=None, checked=False) -> None:
        """Deal a new game (seed None: a random one, or with "winnable deals only" on,
        the first deal from a random seed that the solver proves winnable)."""
        if seed is None and not checked and self.app.settings.winnable_only:
            self.advisor.find_winnable(self.game_id, random_seed())
            return
        self.session = self.app.keeping.new_session(   # the old one abandoned
            self, random_seed() if seed is None else seed)
        self.advisor.ever_winnable = False
        self.position_replaced()

    def command(self, command, confirmed: bool = False) -> None:
        """Run a command (commands.NEW, ...); a drag under way ends first."""
        self.input.cancel_drag()
        self.run_command(command, confirmed)

    def rules_hint(self, prefix: str = "") -> None:
        """The game's own hint (Aisleriot's order, or better)."""
        hint = self.rules.hint(self.state)
        self.show_hint(hint.move, prefix + hint.text)

    def show_hint(self, move, text: str) -> None:
        """Light the cards and the target of `move` and say `text`."""
        self.ui.show_hint(self.hint_piles(move) if move else [], text)
        self.say(text)

    def refuse(self, reason: str) -> None:
        """A refused move: say why, with the refusal sound."""
        self.app.play_sound("refused")
        self.say(reason)

    def say(self, text: str) -> bool:
        if text:
            self.toast.show(text, self.app.clock.now)
            self.dirty = True
        return True

    def check_finished(self) -> None:
        if self.finished_shown:
            return
        if self.session.won:
            self.finished_shown = True
            self.motion.celebrate(self.show_won)
        elif self.session.over:
            self.finished_shown = True
            self.app.play_sound("stuck")
            self.show_stuck()

    def holding(self) -> bool:
        """Whether cards are held, marked or dragged (Esc lets go of them)."""
        return bool(self.ui.selection or self.ui.marked or self.input.dragging)

    # ----- what gestures do: the hooks a game's scene overrides -----------------------
    def click(self, pile: str, index, double: bool) -> bool:
        """A press on `pile` (card `index`, None on an empty slot); `double` when it makes
        a double-click. True when it acted; False lets a drag start from there."""
        if self.kind(pile) == "stock":
            self.input.cancel()
            self.play_click(pile)
            return True
        if self.ui.selection is not None and self.put_down(pile):
            return True
        if double:
            moves = self.rules.double_click(self.state, pile)
            if moves:
                self.input.cancel()
                self.act(moves)
            else:
                self.refuse_if(self.double_click_refusal(pile))
            return True
        return False

    def play_click(self, pile: str) -> None:
        """What the rules make of a click on `pile` (the stock deals), or why nothing."""
        moves = self.rules.click(self.state, pile)
        if moves:
            self.act(moves)
        else:
            self.refuse_if(self.rules.click_refusal(self.state, pile))

    def refuse_if(self, reason) -> None:
        """Say `reason`, with the refusal sound, when there is one."""
        if reason:
            self.refuse(reason)

    def double_click_refusal(self, pile: str):
        """Why a double-click on `pile` did nothing: its top card cannot be picked up or
        has nowhere to go; None for an empty pile or a card that can move (by a drag)."""
        if not self.rules.pile(self.state, pile):
            return None
        return self.rules.pick_refusal(self.state, pile, 1)

    def pick(self, pile: str, count: int) -> None:
        """Click-to-move and keyboard: hold the top `count` cards of `pile`. Any cards the
        game lets a player lift are held, even with nowhere to go (putting them down then
        says why); others are refused at once with the reason."""
        reason = self.rules.lift_refusal(self.state, pile, count)
        if reason is not None:
            self.refuse(reason)
            return
        self.ui.select(pile, count, self.rules.drop_targets(self.state, pile, count))
        self.app.play_sound("pickup")

    def put_down(self, pile: str) -> bool:
        """Click-to-move and keyboard: put the held cards on `pile` (True if a move was
        tried); the same pile just drops them."""
        src, count = self.ui.take_selection()
        if src == pile:
            return False
        self.act([format_move(src, count, pile)])
        return True

    def drag_targets(self, pile: str, count: int):
        """Where the top `count` cards of `pile`, lifted by a drag, may go."""
        return self.rules.drop_targets(self.state, pile, count)

    def drop(self, pile: str, count: int, dst, targets) -> None:
        """Dragged cards let go over `dst` (None: over nothing they could go to): the move
        when `dst` is a target, else the rules' reason and the cards go back."""
        if dst is not None and dst in targets:
            self.act([format_move(pile, count, dst)])
            return
        if dst is not None:
            legal, reason = describe_refusal(self.rules, self.state,
                                             format_move(pile, count, dst))
            if not legal:
                self.refuse(reason)
        elif not targets:                 # lifted with nowhere to go, put down on felt
            self.refuse(self.rules.pick_refusal(self.state, pile, count))
        self.sync()   # snap back

    def activate(self, pile: str, index) -> None:
        """Space/Enter on the focus (card `index` of `pile`, None when it is empty): put
        down what is held, deal on the stock, else pick up the cards from there."""
        if self.ui.selection is not None:
            self.put_down(pile)
        elif self.kind(pile) == "stock":
            self.play_click(pile)
        elif index is not None:
            self.pick(pile, self.pile_size(pile) - index)

    def focusable_piles(self):
        """The piles the keyboard focus may visit."""
        return list(self.geometry.visible_piles())

    def felt_marks(self):
        """(image, position) pairs drawn on the felt with the piles' outlines: none."""
        return []

    def hint_piles(self, move: str):
        """What a hint of `move` lights: the cards and their target, or the stock."""
        parsed = self.rules.parse(move)
        if parsed[0] == "move":
            return [parsed[1], parsed[3]]
        return ["stock"] if "stock" in self.rules.index else []

    # ----- scene hooks ----------------------------------------------------------------
    def handle_event(self, event) -> None:
        self.input.handle_event(event)

    def caption(self) -> str:
        return self.frame_builder.caption()

    def exit(self) -> None:
        """Leaving the stack: the solver drops this table's requests and answers."""
        self.advisor.close()

    def cover(self) -> None:
        self.session.pause(self.app.clock.now)     # the rules, settings...: no time runs
        self.toolbar.forget_pointer()   # no tooltip left showing under a dialog or page

    def resume(self) -> None:
        self.session.unpause(self.app.clock.now)
        self.toolbar.forget_pointer()   # no stale hover, no tooltip, under a closed screen
        self.resize(self.size)          # laid out again if the settings changed the style

    def update(self, dt: float) -> None:
        self.advisor.update()
        if self.timeline.busy:
            self.timeline.update(dt)
            self.dirty = True
        now = self.app.clock.now
        if self.toast.active(now) or self.toast.active(now - dt):
            self.dirty = True
        second = int(self.session.elapsed(now))
        if second != self._shown_second:
            self._shown_second = second
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

    def draw_order(self):
        order = self.rules.index            # pile name -> its place in the pile order
        hidden = self.geometry.hidden
        sprites = [s for s in self.cards.sprites if s.pile not in hidden or s.lift]
        sprites.sort(key=lambda s: (s.lift, order[s.pile], s.index))
        return sprites

    def draw(self, surface):     # the frame described, drawn: where the screen changed
        return self.painter.draw(self.frame_builder.build(surface), surface)
