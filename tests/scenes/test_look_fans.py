"""Fanned cards show their rank and suit (issue 11, item 17).

The visible strip of a covered card in a fan is the offset to the next card; it must be
at least the card faces' corner index (`index_width` across a row, `index_extent` down a
column) for every fanned card of every game, at the longest each pile can grow, in the
windows people use. A fan too long for the table keeps its newest cards readable and
stacks the oldest under them.
"""

import pygame
import pytest

from game.rules import GAMES, rules_for
from game.rules.cards import RANK, SUIT
from game.scenes.table.geometry import Box
from sprites.card_faces import CardFaces
from tests.scenes.table_helpers import open_table

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]

# The most cards a fanned pile can hold in play (kind -> count, per game): a Forty Thieves
# column is at most 3 dealt cards under a dealt king and Q..A on it (16), a Whitehead
# column 6 dealt cards under a dealt king and Q..A (19); the Forty Thieves waste can take
# the whole stock (64); Wall's throne and high guards hold 2, its low guards 3.
LONGEST = {
    "forty-thieves": {"tableau": 16, "waste": 64},
    "whitehead": {"tableau": 19},
    "wall": {"throne": 2, "guard": 3},
}


def fanned_piles(table):
    for name, pile in table.geometry.layout.piles.items():
        if (pile.fan_x or pile.fan_y) and not pile.hidden:
            yield name, pile


def test_every_fanned_pile_of_every_game_is_listed_here():
    for game in GAMES:
        piles = rules_for(game).layout().piles.values()
        kinds = {p.kind for p in piles if (p.fan_x or p.fan_y) and not p.hidden}
        assert kinds == set(LONGEST.get(game, {})), game


@pytest.mark.parametrize("size", SIZES)
def test_every_fanned_card_shows_its_corner_index(make_app, size):
    app = make_app(size)
    for game, longest in LONGEST.items():
        table = open_table(app, game, 1)
        geometry, faces = table.geometry, table.faces
        least = (faces.index_width, faces.index_extent)
        for name, pile in fanned_piles(table):
            for count in range(2, longest[pile.kind] + 1):
                positions = [(round(x), round(y))        # as drawn
                             for x, y in geometry.card_positions(name, count)]
                fanned = False
                for (x0, y0), (x1, y1) in zip(positions, positions[1:]):
                    step = (abs(x1 - x0), abs(y1 - y0))
                    if step == (0, 0):
                        assert not fanned, f"{game} {name}: a card stacked inside the fan"
                        continue
                    fanned = True
                    axis = 0 if pile.fan_x else 1
                    assert step[axis] >= least[axis], \
                        f"{game} {name} x{count} at {size}: strip {step[axis]:.1f} px " \
                        f"< corner index {least[axis]} px"
                x, y = positions[-1]
                area = geometry.area
                assert area.x <= x and x + geometry.card_w <= area.x + area.w, (game, name)
                assert area.y <= y and y + geometry.card_h <= area.y + area.h, (game, name)


@pytest.mark.parametrize("size", SIZES)
def test_columns_never_hide_a_card_and_the_waste_uses_the_felt(make_app, size):
    """Tableau columns show every card at their longest; the Forty Thieves waste spreads
    over the empty felt to its right before it stacks anything."""
    app = make_app(size)
    for game, longest in LONGEST.items():
        table = open_table(app, game, 1)
        for name, pile in fanned_piles(table):
            buried, _, _ = table.geometry.fan(pile, longest[pile.kind])
            if pile.kind != "waste":
                assert buried == 0, (game, name, size)
    table = open_table(app, "forty-thieves", 1)
    geometry = table.geometry
    positions = geometry.card_positions("waste", 64)
    right = positions[-1][0] + geometry.card_w
    assert right > geometry.area.x + geometry.area.w - geometry.card_w, \
        "the 64-card waste stops short of the felt to its right"
    readable = len(set(positions))
    assert readable >= 30, f"only {readable} of 64 waste cards readable at {size}"


@pytest.mark.parametrize("size", SIZES)
def test_fanned_piles_at_their_longest_cover_no_other_pile(make_app, size):
    app = make_app(size)
    for game, longest in LONGEST.items():
        table = open_table(app, game, 1)
        geometry = table.geometry
        for name, pile in fanned_piles(table):
            x, y, w, h = geometry.pile_box(name, longest[pile.kind])
            box = Box(x + 1, y + 1, w - 2, h - 2)        # a pixel of rounding either side
            for other in geometry.visible_piles():
                if other != name:
                    assert box.overlap(geometry.slot(other)) == 0, (game, name, other, size)


@pytest.mark.parametrize("size", [(54, 76), (61, 85), (100, 140)])
def test_the_left_strip_alone_tells_every_card_apart(size):
    """A card covered by the next one in a row shows only `index_width` pixels at its
    left: rank and suit must both be there (the suit sits under the rank)."""
    faces = CardFaces(*size)
    assert faces.index_width < size[0] * 0.5
    strip = pygame.Rect(0, 0, faces.index_width, size[1] // 2)
    seen = {}
    for c in range(52):
        data = pygame.image.tobytes(faces.face(c).subsurface(strip), "RGBA")
        assert data not in seen, (RANK[c], SUIT[c], seen.get(data))
        seen[data] = c


@pytest.mark.parametrize("width", range(8, 30))
def test_the_smallest_cards_still_render(width):
    """The frame of a court keeps clear of the suit under the rank; on a card too narrow
    for both, the court shows its index alone instead of failing."""
    faces = CardFaces(width, round(width * 1.4))
    for c in range(52):
        assert faces.face(c).get_size() == faces.size
