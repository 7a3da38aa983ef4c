"""Drawing the table fast: a cached static layer plus whatever moves.

The felt, the pile outlines, the toolbar, the status bar and every card at rest are drawn
once into a display-format layer, keyed by what they show; whatever moves, the glows,
the keyboard focus, a finger's ring, the toast (where it covers no card) and the
toolbar's open list are drawn over it. The layer is rebuilt only when a button's look or
the outlines change, or when most of it would change; where cards came to rest or left
it only those places are drawn again, and a new status text redraws only the status bar.
When the screen still holds the table's last frame (it was the only scene drawn, in the
frame just before) only what changed is copied back from the layer: where things were
drawn over it last frame and where it changed; above full HD, where resting cards
changed over much of the window (a deal's first frame) they are painted straight onto
the screen instead, and the layer catches up there over the next frames (see `patch`). A
card hidden under another at the same place (a stock, a deal's waiting cards) is not
drawn at all. A table with nothing drawn for a few seconds gives its layers back. `draw`
returns where the screen changed, so that only that is presented.

Up to full HD the felt is painted from its quarter-size lighting (sprites.felt.paint_felt),
so the table keeps no window-sized felt beside its layer; above, felt and outlines are kept
in a base layer to copy from (see `paint_base`).

All it reads is the frame it is given (game/render/frame.py); every frame it draws must
equal what `reference.draw_whole` draws of the same frame.
"""

import pygame

from game.engine.memory import release_freed_memory
from game.render import pieces
from game.render.cover import OpaqueBlits, covered_rect, uncovered
from game.render.dirty_rects import copies, merged
from game.render.face_warmer import INTERVAL, FaceWarmer
from sprites.felt import paint_felt
from sprites.status_bar import StatusBar

PATCH_AREA = 0.5        # a layer changed over more of the screen than this is rebuilt
PAINTED_FELT_MAX = 1920 * 1080      # larger layers keep felt and outlines to copy from
DIRECT_ABOVE = PAINTED_FELT_MAX     # larger windows may paint big changes on screen
                                    # (up to full HD the felt is painted, not copied:
                                    # painting it twice costs more than one copy)
RELEASE_AFTER = 5.0     # game seconds with nothing drawn before the layers are given back
CATCH_UP_SHARE = 1 / 16     # of the window: how much a frame must change for its places
                            # to be painted on screen (see `patch`)
CATCH_UP_SLICE = 1 / 32     # of the window: how much of the layer a frame brings up to
                            # date where it was left behind


