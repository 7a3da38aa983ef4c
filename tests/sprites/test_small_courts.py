"""The courts of small cards (issue 28): below SIMPLE_BELOW pixels wide, where the face is
the simple one (the tables at 1024x600, every picture of the rules pages), a court is
its figure's small twin in a frame, not an emblem; what the figure holds stays inside
the frame; the tables' widths and those of the rules pictures (down to MIN_WIDTH, see
tests/scenes/test_help_pages.py) are all covered, and the big cards' courts are figures
of their own too."""

import pygame
import pytest

from sprites.card_art import SIMPLE_BELOW, CardArt
from sprites.court_art import render_layer, small_view
from sprites.court_frame import frame_over, picture_area
from sprites.courts import make
from sprites.courts.pen import GROUP
from sprites.courts.small import LEFT_HAND, RIGHT_HAND, SMALL_HELD
from tests.sprites.court_figures import check_figure_courts
from tests.sprites.deck_sizes import card_size, table_card_widths

MIN_WIDTH = 23              # the narrowest card the game draws (a rules picture)
SMALL = list(range(MIN_WIDTH, SIMPLE_BELOW))


def test_the_tables_small_cards_are_simple_faces():
    """1024x600's tables draw their cards below SIMPLE_BELOW: all in SMALL."""
    small = [w for w in table_card_widths() if w < SIMPLE_BELOW]
    assert small and set(small) <= set(SMALL)


@pytest.mark.parametrize("width", SMALL)
def test_a_small_court_is_its_figure(width):
    check_figure_courts(CardArt(*card_size(width)))


@pytest.mark.parametrize("four", [False, True])
def test_a_small_court_in_four_colours_keeps_its_figures_colours(four):
    art = CardArt(70, 98, four_colour=four)
    check_figure_courts(art)
    assert len(art.panels) <= 8


@pytest.mark.parametrize("width", [w for w in table_card_widths() if w >= SIMPLE_BELOW][::3])
def test_a_big_court_is_its_figure(width):
    check_figure_courts(CardArt(*card_size(width)))


@pytest.mark.parametrize("width", SMALL)
def test_what_a_small_figure_holds_stays_inside_its_frame(width):
    """Not a pixel of what a small figure holds lies on its frame, at any side: the
    picture shows it whole."""
    art = CardArt(*card_size(width))
    slot = art.court_slot()
    area = picture_area(art, slot.size)
    over = frame_over(art, slot.size, art.colours[0])
    frame = pygame.mask.from_surface(over.subsurface(area), 0)
    for (rank, suit), look in make.LOOKS.items():
        parts = []
        for held, hand in ((look.right, RIGHT_HAND), (look.left, LEFT_HAND)):
            if held:
                behind, front = SMALL_HELD[held](hand, look)
                parts += behind + front
        if not parts:
            continue
        drawn = render_layer(GROUP + "".join(parts) + "</g>", area.size, small_view(area.size))
        ink = pygame.mask.from_surface(drawn, 0)
        assert ink.count() > 0
        assert ink.overlap(frame, (0, 0)) is None, (width, rank, suit)


def test_a_small_view_shows_the_figure_whole_across():
    """However the picture is shaped, it shows the figure's whole width and down past
    its hands; the figure stays in the middle."""
    for size in [(40, 20), (36, 43), (12, 21), (5, 13), (30, 30)]:
        x, y, w, h = small_view(size)
        assert w >= 200 - 1e-9 and x + w / 2 == pytest.approx(100)
        assert y < 0 and y + h >= 220
        assert w / h == pytest.approx(size[0] / size[1])
