"""Where the table's toast goes: never over the status bar's text, and over no card or
pile when there is felt for it.

Tried in turn: just above the status bar over empty felt (centred, else at the left or
right), first as wide as 60% of the window, then narrower (more lines) down to the felt
left beside the piles (a grid of cards may leave a column of felt each side); then the
same a step higher each time, in the table's lower half (beside a low stock); when
no felt will hold it, just above the status bar over the lowest cards, briefly. A toast
is never drawn over the status bar: it would hide the game, its number, score or clock.
"""

import pygame

WIDEST = 0.6                    # of the window's width
NARROWER = (0.45, 0.32)         # tried next, before the felt beside the piles
LEAST_CHARACTERS = 14           # a box narrower than about this many characters is not tried
MOST = 40                       # widths tried at most


class ToastPlace:
    """`place(toast, size, status, bar_h, taken)` -> (box, text size, max width); the
    last answer is kept (one entry) while nothing it depends on changes."""

    def __init__(self):
        self.key = None
        self.answer = None

    def place(self, toast, surface_size, status, bar_h, taken):
        key = (toast.text, tuple(surface_size), tuple(status), bar_h,
               tuple(tuple(r) for r in taken))
        if key != self.key:
            self.key, self.answer = key, toast_place(toast, surface_size, status, bar_h,
                                                     taken)
        return self.answer


def toast_place(toast, surface_size, status, bar_h, taken):
    """(box, text size, max width) for `toast` on a surface `surface_size` big, with the
    status bar at `status`, the toolbar `bar_h` tall and cards or piles at `taken`."""
    width, height = surface_size
    status = pygame.Rect(status)
    size = toast.text_size(min(width, height))     # portrait: as its landscape twin
    gap = max(4, status.h // 4)
    bottom = status.top - gap
    half = (bottom + bar_h) // 2            # no higher than the table's lower half
    boxes = [(max_width, toast.box_size(size, max_width))
             for max_width in candidate_widths(width, size, gap, taken, half)]
    for lowest in (bottom, *range(bottom - gap, half, -gap)):
        for max_width, (w, h) in boxes:
            for left in ((width - w) // 2, gap, width - gap - w):
                box = pygame.Rect(left, lowest - h, w, h)
                if box.top >= bar_h + gap and box.left >= 0 and \
                        box.collidelist(taken) < 0:
                    return box, size, max_width
    max_width = round(width * WIDEST)
    w, h = toast.box_size(size, max_width)
    box = pygame.Rect((width - w) // 2, max(bar_h, bottom - h), w, h)   # over cards
    return box, size, max_width


def candidate_widths(width, size, gap, taken, low):
    """The widest first: WIDEST, NARROWER, then the felt beside each pile that reaches
    below `low`, at each side."""
    widths = [round(width * share) for share in (WIDEST, *NARROWER)]
    for r in taken:
        if r.bottom > low:
            widths += [r.left - 2 * gap, width - r.right - 2 * gap]
    least, most, step = size * LEAST_CHARACTERS * 0.6, round(width * WIDEST), size // 2
    kept = []
    for w in sorted(widths, reverse=True):     # none within half a character of another
        if least <= w <= most and (not kept or kept[-1] - w >= step):
            kept.append(w)
    return kept[:MOST]
