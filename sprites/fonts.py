"""The shipped DejaVu Sans faces (they have ♠♥♦♣), loaded by path and cached per size.

The cache keeps the 32 faces used last: what one screen uses (a table with its overlays
uses up to 17 sizes, the chooser 5 to 8) and what the previous one used, never one face
per size a drag-resize passed through (each holds its glyphs in memory). Faces no
frame used for a while go (game/render/cache_sweep.py): opening one again is cheap.
"""

import pygame

from game.resources import resource_path
from sprites.bounded_cache import BoundedCache

_CACHE = BoundedCache(32)


def font(size: int, bold: bool = False) -> "pygame.font.Font":
    """DejaVu Sans at `size` pixels; pygame.font must be initialised."""
    size = max(6, int(size))
    key = (size, bold)
    face = _CACHE.get(key)
    if face is None:
        name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"    # i18n: not shown
        face = _CACHE.put(key, pygame.font.Font(str(resource_path("sprites", "fonts", name)),
                                                size))
    return face
