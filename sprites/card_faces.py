"""Card faces, backs, empty-pile outlines and highlights, drawn in code at any size.

Everything is rendered at the exact pixel size asked for (no image files, no scaling of
bitmaps), so the cards stay crisp from a 60 px phone-sized card to a 4K table. Shapes
(rounded corners, borders, court frames, the back's lattice) are drawn supersampled and
smoothscaled down for anti-aliasing; text and suit symbols are DejaVu glyphs rendered at
their final size. Every surface is rendered when first asked for and cached: `face(c)`
twice gives the same Surface object.

    faces = faces_for(110, 155)       # small LRU of CardFaces per size and style
    faces_for(110, 155, "red", four_colour=True, style="large-print")  # the player's looks
    faces.face(card)                  # face-down ints (card | 64) give the back
    faces.back(); faces.outline("foundation"); faces.highlight()

The faces themselves (corner indexes readable in a fan, pips, courts) are drawn by
sprites.card_art, the back by sprites.card_back; this module caches them and draws the
rest.
"""

import math

import pygame

from game.rules.cards import FACE_DOWN
from sprites.bounded_cache import BoundedCache
from sprites.card_art import CardArt, run_steps
from sprites.card_back import render_back
from sprites.card_drawing import (
    BACK_SCHEMES,
    SUPER,
    blocks,
    crop,
    finish,
    from_corners,
    glyph_font_size,
)
from sprites.fonts import card_font

STARTED = 2         # faces rendered ahead in part kept, at most


