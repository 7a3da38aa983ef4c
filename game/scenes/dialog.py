"""Dialog: a panel over what is shown, with a title, lines of text and buttons, taking
the input until it closes; EntryDialog adds one text field, MenuDialog stacks its
choices. The overlays over the table (overlays.py), the questions (confirm.py), the
notices and the records' dialogs build on them.

The panel dims what is under it and is opaque itself. The keyboard's focus
(sprites.focus) starts on `first_focus` (a question's safe answer) or the first button;
Tab, Shift+Tab and the arrows move it, Enter or Space acts on the focused button, Esc
cancels. Speech says its title, text and focused button as it comes up (`spoken`), each
focus move, and in a text field each character typed or deleted.

While touch is in use its buttons and its field are a finger's target high at least
(the services' `touch_target`), the panel growing to hold them; MenuDialog's choices,
one under another, go into two columns where one would not fit the window.

A dialog that words itself says its title, lines and buttons' labels in `words()`, asked
when it is made and again at each resize, which is how the App shows a new language at
once; one given its words as they are (a notice's messages) keeps them.
"""

import pygame

from game.engine.scene import Scene
from game.i18n import _
from game.scenes.common.spoken_screens import edit_words, plain, stop_words
from game.scenes.common.spoken_table import sentences
from sprites.focus import FocusRing
from sprites.fonts import font
from sprites.mirror import end_anchor, end_x, mirrored, start_anchor, start_x
from sprites.palette import ERROR_INK
from sprites.panels import draw_panel
from sprites.text import draw_text, fit_text, wrap_text
from sprites.toolbar import Button, draw_buttons, hover_buttons

DIM = (0, 0, 0, 140)
LINE_INK = (235, 235, 235)


