"""HUD text: cached rendering, drawing at an anchor, word wrap and cutting with an ellipsis.

`wrap_text` is the one word-wrap of the game (toasts, overlays, the rules pages, the
chooser's goals): it returns lines, because the callers scroll them by line or centre
each one, which `Font.render(wraplength=)` cannot do (nor break Chinese or Japanese,
which have no spaces to break at).
"""

import pygame

from game.i18n import active_language
from sprites.bounded_cache import BoundedCache
from sprites.fonts import font
from sprites.line_breaks import units
from sprites.palette import TEXT

# Every screen and overlay at one window size draws a hundred-odd lines of text; the
# byte limit keeps a few sizes' worth, older sizes go first.
_CACHE = BoundedCache(256, max_bytes=32 * 2**20)
_WATCHERS = []              # callables told of every line drawn (see watch_text)


def watch_text(watcher):
    """Tell `watcher(surface, text, rect, ink)` of every line `draw_text` draws from now
    on, `rect` its box and `ink` the part its glyphs cover (a test that checks nothing
    overflows); returns the function that stops it."""
    _WATCHERS.append(watcher)
    return lambda: _WATCHERS.remove(watcher)


def forget_rendered_text() -> None:
    """Drop every cached line: the window changed size, and so did the text sizes."""
    _CACHE.clear()


def render_text(text: str, size: int, color=TEXT, bold: bool = False) -> pygame.Surface:
    """Anti-aliased text, cached (LRU); `color` may carry an alpha as a 4th value."""
    color = tuple(color)
    key = (text, int(size), color, bold, active_language())
    surf = _CACHE.get(key)
    if surf is not None:
        return surf
    surf = font(size, bold).render(text, True, color[:3])
    if len(color) > 3 and color[3] < 255:
        surf.set_alpha(color[3])
    return _CACHE.put(key, surf)


def draw_text(surface, text, pos, size, color=TEXT, anchor="topleft", bold=False,
              alpha=None) -> pygame.Rect:
    """Draw one line of text with its `anchor` (any Rect point name) at `pos`; returns the
    rect drawn. `alpha` (0-255) fades the whole line."""
    surf = render_text(str(text), size, color, bold)
    if alpha is not None and alpha < 255:
        surf = surf.copy()
        surf.set_alpha(max(0, int(alpha)) * (surf.get_alpha() or 255) // 255)
    rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(surf, rect)
    if _WATCHERS:
        ink = surf.get_bounding_rect().move(rect.topleft)
        for watcher in _WATCHERS:
            watcher(surface, str(text), rect, ink)
    return rect


def wrap_text(text: str, font_obj, width: int) -> list:
    """Split `text` into lines that each fit `width` pixels in `font_obj`, breaking at
    spaces and, in Chinese and Japanese, between characters (sprites/line_breaks.py).
    Newlines start new lines (an empty line stays empty); a word wider than the width
    is cut."""
    width = max(1, int(width))
    lines = []
    for para in str(text).split("\n"):
        pieces = units(para)
        if not pieces:
            lines.append("")
            continue
        line = ""
        for piece, spaced in pieces:
            trial = piece if not line else line + (" " if spaced else "") + piece
            if font_obj.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                lines.append(line)
                line = ""
            while font_obj.size(piece)[0] > width and len(piece) > 1:
                cut = len(piece) - 1
                while cut > 1 and font_obj.size(piece[:cut])[0] > width:
                    cut -= 1
                lines.append(piece[:cut])
                piece = piece[cut:]
            line = piece
        lines.append(line)
    return lines


def fit_text(text: str, font_obj, width: int) -> str:
    """`text`, cut with an ellipsis so that it fits `width` pixels."""
    if font_obj.size(text)[0] <= width:
        return text
    ell = "…"
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font_obj.size(text[:mid].rstrip() + ell)[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + ell if lo else ""
