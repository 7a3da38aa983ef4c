"""Starting SDL's display, with nothing to say: the hints SDL reads before it starts, our
window class and icon, and whether a person could see the window at all.

game.engine.display_start turns a failure into the line the player reads; the opening
(game/opening.py) calls this before any of the game's words are loaded, and leaves a
failure to the ordinary start, which says it.
"""

import os
import sys

import pygame

from .high_dpi import declare_dpi_awareness
from .window import quiet_stderr, set_window_icon

FELL_BACK = "fell back"         # SDL found no display and chose one nobody would see


def open_display(title: str, offscreen_allowed: bool, caption: str | None = None):
    """The display ready for a window of the program `title` (its window class, which
    stays the same in every language), shown as `caption` (default: `title`), with
    nothing on screen yet. Returns None, or why not: SDL's error, or FELL_BACK."""
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
        return str(error)
    if (pygame.display.get_driver() in ("offscreen", "dummy") and not driver_asked
            and not offscreen_allowed):      # SDL fell back: nobody would see it
        pygame.display.quit()
        return FELL_BACK
    pygame.display.set_caption(title if caption is None else caption)
    set_window_icon()               # before the window: loading pygame's own is slow
    return None
