"""Small HUD pieces: buttons and a toolbar, the status bar, toasts, panels, text, a digit box.

Every widget takes explicit rects and pixel sizes (no global layout) and draws with
sprites.fonts.font. Sizes derive from a "unit": roughly the height of a line of HUD text,
e.g. `unit = max(12, window_height // 45)`. Time-dependent widgets (Toast, tooltips, the
caret) read the game clock passed in as `now`, never the wall clock.
"""

import pygame

from sprites.bounded_cache import BoundedCache
from sprites.fonts import font

TEXT = (242, 242, 236)
TEXT_DIM = (190, 196, 190)
TEXT_DISABLED = (150, 156, 150)
PANEL_COLOR = (16, 22, 28, 218)
PANEL_BORDER = (255, 255, 255, 46)
STRIP_COLOR = (0, 0, 0, 96)
BUTTON_COLORS = {
    "normal": (0, 0, 0, 80),
    "hover": (255, 255, 255, 52),
    "pressed": (0, 0, 0, 150),
    "disabled": (0, 0, 0, 40),
}
BUTTON_BORDER = (255, 255, 255, 60)
ACCENT = (255, 214, 80)
BUTTON_ON = {                       # a toggle that is on: lit with the accent colour
    "normal": (255, 214, 80, 56),
    "hover": (255, 224, 120, 96),
    "pressed": (110, 90, 20, 170),
}
CHECK_MARKS = {True: "☑", False: "☐"}

# Every screen and overlay at one window size draws ~140 lines of text and ~17 shapes
# (13 and 8 MiB at 1920x1080); older sizes go first.
_TEXT_CACHE = BoundedCache(256, max_bytes=32 * 2**20)
_SHAPE_CACHE = BoundedCache(40, max_bytes=32 * 2**20)


# ---------------------------------------------------------------------- text


def render_text(text: str, size: int, color=TEXT, bold: bool = False) -> pygame.Surface:
    """Anti-aliased text, cached (LRU); `color` may carry an alpha as a 4th value."""
    color = tuple(color)
    key = (text, int(size), color, bold)
    surf = _TEXT_CACHE.get(key)
    if surf is not None:
        return surf
    surf = font(size, bold).render(text, True, color[:3])
    if len(color) > 3 and color[3] < 255:
        surf.set_alpha(color[3])
    return _TEXT_CACHE.put(key, surf)


