"""The table's two bars in a window of a given size: the toolbar at the top, its text as
large as the status bar's and never smaller, in as few rows as hold its buttons (the
toggles fold into one menu button on a narrow bar, see sprites.fold_menu); the status
strip at the bottom. The table's cards get what lies between.

`place_toolbar(toolbar, size)` lays a toolbar out and gives both bars' heights;
`table_bands(size)` gives them for the table's own toolbar (screens shown over the table
that leave both bars in view).
"""

import pygame

from game.scenes.common import commands
from game.scenes.common.geometry import hud_bands
from sprites.status_bar import StatusBar


def place_toolbar(toolbar, size):
    """Lay `toolbar` out across the top of a window of `size`; (its height, the status
    bar's height)."""
    row_h, status_h = hud_bands(size)
    height = toolbar.flow(pygame.Rect(0, 0, int(size[0]), row_h), row_h,
                          StatusBar.text_size(status_h))
    return height, status_h


def table_bands(size):
    """(toolbar height, status bar height) of a table in a window of `size`."""
    return place_toolbar(commands.toolbar(), size)
