"""CardArt: the face of each card at one pixel size — corner indexes, pips and big suits.

The corner index is rank and suit on one line ("10♥"), so a card covered by the next one
in a column is still identified by its top `index_extent` pixels, with the suit again under
the rank, so a card covered by the next one in a row is identified by its left
`index_width` pixels; the same index turned upside down sits in the bottom-right corner.
Number cards get classic pip layouts, aces one big suit, courts a framed picture
(sprites.court_art). Small cards (under SIMPLE_BELOW px wide) get a bigger index and one
large centre symbol instead. Glyphs are cached per art object; faces are not (the
CardFaces that owns the art caches them).
"""

import pygame

from game.rules.cards import RANK, RANK_NAMES, SUIT, SUIT_SYMBOLS
from sprites.bounded_cache import BoundedCache
from sprites.card_drawing import (BLACK, FACE_BORDER, FACE_WHITE, GLYPH_TOP, crop,
                                  glyph_font_size, new_copy, round_rect_ss, suit_colour)
from sprites.court_art import court_steps, draw_court_simple
from sprites.fonts import font

SIMPLE_BELOW = 84           # cards narrower than this get the simple, large-index design
RANK_ROOM = 0.36            # the widest rank ('10') is condensed to this much of the card
SIDE_SUIT = 0.85            # the suit under the rank, relative to the one beside it
SIDE_TOP = 0.29             # ... starts this far down the card: under the 0.28 card heights
                            # a column shows of each covered card, so columns show one line

# Pip centres as (x, y) fractions of the pip box: x 0 / .5 / 1 = left / centre / right.
_PIPS = {
    2: [(.5, 0), (.5, 1)],
    3: [(.5, 0), (.5, .5), (.5, 1)],
    4: [(0, 0), (1, 0), (0, 1), (1, 1)],
    5: [(0, 0), (1, 0), (.5, .5), (0, 1), (1, 1)],
    6: [(0, 0), (1, 0), (0, .5), (1, .5), (0, 1), (1, 1)],
    7: [(0, 0), (1, 0), (.5, .25), (0, .5), (1, .5), (0, 1), (1, 1)],
    8: [(0, 0), (1, 0), (.5, .25), (0, .5), (1, .5), (.5, .75), (0, 1), (1, 1)],
    9: [(0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (.5, .5), (0, 2 / 3), (1, 2 / 3),
        (0, 1), (1, 1)],
    10: [(0, 0), (1, 0), (.5, 1 / 6), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3),
         (.5, 5 / 6), (0, 1), (1, 1)],
}


