"""The status bar: one strip with a left, a centre and a right text, and any lines above.

The left and right texts keep their place; the left one is cut with an ellipsis when the
strip is short, and the centre text shows (dimmer) in whatever room is left between them.
A strip given `top` lines (a replay's move, wrapped by `wrap_top`) is that many lines
taller, each line centred across the whole strip above the three texts.
"""

import pygame

from sprites.fonts import font
from sprites.mirror import end_anchor, end_x, is_rtl, start_anchor, start_x
from sprites.palette import STRIP_COLOR, TEXT, TEXT_DIM
from sprites.panels import rounded_surface
from sprites.text import draw_text, fit_text, wrap_text


class StatusBar:
    """A strip with three text fields: left (game, number), centre (status), right
    (score, time). Set the fields directly or pass them to `draw`."""

    def __init__(self, left="", centre="", right=""):
        self.left = left
        self.centre = centre
        self.right = right

    @staticmethod
    def text_size(height: int) -> int:
        """The text size of a strip `height` px tall (the table's toolbar keeps to it)."""
        return max(8, round(height * 0.5))

    @staticmethod
    def padding(height: int) -> int:
        """The room at the ends of a strip `height` px tall."""
        return max(4, height // 2)

    @classmethod
    def wrap_top(cls, text: str, width: int, line_h: int) -> list:
        """`text` in the lines a strip `width` px wide, a line `line_h` px tall, shows
        above its texts."""
        f = font(cls.text_size(line_h))
        return wrap_text(text, f, width - 2 * cls.padding(line_h))

    def draw(self, surface, rect, left=None, centre=None, right=None, top=(),
             background=STRIP_COLOR) -> None:
        """Draw the strip in `rect`, `top` lines above its texts (each line a share of
        its height); texts given here replace the stored fields."""
        if left is not None:
            self.left = str(left)
        if centre is not None:
            self.centre = str(centre)
        if right is not None:
            self.right = str(right)
        rect = pygame.Rect(rect)
        if background:
            surface.blit(rounded_surface(rect.size, background, 0), rect)
        line_h = rect.h // (1 + len(top))
        size = self.text_size(line_h)
        pad = self.padding(line_h)
        f = font(size)
        for n, line in enumerate(top):
            draw_text(surface, fit_text(line, f, rect.w - 2 * pad),
                      (rect.centerx, rect.y + n * line_h + line_h // 2), size, TEXT,
                      anchor="center")
        rect = pygame.Rect(rect.x, rect.bottom - line_h, rect.w, line_h)
        cy = rect.centery
        right_w = f.size(self.right)[0] if self.right else 0
        left_max = max(0, rect.w - 2 * pad - right_w - pad)
        left = fit_text(self.left, f, left_max) if self.left else ""
        left_w = f.size(left)[0] if left else 0
        if left:        # the message at the reading start, the figures at its end
            draw_text(surface, left, (start_x(rect, pad), cy), size, TEXT,
                      anchor=start_anchor("midleft"))
        if self.right:
            draw_text(surface, self.right, (end_x(rect, pad), cy), size, TEXT,
                      anchor=end_anchor("midright"))
        if self.centre:
            # Centred on the strip if it fits there, else in the gap between the sides.
            lo = rect.x + pad + (right_w if is_rtl() else left_w) + pad
            hi = rect.right - pad - (left_w if is_rtl() else right_w) - pad
            if hi - lo > size:
                centre = fit_text(self.centre, f, hi - lo)
                cw = f.size(centre)[0]
                x = min(max(rect.centerx - cw // 2, lo), hi - cw)
                draw_text(surface, centre, (x, cy), size, TEXT_DIM, anchor="midleft")
