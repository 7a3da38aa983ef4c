"""Overlays drawn over the table: win, no more moves and game number entry (the rules
and keys pages are in `pages`).

Each is a transparent scene on the scene stack: it dims the table, shows an opaque
panel (nothing of the table reads through it) and takes the input until it closes.
Buttons map to the table's own commands. The keyboard's focus (sprites.focus) starts on
`first_focus` (a question's safe answer) or the first button; Tab, Shift+Tab and the
arrows move it, Enter or Space acts on the focused button, Esc cancels.
"""

import pygame

from game.engine.clock import clock_text
from game.engine.scene import Scene
from game.scenes import pad_digits
from game.scenes.daily_marks import deal_name
from game.scenes.pages import HelpOverlay, KeysOverlay  # noqa: F401  (the table opens them)
from game.wording import counted
from sprites.focus import FocusRing
from sprites.fonts import font
from sprites.palette import ERROR_INK
from sprites.panels import draw_panel
from sprites.text import draw_text, fit_text, wrap_text
from sprites.text_input import TextInput
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

    def focus_stops(self) -> list:
        """What the keyboard's focus goes round, in Tab's order."""
        return self.buttons

    def close(self) -> None:
        if self.app.manager.top is self:
            self.app.manager.pop()

    def choose(self, action: str) -> None:
        """Run a button's action; subclasses map actions to what they do."""
        self.close()

    def unit(self, surface) -> int:
        return max(12, min(surface.get_size()) // 30)

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
        panel_h = int(unit * (3.0 + self.below_units + self.extra_units)
                      + len(wrapped) * line_h)
        panel_h = min(panel_h, height - 2 * unit)
        self.panel = pygame.Rect((width - panel_w) // 2, (height - panel_h) // 2, panel_w,
                                 panel_h)
        draw_panel(surface, self.panel)
        draw_text(surface, self.title, (self.panel.centerx, self.panel.y + unit),
                  int(unit * 1.5), (255, 235, 160), anchor="midtop", bold=True)
        y = self.panel.y + int(unit * 3)
        for line, ink in wrapped:
            if y + line_h > self.panel.bottom - unit * (self.below_units - 0.2
                                                        + self.extra_units):
                break
            draw_text(surface, line, (self.panel.x + unit, y), unit, ink)
            y += line_h
        self.content_top = y
        if self.footer:
            draw_text(surface, self.footer, (self.panel.right - unit, self.panel.bottom - unit),
                      int(unit * 0.8), (180, 180, 180), anchor="bottomright")
        self.layout_buttons(unit)
        self.focus.mark()
        draw_buttons(surface, self.buttons)

    def panel_width(self, window_w: int, unit: int) -> int:
        return min(window_w - 2 * unit, unit * self.width_units)

    def ink(self, number: int) -> tuple:
        """The colour of line `number` of the text."""
        return LINE_INK

    def layout_buttons(self, unit) -> None:
        count = len(self.buttons)
        if not count:
            return
        button_h, gap = int(unit * 2), unit if count <= 3 else unit // 2
        button_w = min(unit * 7, (self.panel.w - 2 * unit - gap * (count - 1)) // count)
        total = count * button_w + (count - 1) * gap
        x = self.panel.centerx - total // 2
        y = self.panel.bottom - button_h - unit
        for button in self.buttons:
            button.rect = pygame.Rect(x, y, button_w, button_h)
            button.font_size = max(10, int(unit * (0.9 if count <= 3 else 0.75)))
            x += button_w + gap


class TableDialog(Dialog):
    """A dialog whose buttons are the table's own commands."""

    def __init__(self, app, table, title, lines, buttons):
        super().__init__(app, title, lines, buttons)
        self.table = table

    def choose(self, action: str) -> None:
        self.close()
        if action != "close":
            self.table.command(action)


class WinOverlay(TableDialog):
    def __init__(self, app, table):
        elapsed = clock_text(table.session.elapsed(app.clock.now))
        lines = [f"{table.rules.title}, {deal_name(table.session)}: won with a score of "
                 f"{table.state.score} in {elapsed} "
                 f"and {counted(table.session.moves_made, 'move')}."]
        super().__init__(app, table, "You won!", lines,
                         [("New game", "new"), ("Replay", "replay"), ("Export", "export"),
                          ("Restart", "restart"), ("Menu", "menu")])

    def choose(self, action: str) -> None:
        """Export opens over this dialog and comes back to it, saying where the game
        went: New game and Replay are still at hand."""
        if action != "export":
            super().choose(action)
            return
        from game.scenes.records import export_dialog
        export_dialog(self.table, say=self.exported)

    def exported(self, text: str) -> None:
        self.lines[1:] = ["", text]          # under the result, a line apart
        self.dirty = True


class StuckOverlay(TableDialog):
    def __init__(self, app, table):
        lines = ["No more moves: nothing left changes the game. Undo to try another way, "
                 "restart this deal, or start a new one."]
        super().__init__(app, table, "No more moves", lines,
                         [("Undo", "undo"), ("Restart", "restart"), ("New game", "new")])


class EntryDialog(Dialog):
    """A dialog with one text field: Enter in it or the first button calls `on_go(text)`,
    which returns None when done (the dialog closes) or the one line that says why not.
    Esc or the second button cancels. The field has the focus first; Tab or Down goes on
    to the buttons (what is typed there goes nowhere), Up or a click on the field back.
    Why an entry or a typed character (`refusal`) was refused shows at once under the
    field in the error ink (`too_long` when the field is full and the character would go
    past its length), in room kept for it from the start (ERROR_LINES, or as many as
    either takes): nothing moves when it shows, and a longer reason (a save or export
    error with a long path) is cut with an ellipsis."""

    FIELD_UNITS = 2.8           # the field and the air around it
    ERROR_LINES = 2             # the room kept under the field for why not
    refusal = ""                # why a character typed is refused
    too_long = ""               # why one more is refused (else `refusal` says why)

    def __init__(self, app, title, lines, field, go_label, on_go):
        super().__init__(app, title, lines, [(go_label, "go"), ("Cancel", "close")])
        self.field = field
        self.on_go = on_go
        self.error = ""
        self.keyed = False      # a key pressed here: text before it is the opening key's

    def focus_stops(self) -> list:
        return [self.field] + self.buttons      # the field first: typing goes in at once

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
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN,
                                                          pygame.K_KP_ENTER):
            self.go(self.field.text)
        elif event.type == pygame.TEXTINPUT and self.field.rejected and self.keyed:
            self.error = (self.too_long if self.field.overflowed and self.too_long
                          else self.refusal)
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
        room = max(self.ERROR_LINES, len(self.error_lines(self.refusal, surface)),
                   len(self.error_lines(self.too_long, surface)))
        self.extra_units = self.FIELD_UNITS + room * line_h / unit
        super().draw(surface)
        rect = pygame.Rect(self.panel.x + unit, self.content_top + unit // 2,
                           self.panel.w - 2 * unit, int(unit * 2))
        self.field.draw(surface, rect, self.app.clock.now)
        y = rect.bottom + unit // 3
        for line in self.error_lines(self.error, surface, room):
            draw_text(surface, line, (rect.x, y), unit, ERROR_INK)
            y += line_h
        self.error_bottom = rect.bottom + unit // 3 + room * line_h


MAX_SEED = 2**32 - 1
REFUSED_NUMBER = f"A game number is digits only, from 0 to {MAX_SEED}"


class GameNumberOverlay(EntryDialog):
    """Type a game number (digits, 0 .. 4294967295) and press Enter to deal it. Over a
    game in progress the number typed is dealt only once the player says so, as New and
    Menu ask ("Keep playing" leaves the game as it was, and its statistics)."""

    def __init__(self, app, table):
        super().__init__(app, "Play game number",
                         [f"Type a number from 0 to {MAX_SEED}, then press Enter."],
                         TextInput(max_length=10), "Deal", self.deal)
        self.table = table
        self.refusal = REFUSED_NUMBER
        self.too_long = f"Too long: a game number has at most 10 digits, up to {MAX_SEED}"

    def handle_event(self, event) -> None:
        if not (getattr(event, "pad", None) and pad_digits.edit(self, event.pad)):
            super().handle_event(event)       # a game pad turns digits: pad_digits.py

    def deal(self, text: str):
        text = text.strip()
        if not (text.isascii() and text.isdigit()) or int(text) > MAX_SEED:
            return REFUSED_NUMBER
        self.close()
        table, seed = self.table, int(text)
        if table.session.in_progress:
            from game.scenes.confirm import abandon_game
            self.app.manager.push(abandon_game(self.app, "new",
                                               lambda: table.new_game(seed)))
        else:
            table.new_game(seed)
        return None
