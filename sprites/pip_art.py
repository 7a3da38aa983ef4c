"""The middle of a card that is not a court picture: pips, aces and big suit signs.

Number cards get the pip layouts of a printed deck (PIPS): two columns beside the middle
one, the pips of the lower half turned upside down, the pattern the same when the card
is turned round (but the 7's odd pip). An ace is one large pip; the ace of spades a
larger one with a white inline and a spade inside, in a ringed medallion. The simple
faces (small cards, the large-print style) get one big suit sign between the indexes.
`art` is the sprites.card_art.CardArt drawing the face (its size, index metrics and suit
glyphs).
"""

import math

import pygame

from game.rules.cards import HEARTS, SPADES, SUIT_SYMBOLS
from sprites.card_drawing import FACE_WHITE, crop, glyph_font_size
from sprites.fonts import card_font

# Pip centres as (x, y) fractions of the pip box: x 0 / .5 / 1 = left / centre / right
# column, y 0 / 1 = top / bottom row. Pips below the middle (y > .5) are turned.
PIPS = {
    2: [(.5, 0), (.5, 1)],
    3: [(.5, 0), (.5, .5), (.5, 1)],
    4: [(0, 0), (1, 0), (0, 1), (1, 1)],
    5: [(0, 0), (1, 0), (.5, .5), (0, 1), (1, 1)],
    6: [(0, 0), (1, 0), (0, .5), (1, .5), (0, 1), (1, 1)],
    7: [(0, 0), (1, 0), (.5, .25), (0, .5), (1, .5), (0, 1), (1, 1)],
    8: [(0, 0), (1, 0), (.5, .25), (0, .5), (1, .5), (.5, .75), (0, 1), (1, 1)],
    9: [(0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (.5, .5), (0, 2 / 3), (1, 2 / 3),
        (0, 1), (1, 1)],
    10: [(0, 0), (1, 0), (.5, 1 / 6), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3),
         (.5, 5 / 6), (0, 1), (1, 1)],
}
PIP_HEIGHT = 0.125          # a pip, in card heights (or PIP_WIDTH card widths, if smaller)
PIP_WIDTH = 0.17
PIP_EDGE = 0.1              # the top row's top, in card heights
INDEX_GAP = 0.03            # the least white beside an index column, in card widths
ACE = 0.2                   # an ace's pip, in card heights (or 0.3 widths)
ACE_OF_SPADES = 0.34        # ... the ace of spades', if its ring has room between the
MEDALLION = 0.62            # index columns: the ring's radius, in spade heights


def pip_height(art) -> float:
    w, h = art.size
    return min(h * PIP_HEIGHT, w * PIP_WIDTH)


def pip_centres(art, rank: int, suit: int):
    """The centre (x, y) of each pip of a number card of `rank` and `suit`, in PIPS'
    order: the side columns' pips as close to the index columns as INDEX_GAP lets them
    (a narrow suit's columns a little further out), the top row's top PIP_EDGE down the
    card, the bottom row's bottom as far up."""
    w, h = art.size
    height = pip_height(art)
    pip_w = art.suit(suit, height).get_width()
    left = art.index_width + max(2, round(w * INDEX_GAP)) + pip_w / 2
    top = h * PIP_EDGE + height / 2
    return [(left + (w - 2 * left) * fx, top + (h - 2 * top) * fy) for fx, fy in PIPS[rank]]


def draw_pips(art, surf, rank: int, suit: int) -> None:
    """The pips of a number card. A turned pip is put where its upright twin at the
    mirrored place would be, turned with the card: the pattern has the card's symmetry
    to the pixel."""
    w, h = art.size
    up = art.suit(suit, pip_height(art))
    down = art.suit(suit, pip_height(art), rotated=True)
    pw, ph = up.get_size()
    for (_, fy), (x, y) in zip(PIPS[rank], pip_centres(art, rank, suit)):
        if fy > .5:
            twin_x, twin_y = w - x, h - y       # the upright pip it mirrors
            left, top = round(twin_x - pw / 2), round(twin_y - ph / 2)
            surf.blit(down, (w - left - pw, h - top - ph))
        else:
            surf.blit(up, (round(x - pw / 2), round(y - ph / 2)))


def ace_steps(art, surf, suit: int):
    """An ace's one large pip, centred; the ace of spades' larger, in a ring between
    the index columns, drawn in two steps (a generator: the medallion, then the
    spade)."""
    w, h = art.size
    centre = (w // 2, h // 2)
    if suit != SPADES:
        pip = art.suit(suit, min(h * ACE, w * 0.3))
        surf.blit(pip, pip.get_rect(center=centre))
        return
    ring = min(h * ACE_OF_SPADES * MEDALLION, h / 2 - art.index_extent - h * 0.02,
               w / 2 - art.index_width - w * 0.03)
    size = ring / MEDALLION
    color = art.colours[suit]
    _medallion(surf, (w / 2, h / 2), ring, color, max(1, round(w / 120)))
    yield
    spade = art.suit(suit, size)
    surf.blit(spade, spade.get_rect(center=centre))
    leaf = art.cached(("ace leaf", size), lambda: _leaf(spade))
    leaf_centre = (centre[0], centre[1] - spade.get_height() / 2 + leaf * 0.525)
    for scale, ink in ((0.64, FACE_WHITE), (0.48, color)):
        inline = art.cached(("ace inline", leaf, scale, ink),
                            lambda scale=scale, ink=ink: _turned_heart(leaf * scale, ink))
        surf.blit(inline, inline.get_rect(center=leaf_centre))


def _leaf(spade) -> int:
    """The height of a spade glyph's leaf: the rows down to the lowest ink off the
    stem, which keeps within a fifth of the width of the middle."""
    w, h = spade.get_size()
    off_stem = pygame.mask.from_surface(spade, 128)
    band = pygame.Mask((round(w * 0.4), h), fill=True)
    off_stem.erase(band, (round(w * 0.3), 0))
    return max((r.bottom for r in off_stem.get_bounding_rects()), default=h)


def _turned_heart(height, ink) -> pygame.Surface:
    """A heart `height` tall in `ink`, upside down: a spade's leaf without its stem."""
    heart = crop(card_font(glyph_font_size(height)).render(SUIT_SYMBOLS[HEARTS], True, ink))
    return pygame.transform.flip(heart, True, True)


def _medallion(surf, centre, radius, color, line) -> None:
    """A double ring of `radius` round `centre` with a ring of beads between the two."""
    cx, cy = centre
    pygame.draw.aacircle(surf, color, (cx, cy), radius, line)
    inner = radius - 4 * line
    pygame.draw.aacircle(surf, color, (cx, cy), inner, max(1, line // 2))
    if line < 2:
        return                      # too small for beads to be more than grain
    beads = 28
    bead = line * 0.9
    mid = (radius + inner) / 2
    for k in range(beads):
        angle = 2 * math.pi * k / beads
        pygame.draw.aacircle(surf, color, (cx + mid * math.cos(angle),
                                           cy + mid * math.sin(angle)), bead)


def draw_big_suit(art, surf, suit: int) -> None:
    """A simple face's one big suit sign, its top in the slot's and its bottom, where
    every suit sign tapers to a point or a stem, a little past the slot's, by the
    bottom index."""
    slot = art.simple_slot()
    pip = art.suit(suit, min(slot.h * 1.08, slot.w * 0.86))
    surf.blit(pip, pip.get_rect(midtop=(slot.centerx, slot.top)))
