"""A pile marked on the felt by name: a frame round its slot and a small label just above
it, both outside the slot, so the pile is told apart from its neighbours while cards cover
the slot (a game's scene asks for it through the table's `felt_marks` hook).

Drawn in code at the card size asked for and cached per size and name.
"""

import pygame

from sprites.bounded_cache import BoundedCache
from sprites.card_drawing import finish, round_rect_ss
from sprites.fonts import font
from sprites.palette import ACCENT

INK = (*ACCENT, 190)         # the frame and the label, a little see-through
_CACHE = BoundedCache(8)     # (card size, name) -> (frame, label): this size and the last


def margin(card_w: int) -> int:
    """How far the frame lies outside the slot."""
    return max(3, round(card_w * 0.05))


def label_size(card_w: int) -> int:
    return max(10, round(card_w * 0.14))


def pile_label(box, name: str):
    """(image, position) pairs that mark the slot `box` (x, y, w, h) with a frame and
    `name` above it."""
    x, y, w, h = (round(v) for v in box)
    key = (w, h, name)
    images = _CACHE.get(key)
    if images is None:
        images = _CACHE.put(key, _render(w, h, name))
    frame, label = images
    m = margin(w)
    return [(frame, (x - m, y - m)),
            (label, (x + (w - label.get_width()) // 2, y - m - label.get_height()))]


def _render(w: int, h: int, name: str):
    m = margin(w)
    line = max(2, round(w * 0.018))
    frame = round_rect_ss((w + 2 * m, h + 2 * m), (*ACCENT, 0), max(4, round(w * 0.08)),
                          border=line, border_color=INK)
    label = font(label_size(w), True).render(name, True, ACCENT)     # per-pixel alpha
    label.fill((255, 255, 255, INK[3]), special_flags=pygame.BLEND_RGBA_MULT)
    return finish(frame), finish(label)
