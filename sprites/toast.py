"""Toast: a short message in a rounded box that shows for a while of game time, then fades.

It reads the game clock passed in as `now` (never the wall clock), so tests step it.
Long messages wrap (sprites.text.wrap_text) and every line is centred in the box.
"""

import pygame

from sprites.fonts import font
from sprites.palette import TEXT
from sprites.panels import draw_panel
from sprites.text import draw_text, wrap_text


class Toast:
    """A short message that shows for `duration` seconds of game time, then fades."""

    def __init__(self, duration=2.5, fade=0.5, fade_in=0.12):
        self.duration = duration
        self.fade = fade
        self.fade_in = fade_in
        self.text = ""
        self.start = None
        self.until = None
        self.rect = None            # where it was drawn last

    def show(self, text, now, duration=None) -> None:
        self.text = str(text)
        self.start = now
        self.until = now + (self.duration if duration is None else duration)

    def hide(self) -> None:
        """Gone at once (its text is kept)."""
        self.until = None

    def active(self, now) -> bool:
        return self.until is not None and self.start <= now < self.until

    def alpha(self, now) -> int:
        """0 .. 255 at game time `now`."""
        if not self.active(now):
            return 0
        a = 1.0
        if self.fade_in > 0 and now - self.start < self.fade_in:
            a = (now - self.start) / self.fade_in
        left = self.until - now
        if self.fade > 0 and left < self.fade:
            a = min(a, left / self.fade)
        return max(0, min(255, round(255 * a)))

    @staticmethod
    def text_size(surface_height: int) -> int:
        """The default text size for a surface that tall."""
        return max(12, round(surface_height * 0.026))

    def box_size(self, size: int, max_width: int):
        """(w, h) of the toast drawn with text `size` px, at most `max_width` wide."""
        return self._lines(size, max_width)[2]

    def _lines(self, size, max_width):
        f = font(size)
        pad = round(size * 0.8)
        lines = wrap_text(self.text, f, max_width - 2 * pad)
        line_h = f.get_linesize()
        w = max(f.size(line)[0] for line in lines) + 2 * pad
        return lines, line_h, (w, line_h * len(lines) + pad)

    def draw(self, surface, now, center=None, size=None, max_width=None) -> None:
        """Draw centred at `center` (default: low in the middle of the surface) with text
        `size` px (default: from the surface height)."""
        alpha = self.alpha(now)
        if alpha <= 0 or not self.text:
            return
        sw, sh = surface.get_size()
        size = size or self.text_size(sh)
        center = center or (sw // 2, round(sh * 0.84))
        lines, line_h, (w, h) = self._lines(size, max_width or round(sw * 0.6))
        box = pygame.Rect(0, 0, w, h)
        box.center = center
        self.rect = box
        pad = round(size * 0.8)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        draw_panel(layer, layer.get_rect(), radius=max(4, min(h // 2, size)))
        y = pad // 2
        for line in lines:
            draw_text(layer, line, (w // 2, y), size, TEXT, anchor="midtop")
            y += line_h
        if alpha < 255:
            layer.set_alpha(alpha)
        surface.blit(layer, box)
