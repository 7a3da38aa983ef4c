"""Starting SDL's display for the game's window.

`start_display` starts it (game.engine.display_open: the hints, our window class and
icon) and says in one line why it could not; after the first set_mode, `finish_pygame`
starts what needs a window (fonts, key repeat). A display that cannot start, or SDL
falling back to no display at all when a person would be looking at the window, raises
NoDisplay with the line to show.
"""

import pygame

from ..i18n import _
from .display_open import FELL_BACK, open_display


class NoDisplay(Exception):
    """The display cannot start; the message says why in one line."""


def start_display(title: str, offscreen_allowed: bool, caption: str | None = None) -> None:
    """The display ready for a window of the program `title` (its window class, which
    stays the same in every language), shown as `caption` (default: `title`), with
    nothing on screen yet."""
    failure = open_display(title, offscreen_allowed, caption)
    if failure == FELL_BACK:
        # Translators: DISPLAY, WAYLAND_DISPLAY and SDL_VIDEODRIVER=offscreen are written
        # as they are typed
        raise NoDisplay(_("no display found (set DISPLAY or WAYLAND_DISPLAY, or "
                          "SDL_VIDEODRIVER=offscreen to run without one)"))
    if failure is not None:
        # Translators: {error} is the system's own reason, in English
        raise NoDisplay(_("cannot open the display ({error})").format(error=failure))


def finish_pygame() -> None:
    """The window is up: fonts and key repeat."""
    if not pygame.font.get_init():
        pygame.font.init()
    pygame.key.set_repeat(400, 40)
