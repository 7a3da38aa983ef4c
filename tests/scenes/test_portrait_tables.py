"""Tables in a tall window use its height (Wall at 720x1280 left a band of felt a card
high above its throne and below its stock; Doublets drew 94 px cards in a strip across
the middle): Wall's rows spread apart, Doublets takes its portrait arrangement with
cards twice as large, and landscape windows lay out exactly as before."""

import pytest

from game.rules import GAMES, rules_for
from game.scenes.common.geometry import STRETCH_MARGIN, Box, Geometry, hud_bands
from tests.scenes.table_helpers import open_table

PORTRAIT = [(720, 1280), (1080, 1920), (600, 1024)]
LANDSCAPE = [(1280, 720), (1920, 1080), (1024, 600), (3840, 2160), (640, 480)]


def table_area(size):
    bar, status = hud_bands(size)
    return (0, bar, size[0], size[1] - bar - status)


def bands(geometry):
    """The felt above the highest card and below the lowest, in pixels."""
    slots = [geometry.slot(name) for name in geometry.visible_piles()]
    area = geometry.area
    top = min(box.y for box in slots) - area.y
    bottom = area.y + area.h - max(box.y + box.h for box in slots)
    return top, bottom


@pytest.mark.parametrize("size", PORTRAIT)
def test_wall_in_portrait_fills_the_height_its_bands_even(size):
    geometry = Geometry.best(rules_for("wall").layouts(), table_area(size))
    assert geometry.card_w * 8 <= size[0]               # as wide as the window allows
    top, bottom = bands(geometry)
    most = STRETCH_MARGIN * geometry.card_h + 2
    assert 0 <= top <= most and 0 <= bottom <= most, (top, bottom, geometry.card_h)
    assert abs(top - bottom) <= 2
    wall = [geometry.slot(f"wall{n}") for n in (1, 9, 16)]     # three rows, one above
    assert all(b.y - a.y > geometry.card_h / 2 for a, b in zip(wall, wall[1:]))


@pytest.mark.parametrize("size", LANDSCAPE)
@pytest.mark.parametrize("game", GAMES)
def test_landscape_tables_are_laid_out_as_before(size, game):
    """No stretch and the game's own layout: the same pixels as Geometry always gave."""
    rules = rules_for(game)
    geometry = Geometry.best(rules.layouts(), table_area(size))
    plain = Geometry(rules.layout(), table_area(size))
    assert geometry.layout == rules.layout()
    assert geometry.stretch == 1.0 and geometry.card_w == plain.card_w
    for name in plain.visible_piles():
        assert geometry.slot(name) == plain.slot(name)


def test_doublets_in_portrait_takes_its_tall_arrangement_with_large_cards(make_app):
    app = make_app(size=(720, 1280))
    table = open_table(app, "doublets", 3)
    geometry = table.board.geometry
    rules = table.board.rules
    assert geometry.layout == rules.portrait_layout()
    landscape = Geometry(rules.layout(), table_area((720, 1280)))
    assert geometry.card_w >= 1.8 * landscape.card_w        # 181 px against 96
    top, bottom = bands(geometry)
    assert top >= 0 and bottom >= 0 and top + bottom < geometry.card_h
    area = Box(*table_area((720, 1280)))
    for sprite in table.board.cards.all:
        assert area.contains(sprite.x, sprite.y)
        assert area.contains(sprite.x + geometry.card_w - 1, sprite.y + geometry.card_h - 1)


def test_doublets_in_portrait_plays_by_mouse(make_app, run_frames):
    """Clicks and drags land on the tall arrangement's piles: the stock deals to the
    waste there."""
    from tests.scenes.table_helpers import assert_sprites_match_state, centre, post, press, release
    app = make_app(size=(720, 1280))
    table = open_table(app, "doublets", 3)
    before = len(table.board.rules.pile(table.board.state, "stock"))
    spot = centre(table, "stock")
    post(app, [press(spot), release(spot)], run_frames)
    assert len(table.board.rules.pile(table.board.state, "stock")) == before - 1
    assert len(table.board.rules.pile(table.board.state, "waste")) == 1
    assert_sprites_match_state(table)


@pytest.mark.parametrize("size", PORTRAIT + LANDSCAPE)
@pytest.mark.parametrize("game", GAMES)
def test_no_table_runs_flush_to_the_window_sides(size, game):
    """Every game keeps a tenth of a card of felt left and right of its cards, at each
    pile's longest (Wall in a tall window ran to both edges, its right borders cut)."""
    from tests.scenes.test_look_fans import LONGEST
    geometry = Geometry.best(rules_for(game).layouts(), table_area(size))
    kinds = LONGEST.get(game, {})
    boxes = [geometry.pile_box(name, kinds.get(pile.kind, 1))
             for name, pile in geometry.visible_piles().items()]
    left = min(box.x for box in boxes)
    right = size[0] - max(box.x + box.w for box in boxes)
    least = 0.1 * geometry.card_w - 1           # whole pixels: a pixel's rounding
    assert left >= least and right >= least, (left, right, geometry.card_w)


@pytest.mark.parametrize("size", PORTRAIT + LANDSCAPE + [(1351, 609), (1000, 551)])
@pytest.mark.parametrize("game", GAMES)
def test_no_card_reaches_under_the_status_bar(size, game):
    """A card's height is its width times 1.4 rounded: rounded up, eight rows of Wall at
    1351x609 ran 3 px past the area, under the status bar, where a press on the stock's
    bottom edge asked the solver instead (the monkey's miss at event 465)."""
    geometry = Geometry.best(rules_for(game).layouts(), table_area(size))
    top, bottom = bands(geometry)
    assert top >= 0 and bottom >= 0, (top, bottom, geometry.card_h)
