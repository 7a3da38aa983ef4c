"""What makes a court card's picture a figure, not an emblem: its costume's own colours
(two at least of its robe, sleeves and front band, as sprites.courts.make gives them)
and a face's flesh, and the jack, queen and king of a suit unlike each other over much
of the picture. The old small-card emblem was gold, cream and the suit's ink alone (of
the costume colours, only red or black comes near them), its queen and king told apart
by their crowns."""

import pygame

from sprites.courts import make
from sprites.courts.head import FLESH

NEAR_FLESH = 64             # levels (summed over R, G, B) from the flesh colour
NEAR_COSTUME = 40           # ... from a costume colour
UNLIKE = 48                 # levels by which a pixel differs between two courts
UNLIKE_PART = 0.15          # the least part of the picture that differs


SAMPLES = 90                # columns of a picture sampled at most (every one below)


def rgb(colour: str):
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))


def distance(a, b) -> int:
    return sum(abs(p - q) for p, q in zip(a[:3], b[:3]))


def picture_rect(art) -> pygame.Rect:
    """Where a face of `art` has its court picture."""
    return art.court_slot() if art.simple else art.court_box()


def check_figure_courts(art) -> None:
    """Every court of `art` is its own figure (see the module docstring)."""
    rect = picture_rect(art)
    assert rect.w >= 4 and rect.h >= 4, (art.size, rect)
    step = max(1, rect.w // SAMPLES)    # a big picture judged on a grid of its pixels
    for suit in range(4):
        pictures = {}
        for rank in (11, 12, 13):
            face = art.render_face(suit * 13 + rank - 1).subsurface(rect)
            pixels = [face.get_at((x, y)) for y in range(0, rect.h, step)
                      for x in range(0, rect.w, step)]
            look = make.LOOKS[(rank, suit)]
            worn = [c for c in (look.robe, look.sleeve, look.band)
                    if min(distance(p, rgb(c)) for p in pixels) <= NEAR_COSTUME]
            assert len(worn) >= 2, (art.size, rank, suit, worn)
            assert min(distance(p, rgb(FLESH)) for p in pixels) <= NEAR_FLESH, \
                (art.size, rank, suit)
            pictures[rank] = pixels
        for a, b in ((11, 12), (12, 13), (11, 13)):
            unlike = sum(distance(p, q) > UNLIKE for p, q in zip(pictures[a], pictures[b]))
            assert unlike >= UNLIKE_PART * len(pictures[a]), (art.size, suit, a, b, unlike)
