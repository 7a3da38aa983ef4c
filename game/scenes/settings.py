"""SettingsScene: every setting on one screen, each showing its state, each applied at once.

Opened over the chooser or the table (`open_settings`); Esc, Backspace or Back closes it
and shows what was under it as it was (a game in progress is not touched). Its Speech
button (beside Back) opens the speech settings, a screen of the same kind with the rows
of `settings_rows.SPEECH_ROWS` (`open_speech_settings`). The screen is
drawn on the player's felt, the card backs and felts are swatches of the real thing and
the four-colour switch shows four aces as the table will draw them (in the chosen card
style), so every change is seen as it is made. Rows and what changing them does:
game.scenes.settings_rows.

Mouse: click a switch's row, a segment or a swatch; press or drag on the volume slider.
A finger taps and drags the same; while touch is in use the rows are a finger's target
high, and when they do not all fit the window a finger drags them up and down.
Keys: Up/Down (Tab, Shift+Tab) choose a row, Left/Right change it, Space/Enter switch it
or take the next choice (on Language: open the list of languages), Home/End put the
volume at 0 or 100 %.
"""

import pygame

from game.i18n import N_, _, formats, pgettext
from game.rules.cards import card
from game.scenes import settings_rows
from game.scenes.common.spoken_cards import labelled
from game.scenes.common.spoken_screens import button_words
from game.scenes.common.spoken_table import sentences
from game.scenes.felt_screen import FeltScreen
from game.scenes.language_list import LanguageList
from game.scenes.settings_rows import ROWS, SPEECH_ROWS
from sprites import settings_widgets as widgets
from sprites.card_faces import CardFaces
from sprites.felt import render_felt
from sprites.fonts import font
from sprites.mirror import end_anchor, end_x, is_rtl, mirrored
from sprites.palette import ACCENT, TEXT, TEXT_DIM
from sprites.panels import draw_panel
from sprites.text import draw_text, fit_text
from sprites.toolbar import Button, draw_buttons

TITLE = N_("Settings")
BACK = len(ROWS)            # the focus index of the Back button (the Speech button's
                            # is the next)
STEP_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: +1}
CARD_ASPECT = 1.4
FINGER_ROW = 40             # px: a row at least this high where the window has room


def open_settings(app):
    """Show the settings over whatever is shown (once: a second call does nothing)."""
    if not isinstance(app.manager.top, SettingsScene):
        app.manager.push(SettingsScene(app))
    return app.manager.top


def open_speech_settings(app):
    """Show the speech settings over whatever is shown (once)."""
    top = app.manager.top
    if not (isinstance(top, SettingsScene) and top.entries is SPEECH_ROWS):
        app.manager.push(SettingsScene(app, SPEECH_ROWS, N_("Speech")))
    return app.manager.top


