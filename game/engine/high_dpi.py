"""High-DPI screens: Windows is told the game draws every pixel itself, and mouse
positions are moved from window units into the drawable's pixels where the two differ.

On Windows a program that does not declare DPI awareness is drawn at 96 dpi and scaled
up by the system (blurred cards); `declare_dpi_awareness` declares it through ctypes
before the window opens and does nothing elsewhere. On macOS (and Wayland with scaling)
the drawable surface can hold more pixels than the window has units: the game draws at
the surface's size and `to_pixels` maps each mouse event's position onto it.
"""

from __future__ import annotations

import sys

import pygame

PER_MONITOR_AWARE = 2           # PROCESS_PER_MONITOR_DPI_AWARE (shcore.dll)


def declare_dpi_awareness(platform: str = sys.platform, ctypes_module=None) -> bool:
    """Tell Windows the game is DPI aware (per monitor, else system-wide on systems
    before Windows 8.1). True when a declaration was made; never raises."""
    if platform != "win32":
        return False
    if ctypes_module is None:
        import ctypes  # Windows' own calls: no other system needs it
        ctypes_module = ctypes
    windll = getattr(ctypes_module, "windll", None)
    if windll is None:
        return False
    try:
        windll.shcore.SetProcessDpiAwareness(PER_MONITOR_AWARE)
        return True
    except (AttributeError, OSError):
        pass
    try:
        windll.user32.SetProcessDPIAware()
        return True
    except (AttributeError, OSError):
        return False


def pixel_ratio(drawable: tuple[int, int], window: tuple[int, int]) -> tuple[float, float]:
    """Drawable pixels per window unit on each axis (1.0 when they agree or are unknown)."""
    return tuple(d / w if w > 0 and d > 0 else 1.0 for d, w in zip(drawable, window))


MOUSE_FIELDS = ("pos", "rel")


def to_pixels(event, ratio: tuple[float, float]):
    """The mouse event with its position (and motion) in drawable pixels; any other
    event, or any event when the ratio is 1, unchanged."""
    if ratio == (1.0, 1.0) or not hasattr(event, "pos"):
        return event
    fields = dict(event.dict)
    for name in MOUSE_FIELDS:
        if name in fields:
            x, y = fields[name]
            fields[name] = (int(x * ratio[0]), int(y * ratio[1]))
    return pygame.event.Event(event.type, fields)
