"""Playing with the keyboard alone: a visible focus moved with the arrow keys, and the
table's shortcuts (`on_key`: Ctrl+Z undo, H hint, D deal, Esc ...).

Left/Right go to the nearest pile that way; Up/Down walk the cards of a fanned pile that
can be picked up, then on to the nearest pile above or below. Space or Enter acts on the
focus the way a click would: on the stock it deals, on a card it picks up the cards from
there down (then Space/Enter on another pile puts them down), and in Wall it groups a
waste card or attacks a target. Escape drops what is held.

The focus frame shows only while the keyboard is in use (a mouse press hides it) and only
when the table is on top and not won; it is drawn in black and white dashes, unlike the
yellow and blue glows of drop targets and hints. In Wall it visits only what a player can
act on: exposed targets, the stock and the waste.
"""

import pygame

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
          pygame.K_DOWN: (0, 1)}
CTRL_SHORTCUTS = {pygame.K_y: "redo", pygame.K_n: "new", pygame.K_r: "restart"}
SHORTCUTS = {pygame.K_h: "hint", pygame.K_g: "number", pygame.K_F1: "help", pygame.K_k: "keys",
             pygame.K_QUESTION: "keys", pygame.K_w: "winnable", pygame.K_m: "mute",
             pygame.K_a: "speed"}
FOCUS_INK = ((255, 255, 255), (24, 24, 24))    # alternate dashes: no glow has these
FOCUS_WIDTH = 3


def draw_focus_frame(surface, rect, dash: int) -> None:
    """A frame of `FOCUS_WIDTH` pixels along the inside of `rect`, in dashes of
    alternating ink."""
    w = FOCUS_WIDTH
    edges = (pygame.Rect(rect.left, rect.top, rect.width, w),
             pygame.Rect(rect.left, rect.bottom - w, rect.width, w),
             pygame.Rect(rect.left, rect.top + w, w, rect.height - 2 * w),
             pygame.Rect(rect.right - w, rect.top + w, w, rect.height - 2 * w))
    for edge in edges:
        along = edge.width >= edge.height
        length = edge.width if along else edge.height
        for n, start in enumerate(range(0, length, dash)):
            size = min(dash, length - start)
            part = pygame.Rect(edge.left + start, edge.top, size, w) if along else \
                pygame.Rect(edge.left, edge.top + start, w, size)
            surface.fill(FOCUS_INK[n % 2], part)