class SettingsScene(FeltScreen):
    def __init__(self, app, entries=ROWS, title=TITLE):
        """`entries`: the rows it shows (settings_rows.ROWS, or SPEECH_ROWS); `title`
        marked for translation. The whole settings have a Speech button beside Back."""
        super().__init__(app)
        self.entries = entries
        self.title = title
        self.back_index = len(entries)             # Back's focus index; Speech's next
        self.focus = 0
        self.first = 0              # the first row in view (a finger's rows may scroll)
        self.shown = len(self.entries)
        self.scrolling = None       # the first row when a finger began to scroll
        self.pressed = None         # the target under a press, waiting for its release
        self.sliding = False        # the volume slider follows the mouse
        self.back = Button("", "back")             # worded by _layout
        self.speech = Button("", "speech") if entries is ROWS else None
        self.rows = []
        self._swatches, self._swatch_area = {}, None    # made for the window's size
        self._layout()

    @property
    def buttons(self):
        """Its buttons (Back, and Speech on the whole settings: the rows are controls)."""
        return [self.back] + ([self.speech] if self.speech is not None else [])

    # ----- layout -------------------------------------------------------------------
    @property
    def panel(self) -> pygame.Rect:
        """The panel behind the rows in view."""
        rows = [rect for index, rect in enumerate(self.rows) if self.in_view(index)]
        return rows[0].unionall(rows[1:]).inflate(2 * self.inset, 2 * self.inset)

    def in_view(self, index: int) -> bool:
        """Whether row `index` shows (all do, unless a finger's rows are too many)."""
        return self.first <= index < self.first + self.shown

    def _layout(self) -> None:
        """Place everything for `area`, worded in the language shown now (the App resizes
        every scene when it changes). While touch is in use every row and the Back
        button are a finger's target high at least; the rows that do not fit then
        scroll, a whole row at a time."""
        self.back.label = pgettext("button", "Back")
        self.back.tooltip = _("Back (Esc)")
        if self.speech is not None:
            self.speech.label = _("Speech…")
            self.speech.tooltip = _("Speech: on or off, how much is said, how fast")
        rows = self.entries
        width, height = self.area
        unit = self.unit = max(0.4, min(width / 1000, height / 720))
        target = self.target = self.app.touch_target()
        margin = round(max(12 * unit, width * 0.03))
        for snug in (1.0, 0.8):     # snugger title, foot and Back where rows come short
            self.title_size = max(18, round(40 * unit * snug))
            self.foot_size = max(11, round(15 * unit))
            title_h = font(self.title_size, True).get_linesize()
            foot_h = font(self.foot_size).get_linesize() + round(16 * unit * snug ** 3)
            back_h = max(24, round(44 * unit * snug), target)
            back_w = max(90, round(170 * unit))
            gap, edge = round(10 * unit), round(14 * unit * snug)
            inset = self.inset = round(6 * unit)    # the panel's edge round the rows
            room = height - edge - title_h - 2 * gap - 2 * inset - back_h - foot_h
            if room // len(rows) >= max(FINGER_ROW, target):
                break
        row_h = max(14, min(round(66 * unit), room // len(rows)), target)  # 14: 320x240
        self.shown = max(1, min(len(rows), room // row_h)) if target else len(rows)
        self.first = max(0, min(self.first, len(rows) - self.shown))
        block = title_h + 2 * gap + 2 * inset + row_h * self.shown + back_h   # centred
        self.title_y = max(edge, (height - foot_h - block) // 2)
        y0 = self.title_y + title_h + gap + inset
        panel_w = min(width - 2 * margin, round(940 * unit))
        self.band = ((width - panel_w) // 2, y0, panel_w, row_h)
        self.back.rect = pygame.Rect(0, 0, back_w, back_h)
        self.back.rect.midtop = (width // 2, y0 + row_h * self.shown + inset + gap)  # clear
        self.back.font_size = max(11, round(back_h * 0.42))
        if self.speech is not None:         # side by side, centred, Back first
            self.speech.rect = self.back.rect.copy()
            self.speech.font_size = self.back.font_size
            apart = gap + back_w // 2
            self.back.rect.centerx, self.speech.rect.centerx = (
                (width // 2 + apart, width // 2 - apart) if is_rtl()
                else (width // 2 - apart, width // 2 + apart))
        self.label_size = _text_px(row_h, 0.32, 14)
        self.note_size = max(11, round(row_h * 0.22))
        self.value_size = _text_px(row_h, 0.28, 12)
        if self._swatch_area != self.area:      # a new language keeps them
            self._swatches = {}     # this size's swatches: 4 backs, 4 felts, 8 aces
            self._swatch_area = self.area
        self._place_rows()

    def _place_rows(self) -> None:
        """The rows from the first in view, their controls and their click targets."""
        x0, y0, panel_w, row_h = self.band
        self.rows = [pygame.Rect(x0, y0 + (i - self.first) * row_h, panel_w, row_h)
                     for i in range(len(self.entries))]
        self.targets = []           # (rect, row index, payload), topmost first
        self.controls = [self._mirrored(i, self._place(i, row))
                         for i, row in enumerate(self.entries)]
        self.dirty = True

    def scroll_to(self, first: int) -> None:
        """Show the rows from `first` on (as many as fit)."""
        first = max(0, min(len(self.entries) - self.shown, first))
        if first != self.first:
            self.first = first
            self._place_rows()

    def _mirrored(self, index, control):
        """`control` (and its click targets) at the reading end of row `index`: the
        right in a left-to-right language, the left in a right-to-left one, its
        segments and swatches in reading order."""
        row = self.rows[index]
        self.targets = [(mirrored(r, row) if i == index and r is not row else r, i, payload)
                        for r, i, payload in self.targets]
        if isinstance(control, list):
            return [mirrored(rect, row) for rect in control]
        return mirrored(control, row)

    def _place(self, index, row):
        """The control's rects inside row `index`; records its click targets."""
        rect = self.rows[index]
        pad = max(6, rect.h // 4)
        left = rect.x + round(rect.w * 0.46)
        area = pygame.Rect(left, rect.y, rect.right - pad - left, rect.h)
        if row.kind == "switch":
            h = round(rect.h * 0.46)
            self.targets.append((rect, index, None))
            return pygame.Rect(left, rect.centery - h // 2, round(h * 1.9), h)
        if row.kind == "slider":
            h = round(rect.h * 0.42)
            text_w = font(self.value_size).size(formats.percent(1.0))[0] + pad
            slider = pygame.Rect(left + h // 2, rect.centery - h // 2,
                                 max(10, area.w - text_w - h), h)
            self.targets.append((slider.inflate(h, rect.h - h), index, None))
            return slider
        if row.kind == "language":    # one box naming the language; a click opens the list
            box = pygame.Rect(left, rect.centery - round(rect.h * 0.32),
                              min(area.w, round(rect.w * 0.34)), round(rect.h * 0.64))
            self.targets.append((self.reach(box, rect, 0), index, "list"))
            return [box]
        count = len(row.choices)
        if row.kind == "choice":
            h, gap = round(rect.h * 0.64), max(3, pad // 2)
            w = (area.w - gap * (count - 1)) // count
            size = (w, h)
        else:                       # swatches: card backs stand up, felts lie down
            h = round(rect.h * (0.84 if row.kind == "backs" else 0.62))
            w = round(h / CARD_ASPECT) if row.kind == "backs" else round(h * 1.5)
            gap = max(4, round(w * 0.3), self.target - w)    # a finger's apart, in use
            size = (w, h)
        rects = [pygame.Rect(left + i * (size[0] + gap), rect.centery - h // 2, *size)
                 for i in range(count)]
        self.targets.extend((self.reach(r, rect, gap), index, choice)
                            for r, choice in zip(rects, row.choices))
        return rects

    def reach(self, control, row, gap: int) -> pygame.Rect:
        """Where a press finds `control`: itself; while touch is in use, the row's whole
        height and half the `gap` on each side of it (a finger's target)."""
        if not self.target:
            return control
        return pygame.Rect(control.x - gap // 2, row.y, control.w + gap, row.h)

    # ----- changing a setting ---------------------------------------------------------
    def change(self, index: int, new, save: bool = True) -> None:
        row = self.entries[index]
        before = settings_rows.value(self.app, row)
        settings_rows.change(self.app, row, new, save)
        if row.name in ("sound", "volume") and save and settings_rows.value(
                self.app, settings_rows.BY_NAME["sound"]) and (
                    row.name == "volume" or not before):
            self.app.play_sound("place")        # hear the new volume, or sound back on
        self.dirty = True

    def set_focus(self, index: int) -> None:
        """Focus row `index` (or Back), scrolled into view."""
        if index != self.focus:
            self.focus = index
            self.dirty = True
        if index < self.back_index and not self.in_view(index):
            self.scroll_to(index if index < self.first else index - self.shown + 1)

    # ----- said aloud ----------------------------------------------------------------
    def spoken(self) -> str:
        return sentences([_(self.title), self.spoken_focus()])

    def spoken_focus(self) -> str:
        """The row focused: its name, its value and its note; or a button."""
        if self.focus >= self.back_index:
            return button_words(self.buttons[self.focus - self.back_index])
        row = self.entries[self.focus]
        said = labelled(_(row.label), settings_rows.shown(row, settings_rows.value(
            self.app, row)))
        return sentences([said, _(row.note) if row.note else ""])

    # ----- input --------------------------------------------------------------------
    def target_at(self, pos):
        if self.back.hit(pos):
            return (self.back.rect, self.back_index, None)
        if self.speech is not None and self.speech.hit(pos):
            return (self.speech.rect, self.back_index + 1, None)
        return next((t for t in self.targets if self.in_view(t[1])
                     and t[0].collidepoint(pos)), None)

    def touch_targets(self) -> list:
        """The rows' targets in view and the buttons."""
        return [rect for rect, index, _payload in self.targets
                if self.in_view(index)] + [button.rect for button in self.buttons]

    def handle_touch(self, gesture) -> bool:
        """A finger dragged over the rows scrolls them when they do not all show (not
        on the volume's slider, which it slides); anything else is the mouse's."""
        target = self.target_at(gesture.start)
        slider = target is not None and target[1] < self.back_index and (
            self.entries[target[1]].kind == "slider")
        if gesture.kind == "drag" and self.shown < len(self.entries) and not slider and \
                self.panel.collidepoint(gesture.start):
            self.scrolling = self.first
        if self.scrolling is None:
            return False
        if gesture.kind in ("drag", "move"):
            rows = round((gesture.start[1] - gesture.pos[1]) / max(1, self.band[3]))
            self.scroll_to(self.scrolling + rows)
        else:
            self.scrolling = None
        return True

    def handle_event(self, event) -> bool:
        kind = event.type
        if kind == pygame.KEYDOWN:
            return self._key(event.key, getattr(event, "mod", 0))
        if kind == pygame.MOUSEMOTION:
            return self._motion(event)
        if kind == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self.pressed = self.target_at(event.pos)
            if self.pressed is not None:
                self.set_focus(self.pressed[1])
                self.back.pressed = self.pressed[1] == self.back_index
                if self.pressed[1] < self.back_index and (
                        self.entries[self.pressed[1]].kind == "slider"):
                    self.sliding = True
                    self._slide(event.pos[0], save=False)
            return self.pressed is not None
        if kind == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            return self._release(event.pos)
        return False

    def _motion(self, event) -> bool:
        if self.sliding:
            self._slide(event.pos[0], save=False)
            return True
        for button in self.buttons:
            hovered = button.hit(event.pos)
            if hovered != button.hovered:
                button.hovered = hovered
                self.dirty = True
        if tuple(getattr(event, "rel", (1, 1))) == (0, 0):
            return False            # the pointer entering the window: not a hover
        target = self.target_at(event.pos)
        index = target[1] if target else next(
            (i for i, rect in enumerate(self.rows) if self.in_view(i)
             and rect.collidepoint(event.pos)), None)
        if index is not None:
            self.set_focus(index)
        return index is not None

    def _slide(self, x: int, save: bool) -> None:
        index = next(i for i, row in enumerate(self.entries) if row.kind == "slider")
        self.change(index, round(widgets.slider_value(self.controls[index], x), 2), save)

    def _release(self, pos) -> bool:
        pressed, self.pressed = self.pressed, None
        self.back.pressed = False
        if self.sliding:
            self.sliding = False
            index = next(i for i, row in enumerate(self.entries) if row.kind == "slider")
            if pos[0] < 0:      # let go off the window (a finger's drag called off):
                self.change(index, settings_rows.value(self.app,
                                                       self.entries[index]))   # as slid
            else:
                self._slide(pos[0], save=True)
            return True
        if pressed is None or self.target_at(pos) != pressed:
            return False
        index, payload = pressed[1], pressed[2]
        if index == self.back_index:
            self.close()
        elif index > self.back_index:
            open_speech_settings(self.app)
        elif self.entries[index].kind == "switch":
            self.change(index, not settings_rows.value(self.app, self.entries[index]))
        elif self.entries[index].kind == "language":
            self.app.manager.push(LanguageList(self.app))
        else:
            self.change(index, payload)
        return True

    def _key(self, key, mod) -> bool:
        count = len(self.entries) + len(self.buttons)
        on_button = self.focus >= self.back_index
        if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
        elif key == pygame.K_UP or (key == pygame.K_TAB and mod & pygame.KMOD_SHIFT):
            self.set_focus((self.focus - 1) % count)
        elif key in (pygame.K_DOWN, pygame.K_TAB):
            self.set_focus((self.focus + 1) % count)
        elif on_button and key in STEP_KEYS and len(self.buttons) > 1:
            self.set_focus(self.back_index + (self.focus - self.back_index + 1) % 2)
        elif on_button:
            if key not in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return False
            if self.focus == self.back_index:
                self.close()
            else:
                open_speech_settings(self.app)
        elif self.entries[self.focus].kind == "language" and key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.app.manager.push(LanguageList(self.app))
        elif key in STEP_KEYS:
            self.change(self.focus, settings_rows.stepped(self.app, self.entries[self.focus],
                                                          STEP_KEYS[key]))
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.change(self.focus, settings_rows.toggled(self.app, self.entries[self.focus]))
        elif key in (pygame.K_HOME, pygame.K_END) and self.entries[self.focus].kind == "slider":
            self.change(self.focus, 1.0 if key == pygame.K_END else 0.0)
        else:
            return False
        return True

    # ----- drawing ------------------------------------------------------------------
    def draw(self, surface) -> None:
        width, height = self.draw_felt(surface)
        draw_text(surface, _(self.title), (width // 2, self.title_y), self.title_size, TEXT,
                  anchor="midtop", bold=True)
        draw_panel(surface, self.panel,
                   color=(8, 14, 12, 120))
        for index, row in enumerate(self.entries):
            if not self.in_view(index):
                continue
            rect = self.rows[index]
            widgets.draw_row(surface, rect, _(row.label), _(row.note) if row.note else "",
                             self.label_size, self.note_size, index == self.focus)
            self._draw_control(surface, index, row, settings_rows.value(self.app, row))
        self.draw_scrollbar(surface)
        for index, button in enumerate(self.buttons):   # the focus ring every button has
            button.focused = self.focus == self.back_index + index
        draw_buttons(surface, self.buttons)             # and its tooltip when hovered
        # Translators: keys and what they do, the keys' names as the keyboard prints them
        foot = fit_text(_("↑ ↓ choose   ← → change   Space switch   Esc back   ·   "
                          "Changes apply at once and are kept"), font(self.foot_size),
                        width - 20)
        draw_text(surface, foot, (width // 2, height - round(10 * self.unit)),
                  self.foot_size, TEXT_DIM, anchor="midbottom")

    def draw_scrollbar(self, surface) -> None:
        """Where the rows in view lie among all, beside the panel, when they scroll."""
        if self.shown >= len(self.entries):
            return
        panel = self.panel
        track = pygame.Rect(end_x(panel, -2 * self.inset) - 1, panel.y + self.inset, 3,
                            panel.h - 2 * self.inset)
        thumb_h = track.h * self.shown // len(self.entries)
        thumb_y = track.y + (track.h - thumb_h) * self.first // (
            len(self.entries) - self.shown)
        surface.fill((80, 86, 90), track)
        surface.fill(ACCENT, (track.x, thumb_y, track.w, thumb_h))

    def _draw_control(self, surface, index, row, current) -> None:
        control, rect = self.controls[index], self.rows[index]
        pad = max(6, rect.h // 4)
        words = settings_rows.shown(row, current)
        if row.kind == "switch":
            widgets.draw_switch(surface, control, current)
            drawn = draw_text(surface, words, beside(control, pad, rect.centery),
                              self.value_size, ACCENT if current else TEXT_DIM,
                              anchor=end_anchor("midleft"), bold=current)
            if row.name == "four_colour":
                self._draw_aces(surface, rect, drawn.inflate(2 * pad, 0), current)
        elif row.kind == "slider":
            widgets.draw_slider(surface, control, current)
            draw_text(surface, words, (end_x(rect, pad), rect.centery), self.value_size,
                      TEXT, anchor=end_anchor("midright"))
        elif row.kind == "language":
            widgets.draw_segments(surface, control, [f"‹ {words} ›"], 0, self.value_size,
                                  tick=False)
        elif row.kind == "choice":
            widgets.draw_segments(surface, control, [settings_rows.shown(row, c)
                                                     for c in row.choices],
                                  row.choices.index(current), self.value_size)
        else:
            for swatch, choice in zip(control, row.choices):
                surface.blit(self._swatch(row.kind, choice, swatch.size), swatch)
                widgets.draw_swatch_frame(surface, swatch, choice == current)
            draw_text(surface, words, beside(control[-1], pad, rect.centery),
                      self.value_size, ACCENT, anchor=end_anchor("midleft"), bold=True)

    def _draw_aces(self, surface, rect, taken, four_colour) -> None:
        """Four aces as the table draws them now, at the reading end of the row, unless
        they would touch `taken` (the switch's words, in a narrow window)."""
        h = round(rect.h * 0.84)
        w = round(h / CARD_ASPECT)
        gap = max(2, w // 8)
        x = rect.right - max(6, rect.h // 4) - 4 * w - 3 * gap
        area = mirrored(pygame.Rect(x, rect.centery - h // 2, 4 * w + 3 * gap, h), rect)
        if area.colliderect(taken) or (not is_rtl() and area.x < taken.right):
            return                  # no room beside the switch (a narrow window)
        for suit in range(4):
            face = self._swatch("aces", (four_colour, self.app.settings.card_style, suit),
                                (w, h))
            surface.blit(face, (area.x + suit * (w + gap), area.y))

    def _swatch(self, kind, choice, size):
        """A real card back, felt or ace at a swatch's size, made once per layout."""
        key = (kind, choice, tuple(size))
        image = self._swatches.get(key)
        if image is None:
            if kind == "backs":
                image = CardFaces(*size, back=choice).back()
            elif kind == "felts":
                image = render_felt(size, choice)
            else:
                four_colour, style, suit = choice
                image = CardFaces(*size, four_colour=four_colour, style=style).face(
                    card(1, suit))
            image = self._swatches[key] = image
        return image


def beside(control: pygame.Rect, pad: int, y: int) -> tuple[int, int]:
    """Where the words after a control start: past its reading end (right of it; left
    of it in a right-to-left language), anchored there by end_anchor("midleft")."""
    return (control.left - pad if is_rtl() else control.right + pad, y)


def _text_px(row_h: int, share: float, least: int) -> int:
    """A row's text size: `share` of its height, at least `least` px where the row has
    room for a quarter more than its share (eleven rows at 1024x600 are 41 px high)."""
    return min(max(least, round(row_h * share)), max(11, round(row_h * share * 1.25)))
