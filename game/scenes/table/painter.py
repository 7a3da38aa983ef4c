"""Drawing the table fast: a cached static layer plus whatever moves.

The felt, the pile outlines, the toolbar, the status bar and every card at rest are drawn
once into a display-format layer, keyed by what they show; whatever moves, the glows, the
keyboard focus, the toast (just above the status bar) and the toolbar's open list are
drawn over it. The layer
is rebuilt only when a button's look or the redeal mark changes, or when most of it would
change; where cards came to rest or left it only those places are drawn again, and a new
status text redraws only the status bar. When the screen still holds the table's last
frame (it was the only scene drawn, in the frame just before) only what changed is copied
back from the layer: where things were drawn over it last frame and where it changed;
above full HD, where resting cards changed over much of the window (a deal's first
frame) they are painted straight onto the screen instead, and the layer catches up there
over the next frames (see `patch`). A card hidden under another at the same place (a
stock, a deal's waiting cards) is not drawn at all. A table with nothing drawn for a few
seconds gives its layers back. `draw` returns where the screen changed, so that only
that is presented.

Up to full HD the felt is painted from its quarter-size lighting (sprites.felt.paint_felt),
so the table keeps no window-sized felt beside its layer; above, felt and outlines are kept
in a base layer to copy from (see `paint_base`).

What it needs of the scene: `faces`, `toolbar`, `draw_order`, `cards`, `geometry`,
`app.settings.felt`, `status_bar`/`status_rect`, `toast`, `ui` (what glows), `keyboard`
(the focus frame), `motion.ghosts`, `session`, `state`, `rules` (title, status, redeal)
and `advisor.status_text`.
"""

import pygame

from game.engine.clock import clock_text
from game.engine.memory import release_freed_memory
from game.scenes.daily_marks import deal_name, window_caption
from game.scenes.table import commands
from game.scenes.table.cover import OpaqueBlits, covered_rect, uncovered
from game.scenes.table.dirty_rects import copies, merged, unhidden
from game.scenes.table.face_warmer import INTERVAL, FaceWarmer
from game.scenes.table.toast_place import toast_place
from sprites.felt import paint_felt

PATCH_AREA = 0.5        # a layer changed over more of the screen than this is rebuilt
PAINTED_FELT_MAX = 1920 * 1080      # larger layers keep felt and outlines to copy from
DIRECT_ABOVE = PAINTED_FELT_MAX     # larger windows may paint big changes on screen
                                    # (up to full HD the felt is painted, not copied:
                                    # painting it twice costs more than one copy)
RELEASE_AFTER = 5.0     # game seconds with nothing drawn before the layers are given back
CATCH_UP_SHARE = 1 / 16     # of the window: how much a frame must change for its places
                            # to be painted on screen (see `patch`)
CATCH_UP_SLICE = 1 / 32     # of the window: how much of the layer a frame brings up to
                            # date where it was left behind (~0.25 ms at 4K)


