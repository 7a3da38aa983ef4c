"""Where the toast goes: centred just above the status bar when nothing lies there, else
the nearest place between the bars clear of every card, else the place covering the
least of them and never a corner index; wrapped at a share of the window's width,
never over the status bar nor the toolbar, nor off the window."""

import random

import pygame
import pytest

from game.render.frame import CardPlace, Frame, ToolbarPicture
from game.render.free_spot import disjoint, free_spot, merged
from game.render.toast_place import WIDTH, tabletop, toast_place
from sprites.card_faces import CardFaces
from sprites.toast import Toast

SIZE = (1280, 720)
STATUS = pygame.Rect(0, 690, 1280, 30)
AREA = pygame.Rect(0, 40, 1280, 650)        # between a 40 px toolbar and the status bar
GAP = max(4, STATUS.h // 4)
CARD = (100, 140)


def said(text="Nothing to undo"):
    toast = Toast()
    toast.show(text, 0.0)
    return toast


def cards_at(*places):
    return [(x, y, *CARD) for x, y in places]


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (720, 1280), (3840, 2160)])
def test_on_bare_felt_a_toast_sits_centred_just_above_the_status_bar(app, size):
    status = pygame.Rect(0, size[1] - 30, size[0], 30)
    box, text_size, max_width = toast_place(said(), size, status)
    assert max_width == round(size[0] * WIDTH)
    assert box.bottom < status.top and status.top - box.bottom <= max(4, status.h // 4)
    assert abs(box.centerx - size[0] // 2) <= 1
    assert text_size == Toast.text_size(min(size))


def test_a_long_toast_wraps_within_its_width_and_stays_on_the_window(app):
    toast = said("A refusal that says at length why the cards cannot go there " * 6)
    size = (800, 300)
    status = pygame.Rect(0, 270, 800, 30)
    box, _, max_width = toast_place(toast, size, status)
    assert box.w <= max_width and box.h > 3 * Toast.text_size(300)
    assert box.top >= 0 and box.bottom <= status.top


def test_a_card_under_the_first_place_sends_it_beside_the_card_on_the_same_line(app):
    """(The reported case: Doublets' hint lay over the bottom-left reserve card.)"""
    home, _, _ = toast_place(said(), SIZE, STATUS, AREA)
    card = (home.centerx - 50, home.bottom - 300, 100, 300)     # a column: beside is nearer
    box, _, _ = toast_place(said(), SIZE, STATUS, AREA, [card], [])
    assert not box.colliderect(card) and box.y == home.y
    assert box.size == home.size, "the same box, placed elsewhere"
    right, left = card[0] - GAP, card[0] + card[2] + GAP      # the gap from its sides
    assert box.right == right or box.left == left, "not the nearest place beside it"


def test_a_bottom_row_of_cards_sends_it_above_them(app):
    row = cards_at(*((x, 540) for x in range(10, 1270, 105)))
    box, _, _ = toast_place(said(), SIZE, STATUS, AREA, row, [])
    assert box.collidelist([pygame.Rect(r) for r in row]) < 0
    assert box.bottom == 540 - GAP, "not just above the row"
    assert box.top >= AREA.top


def covered(box, rects):
    """Pixels of `box` under any of `rects` (counted by a mask: no shortcut)."""
    mask = pygame.Mask(box.size)
    for r in rects:
        part = pygame.Rect(r).clip(box)
        if part.w and part.h:
            mask.draw(pygame.Mask(part.size, fill=True), (part.x - box.x, part.y - box.y))
    return mask.count()


def test_a_table_full_of_cards_takes_the_least_covered_place_and_never_an_index(app):
    """A grid filling the table: no free place, so the box lies over the cards' lower
    part, clear of every corner index (a gap from them: it can here), covering no more
    than any such place tried by hand."""
    grid = cards_at(*((x, y) for x in range(20, 1260, 110) for y in range(50, 680, 150)))
    corners = [(x, y, 24, 36) for x, y, _, _ in grid]
    toast = said("A long message that needs most of the width of the window to say what "
                 "it has to say about the cards")
    box, _, _ = toast_place(toast, SIZE, STATUS, AREA, grid, corners)
    assert box.collidelist([pygame.Rect(c) for c in corners]) < 0, "over a corner index"
    bounds = AREA.inflate(-2 * GAP, -2 * GAP)
    assert bounds.contains(box)
    spaced = [pygame.Rect(c).inflate(2 * GAP, 2 * GAP) for c in corners]
    assert box.collidelist(spaced) < 0
    least = covered(box, grid)
    trial = pygame.Rect(box)
    for x in range(bounds.left, bounds.right - box.w + 1, 7):
        for y in range(bounds.top, bounds.bottom - box.h + 1, 7):
            trial.topleft = (x, y)
            if trial.collidelist(spaced) < 0:
                assert least <= covered(trial, grid) + 0.01 * box.w * box.h, (box, trial)


def test_the_box_never_covers_the_toolbar_nor_the_status_bar(app):
    everywhere = cards_at(*((x, y) for x in range(0, 1280, 100) for y in range(0, 720, 140)))
    box, _, _ = toast_place(said(), SIZE, STATUS, AREA, everywhere, [])
    assert box.top >= AREA.top + GAP and box.bottom <= STATUS.top - GAP


def test_free_spot_prefers_the_nearest_free_place(app):
    """A hole in a wall of obstacles, left of the first choice: the box goes into it, at
    its side nearest that choice, a gap from the edges."""
    wall = [(0, 0, 400, 100)]
    x, y = free_spot((50, 20), (0, 0, 400, 200), (175, 150), 2,
                     avoid=wall + [(0, 100, 100, 100), (160, 100, 240, 100)])
    assert (x, y) == (108, 150)         # the hole is 100 .. 160 wide


def test_merged_and_disjoint_cover_the_same_ground_once(app):
    rng = random.Random(5)
    for _ in range(30):
        rects = [pygame.Rect(rng.randrange(60), rng.randrange(60), rng.randrange(1, 30),
                             rng.randrange(1, 30)) for _ in range(rng.randrange(1, 12))]
        rects += [pygame.Rect(r.x, r.y + 5, r.w, r.h) for r in rects[:3]]    # a fan
        area = pygame.Rect(0, 0, 100, 100)
        ground = covered(area, rects)
        assert covered(area, merged(rects)) == ground
        pieces = disjoint(merged(rects))
        assert sum(p.w * p.h for p in pieces) == ground, "pieces overlap or leave gaps"


def frame(faces, resting, moving=(), landing=()):
    return Frame(size=SIZE, faces=faces, felt="green", resting=tuple(resting),
                 moving=tuple(moving), outlines=((faces.outline(""), (900, 60)),),
                 status_rect=STATUS, status_texts=("", "", ""),
                 toolbar=ToolbarPicture(look=(), draw=lambda s: None,
                                        draw_list=lambda s: None),
                 card_area=AREA, landing=tuple(landing))


def test_a_card_in_flight_counts_where_it_lands(app):
    """The same place while it flies as once it rests: the toast does not move."""
    faces = CardFaces(*CARD)
    home, _, _ = toast_place(said(), SIZE, STATUS, AREA)
    landing = (home.centerx - 50, home.bottom - 100)
    flying = frame(faces, [], [CardPlace(1, 5, True, 100, 100)], [landing])
    landed = frame(faces, [(1, 5, True, *landing)])
    boxes = [toast_place(said(), SIZE, STATUS, AREA, *tabletop(f))[0] for f in (flying, landed)]
    assert boxes[0] == boxes[1] != home
    assert not boxes[0].colliderect((*landing, *CARD))
    avoid, never = tabletop(landed)
    assert (900, 60, *faces.outline("").get_size()) in avoid, "the empty slot"
    assert never == [(*landing, faces.index_width, faces.index_extent)]
