"""The table's state described for the renderer: one `Frame` (game/render/frame.py) a
frame, built from the scene, so that the renderer reads nothing of the scene. The
outlines on the felt are the piles' (a stock with no redeal left shows a cross), then
what the game's scene marks there (`felt_marks`).

Here, not in the renderer, the toolbar's buttons are brought up to date with what they
control (enabled, ticked, their label), and the keyboard focus is put somewhere it can
be before it is described.
"""

from game.engine.clock import clock_text
from game.render.frame import CardPlace, Focus, Frame, ToolbarPicture
from game.scenes.common.daily_marks import deal_name, window_caption
from game.scenes.common import commands


class FrameBuilder:
    """Builds the scene's frames (`build`); keeps the piles' outlines of the last
    layout, faces and redeal mark, which only a resize, a new look or the last redeal
    changes."""

    def __init__(self, scene):
        self.scene = scene
        self.outlines = (None, ())      # (what they were drawn for, the outlines)

    def build(self, surface) -> Frame:
        """The frame the scene shows now on `surface`."""
        scene = self.scene
        toolbar = scene.toolbar
        commands.show_state(toolbar, scene)
        now = scene.app.clock.now
        faces = scene.faces
        ui = scene.ui
        held = [ui.selection[0]] if ui.selection is not None else []
        manager = scene.app.manager
        resting, moving = card_places(scene.draw_order())
        return Frame(
            size=surface.get_size(),
            faces=faces,
            felt=scene.app.settings.felt,
            resting=resting,
            moving=moving,
            outlines=self.pile_outlines(faces) + tuple(scene.felt_marks()),
            status_rect=scene.status_rect,
            status_texts=self.status_texts(),
            toolbar=ToolbarPicture(look=toolbar.looks(), draw=toolbar.draw,
                                   draw_list=toolbar.draw_list,
                                   hovered=any(b.hovered for b in toolbar.shown)),
            now=now,
            ghosts=tuple((g.card, round(g.x), round(g.y)) for g in scene.motion.ghosts
                         if g.visible),
            glows_under=glow_places(scene, ui.highlights),
            glows_over=glow_places(scene, ui.marked + held),
            focus=focus(scene),
            toast=scene.toast if scene.toast.active(now) else None,
            number=manager.frames,
            generation=manager.generation,
            alone=manager.visible() == [scene],
        )

    def caption(self) -> str:
        """The window's title at this table: the game and its deal."""
        return window_caption(self.scene.rules.title, self.scene.session)

    def status_texts(self):
        """The status bar's left, centre and right texts."""
        scene = self.scene
        elapsed = clock_text(scene.session.elapsed(scene.app.clock.now))
        status = scene.rules.status(scene.state)
        verdict = scene.advisor.status_text()
        return (f"{scene.rules.title}   {deal_name(scene.session)}",
                f"{status}   ·   {verdict}" if status and verdict else status or verdict,
                f"Score {scene.state.score}   {elapsed}")

    def pile_outlines(self, faces) -> tuple:
        """(image, position) of every visible pile's outline (a stock with no redeal
        left shows a cross)."""
        scene = self.scene
        geometry = scene.geometry
        redeal = scene.rules.can_redeal(scene.state)
        key = (geometry, faces, redeal)
        if self.outlines[0] != key:
            drawn = []
            for name, pile in geometry.visible_piles().items():
                kind = pile.kind
                if kind == "stock" and not redeal:
                    kind = "stock-done"
                slot = geometry.slot(name)
                drawn.append((faces.outline(kind), (slot.x, slot.y)))
            self.outlines = (key, tuple(drawn))
        return self.outlines[1]


def card_places(sprites):
    """(resting, moving): (ident, card, face_up, x, y) of each of `sprites` at rest and
    the places of those lifted, flying or turning, each in their order."""
    resting = tuple([(id(s), s.card, s.face_up, round(s.x), round(s.y))
                     for s in sprites if not s.lift and s.tween is None and s.flip is None])
    moving = tuple([card_place(s) for s in sprites
                    if s.lift or s.tween is not None or s.flip is not None])
    return resting, moving


def card_place(sprite) -> CardPlace:
    """Where a card sprite is drawn, how far it has turned and how long its flight
    waits."""
    tween = sprite.tween
    wait = 0.0 if tween is None else max(0.0, tween.delay - tween.elapsed)
    return CardPlace(id(sprite), sprite.card, sprite.face_up, round(sprite.x),
                     round(sprite.y), sprite.flip, wait)


def glow_places(scene, piles) -> tuple:
    """Where the glow goes over the top card (or the empty slot) of each pile shown."""
    geometry = scene.geometry
    places = []
    for name in piles:
        if name not in geometry.layout.piles or name in geometry.hidden:
            continue
        x, y = geometry.card_positions(name, max(1, scene.pile_size(name)))[-1]
        places.append((round(x), round(y)))
    return tuple(places)


def focus(scene):
    """The keyboard's focus frame, when it shows."""
    rect = scene.keyboard.focus_rect()
    if rect is None:
        return None
    return Focus(rect, dash=max(4, scene.geometry.card_w // 8))
