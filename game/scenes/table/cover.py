"""What a frame's flying cards cover for sure: the band of rows of a card image that is
opaque from edge to edge (all but the rounded corners), so that the copy back from the
layer under it can be skipped, the card being drawn over it anyway.

At 4K a card-sized copy from the window-sized layer costs several times a card's own blit
(its rows are far apart and read cold), and a card moving a few dozen pixels a frame
covers most of the place it left: copying only the rest halves a deal frame's copies.
"""

import weakref

import pygame

_BANDS = weakref.WeakKeyDictionary()    # image -> (top, bottom) or None; dies with it


def opaque_band(image):
    """(top, bottom): the rows of `image` whose every pixel is fully opaque, the widest
    run of them around the middle; None when there is none. Computed once per image."""
    try:
        return _BANDS[image]
    except KeyError:
        pass
    band = _find_band(image)
    _BANDS[image] = band
    return band


def _find_band(image):
    w, h = image.get_size()
    if image.get_colorkey() is not None or image.get_alpha() not in (None, 255):
        return None
    if not image.get_flags() & pygame.SRCALPHA:
        return (0, h) if w and h else None
    mask = pygame.mask.from_surface(image, 254)         # alpha 255 only
    row = pygame.mask.Mask((w, 1), fill=True)
    middle = h // 2
    if w == 0 or mask.overlap_area(row, (0, middle)) != w:
        return None
    top, bottom = middle, middle + 1
    while top > 0 and mask.overlap_area(row, (0, top - 1)) == w:
        top -= 1
    while bottom < h and mask.overlap_area(row, (0, bottom)) == w:
        bottom += 1
    return top, bottom


def covered_rect(image, at, source=None):
    """The part of the screen that `image` drawn at `at` covers opaquely, or None.
    `source`: the image it was narrowed from (a card turning over), whose rows it keeps."""
    band = opaque_band(source if source is not None else image)
    if band is None:
        return None
    top, bottom = band
    return pygame.Rect(at[0], at[1] + top, image.get_width(), bottom - top)


def uncovered(rects, covers):
    """The parts of `rects` outside every rectangle of `covers` (pieces of each, none
    overlapping another of the same rect)."""
    pieces = list(rects)
    for cover in covers:
        if cover is None or cover.collidelist(pieces) < 0:
            continue
        kept = []
        for piece in pieces:
            if not piece.colliderect(cover):
                kept.append(piece)
                continue
            kept += _outside(piece, piece.clip(cover))
        pieces = kept
    return pieces


def _outside(piece, hole):
    """`piece` minus `hole` (inside it): up to four rectangles, the wide ones first."""
    out = []
    if hole.top > piece.top:
        out.append(pygame.Rect(piece.left, piece.top, piece.w, hole.top - piece.top))
    if hole.bottom < piece.bottom:
        out.append(pygame.Rect(piece.left, hole.bottom, piece.w, piece.bottom - hole.bottom))
    if hole.left > piece.left:
        out.append(pygame.Rect(piece.left, hole.top, hole.left - piece.left, hole.h))
    if hole.right < piece.right:
        out.append(pygame.Rect(hole.right, hole.top, piece.right - hole.right, hole.h))
    return out
