"""LanguageList: Settings -> Language, every language this build speaks, each named in
itself ("Deutsch", "日本語", "العربية"), the system's own first.

A grid of buttons, as many columns as the window has room for; the language spoken now
is lit. Choosing one speaks it at once on every screen (the App's `set_language`) and
goes back to the settings. The grid runs from the right in a right-to-left language, and
there the Left and Right keys swap.

Mouse: click a language. Keys: the arrows move in the grid, Enter or Space chooses, Esc
or Backspace goes back with nothing changed.
"""

import math

import pygame

from game.i18n import _, pgettext
from game.i18n.choice import shipped_codes
from game.i18n.languages import BY_CODE
from game.i18n.system_language import system_language
from game.scenes.common.spoken_screens import button_words
from game.scenes.common.spoken_table import sentences
from game.scenes.felt_screen import FeltScreen
from sprites.fonts import font
from sprites.mirror import is_rtl, mirrored
from sprites.palette import TEXT
from sprites.text import draw_text
from sprites.toolbar import Button, draw_buttons

SYSTEM = ""                 # the choice "the system's language" (settings.language "")


def language_choices() -> list[str]:
    """What the list offers, in order: the system's language, then every shipped one."""
    return [SYSTEM, *shipped_codes()]


def language_name(code: str) -> str:
    """A choice as the list and the settings row write it: a language in itself, the
    system's as "System (Deutsch)" in the language spoken now."""
    if code != SYSTEM:
        return BY_CODE[code].name
    system = system_language()
    name = BY_CODE[system].name if system in BY_CODE and system in shipped_codes() \
        else BY_CODE["en"].name
    # Translators: the choice to follow the computer's language; {language} is its name
    return _("System ({language})").format(language=name)


class LanguageList(FeltScreen):
    def __init__(self, app):
        self.codes = language_choices()
        self.buttons = [Button("", code) for code in self.codes]
        self.back = Button("", "back")
        chosen = app.settings.language
        self.focus = self.codes.index(chosen) if chosen in self.codes else 0
        self.columns = 1
        super().__init__(app)
        self._layout()

    # ----- layout -------------------------------------------------------------------
    def _layout(self) -> None:
        width, height = self.area
        unit = max(0.4, min(width / 1000, height / 720))
        margin, gap = round(max(12 * unit, width * 0.04)), max(4, round(10 * unit))
        self.title_size = max(18, round(40 * unit))
        self.title_y = round(18 * unit)
        top = self.title_y + font(self.title_size, True).get_linesize() + 2 * gap
        target = self.app.touch_target()            # a finger's, while touch is in use
        back_h = max(24, round(44 * unit), target)
        size = max(12, round(20 * unit))
        widest = max(font(size).size(language_name(code))[0] for code in self.codes)
        room_w = width - 2 * margin
        self.columns = max(1, min(5, (room_w + gap) // (widest + 2 * size + gap)))
        rows = math.ceil(len(self.codes) / self.columns)
        room_h = height - top - back_h - 3 * gap
        button_h = max(16, min(max(round(52 * unit), target),
                               (room_h - gap * (rows - 1)) // rows))
        down = gap                  # between rows: less, to keep a finger's rows
        if button_h < target and rows * target + 2 * (rows - 1) <= room_h:
            button_h, down = target, min(gap, (room_h - rows * target) // max(1, rows - 1))
        button_w = (room_w - gap * (self.columns - 1)) // self.columns
        size = min(size, max(10, round(button_h * 0.5)))
        grid = pygame.Rect(margin, top, room_w, rows * (button_h + down) - down)
        chosen = self._chosen()
        for index, (button, code) in enumerate(zip(self.buttons, self.codes)):
            row, column = divmod(index, self.columns)
            rect = pygame.Rect(margin + column * (button_w + gap),
                               top + row * (button_h + down), button_w, button_h)
            button.rect = mirrored(rect, grid)
            button.label = language_name(code)
            button.font_size = size
            button.checked = True if code == chosen else None
        self.back.label = pgettext("button", "Back")
        self.back.tooltip = _("Back (Esc)")
        self.back.rect = pygame.Rect(0, 0, max(90, round(170 * unit)), back_h)
        self.back.rect.midtop = (width // 2, grid.bottom + 2 * gap)
        self.back.font_size = max(11, round(back_h * 0.42))
        self._show_focus()

    def touch_targets(self) -> list:
        return [button.rect for button in [*self.buttons, self.back]]

    def _chosen(self) -> str:
        """The choice the settings hold (the system's when none, or one not shipped)."""
        saved = self.app.settings.language
        return saved if saved in self.codes else SYSTEM

    def _show_focus(self) -> None:
        for index, button in enumerate(self.buttons):
            button.focused = index == self.focus
        self.back.focused = self.focus == len(self.buttons)
        self.dirty = True

    # ----- said aloud ----------------------------------------------------------------
    def spoken(self) -> str:
        return sentences([self.title(), self.spoken_focus()])

    def spoken_focus(self) -> str:
        buttons = [*self.buttons, self.back]
        return button_words(buttons[min(self.focus, len(buttons) - 1)])

    # ----- input --------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        if event.type == pygame.MOUSEMOTION:
            changed = False
            for index, button in enumerate([*self.buttons, self.back]):
                hovered = button.hit(event.pos)
                changed |= hovered != button.hovered
                button.hovered = hovered
                if hovered and tuple(getattr(event, "rel", (1, 1))) != (0, 0):
                    self.focus = index
            if changed:
                self._show_focus()
            return changed
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            if self.back.hit(event.pos):
                self.close()
                return True
            index = next((i for i, b in enumerate(self.buttons) if b.hit(event.pos)), None)
            if index is not None:
                self.choose(index)
            return index is not None
        return event.type == pygame.MOUSEBUTTONDOWN and (
            self.back.hit(event.pos) or any(b.hit(event.pos) for b in self.buttons))

    def _key(self, key) -> bool:
        count, columns = len(self.buttons) + 1, self.columns
        left, right = (pygame.K_RIGHT, pygame.K_LEFT) if is_rtl() else (pygame.K_LEFT,
                                                                         pygame.K_RIGHT)
        if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.focus == len(self.buttons):
                self.close()
            else:
                self.choose(self.focus)
        elif key in (left, right):
            self.focus = (self.focus + (1 if key == right else -1)) % count
        elif key == pygame.K_DOWN:
            self.focus = min(count - 1, self.focus + columns) if self.focus < count - 1 else 0
        elif key == pygame.K_UP:
            self.focus = count - 1 if self.focus == 0 else max(0, self.focus - columns)
        elif key == pygame.K_HOME:
            self.focus = 0
        elif key == pygame.K_END:
            self.focus = count - 2
        else:
            return False
        self._show_focus()
        return True

    def choose(self, index: int) -> None:
        """Speak choice `index` from now on, on every screen, and go back."""
        self.app.set_language(self.codes[index])
        self.close()

    # ----- drawing ------------------------------------------------------------------
    def title(self) -> str:
        return _("Language")

    def draw(self, surface) -> None:
        width, _height = self.draw_felt(surface)
        draw_text(surface, self.title(), (width // 2, self.title_y), self.title_size, TEXT,
                  anchor="midtop", bold=True)
        draw_buttons(surface, [*self.buttons, self.back])
