"""The court figures: the committed SVG files are what the generator makes, each of the
twelve is a picture of its own drawn in layers that add up to the whole, and a court
face is double-ended, its pip in the picture's corner in the suit's ink."""

import io

import pygame
import pytest

from game.resources import resource_path
from game.rules.cards import RANK, SUIT
from sprites import court_art
from sprites.card_art import CardArt, run_steps
from sprites.card_drawing import COURT_FILL
from sprites.court_art import (
    VIEW_HEIGHTS,
    VIEW_TOP,
    VIEW_WIDTH,
    figure_layers,
    figure_view,
    render_layer,
)
from sprites.court_frame import picture_area
from sprites.courts import file_name, make

COURTS = [(rank, suit) for suit in range(4) for rank in (11, 12, 13)]
FOLDER = resource_path("sprites", "courts")


def whole(rank, suit, size, view):
    """The figure's file rendered in one go (not layer by layer) at `size`."""
    text = (FOLDER / file_name(rank, suit)).read_text("utf-8")
    rest = text.split(">", 1)[1]
    w, h = size
    x, y, vw, vh = view
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
           f'viewBox="{x:.4f} {y:.4f} {vw:.4f} {vh:.4f}" preserveAspectRatio="none">{rest}')
    return pygame.image.load_sized_svg(io.BytesIO(svg.encode()), size)


def on_cream(picture):
    out = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
    out.fill((*COURT_FILL, 255))
    out.blit(picture, (0, 0))
    return out


def layered(rank, suit, size, view):
    """The figure drawn a layer at a time onto the court's cream, as court_steps does."""
    out = on_cream(pygame.Surface(size, pygame.SRCALPHA))
    for layer in figure_layers(rank, suit):
        out.blit(render_layer(layer, size, view), (0, 0))
    return out


def test_the_committed_figures_are_what_the_generator_makes(tmp_path):
    written = make.write_all(tmp_path)
    assert sorted(p.name for p in written) == sorted(file_name(r, s, small) for r, s in COURTS
                                                     for small in (False, True))
    for made in written:
        assert made.read_text("utf-8") == (FOLDER / made.name).read_text("utf-8"), made.name


def test_no_view_shows_more_than_the_figures_draw():
    """A half picture of any shape shows the figure's full width or more and, from a
    little above its crown, no further down than the robe the files draw."""
    assert make.VIEW == (VIEW_WIDTH, make.VIEW[1]) and VIEW_TOP + VIEW_HEIGHTS[1] <= make.VIEW[1]
    for w, h in [(40, 20), (200, 100), (230, 181), (150, 150), (180, 240), (60, 200)]:
        x, y, vw, vh = figure_view((w, h))
        assert VIEW_HEIGHTS[0] <= vh <= VIEW_HEIGHTS[1] and y == VIEW_TOP < 0
        assert vw / vh == pytest.approx(w / h) and x + vw / 2 == pytest.approx(100)


@pytest.mark.parametrize("size", [(40, 34), (150, 118), (230, 181)])
def test_the_layers_add_up_to_the_whole_figure(size):
    """Drawn a layer at a time (so that a court renders in pieces) the figure is the
    one nanosvg draws from the whole file, to within the rounding of blending: a few
    levels, where anti-aliased edges of several layers meet."""
    view = figure_view(size)
    for rank, suit in COURTS:
        a = pygame.image.tobytes(layered(rank, suit, size, view), "RGBA")
        b = pygame.image.tobytes(on_cream(whole(rank, suit, size, view)), "RGBA")
        differences = [abs(p - q) for p, q in zip(a, b)]
        assert max(differences) <= 8, (rank, suit, size, max(differences))
        assert sum(d > 2 for d in differences) <= len(a) * 0.005, (rank, suit, size)


def test_each_court_is_a_figure_of_its_own():
    size = (150, 118)
    view = figure_view(size)
    seen = {}
    for rank, suit in COURTS:
        picture = whole(rank, suit, size, view)
        assert picture.get_size() == size
        covered = pygame.mask.from_surface(picture, 127).count()
        assert covered > 0.36 * size[0] * size[1], (rank, suit, covered)
        data = pygame.image.tobytes(picture, "RGBA")
        assert data not in seen, ((rank, suit), seen.get(data))
        seen[data] = (rank, suit)


def test_a_figure_file_without_layers_is_refused(tmp_path, monkeypatch):
    (tmp_path / "sprites" / "courts").mkdir(parents=True)
    (tmp_path / "sprites" / "courts" / file_name(13, 2)).write_text("<svg>\n</svg>\n")
    monkeypatch.setattr(court_art, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    figure_layers.cache_clear()
    try:
        with pytest.raises(ValueError, match="king-hearts.svg holds no figure layers"):
            figure_layers(13, 2)
    finally:
        figure_layers.cache_clear()
    with pytest.raises(ValueError, match="no court figure"):
        file_name(10, 2)


@pytest.mark.parametrize("width", [100, 262, 408])
def test_a_court_is_double_ended(width):
    """The lower half of the picture is the upper turned 180 degrees, pip and all."""
    art = CardArt(width, round(width * 1.4))
    box = art.court_box()
    for c in (10, 24, 51):
        face = art.render_face(c)
        area = picture_area(art, box.size).move(box.topleft)
        half = area.h // 2
        top = face.subsurface((area.x, area.y, area.w, half - 2))
        bottom = face.subsurface((area.x, area.bottom - half + 2, area.w, half - 2))
        turned = pygame.transform.flip(bottom, True, True)
        assert pygame.image.tobytes(top, "RGBA") == pygame.image.tobytes(turned, "RGBA")


def test_a_court_is_drawn_in_pieces_and_one_go_alike():
    art, other = CardArt(408, 571), CardArt(408, 571)
    for c in (10, 24, 51):
        steps = art.face_steps(c)
        pieces = 0
        while True:
            try:
                next(steps)
                pieces += 1
            except StopIteration as done:
                face = done.value
                break
        assert pieces >= 2 + len(figure_layers(RANK[c], SUIT[c]))
        assert pygame.image.tobytes(face, "RGBA") == \
            pygame.image.tobytes(run_steps(other.face_steps(c)), "RGBA")


def darkest(surface, rect):
    pixels = (tuple(surface.get_at((x, y))) for y in range(rect.top, rect.bottom)
              for x in range(rect.left, rect.right))
    return min((p[:3] for p in pixels if p[3] >= 250), key=sum)


@pytest.mark.parametrize("four", [False, True])
def test_the_pip_in_the_pictures_corner_is_in_the_suits_ink(four):
    art = CardArt(300, 420, four_colour=four)
    box = art.court_box()
    area = picture_area(art, box.size).move(box.topleft).inflate(-4, -4)  # off the line
    corner = pygame.Rect(area.x, area.y, area.w // 4, area.h // 8)
    for suit in range(4):
        face = art.render_face(suit * 13 + 12)          # the king
        r, g, b = darkest(face, corner)
        assert (r, g, b) == art.colours[suit], (suit, (r, g, b))
