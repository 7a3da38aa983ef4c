"""Card faces: exact sizes, lazy rendering and caching, colours, distinct cards, backs,
outlines."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.rules.cards import FACE_DOWN, card  # noqa: E402
from sprites import card_faces  # noqa: E402
from sprites.card_art import SIMPLE_BELOW  # noqa: E402
from sprites.card_faces import CardFaces, faces_for  # noqa: E402

SIZES = [(60, 84), (110, 155), (220, 308)]


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


@pytest.mark.parametrize("size", SIZES + [(71, 99), (153, 214)])
def test_every_surface_has_the_exact_size(size):
    faces = CardFaces(*size)
    for c in range(52):
        assert faces.face(c).get_size() == size
    assert faces.back().get_size() == size
    for kind in ("", "foundation", "stock", "stock-done"):
        assert faces.outline(kind).get_size() == size
    assert faces.highlight().get_size() == size


def test_surfaces_are_cached_per_card_and_kind():
    faces = CardFaces(110, 155)
    assert faces.face(5) is faces.face(5)
    assert faces.face(5) is not faces.face(6)
    assert faces.back() is faces.back()
    assert faces.outline("foundation") is faces.outline("foundation")
    assert faces.outline("foundation") is not faces.outline("")
    assert faces.highlight() is faces.highlight()


def test_face_down_int_gives_the_back():
    faces = CardFaces(110, 155)
    assert faces.face(card(7, 2) | FACE_DOWN) is faces.back()


def test_bad_card_is_refused():
    faces = CardFaces(110, 155)
    with pytest.raises(ValueError):
        faces.face(52)


def test_faces_for_keeps_the_last_two_card_sizes():
    """A resize back and forth reuses the faces; a drag through many sizes keeps two
    sets (each up to 15 MiB of rendered cards at 2560x1440)."""
    card_faces._FACES.clear()
    a = faces_for(110, 155)
    b = faces_for(120, 168)
    assert faces_for(110, 155) is a and faces_for(120, 168) is b
    for w in range(60, 80):
        faces_for(w, 100)
    assert faces_for(110, 155) is not a      # evicted, rebuilt
    assert len(card_faces._FACES) == card_faces._FACES.max_entries == 2


def _ink_colour(surf, rect):
    """The most saturated / darkest pixel in rect: the index ink."""
    best = None
    for y in range(rect.top, rect.bottom):
        for x in range(rect.left, rect.right):
            r, g, b, a = surf.get_at((x, y))
            if a < 250:
                continue
            darkness = 765 - (r + g + b)
            if best is None or darkness > best[0]:
                best = (darkness, (r, g, b))
    return best[1]


@pytest.mark.parametrize("size", SIZES)
def test_red_and_black_corner_index_differ(size):
    faces = CardFaces(*size)
    w, h = size
    corner = pygame.Rect(0, 0, w // 3, h // 4)
    for rank in (1, 7, 10, 12):
        red = _ink_colour(faces.face(card(rank, 2)), corner)         # hearts
        black = _ink_colour(faces.face(card(rank, 3)), corner)       # spades
        assert red[0] > 150 and red[1] < 80 and red[2] < 100, red
        assert max(black) < 80, black
        diamonds = _ink_colour(faces.face(card(rank, 1)), corner)
        clubs = _ink_colour(faces.face(card(rank, 0)), corner)
        assert diamonds[0] > 150 and max(clubs) < 80


@pytest.mark.parametrize("size", SIZES)
def test_every_card_looks_different(size):
    faces = CardFaces(*size)
    seen = {}
    for c in range(52):
        data = pygame.image.tobytes(faces.face(c), "RGBA")
        assert data not in seen, (c, seen.get(data))
        seen[data] = c
    assert pygame.image.tobytes(faces.back(), "RGBA") not in seen


@pytest.mark.parametrize("style", ["classic", "large-print"])
@pytest.mark.parametrize("size", SIZES)
def test_the_top_strip_alone_tells_every_card_apart(size, style):
    """A card covered by the next one in a column shows only `index_extent` pixels: rank
    and suit (under it) must both be there, within the 0.28 card heights by which the
    games fan their columns (a small card's larger index a little more; large print's
    huge one some 0.1 more)."""
    faces = CardFaces(*size, style=style)
    strip = pygame.Rect(0, 0, size[0], faces.index_extent)
    room = 0.28 if faces.art.width >= SIMPLE_BELOW else 0.32
    assert strip.h <= size[1] * (room if style == "classic" else 0.4)
    seen = set()
    for c in range(52):
        data = pygame.image.tobytes(faces.face(c).subsurface(strip), "RGBA")
        assert data not in seen
        seen.add(data)


def test_corner_index_is_inked_at_small_size():
    """At 60 px wide the index is big enough to carry real ink in the top-left corner."""
    faces = CardFaces(60, 84)
    surf = faces.face(card(10, 0))
    dark = sum(1 for y in range(0, 84 // 3) for x in range(0, 30)
               if sum(surf.get_at((x, y))[:3]) < 200)
    assert dark > 40


def test_corners_are_rounded_and_transparent():
    faces = CardFaces(110, 155)
    for surf in (faces.face(0), faces.back()):
        assert surf.get_at((0, 0)).a == 0
        assert surf.get_at((109, 154)).a == 0
        assert surf.get_at((55, 77)).a == 255


def test_back_and_outlines_have_content():
    faces = CardFaces(110, 155)
    back = faces.back()
    assert back.get_at((55, 77))[:3] != (255, 255, 255)
    plain = pygame.image.tobytes(faces.outline(), "RGBA")
    assert pygame.image.tobytes(faces.outline("foundation"), "RGBA") != plain
    assert pygame.image.tobytes(faces.outline("stock"), "RGBA") != plain
    # Outlines are translucent: the table shows through.
    assert 0 < faces.outline().get_at((55, 77)).a < 255
    assert 0 < faces.highlight().get_at((1, 77)).a < 255


def test_faces_are_rendered_when_first_asked_for(monkeypatch):
    """A new card size costs nothing until cards are drawn: a new CardFaces renders no
    face, and asking for a face renders that one only, once."""
    faces = CardFaces(111, 156)
    rendered = []
    steps = faces.art.face_steps
    monkeypatch.setattr(faces.art, "face_steps", lambda c: rendered.append(c) or steps(c))
    faces.back()
    faces.outline("stock")
    assert rendered == []
    seven = card(7, 2)
    assert faces.face(seven) is faces.face(seven)
    assert rendered == [seven]


def test_works_after_a_display_exists():
    pygame.display.init()
    try:
        pygame.display.set_mode((320, 200))
        faces = CardFaces(64, 90)
        surf = faces.face(0)
        assert surf.get_size() == (64, 90)
        assert surf.get_flags() & pygame.SRCALPHA
    finally:
        pygame.display.quit()


class Ticks:
    """A clock that moves one tick each time it is read."""

    def __init__(self):
        self.now = 0

    def __call__(self):
        self.now += 1
        return self.now


@pytest.mark.parametrize("card_id", [10, 24, 51, 0, 7])   # J, Q, K, an ace, pips
def test_a_face_rendered_ahead_in_pieces_is_the_face_rendered_at_once(card_id):
    """render_ahead draws a piece per tick it is given and finishes on a later call;
    the face is the one `face` renders in one go, pixel for pixel."""
    pygame.display.init()
    try:
        pygame.display.set_mode((64, 64))
        faces, whole, clock = CardFaces(408, 571), CardFaces(408, 571), Ticks()
        calls = 0
        while not faces.render_ahead(card_id, clock.now + 2, clock):   # a piece a call
            calls += 1
            assert not faces.rendered(card_id) and calls < 100
        assert faces.rendered(card_id)
        assert calls >= (6 if card_id in (10, 24, 51) else 1), "drawn in pieces"
        assert pygame.image.tobytes(faces.face(card_id), "RGBA") == \
            pygame.image.tobytes(whole.face(card_id), "RGBA")
        assert faces.render_ahead(card_id, clock.now, clock), "rendered: nothing to do"
    finally:
        pygame.display.quit()


def test_a_face_begun_ahead_is_finished_by_face_and_few_are_kept_begun():
    faces, whole, clock = CardFaces(408, 571), CardFaces(408, 571), Ticks()
    for card_id in (11, 25, 38):                            # three courts begun
        assert not faces.render_ahead(card_id, clock.now + 4, clock)
    assert len(faces._started) == card_faces.STARTED < 3
    for card_id in (11, 25, 38):                            # the first one dropped
        assert pygame.image.tobytes(faces.face(card_id), "RGBA") == \
            pygame.image.tobytes(whole.face(card_id), "RGBA")
    assert len(faces._started) == 0
    assert faces.face(38) is faces.face(38)
