"""A court picture in its frame, at every card width a table uses from 1024x600 to
3840x2160 (issue 28): what a figure holds stays inside the frame's inner line, its
clothes run on to that line with no cream between, the seam between the halves runs
across the whole opening from line to line, and both halves have the same room over
the head."""

import functools

import pygame
import pytest

from sprites import court_art
from sprites.card_art import SIMPLE_BELOW, CardArt
from sprites.card_drawing import COURT_FILL
from sprites.court_art import figure_view, render_layer
from sprites.court_frame import empty_panel, frame_over, line_rect, picture_area
from sprites.courts import make
from sprites.courts.held import HELD
from sprites.courts.pen import GROUP
from tests.sprites.deck_sizes import card_size, table_card_widths

CLASSIC = [w for w in table_card_widths() if w >= SIMPLE_BELOW]
COURTS = sorted(make.LOOKS)                     # (rank, suit)
COVERED = 250               # a frame pixel this opaque hides what is under it


def card(rank, suit):
    return suit * 13 + rank - 1


@functools.cache
def art_of(width):
    return CardArt(*card_size(width))


@functools.cache
def court_face(width, rank, suit):
    return art_of(width).render_face(card(rank, suit))


def placed(width):
    """(the court box on the face, the figure's area on the face)."""
    art = art_of(width)
    box = art.court_box()
    return box, picture_area(art, box.size).move(box.topleft)


def held_alone(look, half_size):
    """What the figure of `look` holds, nothing else, drawn as its half picture is."""
    parts = []
    for held, hand in ((look.right, make.RIGHT_HAND), (look.left, make.LEFT_HAND)):
        if held:
            behind, front = HELD[held](hand, look)
            parts += behind + front
    layer = GROUP + make.group(make.BODY, parts) + "</g>"
    return render_layer(layer, half_size, figure_view(half_size))


def differs_from_cream(pixel, by=40) -> bool:
    return sum(abs(a - b) for a, b in zip(pixel[:3], COURT_FILL)) > by


def test_the_widths_are_the_tables_own(make_app):
    """The widths tested are those a real table lays itself out at."""
    from tests.scenes.table_helpers import open_table
    for size, game in (((1280, 720), "forty-thieves"), ((1024, 600), "wall")):
        table = open_table(make_app(size), game, 1)
        assert table.board.geometry.card_w in table_card_widths()
    assert min(CLASSIC) < 90 and max(CLASSIC) >= 400


@pytest.mark.parametrize("width", CLASSIC)
def test_what_a_figure_holds_stays_inside_the_inner_line(width):
    """Not a pixel of a sword, axe, halberd, sceptre, flower or leaf lies on the frame's
    inner line or beyond it (the seam is no frame: a shaft may run on to it)."""
    art = art_of(width)
    box, area = placed(width)
    half = (area.w, area.h // 2)
    over = frame_over(art, box.size, art.colours[0])
    origin = (area.x - box.x, area.y - box.y)
    for (rank, suit), look in make.LOOKS.items():
        if not (look.left or look.right):
            continue
        drawn = held_alone(look, half)
        ink = pygame.mask.from_surface(drawn, 0)
        frame = pygame.mask.from_surface(over.subsurface((*origin, *half)), 0)
        assert ink.count() > 0, (rank, suit)
        assert ink.overlap(frame, (0, 0)) is None, (width, rank, suit, look.right or look.left)


@pytest.mark.parametrize("width", CLASSIC)
def test_the_seam_runs_from_line_to_line(width, monkeypatch):
    """Drawn over an empty picture, the seam's row carries ink in every column from the
    left inner line to the right one: no cream between its ends and the frame."""
    monkeypatch.setattr(court_art, "figure_layers", lambda rank, suit: ())
    art = CardArt(*card_size(width))
    face = art.render_face(card(13, 2))
    box, area = placed(width)
    line = line_rect(art, box.size).move(box.topleft)
    row = max(range(area.y + area.h // 4, area.bottom - area.h // 4),
              key=lambda y: -sum(face.get_at((area.centerx, y))[:3]))
    assert abs(row - area.centery) <= 1
    pale = [x for x in range(line.x, line.right) if not differs_from_cream(face.get_at((x, row)),
                                                                             by=24)]
    assert pale == [], (width, row, pale)
    assert not differs_from_cream(face.get_at((area.centerx, row - 3)), by=24)   # a line


@pytest.mark.parametrize("width", CLASSIC)
def test_the_clothes_run_on_to_the_frame(width):
    """Down a half picture's lower part the sleeves reach the sides: at either side the
    outermost pixel the inner line does not wholly cover shows costume under the line,
    not the cream of an empty frame."""
    art = art_of(width)
    box, area = placed(width)
    over = frame_over(art, box.size, art.colours[0])
    empty = empty_panel(art, box.size, art.colours[0])
    half_h = area.h // 2
    for rank, suit in COURTS:
        face = court_face(width, rank, suit)
        for y in range(area.y + round(half_h * 0.82), area.y + round(half_h * 0.97)):
            row = y - box.y
            middle = box.w // 2
            left = min(x for x in range(middle) if all(over.get_at((v, row))[3] < COVERED
                                                       for v in range(x, middle)))
            right = max(x for x in range(middle, box.w) if all(over.get_at((v, row))[3] < COVERED
                                                               for v in range(middle, x + 1)))
            for x in (left, right):
                shown, bare = face.get_at((box.x + x, y)), empty.get_at((x, row))
                assert sum(abs(a - b) for a, b in zip(shown[:3], bare[:3])) > 40, \
                    (width, rank, suit, x, y, shown, bare)


def head_rows(face, area):
    """(rows from the opening's top to the first ink of the upper head, rows from the
    last ink of the lower head to the opening's bottom), in the middle of the picture."""
    xs = range(area.x + area.w * 3 // 10, area.right - area.w * 3 // 10)

    def inked(y):
        return any(differs_from_cream(face.get_at((x, y))) for x in xs)
    top = next(y for y in range(area.y + 1, area.bottom) if inked(y))
    bottom = next(y for y in range(area.bottom - 2, area.y, -1) if inked(y))
    return top - area.y, area.bottom - 1 - bottom


@pytest.mark.parametrize("width", CLASSIC)
def test_both_halves_have_the_same_room_over_the_head(width):
    _, area = placed(width)
    for rank, suit in COURTS:
        upper, lower = head_rows(court_face(width, rank, suit), area)
        assert abs(upper - lower) <= 1, (width, rank, suit, upper, lower)
        assert min(upper, lower) >= 2, (width, rank, suit, upper, lower)


@pytest.mark.parametrize("width", CLASSIC[::6] + CLASSIC[-1:])
def test_the_lower_half_is_the_upper_turned(width):
    """Away from the seam's rows, the picture turned 180 degrees is itself, frame too."""
    box, area = placed(width)
    for rank, suit in COURTS[::4]:
        panel = court_face(width, rank, suit).subsurface(box)
        turned = pygame.transform.flip(panel, True, True)
        seam = range(area.centery - box.y - 2, area.centery - box.y + 3)
        for y in range(box.h):
            if y not in seam:
                assert pygame.image.tobytes(panel.subsurface((0, y, box.w, 1)), "RGBA") == \
                    pygame.image.tobytes(turned.subsurface((0, y, box.w, 1)), "RGBA"), \
                    (width, rank, suit, y)
