"""Drawing the table fast: a cached static layer plus whatever moves.

The felt, the pile outlines, the toolbar, the status bar and every card at rest are drawn
once into a display-format layer, keyed by what they show; a frame then costs one opaque
blit plus the cards in flight, the glows, the keyboard focus and the toast (placed where
it hides no card). The layer is rebuilt only when its key changes (a card lands, a
button's look or the redeal mark changes, the status text or the clock's second changes).

What it needs of the scene: `faces`, `toolbar`, `draw_order`, `cards`, `geometry`,
`background`, `status_bar`/`status_rect`/`bar_h`, `toast`, `ui` (what glows), `keyboard`
(the focus frame), `motion.ghosts`, `session`, `state`, `rules` (title, status, redeal)
and `advisor.status_text`.
"""

import pygame

from game.engine.clock import clock_text
from game.scenes.table import commands


class TablePainter:
    def __init__(self, scene):
        self.scene = scene
        self.layer = None
        self.key = None

    def invalidate(self) -> None:
        self.key = None

    def status_texts(self):
        scene = self.scene
        elapsed = clock_text(scene.session.elapsed(scene.app.clock.now))
        status = scene.rules.status(scene.state)
        verdict = scene.advisor.status_text()
        return (f"{scene.rules.title}   Game #{scene.session.seed}",
                f"{status}   ·   {verdict}" if status and verdict else status or verdict,
                f"Score {scene.state.score}   {elapsed}")

    def draw(self, surface) -> None:
        scene = self.scene
        faces = scene.faces
        toolbar = scene.toolbar
        commands.show_state(toolbar, scene)
        order = scene.draw_order()
        resting = [s for s in order if not s.lift and s.tween is None and s.flip is None]
        moving = [s for s in order if s.lift or s.tween is not None or s.flip is not None]
        back = faces.back()
        frame = (surface.get_size(), faces, scene.background, self.status_texts(),
                 tuple(b.look() for b in toolbar.buttons),
                 scene.rules.can_redeal(scene.state))
        cards = [(id(s), round(s.x), round(s.y), s.face_up) for s in resting]
        if self.layer is None or self.key is None or frame != self.key[0] \
                or not self.add_landed(resting, cards, back):
            self.rebuild(surface, resting, back, frame)
        self.key = (frame, cards)
        surface.blit(self.layer, (0, 0))
        surface.blits([self.image(s, back) for s in moving], doreturn=False)
        ghosts = scene.motion.ghosts
        if ghosts:
            surface.blits([(faces.face(g.card), (round(g.x), round(g.y)))
                           for g in ghosts if g.visible], doreturn=False)
        ui = scene.ui
        self.draw_glows(surface, ui.highlights)
        scene.keyboard.draw(surface)
        held = [ui.selection[0]] if ui.selection is not None else []
        self.draw_glows(surface, ui.marked + held)
        now = scene.app.clock.now
        if scene.toast.active(now):
            self.draw_toast(surface, now)

    def draw_toast(self, surface, now) -> None:
        """The toast where it hides no card and no pile: just above the status bar over
        empty felt (centred, else at the left or right), else over the status bar, whose
        text is all it hides then."""
        scene = self.scene
        toast, status = scene.toast, scene.status_rect
        width, height = surface.get_size()
        size, max_width = toast.text_size(height), round(width * 0.6)
        w, h = toast.box_size(size, max_width)
        gap = max(4, status.h // 4)
        taken = self.taken()
        for left in ((width - w) // 2, gap, width - gap - w):
            box = pygame.Rect(left, status.top - gap - h, w, h)
            if box.top >= scene.bar_h + gap and box.collidelist(taken) < 0:
                toast.draw(surface, now, box.center, size, max_width)
                return
        size, max_width = max(8, round(status.h * 0.5)), width - 2 * gap
        h = toast.box_size(size, max_width)[1]
        toast.draw(surface, now, (width // 2, height - max(h, status.h) // 2), size,
                   max_width)

    def taken(self):
        """Where the piles lie, each with every card it holds (or its empty slot)."""
        scene = self.scene
        geometry, piles, index = scene.geometry, scene.state.piles, scene.rules.index
        boxes = (geometry.pile_box(name, len(piles[index[name]]))
                 for name in geometry.visible_piles())
        return [pygame.Rect(*(round(v) for v in box)) for box in boxes]

    def image(self, sprite, back):
        """(surface, position) of a sprite, narrowed while it turns over."""
        faces = self.scene.faces
        position = (round(sprite.x), round(sprite.y))
        if sprite.flip is None:
            return (faces.face(sprite.card) if sprite.face_up else back), position
        showing_new = sprite.flip >= 0.5
        up = sprite.face_up if showing_new else not sprite.face_up
        image = faces.face(sprite.card) if up else back
        width = max(1, round(image.get_width() * abs(1.0 - 2.0 * sprite.flip)))
        image = pygame.transform.scale(image, (width, image.get_height()))
        return image, (position[0] + (faces.size[0] - width) // 2, position[1])

    def add_landed(self, resting, cards, back) -> bool:
        """Blit cards that came to rest onto the layer, when that is all that changed and
        nothing resting lies above them; False when the layer must be rebuilt."""
        old = self.key[1]
        if cards == old:
            return True
        old_set = set(old)
        if len(old_set) > len(cards) or not old_set.issubset(cards):
            return False
        geometry = self.scene.geometry
        w, h = geometry.card_w, geometry.card_h
        landed = [i for i, item in enumerate(cards) if item not in old_set]
        for i in landed:
            _, x, y, _ = cards[i]
            for _, ox, oy, _ in cards[i + 1:]:
                if abs(ox - x) < w and abs(oy - y) < h:
                    return False       # something drawn later covers it: redraw all
        faces = self.scene.faces
        self.layer.blits([(faces.face(resting[i].card) if resting[i].face_up else back,
                           (cards[i][1], cards[i][2])) for i in landed], doreturn=False)
        return True

    def rebuild(self, surface, resting, back, key) -> None:
        scene = self.scene
        size = surface.get_size()
        if self.layer is None or self.layer.get_size() != size:
            self.layer = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                self.layer = self.layer.convert()
        layer = self.layer
        layer.blit(scene.background, (0, 0))
        geometry, faces = scene.geometry, scene.faces
        redeal = scene.rules.can_redeal(scene.state)
        outlines = []
        for name, pile in geometry.visible_piles().items():
            kind = pile.kind
            if kind == "stock" and not redeal:
                kind = "stock-done"         # the cross: no redeal (left)
            slot = geometry.slot(name)
            outlines.append((faces.outline(kind), (slot.x, slot.y)))
        layer.blits(outlines, doreturn=False)
        layer.blits([(faces.face(s.card) if s.face_up else back, (round(s.x), round(s.y)))
                     for s in resting], doreturn=False)
        scene.toolbar.draw(layer)
        scene.status_bar.draw(layer, scene.status_rect, *self.status_texts())

    def draw_glows(self, surface, piles) -> None:
        """The glow over the top card (or the empty slot) of each pile on the table."""
        scene = self.scene
        geometry = scene.geometry
        glow = scene.faces.highlight()
        for name in piles:
            if name not in geometry.layout.piles or name in geometry.hidden:
                continue
            x, y = geometry.card_positions(name, max(1, scene.pile_size(name)))[-1]
            surface.blit(glow, (round(x), round(y)))
