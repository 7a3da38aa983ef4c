"""Rounded rectangles: overlay panels (opaque), button faces, strips and boxes.

Each shape is rendered once per (size, colours, radius) and cached (LRU, capped in
entries and bytes); `render_rounded` draws one uncached. Corners are smooth at any size:
small shapes are drawn supersampled, large ones are put together from a small
supersampled one's corners and edges.
"""

import pygame

from sprites.bounded_cache import BoundedCache
from sprites.card_drawing import from_corners
from sprites.palette import PANEL_BORDER, PANEL_COLOR

# Every screen and overlay at one window size draws a score of shapes; the byte limit
# keeps a few sizes' worth.
_CACHE = BoundedCache(40, max_bytes=32 * 2**20)


def forget_panels() -> None:
    """Drop every cached panel: the window changed size, and so did the panels."""
    _CACHE.clear()


def rounded_surface(size, color, radius, border=None, border_width=1) -> pygame.Surface:
    """A translucent rounded rectangle (cached), its corners anti-aliased."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    key = (w, h, tuple(color), int(radius), tuple(border) if border else None, border_width)
    surf = _CACHE.get(key)
    if surf is not None:
        return surf
    return _CACHE.put(key, render_rounded((w, h), color, radius, border, border_width))


def render_rounded(size, color, radius, border=None, border_width=1) -> pygame.Surface:
    """A rounded rectangle, not cached (for shapes drawn once, such as a chart's bars),
    its corners anti-aliased: a small one is drawn supersampled whole, a large one put
    together from a small supersampled one's corners and edges (card_drawing.from_corners)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    r = max(0, int(radius))
    if w * h <= SUPERSAMPLED_AREA:
        return _supersampled((w, h), color, r, border, border_width, 4)
    corner = r + max(1, border_width) + 1           # where a corner's curves lie
    return from_corners((w, h), corner, lambda small: _supersampled(
        small, color, r, border, border_width, 4 if small[0] * small[1] <= SUPERSAMPLED_AREA
        else 2))


SUPERSAMPLED_AREA = 120_000     # pixels: up to this a shape is drawn 4x and scaled down
                                # (smoothscale keeps colours exact at 2x and 4x, not 3x)


def _supersampled(size, color, r, border, border_width, ss) -> pygame.Surface:
    big = _shape((size[0] * ss, size[1] * ss), color, r * ss, border, border_width * ss)
    return pygame.transform.smoothscale(big, size)


def _shape(size, color, r, border, border_width) -> pygame.Surface:
    """The rounded rectangle at `size`, drawn as pygame draws it (hard edges)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((*color[:3], 0))
    rect = surf.get_rect()
    if border:
        bw = max(1, border_width)
        pygame.draw.rect(surf, border, rect, border_radius=r)
        pygame.draw.rect(surf, (0, 0, 0, 0), rect.inflate(-2 * bw, -2 * bw),
                         border_radius=max(0, r - bw))
        pygame.draw.rect(surf, color, rect.inflate(-2 * bw, -2 * bw),
                         border_radius=max(0, r - bw))
    else:
        pygame.draw.rect(surf, color, rect, border_radius=r)
    return surf


def draw_panel(surface, rect, radius=None, color=PANEL_COLOR, border=PANEL_BORDER,
               border_width=None) -> pygame.Rect:
    """A rounded dark panel (for overlays: opaque; a screen's own may be translucent);
    returns the rect. On an opaque panel a translucent border is blended onto the panel's
    colour, so nothing shows through at its edge either."""
    rect = pygame.Rect(rect)
    if border and len(border) == 4 and len(color) == 4 and color[3] == 255:
        border = blended(border, color)
    if radius is None:
        radius = max(4, min(rect.w, rect.h) // 14)
    if border_width is None:
        border_width = max(1, min(rect.w, rect.h) // 250)
    surface.blit(rounded_surface(rect.size, color, radius, border, border_width), rect)
    return rect


def blended(top, bottom) -> tuple:
    """The opaque colour of translucent `top` laid over opaque `bottom`."""
    alpha = top[3] / 255
    return tuple(round(t * alpha + b * (1 - alpha)) for t, b in zip(top[:3], bottom[:3])) \
        + (255,)
