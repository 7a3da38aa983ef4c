"""The statistics screen's figure tiles: a value large over its caption on a dark rounded
tile, every tile of a grid in the same type so that they line up.

    draw_tiles(surface, rects, tiles, unit)   # tiles: (value, caption); returns what went where

Text is fitted, never cut: the value's type shrinks until the widest value fits; a caption
too wide for one line takes a slightly smaller type, then two lines (cut only between
words), then smaller type still; the value shrinks further if the two lines need the
height. Only below MIN_TEXT pixels (far smaller than any window the game opens at) would
a caption end in an ellipsis.
"""

from collections.abc import Sequence
from typing import NamedTuple

import pygame

from sprites.fonts import font
from sprites.palette import TEXT, TEXT_DIM
from sprites.panels import rounded_surface
from sprites.text import draw_text, fit_text, wrap_text

MIN_TEXT = 7                # pixels: the smallest type a tile uses
ONE_LINE_SHRINK = 0.9       # a caption shrinks this far on one line before it takes two


class TileType(NamedTuple):
    value_size: int
    caption_size: int
    captions: list[list[str]]   # each tile's caption lines
    pad: int


class DrawnTile(NamedTuple):
    value: str
    value_rect: pygame.Rect
    lines: list[str]
    line_rects: list[pygame.Rect]


def _caption_fits(caption: str, lines: list[str], size: int, room: int, most: int) -> bool:
    return (len(lines) <= most and " ".join(lines) == " ".join(caption.split())
            and all(font(size).size(line)[0] <= room for line in lines))


def tile_type(tile_size: tuple[int, int], tiles: Sequence[tuple[str, str]],
              unit: int) -> TileType:
    """The one value size and caption size (and each caption's lines) that fit every
    tile of `tile_size` pixels."""
    w, h = tile_size
    pad = max(2, w // 16)
    room = max(1, w - 2 * pad)
    small = max(MIN_TEXT, min(round(unit * 0.6), round(h * 0.22)))
    shrunk = max(MIN_TEXT, round(small * ONE_LINE_SHRINK))
    tries = [(size, 1) for size in range(small, shrunk - 1, -1)]
    tries += [(size, 2) for size in range(small, MIN_TEXT - 1, -1)]
    captions = [caption for _, caption in tiles]
    for size, most in tries:
        wrapped = [wrap_text(caption, font(size), room) for caption in captions]
        if all(_caption_fits(c, lines, size, room, most) for c, lines in zip(captions, wrapped)):
            break
    else:
        size = MIN_TEXT
        wrapped = [[fit_text(caption, font(size), room)] for caption in captions]
    caption_h = max((len(lines) for lines in wrapped), default=0) * font(size).get_linesize()
    big = max(MIN_TEXT, min(round(unit * 1.2), round(h * 0.42)))
    while big > MIN_TEXT and (
            any(font(big, True).size(value)[0] > room for value, _ in tiles)
            or font(big, True).get_height() + caption_h + 2 * pad > h):
        big -= 1
    return TileType(big, size, wrapped, pad)


def draw_tiles(surface, rects: Sequence[pygame.Rect], tiles: Sequence[tuple[str, str]],
               unit: int) -> list[DrawnTile]:
    """Each (value, caption) of `tiles` on its rect (all one size, a grid's), the value
    centred above the captions' room, each caption centred in that room."""
    rects = [pygame.Rect(rect) for rect in rects][:len(tiles)]
    if not rects:
        return []
    smallest = (min(rect.w for rect in rects), min(rect.h for rect in rects))
    kind = tile_type(smallest, tiles[:len(rects)], unit)
    line_h = font(kind.caption_size).get_linesize()
    room_h = max(len(lines) for lines in kind.captions) * line_h
    drawn = []
    for rect, (value, _), lines in zip(rects, tiles, kind.captions):
        surface.blit(rounded_surface(rect.size, (0, 0, 0, 70), max(3, rect.h // 8),
                                     (255, 255, 255, 30)), rect)
        room_top = rect.bottom - kind.pad - room_h
        value_rect = draw_text(surface, value, (rect.centerx, (rect.y + room_top) / 2),
                               kind.value_size, TEXT, anchor="center", bold=True)
        y = room_top + (room_h - len(lines) * line_h) // 2
        line_rects = []
        for line in lines:
            line_rects.append(draw_text(surface, line, (rect.centerx, y),
                                        kind.caption_size, TEXT_DIM, anchor="midtop"))
            y += line_h
        drawn.append(DrawnTile(value, value_rect, lines, line_rects))
    return drawn
