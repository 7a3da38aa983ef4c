"""The least fan offsets of the table's piles, from the card faces' corner index.

A covered card in a fan stays readable when the next card leaves its whole index in
view (`readable_strip`: its rank and suit); the oldest cards of a fan too long for its
room squeeze into slivers that still show the index's colour (`sliver_strip`). Both
depend on the card style: a large-print index takes more room.
"""

from functools import partial

from sprites.card_faces import faces_for


def fan_strips(style: str = "classic"):
    """(readable, sliver): the two functions of the card size below, in `style`."""
    return partial(readable_strip, style=style), partial(sliver_strip, style=style)


def readable_strip(card_w: int, card_h: int, style: str = "classic"):
    """The least fan offsets (x, y) that show a covered card's rank and suit, in the
    card style `style` (its index's size)."""
    faces = faces_for(card_w, card_h, style=style)
    return faces.index_width, faces.index_extent


def sliver_strip(card_w: int, card_h: int, style: str = "classic"):
    """The least fan offsets (x, y) that show the coloured edge of a covered card's
    index: from where every card's index has ink, three pixels or 3% of the card more."""
    ink_x, ink_y = faces_for(card_w, card_h, style=style).art.index_ink()
    return ink_x + max(3, round(card_w * 0.03)), ink_y + max(3, round(card_h * 0.03))
