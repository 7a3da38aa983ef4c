"""A wide window's table uses its width (issue 28, 1.5: Forty Thieves at 1280x720 drew
87 px cards with 165 px of felt each side, where Aisleriot spreads its piles across).

A layout whose cards the height bounds spreads its piles apart (`Layout.stretch_x`), up
to Aisleriot's pitch of one and a half card widths, keeping a margin; the spread moves
no row and shrinks no card, so the columns keep the room they had; a window whose width
bounds the cards does not spread.
"""

import pytest

from game.rules import rules_for
from game.scenes.common.geometry import Geometry
from game.scenes.table.fan_strips import fan_strips
from tests.scenes.test_portrait_tables import table_area

WIDE = [(1024, 600), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160)]
COLUMNS = [f"tableau{k}" for k in range(1, 11)]


def forty_thieves(size, layout=None):
    rules = rules_for("forty-thieves")
    return Geometry(layout or rules.layout(), table_area(size), *fan_strips())


def felt_beside(geometry, size):
    """The felt left of the leftmost card and right of the rightmost, in pixels."""
    slots = [geometry.slot(name) for name in geometry.visible_piles()]
    return min(b.x for b in slots), size[0] - max(b.x + b.w for b in slots)


@pytest.mark.parametrize("size", WIDE)
def test_forty_thieves_spreads_across_a_wide_window(app, size):
    geometry = forty_thieves(size)
    left, right = felt_beside(geometry, size)
    assert abs(left - right) <= 1
    assert left <= 0.5 * geometry.card_w, (left, geometry.card_w)     # it was 1.9
    assert left >= 0.25 * geometry.card_w                              # a margin kept
    xs = [geometry.slot(name).x for name in COLUMNS]
    pitches = {b - a for a, b in zip(xs, xs[1:])}
    assert max(pitches) - min(pitches) <= 1                            # evenly apart
    assert max(pitches) <= 1.5 * geometry.card_w + 1                   # Aisleriot's most


@pytest.mark.parametrize("size", WIDE)
def test_the_spread_moves_no_row_and_shrinks_no_card(app, size):
    """The same layout kept together gives the same cards, rows and column room: the
    width is used without taking anything from the columns' fans."""
    spread = forty_thieves(size)
    together = forty_thieves(size, spread.layout._replace(stretch_x=1.0))
    assert spread.stretch_x > 1 and together.stretch_x == 1
    assert spread.card_w == together.card_w
    for name in spread.visible_piles():
        assert spread.slot(name).y == together.slot(name).y, name
    column = spread.layout.piles["tableau1"]
    assert spread.fan_offsets(column, 16) == together.fan_offsets(column, 16)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
def test_a_ten_card_column_still_shows_every_index(app, size):
    """A dealt column and a run of six on it: every covered card's rank and suit show
    (the room the columns keep is not traded for larger cards)."""
    geometry = forty_thieves(size)
    offsets = geometry.fan_offsets(geometry.layout.piles["tableau1"], 10)
    steps = [b[1] - a[1] for a, b in zip(offsets, offsets[1:])]
    assert min(steps) >= geometry.readable[1], (steps, geometry.readable)


def test_the_spread_waste_reaches_to_the_last_foundation(app):
    """The waste spreads with the piles: its cards keep their quarter-card steps as long
    as the fan ends under the last foundation, and close up to stay there until their
    steps are down to a readable index."""
    geometry = forty_thieves((1280, 720))
    waste = geometry.layout.piles["waste"]
    start = geometry.slot("waste").x
    last = geometry.slot("foundation8")
    end = last.x + last.w
    full = round(waste.fan_x * geometry.card_w)
    for count in range(2, 65):
        offsets = [dx for dx, _ in geometry.fan_offsets(waste, count)]
        steps = {b - a for a, b in zip(offsets, offsets[1:])}
        if start + (count - 1) * full + geometry.card_w <= end:
            assert steps == {full}, count
        elif min(steps) > geometry.readable[0]:
            assert start + offsets[-1] + geometry.card_w <= end, count


@pytest.mark.parametrize("size", [(1080, 1920), (720, 1280), (640, 480)])
def test_a_window_whose_width_bounds_the_cards_does_not_spread(app, size):
    geometry = forty_thieves(size)
    assert geometry.stretch_x == 1.0
    left, right = felt_beside(geometry, size)
    assert left < 0.25 * geometry.card_w and abs(left - right) <= 1
