"""The toolbar: a row of buttons (plain or toggles) with tooltips on hover.

Call `Toolbar.layout(rect)` when the window changes size, feed it events and draw it; a
click (press and release on the same enabled button) returns that button's action_id.
Tooltips wait `tooltip_delay` seconds of the game clock passed in as `now`.
"""

import pygame

from sprites.focus import draw_focus_ring
from sprites.fonts import font
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


class Button:
    """A HUD button. `rect` is set by its Toolbar (or by hand). A toggle has `checked`
    True or False (None: a plain button): it shows a ticked or empty box and, when on, a
    lit look. `labels` lists other labels it may show ("Animation: Fast"): its width has
    room for the widest, so the toolbar never shifts when one changes. `focused`: the
    keyboard's focus is on it (sprites.focus), a ring drawn round it."""

    def __init__(self, label, action_id, tooltip=None, enabled=True, checked=None,
                 labels=()):
        self.label = label
        self.action_id = action_id
        self.tooltip = tooltip
        self.enabled = enabled
        self.checked = checked
        self.labels = tuple(labels)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hovered = False
        self.pressed = False
        self.focused = False
        self.font_size = 14

    @property
    def action(self):
        """Alias of action_id."""
        return self.action_id

    def hit(self, pos) -> bool:
        """Whether `pos` is inside the button (enabled or not)."""
        return self.rect.collidepoint(pos)

    def text(self, label=None) -> str:
        """What the button shows (with `label` in place of its own, to measure)."""
        label = self.label if label is None else label
        if self.checked is not None:
            label = f"{CHECK_MARKS[bool(self.checked)]} {label}"
        return label

    def preferred_width(self, font_size) -> int:
        """Room for the widest of its labels at `font_size`, with padding."""
        width = max(font(font_size).size(self.text(label))[0]
                    for label in (self.label,) + self.labels)
        return width + round(font_size * 1.4)

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

    def __init__(self, buttons, gap=None):
        self.buttons = list(buttons)
        self.gap = gap
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._pressed = None
        self._hover = None
        self._hover_since = None
        self.tooltip_delay = 0.6

    def layout(self, rect, align="left") -> None:
        """Place the buttons in a row inside `rect` (align: left, center, right); the font
        shrinks, then the buttons squeeze, when the row would not fit."""
        self.rect = pygame.Rect(rect)
        h = self.rect.h
        pad = max(2, h // 8)
        bh = h - 2 * pad
        gap = self.gap if self.gap is not None else max(2, h // 6)
        size = max(8, round(bh * 0.46))
        avail = self.rect.w - 2 * pad
        n = len(self.buttons)

        def total(sz):
            return sum(b.preferred_width(sz) for b in self.buttons) + gap * (n - 1)

        while n and size > 8 and total(size) > avail:
            size -= 1
        widths = [b.preferred_width(size) for b in self.buttons]
        used = sum(widths) + gap * max(0, n - 1)
        if used > avail and used > 0:          # still too wide: squeeze evenly
            k = max(0.1, (avail - gap * max(0, n - 1)) / max(1, sum(widths)))
            widths = [max(4, int(w * k)) for w in widths]
            used = sum(widths) + gap * max(0, n - 1)
        x = self.rect.x + pad
        if align == "center":
            x = self.rect.centerx - used // 2
        elif align == "right":
            x = self.rect.right - pad - used
        for b, w in zip(self.buttons, widths):
            b.rect = pygame.Rect(x, self.rect.y + pad, w, bh)
            b.font_size = size
            x += w + gap

    def button_at(self, pos):
        for b in self.buttons:
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

    def contains(self, pos) -> bool:
        """Whether `pos` is on the toolbar strip (the table should ignore that click)."""
        return self.rect.collidepoint(pos)

    def _set_hover(self, pos):
        hover = self.button_at(pos) if pos is not None else None
        for b in self.buttons:
            b.hovered = b is hover
        if hover is not self._hover:
            self._hover = hover
            self._hover_since = None

    def handle_event(self, event):
        """Returns the clicked button's action_id, else None."""
        etype = event.type
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
                    return b.action_id
        elif etype in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            self.forget_pointer()
        return None

    def draw(self, surface, now=None) -> None:
        """Draw the buttons, and the hovered button's tooltip once it has been hovered
        for `tooltip_delay` seconds of `now` (at once when now is None)."""
        for b in self.buttons:
            b.draw(surface)
        b = self._hover
        if b is None or not b.tooltip or self._pressed is not None:
            return
        if now is not None:
            if self._hover_since is None:
                self._hover_since = now
            if now - self._hover_since < self.tooltip_delay:
                return
        draw_tooltip(surface, b)


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
