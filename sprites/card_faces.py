"""Card faces, backs, empty-pile outlines, highlights and shadows, drawn in code.

Everything is rendered at the exact pixel size asked for (no image files, no scaling of
bitmaps), so the cards stay crisp from a 60 px phone-sized card to a 4K table. Shapes
(rounded corners, borders, court frames, the back's lattice) are drawn supersampled and
smoothscaled down for anti-aliasing; text and suit symbols are DejaVu glyphs rendered at
their final size. Every surface is cached: `face(c)` twice gives the same Surface object.

    faces = faces_for(110, 155)       # small LRU of CardFaces per size
    faces.face(card)                  # face-down ints (card | 64) give the back
    faces.back(); faces.outline("foundation"); faces.highlight(); faces.shadow()

The corner index is rank and suit on one line ("10♥"), so a card covered by the next one
in a column is still identified by its top `index_extent` pixels, with the suit again under
the rank, so a card covered by the next one in a row is identified by its left
`index_width` pixels; the same index turned upside down sits in the bottom-right corner.
Number cards get classic pip layouts, courts a framed, double-ended crown-and-letter design
(framed inside the suits under the ranks). Small cards (under 84 px wide) get a
bigger index and one large centre symbol (a framed crown for courts) instead.
"""

import pygame

from game.rules.cards import FACE_DOWN, RANK, RANK_NAMES, SUIT, SUIT_SYMBOLS, IS_RED
from sprites.bounded_cache import BoundedCache
from sprites.fonts import font

# Colours.
RED = (200, 16, 46)
BLACK = (22, 22, 28)
FACE_WHITE = (253, 253, 250)
FACE_BORDER = (140, 140, 148)
COURT_FILL = (252, 244, 222)
COURT_GOLD = (196, 152, 58)
BACK_FIELD = (24, 44, 86)
BACK_LINE = (38, 150, 146)
BACK_LINE_2 = (64, 92, 150)
BACK_BORDER = (236, 238, 242)

# Cards narrower than this get the simple, large-index design.
SIMPLE_BELOW = 84
SUPER = 4                   # supersampling factor for shapes
_GLYPH_CAP = 0.73           # DejaVu: cap height and suit-glyph height per font pixel
_GLYPH_TOP = 0.20           # ... and the row where they start
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


def _has_display() -> bool:
    return pygame.display.get_init() and pygame.display.get_surface() is not None


def _finish(surface: pygame.Surface) -> pygame.Surface:
    """convert_alpha() when a display exists (faster blits), else the surface as is."""
    if _has_display():
        try:
            return surface.convert_alpha()
        except pygame.error:
            pass
    return surface


def _crop(surface: pygame.Surface) -> pygame.Surface:
    r = surface.get_bounding_rect(min_alpha=1)
    if r.w == 0 or r.h == 0:
        return surface
    return surface.subsurface(r).copy()


def _round_rect_ss(size, color, radius, border=0, border_color=None, ss=SUPER,
                   fill_alpha_bg=0):
    """An anti-aliased rounded rect of `size`: drawn `ss` times larger, smoothscaled."""
    w, h = size
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    edge = border_color if border else color
    big.fill((*edge[:3], fill_alpha_bg))
    rect = big.get_rect()
    if border:
        pygame.draw.rect(big, border_color, rect, border_radius=radius * ss)
        inner = rect.inflate(-2 * border * ss, -2 * border * ss)
        pygame.draw.rect(big, color, inner, border_radius=max(0, (radius - border) * ss))
    else:
        pygame.draw.rect(big, color, rect, border_radius=radius * ss)
    return pygame.transform.smoothscale(big, (w, h))


