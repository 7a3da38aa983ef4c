"""The mouse on the table: presses, drags and drops, told apart and handed to the hooks.

A press on a pile goes to the hooks' `click` first (the stock deals, a held selection is
put down, a double-click plays; a game's hooks may do more); when it did nothing, moving
far enough lifts the cards pressed (any cards the rules let a player lift, even with
nowhere to go) and the hooks' `drag_targets` glow. Letting go hands the cards, the pile
under them and those targets to the hooks' `drop`. A plain click on a card in
click-to-move picks it up (`pick`). A press during an animation first finishes it, then
acts: input is never lost; a press or a key first puts away the message showing (it may
lie over cards). A press on the status bar asks the solver's verdict
(`advisor.ask_winnable`). Keys: `keys`; Tab and Shift+Tab step the focus as a pad's
triggers do (between the piles a move can use, or where what is held can go); a game
pad's own buttons: `pad_play`.

Hit tests follow what is drawn (the board's `hit`): a press lands on the card drawn on
top under the pointer, and a drop on the target drawn there, else on the target whose
visible part the held cards cover most.

TableInput is given what it uses, never the table: the board (layout, draw order, hit
test), the bars, the UI state, the voice, the drag it shares with the table's play, the
hooks, the play (a weak proxy: commands and letting go), the keyboard, the motion, the
advisor and the pad's buttons.
"""

import pygame

from game.engine.input import DoubleClickDetector
from game.scenes.common import commands

DRAG_THRESHOLD = 5
COVER_SAMPLES = 6          # a 6 x 6 grid over a held card measures what it covers


class Drag:
    """The mouse's hold on cards: a press that may become a drag, and the drag."""

    def __init__(self, ui):
        self.ui = ui
        self.press = None          # (pile, index, start_pos) of a possible drag
        self.dragging = False
        self.dragged = []          # sprites following the pointer
        self.grab = []             # their offsets from the pointer, taken at the press
        self.targets = []          # where the dragged cards may go

    def end(self) -> None:
        for sprite in self.dragged:       # the sync that follows lays them in place
            sprite.lift = 0
        self.dragging = False
        self.dragged = []
        self.grab = []
        self.targets = []
        self.press = None
        self.ui.clear_highlights()


