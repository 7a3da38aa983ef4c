"""The screen's dots per inch, asked of SDL itself, so that sizes meant for a finger can
be given in millimetres.

pygame-ce does not pass SDL_GetDisplayDPI on, so it is called through ctypes in the SDL
library pygame loaded (found beside pygame: its wheel's libs folder, its own folder on
Windows, .dylibs on macOS, a frozen build's folder), for the display that holds the
window's centre. None when SDL does not know (the dummy driver, a display that reports
no size, a library not found): the caller falls back on a 7-inch 1280x800 screen's.
"""

from __future__ import annotations

import ctypes
import logging
import sys
from pathlib import Path

log = logging.getLogger(__name__)

_loaded = []                # the library once found: [ctypes.CDLL] or [None]


class SDLRect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("w", ctypes.c_int),
                ("h", ctypes.c_int)]


def library_paths() -> list[Path]:
    """Where the SDL library pygame uses may lie, most likely first."""
    import pygame
    here = Path(pygame.__file__).resolve().parent
    folders = [here.parent / "pygame_ce.libs", here, here / ".dylibs", here.parent]
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        folders[:0] = [Path(frozen), Path(frozen) / "pygame_ce.libs"]
    found = []
    for folder in folders:
        for pattern in ("libSDL2-2*.so*", "libSDL2*.dylib", "SDL2.dll"):
            found.extend(sorted(folder.glob(pattern)))
    return found


def sdl_library():
    """The SDL library as a ctypes CDLL (once), or None."""
    if not _loaded:
        library = next(filter(None, map(open_sdl, library_paths())), None)
        if library is None:         # a pygame built on the system's own SDL: looked
            # for as the system finds libraries (which runs programs: only when needed)
            import ctypes.util
            system = ctypes.util.find_library("SDL2")
            library = open_sdl(system) if system else None
        _loaded.append(library)
    return _loaded[0]


def open_sdl(path):
    """The library at `path` if it loads and is SDL's, else None."""
    try:
        library = ctypes.CDLL(str(path))
        library.SDL_GetDisplayDPI          # noqa: B018 (it must have the call)
    except (OSError, AttributeError):
        return None
    return library


def display_of(library, point) -> int:
    """The index of the display holding `point` (desktop coordinates), else 0."""
    try:
        count = library.SDL_GetNumVideoDisplays()
        for index in range(max(0, count)):
            rect = SDLRect()
            if library.SDL_GetDisplayBounds(index, ctypes.byref(rect)) == 0 and \
                    rect.x <= point[0] < rect.x + rect.w and rect.y <= point[1] < rect.y + rect.h:
                return index
    except (OSError, AttributeError):
        pass
    return 0


def display_dpi(point=(0, 0), library=None) -> float | None:
    """The dots per inch of the display holding `point` (the window's centre, desktop
    coordinates): SDL's horizontal figure, else its diagonal one; None when unknown."""
    library = library if library is not None else sdl_library()
    if library is None:
        return None
    diagonal, across, down = ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
    try:
        failed = library.SDL_GetDisplayDPI(display_of(library, point),
                                           ctypes.byref(diagonal), ctypes.byref(across),
                                           ctypes.byref(down))
    except (OSError, AttributeError) as error:
        log.info("no display DPI: %s", error)
        return None
    if failed:
        return None
    for value in (across.value, diagonal.value):
        if 20.0 <= value <= 2000.0:         # a display that reports no size says 0
            return float(value)
    return None
