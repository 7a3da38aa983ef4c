"""Where the table's toast goes: one place and one width on every table.

Centred just above the status bar (never over it: it would hide the game, its number,
score or clock), its text wrapped at WIDTH of the window's width, the box as wide as its
longest line. Where a table's cards reach down there (a grid of cards filling the
table, a pile in the bottom row, a long column) the message lies over their lower part
while it shows, and their corner indexes, at the top, stay in view. A place that never
covers a card would either move with the game and the message (the eye has to look for
it) or take a strip from every table (smaller cards on the tables whose height bounds
them): so it stays here, shows for a few seconds, and the table's next press or
key puts it away at once (`TableInput`).
"""

import pygame

WIDTH = 0.6             # of the window's width: where a toast's text wraps


def toast_place(toast, surface_size, status):
    """(box, text size, max width) of `toast` on a surface of `surface_size` with the
    status bar at `status`."""
    width, height = surface_size
    status = pygame.Rect(status)
    size = toast.text_size(min(width, height))     # portrait: as its landscape twin
    max_width = round(width * WIDTH)
    w, h = toast.box_size(size, max_width)
    gap = max(4, status.h // 4)
    box = pygame.Rect((width - w) // 2, max(0, status.top - gap - h), w, h)
    return box, size, max_width
