"""Starting SDL's display for the game's window.

`start_display` sets SDL's hints and initialises pygame's display, naming the window and
giving it our icon before it exists; after the first set_mode, `finish_pygame` starts
what needs a window (fonts, key repeat). A display that cannot start, or SDL falling back
to no display at all when a person would be looking at the window, raises NoDisplay with
the line to show.
"""

import os
import sys

import pygame

from ..i18n import _
from .high_dpi import declare_dpi_awareness
from .window import quiet_stderr, set_window_icon


class NoDisplay(Exception):
    """The display cannot start; the message says why in one line."""


def start_display(title: str, offscreen_allowed: bool, caption: str | None = None) -> None:
    """The display ready for a window of the program `title` (its window class, which
    stays the same in every language), shown as `caption` (default: `title`), with
    nothing on screen yet."""
    # before the display opens: no software OpenGL framebuffer (it multiplies the
    # resident memory under Xvfb), and a click that focuses the window is not dropped
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    os.environ.setdefault("SDL_MOUSE_FOCUS_CLICKTHROUGH", "1")
    # else taskbars say "main.py" (what pygame's import sets, when it comes first)
    if os.environ.get("SDL_VIDEO_X11_WMCLASS") in (None, os.path.basename(sys.argv[0])):
        os.environ["SDL_VIDEO_X11_WMCLASS"] = title
    driver_asked = os.environ.get("SDL_VIDEODRIVER")
    declare_dpi_awareness()         # Windows: draw every pixel, no blurred upscaling
    try:
        with quiet_stderr():       # SDL's probes print "XDG_RUNTIME_DIR is invalid..."
            pygame.display.init()
    except pygame.error as error:
        # Translators: {error} is the system's own reason, in English
        raise NoDisplay(_("cannot open the display ({error})").format(error=error)) from None
    if (pygame.display.get_driver() in ("offscreen", "dummy") and not driver_asked
            and not offscreen_allowed):      # SDL fell back: nobody would see it
        pygame.display.quit()
        # Translators: DISPLAY, WAYLAND_DISPLAY and SDL_VIDEODRIVER=offscreen are written
        # as they are typed
        raise NoDisplay(_("no display found (set DISPLAY or WAYLAND_DISPLAY, or "
                          "SDL_VIDEODRIVER=offscreen to run without one)"))
    pygame.display.set_caption(title if caption is None else caption)
    set_window_icon()               # before the window: loading pygame's own is slow


def finish_pygame() -> None:
    """The window is up: fonts and key repeat."""
    if not pygame.font.get_init():
        pygame.font.init()
    pygame.key.set_repeat(400, 40)
