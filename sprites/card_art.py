"""CardArt: the face of each card at one pixel size and style: the corner indexes, and
where the middle goes (sprites.pip_art draws the pips and big suits, sprites.court_art
the courts).

The corner index is the rank over its suit, both centred on one axis, in the top-left
corner and, turned upside down, in the bottom-right, as on a printed deck. A card covered
by the next one in a column shows both in its top `index_extent` pixels; one covered in
a row shows both in its left `index_width` pixels. Nothing else sits beside the pips.

Two styles (STYLES):
- classic: number cards with the standard pip layouts, each ace one large pip (the ace
  of spades larger, in a ring), the courts a picture in `court_box`, between the index
  columns. Cards narrower than SIMPLE_BELOW get a simpler face: a bigger index and one
  large suit (a court: the figure, drawn simpler, head up in a frame: court_slot).
- large-print: at every size a huge index and one big suit sign; a court is cream with a
  gold line inside its edge (its letter is the index).

Glyphs are cached per art object; faces are not (the CardFaces that owns the art caches
them).
"""

import pygame

from game.rules.cards import RANK, RANK_NAMES, SUIT, SUIT_SYMBOLS
from sprites import pip_art
from sprites.bounded_cache import BoundedCache
from sprites.card_drawing import (
    COURT_FILL,
    COURT_GOLD,
    FACE_BORDER,
    FACE_WHITE,
    GLYPH_TOP,
    crop,
    glyph_font_size,
    new_copy,
    round_rect_ss,
    suit_colour,
)
from sprites.court_art import court_steps, draw_court_simple
from sprites.fonts import card_font

STYLES = ("classic", "large-print")
SIMPLE_BELOW = 84           # classic cards narrower than this get the simple design
# The index's rank cap height and suit height, in card heights, and the gap from the
# rank's baseline to its suit, in cap heights, per design.
INDEX_SIZES = {"classic": (0.09, 0.066, 0.13), "simple": (0.13, 0.09, 0.1),
               "large-print": (0.17, 0.115, 0.1)}
TEN_WIDTH = 1.35            # '10' is set tight and condensed to this many cap heights
LOWER_INDEX = 0.7           # the simple designs' bottom index, only seen on a lone card