def run_steps(steps):
    """Run a generator of drawing steps (face_steps, court_steps) to its end; returns
    what it returns."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


class CardArt:
    """Draws card faces `width` x `height` pixels, in red and black or (`four_colour`)
    the four-colour deck's inks; see the module docstring."""

    def __init__(self, width: int, height: int, four_colour: bool = False):
        self.width, self.height = int(width), int(height)
        self.colours = tuple(suit_colour(suit, four_colour) for suit in range(4))
        w = self.width
        self.size = (self.width, self.height)
        self.simple = w < SIMPLE_BELOW
        self.radius = max(2, round(w * 0.075))
        self.border = max(1, round(w / 160))
        self._blank = None
        self.panels = BoundedCache(4)     # a court's empty panel per suit ink
        self._glyphs = {}
        self._index_width = None

    # ------------------------------------------------------------------ a whole face

    def render_face(self, c: int) -> pygame.Surface:
        """A new surface with the face of card `c` (0 .. 51)."""
        return run_steps(self.face_steps(c))

    def face_steps(self, c: int):
        """render_face one piece at a time: a generator that yields between the pieces
        (the blank, the indexes, each piece of a court: see court_steps) and returns the
        face, so that frames with time to spare can render a face ahead in bits."""
        w, h = self.size
        rank, suit = RANK[c], SUIT[c]
        color = self.colours[suit]
        surf = new_copy(self._blank_face())
        yield
        mx, my = self.index_margin()
        block = self._index_block(rank, suit, color)
        surf.blit(block, (mx, my))
        if self.simple:     # the bottom index is only seen on a lone card: keep it small
            block = self._index_block(rank, suit, color, 0.7)
        flipped = pygame.transform.flip(block, True, True)
        surf.blit(flipped, (w - mx - block.get_width(), h - my - block.get_height()))
        if self.simple:
            if rank >= 11:
                draw_court_simple(self, surf, rank, color)
            else:
                self._draw_big_suit(surf, suit)
        elif rank >= 11:
            yield
            yield from court_steps(self, surf, rank, suit, color)
        elif rank == 1:
            self._draw_big_suit(surf, suit)
        else:
            self._draw_pips(surf, rank, suit)
        return surf

    def _blank_face(self) -> pygame.Surface:
        if self._blank is None:
            self._blank = round_rect_ss(self.size, FACE_WHITE, self.radius,
                                        border=self.border, border_color=FACE_BORDER)
        return self._blank

    # ------------------------------------------------------------------ glyphs

    def _glyph(self, text: str, px_height: float, color, bold=False):
        """`text` rendered so that cap-height glyphs are `px_height` tall, cropped to ink
        horizontally; returns (surface, y offset of the cap top inside it)."""
        key = (text, round(px_height * 4), color, bold)
        got = self._glyphs.get(key)
        if got is None:
            size = glyph_font_size(px_height)
            surf = font(size, bold).render(text, True, color)
            ink = surf.get_bounding_rect(min_alpha=1)
            cap_top = round(size * GLYPH_TOP)
            if ink.w and ink.h:
                top = min(ink.top, cap_top)
                surf = surf.subsurface((ink.x, top, ink.w, ink.bottom - top)).copy()
                cap_top -= top
            got = self._glyphs[key] = (surf, cap_top)
        return got

    def cached(self, key, make):
        """A glyph or other small image drawn at this size: `make()` the first time."""
        got = self._glyphs.get(key)
        if got is None:
            got = self._glyphs[key] = make()
        return got

    def suit(self, suit: int, px_height: float, rotated=False):
        """A suit symbol cropped to its ink, `px_height` tall (visually similar sizes)."""
        key = ("suit", suit, round(px_height * 4), rotated)
        got = self._glyphs.get(key)
        if got is None:
            color = self.colours[suit]
            got = crop(font(glyph_font_size(px_height)).render(SUIT_SYMBOLS[suit], True,
                                                               color))
            if rotated:
                got = pygame.transform.flip(got, True, True)
            self._glyphs[key] = got
        return got

    def _rank_surface(self, rank: int, cap: float, color, max_width: float):
        """The rank text for the corner index; '10' is set tight and condensed to fit."""
        if rank == 10:
            one, _ = self._glyph("1", cap, color, True)
            zero, top = self._glyph("0", cap, color, True)
            gap = max(0, round(cap * 0.04))
            wid = one.get_width() + gap + zero.get_width()
            surf = pygame.Surface((wid, zero.get_height()), pygame.SRCALPHA)
            surf.blit(one, (0, top - self._glyph("1", cap, color, True)[1]))
            surf.blit(zero, (one.get_width() + gap, 0))
            if wid > max_width:
                surf = pygame.transform.smoothscale(
                    surf, (max(1, round(max_width)), surf.get_height()))
            return surf, top
        surf, top = self._glyph(RANK_NAMES[rank], cap, color, True)
        if rank == 11:      # DejaVu's J hangs below the baseline: sit it on the line
            ink = surf.get_bounding_rect(min_alpha=1)
            if ink.h > cap + 1:
                surf = pygame.transform.smoothscale(
                    surf.subsurface((0, ink.y, surf.get_width(), ink.h)),
                    (surf.get_width(), max(1, round(cap))))
                top = 0
        return surf, top

    # ------------------------------------------------------------------ the corner index

    def _index_sizes(self):
        """(rank cap height, suit height) of the corner index in pixels."""
        h = self.height
        if self.simple:
            return h * 0.17, h * 0.15
        return h * 0.105, h * 0.092

    def _index_block(self, rank: int, suit: int, color, scale: float = 1.0):
        """The corner index: rank then suit on one line, so that a card overlapped by
        the next one in a column still shows both in its top strip; the suit again under
        the rank, so that a card overlapped by the next one in a row shows both in its
        left strip."""
        cap, suit_h = self._index_sizes()
        cap, suit_h = cap * scale, suit_h * scale
        rank_surf, cap_top = self._rank_surface(rank, cap, color,
                                                self.width * RANK_ROOM * scale)
        pip = self.suit(suit, suit_h)
        side = self.suit(suit, suit_h * SIDE_SUIT)
        gap = max(1, round(cap * 0.12))
        line_h = max(round(cap), pip.get_height(), rank_surf.get_height() - cap_top)
        side_y = max(line_h + gap, round((self.height * SIDE_TOP - self.index_margin()[1])
                                         * scale))
        block = pygame.Surface((rank_surf.get_width() + gap + pip.get_width(),
                                side_y + side.get_height()), pygame.SRCALPHA)
        block.blit(rank_surf, (0, -cap_top))
        block.blit(pip, (rank_surf.get_width() + gap, round((cap - pip.get_height()) / 2)))
        block.blit(side, (0, side_y))
        return block

    def index_margin(self):
        """(x, y) of the top-left corner index inside the card."""
        w, h = self.size
        return max(2, round(w * 0.06)), max(2, round(h * 0.04))

    @property
    def index_extent(self) -> int:
        """Pixels from the card's top edge that show its whole corner index: the least
        fan offset at which a covered card in a column can still be read."""
        cap, suit_h = self._index_sizes()
        return self.index_margin()[1] + round(max(cap, suit_h) + self.height * 0.02)

    @property
    def index_width(self) -> int:
        """Pixels from the card's left edge that show its rank with the suit under it:
        the least fan offset at which a covered card in a row can still be read."""
        if self._index_width is None:
            cap, suit_h = self._index_sizes()
            room = self.width * RANK_ROOM
            widest = max([self._rank_surface(r, cap, BLACK, room)[0].get_width()
                          for r in range(1, 14)] +
                         [self.suit(s, suit_h * SIDE_SUIT).get_width() for s in range(4)])
            self._index_width = self.index_margin()[0] + widest + 1
        return self._index_width

    # ------------------------------------------------------------------ the middle

    def simple_slot(self, court=False) -> pygame.Rect:
        """Where the big symbol of a small card goes: between the two index strips (and,
        for a court's frame, between the suits under the ranks)."""
        w, h = self.size
        top = self.index_extent + round(h * 0.02)
        width = w - 2 * self.court_inset() if court else round(w * 0.66)
        slot = pygame.Rect(0, 0, width, round(h - 2 * top))
        slot.center = (w // 2, h // 2)
        return slot

    def court_box(self) -> pygame.Rect:
        """Where a big court's framed picture goes: between the suits under the ranks,
        from under the top index line to above the bottom one."""
        w, h = self.size
        x, y = self.court_inset(), self.index_extent
        return pygame.Rect(x, y, w - 2 * x, h - 2 * y)

    def court_inset(self) -> int:
        """Pixels from the side to a court's frame: clear of the suit under the rank."""
        w = self.width
        suit_h = self._index_sizes()[1] * SIDE_SUIT
        side = max(self.suit(s, suit_h).get_width() for s in range(4))
        clear = self.index_margin()[0] + side + max(1, round(w * 0.03))
        return max(3, round(w * 0.1), clear)

    def _draw_big_suit(self, surf, suit):
        w, h = self.size
        if self.simple:
            slot = self.simple_slot()
            pip = self.suit(suit, min(slot.h * 0.82, slot.w * 0.8))
            surf.blit(pip, pip.get_rect(center=slot.center))
            return
        pip = self.suit(suit, min(h * 0.30, w * 0.46))
        surf.blit(pip, pip.get_rect(center=(w // 2, h // 2)))

    def _draw_pips(self, surf, rank, suit):
        w, h = self.size
        pip_h = min(h * 0.108, w * 0.155)
        up = self.suit(suit, pip_h)
        down = self.suit(suit, pip_h, rotated=True)
        left, right = w * 0.28, w * 0.72
        top = max(self.index_extent + h * 0.03 + pip_h / 2, h * 0.2)
        bottom = h - top
        for fx, fy in _PIPS[rank]:
            x = left + (right - left) * fx
            y = top + (bottom - top) * fy
            img = down if fy > 0.5 else up
            surf.blit(img, img.get_rect(center=(round(x), round(y))))
