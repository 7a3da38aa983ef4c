"""The court cards' pictures: a framed, double-ended crown-and-letter design.

Big cards get a cream panel between the indexes with the crown (K), coronet (Q) or plumed
cap (J) over the big letter, flanked by two pips, and the same turned upside down below;
small cards get the framed crown alone. `art` is the sprites.card_art.CardArt drawing
the face (its size, the court's box beside the indexes and the suit glyphs).
"""

import math

import pygame

from game.rules.cards import RANK_NAMES, SUIT_SYMBOLS
from sprites.card_drawing import (COURT_FILL, COURT_GOLD, blocks, crop, from_corners,
                                  glyph_font_size, new_copy, new_filled)
from sprites.fonts import font

SS = 3                      # a big court's picture is drawn this many times larger


def draw_court(art, surf, rank, suit, color) -> None:
    """The full court picture of a big card onto its face `surf` (court_steps run
    through)."""
    for _ in court_steps(art, surf, rank, suit, color):
        pass


def court_steps(art, surf, rank, suit, color):
    """The full court picture of a big card onto its face `surf`, one piece at a time:
    a generator that yields after the empty panel, the half picture and each tile, so
    that a frame with time to spare can draw some of it (a 408 px court takes 2-7 ms
    whole, no piece more than about a millisecond). Drawing every step is draw_court.

    The picture is drawn SS times larger and smoothscaled, but only where it differs
    from the empty panel: the empty panel comes smoothscaled from art's cache, and each
    piece of the picture (crown, letter, pips, both ways up, and the middle line) is
    drawn on a tile of whole SS-pixel blocks around it, the panel's frame and the whole
    picture replayed onto the tile, then smoothscaled into its place. Smoothscale at a
    whole factor averages each block on its own, so the pixels are those of the whole
    panel drawn large (a 408 x 571 court: ~7 ms -> ~2 ms). The half picture is drawn
    on a surface just big enough for what it draws (_court_box); its letter and pips
    are drawn once per card size (CardArt.cached); the tiles with no pip in them (the
    crown, the letter, the middle line) are kept for the other suit of the same ink
    (CardArt.court_tiles), whose court then takes ~1 ms."""
    x0, y0, fw, fh = art.court_box()
    if fw < 10 or fh < 16:
        return
    ss = SS
    frame, inner, line, rad = _frame_geometry(art, (fw, fh), ss)
    pad = line * 2
    area = inner.inflate(-2 * pad, -2 * pad)
    hw, hh = area.w, area.h // 2
    box = _court_box(art, hw, hh, rank, suit, color, ss)    # what the half draws on
    yield                                           # (the letter's glyph, once a size)
    half = pygame.Surface(box.size, pygame.SRCALPHA)
    drawn = _court_half(art, half, rank, suit, color, ss, (hw, hh), box.topleft)
    up = box.move(area.topleft)
    low = pygame.Rect(area.x + hw - box.right, area.bottom - box.bottom, box.w, box.h)
    mid, lw = inner.centery, max(1, line)
    ends = ((inner.x + 2 * line, mid), (inner.right - 2 * line, mid))
    pieces = [pygame.Rect(ends[0][0] - lw, mid - lw, ends[1][0] - ends[0][0] + 2 * lw + 1,
                          2 * lw + 1)]
    pips = []
    for n, r in enumerate(drawn):           # the crown, the letter, then the pips
        r = r.clip(box)
        if r.w and r.h:
            both = [r.move(area.topleft),
                    pygame.Rect(area.x + hw - r.right, area.bottom - r.bottom, r.w, r.h)]
            pieces += both
            pips += both if n >= 2 else []
    # A tile with no pip in it is the same for both suits of an ink: kept for the other;
    # the middle line's alone (rank 0) for every court of the ink.
    shared, lines = (art.court_tiles.get((r, color, fw, fh)) or
                     art.court_tiles.put((r, color, fw, fh), {}) for r in (rank, 0))
    yield
    panel = new_copy(_empty_panel(art, (fw, fh), color, ss))
    yield
    # Inside `plain` the empty panel is cream alone: clear of the inner line and its
    # rounded corners (a tile elsewhere has the frame drawn on it).
    plain = inner.inflate(-2 * (max(rad - 2 * line, round(line * 0.6)) + 2),
                          -2 * (max(rad - 2 * line, round(line * 0.6)) + 2))
    for n, piece in enumerate(pieces):
        tile = blocks(piece, ss).clip(frame)
        if not (tile.w and tile.h):
            continue
        place = panel.subsurface((tile.x // ss, tile.y // ss, tile.w // ss, tile.h // ss))
        same = tile.collidelist(pips) < 0
        kept = lines if n == 0 and tile.collidelist(pieces[1:]) < 0 else shared
        if same and tuple(tile) in kept:        # copied (smoothscale to its own size)
            pygame.transform.smoothscale(kept[tuple(tile)], place.get_size(),
                                         dest_surface=place)
            continue
        yield
        if plain.contains(tile):
            big = new_filled(tile.size, COURT_FILL)
        else:
            big = pygame.Surface(tile.size, pygame.SRCALPHA)
            _draw_frame(big, frame.move(-tile.x, -tile.y), color, line, rad)
        big.blit(half, (up.x - tile.x, up.y - tile.y))
        turned = tile.clip(low)
        if turned.w and turned.h:
            src = pygame.Rect(low.right - turned.right, low.bottom - turned.bottom,
                              turned.w, turned.h)
            big.blit(pygame.transform.flip(half.subsurface(src), True, True),
                     (turned.x - tile.x, turned.y - tile.y))
        pygame.draw.line(big, COURT_GOLD, (ends[0][0] - tile.x, mid - tile.y),
                         (ends[1][0] - tile.x, mid - tile.y), lw)
        pygame.transform.smoothscale(big, place.get_size(), dest_surface=place)
        if same:
            kept[tuple(tile)] = place.copy()
    surf.blit(panel, (x0, y0))


def _empty_panel(art, size, color, ss) -> pygame.Surface:
    """The framed panel of `size` with nothing on it, drawn `ss` times larger and
    smoothscaled, put together from its corners (sprites.card_drawing.from_corners);
    cached on `art`, per colour."""
    key = (size, color, ss)
    panel = art.panels.get(key)
    if panel is None:
        frame, inner, line, rad = _frame_geometry(art, size, ss)
        k = (rad + 4 * line) // ss + 3

        def render(small):
            return pygame.transform.smoothscale(_framed_panel(art, small, color, ss)[0], small)
        panel = art.panels.put(key, from_corners(size, k, render))
    return panel


def draw_court_simple(art, surf, rank, color) -> None:
    """A small card's court: the framed crown alone, between the indexes."""
    slot = art.simple_slot(court=True)
    if slot.w < 6 or slot.h < 6:        # a card too small for a frame: the index only
        return
    ss = 4
    big, inner, line = _framed_panel(art, slot.size, color, ss)
    crown_w = inner.w * 0.80
    crown_h = min(crown_w * 0.62, inner.h * 0.62)
    _crown(art, big, rank, color, inner.centerx, inner.centery + crown_h * 0.5,
           crown_w, crown_h, ss)
    surf.blit(pygame.transform.smoothscale(big, slot.size), slot)


def _framed_panel(art, size, color, ss):
    """A cream panel with a gold edge and a thin inner line in the suit's colour,
    drawn `ss` times larger; returns (surface, inner rect, line width)."""
    fw, fh = size
    big = pygame.Surface((fw * ss, fh * ss), pygame.SRCALPHA)
    frame, inner, line, rad = _frame_geometry(art, size, ss)
    _draw_frame(big, frame, color, line, rad)
    return big, inner, line


def _frame_geometry(art, size, ss):
    """(frame rect, inner rect, line width, corner radius) of a panel of `size`, drawn
    `ss` times larger."""
    line = max(1, round(art.width / 100)) * ss
    rad = max(1, round(art.width * 0.035)) * ss
    frame = pygame.Rect(0, 0, size[0] * ss, size[1] * ss)
    return frame, frame.inflate(-5 * line, -5 * line), line, rad


def _draw_frame(big, frame, color, line, rad):
    """The empty panel whose outer edge is `frame` onto `big`, a new surface (all 0) of
    its own size or a tile of it, with `frame` moved to match: what is outside is
    transparent."""
    big.fill((*COURT_GOLD, 0), special_flags=pygame.BLEND_RGBA_ADD)
    pygame.draw.rect(big, COURT_GOLD, frame, border_radius=rad)
    pygame.draw.rect(big, COURT_FILL, frame.inflate(-2 * line, -2 * line),
                     border_radius=max(0, rad - line))
    inner = frame.inflate(-5 * line, -5 * line)
    pygame.draw.rect(big, color, inner, width=max(1, round(line * 0.6)),
                     border_radius=max(0, rad - 2 * line))


def _court_half(art, half, rank, suit, color, ss, size=None, at=(0, 0)):
    """The top half of a court picture, `size` big (`half`'s own size by default), onto
    `half`, which holds the piece of it whose top-left corner is `at` (see _court_box);
    returns the rects of the half it drew on."""
    hw, hh = size or half.get_size()
    letter, lr, pip, pips, crown = _court_layout(art, hw, hh, rank, suit, color)
    shift = (-at[0], -at[1])
    drawn = [_crown(art, half, rank, color, *crown, ss, shift)]
    drawn.append(half.blit(letter, lr.move(shift)))
    for place in pips:
        drawn.append(half.blit(pip, place.move(shift)))
    return [r.move(at) for r in drawn]


def _court_box(art, hw, hh, rank, suit, color, ss) -> pygame.Rect:
    """The part of a `hw` x `hh` half court picture that it draws on (with room)."""
    letter, lr, pip, pips, (cx, bottom, cw, ch) = _court_layout(art, hw, hh, rank, suit,
                                                                 color)
    room = max(1, round(ch * 0.085)) + _outline(art, ss) + 2      # jewels, outlines
    x, y = math.floor(cx - cw / 2) - room, math.floor(bottom - ch) - room
    crown = pygame.Rect(x, y, math.ceil(cx + cw / 2) + room + 1 - x,
                        math.ceil(bottom) + room + 1 - y)
    return crown.unionall([lr] + pips).clip((0, 0, hw, hh))


def _court_layout(art, hw, hh, rank, suit, color):
    """(letter, its rect, pip, the pips' rects, (crown's centre x, bottom, width,
    height)) of a half court picture `hw` x `hh`."""
    cx = hw / 2
    # Crown on top, the big letter below it, a suit pip either side of the letter.
    cap = min(hh * 0.40, hw * 0.3)
    letter = art.cached(("court letter", rank, color, cap), lambda: crop(
        font(glyph_font_size(cap), True).render(RANK_NAMES[rank], True, color)))
    crown_h = hh * 0.36
    crown_w = min(hw * 0.5, crown_h * 1.9)
    gap = hh * 0.06
    top = (hh - (crown_h + gap + cap * 1.12)) / 2
    lr = letter.get_rect(midtop=(round(cx), round(top + crown_h + gap)))
    pip = art.cached(("court pip", suit, cap), lambda: crop(
        font(glyph_font_size(cap * 0.7)).render(SUIT_SYMBOLS[suit], True, color)))
    off = lr.w / 2 + pip.get_width() * 0.5 + hw * 0.08
    pips = [pip.get_rect(center=(round(sx), lr.centery)) for sx in (cx - off, cx + off)]
    return letter, lr, pip, pips, (cx, top + crown_h, crown_w, crown_h)


def _outline(art, ss) -> int:
    return max(1, round(ss * max(1, art.width / 110)))


def _crown(art, half, rank, color, cx, bottom, cw, ch, ss, shift=(0, 0)):
    """A crown (K), coronet (Q) or plumed cap (J), bottom-centred at (cx, bottom), each
    point then moved by `shift` (whole pixels); returns the rect it drew on."""
    drawn = []
    sx, sy = shift

    def moved(points):
        return [(x + sx, y + sy) for x, y in points]
    left, right, top = cx - cw / 2, cx + cw / 2, bottom - ch
    outline = _outline(art, ss)
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
        drawn.append(pygame.draw.polygon(half, color, moved(feather)))
        cap_top = bottom - band - ch * 0.5
        pts = [(left + cw * 0.10, bottom), (left + cw * 0.22, cap_top),
               (cx, cap_top - ch * 0.12), (right - cw * 0.22, cap_top),
               (right - cw * 0.10, bottom)]
        jewels = [(cx, cap_top - ch * 0.12)]
    drawn.append(pygame.draw.polygon(half, COURT_GOLD, moved(pts)))
    drawn.append(pygame.draw.polygon(half, color, moved(pts), outline))
    band_rect = pygame.Rect(round(left), round(bottom - band), round(cw), round(band))
    if rank == 11:
        band_rect.inflate_ip(-round(cw * 0.12), 0)
    band_rect.move_ip(shift)
    drawn.append(pygame.draw.rect(half, COURT_GOLD, band_rect))
    drawn.append(pygame.draw.rect(half, color, band_rect, outline))
    for jx, jy in jewels:
        drawn.append(pygame.draw.circle(half, color, (round(jx) + sx, round(jy) + sy), r))
    return drawn[0].unionall(drawn[1:])
