"""Fingers on a touchscreen, read as fingers and told apart into gestures.

SDL reports each finger (FINGERDOWN, FINGERMOTION, FINGERUP, its place given as 0..1 of
the window) and copies the first one into mouse events marked `touch`; on some systems it
also copies the mouse into finger events (touch_id SDL_MOUSE_TOUCHID). `is_copy` names
both kinds of copy, which the App drops, so every press is handled once. `Fingers` turns
the real finger events into `Gesture`s for the scene on top:

    press    the first finger came down at `pos`
    ring     it is still down, unmoved: `progress` 0..1 towards a long press (the ring
             a scene shows filling), each step of game time
    hold     it stayed down HOLD seconds without moving: a long press; `lift` follows
             when it is lifted
    drag     it moved past the drag threshold (from `start` to `pos`); `move` follows
             each motion, `release` its lifting
    tap      it was lifted before moving that far or holding that long; `count` is 2 for
             the second tap of a double tap (close enough, soon enough)
    cancel   what it was doing is called off: a second finger came down, or it left the
             window (or the window lost the focus); every finger is then ignored until
             all are lifted, so a pinch or a two-finger swipe does nothing

Distances are millimetres of the screen, turned into pixels by `TouchMetrics` (from the
display's dots per inch: game.engine.display_dpi); times are the game clock's, handed in
(`update(now)`), so tests step them exactly and nothing waits on the wall clock.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple

import pygame

MM_PER_INCH = 25.4
FALLBACK_DPI = math.hypot(1280, 800) / 7.0      # a 7-inch 1280x800 handheld's screen
TARGET_MM = 9.0           # the least side of anything a finger is to hit
DRAG_MM = 2.5             # a finger that moves this far drags (less: a tap)
RADIUS_MM = 4.0           # how far from the finger's centre its contact reaches
DOUBLE_TAP_MM = 6.0       # the second tap of a double tap lands this near the first
HOLD = 0.5                # seconds down, unmoved, that make a long press
RING_DELAY = 0.12         # the ring shows only after this long (a tap never shows it)
DOUBLE_TAP = 0.45         # seconds from one tap's lifting to the next one's
MOUSE_TOUCH_ID = -1       # SDL_MOUSE_TOUCHID: a finger event SDL made from the mouse
FINGER_EVENTS = (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP)
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                pygame.MOUSEWHEEL)


@dataclass(frozen=True)
class TouchMetrics:
    """Millimetres of the screen in pixels, at `dpi` pixels per inch."""
    dpi: float = FALLBACK_DPI

    def px(self, mm: float) -> int:
        return max(1, math.ceil(mm * self.dpi / MM_PER_INCH))

    @property
    def target(self) -> int:
        """The least side, in pixels, of a button, a row or anything a finger hits."""
        return self.px(TARGET_MM)

    @property
    def drag(self) -> int:
        return self.px(DRAG_MM)

    @property
    def radius(self) -> int:
        return self.px(RADIUS_MM)

    @property
    def double_tap(self) -> int:
        return self.px(DOUBLE_TAP_MM)


def metrics_for(dpi) -> TouchMetrics:
    """The metrics at the display's `dpi`, or a 7-inch 1280x800 screen's when unknown."""
    return TouchMetrics(float(dpi)) if dpi and dpi > 0 else TouchMetrics()


def is_copy(event) -> bool:
    """Whether `event` is a copy SDL made of another device's: a mouse event made from a
    finger, or a finger event made from the mouse."""
    if event.type in MOUSE_EVENTS:
        return bool(getattr(event, "touch", False))
    if event.type in FINGER_EVENTS:
        return getattr(event, "touch_id", 0) == MOUSE_TOUCH_ID
    return False


def finger_pos(event, size) -> tuple[int, int]:
    """The finger's place in the drawable's pixels (its 0..1 place on the window)."""
    width, height = size
    return (min(width - 1, max(0, int(event.x * width))),
            min(height - 1, max(0, int(event.y * height))))


def outside(event) -> bool:
    """Whether the finger is past the window's edge (SDL follows it there)."""
    return not (0.0 <= event.x <= 1.0 and 0.0 <= event.y <= 1.0)


class Gesture(NamedTuple):
    """One thing a finger did (see the module docstring); `radius` is the finger's
    contact in pixels, for hit tests that take the nearest thing within it."""
    kind: str
    pos: tuple[int, int]
    start: tuple[int, int] = (0, 0)
    count: int = 1
    progress: float = 0.0
    radius: int = 0


