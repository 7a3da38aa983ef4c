"""Screens laid out for the reading direction: in Arabic, Persian and Hebrew the start
of a row is its right edge, text lines up on the right, buttons run from right to left
and the Left and Right keys swap in lists. The card table itself is never mirrored.

A screen lays out as it always has, left to right, and passes each x, rect or anchor
it draws at through these, which change nothing in a left-to-right language.
"""

from __future__ import annotations

import pygame

from game.i18n.direction import is_rtl

__all__ = ["is_rtl", "mirror_x", "mirrored", "start_x", "start_anchor", "end_anchor",
           "reading_step", "row_order", "end_x"]

_SWAP = {"left": "right", "right": "left"}


def mirror_x(x: float, within: pygame.Rect) -> float:
    """x reflected across the middle of `within` in a right-to-left language."""
    return within.left + within.right - x if is_rtl() else x


def mirrored(rect: pygame.Rect, within: pygame.Rect) -> pygame.Rect:
    """`rect` reflected across the middle of `within` in a right-to-left language."""
    if not is_rtl():
        return pygame.Rect(rect)
    return pygame.Rect(within.left + within.right - rect.right, rect.y, rect.w, rect.h)


def start_x(rect: pygame.Rect, pad: float = 0) -> float:
    """Where a line of text starts in `rect`, `pad` in from the reading start edge."""
    return rect.right - pad if is_rtl() else rect.left + pad


def end_x(rect: pygame.Rect, pad: float = 0) -> float:
    """Where a line that ends a row (a value, a page count) is anchored."""
    return rect.left + pad if is_rtl() else rect.right - pad


def _swapped(anchor: str) -> str:
    for old, new in _SWAP.items():
        if old in anchor:
            return anchor.replace(old, new)
    return anchor


def start_anchor(anchor: str = "midleft") -> str:
    """The anchor of text starting at `start_x`: "midleft" becomes "midright"."""
    return _swapped(anchor) if is_rtl() else anchor


def end_anchor(anchor: str = "midright") -> str:
    """The anchor of text ending at `end_x`: "midright" becomes "midleft"."""
    return _swapped(anchor) if is_rtl() else anchor


def reading_step(key: int) -> int:
    """-1, +1 or 0: which way Left or Right moves along a row (swapped when the row
    reads from the right)."""
    sign = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}.get(key, 0)
    return -sign if is_rtl() else sign


def row_order(items: list) -> list:
    """Items of a row in the order they stand from left to right on screen."""
    return list(reversed(items)) if is_rtl() else list(items)
