"""What a frame's flying cards cover for sure: the band of rows of a card image that is
opaque from edge to edge (all but the rounded corners), so that the copy back from the
layer under it can be skipped, the card being drawn over it anyway; and that band drawn
as a plain copy rather than blended.

At 4K a card-sized copy from the window-sized layer costs several times a card's own blit
(its rows are far apart and read cold), and a card moving a few dozen pixels a frame
covers most of the place it left: copying only the rest halves a deal frame's copies.
Blending a pixel of alpha 255 gives the image's own colour, so the band is copied from an
opaque copy of the image (kept for the cards that flew lately, OPAQUE_KEPT of them) and
only the strips with the corners are blended.
"""

import weakref

import pygame

from sprites.bounded_cache import BoundedCache

OPAQUE_KEPT = 32                # opaque copies of card images kept, at most...
OPAQUE_BYTES = 16 << 20         # ... and at most this heavy (31 cards 300x430 px)
OPAQUE_MADE = 2                 # at most this many made in one frame (others: blended)
OPAQUE_FROM_AREA = 160 * 224    # card pixels from which copies pay (smaller: blended)
_OPAQUE = BoundedCache(OPAQUE_KEPT, OPAQUE_BYTES)    # image -> its opaque copy

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
    """The band of opaque_band, by halving: whether every row from one row to the
    middle is opaque only changes once going away from the middle (a few area counts of
    the alpha mask where a row at a time took one count a row)."""
    w, h = image.get_size()
    if image.get_colorkey() is not None or image.get_alpha() not in (None, 255):
        return None
    if not image.get_flags() & pygame.SRCALPHA:
        return (0, h) if w and h else None
    mask = pygame.mask.from_surface(image, 254)         # alpha 255 only
    middle = h // 2

    def opaque(top, bottom):        # every row from top to bottom (excluded)
        rows = pygame.mask.Mask((w, bottom - top), fill=True)
        return mask.overlap_area(rows, (0, top)) == w * (bottom - top)

    if w == 0 or not opaque(middle, middle + 1):
        return None
    low, high = 0, middle           # the top: the least row with rows to middle opaque
    while low < high:
        mid = (low + high) // 2
        low, high = (low, mid) if opaque(mid, middle + 1) else (mid + 1, high)
    top = low
    low, high = middle + 1, h       # the bottom: the most rows below middle opaque
    while low < high:
        mid = (low + high + 1) // 2
        low, high = (mid, high) if opaque(middle, mid) else (low, mid - 1)
    return top, low


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
        out.append(pygame.Rect(piece.left, hole.bottom, piece.w,
                               piece.bottom - hole.bottom))
    if hole.left > piece.left:
        out.append(pygame.Rect(piece.left, hole.top, hole.left - piece.left, hole.h))
    if hole.right < piece.right:
        out.append(pygame.Rect(hole.right, hole.top, piece.right - hole.right, hole.h))
    return out


class OpaqueBlits:
    """Blits for a frame's cards: called with `drawn` ((image, position, source) each,
    `source` not None for an image narrowed from another), it copies the opaque band of
    a whole card image from its opaque copy and blends the top and bottom strips;
    anything else is blended whole. An opaque copy is made for an image drawn in two
    frames running (a face shown only while a card lands is not worth one), at most
    OPAQUE_MADE in a frame, and only for big cards (a 1280x720 table keeps none)."""

    def __init__(self):
        self.last = set()       # ids of the images drawn last frame without a copy

    def __call__(self, drawn):
        if pygame.display.get_surface() is None:        # no display format to copy in
            return [(image, at) for image, at, _ in drawn]
        blits, made, waiting = [], 0, set()
        for image, at, source in drawn:
            band = opaque_band(image) if source is None else None
            opaque = _OPAQUE.get(image) if band is not None else None
            if band is not None and opaque is None and image.get_flags() & pygame.SRCALPHA \
                    and image.get_width() * image.get_height() >= OPAQUE_FROM_AREA:
                if id(image) in self.last and made < OPAQUE_MADE:
                    opaque = _OPAQUE.put(image, image.convert())
                    made += 1
                else:
                    waiting.add(id(image))
            if opaque is None:
                blits.append((image, at))
                continue
            (top, bottom), (w, h), (x, y) = band, image.get_size(), at
            blits += [(opaque, (x, y + top), (0, top, w, bottom - top)),
                      (image, at, (0, 0, w, top)),
                      (image, (x, y + bottom), (0, bottom, w, h - bottom))]
        self.last = waiting
        return blits
