"""The court cards' pictures: a double-ended figure in a framed panel; small cards get
the figure's small twin, head up, in a framed panel.

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
from sprites.card_drawing import new_copy
from sprites.court_frame import draw_seam, empty_panel, frame_over, picture_area
from sprites.courts import file_name

VIEW_WIDTH = 200            # the figures' design width (sprites.courts.make)
VIEW_TOP = -8.0             # a half picture starts this far above the top of the crown
VIEW_HEIGHTS = (165, 185)   # the least and most of a figure a half picture shows, in
                            # design units down from VIEW_TOP: a wide half shows a
                            # little more to the sides, a tall one more robe
PIP_SIZE = 0.16             # the corner pip's height, a part of the half's height
SMALL_TOP = -4.0            # a small figure's picture starts this far above its crown
SMALL_HEIGHTS = (226, 556)  # the least and most of a small figure a picture shows


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


def draw_court_simple(art, surf, rank, suit, color) -> None:
    """A small card's court: the figure's small twin, head up, in a framed panel in the
    card's court slot (CardArt.court_slot)."""
    slot = art.court_slot()
    if slot.w < 4 or slot.h < 4:        # a card too small for a picture: the index only
        return
    area = picture_area(art, slot.size)
    if area.w < 1 or area.h < 1:
        return
    panel = new_copy(empty_panel(art, slot.size, color))
    layer = small_figure(rank, suit)
    panel.blit(render_layer(layer, area.size, small_view(area.size)), area.topleft)
    panel.blit(frame_over(art, slot.size, color), (0, 0))
    surf.blit(panel, slot.topleft)


@functools.lru_cache(maxsize=12)
def small_figure(rank: int, suit: int) -> str:
    """The one layer of a court's small twin (sprites.courts.small): its SVG group."""
    text = resource_path("sprites", "courts", file_name(rank, suit, small=True)) \
        .read_text("utf-8")
    layers = [line for line in text.splitlines() if line.startswith("<g")]
    if len(layers) != 1:
        raise ValueError(f"{file_name(rank, suit, small=True)} holds no single figure layer")
    return layers[0]


def small_view(size) -> tuple:
    """(x, y, width, height) of the small figure's design a picture of `size` shows: its
    full width and down past the hands and all they hold (SMALL_HEIGHTS[0]), more of
    the robe in a taller picture (to SMALL_HEIGHTS[1]); a wider picture shows more to
    the sides, the figure in the middle."""
    w, h = size
    low, high = SMALL_HEIGHTS
    view_h = min(high, max(low, VIEW_WIDTH * h / w))
    view_w = view_h * w / h
    return (VIEW_WIDTH - view_w) / 2, SMALL_TOP, view_w, view_h
