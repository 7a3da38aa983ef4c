"""The felt of the table, in the player's colour: a soft vertical gradient and vignette
with fine grain.

Built from small surfaces scaled up (lighting) and a tiled noise texture multiplied in, so
no per-pixel Python loop touches the full-size image. Deterministic (fixed seed) and cached
for the last two window sizes (each is a window of pixels), so F11 back and forth is free; a new
colour renders afresh.
"""

import random

import pygame

from sprites.bounded_cache import BoundedCache

# The felts the player may choose (settings.FELTS): colour at the top, at the bottom.
COLOURS = {
    "green": ((44, 128, 78), (24, 90, 52)),
    "blue": ((40, 96, 146), (20, 58, 100)),
    "red": ((138, 42, 52), (92, 22, 32)),
    "grey": ((96, 102, 108), (58, 62, 68)),
}
_TILE = 256
_SEED = 5  # aisle five

_CACHE = BoundedCache(2)
_QUARTERS = BoundedCache(2)     # the lighting at a quarter of the last two window sizes
_TILES = {}


def _noise_tile(seed: int, lo: int, hi: int) -> pygame.Surface:
    """A square 8-bit grey tile of uniform noise between lo and hi (for BLEND_MULT)."""
    key = (seed, lo, hi)
    tile = _TILES.get(key)
    if tile is None:
        data = random.Random(seed).randbytes(_TILE * _TILE)
        tile = pygame.image.frombytes(data, (_TILE, _TILE), "P")
        span = hi - lo
        tile.set_palette([(lo + i * span // 255,) * 3 for i in range(256)])
        tile = _to_rgb(tile)
        _TILES[key] = tile
    return tile


def _to_rgb(surface: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(surface.get_size(), 0, 32)
    out.blit(surface, (0, 0))
    return out


def _quarter_lighting(size, colour: str) -> pygame.Surface:
    """Gradient, vignette and a little low-frequency mottling at a quarter of `size`
    (cached: a sixteenth of a window's pixels)."""
    w, h = size
    key = (w, h, colour)
    quarter = _QUARTERS.get(key)
    if quarter is not None:
        return quarter
    top, bottom = COLOURS[colour]
    sw, sh = 48, 27
    rng = random.Random(_SEED * 7919)
    pixels = bytearray()
    for y in range(sh):
        t = y / (sh - 1)
        base = [top[i] + (bottom[i] - top[i]) * t for i in range(3)]
        for x in range(sw):
            dx = (x / (sw - 1) - 0.5) * 2
            dy = (t - 0.45) * 2
            vignette = 1 - 0.16 * min(1.0, (dx * dx * 0.8 + dy * dy) / 1.6)
            mottle = 1 + (rng.random() - 0.5) * 0.02
            k = vignette * mottle
            pixels += bytes(max(0, min(255, round(c * k))) for c in base)
    small = _to_rgb(pygame.image.frombytes(bytes(pixels), (sw, sh), "RGB"))
    # Smooth up to a quarter size, then pixel-double: the light changes by well under a
    # level per 4 px, so the blocks are invisible under the grain, and 4K stays fast.
    quarter = pygame.transform.smoothscale(small, (max(1, -(-w // 4)), max(1, -(-h // 4))))
    return _QUARTERS.put(key, quarter)


def _lighting(size, colour: str) -> pygame.Surface:
    """The lighting at `size`: the quarter-size lighting pixel-quadrupled."""
    w, h = size
    quarter = _quarter_lighting(size, colour)
    big = pygame.transform.scale(quarter, (quarter.get_width() * 4, quarter.get_height() * 4))
    if big.get_size() != (w, h):
        big = big.subsurface((0, 0, w, h)).copy()
    return big


def paint_felt(surface, size, colour: str = "green", rect=None) -> None:
    """Paint onto `surface`, over `rect` (default: all of `size`), exactly the pixels
    felt(size, colour) has there, keeping no window-sized felt: only the quarter-size
    lighting and the grain tile (the table's painter draws its layer this way, which
    saves a whole window of pixels)."""
    if colour not in COLOURS:
        raise ValueError(f"no felt called {colour!r}")
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    area = pygame.Rect(0, 0, w, h) if rect is None else pygame.Rect(rect).clip((0, 0, w, h))
    if area.w <= 0 or area.h <= 0:
        return
    quarter = _quarter_lighting((w, h), colour)
    qx, qy = area.x // 4, area.y // 4
    qw, qh = -(-area.right // 4) - qx, -(-area.bottom // 4) - qy
    light = pygame.transform.scale(quarter.subsurface((qx, qy, qw, qh)), (qw * 4, qh * 4))
    old_clip = surface.get_clip()
    surface.set_clip(area.clip(old_clip))
    surface.blit(light, (qx * 4, qy * 4))
    tile = _noise_tile(_SEED, 238, 255)
    for ty in range(area.y // _TILE * _TILE, area.bottom, _TILE):
        for tx in range(area.x // _TILE * _TILE, area.right, _TILE):
            surface.blit(tile, (tx, ty), special_flags=pygame.BLEND_MULT)
    surface.set_clip(old_clip)


def felt(size, colour: str = "green") -> pygame.Surface:
    """The table background at exactly `size` (width, height) in `colour` (a COLOURS
    name); cached per size and colour."""
    key = (int(size[0]), int(size[1]), colour)
    surf = _CACHE.get(key)
    if surf is None:
        surf = _CACHE.put(key, render_felt(size, colour))
    return surf


def render_felt(size, colour: str = "green") -> pygame.Surface:
    """A new felt surface, not cached (a swatch keeps its own)."""
    if colour not in COLOURS:
        raise ValueError(f"no felt called {colour!r}")
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    surf = _lighting((w, h), colour)
    # Fine grain: a noise tile multiplied in (0.93 .. 1.0 of the light).
    tile = _noise_tile(_SEED, 238, 255)
    for ty in range(0, h, _TILE):
        for tx in range(0, w, _TILE):
            surf.blit(tile, (tx, ty), special_flags=pygame.BLEND_MULT)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        try:
            surf = surf.convert()
        except pygame.error:
            pass
    return surf