class TablePainter:
    def __init__(self, scene):
        self.scene = scene
        self.layer = None
        self.key = None
        self.base = None        # felt and outlines, kept above full HD (see paint_base)
        self.base_key = None
        self.drawn_at = None    # game time of the last frame drawn
        self.drawn_faces = None     # the card faces it drew with
        self.shown = None       # (surface, size, frame, generation) of our last frame
        self.overdrawn = []     # where the last frame drew over the layer
        self.behind = []        # where the layer is not yet up to date (see `patch`)
        self.pieces = None      # this frame's resting cards as (image, position)
        self.fell_behind = False    # this frame painted the screen, not the layer
        self.painted = []           # where this frame painted the screen itself (`patch`)
        self.warmer = FaceWarmer()
        self.opaque_blits = OpaqueBlits()   # cards' opaque middles copied, not blended
        self.status_back = None     # (key, the status strip over the felt, no texts)

    def invalidate(self) -> None:
        self.key = None

    def idle(self, now) -> None:
        """Called every update. A quiet table renders card faces ahead (see
        face_warmer). Nothing drawn for RELEASE_AFTER seconds (the screen keeps showing
        the last frame): give back the window-sized layers, 3.5 MiB at 1280x720, 64 MiB
        at 4K. The next frame rebuilds them (a few milliseconds, once)."""
        if self.drawn_at is None:       # not shown yet: the first frame comes first
            return
        faces = self.drawn_faces        # (an idle update costs next to nothing: 120 of
        if self.warmer.pending(faces):  # them follow every 2 s idle sleep)
            self.warmer.warm(faces, now - self.drawn_at, self.scene.cards.sprites)
        if self.layer is not None and now - self.drawn_at >= RELEASE_AFTER:
            self.layer = self.base = self.base_key = self.key = self.shown = None
            self.status_back = None
            self.overdrawn, self.behind = [], []
            release_freed_memory()

    def wake_in(self, due):
        """`due` (seconds, or None), or sooner while faces are being rendered ahead."""
        if self.drawn_at is None or not self.warmer.pending(self.drawn_faces):
            return due
        return INTERVAL if due is None else min(due, INTERVAL)

    def caption(self) -> str:
        """The window's title at this table: the game and its deal."""
        return window_caption(self.scene.rules.title, self.scene.session)

    def status_texts(self):
        scene = self.scene
        elapsed = clock_text(scene.session.elapsed(scene.app.clock.now))
        status = scene.rules.status(scene.state)
        verdict = scene.advisor.status_text()
        return (f"{scene.rules.title}   {deal_name(scene.session)}",
                f"{status}   ·   {verdict}" if status and verdict else status or verdict,
                f"Score {scene.state.score}   {elapsed}")

    def draw(self, surface):
        """Draw the table; returns where the screen changed (to present only that), or
        None when it was drawn whole."""
        started = self.warmer.clock()
        scene = self.scene
        self.drawn_at = scene.app.clock.now
        faces = self.drawn_faces = scene.faces
        toolbar = scene.toolbar
        commands.show_state(toolbar, scene)
        order = scene.draw_order()
        resting = [s for s in order if not s.lift and s.tween is None and s.flip is None]
        moving = [s for s in order if s.lift or s.tween is not None or s.flip is not None]
        back = faces.back()
        frame = (surface.get_size(), faces, scene.app.settings.felt,
                 toolbar.looks(),
                 scene.rules.can_redeal(scene.state))
        texts = self.status_texts()
        cards = [(id(s), round(s.x), round(s.y), s.face_up) for s in resting]
        self.pieces = None
        self.fell_behind = False
        self.painted = []           # places painted straight onto the screen
        manager = scene.app.manager
        partial = self.shown == (id(surface), surface.get_size(), manager.frames - 1,
                                 manager.generation)
        changed = []            # where the layer changed since the last frame
        if self.layer is None or self.key is None or frame != self.key[0] \
                or not self.patch(resting, back, cards, changed,
                                  surface if partial else None):
            self.rebuild(surface, resting, back, frame)
            changed = None      # everywhere
        elif texts != self.key[1]:
            self.catch_up(resting, back, [scene.status_rect])
            self.draw_status(texts)
            changed.append(scene.status_rect)
        self.key = (frame, texts, cards)
        drawn = [self.image(s, back) for s in moving]
        ghosts = scene.motion.ghosts
        if ghosts:
            drawn += [(faces.face(g.card), (round(g.x), round(g.y)), None)
                      for g in ghosts if g.visible]
        drawn = unhidden(drawn)
        restore = None                      # everywhere
        if changed is not None and partial:
            restore = self.overdrawn + changed
            covers = [covered_rect(image, at, source) for image, at, source in drawn]
            copied = copies(restore, covers, self.big())
            self.catch_up(resting, back, copied)       # all it reads from the layer
            surface.blits([(self.layer, r, r) for r in copied], doreturn=False)
        else:
            self.catch_up(resting, back, [self.layer.get_rect()])
            surface.blit(self.layer, (0, 0))
        surface.blits(self.opaque_blits(drawn), doreturn=False)
        drawn = [(image, at) for image, at, _ in drawn]
        overdrawn = [image.get_rect(topleft=at) for image, at in drawn]
        ui = scene.ui
        overdrawn += self.draw_glows(surface, ui.highlights)
        focus = scene.keyboard.draw(surface)
        if focus is not None:
            overdrawn.append(focus)
        held = [ui.selection[0]] if ui.selection is not None else []
        overdrawn += self.draw_glows(surface, ui.marked + held)
        now = scene.app.clock.now
        if scene.toast.active(now):
            self.draw_toast(surface, now)
            overdrawn.append(scene.toast.rect)
        overdrawn.append(toolbar.draw_list(surface))      # the toolbar's open list
        self.overdrawn = [r for r in overdrawn if r is not None]
        alone = manager.visible() == [scene]
        self.shown = (id(surface), surface.get_size(), manager.frames,
                      manager.generation) if alone else None
        if not self.fell_behind:            # not in the frame that left it behind
            self.catch_up_some(resting, back)
        if moving:                          # time to spare: faces about to turn up
            self.warmer.ahead(faces, moving, started)
        if restore is None:
            return None
        screen = surface.get_rect()
        return [r.clip(screen) for r in merged(restore + self.painted + self.overdrawn)]

    def draw_toast(self, surface, now) -> None:
        """The toast in its one place, just above the status bar (toast_place.py)."""
        scene = self.scene
        box, size, max_width = toast_place(scene.toast, surface.get_size(), scene.status_rect)
        scene.toast.draw(surface, now, box.center, size, max_width)

    def image(self, sprite, back):
        """(surface, position, source) of a sprite, narrowed while it turns over
        (`source`: the image narrowed, else None)."""
        faces = self.scene.faces
        position = (round(sprite.x), round(sprite.y))
        if sprite.flip is None:
            return (faces.face(sprite.card) if sprite.face_up else back), position, None
        showing_new = sprite.flip >= 0.5
        up = sprite.face_up if showing_new else not sprite.face_up
        image = faces.face(sprite.card) if up else back
        width = max(1, round(image.get_width() * abs(1.0 - 2.0 * sprite.flip)))
        if width == image.get_width():      # not turning yet (a deal's waiting cards)
            return image, position, None
        narrowed = pygame.transform.scale(image, (width, image.get_height()))
        return narrowed, (position[0] + (faces.size[0] - width) // 2, position[1]), image

    def patch(self, resting, back, cards, changed, screen=None) -> bool:
        """Redraw the layer only where cards came to rest or left it (those places go in
        `changed`); False when it must be rebuilt instead (most of it changed, or a
        tooltip, drawn over the cards, may show). With the `screen` showing our last
        frame, above full HD, a change over CATCH_UP_SHARE of the window or more is
        painted on the screen instead, and the layer is left behind
        there (`behind`): frames bring it up to date a slice at a time, and at once
        where they need it. A deal's first frame at 4K thus paints its columns once,
        not on the layer and then again onto the screen."""
        old = self.key[2]
        if cards == old:
            return True
        scene = self.scene
        if any(button.hovered for button in scene.toolbar.shown):
            return False
        w, h = scene.geometry.card_w, scene.geometry.card_h
        regions = copies([pygame.Rect(x, y, w, h)
                          for _, x, y, _ in set(old).symmetric_difference(cards)],
                         exact=self.big())
        width, height = self.layer.get_size()
        if sum(r.w * r.h for r in regions) > PATCH_AREA * width * height:
            return False
        if sum(r.w * r.h for r in regions) < CATCH_UP_SHARE * width * height \
                or width * height <= DIRECT_ABOVE:
            screen = None           # a card landing: painted on the layer, copied warm
        target = self.layer if screen is None else screen
        for region in regions:
            self.paint_region(target, region, resting, back)
        if screen is None:
            changed += regions
        else:
            self.behind = copies(self.behind + regions)
            self.fell_behind = True
            self.painted += regions
        return True

    def big(self) -> bool:
        """Whether the window is larger than full HD (where copies are exact)."""
        width, height = self.layer.get_size()
        return width * height > DIRECT_ABOVE

    def paint_region(self, target, region, resting, back) -> None:
        """Felt, outlines and the resting cards onto `target` within `region`."""
        if self.pieces is None:
            self.pieces = self.resting_blits(resting, back)
        target.set_clip(region)
        self.paint_base(region, target)
        target.blits([(image, at) for image, at in self.pieces
                      if region.colliderect(image.get_rect(topleft=at))], doreturn=False)
        target.set_clip(None)

    def catch_up(self, resting, back, needed) -> None:
        """Bring the layer up to date within `needed` wherever it is behind there (the
        rest of where it is behind waits: a deal's second frame copies back a few
        cards' places, not the whole table its first frame painted)."""
        if not self.behind or not any(r.collidelist(needed) >= 0 for r in self.behind):
            return
        for region in self.behind:
            for part in (region.clip(n) for n in needed):
                if part.w and part.h:
                    self.paint_region(self.layer, part, resting, back)
        self.behind = uncovered(self.behind, needed)

    def catch_up_some(self, resting, back) -> None:
        """Slices of where the layer is behind, CATCH_UP_SLICE of the window in all, in
        rows as wide as the place (wide copies are the fast ones)."""
        width, height = self.layer.get_size()
        share = int(CATCH_UP_SLICE * width * height)
        while self.behind and share > 0:
            region = self.behind.pop()
            rows = max(1, share // region.w)
            if rows < region.h:
                self.behind.append(pygame.Rect(region.x, region.y + rows, region.w,
                                               region.h - rows))
                region = pygame.Rect(region.x, region.y, region.w, rows)
            self.paint_region(self.layer, region, resting, back)
            share -= region.w * region.h

    def rebuild(self, surface, resting, back, key) -> None:
        scene = self.scene
        size = surface.get_size()
        if self.layer is None or self.layer.get_size() != size:
            self.layer = display_surface(size)
        layer = self.layer
        self.behind = []
        self.paint_base()
        layer.blits(self.resting_blits(resting, back), doreturn=False)
        scene.toolbar.draw(layer)
        self.draw_status(self.status_texts())

    def paint_base(self, rect=None, target=None) -> None:
        """The felt and the empty piles' outlines on the layer (or `target`) over `rect`
        (default: everywhere; a clip set on it holds). Up to full HD the felt is painted
        from its quarter-size lighting, keeping no window-sized felt (3.5 MiB at
        1280x720); above, felt and outlines are kept drawn in a base of the window's
        size and copied, a plain copy being several times faster than painting felt and
        blending outlines: a 4K frame that patches much of the layer stays in budget."""
        scene = self.scene
        colour, layer = scene.app.settings.felt, self.layer if target is None else target
        size = self.layer.get_size()
        if size[0] * size[1] <= PAINTED_FELT_MAX:
            self.base = self.base_key = None    # its key held a bigger size's faces
            paint_felt(layer, size, colour, rect)
            area = layer.get_rect() if rect is None else pygame.Rect(rect)
            layer.blits([(image, at) for image, at in self.outline_blits()
                         if area.colliderect(image.get_rect(topleft=at))], doreturn=False)
            return
        key = (size, scene.faces, colour, scene.rules.can_redeal(scene.state),
               tuple(scene.geometry.visible_piles()))
        if self.base is None or self.base_key != key:
            self.base = display_surface(size)
            paint_felt(self.base, size, colour)
            self.base.blits(self.outline_blits(), doreturn=False)
            self.base_key = key
        layer.blit(self.base, rect or (0, 0), rect)

    def outline_blits(self):
        """(image, position) of every visible pile's outline, and what the game's scene
        marks on the felt (`felt_marks`)."""
        scene = self.scene
        geometry, faces = scene.geometry, scene.faces
        redeal = scene.rules.can_redeal(scene.state)
        outlines = []
        for name, pile in geometry.visible_piles().items():
            kind = pile.kind
            if kind == "stock" and not redeal:
                kind = "stock-done"         # the cross: no redeal (left)
            slot = geometry.slot(name)
            outlines.append((faces.outline(kind), (slot.x, slot.y)))
        return outlines + scene.felt_marks()

    def resting_blits(self, resting, back):
        """(image, position) of the cards at rest that show."""
        faces = self.scene.faces
        return unhidden([(faces.face(s.card) if s.face_up else back,
                          (round(s.x), round(s.y))) for s in resting])

    def draw_status(self, texts) -> None:
        """The status bar on the layer, over the felt (nothing else lies there). The
        strip over the felt is kept, to copy (its texts change every second)."""
        scene = self.scene
        rect = scene.status_rect
        key = (rect, self.layer.get_size(), scene.app.settings.felt)
        if self.status_back is None or self.status_back[0] != key:
            self.paint_base(rect)
            scene.status_bar.draw(self.layer, rect, "", "", "")
            if self.layer.get_rect().contains(rect):    # not mid-resize
                self.status_back = (key, self.layer.subsurface(rect).copy())
        else:
            self.layer.blit(self.status_back[1], rect)
        scene.status_bar.draw(self.layer, rect, *texts, background=None)

    def draw_glows(self, surface, piles):
        """The glow over the top card (or the empty slot) of each pile on the table;
        returns where it drew."""
        scene = self.scene
        geometry = scene.geometry
        glow = scene.faces.highlight()
        drawn = []
        for name in piles:
            if name not in geometry.layout.piles or name in geometry.hidden:
                continue
            x, y = geometry.card_positions(name, max(1, scene.pile_size(name)))[-1]
            drawn.append(surface.blit(glow, (round(x), round(y))))
        return drawn


def display_surface(size):
    """A surface of `size` in the display's format (when there is a display), made in
    it rather than converted to it (no window-sized copy)."""
    screen = pygame.display.get_surface()
    return pygame.Surface(size) if screen is None else pygame.Surface(size, 0, screen)
