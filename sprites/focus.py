"""The keyboard focus among a screen's buttons (and a dialog's text field): one mechanism
for every dialog and screen.

A FocusRing holds which of its stops has the focus. Tab and Shift+Tab go round them
(wrapping); the arrows go to the nearest stop that way on the screen (Left and Right
along a row, Up and Down between rows or down a column), skipping greyed buttons and
stopping at the edge. Enter, keypad Enter and Space return the focused button's action
(none on a button greyed while it had the focus: the focus stays there, nothing jumps).
The pointer moves it too: a button under the mouse takes the focus (a text field keeps
it, so a pass of the mouse over a button never stops typing). A stop is anything with
`rect`, `enabled`, `focused` and `action`: a toolbar Button, a TextInput, a `Stop`.

The ring marks the focused stop (`focused = True`) when asked (`mark`), and the stop
draws itself with the ring round it (`draw_focus_ring`).
"""

from dataclasses import dataclass, field

import pygame

from sprites.palette import ACCENT
from sprites.panels import rounded_surface

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
          pygame.K_DOWN: (0, 1)}
RING_EDGE = (0, 0, 0, 150)          # a dark line outside the gold: seen on light ground too


@dataclass(eq=False)
class Stop:
    """A place the focus can rest that is not a button (the chooser's games): what
    Enter does there is `action`."""
    action: str
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    focused: bool = False


def draw_focus_ring(surface, rect, radius=None) -> None:
    """A bright ring round `rect` (its corners rounded by `radius`, a button's by
    default), a little outside it: the keyboard's focus. The ring's curves run round the
    rect's own, so it never cuts into the corners."""
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:
        return
    width = max(2, round(rect.h / 12))
    radius = max(3, rect.h // 4) if radius is None else radius
    gold = rect.inflate(4 * width, 4 * width)       # a gap of one width, then the ring
    edge = gold.inflate(2, 2)
    surface.blit(rounded_surface(edge.size, (0, 0, 0, 0), radius + 2 * width + 1,
                                 RING_EDGE, 1), edge)
    surface.blit(rounded_surface(gold.size, (0, 0, 0, 0), radius + 2 * width, ACCENT,
                                 width), gold)


class FocusRing:
    """Which of `stops` has the focus. `stops` is a list or a function giving the
    current list (a screen that makes its buttons anew keeps its focus: a new button with
    the action of the old one takes it). `first`: the action focused first (a question's
    safe answer), or several, the first present wins; else the first enabled stop."""

    def __init__(self, stops, first=None):
        self._stops = stops if callable(stops) else (lambda: stops)
        self.first = (first,) if isinstance(first, str) else tuple(first or ())
        self._current = None

    @property
    def stops(self) -> list:
        return list(self._stops())

    @property
    def current(self):
        """The focused stop (None when there is none that can take it)."""
        stops = self.stops
        here = self._current
        if here not in stops:
            action = getattr(here, "action", None)
            here = next((s for s in stops if action is not None and s.action == action),
                        None)
        if here is None:        # a button greyed under the focus keeps it: Enter does
            here = self.default(stops)      # nothing there, and nothing jumps
        self._current = here
        return here

    def default(self, stops):
        enabled = [s for s in stops if s.enabled]
        wanted = [s for action in self.first for s in enabled if s.action == action]
        return (wanted or enabled or [None])[0]

    def focus(self, stop) -> bool:
        """Give `stop` the focus; whether it moved."""
        changed = stop is not self.current
        self._current = stop
        return changed

    def has(self, stop) -> bool:
        return self.current is stop

    def mark(self) -> None:
        """Set each stop's `focused`, for drawing."""
        current = self.current
        for stop in self.stops:
            stop.focused = stop is current

    # ----- moving ---------------------------------------------------------------------
    def step(self, step: int) -> bool:
        """Tab (+1) or Shift+Tab (-1): the next enabled stop round the ring."""
        stops, here = self.stops, self.current
        if here is None:
            return False
        start = stops.index(here)
        for offset in range(1, len(stops) + 1):
            stop = stops[(start + step * offset) % len(stops)]
            if stop.enabled:
                return self.focus(stop)
        return False

    def toward(self, direction) -> bool:
        """The nearest enabled stop in `direction` (dx, dy) on the screen: Left/Right
        stay in the row (rects that share some height), Up/Down prefer what lies under or
        over this one; none that way: the focus stays. Before the stops are laid out
        (keys typed ahead of the first frame): the previous or next in order."""
        here = self.current
        if here is None:
            return False
        dx, dy = direction
        rect = here.rect
        if not rect.w or not rect.h:        # not laid out yet: the stops' order
            stops = [s for s in self.stops if s.enabled or s is here]
            index = stops.index(here) + dx + dy
            return 0 <= index < len(stops) and self.focus(stops[index])
        best, best_key = None, None
        for order, stop in enumerate(self.stops):
            if stop is here or not stop.enabled:
                continue
            other = stop.rect
            if dx:
                ahead = (other.centerx - rect.centerx) * dx
                level = other.top < rect.bottom and rect.top < other.bottom
                if ahead <= 0 or not level:
                    continue
                key = (ahead, order)
            else:
                ahead = (other.centery - rect.centery) * dy
                if ahead <= 0:
                    continue
                beside = not (other.left < rect.right and rect.left < other.right)
                key = (beside, ahead, abs(other.centerx - rect.centerx) if beside else 0,
                       order)
            if best_key is None or key < best_key:
                best, best_key = stop, key
        return best is not None and self.focus(best)

    def handle_key(self, event, arrows=tuple(ARROWS)):
        """A key press: True when Tab, Shift+Tab or one of `arrows` moved the focus (or
        tried to), the action of the focused button for Enter or Space, else None."""
        key = event.key
        if key == pygame.K_TAB:
            back = getattr(event, "mod", 0) & pygame.KMOD_SHIFT
            self.step(-1 if back else 1)
            return True
        if key in ARROWS and key in arrows:
            self.toward(ARROWS[key])
            return True
        if key in ENTER_KEYS or key == pygame.K_SPACE:
            here = self.current
            if here is not None and here.enabled and not is_text_field(here):
                return here.action
        return None

    def follow_pointer(self, event) -> bool:
        """A mouse motion over an enabled button moves the focus to it (not off a text
        field, not when the pointer merely entered the window); whether it moved."""
        if tuple(getattr(event, "rel", (1, 1))) == (0, 0):
            return False
        if is_text_field(self.current):
            return False
        over = next((s for s in self.stops if s.enabled and s.rect.collidepoint(event.pos)),
                    None)
        return over is not None and not is_text_field(over) and self.focus(over)


def is_text_field(stop) -> bool:
    """Whether `stop` takes typing (it keeps the focus from the pointer, and Enter and
    Space there are its own)."""
    return getattr(stop, "is_text_field", False)
