"""Rounded translucent rectangles: overlay panels, button faces, strips and boxes.

Each shape is rendered once per (size, colours, radius) and cached (LRU, capped in
entries and bytes); small ones are drawn supersampled for smooth corners.
"""

import pygame

from sprites.bounded_cache import BoundedCache
from sprites.palette import PANEL_BORDER, PANEL_COLOR

# Every screen and overlay at one window size draws ~17 shapes (8 MiB at 1920x1080).
_CACHE = BoundedCache(40, max_bytes=32 * 2**20)


def forget_panels() -> None:
    """Drop every cached panel: the window changed size, and so did the panels."""
    _CACHE.clear()


def rounded_surface(size, color, radius, border=None, border_width=1) -> pygame.Surface:
    """A translucent rounded rectangle (cached); small ones are drawn anti-aliased."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    key = (w, h, tuple(color), int(radius), tuple(border) if border else None, border_width)
    surf = _CACHE.get(key)
    if surf is not None:
        return surf
    ss = 3 if w * h <= 120_000 else 1
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    big.fill((*color[:3], 0))
    rect = big.get_rect()
    r = max(0, int(radius)) * ss
    if border:
        bw = max(1, border_width) * ss
        pygame.draw.rect(big, border, rect, border_radius=r)
        pygame.draw.rect(big, (0, 0, 0, 0), rect.inflate(-2 * bw, -2 * bw),
                         border_radius=max(0, r - bw))
        pygame.draw.rect(big, color, rect.inflate(-2 * bw, -2 * bw),
                         border_radius=max(0, r - bw))
    else:
        pygame.draw.rect(big, color, rect, border_radius=r)
    return _CACHE.put(key, pygame.transform.smoothscale(big, (w, h)) if ss > 1 else big)


def draw_panel(surface, rect, radius=None, color=PANEL_COLOR, border=PANEL_BORDER,
               border_width=None) -> pygame.Rect:
    """A rounded, translucent dark panel (for overlays); returns the rect."""
    rect = pygame.Rect(rect)
    if radius is None:
        radius = max(4, min(rect.w, rect.h) // 14)
    if border_width is None:
        border_width = max(1, min(rect.w, rect.h) // 250)
    surface.blit(rounded_surface(rect.size, color, radius, border, border_width), rect)
    return rect