def run_steps(steps):
    """Run a generator of drawing steps (face_steps, court_steps) to its end; returns
    what it returns."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


class CardArt:
    """Draws card faces `width` x `height` pixels in `style` (one of STYLES), in red and
    black or (`four_colour`) the four-colour deck's inks; see the module docstring."""

    def __init__(self, width: int, height: int, four_colour: bool = False,
                 style: str = "classic"):
        if style not in STYLES:
            raise ValueError(f"no card style called {style!r}")
        self.width, self.height = int(width), int(height)
        self.size = (self.width, self.height)
        self.style = style
        self.colours = tuple(suit_colour(suit, four_colour) for suit in range(4))
        self.simple = style == "large-print" or self.width < SIMPLE_BELOW
        self.design = style if style == "large-print" else \
            "simple" if self.simple else "classic"
        self.radius = max(2, round(self.width * 0.075))
        self.border = max(1, round(self.width / 160))
        self._blank = None
        self.panels = BoundedCache(8)     # a court frame's two panels per suit ink
        self._glyphs = {}
        self._metrics = {}              # index measures per scale (see _measure)

    # ------------------------------------------------------------------ a whole face

    def render_face(self, c: int) -> pygame.Surface:
        """A new surface with the face of card `c` (0 .. 51)."""
        return run_steps(self.face_steps(c))

    def face_steps(self, c: int):
        """render_face one piece at a time: a generator that yields between the pieces
        (the blank, the first face of a size measuring its index, the indexes, the
        middle: see court_steps and pip_art.ace_steps) and returns the face, so that
        frames with time to spare can render a face ahead in bits."""
        w, h = self.size
        rank, suit = RANK[c], SUIT[c]
        color = self.colours[suit]
        surf = new_copy(self._blank_face())
        yield
        if self.style == "large-print" and rank >= 11:
            surf.blit(*self._court_panel())
            yield
        self._measure()
        if self.simple:
            yield
            self._measure(LOWER_INDEX)
        yield
        mx, my = self.index_margin()
        block = self.index_block(rank, suit)
        surf.blit(block, (mx, my))
        if self.simple:
            block = self.index_block(rank, suit, LOWER_INDEX)
        flipped = pygame.transform.flip(block, True, True)
        surf.blit(flipped, (w - mx - block.get_width(), h - my - block.get_height()))
        if self.style == "large-print":
            pip_art.draw_big_suit(self, surf, suit)
        elif self.simple:
            if rank >= 11:
                draw_court_simple(self, surf, rank, suit, color)
            else:
                pip_art.draw_big_suit(self, surf, suit)
        elif rank >= 11:
            yield
            yield from court_steps(self, surf, rank, suit, color)
        elif rank == 1:
            yield
            yield from pip_art.ace_steps(self, surf, suit)
        else:
            pip_art.draw_pips(self, surf, rank, suit)
        return surf

    def _blank_face(self) -> pygame.Surface:
        if self._blank is None:
            self._blank = round_rect_ss(self.size, FACE_WHITE, self.radius,
                                        border=self.border, border_color=FACE_BORDER)
        return self._blank

    def _court_panel(self):
        """What makes a large-print court's blank, and where it goes: cream with a gold
        edge a little inside the border, where that keeps clear of the index (else
        cream alone inside the border): the mark of a court, seen in a column's strip
        too."""
        return self.cached("court panel", self._render_court_panel)

    def _render_court_panel(self):
        b = self.border
        line = max(1, round(self.width / 90))
        gap = b + max(1, round(self.width * 0.012))
        if gap + line >= min(self.index_margin()):
            gap, line = b, 0
        size = (self.width - 2 * gap, self.height - 2 * gap)
        radius = max(1, self.radius - gap)
        panel = round_rect_ss(size, COURT_FILL, radius, border=line,
                              border_color=COURT_GOLD if line else None)
        return panel, (gap, gap)

    # ------------------------------------------------------------------ glyphs

    def _glyph(self, text: str, px_height: float, color, bold=False):
        """`text` rendered so that cap-height glyphs are `px_height` tall, cropped to ink
        horizontally; returns (surface, y offset of the cap top inside it)."""
        key = (text, round(px_height * 4), color, bold)
        got = self._glyphs.get(key)
        if got is None:
            size = glyph_font_size(px_height)
            surf = card_font(size, bold).render(text, True, color)
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
            got = crop(card_font(glyph_font_size(px_height)).render(SUIT_SYMBOLS[suit], True,
                                                               color))
            if rotated:
                got = pygame.transform.flip(got, True, True)
            self._glyphs[key] = got
        return got

    def _rank_surface(self, rank: int, cap: float, color, tail: float):
        """The rank of the corner index and the row of its cap line in it (round
        glyphs rise a little above it): '10' is set tight and condensed to TEN_WIDTH
        cap heights, the J (which DejaVu hangs below the line) is pressed to sit on
        the baseline, and so is the Q to end its tail `tail` pixels under it."""
        if rank == 10:
            one, top_1 = self._glyph("1", cap, color, True)
            zero, top_0 = self._glyph("0", cap, color, True)
            top = max(top_1, top_0)
            gap = max(0, round(cap * 0.12))
            wid = one.get_width() + gap + zero.get_width()
            surf = pygame.Surface((wid, top + max(one.get_height() - top_1,
                                                  zero.get_height() - top_0)),
                                  pygame.SRCALPHA)
            surf.blit(one, (0, top - top_1))
            surf.blit(zero, (one.get_width() + gap, top - top_0))
            if wid > cap * TEN_WIDTH:
                surf = pygame.transform.smoothscale(
                    surf, (max(1, round(cap * TEN_WIDTH)), surf.get_height()))
            return surf, top
        surf, top = self._glyph(RANK_NAMES[rank], cap, color, True)
        depth = round(top + cap + (0 if rank == 11 else tail))
        if surf.get_height() > depth + 1:
            surf = pygame.transform.smoothscale(surf, (surf.get_width(), max(1, depth)))
        return surf, top

    # ------------------------------------------------------------------ the corner index

    def index_sizes(self, scale: float = 1.0):
        """(rank cap height, suit height, least gap over the suit) of the corner index
        in pixels (`scale`d: a simple face's bottom index)."""
        rank, suit, gap = INDEX_SIZES[self.design]
        return (self.height * rank * scale, self.height * suit * scale,
                self.height * rank * gap * scale)

    def index_margin(self):
        """(x, y) of the top-left corner index inside the card."""
        w, h = self.size
        return max(2, round(w * 0.04)), max(2, round(h * 0.025))

    def index_block(self, rank: int, suit: int, scale: float = 1.0) -> pygame.Surface:
        """The corner index of a card: its rank over its suit, both centred on the
        index's axis, on a surface as wide as the index column, the cap line and the
        suit at the same height on every card of the size (so that nothing moves from
        card to card)."""
        key = ("index", rank, suit, scale)
        block = self._glyphs.get(key)
        if block is None:
            width, depth, _, lift, suit_y = self._measure(scale)
            cap, suit_h, gap = self.index_sizes(scale)
            rank_surf, top = self._rank_surface(rank, cap, self.colours[suit], gap / 2)
            pip = self.suit(suit, suit_h)
            block = pygame.Surface((width, depth), pygame.SRCALPHA)
            block.blit(rank_surf, ((width - rank_surf.get_width()) // 2, lift - top))
            block.blit(pip, ((width - pip.get_width()) // 2, suit_y))
            self._glyphs[key] = block
        return block

    def _measure(self, scale: float = 1.0):
        """(index column width, index depth, first column showing ink of every card's
        index, row of the cap line, row of the suit) in the index block: its widest
        rank or suit, the cap line under the highest rise of a round rank, the suit a
        clear row under the lowest rank. Measured once per scale."""
        got = self._metrics.get(scale)
        if got is None:
            cap, suit_h, gap = self.index_sizes(scale)
            ranks = [self._rank_surface(r, cap, (0, 0, 0), gap / 2) for r in range(1, 14)]
            suits = [self.suit(s, suit_h).get_size() for s in range(4)]
            lift = max(top for _, top in ranks)
            below = max(surf.get_height() - top for surf, top in ranks)
            suit_y = lift + max(round(cap + gap), below + 1)
            widths = [surf.get_width() for surf, _ in ranks]
            width = max(widths + [w for w, _ in suits])
            depth = suit_y + max(h for _, h in suits)
            # A card's index has ink from its wider glyph's edge on: the latest is that
            # of the narrowest rank over the narrowest suit.
            inked = (width - max(min(widths), min(w for w, _ in suits))) // 2
            got = self._metrics[scale] = (width, depth, inked, lift, suit_y)
        return got

    @property
    def index_extent(self) -> int:
        """Pixels from the card's top edge that show its whole corner index: the least
        fan offset at which a covered card in a column can still be read."""
        pad = max(1, round(self.height * 0.008))
        return self.index_margin()[1] + self._measure()[1] + pad

    @property
    def index_width(self) -> int:
        """Pixels from the card's left edge that show its whole corner index, rank and
        suit: the least fan offset at which a covered card in a row can still be read."""
        return self.index_margin()[0] + self._measure()[0] + 1

    def index_ink(self):
        """(x, y) from the card's top-left corner where every card's index has ink: a
        sliver of a covered card that goes a little further shows its colour."""
        mx, my = self.index_margin()
        _, _, inked, lift, _ = self._measure()
        return mx + inked, my + lift

    # ------------------------------------------------------------------ the middle

    def court_box(self) -> pygame.Rect:
        """Where a court's picture goes: between the index columns, from a margin like
        the index's at the top to the same at the bottom (its frame runs beside the
        indexes, as on a printed court card)."""
        w, h = self.size
        x = self.index_width + max(1, round(w * 0.03))
        y = self.index_margin()[1]
        return pygame.Rect(x, y, max(0, w - 2 * x), max(0, h - 2 * y))

    def court_slot(self) -> pygame.Rect:
        """Where a simple face's court picture goes, under the top index: over the
        bottom index (simple_slot), or on down beside it, as wide as clears it,
        whichever's shorter side is the longer (the second on the smallest cards)."""
        w, h = self.size
        over = self.simple_slot(court=True)
        gap = over.y - self.index_extent
        right = w - self.index_margin()[0] - self._measure(LOWER_INDEX)[0] - gap
        width = max(0, 2 * right - w)
        beside = pygame.Rect((w - width) // 2, over.y, width,
                             max(0, h - self.index_margin()[1] - over.y))
        return max((over, beside), key=lambda slot: min(slot.size))

    def simple_slot(self, court=False) -> pygame.Rect:
        """Where the big symbol of a simple face goes: under the top index, over the
        smaller bottom one (a court's frame a little narrower than a suit's room)."""
        w, h = self.size
        gap = max(1, round(h * 0.02))
        top = self.index_extent + gap
        lower = self.index_margin()[1] + self._measure(LOWER_INDEX)[1]
        bottom = h - lower - gap
        width = round(w * (0.6 if court else 0.7))
        return pygame.Rect((w - width) // 2, top, max(0, width), max(0, bottom - top))
