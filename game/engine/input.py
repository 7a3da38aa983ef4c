"""Input helpers: double-click detection and waking on input.

`DoubleClickDetector` is a plain object fed with positions (read `event.pos`, never
`pygame.mouse.get_pos()`: posted events do not move the mouse) and the game clock, so
tests drive it without a window. `InputWaiter` is the loop's idle sleep, which returns as
soon as the window has input, and the App's poll, which hands out what that sleep woke on.
"""

import math
import time

import pygame


class DoubleClickDetector:
    """`click(pos)` is True when it completes a double-click: a second click within
    `interval` seconds of game time and `slop` pixels of the first. A completed
    double-click resets, so a triple click is one double-click and a single click.
    Pass `target` (a pile name, a card) to require both clicks on the same thing."""

    def __init__(self, clock, interval: float = 0.4, slop: float = 6):
        self.clock = clock
        self.interval = float(interval)
        self.slop = float(slop)
        self._last = None       # (time, pos, target) of the pending first click

    def click(self, pos, target=None) -> bool:
        now = self.clock.now
        last = self._last
        if last is not None:
            then, first, first_target = last
            near = math.hypot(pos[0] - first[0], pos[1] - first[1]) <= self.slop
            if now - then <= self.interval and near and first_target == target:
                self._last = None
                return True
        self._last = (now, (pos[0], pos[1]), target)
        return False

    @property
    def pending(self) -> bool:
        """A first click is waiting for its second."""
        return self._last is not None and self.clock.now - self._last[0] <= self.interval


class InputWaiter:
    """The loop's idle sleep, which wakes as soon as the window has input, and the poll
    that goes with it.

    The sleep is SDL's own wait for an event (pygame.event.wait with a timeout): on X11
    it blocks on the X connection until input arrives or the time is up, elsewhere SDL
    waits in its own way, and either way it costs nothing while nobody plays. An event
    the wait takes off the queue is held and handed out first by the next `poll`, so no
    event is lost or reordered. Nothing here asks the window system for handles
    (pygame.display.get_wm_info crashes in the middle of set_mode's window changes).
    """

    def __init__(self, sleep_fn=time.sleep):
        self.sleep_fn = sleep_fn
        self._held = []         # events the wait took, not yet polled

    def __call__(self, seconds: float) -> None:
        if seconds <= 0:
            return
        if not pygame.display.get_init():
            self.sleep_fn(seconds)
            return
        if self._held:
            return
        event = pygame.event.wait(max(1, round(seconds * 1000)))
        if event.type != pygame.NOEVENT:
            self._held.append(event)

    def poll(self) -> list:
        """Every event waiting now, the one the last wait took first (never blocks)."""
        held, self._held = self._held, []
        if not pygame.display.get_init():
            return held
        return held + pygame.event.get()
