"""The player's looks on the cards and the felt: four card backs, four-colour suits, two
card styles, four felts; each drawn as asked, each cached apart from the others, caches
still bounded."""

from collections import Counter

import pygame
import pytest

from game.rules.cards import card
from game.store.settings import CARD_BACKS, CARD_STYLES, FELTS
from sprites import card_art, card_faces
from sprites import felt as felt_module
from sprites.card_drawing import BACK_SCHEMES
from sprites.card_faces import CardFaces, faces_for
from sprites.court_frame import line_rect
from sprites.felt import felt

CLUBS, DIAMONDS, HEARTS, SPADES = range(4)


def commonest(surface, rect):
    """The colour most pixels of `rect` have (a back's field, a felt's tone)."""
    counts = Counter(tuple(surface.get_at((x, y)))[:3]
                     for y in range(rect.top, rect.bottom, 2)
                     for x in range(rect.left, rect.right, 2))
    return counts.most_common(1)[0][0]


def ink(surface, rect):
    """The darkest opaque pixel of `rect`: the corner index's ink."""
    pixels = (tuple(surface.get_at((x, y))) for y in range(rect.top, rect.bottom)
              for x in range(rect.left, rect.right))
    return min((p[:3] for p in pixels if p[3] >= 250), key=sum)


def test_every_setting_has_its_back_felt_and_style():
    assert set(CARD_BACKS) == set(BACK_SCHEMES) and set(FELTS) == set(felt_module.COLOURS)
    assert CARD_STYLES == card_art.STYLES


@pytest.mark.parametrize("size", [(60, 84), (110, 155), (300, 420)])
def test_each_back_shows_its_own_colour(size):
    backs = {}
    for scheme in CARD_BACKS:
        back = CardFaces(*size, back=scheme).back()
        assert back.get_size() == size
        inner = back.get_rect().inflate(-size[0] // 3, -size[1] // 3)
        field = commonest(back, inner)
        assert max(abs(a - b) for a, b in zip(field, BACK_SCHEMES[scheme][0])) <= 3, scheme
        backs[scheme] = pygame.image.tobytes(back, "RGBA")
    assert len(set(backs.values())) == len(CARD_BACKS)


def test_an_unknown_back_or_felt_is_refused():
    with pytest.raises(ValueError):
        CardFaces(110, 155, back="tartan")
    with pytest.raises(ValueError):
        felt((100, 80), "tartan")


@pytest.mark.parametrize("size", [(60, 84), (110, 155), (300, 420)])
def test_four_colour_suits_on_every_face_size(size):
    """Clubs green, diamonds blue, hearts red, spades black in the corner index; the
    two-colour deck keeps red and black."""
    four, two = CardFaces(*size, four_colour=True), CardFaces(*size)
    corner = pygame.Rect(0, 0, size[0] // 3, size[1] // 4)
    for rank in (1, 7, 10, 12):
        r, g, b = ink(four.face(card(rank, CLUBS)), corner)
        assert g > r + 40 and g > b + 30, (rank, (r, g, b))
        r, g, b = ink(four.face(card(rank, DIAMONDS)), corner)
        assert b > r + 80 and b > g + 60, (rank, (r, g, b))
        r, g, b = ink(four.face(card(rank, HEARTS)), corner)
        assert r > 150 and g < 80 and b < 100, (rank, (r, g, b))
        assert max(ink(four.face(card(rank, SPADES)), corner)) < 80
        assert max(ink(two.face(card(rank, CLUBS)), corner)) < 80
        assert ink(two.face(card(rank, DIAMONDS)), corner)[0] > 150


def test_four_colour_pips_and_courts_follow_the_suit():
    """Not only the index: the pips in the middle of a number card and a court's frame
    (whose figure keeps its own colours)."""
    four = CardFaces(200, 280, four_colour=True)
    middle = pygame.Rect(50, 90, 100, 100)
    r, g, b = ink(four.face(card(9, DIAMONDS)), middle)
    assert b > r + 80, (r, g, b)
    box = four.art.court_box()
    line = line_rect(four.art, box.size).move(box.topleft)
    side = pygame.Rect(line.x, line.centery - 30, 1, 60)       # its inner line
    r, g, b = ink(four.face(card(13, CLUBS)), side)
    assert g > r + 40, (r, g, b)


def test_faces_are_cached_per_size_and_style_and_stay_bounded():
    card_faces._FACES.clear()
    plain = faces_for(110, 155)
    assert faces_for(110, 155, "blue", False) is plain
    red = faces_for(110, 155, "red")
    four = faces_for(110, 155, "red", True)
    large = faces_for(110, 155, "red", True, "large-print")
    assert len({id(plain), id(red), id(four), id(large)}) == 4
    assert faces_for(110, 155, "red", True, "large-print") is large
    assert red.back() is not plain.back() and red.face(0) is not four.face(0)
    assert pygame.image.tobytes(large.face(0), "RGBA") != \
        pygame.image.tobytes(four.face(0), "RGBA")
    for back in CARD_BACKS:
        for four_colour in (False, True):
            faces_for(110, 155, back, four_colour)
    assert len(card_faces._FACES) == card_faces._FACES.max_entries == 2


@pytest.mark.parametrize("colour, strongest", [("green", 1), ("blue", 2), ("red", 0)])
def test_each_felt_has_its_colour(colour, strongest):
    surface = felt((320, 200), colour)
    r, g, b = commonest(surface, pygame.Rect(100, 60, 120, 80))
    channels = (r, g, b)
    assert all(channels[strongest] > channels[i] + 20 for i in range(3) if i != strongest)


def test_grey_felt_is_grey_and_felts_are_cached_apart_and_bounded():
    r, g, b = commonest(felt((320, 200), "grey"), pygame.Rect(100, 60, 120, 80))
    assert max(r, g, b) - min(r, g, b) < 16 and r > 50
    green = felt((320, 200))
    assert felt((320, 200), "green") is green and felt((320, 200), "blue") is not green
    for colour in FELTS:
        felt((320, 200), colour)
    assert len(felt_module._CACHE) <= felt_module._CACHE.max_entries