class Dialog(Scene):
    """A centred panel with a title, lines of text and a row of buttons."""

    opaque = False

    extra_units = 0.0       # room under the text for a subclass's own content
    below_units = 4.0       # under that: a gap of one unit, the buttons, the margin
    width_units = 30        # the panel's width (at most the window's)
    first_focus = None      # the action focused first (None: the first button)

    def __init__(self, app, title: str, lines, buttons):
        super().__init__(app)
        self.footer = ""
        self.title = title
        self.lines = list(lines)
        self.buttons = [Button(label, action) for label, action in buttons]
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.focus = FocusRing(self.focus_stops, first=self.first_focus)
        self.reword()

    def words(self):
        """(title, lines, the buttons' labels in order) in the player's language now, for
        a dialog that words itself; None keeps the words it was given."""
        return None

    def reword(self) -> None:
        """Say the title, lines and labels again, in the language shown now."""
        words = self.words()
        if words is None:
            return
        self.title, lines, labels = words
        self.lines = list(lines)
        for button, label in zip(self.buttons, labels):
            button.label = label
        self.dirty = True

    def resize(self, size) -> None:
        super().resize(size)
        self.reword()               # the language may have changed: the App resizes us

    def focus_stops(self) -> list:
        """What the keyboard's focus goes round, in Tab's order."""
        return self.buttons

    def spoken(self) -> str:
        """The title, the text, then what has the focus."""
        return sentences([self.title, *self.lines, self.spoken_focus()])

    def spoken_focus(self) -> str:
        return stop_words(self.focus.current)

    def close(self) -> None:
        if self.app.manager.top is self:
            self.app.manager.pop()

    def choose(self, action: str) -> None:
        """Run a button's action; subclasses map actions to what they do."""
        self.close()

    def unit(self, surface) -> int:
        return max(12, min(surface.get_size()) // 30)

    def button_height(self, unit: int) -> int:
        """A button's height: two units, and a finger's target while touch is in use."""
        return max(int(unit * 2), self.app.touch_target())

    def touch_targets(self) -> list:
        return [button.rect for button in self.buttons]

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for button in self.buttons:
                if button.hit(event.pos) and button.enabled:
                    self.choose(button.action)
                    return
        elif event.type == pygame.MOUSEMOTION:
            self.dirty |= hover_buttons(self.buttons, event.pos)    # lit under the mouse
            self.dirty |= self.focus.follow_pointer(event)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.choose("close")
                return
            used = self.focus.handle_key(event)
            if used is True:
                self.dirty = True
            elif used:
                self.choose(used)

    def draw(self, surface) -> None:
        width, height = surface.get_size()
        unit = self.unit(surface)
        dim = pygame.Surface((width, height), pygame.SRCALPHA)
        dim.fill(DIM)
        surface.blit(dim, (0, 0))
        panel_w = self.panel_width(width, unit)
        body = font(unit)
        wrapped = []
        for number, line in enumerate(self.lines):
            wrapped.extend((text, self.ink(number))
                           for text in wrap_text(line, body, panel_w - 2 * unit) or [""])
        line_h = body.get_linesize()
        title_size = int(unit * 1.5)
        # a tall script's title too
        head = max(int(unit * 3), unit + font(title_size, True).get_height())
        taller = self.button_height(unit) - int(unit * 2)      # buttons for a finger
        panel_h = int(head + unit * (self.below_units + self.extra_units)
                      + len(wrapped) * line_h + taller * self.button_rows())
        panel_h = min(panel_h, height - 2 * unit)
        self.panel = pygame.Rect((width - panel_w) // 2,
                                 self.panel_top(height, panel_h, unit), panel_w, panel_h)
        draw_panel(surface, self.panel)
        draw_text(surface, self.title, (self.panel.centerx, self.panel.y + unit),
                  title_size, (255, 235, 160), anchor="midtop", bold=True)
        y = self.panel.y + head
        for line, ink in wrapped:
            if y + line_h > self.panel.bottom - unit * (self.below_units - 0.2
                                                        + self.extra_units) \
                    - taller * self.button_rows():
                break
            draw_text(surface, line, (start_x(self.panel, unit), y), unit, ink,
                      anchor=start_anchor("topleft"))
            y += line_h
        self.content_top = y
        if self.footer:
            draw_text(surface, self.footer, (end_x(self.panel, unit), self.panel.bottom - unit),
                      int(unit * 0.8), (180, 180, 180), anchor=end_anchor("bottomright"))
        self.layout_buttons(unit)
        self.focus.mark()
        draw_buttons(surface, self.buttons)

    def panel_top(self, window_h: int, panel_h: int, unit: int) -> int:
        """Where the panel's top goes: centred in the window."""
        return (window_h - panel_h) // 2

    def panel_width(self, window_w: int, unit: int) -> int:
        """Its width units, or wider where the row of buttons needs it (a language's
        long labels), as far as the window goes."""
        return min(window_w - 2 * unit, max(unit * self.width_units,
                                            self.buttons_width(unit) + 2 * unit))

    def button_size(self, unit) -> int:
        """The type size of the row of buttons."""
        return max(10, int(unit * (0.9 if len(self.buttons) <= 3 else 0.75)))

    def button_gap(self, unit) -> int:
        return unit if len(self.buttons) <= 3 else unit // 2

    def label_width(self, unit) -> int:
        """The room the longest button label takes, with a little air."""
        face = font(self.button_size(unit))
        return max([0] + [face.size(b.text())[0] + unit for b in self.buttons])

    def button_width(self, unit) -> int:
        """One width for every button of the row: seven units, or the longest label's."""
        return max(unit * 7, self.label_width(unit))

    def buttons_width(self, unit) -> int:
        """What the row of buttons needs across so that no label is cut."""
        count = len(self.buttons)
        return count * self.label_width(unit) + (count - 1) * self.button_gap(unit) \
            if count else 0

    def ink(self, number: int) -> tuple:
        """The colour of line `number` of the text."""
        return LINE_INK

    def button_rows(self) -> int:
        """How many rows of buttons under the text grow for a finger: the one row."""
        return 1 if self.buttons else 0

    def layout_buttons(self, unit) -> None:
        count = len(self.buttons)
        if not count:
            return
        button_h, gap = self.button_height(unit), self.button_gap(unit)
        room = (self.panel.w - 2 * unit - gap * (count - 1)) // count
        button_w = min(room, self.button_width(unit))
        size = base = self.button_size(unit)
        while size > max(10, base * 0.8) and max(      # still too long: smaller type,
                font(size).size(b.text())[0] + size // 2 for b in self.buttons) > button_w:
            size -= 1                                  # and past a fifth smaller, "…"
        total = count * button_w + (count - 1) * gap
        x = self.panel.centerx - total // 2
        y = self.panel.bottom - button_h - unit
        for button in self.buttons:         # the first at the reading start
            button.rect = mirrored(pygame.Rect(x, y, button_w, button_h), self.panel)
            button.font_size = size
            x += button_w + gap


class MenuDialog(Dialog):
    """A dialog of choices one under another, as wide as the panel, the last a little
    apart (the Games menu, the pad's menu); in two columns where a finger's targets, one
    under another, would not fit the window."""

    below_units = 3.2           # the choices start right under the title
    columns = 1

    def button_rows(self) -> int:
        return 0                # the choices' room is the dialog's own (extra_units)

    def pitch(self, unit: int) -> int:
        """From one choice's top to the next one's."""
        return max(int(unit * 2.4), self.button_height(unit) + unit // 3)

    def draw(self, surface) -> None:
        unit = self.unit(surface)
        count, pitch = len(self.buttons), self.pitch(unit)
        head = int(unit * 3)
        self.columns = 1 if head + count * pitch + 3 * unit <= surface.get_height() else 2
        rows = -(-count // self.columns)
        self.extra_units = (rows * pitch + unit) / unit - self.below_units
        super().draw(surface)

    def buttons_width(self, unit) -> int:
        """Its choices stand one under another (in columns): as wide as the longest."""
        return self.columns * self.label_width(unit) + (self.columns - 1) * (unit // 2)

    def layout_buttons(self, unit) -> None:
        count, pitch = len(self.buttons), self.pitch(unit)
        rows = -(-count // self.columns)
        gap = unit // 2
        width = (self.panel.w - 2 * unit - gap * (self.columns - 1)) // self.columns
        for index, button in enumerate(self.buttons):
            column, row = divmod(index, rows)
            rect = pygame.Rect(self.panel.x + unit + column * (width + gap),
                               self.content_top + row * pitch, width,
                               self.button_height(unit))
            button.rect = mirrored(rect, self.panel)
            button.font_size = max(10, int(unit * 0.9))
        self.buttons[-1].rect.y += unit // 2


class EntryDialog(Dialog):
    """A dialog with one text field, worded by `entry_words()` (its second button is
    Cancel): Enter in it or the first button calls `on_go(text)`,
    which returns None when done (the dialog closes) or the one line that says why not.
    Esc or the second button cancels. The field has the focus first; Tab or Down goes on
    to the buttons (what is typed there goes nowhere), Up or a click on the field back.
    Why an entry or a typed character (`refusal`) was refused shows at once under the
    field in the error ink (`too_long` when the field is full and the character would go
    past its length). Its room opens only while it shows: the panel grows downwards, the
    title, the text and the field staying where they were and the buttons moving down,
    so no empty band waits under the field. A reason longer than ERROR_LINES (or as many
    as `refusal` or `too_long` takes) is cut with an ellipsis (a save or export error
    with a long path)."""

    FIELD_UNITS = 2.8           # the field and the air around it
    ERROR_LINES = 2             # the most lines a reason takes under the field
    refusal = ""                # why a character typed is refused
    too_long = ""               # why one more is refused (else `refusal` says why)

    def __init__(self, app, field, on_go):
        super().__init__(app, "", [], [("", "go"), ("", "close")])     # see words()
        self.field = field
        self.on_go = on_go
        self.error = ""
        self.error_h = 0        # pixels the reason under the field takes, as last drawn
        self.keyed = False      # a key pressed here: text before it is the opening key's

    def entry_words(self):
        """(title, lines, the first button's label) in the player's language now."""
        raise NotImplementedError

    def words(self):
        title, lines, go_label = self.entry_words()
        return title, lines, [go_label, _("Cancel")]

    def focus_stops(self) -> list:
        return [self.field] + self.buttons      # the field first: typing goes in at once

    def touch_targets(self) -> list:
        return [self.field.rect] + super().touch_targets()

    def handle_event(self, event) -> None:
        kind = event.type
        if kind == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
        elif kind == pygame.KEYDOWN and event.key in (pygame.K_TAB, pygame.K_DOWN) \
                and self.focus.has(self.field):
            self.dirty |= self.focus.handle_key(event) is True     # on to the buttons
        elif kind in (pygame.KEYDOWN, pygame.TEXTINPUT) and self.focus.has(self.field):
            self.edit(event)
        elif kind == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.field.rect.collidepoint(event.pos):
            self.focus.focus(self.field)
            self.field.click(event.pos)
            self.dirty = True
        elif kind != pygame.TEXTINPUT:          # typed on a button: it goes nowhere
            super().handle_event(event)

    def edit(self, event) -> None:
        """A key or text for the field (Enter in it goes ahead)."""
        self.keyed |= event.type == pygame.KEYDOWN
        before = self.field.text
        self.field.handle_event(event)
        self.dirty = True
        self.app.speech.say(edit_words(before, self.field.text), "focus")   # typed, gone
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN,
                                                          pygame.K_KP_ENTER):
            self.go(self.field.text)
        elif event.type == pygame.TEXTINPUT and self.field.rejected and self.keyed:
            self.error = (self.too_long if self.field.overflowed and self.too_long
                          else self.refusal)
            self.app.speech.say(plain(self.error))
        elif self.field.text != before:
            self.error = ""                 # an edit: the old reason no longer holds

    def choose(self, action: str) -> None:
        if action == "go":
            self.go(self.field.text)
        else:
            self.close()

    def go(self, text: str) -> None:
        error = self.on_go(text)
        if error:
            self.error = error
            self.dirty = True
            self.app.speech.say(plain(error))
        else:
            self.close()

    def error_lines(self, text: str, surface, room=None) -> list:
        """`text` wrapped to the panel; at most `room` lines, the last one cut with an
        ellipsis when more would follow."""
        unit = self.unit(surface)
        width = self.panel_width(surface.get_width(), unit) - 2 * unit
        lines = wrap_text(text, font(unit), width) if text else []
        if room is not None and len(lines) > room:
            cut = fit_text(lines[room - 1] + " " + lines[room], font(unit), width)
            lines = lines[:room - 1] + [cut]
        return lines

    def draw(self, surface) -> None:
        unit = self.unit(surface)
        line_h = font(unit).get_linesize()
        most = max(self.ERROR_LINES, len(self.error_lines(self.refusal, surface)),
                   len(self.error_lines(self.too_long, surface)))
        shown = self.error_lines(self.error, surface, most)
        self.error_h = len(shown) * line_h      # the room a reason takes, while it shows
        field_h = self.button_height(unit)      # as tall as a button: a finger's target
        self.extra_units = self.FIELD_UNITS + (field_h - 2 * unit + self.error_h) / unit
        super().draw(surface)
        rect = pygame.Rect(self.panel.x + unit, self.content_top + unit // 2,
                           self.panel.w - 2 * unit, field_h)
        self.field.draw(surface, rect, self.app.clock.now)
        y = rect.bottom + unit // 3
        for line in shown:
            draw_text(surface, line, (start_x(rect), y), unit, ERROR_INK,
                      anchor=start_anchor("topleft"))
            y += line_h
        self.error_bottom = y

    def panel_top(self, window_h: int, panel_h: int, unit: int) -> int:
        """Where the panel would be centred without a reason, so that it grows downwards
        when one shows (upwards only as far as the window's foot asks)."""
        centred = (window_h - (panel_h - self.error_h)) // 2
        return max(unit, min(centred, window_h - unit - panel_h))
