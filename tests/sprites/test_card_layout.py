"""The faces read as a printed deck's: the index is the rank over its suit in two
corners, number cards carry their pips in the standard places and nothing beside them,
the pattern is the same turned round, the ace of spades is the largest ace, courts sit
between the index columns; large print has a huge index and one big suit sign."""

import pygame
import pytest

from game.rules.cards import RANK, SUIT, card
from sprites.card_art import CardArt
from sprites.card_drawing import COURT_FILL, FACE_WHITE
from sprites.card_faces import CardFaces
from sprites.pip_art import pip_height

CLUBS, DIAMONDS, HEARTS, SPADES = range(4)
FULL = [(87, 122), (131, 183), (262, 367), (408, 571)]      # the classic full design
EVERY = [(48, 67), (72, 101)] + FULL


def ink(face, paper=FACE_WHITE, near=40) -> pygame.Mask:
    """Every pixel of `face` that is not its paper (nor within `near` of it)."""
    white = pygame.mask.from_threshold(face, paper, (near, near, near, 255))
    white.invert()
    return white


def paper(face):
    """The face's paper: white, or a large-print court's cream."""
    return COURT_FILL if tuple(face.get_at((face.get_width() // 2, face.get_height() // 3))
                               )[:3] == COURT_FILL else FACE_WHITE


def inked(mask, rect) -> int:
    """How many pixels of `rect` the mask has."""
    rect = pygame.Rect(rect)
    return mask.overlap_area(pygame.Mask(rect.size, fill=True), rect.topleft) \
        if rect.w > 0 and rect.h > 0 else 0


def interior(art) -> pygame.Rect:
    """The face inside its border and rounded corners."""
    return pygame.Rect(0, 0, *art.size).inflate(-2 * art.radius, -2 * art.radius)


def runs(mask, rect):
    """The runs of rows of `rect` that hold ink, as (first, last) row pairs."""
    found, start = [], None
    for y in range(rect.top, rect.bottom):
        has = inked(mask, (rect.x, y, rect.w, 1)) > 0
        if has and start is None:
            start = y
        if not has and start is not None:
            found.append((start, y - 1))
            start = None
    if start is not None:
        found.append((start, rect.bottom - 1))
    return found


@pytest.mark.parametrize("style", ["classic", "large-print"])
@pytest.mark.parametrize("size", EVERY)
def test_the_index_is_the_rank_over_its_suit_in_the_top_strip(size, style):
    """In the index column, above `index_extent`: two runs of ink, the rank and, under
    a gap, its suit; nothing else."""
    faces = CardFaces(*size, style=style)
    mx, my = faces.art.index_margin()
    column = pygame.Rect(mx, my, faces.index_width - mx, faces.index_extent - my)
    for c in range(52):
        face = faces.face(c)
        mask = ink(face, paper(face))
        found = runs(mask, column)
        assert len(found) == 2, (size, style, RANK[c], SUIT[c], found)
        (_, rank_end), (suit_top, suit_end) = found
        assert suit_top > rank_end + 1 and suit_end < faces.index_extent


@pytest.mark.parametrize("size", FULL)
def test_number_cards_carry_their_pips_and_nothing_beside_them(size):
    """Between the index columns a number card has as many pips as its rank; under
    the top index and over the bottom one, beside the pips, there is no ink (no suit
    sign besides the index's, which made a 10 read as twelve)."""
    faces = CardFaces(*size)
    art = faces.art
    w, h = size
    field = pygame.Rect(faces.index_width, 0, w - 2 * faces.index_width, h).clip(
        interior(art))
    margins = [pygame.Rect(0, faces.index_extent, faces.index_width,
                           h - 2 * faces.index_extent),
               pygame.Rect(w - faces.index_width, faces.index_extent, faces.index_width,
                           h - 2 * faces.index_extent)]
    for suit in range(4):
        for rank in range(1, 11):           # and the aces: the spade's ring keeps clear
            mask = ink(faces.face(card(rank, suit)))
            pips = mask.overlap_mask(pygame.Mask(field.size, fill=True), field.topleft)
            parts = pips.connected_components(minimum=8)
            assert len(parts) == rank or rank == 1, (size, rank, suit, len(parts))
            for margin in margins:
                assert inked(mask, margin.clip(interior(art))) == 0, (size, rank, suit)


# The full design's card sizes at the tables of 1280x720 .. 3840x2160 and in the rules
# pages' pictures.
USED = [(84, 118), (86, 120), (87, 122), (94, 132), (100, 140), (113, 158), (131, 183),
        (151, 211), (173, 242), (210, 294), (262, 367), (302, 423), (408, 571)]
PIP_FIELD = 0.7             # the least part of the room inside the indices the pips span


@pytest.mark.parametrize("size", USED)
def test_the_pips_fill_the_room_inside_the_indices_without_crowding_them(size):
    """As on a printed deck, the pips of a four to ten span most of the room between
    the index columns, from the index margin at the top to the same at the bottom (its
    bounding box at least PIP_FIELD of it), and keep a clear gap from the index
    columns; no two pips touch."""
    faces = CardFaces(*size)
    w, h = size
    my = faces.art.index_margin()[1]
    inside = pygame.Rect(faces.index_width, my, w - 2 * faces.index_width, h - 2 * my)
    clear = max(2, round(w * 0.025))
    for suit in range(4):
        for rank in range(4, 11):
            mask = ink(faces.face(card(rank, suit)))
            pips = mask.overlap_mask(pygame.Mask(inside.size, fill=True), inside.topleft)
            parts = pips.connected_components(minimum=4)
            assert len(parts) == rank, (size, rank, suit, len(parts))
            boxes = pips.get_bounding_rects()
            field = boxes[0].unionall(boxes[1:])
            assert field.w * field.h >= PIP_FIELD * inside.w * inside.h, \
                (size, rank, suit, field, inside)
            assert field.left >= inside.left + clear, (size, rank, suit)
            assert field.right <= inside.right - clear, (size, rank, suit)


@pytest.mark.parametrize("size", FULL)
def test_a_number_card_looks_the_same_turned_round(size):
    """The pips of the lower half are upside down: the face turned round is the face
    (but the 7, whose odd pip sits in the upper half, and the pips on the middle row,
    upright as on a printed deck)."""
    faces = CardFaces(*size)
    inside = interior(faces.art)
    middle = pygame.Rect(0, 0, size[0], round(pip_height(faces.art) * 1.3))
    middle.center = (size[0] // 2, size[1] // 2)
    for suit in range(4):
        for rank in (2, 3, 4, 5, 6, 8, 9, 10):
            face = faces.face(card(rank, suit))
            turned = pygame.transform.flip(face, True, True)
            a, b = (ink(image).overlap_mask(pygame.Mask(inside.size, fill=True),
                                            inside.topleft) for image in (face, turned))
            for mask in (a, b):
                mask.erase(pygame.Mask(middle.size, fill=True), middle.topleft)
            differ = a.count() + b.count() - 2 * a.overlap_area(b, (0, 0))
            assert differ <= 0.002 * a.count(), (size, rank, suit, differ)


def test_a_seven_has_its_odd_pip_upright_in_the_upper_half():
    faces = CardFaces(262, 367)
    seven, six = ink(faces.face(card(7, HEARTS))), ink(faces.face(card(6, HEARTS)))
    upper = pygame.Rect(faces.index_width, faces.index_extent,
                        262 - 2 * faces.index_width, 367 // 2 - faces.index_extent)
    lower = upper.move(0, upper.h)
    assert inked(seven, upper) > inked(six, upper) * 1.4
    assert inked(seven, lower) == inked(six, lower)


@pytest.mark.parametrize("size", FULL)
def test_the_ace_of_spades_is_the_largest_ace_and_every_ace_has_one_pip(size):
    faces = CardFaces(*size)
    w, h = size
    middle = pygame.Rect(0, faces.index_extent, w, h - 2 * faces.index_extent).clip(
        interior(faces.art))
    areas = {}
    for suit in range(4):
        mask = ink(faces.face(card(1, suit)))
        areas[suit] = inked(mask, middle)
        inner = mask.overlap_mask(pygame.Mask(middle.size, fill=True), middle.topleft)
        if suit != SPADES:
            assert len(inner.connected_components(minimum=8)) == 1, (size, suit)
    spade = ink(faces.face(card(1, SPADES)))
    spade_box = spade.overlap_mask(pygame.Mask(middle.size, fill=True),
                                   middle.topleft).get_bounding_rects()
    heart_box = ink(faces.face(card(1, HEARTS))).overlap_mask(
        pygame.Mask(middle.size, fill=True), middle.topleft).get_bounding_rects()
    assert max(r.h for r in spade_box) > 1.6 * max(r.h for r in heart_box), size
    assert areas[SPADES] > max(areas[s] for s in (CLUBS, DIAMONDS, HEARTS))


@pytest.mark.parametrize("size", FULL)
def test_a_court_picture_lies_between_the_index_columns(size):
    """`court_box` runs beside the indexes, from about the index margin at the top to
    the same at the bottom, and the court's picture keeps to it."""
    faces = CardFaces(*size)
    art = faces.art
    box = art.court_box()
    w, h = size
    assert box.left >= faces.index_width and box.right <= w - faces.index_width
    my = art.index_margin()[1]
    assert box.top <= 2 * my and box.bottom >= h - 2 * my
    assert box.w > w * 0.45 and box.h > h * 0.88
    outside = [pygame.Rect(0, faces.index_extent, box.left, h - 2 * faces.index_extent),
               pygame.Rect(box.right, faces.index_extent, w - box.right,
                           h - 2 * faces.index_extent)]
    for c in (10, 24, 38, 51):
        mask = ink(faces.face(c))
        assert inked(ink(faces.face(c), near=6), box) > box.w * box.h * 0.9   # the panel
        for rect in outside:
            assert inked(mask, rect.clip(interior(art))) == 0, (size, c)


@pytest.mark.parametrize("size", [(60, 84), (131, 183), (408, 571)])
def test_large_print_has_a_huge_index_and_one_big_suit_sign(size):
    classic = CardFaces(*size)
    large = CardFaces(*size, style="large-print")
    w, h = size

    def rank_height(faces, c):
        mx, my = faces.art.index_margin()
        column = pygame.Rect(mx, my, faces.index_width - mx, faces.index_extent - my)
        face = faces.face(c)
        first, last = runs(ink(face, paper(face)), column)[0]
        return last - first + 1
    for c in (card(5, CLUBS), card(10, HEARTS), card(13, SPADES)):
        assert rank_height(large, c) >= 1.25 * rank_height(classic, c), (size, c)
        if classic.art.width >= 84:
            assert rank_height(large, c) >= 1.8 * rank_height(classic, c), (size, c)
    middle = pygame.Rect(0, large.index_extent, w, h - 2 * large.index_extent).clip(
        interior(large.art))
    for c in range(52):
        face = large.face(c)
        assert paper(face) == (COURT_FILL if RANK[c] >= 11 else FACE_WHITE)
        mask = ink(face, paper(face))
        inner = mask.overlap_mask(pygame.Mask(middle.size, fill=True), middle.topleft)
        signs = inner.connected_components(minimum=8)
        assert len(signs) == 1, (size, RANK[c], SUIT[c], len(signs))
        assert signs[0].get_bounding_rects()[0].w >= w * 0.3


def test_an_unknown_style_is_refused():
    with pytest.raises(ValueError, match="no card style"):
        CardFaces(110, 155, style="tiny")
    with pytest.raises(ValueError, match="no card style"):
        CardArt(110, 155, style="")
