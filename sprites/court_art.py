"""The court cards' pictures: a double-ended figure in a framed panel; small cards get a
framed crown instead.

A big card's court is a panel (sprites.court_frame: a gold edge, a cream field, a thin
line in the suit's ink) in the card's court box (CardArt.court_box), holding the top
half of the figure of that rank and suit, the suit's pip in its top-left corner, and
the same half turned 180 degrees below, the seam between them drawn across the whole
opening of the frame. Each half shows the figure from a little above its crown (the
same room over the head in both) and its full width, what it holds kept inside the
frame (sprites.courts.held), its clothes running on under the frame's line. The
figures are the project's own SVG files (sprites/courts/*.svg, written by `python -m
sprites.courts.make`), drawn at the exact pixel size by nanosvg
(pygame.image.load_sized_svg): no bitmap is scaled.
Each file's figure comes in a few layers, back to front, rendered one at a time, so
that a court is drawn in pieces between which court_steps yields (CardArt.face_steps,
CardFaces.render_ahead); the half is rendered once and turned for the lower half.

`art` is the sprites.card_art.CardArt drawing the face (its size, court box, index
extent and suit glyphs).
"""

import functools
import io

import pygame

from game.resources import resource_path
from sprites.card_drawing import COURT_FILL, COURT_GOLD, new_copy
from sprites.court_frame import draw_seam, edge_width, empty_panel, frame_over, picture_area
from sprites.courts import file_name

VIEW_WIDTH = 200            # the figures' design width (sprites.courts.make)
VIEW_TOP = -8.0             # a half picture starts this far above the top of the crown
VIEW_HEIGHTS = (165, 185)   # the least and most of a figure a half picture shows, in
                            # design units down from VIEW_TOP: a wide half shows a
                            # little more to the sides, a tall one more robe
PIP_SIZE = 0.16             # the corner pip's height, a part of the half's height


@functools.lru_cache(maxsize=12)
def figure_layers(rank: int, suit: int) -> tuple:
    """The layers of a court's figure, back to front: each an SVG group's text."""
    text = resource_path("sprites", "courts", file_name(rank, suit)).read_text("utf-8")
    layers = tuple(line for line in text.splitlines() if line.startswith("<g"))
    if not layers:
        raise ValueError(f"{file_name(rank, suit)} holds no figure layers")
    return layers


def figure_view(size) -> tuple:
    """(x, y, width, height) of the design space a half picture of `size` pixels shows:
    the figure's full width and as far down as that shape allows, within VIEW_HEIGHTS
    (a wider half then shows more to the sides, a narrower one less)."""
    w, h = size
    low, high = VIEW_HEIGHTS
    view_h = min(high, max(low, VIEW_WIDTH * h / w))
    view_w = view_h * w / h
    return (VIEW_WIDTH - view_w) / 2, VIEW_TOP, view_w, view_h


def render_layer(layer: str, size, view) -> pygame.Surface:
    """One layer of a figure rendered at `size` pixels, showing `view` of its design."""
    w, h = size
    x, y, vw, vh = view
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
           f'viewBox="{x:.4f} {y:.4f} {vw:.4f} {vh:.4f}" preserveAspectRatio="none">'
           f'{layer}</svg>')
    return pygame.image.load_sized_svg(io.BytesIO(svg.encode("utf-8")), size)


def court_steps(art, surf, rank, suit, color):
    """The full court picture of a big card onto its face `surf`, one piece at a time:
    a generator that yields before each layer of the figure and before putting the
    picture together, so that a frame with time to spare can draw some of it."""
    box = art.court_box()
    if box.w < 10 or box.h < 16:
        return
    area = picture_area(art, box.size)
    panel = new_copy(empty_panel(art, box.size, color))
    half = panel.subsurface((area.x, area.y, area.w, area.h // 2))
    view = figure_view(half.get_size())
    for layer in figure_layers(rank, suit):     # onto the opaque panel: blended as
        yield                                   # nanosvg blends a layer onto the last
        half.blit(render_layer(layer, half.get_size(), view), (0, 0))
    yield
    pip = art.suit(suit, max(4, half.get_height() * PIP_SIZE))
    margin = round(half.get_height() * 0.05)
    half.blit(pip, (margin, margin))
    lower = panel.subsurface(half.get_rect(bottomleft=area.bottomleft))
    lower.fill((0, 0, 0, 0))                # then added: an exact copy, turned (a
    lower.blit(pygame.transform.flip(half, True, True), (0, 0),     # blend would
               special_flags=pygame.BLEND_RGBA_ADD)                 # round it)
    draw_seam(panel, art, area, color)
    panel.blit(frame_over(art, box.size, color), (0, 0))
    surf.blit(panel, box.topleft)


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
    line = edge_width(art) * ss
    rad = max(1, round(art.width * 0.035)) * ss
    frame = pygame.Rect(0, 0, size[0] * ss, size[1] * ss)
    return frame, frame.inflate(-5 * line, -5 * line), line, rad


def _draw_frame(big, frame, color, line, rad):
    """The empty panel whose outer edge is `frame` onto `big`, a new surface (all 0):
    what is outside is transparent."""
    big.fill((*COURT_GOLD, 0), special_flags=pygame.BLEND_RGBA_ADD)
    pygame.draw.rect(big, COURT_GOLD, frame, border_radius=rad)
    pygame.draw.rect(big, COURT_FILL, frame.inflate(-2 * line, -2 * line),
                     border_radius=max(0, rad - line))
    inner = frame.inflate(-5 * line, -5 * line)
    pygame.draw.rect(big, color, inner, width=max(1, round(line * 0.6)),
                     border_radius=max(0, rad - 2 * line))


def _outline(art, ss) -> int:
    return max(1, round(ss * max(1, art.width / 110)))


def _crown(art, big, rank, color, cx, bottom, cw, ch, ss):
    """A crown (K), coronet (Q) or plumed cap (J), bottom-centred at (cx, bottom)."""
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
        pygame.draw.polygon(big, color, feather)
        cap_top = bottom - band - ch * 0.5
        pts = [(left + cw * 0.10, bottom), (left + cw * 0.22, cap_top),
               (cx, cap_top - ch * 0.12), (right - cw * 0.22, cap_top),
               (right - cw * 0.10, bottom)]
        jewels = [(cx, cap_top - ch * 0.12)]
    pygame.draw.polygon(big, COURT_GOLD, pts)
    pygame.draw.polygon(big, color, pts, outline)
    band_rect = pygame.Rect(round(left), round(bottom - band), round(cw), round(band))
    if rank == 11:
        band_rect.inflate_ip(-round(cw * 0.12), 0)
    pygame.draw.rect(big, COURT_GOLD, band_rect)
    pygame.draw.rect(big, color, band_rect, outline)
    for jx, jy in jewels:
        pygame.draw.circle(big, color, (round(jx), round(jy)), r)
