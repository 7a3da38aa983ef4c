"""The status bar: one strip with a left, a centre and a right text.

The left and right texts keep their place; the left one is cut with an ellipsis when the
strip is short, and the centre text shows (dimmer) in whatever room is left between them.
"""

import pygame

from sprites.fonts import font
from sprites.palette import STRIP_COLOR, TEXT, TEXT_DIM
from sprites.panels import rounded_surface
from sprites.text import draw_text, fit_text


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

    def draw(self, surface, rect, left=None, centre=None, right=None,
             background=STRIP_COLOR) -> None:
        """Draw the strip in `rect`; texts given here replace the stored fields."""
        if left is not None:
            self.left = str(left)
        if centre is not None:
            self.centre = str(centre)
        if right is not None:
            self.right = str(right)
        rect = pygame.Rect(rect)
        if background:
            surface.blit(rounded_surface(rect.size, background, 0), rect)
        size = self.text_size(rect.h)
        pad = max(4, rect.h // 2)
        f = font(size)
        cy = rect.centery
        right_w = f.size(self.right)[0] if self.right else 0
        left_max = max(0, rect.w - 2 * pad - right_w - pad)
        left = fit_text(self.left, f, left_max) if self.left else ""
        left_w = f.size(left)[0] if left else 0
        if left:
            draw_text(surface, left, (rect.x + pad, cy), size, TEXT, anchor="midleft")
        if self.right:
            draw_text(surface, self.right, (rect.right - pad, cy), size, TEXT,
                      anchor="midright")
        if self.centre:
            # Centred on the strip if it fits there, else in the gap between the sides.
            lo = rect.x + pad + left_w + pad
            hi = rect.right - pad - right_w - pad
            if hi - lo > size:
                centre = fit_text(self.centre, f, hi - lo)
                cw = f.size(centre)[0]
                x = min(max(rect.centerx - cw // 2, lo), hi - cw)
                draw_text(surface, centre, (x, cy), size, TEXT_DIM, anchor="midleft")