class CardFaces:
    """All the card images for one card size, back (a BACK_SCHEMES name), suit inks
    (`four_colour`) and face style (a card_art.STYLES name), rendered lazily and
    cached."""

    def __init__(self, width: int, height: int, back: str = "blue",
                 four_colour: bool = False, style: str = "classic"):
        if not pygame.font.get_init():
            pygame.font.init()
        if int(width) < 8 or int(height) < 8:
            raise ValueError(f"card size {width}x{height} is too small")
        if back not in BACK_SCHEMES:
            raise ValueError(f"no card back called {back!r}")
        self.back_colours = BACK_SCHEMES[back]
        self.art = CardArt(width, height, four_colour, style)
        self.width, self.height = self.art.size
        self.size = self.art.size
        self.radius = self.art.radius
        self.border = self.art.border
        self._cache = {}
        self._started = BoundedCache(STARTED)  # face -> its drawing steps, begun ahead

    # ------------------------------------------------------------------ public API

    def face(self, card: int) -> pygame.Surface:
        """The face of `card` (a face-down int gives the back); cached per card."""
        if card & FACE_DOWN:
            return self.back()
        base = card & 63
        if not 0 <= base < 52:
            raise ValueError(f"not a card: {card!r}")
        return self._cached(("face", base), lambda: run_steps(self._steps(base)))

    def rendered(self, card: int) -> bool:
        """Whether the face of `card` is rendered already (`face` costs nothing then)."""
        return ("face", card & 63) in self._cache

    def render_ahead(self, card: int, until: float, clock) -> bool:
        """Render the face of `card` a piece at a time (CardArt.face_steps) while
        `clock()` is before `until`; True once it is rendered. What is left waits for
        the next call, or for `face`, which draws the rest (the last STARTED faces
        begun are kept half done)."""
        base = card & 63
        key = ("face", base)
        if key in self._cache:
            return True
        steps = self._steps(base, keep=True)
        while clock() < until:
            try:
                next(steps)
            except StopIteration as done:
                self._started.pop(base)
                self._cache[key] = finish(done.value)
                return True
        return False

    def _steps(self, base: int, keep: bool = False):
        """The drawing steps of face `base`: those begun ahead, else new ones (kept
        among the faces begun when `keep`)."""
        steps = self._started.pop(base) if not keep else self._started.get(base)
        if steps is None:
            steps = self.art.face_steps(base)
            if keep:
                self._started.put(base, steps)
        return steps

    def back(self) -> pygame.Surface:
        return self._cached(("back", 0), self._render_back)

    def outline(self, kind: str = "") -> pygame.Surface:
        """An empty-pile slot. kind: "" plain, "foundation" (faint A), "stock" (faint
        redeal circle), "stock-done" (faint cross: no redeals left)."""
        return self._cached(("outline", kind), lambda: self._render_outline(kind))

    def highlight(self, kind: str = "") -> pygame.Surface:
        """A translucent glow the card's size, to mark drop targets ("") or hints ("hint")."""
        return self._cached(("highlight", kind), lambda: self._render_highlight(kind))

    @property
    def index_extent(self) -> int:
        """Pixels from the card's top edge that show its whole corner index: the least
        fan offset at which a covered card in a column can still be read."""
        return self.art.index_extent

    @property
    def index_width(self) -> int:
        """Pixels from the card's left edge that show its rank and the suit under it:
        the least fan offset at which a covered card in a row can still be read."""
        return self.art.index_width

    def _cached(self, key, render) -> pygame.Surface:
        surf = self._cache.get(key)
        if surf is None:
            surf = self._cache[key] = finish(render())
        return surf

    # ------------------------------------------------------------------ renderers

    def _render_back(self) -> pygame.Surface:
        return render_back(self.size, self.radius, self.border, self.back_colours)

    def _render_outline(self, kind: str) -> pygame.Surface:
        """The slot, drawn SUPER times larger and smoothscaled: put together from its
        corners (from_corners), and a stock's mark drawn large only over its own square
        (smoothscale averages each block on its own, and the rest of the mark's surface
        is transparent 0s, which blit nothing): the same pixels as drawing both whole, at
        a fraction of the cost."""
        w, h = self.size
        ss = SUPER
        lw = max(1, round(w / 70)) * ss
        out = from_corners((w, h), max(self.radius, lw // ss) + 2,
                           lambda size: self._outline_whole(size, lw))
        mark = (255, 255, 255, 70)
        if kind == "foundation":
            letter = crop(card_font(glyph_font_size(h * 0.36), True).render(
                "A", True, (255, 255, 255)))
            letter.set_alpha(80)
            out.blit(letter, letter.get_rect(center=(w // 2, h // 2)))
        elif kind in ("stock", "stock-done"):
            r = round(min(w, h) * 0.26) * ss
            c = (w * ss // 2, h * ss // 2)
            t = max(2, round(w * 0.05)) * ss
            a = t * 1.6
            reach = math.ceil(r + t + 2 * a) + 2
            tile = pygame.Rect(c[0] - reach, c[1] - reach, 2 * reach, 2 * reach)
            tile = blocks(tile, ss).clip((0, 0, w * ss, h * ss))
            ring = pygame.Surface(tile.size, pygame.SRCALPHA)

            def at(x, y):       # a point of the whole surface on the tile
                return x - tile.x, y - tile.y
            if kind == "stock":
                pygame.draw.circle(ring, mark, at(*c), r, t)
                # An arrow head at the top of the circle: a redeal mark.
                pygame.draw.polygon(ring, mark, [at(c[0] + a * 0.2, c[1] - r - a),
                                                 at(c[0] + a * 1.5, c[1] - r + t / 2),
                                                 at(c[0] + a * 0.2, c[1] - r + t + a)])
                # A gap in the ring before the arrow.
                pygame.draw.rect(ring, (0, 0, 0, 0),
                                 (*at(c[0] - a * 1.6, c[1] - r - t), a * 1.8, t * 2 + 1))
            else:
                for sx in (-1, 1):
                    pygame.draw.line(ring, mark, at(c[0] - r * 0.7, c[1] - sx * r * 0.7),
                                     at(c[0] + r * 0.7, c[1] + sx * r * 0.7), t)
            # The mark's transparent 0s elsewhere, blitted, set the colour of the
            # slot's see-through corners to 0 as well (as the whole mark blitted did).
            out.blit(pygame.Surface((w, h), pygame.SRCALPHA), (0, 0))
            out.blit(pygame.transform.smoothscale(ring, (tile.w // ss, tile.h // ss)),
                     (tile.x // ss, tile.y // ss))
        return out

    def _outline_whole(self, size, lw) -> pygame.Surface:
        """An empty slot of `size`, drawn whole SUPER times larger and smoothscaled."""
        ss = SUPER
        big = pygame.Surface((size[0] * ss, size[1] * ss), pygame.SRCALPHA)
        big.fill((255, 255, 255, 0))
        rect = big.get_rect()
        pygame.draw.rect(big, (255, 255, 255, 120), rect, border_radius=self.radius * ss)
        pygame.draw.rect(big, (0, 20, 10, 70), rect.inflate(-2 * lw, -2 * lw),
                         border_radius=max(0, (self.radius * ss) - lw))
        return pygame.transform.smoothscale(big, size)

    def _render_highlight(self, kind: str) -> pygame.Surface:
        """A glow drawn SUPER times larger and smoothscaled, put together from its
        corners (from_corners: the same pixels, far cheaper than drawing it whole)."""
        w, h = self.size
        color = (110, 200, 255) if kind == "hint" else (255, 214, 80)
        glow = max(3, round(w * 0.07))
        return from_corners((w, h), glow + self.radius + 2,
                            lambda size: self._highlight_whole(size, color, glow))

    def _highlight_whole(self, size, color, glow) -> pygame.Surface:
        """The glow of `size`, drawn whole SUPER times larger and smoothscaled."""
        ss = SUPER
        big = pygame.Surface((size[0] * ss, size[1] * ss), pygame.SRCALPHA)
        big.fill((*color, 0))
        rect = big.get_rect()
        # Rings fading inwards from the edge, then a faint fill.
        steps = 6
        for i in range(steps):
            inset = round(glow * ss * i / steps)
            alpha = round(200 * (1 - i / steps) ** 2) + 40
            rad = max(0, self.radius * ss - inset)
            pygame.draw.rect(big, (*color, alpha), rect.inflate(-2 * inset, -2 * inset),
                             border_radius=rad)
        pygame.draw.rect(big, (*color, 40), rect.inflate(-2 * glow * ss, -2 * glow * ss),
                         border_radius=max(0, (self.radius - glow) * ss))
        return pygame.transform.smoothscale(big, size)


_FACES = BoundedCache(2)       # this card size and the last (a whole deck of faces each)


def faces_for(width: int, height: int, back: str = "blue", four_colour: bool = False,
              style: str = "classic") -> CardFaces:
    """The CardFaces for that size and looks, from a small LRU (a resize back and forth
    is free; a new back, suit colouring or face style renders afresh)."""
    key = (int(width), int(height), back, bool(four_colour), style)
    faces = _FACES.get(key)
    if faces is None:
        faces = _FACES.put(key, CardFaces(*key))
    return faces