class CardFaces:
    """All the card images for one card size, rendered lazily and cached."""

    def __init__(self, width: int, height: int):
        if not pygame.font.get_init():
            pygame.font.init()
        self.width = int(width)
        self.height = int(height)
        if self.width < 8 or self.height < 8:
            raise ValueError(f"card size {width}x{height} is too small")
        w, h = self.width, self.height
        self.size = (w, h)
        self.simple = w < SIMPLE_BELOW
        self.radius = max(2, round(w * 0.075))
        self.border = max(1, round(w / 160))
        self.shadow_pad = max(2, round(w * 0.06))
        self.shadow_offset = (max(1, round(w * 0.015)), max(1, round(w * 0.03)))
        self._cache = {}
        self._blank = None
        self._glyphs = {}
        self._index_width = None

    # ------------------------------------------------------------------ public API

    def face(self, card: int) -> pygame.Surface:
        """The face of `card` (a face-down int gives the back); cached per card."""
        if card & FACE_DOWN:
            return self.back()
        base = card & 63
        if not 0 <= base < 52:
            raise ValueError(f"not a card: {card!r}")
        key = ("face", base)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._cache[key] = _finish(self._render_face(base))
        return surf

    def back(self) -> pygame.Surface:
        surf = self._cache.get(("back", 0))
        if surf is None:
            surf = self._cache[("back", 0)] = _finish(self._render_back())
        return surf

    def outline(self, kind: str = "") -> pygame.Surface:
        """An empty-pile slot. kind: "" plain, "foundation" (faint A), "stock" (faint
        redeal circle), "stock-done" (faint cross: no redeals left)."""
        key = ("outline", kind)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._cache[key] = _finish(self._render_outline(kind))
        return surf

    def highlight(self, kind: str = "") -> pygame.Surface:
        """A translucent glow the card's size, to mark drop targets ("") or hints ("hint")."""
        key = ("highlight", kind)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._cache[key] = _finish(self._render_highlight(kind))
        return surf

    def shadow(self) -> pygame.Surface:
        """A soft shadow, `shadow_pad` larger than the card on every side: blit it at
        (x - shadow_pad + shadow_offset[0], y - shadow_pad + shadow_offset[1])."""
        surf = self._cache.get(("shadow", 0))
        if surf is None:
            surf = self._cache[("shadow", 0)] = _finish(self._render_shadow())
        return surf

    def prerender(self) -> None:
        """Render all 52 faces, the back and the outlines now (e.g. after a resize)."""
        for c in range(52):
            self.face(c)
        self.back()
        for kind in ("", "foundation", "stock"):
            self.outline(kind)
        self.highlight()
        self.shadow()

    # ------------------------------------------------------------------ pieces

    def _blank_face(self) -> pygame.Surface:
        if self._blank is None:
            self._blank = _round_rect_ss(self.size, FACE_WHITE, self.radius,
                                         border=self.border, border_color=FACE_BORDER)
        return self._blank

    def _glyph(self, text: str, px_height: float, color, bold=False, scale_x=1.0):
        """`text` rendered so that cap-height glyphs are `px_height` tall, cropped to ink
        horizontally; returns (surface, y offset of the cap top inside it)."""
        key = (text, round(px_height * 4), color, bold, scale_x)
        got = self._glyphs.get(key)
        if got is None:
            size = max(6, round(px_height / _GLYPH_CAP))
            surf = font(size, bold).render(text, True, color)
            ink = surf.get_bounding_rect(min_alpha=1)
            cap_top = round(size * _GLYPH_TOP)
            if ink.w and ink.h:
                top = min(ink.top, cap_top)
                surf = surf.subsurface((ink.x, top, ink.w, ink.bottom - top)).copy()
                cap_top -= top
            if scale_x != 1.0:
                surf = pygame.transform.smoothscale(
                    surf, (max(1, round(surf.get_width() * scale_x)), surf.get_height()))
            got = self._glyphs[key] = (surf, cap_top)
        return got

    def _suit(self, suit: int, px_height: float, rotated=False):
        """A suit symbol cropped to its ink, `px_height` tall (visually similar sizes)."""
        key = ("suit", suit, round(px_height * 4), rotated)
        got = self._glyphs.get(key)
        if got is None:
            color = RED if suit in (1, 2) else BLACK
            size = max(6, round(px_height / _GLYPH_CAP))
            got = _crop(font(size).render(SUIT_SYMBOLS[suit], True, color))
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
        pip = self._suit(suit, suit_h)
        side = self._suit(suit, suit_h * SIDE_SUIT)
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
                         [self._suit(s, suit_h * SIDE_SUIT).get_width() for s in range(4)])
            self._index_width = self.index_margin()[0] + widest + 1
        return self._index_width

    # ------------------------------------------------------------------ renderers

    def _render_face(self, c: int) -> pygame.Surface:
        w, h = self.size
        rank, suit = RANK[c], SUIT[c]
        color = RED if IS_RED[c] else BLACK
        surf = self._blank_face().copy()
        mx, my = self.index_margin()
        block = self._index_block(rank, suit, color)
        surf.blit(block, (mx, my))
        if self.simple:     # the bottom index is only seen on a lone card: keep it small
            block = self._index_block(rank, suit, color, 0.7)
        flipped = pygame.transform.flip(block, True, True)
        surf.blit(flipped, (w - mx - block.get_width(), h - my - block.get_height()))
        if self.simple:
            if rank >= 11:
                self._draw_court_simple(surf, rank, suit, color)
            else:
                self._draw_big_suit(surf, suit, rank)
        elif rank >= 11:
            self._draw_court(surf, rank, suit, color)
        elif rank == 1:
            self._draw_big_suit(surf, suit, rank)
        else:
            self._draw_pips(surf, rank, suit)
        return surf

    def _simple_slot(self, court=False) -> pygame.Rect:
        """Where the big symbol of a small card goes: between the two index strips (and,
        for a court's frame, between the suits under the ranks)."""
        w, h = self.size
        top = self.index_extent + round(h * 0.02)
        width = w - 2 * self._court_inset() if court else round(w * 0.66)
        slot = pygame.Rect(0, 0, width, round(h - 2 * top))
        slot.center = (w // 2, h // 2)
        return slot

    def _court_inset(self) -> int:
        """Pixels from the side to a court's frame: clear of the suit under the rank."""
        w = self.width
        suit_h = self._index_sizes()[1] * SIDE_SUIT
        side = max(self._suit(s, suit_h).get_width() for s in range(4))
        clear = self.index_margin()[0] + side + max(1, round(w * 0.03))
        return max(3, round(w * 0.1), clear)

    def _draw_big_suit(self, surf, suit, rank):
        w, h = self.size
        if self.simple:
            slot = self._simple_slot()
            pip = self._suit(suit, min(slot.h * 0.82, slot.w * 0.8))
            surf.blit(pip, pip.get_rect(center=slot.center))
            return
        pip = self._suit(suit, min(h * 0.30, w * 0.46))
        surf.blit(pip, pip.get_rect(center=(w // 2, h // 2)))

    def _draw_pips(self, surf, rank, suit):
        w, h = self.size
        pip_h = min(h * 0.108, w * 0.155)
        up = self._suit(suit, pip_h)
        down = self._suit(suit, pip_h, rotated=True)
        left, right = w * 0.28, w * 0.72
        top = max(self.index_extent + h * 0.03 + pip_h / 2, h * 0.2)
        bottom = h - top
        for fx, fy in _PIPS[rank]:
            x = left + (right - left) * fx
            y = top + (bottom - top) * fy
            img = down if fy > 0.5 else up
            surf.blit(img, img.get_rect(center=(round(x), round(y))))

    def _framed_panel(self, size, color, ss):
        """A cream panel with a gold edge and a thin inner line in the suit's colour,
        drawn `ss` times larger; returns (surface, inner rect, line width)."""
        fw, fh = size
        w = self.width
        big = pygame.Surface((fw * ss, fh * ss), pygame.SRCALPHA)
        big.fill((*COURT_GOLD, 0))
        line = max(1, round(w / 100)) * ss
        rad = max(1, round(w * 0.035)) * ss
        frame = big.get_rect()
        pygame.draw.rect(big, COURT_GOLD, frame, border_radius=rad)
        pygame.draw.rect(big, COURT_FILL, frame.inflate(-2 * line, -2 * line),
                         border_radius=max(0, rad - line))
        inner = frame.inflate(-5 * line, -5 * line)
        pygame.draw.rect(big, color, inner, width=max(1, round(line * 0.6)),
                         border_radius=max(0, rad - 2 * line))
        return big, inner, line

    def _draw_court(self, surf, rank, suit, color):
        w, h = self.size
        x0 = self._court_inset()
        y0 = self.index_extent
        fw, fh = w - 2 * x0, h - 2 * y0
        if fw < 10 or fh < 16:
            return
        ss = 3
        big, inner, line = self._framed_panel((fw, fh), color, ss)
        # The top half of the picture, then the same turned upside down.
        pad = line * 2
        area = inner.inflate(-2 * pad, -2 * pad)
        half = pygame.Surface((area.w, area.h // 2), pygame.SRCALPHA)
        self._court_half(half, rank, suit, color, ss)
        big.blit(half, area.topleft)
        big.blit(pygame.transform.flip(half, True, True),
                 (area.x, area.bottom - half.get_height()))
        mid = inner.centery
        pygame.draw.line(big, COURT_GOLD, (inner.x + 2 * line, mid),
                         (inner.right - 2 * line, mid), max(1, line))
        surf.blit(pygame.transform.smoothscale(big, (fw, fh)), (x0, y0))

    def _court_half(self, half, rank, suit, color, ss):
        hw, hh = half.get_size()
        cx = hw / 2
        # Crown on top, the big letter below it, a suit pip either side of the letter.
        cap = min(hh * 0.40, hw * 0.3)
        letter = _crop(font(max(6, round(cap / _GLYPH_CAP)), True).render(
            RANK_NAMES[rank], True, color))
        crown_h = hh * 0.36
        crown_w = min(hw * 0.5, crown_h * 1.9)
        gap = hh * 0.06
        top = (hh - (crown_h + gap + cap * 1.12)) / 2
        self._crown(half, rank, color, cx, top + crown_h, crown_w, crown_h, ss)
        lr = letter.get_rect(midtop=(round(cx), round(top + crown_h + gap)))
        half.blit(letter, lr)
        pip = _crop(font(max(6, round(cap * 0.7 / _GLYPH_CAP))).render(
            SUIT_SYMBOLS[suit], True, color))
        off = lr.w / 2 + pip.get_width() * 0.5 + hw * 0.08
        for sx in (cx - off, cx + off):
            half.blit(pip, pip.get_rect(center=(round(sx), lr.centery)))

    def _draw_court_simple(self, surf, rank, suit, color):
        slot = self._simple_slot(court=True)
        if slot.w < 6 or slot.h < 6:        # a card too small for a frame: the index only
            return
        ss = 4
        big, inner, line = self._framed_panel(slot.size, color, ss)
        crown_w = inner.w * 0.80
        crown_h = min(crown_w * 0.62, inner.h * 0.62)
        self._crown(big, rank, color, inner.centerx, inner.centery + crown_h * 0.5,
                    crown_w, crown_h, ss)
        surf.blit(pygame.transform.smoothscale(big, slot.size), slot)

    def _crown(self, half, rank, color, cx, bottom, cw, ch, ss):
        """A crown (K), coronet (Q) or plumed cap (J), bottom-centred at (cx, bottom)."""
        left, right, top = cx - cw / 2, cx + cw / 2, bottom - ch
        outline = max(1, round(ss * max(1, self.width / 110)))
        band = ch * 0.24
        r = max(1, round(ch * 0.085))
        if rank == 13:      # king: three tall points with jewels
            pts = [(left, bottom), (left, top + ch * 0.22), (left + cw * 0.27, top + ch * 0.55),
                   (cx, top), (right - cw * 0.27, top + ch * 0.55), (right, top + ch * 0.22),
                   (right, bottom)]
            jewels = [(left, top + ch * 0.22), (cx, top), (right, top + ch * 0.22)]
        elif rank == 12:    # queen: five lower points
            n = 5
            pts = [(left, bottom)]
            for i in range(n):
                x = left + cw * i / (n - 1)
                pts.append((x, top + ch * (0.25 if i % 2 == 0 else 0.42)))
                if i < n - 1:
                    pts.append((x + cw / (2 * (n - 1)), top + ch * 0.62))
            pts.append((right, bottom))
            jewels = [(left + cw * i / (n - 1), top + ch * (0.25 if i % 2 == 0 else 0.42))
                      for i in range(n)]
            r = max(1, round(r * 0.8))
        else:               # jack: a round cap with a feather
            feather = [(cx + cw * 0.08, top + ch * 0.55), (cx + cw * 0.28, top + ch * 0.12),
                       (cx + cw * 0.48, top), (cx + cw * 0.38, top + ch * 0.24),
                       (cx + cw * 0.20, top + ch * 0.55)]
            pygame.draw.polygon(half, color, feather)
            cap_top = bottom - band - ch * 0.5
            pts = [(left + cw * 0.10, bottom), (left + cw * 0.22, cap_top),
                   (cx, cap_top - ch * 0.12), (right - cw * 0.22, cap_top),
                   (right - cw * 0.10, bottom)]
            jewels = [(cx, cap_top - ch * 0.12)]
        pygame.draw.polygon(half, COURT_GOLD, pts)
        pygame.draw.polygon(half, color, pts, outline)
        band_rect = pygame.Rect(round(left), round(bottom - band), round(cw), round(band))
        if rank == 11:
            band_rect.inflate_ip(-round(cw * 0.12), 0)
        pygame.draw.rect(half, COURT_GOLD, band_rect)
        pygame.draw.rect(half, color, band_rect, outline)
        for jx, jy in jewels:
            pygame.draw.circle(half, color, (round(jx), round(jy)), r)

    def _render_back(self) -> pygame.Surface:
        w, h = self.size
        ss = 2
        W, H = w * ss, h * ss
        big = pygame.Surface((W, H), pygame.SRCALPHA)
        big.fill((*FACE_BORDER, 0))
        rect = big.get_rect()
        pygame.draw.rect(big, FACE_BORDER, rect, border_radius=self.radius * ss)
        b = self.border * ss
        pygame.draw.rect(big, BACK_BORDER, rect.inflate(-2 * b, -2 * b),
                         border_radius=(self.radius - self.border) * ss)
        inset = max(2, round(w * 0.06)) * ss
        field = rect.inflate(-2 * inset, -2 * inset)
        frad = max(1, self.radius * ss - inset // 2)
        # Lattice on its own surface, clipped to the field's rounded rect.
        pat = pygame.Surface(field.size, pygame.SRCALPHA)
        pat.fill(BACK_FIELD)
        step = max(6, round(field.w / 7))
        lw = max(1, round(step * 0.09))
        fw, fh = field.size
        for k in range(-fh, fw + fh, step):
            pygame.draw.line(pat, BACK_LINE_2, (k + step // 2, 0), (k + step // 2 + fh, fh), lw)
            pygame.draw.line(pat, BACK_LINE_2, (k + step // 2, 0), (k + step // 2 - fh, fh), lw)
        for k in range(-fh, fw + fh, step):
            pygame.draw.line(pat, BACK_LINE, (k, 0), (k + fh, fh), lw + 1)
            pygame.draw.line(pat, BACK_LINE, (k, 0), (k - fh, fh), lw + 1)
        # Small diamonds where the teal lines cross.
        d = max(2, round(step * 0.16))
        for row in range(0, fh // (step // 2 or 1) + 2):
            y = row * step / 2
            shift = 0 if row % 2 == 0 else step / 2
            x = shift
            while x < fw + step:
                pygame.draw.polygon(pat, BACK_BORDER,
                                    [(x, y - d), (x + d, y), (x, y + d), (x - d, y)])
                x += step
        mask = pygame.Surface(field.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=frad)
        pat.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        big.blit(pat, field)
        ring = max(1, round(w / 90)) * ss
        pygame.draw.rect(big, BACK_LINE, field, width=ring, border_radius=frad)
        pygame.draw.rect(big, BACK_BORDER, field.inflate(-4 * ring, -4 * ring),
                         width=max(1, ring // 2), border_radius=max(0, frad - 2 * ring))
        return pygame.transform.smoothscale(big, (w, h))

    def _render_outline(self, kind: str) -> pygame.Surface:
        w, h = self.size
        ss = SUPER
        big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
        big.fill((255, 255, 255, 0))
        rect = big.get_rect()
        lw = max(1, round(w / 70)) * ss
        pygame.draw.rect(big, (255, 255, 255, 120), rect, border_radius=self.radius * ss)
        pygame.draw.rect(big, (0, 20, 10, 70), rect.inflate(-2 * lw, -2 * lw),
                         border_radius=max(0, (self.radius * ss) - lw))
        out = pygame.transform.smoothscale(big, (w, h))
        mark = (255, 255, 255, 70)
        if kind == "foundation":
            letter = _crop(font(max(6, round(h * 0.36 / _GLYPH_CAP)), True).render(
                "A", True, (255, 255, 255)))
            letter.set_alpha(80)
            out.blit(letter, letter.get_rect(center=(w // 2, h // 2)))
        elif kind in ("stock", "stock-done"):
            ring = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
            r = round(min(w, h) * 0.26) * ss
            c = (w * ss // 2, h * ss // 2)
            t = max(2, round(w * 0.05)) * ss
            if kind == "stock":
                pygame.draw.circle(ring, mark, c, r, t)
                # An arrow head at the top of the circle: a redeal mark.
                a = t * 1.6
                pygame.draw.polygon(ring, mark, [(c[0] + a * 0.2, c[1] - r - a),
                                                 (c[0] + a * 1.5, c[1] - r + t / 2),
                                                 (c[0] + a * 0.2, c[1] - r + t + a)])
                # A gap in the ring before the arrow.
                pygame.draw.rect(ring, (0, 0, 0, 0),
                                 (c[0] - a * 1.6, c[1] - r - t, a * 1.8, t * 2 + 1))
            else:
                for sx in (-1, 1):
                    pygame.draw.line(ring, mark, (c[0] - r * 0.7, c[1] - sx * r * 0.7),
                                     (c[0] + r * 0.7, c[1] + sx * r * 0.7), t)
            out.blit(pygame.transform.smoothscale(ring, (w, h)), (0, 0))
        return out

    def _render_highlight(self, kind: str) -> pygame.Surface:
        w, h = self.size
        color = (110, 200, 255) if kind == "hint" else (255, 214, 80)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.fill((*color, 0))
        glow = max(3, round(w * 0.07))
        ss = SUPER
        big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
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
        return pygame.transform.smoothscale(big, (w, h))

    def _render_shadow(self) -> pygame.Surface:
        w, h = self.size
        p = self.shadow_pad
        size = (w + 2 * p, h + 2 * p)
        # Draw small and scale up: a cheap blur.
        k = 4
        small = pygame.Surface((max(2, size[0] // k), max(2, size[1] // k)), pygame.SRCALPHA)
        small.fill((0, 0, 0, 0))
        inner = pygame.Rect(0, 0, max(1, w // k), max(1, h // k))
        inner.center = small.get_rect().center
        pygame.draw.rect(small, (0, 0, 0, 90), inner, border_radius=max(1, self.radius // k))
        return pygame.transform.smoothscale(small, size)


_FACES = BoundedCache(2)       # this card size and the last (up to 15 MiB each at 1440p)


def faces_for(width: int, height: int) -> CardFaces:
    """The CardFaces for that size, from a small LRU (a resize back and forth is free)."""
    key = (int(width), int(height))
    faces = _FACES.get(key)
    if faces is None:
        faces = _FACES.put(key, CardFaces(*key))
    return faces


def clear_cache() -> None:
    """Forget every cached size (e.g. after the display mode changes pixel format)."""
    _FACES.clear()