class TableInput:
    def __init__(self, *, app, board, bars, ui, voice, drag, hooks, play, keyboard, motion,
                 advisor, pad):
        self.app = app
        self.board = board
        self.bars = bars
        self.ui = ui
        self.voice = voice
        self.drag = drag
        self.hooks = hooks
        self.play = play
        self.keyboard = keyboard
        self.motion = motion
        self.advisor = advisor
        self.pad = pad
        self.double = DoubleClickDetector(app.clock)

    @property
    def dragging(self) -> bool:
        return self.drag.dragging

    # ----- events -----------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if getattr(event, "pad", None) and self.pad.action(event.pad):
            return                      # a game pad's button that is no key here
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.voice.hush()           # the message showing goes (it may lie over cards)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.ui.set_focus(visible=False)        # the mouse is in use: no focus frame
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                          pygame.MOUSEMOTION) and not self.drag.dragging and \
                self.toolbar_event(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse_down(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.play.cancel()
        elif event.type == pygame.MOUSEMOTION:
            self.mouse_move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse_up(event.pos)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_TAB \
                and not self.bars.toolbar.list_open:
            self.motion.hurry()           # finish the animation at once, then step
            self.pad.step_target(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif event.type == pygame.KEYDOWN:
            self.keyboard.handle_key(event)

    def toolbar_event(self, event) -> bool:
        """The toolbar's look of a mouse event (presses, hover, tooltips, its list) and
        the command a click there runs; True when the event was the toolbar's (a press
        or release on it, or a press that closed its list)."""
        toolbar = self.bars.toolbar
        looks = (toolbar.looks(), toolbar.list_look())
        had_list = toolbar.list_open
        action = toolbar.handle_event(event)
        if (toolbar.looks(), toolbar.list_look()) != looks:
            self.ui.touch()
        if action:
            self.play.cancel()
            self.play.command(commands.by_id(action))
            return True
        return event.type != pygame.MOUSEMOTION and (event.pos[1] < self.bars.bar_h
                                                     or had_list)

    def mouse_down(self, pos) -> None:
        if self.drag.dragging:     # a release we never saw: put those cards back first
            self.play.cancel()
        self.motion.hurry()               # finish the animation at once, then act
        if self.bars.status_rect.collidepoint(pos):
            self.play.cancel()
            self.advisor.ask_winnable()     # "winnable?": the status bar says
            return
        pile, index = self.board.hit(pos)
        double = self.double.click(pos)
        if pile is None:
            self.play.cancel()
            return
        if not self.hooks.click(pile, index, double) and index is not None:
            self.drag.press = (pile, index, pos)

    def mouse_move(self, pos) -> None:
        drag = self.drag
        if drag.press is not None and not drag.dragging:
            start = drag.press[2]
            if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) >= DRAG_THRESHOLD:
                self.begin_drag()
        if drag.dragging:
            for sprite, (dx, dy) in zip(drag.dragged, drag.grab):
                sprite.x, sprite.y = pos[0] - dx, pos[1] - dy
            self.ui.touch()                     # the held cards moved

    def begin_drag(self) -> None:
        board, drag = self.board, self.drag
        pile, index, start = drag.press
        count = board.pile_size(pile) - index
        reason = board.rules.lift_refusal(board.state, pile, count)
        if reason is not None:       # never lifted (a card with nowhere to go is lifted)
            drag.press = None
            self.voice.refuse(reason)
            return
        targets = self.hooks.drag_targets(pile, count)
        drag.dragging = True
        drag.dragged = board.cards.pile(pile)[index:]
        for sprite in drag.dragged:
            if sprite.tween is not None:
                sprite.tween.finish()
            sprite.lift = 2
        # held where they were grabbed, not where the first motion reached
        drag.grab = [(start[0] - s.x, start[1] - s.y) for s in drag.dragged]
        drag.targets = list(targets)
        self.app.play_sound("pickup")
        self.ui.show_targets(targets)

    def mouse_up(self, pos) -> None:
        drag = self.drag
        if not drag.dragging:
            if drag.press is not None and self.app.settings.click_to_move:
                pile, index, _ = drag.press
                self.hooks.pick(pile, self.board.pile_size(pile) - index)
            drag.press = None
            return
        pile = drag.press[0]
        count, targets = len(drag.dragged), drag.targets
        dst = self.drop_pile(pile, targets, pos)
        drag.end()
        self.hooks.drop(pile, count, dst, targets)

    # ----- where a drop lands -----------------------------------------------------------
    def drop_pile(self, src: str, targets, pos):
        """The pile the dragged cards were dropped on: the one drawn on top under the
        pointer when it is a target; else the target whose visible part the held cards
        cover most; else the pile under the pointer (so a refusal can say why)."""
        held = {id(sprite) for sprite in self.drag.dragged}
        order = [s for s in self.board.draw_order() if id(s) not in held]
        under, _ = self.board.hit(pos, order)
        if under in targets:
            return under
        covered = self.covered_targets(targets, order)
        if covered:
            return max(covered, key=covered.get)
        return under if under != src else None

    def covered_targets(self, targets, order) -> dict:
        """Target -> how many of a grid of points over the bottom held card fall on it,
        each point credited to the pile drawn on top there (covered parts count nothing)."""
        geometry = self.board.geometry
        bottom = self.drag.dragged[0]
        covered = {}
        for i in range(COVER_SAMPLES):
            for j in range(COVER_SAMPLES):
                point = (bottom.x + (i + 0.5) * geometry.card_w / COVER_SAMPLES,
                         bottom.y + (j + 0.5) * geometry.card_h / COVER_SAMPLES)
                pile, _ = self.board.hit(point, order)
                if pile in targets:
                    covered[pile] = covered.get(pile, 0) + 1
        return covered