def draw_text(surface, text, pos, size, color=TEXT, anchor="topleft", bold=False,
              alpha=None) -> pygame.Rect:
    """Draw one line of text with its `anchor` (any Rect point name) at `pos`; returns the
    rect drawn. `alpha` (0-255) fades the whole line."""
    surf = render_text(str(text), size, color, bold)
    if alpha is not None and alpha < 255:
        surf = surf.copy()
        surf.set_alpha(max(0, int(alpha)) * (surf.get_alpha() or 255) // 255)
    rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(surf, rect)
    return rect


def wrap_text(text: str, font_obj, width: int) -> list:
    """Split `text` into lines that each fit `width` pixels in `font_obj`. Newlines start
    new lines (an empty line stays empty); a word wider than the width is cut."""
    width = max(1, int(width))
    lines = []
    for para in str(text).split("\n"):
        words = para.split()
        if not words:
            lines.append("")
            continue
        line = ""
        for word in words:
            trial = word if not line else line + " " + word
            if font_obj.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                lines.append(line)
                line = ""
            while font_obj.size(word)[0] > width and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and font_obj.size(word[:cut])[0] > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def fit_text(text: str, font_obj, width: int) -> str:
    """`text`, cut with an ellipsis so that it fits `width` pixels."""
    if font_obj.size(text)[0] <= width:
        return text
    ell = "…"
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font_obj.size(text[:mid].rstrip() + ell)[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + ell if lo else ""


# ---------------------------------------------------------------------- shapes


def rounded_surface(size, color, radius, border=None, border_width=1) -> pygame.Surface:
    """A translucent rounded rectangle (cached); small ones are drawn anti-aliased."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    key = (w, h, tuple(color), int(radius), tuple(border) if border else None, border_width)
    surf = _SHAPE_CACHE.get(key)
    if surf is not None:
        return surf
    ss = 3 if w * h <= 120_000 else 1
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    big.fill((*color[:3], 0))
    rect = big.get_rect()
    r = max(0, int(radius)) * ss
    if border:
        bw = max(1, border_width) * ss
        pygame.draw.rect(big, border, rect, border_radius=r)
        pygame.draw.rect(big, (0, 0, 0, 0), rect.inflate(-2 * bw, -2 * bw),
                         border_radius=max(0, r - bw))
        pygame.draw.rect(big, color, rect.inflate(-2 * bw, -2 * bw),
                         border_radius=max(0, r - bw))
    else:
        pygame.draw.rect(big, color, rect, border_radius=r)
    return _SHAPE_CACHE.put(key, pygame.transform.smoothscale(big, (w, h)) if ss > 1 else big)


def draw_panel(surface, rect, radius=None, color=PANEL_COLOR, border=PANEL_BORDER,
               border_width=None) -> pygame.Rect:
    """A rounded, translucent dark panel (for overlays); returns the rect."""
    rect = pygame.Rect(rect)
    if radius is None:
        radius = max(4, min(rect.w, rect.h) // 14)
    if border_width is None:
        border_width = max(1, min(rect.w, rect.h) // 250)
    surface.blit(rounded_surface(rect.size, color, radius, border, border_width), rect)
    return rect


class Panel:
    """An overlay panel with an optional title; `draw` returns the content rect."""

    def __init__(self, rect, title=None, unit=None):
        self.rect = pygame.Rect(rect)
        self.title = title
        self.unit = unit

    def _unit(self):
        return self.unit or max(12, self.rect.h // 14)

    def content_rect(self) -> pygame.Rect:
        u = self._unit()
        pad = u
        top = self.rect.y + pad
        if self.title:
            top += round(u * 1.5) + u // 2
        return pygame.Rect(self.rect.x + pad, top, self.rect.w - 2 * pad,
                           self.rect.bottom - pad - top)

    def draw(self, surface) -> pygame.Rect:
        u = self._unit()
        draw_panel(surface, self.rect)
        if self.title:
            draw_text(surface, self.title, (self.rect.centerx, self.rect.y + u),
                      round(u * 1.5), TEXT, anchor="midtop", bold=True)
        return self.content_rect()


# ---------------------------------------------------------------------- buttons


class Button:
    """A HUD button. `rect` is set by its Toolbar (or by hand); `icon_text` is a short
    glyph string shown before the label (or alone when space is short). A toggle has
    `checked` True or False (None: a plain button): it shows a ticked or empty box and,
    when on, a lit look. `labels` lists other labels it may show (e.g. "Speed: fast"):
    its width has room for the widest, so the toolbar never shifts when one changes."""

    def __init__(self, label, action_id, icon_text=None, tooltip=None, enabled=True,
                 checked=None, labels=()):
        self.label = label
        self.action_id = action_id
        self.icon_text = icon_text
        self.tooltip = tooltip
        self.enabled = enabled
        self.checked = checked
        self.labels = tuple(labels)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hovered = False
        self.pressed = False
        self.show_label = True
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
        if self.icon_text and self.show_label:
            label = f"{self.icon_text} {label}"
        elif self.icon_text:
            label = self.icon_text
        if self.checked is not None:
            label = f"{CHECK_MARKS[bool(self.checked)]} {label}"
        return label

    def preferred_width(self, font_size, show_label=True) -> int:
        old = self.show_label
        self.show_label = show_label or not self.icon_text
        width = max(font(font_size).size(self.text(label))[0]
                    for label in (self.label,) + self.labels)
        self.show_label = old
        return width + round(font_size * 1.4)

    def look(self) -> tuple:
        """Everything that decides how the button is drawn (a cache key)."""
        return self.state, self.checked, self.text(), self.rect.topleft, self.rect.size

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


class Toolbar:
    """A row of buttons inside a rect. Call `layout(rect)` when the window changes size,
    feed it events, draw it; a click (press and release on the same enabled button)
    returns that button's action_id from `handle_event`."""

    def __init__(self, buttons, gap=None):
        self.buttons = list(buttons)
        self.gap = gap
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._pressed = None
        self._hover = None
        self._hover_since = None
        self.tooltip_delay = 0.6

    def layout(self, rect, align="left") -> None:
        """Place the buttons in a row inside `rect` (align: left, center, right); labels
        give way to icons, then the font shrinks, when the row would not fit."""
        self.rect = pygame.Rect(rect)
        h = self.rect.h
        pad = max(2, h // 8)
        bh = h - 2 * pad
        gap = self.gap if self.gap is not None else max(2, h // 6)
        size = max(8, round(bh * 0.46))
        avail = self.rect.w - 2 * pad
        n = len(self.buttons)
        show_labels = True

        def total(sz, labels):
            return sum(b.preferred_width(sz, labels) for b in self.buttons) + gap * (n - 1)

        if n and total(size, True) > avail:
            if any(b.icon_text for b in self.buttons) and total(size, False) <= avail:
                show_labels = False
            else:
                while size > 8 and total(size, True) > avail:
                    size -= 1
        widths = [b.preferred_width(size, show_labels) for b in self.buttons]
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
            b.show_label = show_labels or not b.icon_text
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

    def contains(self, pos) -> bool:
        """Whether `pos` is on the toolbar strip (the table should ignore that click)."""
        return self.rect.collidepoint(pos)

    @property
    def capturing(self) -> bool:
        """True between a press on a button and its release."""
        return self._pressed is not None

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
            self._set_hover(None)
            if self._pressed is not None:
                self._pressed.pressed = False
                self._pressed = None
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
        self._draw_tooltip(surface, b)

    def _draw_tooltip(self, surface, b):
        size = max(8, round(b.font_size * 0.9))
        text_w, text_h = font(size).size(b.tooltip)
        pad = size // 2
        box = pygame.Rect(0, 0, text_w + 2 * pad, text_h + pad)
        box.midtop = (b.rect.centerx, b.rect.bottom + pad)
        if box.bottom > surface.get_height():
            box.midbottom = (b.rect.centerx, b.rect.top - pad)
        box.clamp_ip(surface.get_rect())
        draw_panel(surface, box, radius=max(3, box.h // 4))
        draw_text(surface, b.tooltip, box.center, size, TEXT, anchor="center")


# ---------------------------------------------------------------------- status bar


def format_time(seconds) -> str:
    """m:ss, or h:mm:ss from an hour on."""
    s = max(0, int(seconds))
    h, rest = divmod(s, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


class StatusBar:
    """A strip with three text fields: left (game, number), centre (status), right
    (score, time). Set the fields directly or with `set_game`; draw with a rect."""

    def __init__(self, left="", centre="", right=""):
        self.left = left
        self.centre = centre
        self.right = right

    def set_game(self, game_name=None, game_number=None, status=None, score=None,
                 seconds=None) -> None:
        """Fill the fields from facts; None leaves that part out."""
        left = [] if game_name is None else [str(game_name)]
        if game_number is not None:
            left.append(f"Game #{game_number}")
        self.left = "  ·  ".join(left)
        self.centre = "" if status is None else str(status)
        right = []
        if score is not None:
            right.append(f"Score {score}")
        if seconds is not None:
            right.append(format_time(seconds))
        self.right = "   ".join(right)

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
        size = max(8, round(rect.h * 0.5))
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


# ---------------------------------------------------------------------- toast


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
        self.start = self.until = None

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


# ---------------------------------------------------------------------- text input


class TextInput:
    """A digits-only box, for a game number. Feed it events: typed digits arrive as
    TEXTINPUT (other characters are ignored), Backspace deletes, Enter returns the value
    as an int (None while empty). Escape is left to the caller. pygame delivers TEXTINPUT
    by default; if a scene stopped it, call pygame.key.start_text_input() first."""

    def __init__(self, text="", max_digits=10, placeholder="", max_length=None):
        if max_length is not None:          # alias of max_digits
            max_digits = max_length
        self.max_digits = max_digits
        self.text = "".join(ch for ch in str(text) if ch.isdigit())[:max_digits]
        self.placeholder = placeholder
        self.rejected = False       # the last keystroke was refused (e.g. a letter)

    @property
    def value(self):
        return int(self.text) if self.text else None

    def clear(self) -> None:
        self.text = ""

    def handle_event(self, event):
        """Returns the entered int on Enter, else None."""
        if event.type == pygame.TEXTINPUT:
            typed = getattr(event, "text", "")
            digits = [ch for ch in typed if "0" <= ch <= "9"]
            room = self.max_digits - len(self.text)
            self.rejected = len(digits) != len(typed) or len(digits) > room
            self.text += "".join(digits[:max(0, room)])
        elif event.type == pygame.KEYDOWN:
            key = event.key
            if key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
                self.rejected = False
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
            r = draw_text(surface, self.text, (rect.x + pad, cy), size, TEXT,
                          anchor="midleft")
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
