"""The shipped DejaVu Sans faces (they have ♠♥♦♣), loaded by path and cached per size."""

import pygame

from game.resources import resource_path

_CACHE = {}


def font(size: int, bold: bool = False) -> "pygame.font.Font":
    """DejaVu Sans at `size` pixels; pygame.font must be initialised."""
    size = max(6, int(size))
    key = (size, bold)
    face = _CACHE.get(key)
    if face is None:
        name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
        face = pygame.font.Font(str(resource_path("sprites", "fonts", name)), size)
        _CACHE[key] = face
    return face
