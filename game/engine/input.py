"""Input helpers: double-click detection and waking on input.

`DoubleClickDetector` is a plain object fed with positions (read `event.pos`, never
`pygame.mouse.get_pos()`: posted events do not move the mouse) and the game clock, so
tests drive it without a window. `InputWaiter` is the loop's idle sleep:
it returns as soon as the window has input pending.
"""

import ctypes
import math
import select
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
    """An idle sleep that wakes as soon as the window has input.

    On X11 it waits on the X connection's socket with select(), so it wakes the moment an
    event arrives and costs nothing while waiting. Elsewhere (Windows, macOS, Wayland,
    the dummy driver) it sleeps in short slices and peeks at the queue between them.
    Call `attach()` after every set_mode (the display connection can change).
    """

    SLICE = 1.0 / 30.0

    def __init__(self, sleep_fn=time.sleep):
        self.sleep_fn = sleep_fn
        self.fd = None

    def attach(self) -> None:
        self.fd = _x11_fd()

    def __call__(self, seconds: float) -> None:
        if seconds <= 0:
            return
        if not pygame.display.get_init():
            self.sleep_fn(seconds)
            return
        # peek pumps SDL, which drains Xlib's own queue: after a False, anything new
        # shows up on the socket
        if pygame.event.peek():
            return
        if self.fd is not None:
            try:
                select.select([self.fd], [], [], seconds)
                return
            except (OSError, ValueError):
                self.fd = None
        end = time.perf_counter() + seconds
        while True:
            remaining = end - time.perf_counter()
            if remaining <= 0:
                return
            self.sleep_fn(min(self.SLICE, remaining))
            if pygame.event.peek():
                return


def _x11_fd():
    """The X server connection's file descriptor, or None when not on X11."""
    try:
        if pygame.display.get_driver() != "x11":
            return None
        capsule = pygame.display.get_wm_info().get("display")
        if capsule is None:
            return None
        get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
        get_pointer.restype = ctypes.c_void_p
        get_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
        display = get_pointer(capsule, b"display")
        xlib = ctypes.CDLL("libX11.so.6")
        xlib.XConnectionNumber.argtypes = [ctypes.c_void_p]
        xlib.XConnectionNumber.restype = ctypes.c_int
        fd = xlib.XConnectionNumber(display)
        return fd if fd >= 0 else None
    except Exception:       # no ctypes, no libX11, a capsule of another name: slice-sleep
        return None
