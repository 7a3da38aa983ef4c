"""A finger on the table: drag and tap-tap at once, with no mode to choose, a double
tap, a long press and its peek, and the toolbar and the status bar by tap.

The gestures come from game.engine.touch. A finger that moves past the drag threshold
(millimetres of the screen) drags the cards it came down on, as the mouse does (the
same lift, glow and drop: input.py). A tap does what a click does (the stock deals, a
held card is put down) and otherwise picks up, as click-to-move does whatever the
setting says, with the legal targets glowing; the second tap on a legal target puts
down, and a tap elsewhere or on the same card drops what is held (the hooks' `tap`).
A double tap plays what a double-click plays (a card sent home). A long press does what
right-click does (what is held is dropped) and, on a face-up card that others cover,
raises it over them while the finger stays down (a peek); a ring round the finger fills
on the way there. A gesture called off (a second finger, the window left) sends any
dragged cards back where they came from, and a pinch or a two-finger swipe does nothing.

The finger touches what lies under it or, beside every card, the nearest card within
its radius (the board's `hit_near`). `TableTouch` is given what it uses, never the
table: the board, the bars, the UI state, the voice, the drag it shares with the mouse,
the hooks, the play (a weak proxy), the motion, the advisor and the mouse (whose drag
and toolbar handling it shares).
"""

import pygame

from game.engine.touch_mouse import mouse, nearest, pointer_gone

PEEK_RAISE = 0.18           # a peeked card rises this share of a card's height
RING_SIZE = 2.4             # the ring's radius in finger radii: it shows round the finger


class TableTouch:
    def __init__(self, *, board, bars, ui, voice, drag, hooks, play, motion, advisor,
                 mouse_input):
        self.board = board
        self.bars = bars
        self.ui = ui
        self.voice = voice
        self.drag = drag
        self.hooks = hooks
        self.play = play
        self.motion = motion
        self.advisor = advisor
        self.mouse = mouse_input
        self.pressed = (None, None)     # the card (pile, index) the finger came down on
        self.on_bar = False             # it came down on the toolbar or its open list
        self.peeked = None              # (sprite, where it lay) of a card raised

    def handle(self, gesture) -> None:
        kind = gesture.kind
        if kind != "ring":
            self.ui.set_ring()
        if kind == "press":
            self.press(gesture)
        elif kind == "ring":
            if not self.on_bar:
                self.ui.set_ring(gesture.pos, gesture.progress,
                                 round(gesture.radius * RING_SIZE))
        elif kind == "tap":
            self.tap(gesture)
        elif kind == "drag":
            self.begin_drag(gesture)
        elif kind == "move":
            self.mouse.mouse_move(gesture.pos)
        elif kind == "release":
            self.release(gesture.pos)
        elif kind == "hold":
            self.hold(gesture)
        elif kind in ("lift", "cancel"):
            self.unpeek()
            if kind == "cancel":
                self.play.cancel_drag()     # dragged cards fly back

    # ----- the gestures -----------------------------------------------------------------
    def press(self, gesture) -> None:
        self.voice.hush()                   # the message showing goes (it may lie over cards)
        self.ui.set_focus(visible=False)    # a finger in use: no focus frame
        if self.drag.dragging:              # a mouse drag whose release never came
            self.play.cancel()
        self.motion.hurry()                 # finish the animation at once, then act
        toolbar = self.bars.toolbar
        self.on_bar = gesture.pos[1] < self.bars.bar_h or toolbar.list_open
        self.pressed = (None, None) if self.on_bar else \
            self.board.hit_near(gesture.pos, gesture.radius)

    def tap(self, gesture) -> None:
        pos = gesture.pos
        if self.on_bar:
            self.bar_tap(pos, gesture.radius)
        elif self.bars.status_rect.collidepoint(pos):
            self.play.cancel()
            self.advisor.ask_winnable()     # "winnable?": the status bar says
        else:
            pile, index = self.board.hit_near(pos, gesture.radius)
            if pile is None:
                self.play.cancel()          # a tap on the bare felt drops what is held
            else:
                self.hooks.tap(pile, index, gesture.count == 2)

    def bar_tap(self, pos, radius) -> None:
        """A tap on the toolbar (or its open list) is a click there, near enough to a
        button counting as on it; no hover stays lit after it."""
        toolbar = self.bars.toolbar
        buttons = toolbar.shown + (toolbar.fold.items if toolbar.list_open else [])
        at = nearest(pos, [button.rect for button in buttons], radius)
        self.mouse.toolbar_event(mouse(pygame.MOUSEBUTTONDOWN, at, button=1))
        self.mouse.toolbar_event(mouse(pygame.MOUSEBUTTONUP, at, button=1))
        self.mouse.toolbar_event(pointer_gone())

    def begin_drag(self, gesture) -> None:
        pile, index = self.pressed
        if self.on_bar or pile is None or index is None:
            return
        self.ui.take_selection()            # a card held by a tap gives way to the drag
        self.drag.press = (pile, index, gesture.start)
        self.mouse.begin_drag()
        self.mouse.mouse_move(gesture.pos)

    def release(self, pos) -> None:
        if self.drag.dragging:
            self.mouse.mouse_up(pos)        # the drop, as the mouse's
        self.drag.press = None

    def hold(self, gesture) -> None:
        """A long press: what is held is dropped (right-click's job), and a face-up
        card under others rises over them while the finger stays."""
        if self.on_bar:
            return
        self.play.cancel()
        pile, index = self.board.hit_near(gesture.pos, gesture.radius)
        if pile is None or index is None or index >= self.board.pile_size(pile) - 1:
            return
        sprite = self.board.cards.pile(pile)[index]
        if not sprite.face_up:
            return
        self.peeked = (sprite, (sprite.x, sprite.y))
        sprite.lift = 1
        sprite.y -= round(self.board.geometry.card_h * PEEK_RAISE)
        self.ui.touch()

    def unpeek(self) -> None:
        """The finger lifted: a raised card goes back under the others."""
        if self.peeked is None:
            return
        sprite, (x, y) = self.peeked
        self.peeked = None
        if sprite.lift == 1:
            sprite.lift = 0
            sprite.x, sprite.y = x, y
        self.ui.touch()

    @property
    def peek(self):
        """(pile, index) of the card raised by a long press, or None."""
        if self.peeked is None:
            return None
        sprite = self.peeked[0]
        return sprite.pile, sprite.index
