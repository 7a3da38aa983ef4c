"""Mouse and keyboard play on the table: drag and drop, clicks, double-clicks, shortcuts.

Single-click meanings follow Aisleriot: the stock deals on every click; in Wall a click on
a target attacks it with the grouped waste cards (or the whole waste). A double-click acts
on the pile's top card through the rules' `double_click`. A click during an animation
first finishes it, then acts: input is never lost. Any cards the rules let a player lift
are lifted, even with nowhere to go; a refused drop snaps back and says why (the rules'
reason). A drop lands on the card drawn on top under the pointer. Keys: `table_keys`.
"""

import pygame

from game.engine.input import DoubleClickDetector
from game.rules.notation import format_move
from game.scenes.table.keys import KeyboardFocus, on_key
from game.session import describe_refusal

DRAG_THRESHOLD = 5
COVER_SAMPLES = 6          # a 6 x 6 grid over a held card measures what it covers


class TableInput:
    def __init__(self, scene):
        self.scene = scene
        self.press = None          # (pile, index, start_pos) of a possible drag
        self.dragging = False
        self.dragged = []          # sprites following the pointer
        self.grab = []             # their offsets from the pointer, taken at the press
        self.targets = []          # where the dragged cards may go
        self.position = None       # (session, state) the selection and group belong to
        self.selection = None      # click-to-move: (pile, count)
        self.group = []            # Wall: waste piles grouped for one attack
        self.double = DoubleClickDetector(scene.app.clock)
        self.focus = KeyboardFocus(scene)

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

    def kind(self, pile: str) -> str:
        return self.scene.geometry.layout.piles[pile].kind

    def pile_size(self, pile: str) -> int:
        scene = self.scene
        return len(scene.state.piles[scene.rules.index[pile]])

    # ----- events -----------------------------------------------------------------------
    def handle_event(self, event) -> None:
        scene = self.scene
        if event.type == pygame.MOUSEBUTTONDOWN and self.focus.visible:
            self.focus.visible = False              # the mouse is in use: no focus frame
            scene.dirty = True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and not self.dragging:
            action = scene.toolbar.handle_event(event)
            if action:
                self.cancel()
                scene.command(action)
                return
            if event.pos[1] < scene.bar_h:
                return
        if event.type == pygame.MOUSEMOTION and not self.dragging:
            was = scene.toolbar.button_at(event.pos) is not None or \
                any(b.hovered for b in scene.toolbar.buttons)
            scene.toolbar.handle_event(event)       # hover and tooltips
            if was:
                scene.dirty = True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse_down(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.cancel()
        elif event.type == pygame.MOUSEMOTION:
            self.mouse_move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse_up(event.pos)
        elif event.type == pygame.KEYDOWN:
            on_key(self, event)

    def mouse_down(self, pos) -> None:
        scene = self.scene
        if self.dragging:          # a release we never saw: put those cards back first
            self.cancel()
        if scene.timeline.busy:           # finish the animation at once, then act
            scene.motion.finish()
        pile, index = self.hit(pos)
        double = self.double.click(pos)
        if pile is None:
            self.cancel()
            return
        rules = scene.rules
        if self.kind(pile) == "stock":
            self.cancel()
            scene.act(["deal"])
            return
        if rules.attacks and self.kind(pile) != "waste":
            self.attack(pile, double)
            return
        if self.selection is not None and self.put_down(pile):
            return
        if double:
            moves = rules.double_click(scene.state, pile)
            if moves:
                self.cancel()
                scene.act(moves)
            else:
                reason = self.double_click_refusal(pile)
                if reason:
                    scene.refuse(reason)
            return
        if index is not None:
            self.press = (pile, index, pos)

    def double_click_refusal(self, pile: str):
        """Why a double-click on `pile` did nothing, or None: the top card cannot be
        picked up or has nowhere to go; on a foundation (Forty Thieves' autoplay), that no
        card can go to a foundation. None when the card can move (by a drag)."""
        scene = self.scene
        rules, state = scene.rules, scene.state
        if self.kind(pile) == "foundation" and rules.lift_refusal(state, pile, 1):
            homeward = any(self.kind(rules.parse(move)[3]) == "foundation"
                           for move in rules.legal_moves(state)
                           if rules.parse(move)[0] == "move")
            return None if homeward else "No card can go to a foundation now"
        if not rules.pile(state, pile):
            return None
        return rules.pick_refusal(state, pile, 1)

    def pick(self, pile: str, count: int) -> None:
        """Click-to-move and keyboard: hold the top `count` cards of `pile`. Any cards the
        game lets a player lift are held, even with nowhere to go (putting them down then
        says why); others are refused at once with the reason."""
        scene = self.scene
        reason = scene.rules.lift_refusal(scene.state, pile, count)
        if reason is not None:
            scene.refuse(reason)
            return
        self.selection = (pile, count)
        scene.highlights = [pile] + scene.rules.drop_targets(scene.state, pile, count)
        scene.app.play_sound("pickup")
        scene.dirty = True

    def put_down(self, pile: str) -> bool:
        """Click-to-move and keyboard: put the held cards on `pile` (True if a move was
        tried); the same pile just drops them."""
        src, count = self.selection
        self.selection = None
        self.scene.highlights = []
        self.scene.dirty = True
        if src == pile:
            return False
        self.scene.act([format_move(src, count, pile)])
        return True

    def attack(self, target: str, double: bool) -> None:
        """Wall: a click attacks with the group (or all the waste); a double-click deals."""
        scene = self.scene
        rules = scene.rules
        if double:
            moves = rules.double_click(scene.state, target)
            self.group = []
            if moves:
                scene.act(moves)
            return
        move = rules.attack_move(scene.state, target, self.group or None)
        self.group = []
        if move is None:
            scene.say("No waste cards to attack with: click the stock to deal")
        else:
            scene.act([move])

    def mouse_move(self, pos) -> None:
        if self.press is not None and not self.dragging:
            start = self.press[2]
            if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) >= DRAG_THRESHOLD:
                self.begin_drag(pos)
        if self.dragging:
            for sprite, (dx, dy) in zip(self.dragged, self.grab):
                sprite.x, sprite.y = pos[0] - dx, pos[1] - dy
            self.scene.dirty = True

    def begin_drag(self, pos) -> None:
        scene = self.scene
        pile, index, _ = self.press
        count = self.pile_size(pile) - index
        reason = scene.rules.lift_refusal(scene.state, pile, count)
        if reason is not None:       # never lifted (a card with nowhere to go is lifted)
            self.press = None
            scene.refuse(reason)
            return
        if scene.rules.attacks:
            targets = self.wall_targets(pile)
        else:
            targets = scene.rules.drop_targets(scene.state, pile, count)
        self.dragging = True
        self.dragged = scene.cards.pile(pile)[index:]
        for sprite in self.dragged:
            if sprite.tween is not None:
                sprite.tween.finish()
            sprite.lift = 2
        start = self.press[2]         # held where they were grabbed, not at the first motion
        self.grab = [(start[0] - s.x, start[1] - s.y) for s in self.dragged]
        self.targets = list(targets)
        scene.app.play_sound("pickup")
        scene.hint_text = ""
        scene.highlights = list(targets)
        scene.dirty = True

    def wall_targets(self, pile: str):
        scene = self.scene
        rules = scene.rules
        wastes = sorted(set(self.group) | {pile})
        found = [w for w in ("waste1", "waste2", "waste3")
                 if w != pile and self.pile_size(w)]
        for target in rules.exposed_targets(scene.state):
            if rules.can_attack(scene.state, target, wastes):
                found.append(target)
        return found

    def mouse_up(self, pos) -> None:
        scene = self.scene
        if not self.dragging:
            if self.press is not None and scene.click_to_move:
                pile, index, _ = self.press
                self.pick(pile, self.pile_size(pile) - index)
            self.press = None
            return
        pile, index, _ = self.press
        count = len(self.dragged)
        targets = self.targets
        dst = self.drop_pile(pile, targets, pos)
        self.end_drag()
        if scene.rules.attacks:
            self.wall_drop(pile, dst)
            return
        if dst is not None and dst in targets:
            scene.act([format_move(pile, count, dst)])
            return
        if dst is not None:
            legal, reason = describe_refusal(scene.rules, scene.state,
                                             format_move(pile, count, dst))
            if not legal:
                scene.refuse(reason)
        elif not targets:                 # lifted with nowhere to go, put down on felt
            scene.refuse(scene.rules.pick_refusal(scene.state, pile, count))
        scene.sync()   # snap back

    def wall_drop(self, pile: str, dst) -> None:
        scene = self.scene
        if dst is None:
            scene.sync()
            return
        if self.kind(dst) == "waste":
            self.group = sorted(set(self.group) | {pile, dst})
            scene.say("Grouped for one attack: click or drop on a target")
            scene.sync()
            return
        wastes = sorted(set(self.group) | {pile})
        self.group = []
        move = scene.rules.attack_move(scene.state, dst, wastes)
        if move is not None and scene.act([move]):
            return
        scene.sync()

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

    def end_drag(self) -> None:
        for sprite in self.dragged:
            sprite.lift = 0
        self.dragging = False
        self.dragged = []
        self.grab = []
        self.targets = []
        self.press = None
        self.scene.highlights = []
        self.scene.dirty = True

    def cancel_drag(self) -> None:
        """End a drag or a press (the cards go back to their slots); a click-to-move or
        keyboard pick and Wall's group stay."""
        was_dragging = self.dragging
        if self.dragging:
            self.end_drag()
        self.press = None
        if was_dragging:
            self.scene.sync()

    def cancel(self) -> None:
        """Drop any selection, group or drag, putting cards back."""
        self.cancel_drag()
        self.selection = None
        self.group = []
        self.scene.highlights = []
        self.scene.dirty = True

    def position_changed(self) -> None:
        """The table's sync path and new deals call this before laying cards out. A drag
        or a press never outlives it (the layout puts their cards back); a pick and Wall's
        group are dropped when the position is not the one they were made in."""
        if self.dragging or self.press is not None:
            self.end_drag()
        scene = self.scene
        if self.position is None or self.position[0] is not scene.session \
                or self.position[1] is not scene.state:
            self.selection = None
            self.group = []
        self.position = (scene.session, scene.state)

    # ----- drawing ----------------------------------------------------------------------
    def draw(self, surface) -> None:
        """Mark the click-to-move selection and Wall's grouped waste cards."""
        scene = self.scene
        self.focus.draw(surface)
        marked = list(self.group)
        if self.selection is not None:
            marked.append(self.selection[0])
        if not marked:
            return
        glow = scene.faces.highlight()
        for name in marked:
            count = self.pile_size(name)
            x, y = scene.geometry.card_positions(name, max(1, count))[-1]
            surface.blit(glow, (round(x), round(y)))
