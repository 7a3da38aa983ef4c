"""Where the table's toast goes: where it covers no card, as near the bottom centre as
the table allows.

Its text wraps at WIDTH of the window's width and its box is as wide as its longest
line, the same on every table. Its first choice is centred just above the status bar;
where something lies there (Doublets' reserve and foundation, a pile in the bottom row,
a long column) it goes to the nearest place between the two bars that is clear of
every card, empty pile's slot and mark on the felt, a gap from each. A message over the
cards hid the very card a hint names or a refusal speaks of (issue 28 put an end to the
one fixed place), and the renderer knows where every card is. The cards in flight count
where they will land, so a toast shown while they fly stays where it is.

Where no place is large enough (a table full of cards), it never covers a card's corner
index (its top-left, where rank and suit are read, the part of a fanned card that
shows), and keeps a gap from them where it can; of such places it takes the one that
covers the least of the cards, so every card it lies over is still known, and the
table's next press or key puts it away at once (`TableInput`). It never covers the
status bar (the game, its number, score and clock) nor the toolbar.
"""

import pygame

from game.render.free_spot import free_spot

WIDTH = 0.6             # of the window's width: where a toast's text wraps


def toast_place(toast, surface_size, status, area=None, avoid=(), never=()):
    """(box, text size, max width) of `toast` on a surface of `surface_size` with the
    status bar at `status`, within `area` (the table between the bars; by default all
    above the status bar), clear of the rectangles of `avoid` if it can be, and over
    none of `never` (see tabletop)."""
    width, height = surface_size
    status = pygame.Rect(status)
    size = toast.text_size(min(width, height))     # portrait: as its landscape twin
    max_width = round(width * WIDTH)
    w, h = toast.box_size(size, max_width)
    gap = max(4, status.h // 4)
    area = pygame.Rect(0, 0, width, status.top) if area is None else pygame.Rect(area)
    area.h = max(0, min(area.bottom, status.top) - area.top)
    bounds = area.inflate(-2 * gap, -2 * gap)
    home = (area.x + (area.w - w) // 2, bounds.bottom - h)
    x, y = free_spot((w, h), bounds, home, gap, avoid, never)
    return pygame.Rect(x, y, w, h), size, max_width


def tabletop(frame):
    """(avoid, never) of `frame`: the rectangles of its cards at rest and where its
    moving cards will land, its empty slots and marks on the felt; and its cards'
    corner indexes."""
    faces = frame.faces
    w, h = faces.size
    places = {(x, y) for _, _, _, x, y in frame.resting}
    places.update(frame.landing)
    avoid = [(x, y, w, h) for x, y in places]
    avoid += [(x, y, *image.get_size()) for image, (x, y) in frame.outlines]
    corner = (faces.index_width, faces.index_extent)
    never = [(x, y, *corner) for x, y in places]
    return avoid, never