class Fingers:
    """The fingers down and the gesture the first of them is making."""

    def __init__(self, metrics: TouchMetrics | None = None):
        self.metrics = metrics or TouchMetrics()
        self.down = {}              # (touch id, finger id) -> its place in pixels
        self.primary = None         # the finger the gesture follows
        self.start = (0, 0)
        self.since = 0.0            # when it came down (game time)
        self.dragging = False
        self.held = False
        self.cancelled = False      # called off: nothing more until every finger is up
        self.last_tap = None        # (when, where) of a tap that may begin a double tap

    def gesture(self, kind, pos, **fields) -> Gesture:
        return Gesture(kind, pos, self.start, radius=self.metrics.radius, **fields)

    @property
    def busy(self) -> bool:
        """A finger is down and a long press may still come (the loop keeps stepping)."""
        return self.primary is not None and not (self.dragging or self.held
                                                 or self.cancelled)

    def handle(self, event, size, now: float) -> list[Gesture]:
        """The gestures a finger event makes (the App drops copies first)."""
        key = (getattr(event, "touch_id", 0), getattr(event, "finger_id", 0))
        pos = finger_pos(event, size)
        if event.type == pygame.FINGERDOWN:
            return self.finger_down(key, pos, now)
        if event.type == pygame.FINGERMOTION:
            return self.finger_motion(key, pos, now, outside(event))
        return self.finger_up(key, pos, now)

    def finger_down(self, key, pos, now) -> list[Gesture]:
        first = not self.down
        self.down[key] = pos
        if first and not self.cancelled:
            self.primary, self.start, self.since = key, pos, now
            self.dragging = self.held = False
            return [self.gesture("press", pos)]
        return self.cancel()            # a second finger: whatever the first did is off

    def finger_motion(self, key, pos, now, left_window) -> list[Gesture]:
        if key not in self.down:
            return []
        self.down[key] = pos
        if key != self.primary or self.cancelled:
            return []
        if left_window:
            return self.cancel()
        if self.dragging:
            return [self.gesture("move", pos)]
        if self.held:
            return []                   # a long press keeps its place until lifted
        if math.dist(pos, self.start) >= self.metrics.drag:
            self.dragging = True
            self.last_tap = None
            return [self.gesture("drag", pos)]
        return []

    def finger_up(self, key, pos, now) -> list[Gesture]:
        if key not in self.down:
            return []
        del self.down[key]
        made = []
        if key == self.primary:
            self.primary = None
            if not self.cancelled:
                made = [self.lifted(pos, now)]
        if not self.down:
            self.cancelled = False
        return made

    def lifted(self, pos, now) -> Gesture:
        """The primary finger lifted: a release, the end of a long press, or a tap."""
        if self.dragging:
            return self.gesture("release", pos)
        if self.held:
            return self.gesture("lift", pos)
        last, count = self.last_tap, 1
        if last is not None and self.since - last[0] <= DOUBLE_TAP \
                and math.dist(pos, last[1]) <= self.metrics.double_tap:
            count = 2
        self.last_tap = None if count == 2 else (now, pos)
        return self.gesture("tap", pos, count=count)

    def cancel(self) -> list[Gesture]:
        """Call off the gesture under way (a second finger, the window left or lost)."""
        if self.cancelled or self.primary is None:
            self.cancelled = bool(self.down)
            return []
        self.cancelled = True
        self.last_tap = None
        return [self.gesture("cancel", self.down.get(self.primary, self.start))]

    def forget(self) -> list[Gesture]:
        """Every finger is gone unseen (the window lost the focus): cancel, then forget
        them, so the next touch starts afresh."""
        made = self.cancel()
        self.down.clear()
        self.primary = None
        self.cancelled = False
        return made

    def update(self, now: float) -> list[Gesture]:
        """The ring while a finger rests, then the long press once it has rested HOLD."""
        if not self.busy:
            return []
        waited = now - self.since
        pos = self.down[self.primary]
        if waited >= HOLD:
            self.held = True
            self.last_tap = None
            return [self.gesture("hold", pos, progress=1.0)]
        if waited >= RING_DELAY:
            return [self.gesture("ring", pos,
                                 progress=(waited - RING_DELAY) / (HOLD - RING_DELAY))]
        return []
