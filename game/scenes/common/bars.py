"""The table's two bars in a window of a given size: the toolbar at the top, its text as
large as the status bar's and never smaller, in as few rows as hold its buttons (the
toggles fold into one menu button on a narrow bar, see sprites.fold_menu); the status
strip at the bottom. The table's cards get what lies between.

`place_toolbar(toolbar, size)` lays a toolbar out and gives both bars' heights;
`table_bands(size)` gives them for the table's own toolbar (screens shown over the table
that leave both bars in view). `TableBars` holds a table's bars as laid out last (a
replay's bars hold its controls and a taller status strip).
"""

import pygame

from game.scenes.common import commands
from game.scenes.common.geometry import hud_bands
from sprites.status_bar import StatusBar


def place_toolbar(toolbar, size, target: int = 0):
    """Lay `toolbar` out across the top of a window of `size` (with buttons a finger's
    `target` wide and high at least, while touch is in use); (its height, the status
    bar's height)."""
    row_h, status_h = hud_bands(size, target)
    height = toolbar.flow(pygame.Rect(0, 0, int(size[0]), row_h), row_h,
                          StatusBar.text_size(status_h), least=target)
    return height, status_h


def table_bands(size, target: int = 0):
    """(toolbar height, status bar height) of a table in a window of `size`."""
    return place_toolbar(commands.toolbar(), size, target)


class TableBars:
    """A table's toolbar and status strip, laid out for the window's size."""

    def __init__(self):
        self.toolbar = None
        self.size = (0, 0)
        self.target = 0                 # a finger's least target, while touch is in use
        self.bar_h = self.status_h = 0
        self.status_rect = pygame.Rect(0, 0, 0, 0)
        self.laid_out_for = None        # (window size, style, language, target) laid out for

    def lay_out(self, size, target: int = 0) -> None:
        self.size = size
        self.target = target
        self.toolbar, self.bar_h, self.status_h = self.make(size)
        width, height = size
        self.status_rect = pygame.Rect(0, height - self.status_h, width, self.status_h)

    def make(self, size):
        """(toolbar, its height, the status bar's height): the command table's toolbar."""
        toolbar = commands.toolbar()
        return (toolbar, *place_toolbar(toolbar, size, self.target))

    def card_area(self):
        """(x, y, w, h) left for the cards between the bars."""
        width, height = self.size
        return 0, self.bar_h, width, height - self.bar_h - self.status_h