class Painter:
    """`draw(frame, surface)` each frame; `idle(now)` each update, `wake_in(due)` when
    the table would sleep."""

    def __init__(self):
        self.layer = None
        self.key = None
        self.base = None        # felt and outlines, kept above full HD (see paint_base)
        self.base_key = None
        self.frame = None       # the last frame drawn
        self.shown = None       # (surface, size, frame, generation) of our last frame
        self.overdrawn = []     # where the last frame drew over the layer
        self.behind = []        # where the layer is not yet up to date (see `patch`)
        self.resting_pieces = None      # this frame's resting cards as (image, position)
        self.fell_behind = False    # this frame painted the screen, not the layer
        self.painted = []           # where this frame painted the screen itself (`patch`)
        self.warmer = FaceWarmer()
        self.opaque_blits = OpaqueBlits()   # cards' opaque middles copied, not blended
        self.status_bar = StatusBar()
        self.status_back = None     # (key, the status strip over the felt, no texts)

    def invalidate(self) -> None:
        self.key = None

    def idle(self, now) -> None:
        """Called every update. A quiet table renders card faces ahead (see
        face_warmer). Nothing drawn for RELEASE_AFTER seconds (the screen keeps showing
        the last frame): give back the window-sized layers; the next frame rebuilds
        them, once."""
        frame = self.frame
        if frame is None:               # not shown yet: the first frame comes first
            return
        faces = frame.faces             # (an idle update must cost next to nothing:
        if self.warmer.pending(faces):  # many follow every idle sleep)
            self.warmer.warm(faces, now - frame.now, face_down_cards(frame))
        if self.layer is not None and now - frame.now >= RELEASE_AFTER:
            self.layer = self.base = self.base_key = self.key = self.shown = None
            self.status_back = None
            self.overdrawn, self.behind = [], []
            release_freed_memory()

    def wake_in(self, due):
        """`due` (seconds, or None), or sooner while faces are being rendered ahead."""
        if self.frame is None or not self.warmer.pending(self.frame.faces):
            return due
        return INTERVAL if due is None else min(due, INTERVAL)

    def draw(self, frame, surface):
        """Draw `frame`; returns where the screen changed (to present only that), or
        None when it was drawn whole."""
        started = self.warmer.clock()
        self.frame = frame
        faces = frame.faces
        resting, moving = frame.resting, frame.moving
        back = faces.back()
        look = (surface.get_size(), faces, frame.felt, frame.toolbar.look, frame.outlines)
        texts = frame.status_texts
        self.resting_pieces = None
        self.fell_behind = False
        self.painted = []           # places painted straight onto the screen
        partial = self.shown == (id(surface), surface.get_size(), frame.number - 1,
                                 frame.generation)
        changed = []            # where the layer changed since the last frame
        if self.layer is None or self.key is None or look != self.key[0] \
                or not self.patch(frame, resting, back, changed,
                                  surface if partial else None):
            self.rebuild(frame, surface, resting, back)
            changed = None      # everywhere
        elif texts != self.key[1]:
            self.catch_up(frame, resting, back, [frame.status_rect])
            self.draw_status(frame)
            changed.append(frame.status_rect)
        self.key = (look, texts, resting)
        drawn = pieces.moving_blits(frame, back)
        restore = None                      # everywhere
        if changed is not None and partial:
            restore = self.overdrawn + changed
            covers = [covered_rect(image, at, source) for image, at, source in drawn]
            copied = copies(restore, covers, self.big())
            self.catch_up(frame, resting, back, copied)    # all it reads from the layer
            surface.blits([(self.layer, r, r) for r in copied], doreturn=False)
        else:
            self.catch_up(frame, resting, back, [self.layer.get_rect()])
            surface.blit(self.layer, (0, 0))
        surface.blits(self.opaque_blits(drawn), doreturn=False)
        overdrawn = [image.get_rect(topleft=at) for image, at, _ in drawn]
        overdrawn += pieces.draw_glows(surface, faces, frame.glows_under)
        overdrawn.append(pieces.draw_focus(surface, frame.focus))
        overdrawn += pieces.draw_glows(surface, faces, frame.glows_over)
        overdrawn.append(pieces.draw_ring(surface, frame.ring))
        overdrawn.append(pieces.draw_toast(surface, frame))
        overdrawn.append(frame.toolbar.draw_list(surface))     # the toolbar's open list
        self.overdrawn = [r for r in overdrawn if r is not None]
        self.shown = (id(surface), surface.get_size(), frame.number,
                      frame.generation) if frame.alone else None
        if not self.fell_behind:            # not in the frame that left it behind
            self.catch_up_some(frame, resting, back)
        if moving:                          # time to spare: faces about to turn up
            self.warmer.ahead(faces, moving, started)
        if restore is None:
            return None
        screen = surface.get_rect()
        return [r.clip(screen) for r in merged(restore + self.painted + self.overdrawn)]

    def patch(self, frame, resting, back, changed, screen=None) -> bool:
        """Redraw the layer only where cards came to rest or left it (those places go in
        `changed`); False when it must be rebuilt instead (most of it changed, or a
        tooltip, drawn over the cards, may show). With the `screen` showing our last
        frame, above full HD, a change over CATCH_UP_SHARE of the window or more is
        painted on the screen instead, and the layer is left behind
        there (`behind`): frames bring it up to date a slice at a time, and at once
        where they need it. A deal's first frame at 4K thus paints its columns once,
        not on the layer and then again onto the screen."""
        old = self.key[2]
        if resting == old:
            return True
        if frame.toolbar.hovered:
            return False
        w, h = frame.faces.size
        regions = copies([pygame.Rect(x, y, w, h)
                          for _, _, _, x, y in set(old).symmetric_difference(resting)],
                         exact=self.big())
        width, height = self.layer.get_size()
        if sum(r.w * r.h for r in regions) > PATCH_AREA * width * height:
            return False
        if sum(r.w * r.h for r in regions) < CATCH_UP_SHARE * width * height \
                or width * height <= DIRECT_ABOVE:
            screen = None           # a card landing: painted on the layer, copied warm
        target = self.layer if screen is None else screen
        for region in regions:
            self.paint_region(frame, target, region, resting, back)
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

    def paint_region(self, frame, target, region, resting, back) -> None:
        """Felt, outlines and the resting cards onto `target` within `region`."""
        if self.resting_pieces is None:
            self.resting_pieces = pieces.resting_blits(frame.faces, resting, back)
        target.set_clip(region)
        self.paint_base(frame, region, target)
        target.blits([(image, at) for image, at in self.resting_pieces
                      if region.colliderect(image.get_rect(topleft=at))], doreturn=False)
        target.set_clip(None)

    def catch_up(self, frame, resting, back, needed) -> None:
        """Bring the layer up to date within `needed` wherever it is behind there (the
        rest of where it is behind waits: a deal's second frame copies back a few
        cards' places, not the whole table its first frame painted)."""
        if not self.behind or not any(r.collidelist(needed) >= 0 for r in self.behind):
            return
        for region in self.behind:
            for part in (region.clip(n) for n in needed):
                if part.w and part.h:
                    self.paint_region(frame, self.layer, part, resting, back)
        self.behind = uncovered(self.behind, needed)

    def catch_up_some(self, frame, resting, back) -> None:
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
            self.paint_region(frame, self.layer, region, resting, back)
            share -= region.w * region.h

    def rebuild(self, frame, surface, resting, back) -> None:
        size = surface.get_size()
        if self.layer is None or self.layer.get_size() != size:
            self.layer = display_surface(size)
        layer = self.layer
        self.behind = []
        self.paint_base(frame)
        layer.blits(pieces.resting_blits(frame.faces, resting, back), doreturn=False)
        frame.toolbar.draw(layer)
        self.draw_status(frame)

    def paint_base(self, frame, rect=None, target=None) -> None:
        """The felt and the outlines on the layer (or `target`) over `rect` (default:
        everywhere; a clip set on it holds). Up to full HD the felt is painted from its
        quarter-size lighting, keeping no window-sized felt; above, felt and outlines
        are kept drawn in a base of the window's size and copied, a plain copy being
        several times faster than painting felt and blending outlines: a 4K frame that
        patches much of the layer stays in budget."""
        layer = self.layer if target is None else target
        size = self.layer.get_size()
        if size[0] * size[1] <= PAINTED_FELT_MAX:
            self.base = self.base_key = None    # its key held a bigger size's faces
            paint_felt(layer, size, frame.felt, rect)
            area = layer.get_rect() if rect is None else pygame.Rect(rect)
            layer.blits([(image, at) for image, at in frame.outlines
                         if area.colliderect(image.get_rect(topleft=at))], doreturn=False)
            return
        key = (size, frame.felt, frame.outlines)
        if self.base is None or self.base_key != key:
            self.base = display_surface(size)
            paint_felt(self.base, size, frame.felt)
            self.base.blits(frame.outlines, doreturn=False)
            self.base_key = key
        layer.blit(self.base, rect or (0, 0), rect)

    def draw_status(self, frame) -> None:
        """The status bar on the layer, over the felt (nothing else lies there). The
        strip over the felt is kept, to copy (its texts change every second)."""
        rect = frame.status_rect
        key = (rect, self.layer.get_size(), frame.felt)
        if self.status_back is None or self.status_back[0] != key:
            self.paint_base(frame, rect)
            pieces.draw_status_strip(self.status_bar, self.layer, rect)
            if self.layer.get_rect().contains(rect):    # not mid-resize
                self.status_back = (key, self.layer.subsurface(rect).copy())
        else:
            self.layer.blit(self.status_back[1], rect)
        pieces.draw_status_texts(self.status_bar, self.layer, frame)


def face_down_cards(frame):
    """The cards face down on the table in `frame` (worked out only when asked for)."""
    for _, card, face_up, _, _ in frame.resting:
        if not face_up:
            yield card
    for place in frame.moving:
        if not place.face_up:
            yield place.card


def display_surface(size):
    """A surface of `size` in the display's format (when there is a display), made in
    it rather than converted to it (no window-sized copy)."""
    screen = pygame.display.get_surface()
    return pygame.Surface(size) if screen is None else pygame.Surface(size, 0, screen)
