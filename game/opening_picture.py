"""Keeping the opening's picture (game/opening.py shows it): as the app closes, the table
the next start will open, drawn as that start will draw its first frame, and its key.

The next start opens the game in progress of the table shown last (with `--game` and its
id, or with no game asked when it is the last game played), in the window the command
line and the settings ask for. So the picture is that game resumed from its saved file,
on a new table laid out for that window, drawn once before anything moves: exactly the
first frame that start draws. No picture is kept for a table that no such start opens
(a game won or lost, a deal of the day, whose marks depend on the date) nor when the
settings on disk are not the ones in use (a save that failed), and the old key always
goes first: a key and a picture that do not belong together are never left behind.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import sys
from pathlib import Path

import pygame

from .engine.window import windowed_size
from .i18n import _
from .opening import FORMAT, KEY, PICTURE, Start, inputs, window_words, write_fields
from .options import DEFAULT_SIZE, TITLE
from .resources import project_root
from .scenes.games import table_for
from .scenes.table.scene import TableScene

log = logging.getLogger(__name__)
CODE = ("game", "sprites", "sounds")        # the folders whose files draw the table


def code_paths() -> list[str]:
    """The files and folders whose change may change how the table looks: a built
    program's own file, else every folder of the game's code and data."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    found = []
    for top in CODE:
        stack = [str(project_root() / top)]
        while stack:
            folder = stack.pop()
            found.append(folder)
            with os.scandir(folder) as entries:
                stack += sorted(entry.path for entry in entries
                                if entry.is_dir(follow_symlinks=False)
                                and entry.name != "__pycache__")
    return found


def next_window(app):
    """(fullscreen, windowed size asked, fit, drawable size) of the window the next
    start with this command line opens."""
    options = app.options
    fullscreen = options.fullscreen
    if fullscreen is None:
        fullscreen = bool(app.settings.fullscreen)
    asked = tuple(options.size or DEFAULT_SIZE)
    fit = options.size is None
    if fullscreen:
        window = tuple(pygame.display.get_desktop_sizes()[0])
    else:
        window = windowed_size(asked, fit)
    drawable = window
    if window == tuple(pygame.display.get_window_size()) and (
            fullscreen == pygame.display.is_fullscreen()):
        drawable = app.size             # this window: its pixels (a high-DPI screen's)
    return fullscreen, asked, fit, window, drawable


def the_table(app):
    """The table scene shown (under any screen over it), or None."""
    return next((scene for scene in reversed(app.manager.scenes)
                 if isinstance(scene, TableScene)), None)


def first_frame(app, game: str, session, size):
    """`session` on a new table of `game` in a window of `size`, as a start draws it:
    laid out, dealt (at once, or the deal's first frame), nothing asked of the solver,
    no sound."""
    services = dataclasses.replace(
        app.services, window_size=lambda: size, solver=lambda: None,
        solver_if_running=lambda: None, play_sound=lambda name: None)
    table = table_for(services, game, session.seed)
    table.session.listener = None
    table.session = session
    table.position_replaced()
    table.enter()
    surface = pygame.Surface(size, 0, app.screen)
    table.draw(surface)
    caption = table.caption()
    table.exit()
    return surface, caption


def keep_opening(app) -> bool:
    """Keep the picture of the table the next start opens, and its key; True when one
    was kept. Whatever was kept before goes first."""
    folder = Path(app.keeping.data_dir)
    key_path, picture_path = folder / KEY, folder / PICTURE
    try:
        key_path.unlink(missing_ok=True)
    except OSError:
        return False
    table = the_table(app)
    options = app.options
    if table is None or options.daily or options.seed is not None or \
            app.keeping.settings_unsaved or app.screen is None:
        return False
    if sys.platform in ("win32", "darwin") and not (options.lang or app.settings.language):
        return False    # the system's language there is not one the opening can read
    game = table.game_id
    session = app.keeping.keeper.resume(game, app.clock.now)   # as the next start does
    if session is None or session.daily:
        return False
    fullscreen, asked, fit, window, drawable = next_window(app)
    picture, shown = first_frame(app, game, session, drawable)
    # Translators: as in the window's title: {shown} is what it shows, {game} the
    # game's name
    caption = _("{shown} — {game}").format(shown=shown, game=_(TITLE))
    start = Start(None, options.fullscreen, tuple(options.size) if options.size else None,
                  options.lang)
    try:
        written = picture_path.with_suffix(".new")
        written.write_bytes(picture.get_buffer().raw)
        os.replace(written, picture_path)
        code = code_paths()
        fields = {b"format": FORMAT, b"game": game.encode(),
                  b"last": b"yes" if app.settings.last_game == game else b"no",
                  b"fullscreen": b"yes" if fullscreen else b"no",
                  b"size": b"%dx%d" % asked, b"fit": b"yes" if fit else b"no",
                  b"title": TITLE.encode(), b"caption": caption.encode(),
                  b"code": "\n".join(code).encode(),
                  b"inputs": inputs(start, folder, game, code),
                  b"window": window_words(picture, window)}
        written = key_path.with_suffix(".new")
        written.write_bytes(write_fields(fields))
        os.replace(written, key_path)
    except (OSError, pygame.error) as error:
        log.warning("the opening's picture was not kept: %s", error)
        return False
    return True