class KeyboardFocus:
    def __init__(self, scene):
        self.scene = scene
        self.pile = None
        self.index = None
        self.visible = False

    # ----- where the focus is -------------------------------------------------------
    def piles(self):
        """The piles the focus may visit (in Wall, not the covered cards)."""
        scene = self.scene
        geometry = scene.geometry
        names = list(geometry.visible_piles())
        if scene.rules.attacks:
            exposed = set(scene.rules.exposed_targets(scene.state))
            names = [n for n in names if n in exposed
                     or geometry.layout.piles[n].kind in ("stock", "waste")]
        return names

    def size(self, pile) -> int:
        scene = self.scene
        return len(scene.state.piles[scene.rules.index[pile]])

    def centre(self, pile, index=None):
        geometry = self.scene.geometry
        count = self.size(pile)
        positions = geometry.card_positions(pile, max(1, count))
        if index is None or index >= len(positions):
            index = len(positions) - 1
        x, y = positions[index]
        return x + geometry.card_w / 2, y + geometry.card_h / 2

    def ensure(self) -> None:
        """Put the focus somewhere sensible when it has none (the first pile) or its pile
        can no longer be visited (the nearest one that can)."""
        piles = self.piles()
        if self.pile not in piles:
            if self.pile in self.scene.geometry.layout.piles:
                x, y = self.centre(self.pile)
                self.pile = min(piles, key=lambda p: (self.centre(p)[0] - x) ** 2
                                + (self.centre(p)[1] - y) ** 2)
            else:
                self.pile = piles[0]
        count = self.size(self.pile)
        self.index = None if count == 0 else min(self.index if self.index is not None
                                                 else count - 1, count - 1)

    def lowest_liftable(self, pile) -> int:
        """The deepest card of `pile` that can be picked up with the cards on it."""
        scene = self.scene
        count = self.size(pile)
        lowest = count - 1
        for n in range(2, count + 1):
            if scene.rules.lift_refusal(scene.state, pile, n) is None:
                lowest = count - n
        return lowest

    # ----- moving it ------------------------------------------------------------------
    def move(self, dx: int, dy: int) -> None:
        self.ensure()
        self.visible = True
        if dy and self.index is not None and self.scene.geometry.layout.piles[self.pile].fan_y:
            target = self.index + dy
            if self.lowest_liftable(self.pile) <= target < self.size(self.pile):
                self.index = target
                self.scene.dirty = True
                return
        here = self.centre(self.pile, self.index)
        best, best_score = None, None
        for pile in self.piles():
            if pile == self.pile:
                continue
            x, y = self.centre(pile, None if dy >= 0 else 0)
            ahead = (x - here[0]) * dx + (y - here[1]) * dy
            if ahead <= 1:
                continue
            aside = abs((x - here[0]) * dy) + abs((y - here[1]) * dx)
            score = ahead + 2.5 * aside
            if best_score is None or score < best_score:
                best, best_score = pile, score
        if best is not None:
            self.pile = best
            count = self.size(best)
            self.index = None if count == 0 else count - 1
        self.scene.dirty = True

    # ----- acting on it ---------------------------------------------------------------
    def activate(self) -> None:
        self.ensure()
        self.visible = True
        scene = self.scene
        controls = scene.input
        rules = scene.rules
        pile = self.pile
        kind = scene.geometry.layout.piles[pile].kind
        if controls.selection is not None:
            controls.put_down(pile)
            return
        if kind == "stock":
            scene.act(["deal"])
            return
        if rules.attacks:
            if kind == "waste":
                if self.size(pile):
                    group = set(controls.group)
                    group ^= {pile}
                    controls.group = sorted(group)
                    scene.dirty = True
            else:
                controls.attack(pile, double=False)
            return
        if self.index is None:
            return
        controls.pick(pile, self.size(pile) - self.index)

    def draw(self, surface) -> None:
        scene = self.scene
        if not self.visible or scene.app.manager.top is not scene or scene.session.won:
            return
        self.ensure()
        geometry = scene.geometry
        positions = geometry.card_positions(self.pile, max(1, self.size(self.pile)))
        x, y = positions[self.index if self.index is not None else 0]
        last_x, last_y = positions[-1] if self.index is not None else (x, y)
        rect = pygame.Rect(round(x) - 3, round(y) - 3, geometry.card_w + 6,
                           round(last_y - y) + geometry.card_h + 6)
        if last_x != x:
            rect.width = round(last_x - x) + geometry.card_w + 6
        draw_focus_frame(surface, rect, dash=max(4, geometry.card_w // 8))


def on_key(controls, event) -> None:
    """A key pressed on the table: arrows and Space/Enter move and use the focus; the
    rest are the toolbar's shortcuts."""
    scene = controls.scene
    ctrl = event.mod & pygame.KMOD_CTRL
    shift = event.mod & pygame.KMOD_SHIFT
    key = event.key
    if scene.timeline.busy:           # finish the animation at once, then act
        scene.motion.finish()
    command = (CTRL_SHORTCUTS.get(key) if ctrl else None) or SHORTCUTS.get(key)
    if key in ARROWS and not ctrl:
        controls.focus.move(*ARROWS[key])
    elif key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and not ctrl:
        controls.focus.activate()
    elif ctrl and key == pygame.K_z:
        scene.command("redo" if shift else "undo")
    elif command is not None or (key == pygame.K_SLASH and shift):
        scene.command(command or "keys")
    elif key == pygame.K_d and "stock" in scene.rules.index:
        scene.act(["deal"])
    elif key == pygame.K_ESCAPE:
        if controls.selection or controls.group or controls.dragging:
            controls.cancel()
        else:
            scene.command("menu")
