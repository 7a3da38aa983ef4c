"""What the command line asked for (game.cli makes it; App reads it), the window size the
game opens at when nothing else says, and the game's name: the window's class, and its
title once translated."""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from .i18n import N_

# Translators: the game's name, in the window's title; keep it, or write it in your
# language's script
TITLE = N_("Aisle Five")
DEFAULT_SIZE = (1280, 720)


@dataclass(frozen=True)
class Options:
    """What the command line asked; every field has its default."""
    game: str | None = None             # open this game's table instead of the chooser
    seed: int | None = None             # that deal (None: a random one); without --game,
                                        # the deal of the first game picked in the chooser
    fullscreen: bool | None = False     # None: as the settings say (the command line's
                                        # default; fullscreen unless F11 left it)
    size: tuple[int, int] | None = DEFAULT_SIZE     # the window size when windowed (None:
                                        # DEFAULT_SIZE, made smaller on a smaller screen)
    frames: int | None = None           # run this many loop iterations, then quit
    screenshot: str | None = None       # save the screen here after the last frame
    data_dir: str | None = None         # all user data here (None: the user's data dir)
    daily: bool = False                 # play the deal of the day
    date: datetime.date | None = None   # the deal of the day of this day (None: today)
    lang: str | None = None             # the language asked for (None: as the settings
                                        # say, else the system's)
    speech: bool = False                # say everything aloud (else as the settings say)
