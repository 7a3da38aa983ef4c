"""The mouse on the table: presses, drags and drops, told apart and handed to the scene.

A press on a pile goes to the scene's `click` hook first (the stock deals, a held
selection is put down, a double-click plays; a game's scene may do more); when it did
nothing, moving far enough lifts the cards pressed (any cards the rules let a player
lift, even with nowhere to go) and the scene's `drag_targets` glow. Letting go hands the
cards, the pile under them and those targets to the scene's `drop` hook. A plain click
on a card in click-to-move picks it up (`pick`). A press during an animation first
finishes it, then acts: input is never lost; a press or a key first puts away the message
showing (it may lie over cards). A press on the status bar asks the solver's verdict
(`advisor.ask_winnable`). Keys: `keys`; a game pad's own buttons: `pad_play`.

Hit tests follow what is drawn: a press lands on the card drawn on top under the pointer,
and a drop on the target drawn there, else on the target whose visible part the held
cards cover most.
"""

import pygame

from game.engine.input import DoubleClickDetector
from game.scenes.table.pad_play import pad_action
from game.scenes.common import commands

DRAG_THRESHOLD = 5
COVER_SAMPLES = 6          # a 6 x 6 grid over a held card measures what it covers


class TableInput:
    """Needs of the scene: `geometry`, `cards`, `draw_order`, `toolbar`, `bar_h`,
    `status_rect`, `advisor`, `toast`, `command`, the hooks `click`/`pick`/
    `drag_targets`/`drop`, `rules.lift_refusal`, `refuse`, `ui`, `pile_size`, `sync`,
    and `timeline`/`motion` to finish animations."""

    def __init__(self, scene):
        self.scene = scene
        self.press = None          # (pile, index, start_pos) of a possible drag
        self.dragging = False
        self.dragged = []          # sprites following the pointer
        self.grab = []             # their offsets from the pointer, taken at the press
        self.targets = []          # where the dragged cards may go
        self.double = DoubleClickDetector(scene.app.clock)

    # ----- hit testing ------------------------------------------------------------------
    def hit(self, pos, order=None):
        """(pile, index) drawn on top at pos: a card's slot, or (pile, None) for an empty
        pile. `order` is the draw order to search (default: every card)."""
        scene = self.scene
        geometry = scene.geometry
        sprite = scene.cards.top_at(scene.draw_order() if order is None else order,
                                    pos[0], pos[1], geometry.card_w, geometry.card_h)
        if sprite is not None:
            return sprite.pile, sprite.index
        for name in reversed(geometry.visible_piles()):     # later outlines lie on top
            if geometry.slot(name).contains(*pos):
                return name, None
        return None, None

    # ----- events -----------------------------------------------------------------------
    def handle_event(self, event) -> None:
        scene = self.scene
        if getattr(event, "pad", None) and pad_action(scene, event.pad):
            return                      # a game pad's button that is no key here
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and \
                scene.toast.active(scene.app.clock.now):
            scene.toast.hide()          # the message showing goes (it may lie over cards)
            scene.dirty = True
        if event.type == pygame.MOUSEBUTTONDOWN:
            scene.ui.set_focus(visible=False)       # the mouse is in use: no focus frame
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                          pygame.MOUSEMOTION) and not self.dragging:
            toolbar = scene.toolbar
            looks = (toolbar.looks(), toolbar.list_look())
            had_list = toolbar.list_open
            action = toolbar.handle_event(event)    # presses, hover, tooltips, its list
            if (toolbar.looks(), toolbar.list_look()) != looks:
                scene.dirty = True
            if action:
                self.cancel()
                scene.command(commands.by_id(action))
                return
            if event.type != pygame.MOUSEMOTION and (event.pos[1] < scene.bar_h or had_list):
                return          # on the toolbar, or a press that closed its list
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse_down(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.cancel()
        elif event.type == pygame.MOUSEMOTION:
            self.mouse_move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse_up(event.pos)
        elif event.type == pygame.KEYDOWN:
            scene.keyboard.handle_key(event)

    def mouse_down(self, pos) -> None:
        scene = self.scene
        if self.dragging:          # a release we never saw: put those cards back first
            self.cancel()
        if scene.timeline.busy:           # finish the animation at once, then act
            scene.motion.finish()
        if scene.status_rect.collidepoint(pos):
            self.cancel()
            scene.advisor.ask_winnable()    # "winnable?": the status bar says
            return
        pile, index = self.hit(pos)
        double = self.double.click(pos)
        if pile is None:
            self.cancel()
            return
        if not scene.click(pile, index, double) and index is not None:
            self.press = (pile, index, pos)

    def mouse_move(self, pos) -> None:
        if self.press is not None and not self.dragging:
            start = self.press[2]
            if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) >= DRAG_THRESHOLD:
                self.begin_drag()
        if self.dragging:
            for sprite, (dx, dy) in zip(self.dragged, self.grab):
                sprite.x, sprite.y = pos[0] - dx, pos[1] - dy
            self.scene.dirty = True             # the held cards moved

    def begin_drag(self) -> None:
        scene = self.scene
        pile, index, start = self.press
        count = scene.pile_size(pile) - index
        reason = scene.rules.lift_refusal(scene.state, pile, count)
        if reason is not None:       # never lifted (a card with nowhere to go is lifted)
            self.press = None
            scene.refuse(reason)
            return
        targets = scene.drag_targets(pile, count)
        self.dragging = True
        self.dragged = scene.cards.pile(pile)[index:]
        for sprite in self.dragged:
            if sprite.tween is not None:
                sprite.tween.finish()
            sprite.lift = 2
        # held where they were grabbed, not where the first motion reached
        self.grab = [(start[0] - s.x, start[1] - s.y) for s in self.dragged]
        self.targets = list(targets)
        scene.app.play_sound("pickup")
        scene.ui.show_targets(targets)

    def mouse_up(self, pos) -> None:
        scene = self.scene
        if not self.dragging:
            if self.press is not None and scene.app.settings.click_to_move:
                pile, index, _ = self.press
                scene.pick(pile, scene.pile_size(pile) - index)
            self.press = None
            return
        pile = self.press[0]
        count, targets = len(self.dragged), self.targets
        dst = self.drop_pile(pile, targets, pos)
        self.end_drag()
        scene.drop(pile, count, dst, targets)

    # ----- where a drop lands -----------------------------------------------------------
    def drop_pile(self, src: str, targets, pos):
        """The pile the dragged cards were dropped on: the one drawn on top under the
        pointer when it is a target; else the target whose visible part the held cards
        cover most; else the pile under the pointer (so a refusal can say why)."""
        held = {id(sprite) for sprite in self.dragged}
        order = [s for s in self.scene.draw_order() if id(s) not in held]
        under, _ = self.hit(pos, order)
        if under in targets:
            return under
        covered = self.covered_targets(targets, order)
        if covered:
            return max(covered, key=covered.get)
        return under if under != src else None

    def covered_targets(self, targets, order) -> dict:
        """Target -> how many of a grid of points over the bottom held card fall on it,
        each point credited to the pile drawn on top there (covered parts count nothing)."""
        geometry = self.scene.geometry
        bottom = self.dragged[0]
        covered = {}
        for i in range(COVER_SAMPLES):
            for j in range(COVER_SAMPLES):
                point = (bottom.x + (i + 0.5) * geometry.card_w / COVER_SAMPLES,
                         bottom.y + (j + 0.5) * geometry.card_h / COVER_SAMPLES)
                pile, _ = self.hit(point, order)
                if pile in targets:
                    covered[pile] = covered.get(pile, 0) + 1
        return covered

    # ----- letting go -------------------------------------------------------------------
    def end_drag(self) -> None:
        for sprite in self.dragged:       # the sync that follows lays them in place
            sprite.lift = 0
        self.dragging = False
        self.dragged = []
        self.grab = []
        self.targets = []
        self.press = None
        self.scene.ui.clear_highlights()

    def cancel_drag(self) -> None:
        """End a drag or a press (the cards go back to their slots); a click-to-move or
        keyboard pick and the marked piles stay."""
        was_dragging = self.dragging
        if self.dragging:
            self.end_drag()
        self.press = None
        if was_dragging:
            self.scene.sync()

    def cancel(self) -> None:
        """Drop any selection, marks or drag, putting cards back."""
        self.cancel_drag()
        self.scene.ui.clear()

    def position_changed(self) -> None:
        """The table's sync path and new deals call this before laying cards out. A drag
        or a press never outlives it (the layout puts their cards back); a pick and the
        marks are dropped when the position is not the one they were made in."""
        if self.dragging or self.press is not None:
            self.end_drag()
        scene = self.scene
        scene.ui.position_changed(scene.session, scene.state)
