"""Drawing the table fast: a cached static layer plus whatever moves.

The felt, the pile outlines, the toolbar, the status bar and every card at rest are drawn
once into a display-format layer, keyed by what they show; a frame then costs one opaque
blit plus the cards in flight, highlights and the toast. The layer is rebuilt only when
its key changes (a card lands, a button's look changes, the status text or the clock's
second changes).
"""

import pygame


class TablePainter:
    def __init__(self, scene):
        self.scene = scene
        self.layer = None
        self.key = None

    def invalidate(self) -> None:
        self.key = None

    def status_texts(self):
        scene = self.scene
        seconds = int(scene.session.elapsed(scene.app.clock.now))
        return (f"{scene.rules.title}   Game #{scene.session.seed}",
                scene.rules.status(scene.state),
                f"Score {scene.state.score}   {seconds // 60}:{seconds % 60:02d}")

    def draw(self, surface) -> None:
        scene = self.scene
        faces = scene.faces
        toolbar = scene.toolbar
        toolbar.set_enabled("undo", scene.session.can_undo())
        toolbar.set_enabled("redo", scene.session.can_redo())
        order = scene.draw_order()
        resting = [s for s in order if not s.lift and s.tween is None]
        moving = [s for s in order if s.lift or s.tween is not None]
        back = faces.back()
        key = (surface.get_size(), faces, self.status_texts(),
               tuple((b.state, b.hovered) for b in toolbar.buttons),
               tuple((id(s), round(s.x), round(s.y), s.face_up) for s in resting))
        if key != self.key or self.layer is None:
            self.rebuild(surface, resting, back, key)
        surface.blit(self.layer, (0, 0))
        surface.blits([(faces.face(s.card) if s.face_up else back, (round(s.x), round(s.y)))
                       for s in moving], doreturn=False)
        self.draw_highlights(surface)
        scene.input.draw(surface)
        now = scene.app.clock.now
        if scene.toast.active(now):
            scene.toast.draw(surface, now)

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
        layer.blits([(faces.outline(pile.kind), (geometry.slot(name).x, geometry.slot(name).y))
                     for name, pile in geometry.visible_piles().items()], doreturn=False)
        layer.blits([(faces.face(s.card) if s.face_up else back, (round(s.x), round(s.y)))
                     for s in resting], doreturn=False)
        scene.toolbar.draw(layer)
        scene.status_bar.draw(layer, scene.status_rect, *self.status_texts())
        self.key = key

    def draw_highlights(self, surface) -> None:
        scene = self.scene
        geometry = scene.geometry
        glow = scene.faces.highlight()
        for name in scene.highlights:
            pile = geometry.layout.piles.get(name)
            if pile is None or pile.hidden:
                continue
            count = len(scene.state.piles[scene.rules.index[name]])
            x, y = geometry.card_positions(name, max(1, count))[-1]
            surface.blit(glow, (round(x), round(y)))
