"""TextInput: a digits-only entry box (the game number), with a placeholder and a caret
that blinks on the game clock; NameInput: the same box for a file name (a saved record).

It edits as any text field does: Left/Right move the caret (Ctrl: a word), Home/End to
either end, Shift with any of them selects, Ctrl+A selects all; Backspace and Delete
remove the selection or the character beside the caret, Ctrl+Backspace the word before
it; what is typed replaces the selection. Text it starts with is a suggestion, shown
selected: the first key typed replaces it (Backspace clears it); Right or End keeps it
to edit. The selection is drawn as a band behind the text; text longer than the box
scrolls to keep the caret in view, nothing spills out. Feed it events and draw it; a
dialog gives it the keyboard's focus (`focused`: the caret shows only then)."""

import pygame

from sprites.fonts import font
from sprites.palette import ACCENT, TEXT, TEXT_DISABLED
from sprites.panels import rounded_surface
from sprites.text import draw_text

SELECTION = (60, 96, 160)
FIELD_FILL = (0, 0, 0, 140)
RESTING_EDGE = (255, 255, 255, 90)      # the box's edge while the focus is elsewhere


class TextInput:
    """A digits-only box, for a game number. Typed digits arrive as TEXTINPUT (other
    characters are refused: `rejected`), keys as KEYDOWN; Enter returns the value as an
    int (None while empty). Escape is left to the caller. pygame delivers TEXTINPUT by
    default; if a scene stopped it, call pygame.key.start_text_input() first."""

    is_text_field = True            # a focus stop that takes typing (sprites.focus)
    action = None
    enabled = True

    def __init__(self, text="", max_digits=10, placeholder="", max_length=None):
        if max_length is not None:          # alias of max_digits
            max_digits = max_length
        self.max_digits = max_digits
        self.text = "".join(ch for ch in str(text) if self.accepts(ch))[:max_digits]
        self.placeholder = placeholder
        self.rejected = False       # the last keystroke was refused (e.g. a letter)
        self.overflowed = False     # ... because the text would grow past its length
        self.caret = len(self.text)
        self.anchor = 0             # the selection runs from here to the caret
        self.focused = True
        self.rect = pygame.Rect(0, 0, 0, 0)     # where it was last drawn
        self.scroll = 0             # pixels of a long text scrolled out at the left
        self.text_left = 0          # where the text started, last drawn

    @staticmethod
    def accepts(ch: str) -> bool:
        """Whether a typed character goes into the box."""
        return "0" <= ch <= "9"

    @property
    def value(self):
        return int(self.text) if self.text else None

    # ----- the selection ----------------------------------------------------------------
    @property
    def selection(self) -> tuple:
        """(start, end) of the selected text; equal when nothing is selected."""
        return min(self.anchor, self.caret), max(self.anchor, self.caret)

    @property
    def selected(self) -> bool:
        """Whether some text is selected (True on a suggestion)."""
        start, end = self.selection
        return end > start

    @selected.setter
    def selected(self, value: bool) -> None:
        """True: select all; False: nothing selected, the caret at the end."""
        self.caret = len(self.text)
        self.anchor = 0 if value else self.caret

    def clear(self) -> None:
        self.text = ""
        self.caret = self.anchor = 0

    def put_caret(self, index: int, extend: bool = False) -> None:
        self.caret = max(0, min(len(self.text), index))
        if not extend:
            self.anchor = self.caret

    def cut_selection(self) -> bool:
        """Remove the selected text; whether there was any."""
        start, end = self.selection
        self.text = self.text[:start] + self.text[end:]
        self.caret = self.anchor = start
        return end > start

    def word_edge(self, index: int, step: int) -> int:
        """Where a word ends from `index` going `step` (-1 left, +1 right): past the
        separators first, then past the letters and digits."""
        text = self.text

        def at(i):
            return text[i] if step > 0 else text[i - 1]

        limit = len(text) if step > 0 else 0
        while index != limit and not at(index).isalnum():
            index += step
        while index != limit and at(index).isalnum():
            index += step
        return index

    # ----- input ------------------------------------------------------------------------
    def handle_event(self, event):
        """Returns the entered value on Enter, else None."""
        if event.type == pygame.TEXTINPUT:
            self.type_text(getattr(event, "text", ""))
        elif event.type == pygame.KEYDOWN:
            return self.key(event.key, getattr(event, "mod", 0))
        return None

    def type_text(self, typed: str) -> None:
        kept = [ch for ch in typed if self.accepts(ch)]
        if kept:
            self.cut_selection()            # what is typed replaces the selection
        room = self.max_digits - len(self.text)
        self.overflowed = len(kept) > room
        self.rejected = len(kept) != len(typed) or self.overflowed
        added = "".join(kept[:max(0, room)])
        if added:
            self.text = self.text[:self.caret] + added + self.text[self.caret:]
            self.put_caret(self.caret + len(added))

    def key(self, key, mod):
        ctrl, shift = mod & pygame.KMOD_CTRL, mod & pygame.KMOD_SHIFT
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.value
        if key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            step = -1 if key == pygame.K_BACKSPACE else 1
            if not self.cut_selection():
                far = self.word_edge(self.caret, step) if ctrl else self.caret + step
                self.put_caret(far, extend=True)
                self.cut_selection()
            self.rejected = self.overflowed = False
        elif key == pygame.K_a and ctrl:
            self.selected = True
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            start, end = self.selection
            if ctrl:
                self.put_caret(self.word_edge(self.caret, step), shift)
            elif shift or start == end:
                self.put_caret(self.caret + step, shift)
            else:                           # a selection folds to its side
                self.put_caret(start if step < 0 else end)
        elif key in (pygame.K_HOME, pygame.K_END):
            self.put_caret(0 if key == pygame.K_HOME else len(self.text), shift)
        return None

    def click(self, pos) -> None:
        """Put the caret where the box was clicked (between the nearest characters)."""
        face = font(self.size_for(self.rect))
        x = pos[0] - self.text_left
        widths = [face.size(self.text[:i])[0] for i in range(len(self.text) + 1)]
        self.put_caret(min(range(len(widths)), key=lambda i: abs(widths[i] - x)))

    # ----- drawing ----------------------------------------------------------------------
    @staticmethod
    def size_for(rect) -> int:
        return max(8, round(rect.h * 0.55))

    def draw(self, surface, rect, now=None, size=None) -> None:
        """The box with the text (or the placeholder), the selection behind it and, with
        the focus, a caret that blinks on `now`."""
        rect = self.rect = pygame.Rect(rect)
        size = size or self.size_for(rect)
        face = font(size)
        edge = ACCENT if self.focused else RESTING_EDGE
        surface.blit(rounded_surface(rect.size, FIELD_FILL, max(3, rect.h // 5), edge,
                                     max(1, rect.h // 20) * (2 if self.focused else 1)),
                     rect)
        pad = max(4, rect.h // 4)
        cy = rect.centery
        room = rect.w - 2 * pad - 3
        caret_px = face.size(self.text[:self.caret])[0]
        text_w = face.size(self.text)[0]
        # a long text scrolls the least that keeps the caret in view, never past its end
        self.scroll = min(self.scroll, caret_px, max(0, text_w - room))
        self.scroll = max(self.scroll, caret_px - room, 0)
        left = self.text_left = rect.x + pad - self.scroll
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-2, -2).clip(clip))
        start, end = self.selection
        if end > start:                     # the selection's band behind the text
            x0, x1 = (left + face.size(self.text[:i])[0] for i in (start, end))
            band = pygame.Rect(x0 - 1, 0, x1 - x0 + 2, round(size * 1.2))
            band.centery = cy
            surface.fill(SELECTION if self.focused else (70, 80, 96), band)
        if self.text:
            draw_text(surface, self.text, (left, cy), size, TEXT, anchor="midleft")
        elif self.placeholder:
            draw_text(surface, self.placeholder, (rect.x + pad, cy), size, TEXT_DISABLED,
                      anchor="midleft")
        surface.set_clip(clip)
        if self.focused and (now is None or int(now * 2) % 2 == 0):
            half = round(size * 0.45)
            x = left + caret_px + (1 if self.caret else 0)
            pygame.draw.line(surface, TEXT, (x, cy - half), (x, cy + half),
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
