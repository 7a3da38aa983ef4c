"""TextInput: a digits-only entry box (the game number), with a placeholder and a caret
that blinks on the game clock; NameInput: the same box for a file name (a saved record).
Text it starts with is a suggestion, shown selected: the first key typed replaces it
(Backspace clears it), as in any text field; the Right or End key keeps it to edit.
Text longer than the box shows its end, where the caret is; nothing spills out."""

import pygame

from sprites.fonts import font
from sprites.palette import ACCENT, TEXT, TEXT_DISABLED
from sprites.panels import rounded_surface
from sprites.text import draw_text

SELECTION = (60, 96, 160)


class TextInput:
    """A digits-only box, for a game number. Feed it events: typed digits arrive as
    TEXTINPUT (other characters are ignored), Backspace deletes, Enter returns the value
    as an int (None while empty). Escape is left to the caller. pygame delivers TEXTINPUT
    by default; if a scene stopped it, call pygame.key.start_text_input() first."""

    def __init__(self, text="", max_digits=10, placeholder="", max_length=None):
        if max_length is not None:          # alias of max_digits
            max_digits = max_length
        self.max_digits = max_digits
        self.text = "".join(ch for ch in str(text) if self.accepts(ch))[:max_digits]
        self.placeholder = placeholder
        self.rejected = False       # the last keystroke was refused (e.g. a letter)
        self.overflowed = False     # ... because the text would grow past its length
        self.selected = bool(self.text)     # the suggestion, replaced by what is typed

    @staticmethod
    def accepts(ch: str) -> bool:
        """Whether a typed character goes into the box."""
        return "0" <= ch <= "9"

    @property
    def value(self):
        return int(self.text) if self.text else None

    def clear(self) -> None:
        self.text = ""
        self.selected = False

    def handle_event(self, event):
        """Returns the entered int on Enter, else None."""
        if event.type == pygame.TEXTINPUT:
            typed = getattr(event, "text", "")
            digits = [ch for ch in typed if self.accepts(ch)]
            if self.selected and digits:
                self.clear()
            room = self.max_digits - len(self.text)
            self.overflowed = len(digits) > room
            self.rejected = len(digits) != len(typed) or self.overflowed
            self.text += "".join(digits[:max(0, room)])
        elif event.type == pygame.KEYDOWN:
            key = event.key
            if key == pygame.K_BACKSPACE:
                self.text = "" if self.selected else self.text[:-1]
                self.rejected = self.overflowed = self.selected = False
            elif key in (pygame.K_RIGHT, pygame.K_END, pygame.K_LEFT, pygame.K_HOME):
                self.selected = False           # keep the suggestion, to edit it
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.value
        return None

    def draw(self, surface, rect, now=None, size=None) -> None:
        """The box with the digits (or the placeholder) and a caret that blinks on `now`."""
        rect = pygame.Rect(rect)
        size = size or max(8, round(rect.h * 0.55))
        surface.blit(rounded_surface(rect.size, (0, 0, 0, 140), max(3, rect.h // 5),
                                     ACCENT, max(1, rect.h // 20)), rect)
        pad = max(4, rect.h // 4)
        cy = rect.centery
        if self.text:
            text_w = font(size).size(self.text)[0]
            # Longer than the box: its end (and the caret) in view, the start cut off.
            left = rect.x + pad - max(0, text_w - (rect.w - 2 * pad - 3))
            clip = surface.get_clip()
            surface.set_clip(rect.inflate(-2, -2).clip(clip))
            if self.selected:                   # a selection's band behind the text
                band = pygame.Rect((left - 2, 0), (text_w + 4, round(size * 1.2)))
                band.centery = cy
                surface.fill(SELECTION, band.clip(rect))
            r = draw_text(surface, self.text, (left, cy), size, TEXT, anchor="midleft")
            surface.set_clip(clip)
            caret_x = r.right + 2
        else:
            if self.placeholder:
                draw_text(surface, self.placeholder, (rect.x + pad, cy), size,
                          TEXT_DISABLED, anchor="midleft")
            caret_x = rect.x + pad
        if now is None or int(now * 2) % 2 == 0:
            half = round(size * 0.45)
            pygame.draw.line(surface, TEXT, (caret_x, cy - half), (caret_x, cy + half),
                             max(1, size // 14))


NAME_LENGTH = 120           # characters a NameInput takes: a name, or a path to export to


class NameInput(TextInput):
    """A box for a file name: letters, digits, spaces, '-', '_', '.', and '/' and '~' for
    a path, at most NAME_LENGTH of them (what would go past is refused: `overflowed`);
    Enter returns the text (None while empty)."""

    def __init__(self, text="", max_length=NAME_LENGTH, placeholder=""):
        super().__init__(text, max_digits=max_length, placeholder=placeholder)

    @staticmethod
    def accepts(ch: str) -> bool:
        return ch.isalnum() or ch in " -_./~"

    @property
    def value(self):
        return self.text or None
