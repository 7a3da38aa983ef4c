"""The toolbar: a row of buttons (plain or toggles) with tooltips on hover.

Call `Toolbar.layout(rect)` (one row; the text shrinks to fit) or `Toolbar.flow(rect,
row_h, font_size)` (the text keeps its size: rows wrap, a fold's buttons give way to its
menu button; see sprites.fold_menu) when the window changes size, feed it events and
draw it; a click (press and release on the same enabled button) returns that button's
action_id. Tooltips wait `tooltip_delay` seconds of the game clock passed in as `now`.
"""

from itertools import combinations

import pygame

from sprites.focus import draw_focus_ring
from sprites.fonts import font
from sprites.mirror import mirrored
from sprites.palette import ACCENT, TEXT, TEXT_DISABLED
from sprites.panels import draw_panel, rounded_surface
from sprites.text import draw_text, fit_text

BUTTON_COLORS = {
    "normal": (0, 0, 0, 80),
    "hover": (255, 255, 255, 52),
    "pressed": (0, 0, 0, 150),
    "disabled": (0, 0, 0, 40),
}
BUTTON_BORDER = (255, 255, 255, 60)
BUTTON_ON = {                       # a toggle that is on: lit with the accent colour
    "normal": (255, 214, 80, 56),
    "hover": (255, 224, 120, 96),
    "pressed": (110, 90, 20, 170),
}
CHECK_MARKS = {True: "☑", False: "☐"}
SPACINGS = (1.4, 1.2, 1.0, 0.8)   # room beside a label, in text heights, that `flow` tries
MOST_ROWS = 3


