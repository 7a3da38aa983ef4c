"""Every game on every screen (issue 14): at 1024x600 up to 3840x2160 and in portrait,
no card leaves the table, piles the layout keeps apart stay apart, cards are at least
as large as the largest size at which every pile fits (worked out here from the layout
alone), as large as Aisleriot's at 1600x900, and the toolbar's text stays readable."""

import pygame
import pytest

from game.rules import GAMES, rules_for
from game.scenes.common.bars import table_bands
from game.scenes.common.geometry import Box
from tests.scenes.table_helpers import open_table
from tests.scenes.test_look_fans import LONGEST

SIZES = [(1024, 600), (1280, 720), (1920, 1080), (2560, 1440), (3840, 2160), (1080, 1920)]
ASPECT = 1.4                                    # a card's height over its width
AISLERIOT_AT_1600x900 = {"forty-thieves": 107, "whitehead": 121, "doublets": 161,
                         "maze": 80}           # card widths measured in Aisleriot


def largest_fitting_width(layout, area_w, area_h) -> int:
    """The widest card at which every pile's slot fits the area, each column keeping
    the least fan room its layout asks for and every other fan its full extent, inside
    the layout's own margins (the nearest pile's distance from the top-left corner)."""
    piles = [p for p in layout.piles.values() if not p.hidden]

    def extent(pile, axis):
        fan = (pile.fan_x, pile.fan_y)[axis]
        if not fan:
            return 1.0
        room = pile.min_fan or pile.max_fan
        if room:
            return 1.0 + room
        longest = max(LONGEST.get(g, {}).get(pile.kind, 0) for g in GAMES)
        return 1.0 + abs(fan) * (longest - 1)

    units_w = max(p.x + extent(p, 0) for p in piles) + min(p.x for p in piles)
    units_h = max(p.y + extent(p, 1) for p in piles) + min(p.y for p in piles)
    return int(min(area_w / units_w, area_h / (units_h * ASPECT)))


def _table_area(size):
    bar, status = table_bands(size)
    return Box(0, bar, size[0], size[1] - bar - status)


def _apart_in_units(a, b) -> bool:
    return a.x + 1 <= b.x or b.x + 1 <= a.x or a.y + 1 <= b.y or b.y + 1 <= a.y


@pytest.mark.parametrize("size", SIZES)
def test_every_game_fits_every_screen_with_the_largest_cards(make_app, size):
    app = make_app(size)
    area = _table_area(size)
    for game in GAMES:
        table = open_table(app, game, 1)
        app.draw()
        geometry = table.board.geometry
        assert tuple(geometry.area) == tuple(area), game
        layout = geometry.layout
        bound = largest_fitting_width(layout, area.w, area.h)
        assert geometry.card_w >= bound, (game, size, geometry.card_w, bound)
        assert geometry.card_h == round(geometry.card_w * ASPECT)
        for sprite in table.board.cards.all:
            assert area.x <= sprite.x and sprite.x + geometry.card_w <= area.x + area.w, \
                (game, size, "a card leaves the table sideways")
            assert area.y <= sprite.y and sprite.y + geometry.card_h <= area.y + area.h, \
                (game, size, "a card leaves the table up or down")
        visible = geometry.visible_piles()
        for name, pile in visible.items():
            count = LONGEST.get(game, {}).get(pile.kind, 1)
            x, y, w, h = geometry.pile_box(name, count)
            assert area.contains(x, y) and area.contains(x + w - 1, y + h - 1), \
                (game, size, name, "at its longest")
            box = Box(x + 1, y + 1, w - 2, h - 2)
            for other, other_pile in visible.items():
                if other != name and _apart_in_units(pile, other_pile):
                    assert box.overlap(geometry.slot(other)) == 0, (game, size, name, other)


def test_the_bound_is_tight_one_pixel_more_does_not_fit():
    """The test's own bound is the largest that fits: a card one pixel wider than it
    would push a pile out of the area (so the assertion above has teeth)."""
    for game in GAMES:
        layout = rules_for(game).layout()
        for size in SIZES:
            area = _table_area(size)
            w = largest_fitting_width(layout, area.w, area.h) + 1
            wider = largest_fitting_width(layout, w * area.w / (w - 1), area.h)
            taller = largest_fitting_width(layout, area.w, w * area.h / (w - 1))
            assert wider >= w or taller >= w, (game, size)


def test_cards_are_as_large_as_aisleriots_at_1600x900(make_app):
    app = make_app((1600, 900))
    for game, aisleriot in AISLERIOT_AT_1600x900.items():
        width = open_table(app, game, 1).board.geometry.card_w
        assert width >= aisleriot, (game, width, aisleriot)


@pytest.mark.parametrize("size", SIZES)
def test_the_toolbar_fits_and_its_text_is_readable(make_app, size):
    app = make_app(size)
    table = open_table(app, "forty-thieves", 1)
    least = max(12, min(size) // 100)           # 12 px at 1024x600, 21 px at 4K
    for button in table.toolbar.buttons:
        assert 0 <= button.rect.left and button.rect.right <= size[0], (size, button.label)
        assert button.font_size >= least, (size, button.label, button.font_size)
    assert table.bars.status_h >= 20
    assert pygame.display.get_surface().get_size() == size
