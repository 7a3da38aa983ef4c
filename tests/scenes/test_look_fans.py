"""Fanned cards show their rank and suit (issue 11, item 17; issue 14).

The visible strip of a covered card in a fan is the offset to the next card; it must be
at least the card faces' corner index (`index_width` across a row, `index_extent` down a
column) for every fanned card of every game, at the longest each pile can grow, in the
windows people use. A fan too long for its room (issue 14: cards as large as the window
allows) keeps its newest cards readable and squeezes the oldest into slivers that still
show the coloured edge of their index; no card is hidden.
"""

import pygame
import pytest

from game.rules import GAMES, rules_for
from game.rules.cards import RANK, SUIT
from game.scenes.common.geometry import Box
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
    for name, pile in table.board.geometry.layout.piles.items():
        if (pile.fan_x or pile.fan_y) and not pile.hidden:
            yield name, pile


def test_every_fanned_pile_of_every_game_is_listed_here():
    for game in GAMES:
        piles = rules_for(game).layout().piles.values()
        kinds = {p.kind for p in piles if (p.fan_x or p.fan_y) and not p.hidden}
        assert kinds == set(LONGEST.get(game, {})), game


def _steps(geometry, name, pile, count):
    """The drawn offsets between neighbouring cards along the pile's fan, oldest first."""
    axis = 0 if pile.fan_x else 1
    positions = [(round(x), round(y)) for x, y in geometry.card_positions(name, count)]
    return axis, [abs(b[axis] - a[axis]) for a, b in zip(positions, positions[1:])], \
        positions


@pytest.mark.parametrize("size", SIZES)
def test_every_fanned_card_shows_at_least_a_sliver_and_the_newest_their_index(make_app,
                                                                              size):
    """Every card of every fan, at the longest each pile grows, is visible: the oldest
    may be slivers, the newer ones show their whole corner index, and no sliver lies
    above a readable card. A fan only uses slivers when readable steps cannot fit the
    room it has; then as many of its newest cards as fit stay readable."""
    app = make_app(size)
    for game, longest in LONGEST.items():
        table = open_table(app, game, 1)
        geometry, faces = table.board.geometry, table.frame_builder.faces
        least = (faces.index_width, faces.index_extent)
        for name, pile in fanned_piles(table):
            for count in range(2, longest[pile.kind] + 1):
                axis, steps, positions = _steps(geometry, name, pile, count)
                where = f"{game} {name} x{count} at {size}"
                assert min(steps) >= geometry.sliver[axis], f"{where}: a card hidden ({steps})"
                assert steps == sorted(steps), f"{where}: a sliver above a readable card"
                readable = sum(step >= least[axis] for step in steps)
                room = geometry.room(pile, axis)
                if readable < len(steps):
                    assert (readable + 1) * least[axis] + (len(steps) - readable - 1) \
                        * geometry.sliver[axis] > room, \
                        f"{where}: one more card could be readable"
                x, y = positions[-1]
                area = geometry.area
                assert area.x <= x and x + geometry.card_w <= area.x + area.w, where
                assert area.y <= y and y + geometry.card_h <= area.y + area.h, where


@pytest.mark.parametrize("size", SIZES)
def test_columns_at_the_deal_and_wall_guards_are_readable_and_the_waste_shows_all(
        make_app, size):
    """Dealt columns and Wall's guards never need slivers; all 64 Forty Thieves waste
    cards are visible, spread over the felt to its right, a dozen or more readable."""
    app = make_app(size)
    dealt = {"forty-thieves": 4, "whitehead": 7}
    for game, longest in LONGEST.items():
        table = open_table(app, game, 1)
        least = (table.frame_builder.faces.index_width, table.frame_builder.faces.index_extent)
        for name, pile in fanned_piles(table):
            count = longest[pile.kind] if game == "wall" else dealt.get(game)
            if pile.kind == "waste":
                continue
            axis, steps, _ = _steps(table.board.geometry, name, pile, count)
            assert min(steps) >= least[axis], (game, name, size, steps)
    table = open_table(app, "forty-thieves", 1)
    geometry = table.board.geometry
    positions = geometry.card_positions("waste", 64)
    right = positions[-1][0] + geometry.card_w
    assert right > geometry.area.x + geometry.area.w - geometry.card_w, \
        "the 64-card waste stops short of the felt to its right"
    assert len(set(positions)) == 64, "a waste card is hidden"
    _, steps, _ = _steps(geometry, "waste", geometry.layout.piles["waste"], 64)
    readable = 1 + sum(step >= table.frame_builder.faces.index_width for step in steps)
    assert readable >= 12, f"only {readable} of 64 waste cards readable at {size}"


@pytest.mark.parametrize("size", [(61, 85), (87, 122), (131, 183), (262, 367)])
def test_a_sliver_shows_the_coloured_edge_of_the_rank(size):
    """The thinnest strip a fan leaves a card (its sliver, across a row or down a
    column) still shows ink of the corner index: red on hearts and diamonds."""
    from game.scenes.table.fan_strips import sliver_strip
    faces = CardFaces(*size)
    for axis, thin in enumerate(sliver_strip(*size)):
        strip = pygame.Rect(0, 0, thin, size[1] // 3) if axis == 0 else \
            pygame.Rect(0, 0, size[0] // 3, thin)
        for card in range(52):
            face = faces.face(card).subsurface(strip)
            pixels = [face.get_at((x, y)) for x in range(strip.w) for y in range(strip.h)]
            inked = [p for p in pixels if p.a > 200 and max(p[:3]) - min(p[:3]) > 60
                     or p.a > 200 and max(p[:3]) < 90]
            assert len(inked) >= 2, (size, axis, RANK[card], SUIT[card])


@pytest.mark.parametrize("size", SIZES)
def test_fanned_piles_at_their_longest_cover_no_other_pile(make_app, size):
    app = make_app(size)
    for game, longest in LONGEST.items():
        table = open_table(app, game, 1)
        geometry = table.board.geometry
        for name, pile in fanned_piles(table):
            x, y, w, h = geometry.pile_box(name, longest[pile.kind])
            box = Box(x + 1, y + 1, w - 2, h - 2)        # a pixel of rounding either side
            for other in geometry.visible_piles():
                if other != name:
                    assert box.overlap(geometry.slot(other)) == 0, (game, name, other, size)


@pytest.mark.parametrize("style", ["classic", "large-print"])
@pytest.mark.parametrize("size", [(54, 76), (61, 85), (100, 140)])
def test_the_left_strip_alone_tells_every_card_apart(size, style):
    """A card covered by the next one in a row shows only `index_width` pixels at its
    left: rank and suit must both be there (the suit sits under the rank)."""
    faces = CardFaces(*size, style=style)
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