class Button:
    """A HUD button. `rect` is set by its Toolbar (or by hand). A toggle has `checked`
    True or False (None: a plain button): it shows a ticked or empty box and, when on, a
    lit look. `labels` lists other labels it may show ("Animation: Fast"): its width has
    room for the widest, so the toolbar never shifts when one changes. `focused`: the
    keyboard's focus is on it (sprites.focus), a ring drawn round it. `reach`, when a
    layout sets it, is where a press finds it, larger than what is drawn (a finger's
    target on a toolbar: its row's height and half the gaps beside it)."""

    def __init__(self, label, action_id, tooltip=None, enabled=True, checked=None,
                 labels=()):
        self.label = label
        self.action_id = action_id
        self.tooltip = tooltip
        self.enabled = enabled
        self.checked = checked
        self.labels = tuple(labels)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.reach = None
        self.hovered = False
        self.pressed = False
        self.focused = False
        self.font_size = 14

    @property
    def action(self):
        """Alias of action_id."""
        return self.action_id

    def hit(self, pos) -> bool:
        """Whether `pos` is on the button, or within its reach (enabled or not)."""
        return self.target.collidepoint(pos)

    @property
    def target(self):
        """Where a press finds it: its reach, else what is drawn."""
        return self.reach if self.reach is not None else self.rect

    def text(self, label=None) -> str:
        """What the button shows (with `label` in place of its own, to measure)."""
        label = self.label if label is None else label
        if self.checked is not None:
            label = f"{CHECK_MARKS[bool(self.checked)]} {label}"
        return label

    def preferred_width(self, font_size, padding=1.4) -> int:
        """Room for the widest of its labels at `font_size`, with `padding` (in text
        heights) beside the text."""
        width = max(font(font_size).size(self.text(label))[0]
                    for label in (self.label,) + self.labels)
        return width + round(font_size * padding)

    def look(self) -> tuple:
        """Everything that decides how the button is drawn (a cache key)."""
        return (self.state, self.checked, self.text(), self.rect.topleft, self.rect.size,
                self.focused)

    @property
    def state(self) -> str:
        if not self.enabled:
            return "disabled"
        if self.pressed and self.hovered:
            return "pressed"
        if self.hovered:
            return "hover"
        return "normal"

    def draw(self, surface) -> None:
        if self.rect.w <= 0 or self.rect.h <= 0:
            return
        state = self.state
        radius = max(3, self.rect.h // 4)
        lit = self.checked and state != "disabled"
        fill = BUTTON_ON[state] if lit else BUTTON_COLORS[state]
        border = ACCENT if lit else BUTTON_BORDER if state != "disabled" else None
        surface.blit(rounded_surface(self.rect.size, fill, radius, border), self.rect)
        color = TEXT_DISABLED if state == "disabled" else TEXT
        size = self.font_size
        label = fit_text(self.text(), font(size), self.rect.w - size // 2)
        dy = 1 if state == "pressed" else 0
        draw_text(surface, label, (self.rect.centerx, self.rect.centery + dy), size, color,
                  anchor="center")
        if self.focused:
            draw_focus_ring(surface, self.rect)


class Toolbar:
    """A row of buttons inside a rect; see the module docstring."""

    def __init__(self, buttons, gap=None, fold=None):
        self.buttons = list(buttons)
        self.gap = gap
        self.fold = fold            # a Fold (sprites.fold_menu), or None
        self.shown = list(self.buttons)     # the buttons on the bar
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._pressed = None
        self._hover = None
        self._hover_since = None
        self.tooltip_delay = 0.6

    def layout(self, rect, align="left", least: int = 0) -> None:
        """Place the buttons in a row inside `rect` (align: left, center, right; both the
        order and the side mirrored in a right-to-left language); the font shrinks, then
        the buttons squeeze, when the row would not fit. With `least` (a finger's target,
        in pixels) each button is at least that wide with the air beside it, and reaches
        that high, centred on the row (the caller leaves it the room)."""
        self.rect = pygame.Rect(rect)
        self._unfold()
        h = self.rect.h
        pad = max(2, h // 8)
        bh = h - 2 * pad
        gap = self.gap if self.gap is not None else max(2, h // 6)
        size = max(8, round(bh * 0.46))
        avail = self.rect.w - 2 * pad

        def total(sz):
            return row_width([max(b.preferred_width(sz), least - gap)
                              for b in self.buttons], gap)

        while self.buttons and size > 8 and total(size) > avail:
            size -= 1
        widths = squeezed([max(b.preferred_width(size), least - gap) for b in self.buttons],
                          gap, avail)
        used = row_width(widths, gap)
        x = self.rect.x + pad
        if align == "center":
            x = self.rect.centerx - used // 2
        elif align == "right":
            x = self.rect.right - pad - used
        for b, w in zip(self.buttons, widths):
            b.rect = mirrored(pygame.Rect(x, self.rect.y + pad, w, bh), self.rect)
            reach = max(h, least)
            b.reach = mirrored(pygame.Rect(x - gap // 2, self.rect.centery - reach // 2,
                                           w + gap, reach), self.rect) if least else None
            b.font_size = size
            x += w + gap

    def flow(self, rect, row_h: int, font_size: int, least: int = 0) -> int:
        """Lay the buttons out from the top of `rect` (its width), in rows `row_h` tall
        with their text `font_size` px, never smaller: in as few rows as hold them; of
        those, with every button on the bar if it fits, else with the fold's buttons
        behind its menu button; the room beside each label tightens (SPACINGS) before
        any of that gives way. Rows are as even as they go. With `least` (a finger's
        target, in pixels) each button reaches over its share of the air round it and
        is at least that wide, and the fold's list holds items that tall. Returns the
        height the rows take."""
        self.rect = pygame.Rect(rect)
        pad = max(2, row_h // 8)
        button_h = row_h - 2 * pad
        avail = self.rect.w - 2 * pad
        widest_gap = self.gap if self.gap is not None else max(2, row_h // 6)
        folds = (False, True) if self.fold is not None else (False,)
        tries = [(rows, folded, spacing) for rows in range(1, MOST_ROWS + 1)
                 for folded in folds for spacing in SPACINGS]
        for rows, folded, spacing in tries:
            shown = self.fold.bar(self.buttons, folded) if folded else self.buttons
            gap = max(2, round(widest_gap * spacing / SPACINGS[0]))
            widths = [max(b.preferred_width(font_size, spacing), least - gap)
                      for b in shown]
            lines = balanced_rows(widths, gap, rows)
            if max(row_width(widths[a:b], gap) for a, b in lines) <= avail:
                return self._place(shown, folded, widths, lines, (gap, pad, least),
                                   button_h, font_size)
        widths = [squeezed(widths[a:b], gap, avail) for a, b in lines]    # nothing fits
        return self._place(shown, folded, sum(widths, []), lines, (gap, pad, least),
                           button_h, font_size)

    def _place(self, shown, folded, widths, lines, air, button_h, font_size) -> int:
        """Put `shown` on the bar in `lines` (index ranges), from the reading start edge
        (the left, or the right in a right-to-left language); the height. `air` is the
        gap between buttons, the pad round them and a finger's target (0: none)."""
        gap, pad, least = air
        self.shown = list(shown)
        if self.fold is not None:
            self.fold.fold(self.buttons, folded)
        y = self.rect.y + pad
        for a, b in lines:
            x = self.rect.x + pad
            for button, w in zip(shown[a:b], widths[a:b]):
                button.rect = mirrored(pygame.Rect(x, y, w, button_h), self.rect)
                button.reach = mirrored(pygame.Rect(x - gap // 2, y - pad // 2, w + gap,
                                                    button_h + pad), self.rect) \
                    if least else None
                button.font_size = font_size
                x += w + gap
            y += button_h + pad
        self.rect.h = y - self.rect.y
        for button in self.buttons:
            if button not in self.shown:
                button.reach = None
        if folded:
            self.fold.place(font_size, max(button_h, least), gap, self.rect.right)
        return self.rect.h

    def _unfold(self) -> None:
        self.shown = list(self.buttons)
        if self.fold is not None:
            self.fold.fold(self.buttons, False)

    @property
    def folded(self) -> bool:
        """Whether the fold's buttons are behind its menu button."""
        return self.fold is not None and bool(self.fold.items)

    @property
    def list_open(self) -> bool:
        """Whether the fold's list shows (it takes the pointer and the keys)."""
        return self.fold is not None and self.fold.open

    def open_list(self) -> None:
        """Open the fold's list with the keys on its first item, or close it."""
        if self.list_open:
            self.fold.close()
        elif self.folded:
            self.fold.show(cursor=0)

    def list_key(self, key: int):
        """(taken, action) for a key: see Fold.key."""
        return self.fold.key(key) if self.fold is not None else (False, None)

    def looks(self) -> tuple:
        """How the bar looks (what decides its drawing): every button on it."""
        return tuple(b.look() for b in self.shown)

    def list_look(self) -> tuple:
        return self.fold.look() if self.fold is not None else ()

    def draw_list(self, surface):
        """The fold's list when it is open (over the table); where, or None."""
        return self.fold.draw(surface) if self.fold is not None else None

    def button_at(self, pos):
        item = self.fold.item_at(pos) if self.fold is not None else None
        if item is not None:
            return item
        for b in self.shown:
            if b.hit(pos):
                return b
        return None

    def button(self, action_id):
        for b in self.buttons:
            if b.action_id == action_id:
                return b
        return None

    def set_enabled(self, action_id, enabled: bool) -> None:
        b = self.button(action_id)
        if b is not None:
            b.enabled = enabled

    def set_checked(self, action_id, checked: bool) -> None:
        b = self.button(action_id)
        if b is not None:
            b.checked = bool(checked)

    def set_label(self, action_id, label: str) -> None:
        b = self.button(action_id)
        if b is not None:
            b.label = label

    def forget_pointer(self) -> None:
        """The pointer went elsewhere unseen (a screen shown over the toolbar closed): no
        button is hovered or pressed until the mouse moves again."""
        self._set_hover(None)
        if self._pressed is not None:
            self._pressed.pressed = False
            self._pressed = None
        if self.fold is not None:
            self.fold.close()

    def contains(self, pos) -> bool:
        """Whether `pos` is on the toolbar strip (the table should ignore that click)."""
        return self.rect.collidepoint(pos)

    def _set_hover(self, pos):
        hover = self.button_at(pos) if pos is not None else None
        for b in self.shown:
            b.hovered = b is hover
        if self.list_open:
            if hover is not None or self.fold.cursor is None:
                for item in self.fold.items:
                    item.hovered = item is hover
            self.fold.hovered(hover)
        if hover is not self._hover:
            self._hover = hover
            self._hover_since = None

    def handle_event(self, event):
        """Returns the clicked button's action_id, else None."""
        etype = event.type
        if etype == pygame.MOUSEBUTTONDOWN and self.list_open:
            b = self.button_at(event.pos)
            if b is not self.fold.button and b not in self.fold.items:
                self.fold.close()           # a press elsewhere (any button) closes it
        if etype == pygame.MOUSEMOTION:
            self._set_hover(event.pos)
        elif etype == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self._set_hover(event.pos)
            b = self.button_at(event.pos)
            if b is not None and b.enabled:
                self._pressed = b
                b.pressed = True
        elif etype == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            b, self._pressed = self._pressed, None
            if b is not None:
                b.pressed = False
                if b.enabled and b.hit(event.pos):
                    if self.fold is not None and b is self.fold.button:
                        self.fold.toggle()
                        return None
                    return b.action_id
        elif etype in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            self.forget_pointer()
        return None

    def draw(self, surface, now=None) -> None:
        """Draw the buttons, and the hovered button's tooltip once it has been hovered
        for `tooltip_delay` seconds of `now` (at once when now is None)."""
        for b in self.shown:
            b.draw(surface)
        b = self._hover
        if b is None or not b.tooltip or self._pressed is not None or self.list_open:
            return
        if now is not None:
            if self._hover_since is None:
                self._hover_since = now
            if now - self._hover_since < self.tooltip_delay:
                return
        draw_tooltip(surface, b)


def row_width(widths, gap) -> int:
    return sum(widths) + gap * max(0, len(widths) - 1)


def balanced_rows(widths, gap, rows: int):
    """Split buttons of `widths`, in order, into `rows` rows (index ranges) as even as
    they go: the widest row as narrow as it can be."""
    n = len(widths)
    rows = max(1, min(rows, n))
    splits = []
    for breaks in combinations(range(1, n), rows - 1):
        edges = (0, *breaks, n)
        splits.append(list(zip(edges, edges[1:])))
    return min(splits, key=lambda lines: max(row_width(widths[a:b], gap) for a, b in lines))


def squeezed(widths, gap, avail) -> list:
    """`widths` narrowed evenly so that a row of them fits `avail` (when nothing else
    does: the labels are cut)."""
    used = row_width(widths, gap)
    if used <= avail or not widths:
        return list(widths)
    k = max(0.1, (avail - gap * (len(widths) - 1)) / max(1, sum(widths)))
    return [max(4, int(w * k)) for w in widths]


def hover_buttons(buttons, pos) -> bool:
    """Mark the button under `pos` (None: none) hovered; whether any look changed."""
    changed = False
    for button in buttons:
        over = pos is not None and button.hit(pos)
        changed |= over != button.hovered
        button.hovered = over
    return changed


def draw_buttons(surface, buttons) -> None:
    """Draw loose buttons (a screen's own, not a Toolbar's), then the hovered one's
    tooltip over everything, as the table's toolbar shows it (none while pressed)."""
    for button in buttons:
        button.draw(surface)
    hovered = next((b for b in buttons if b.hovered and b.tooltip and not b.pressed), None)
    if hovered is not None:
        draw_tooltip(surface, hovered)


def draw_tooltip(surface, button) -> None:
    """`button`'s tooltip in a small panel under it (over it at the screen's bottom)."""
    size = max(8, round(button.font_size * 0.9))
    text_w, text_h = font(size).size(button.tooltip)
    pad = size // 2
    box = pygame.Rect(0, 0, text_w + 2 * pad, text_h + pad)
    box.midtop = (button.rect.centerx, button.rect.bottom + pad)
    if box.bottom > surface.get_height():
        box.midbottom = (button.rect.centerx, button.rect.top - pad)
    box.clamp_ip(surface.get_rect())
    draw_panel(surface, box, radius=max(3, box.h // 4))
    draw_text(surface, button.tooltip, box.center, size, TEXT, anchor="center")
