"""Card pixels stay as they were: every face (both styles, both suit colourings), back,
outline and highlight at 87x122 and 408x571 against digests of the images drawn before
the renderers were made faster (tests/sprites/data/face_digests.json), and each shortcut
against the plain way it replaces (drawn whole, supersampled, smoothscaled) at many
sizes.

The bound is exact: the shortcuts compute the very same pixels (smoothscale at a whole
factor averages each block on its own), so any difference is a change of the design.
The digests belong to the pinned pygame-ce (its FreeType draws the glyphs); a deliberate
change of the cards' looks remakes them (see remake_digests).
"""

import hashlib
import json
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from sprites.card_drawing import (  # noqa: E402
    BACK_SCHEMES,
    FACE_BORDER,
    FACE_WHITE,
    _round_rect_whole,
    round_rect_ss,
)
from sprites.card_faces import CardFaces  # noqa: E402

DIGESTS = os.path.join(os.path.dirname(__file__), "data", "face_digests.json")
SIZES = [(87, 122), (408, 571)]


def digest(surface) -> str:
    return hashlib.sha256(pygame.image.tobytes(surface, "RGBA")).hexdigest()[:16]


def images(size):
    """Every card image of `size`, by the name its digest is kept under."""
    w, h = size
    for style in ("classic", "large-print"):
        for four in (False, True):
            faces = CardFaces(w, h, four_colour=four, style=style)
            name = f"{w}x{h} {'four' if four else 'two'}"
            name += " face" if style == "classic" else f" {style} face"
            for c in range(52):
                yield f"{name} {c}", faces.face(c)
    for back in BACK_SCHEMES:
        yield f"{w}x{h} two back {back}", CardFaces(w, h, back=back).back()
    faces = CardFaces(w, h)
    for kind in ("", "foundation", "stock", "stock-done"):
        yield f"{w}x{h} two outline {kind}", faces.outline(kind)
    for kind in ("", "hint"):
        yield f"{w}x{h} two highlight {kind}", faces.highlight(kind)


# python -c "from tests.sprites.test_card_pixels import *; remake_digests()"
def remake_digests():
    pygame.font.init()
    found = {name: digest(s) for size in SIZES for name, s in images(size)}
    with open(DIGESTS, "w") as out:
        json.dump(found, out, indent=0, sort_keys=True)


@pytest.mark.parametrize("size", SIZES)
def test_every_card_image_has_its_pixels_of_before(size):
    with open(DIGESTS) as f:
        expected = json.load(f)
    changed = [name for name, surface in images(size) if digest(surface) != expected[name]]
    assert changed == []


def test_a_changed_pixel_is_seen():
    surface = CardFaces(87, 122).face(30).copy()
    before = digest(surface)
    r, g, b, a = surface.get_at((40, 60))
    surface.set_at((40, 60), (r ^ 1, g, b, a))
    assert digest(surface) != before


def test_rounded_rect_is_the_one_drawn_whole():
    """round_rect_ss puts big rects together from a small one's corners and edges: the
    same pixels as drawing the whole supersampled, at sizes, radii and borders."""
    rng = random.Random(7)
    cases = [((408, 571), 31, 3), ((262, 367), 20, 2), ((87, 122), 7, 1), ((20, 25), 2, 1),
             ((9, 9), 2, 0), ((300, 40), 6, 0)]
    cases += [((rng.randint(8, 300), rng.randint(8, 300)), rng.randint(0, 25),
               rng.randint(0, 4)) for _ in range(25)]
    for size, radius, border in cases:
        args = (FACE_WHITE, radius, border, FACE_BORDER if border else None)
        fast = round_rect_ss(size, *args)
        whole = _round_rect_whole(size, *args, 4)
        assert fast.get_size() == size
        assert pygame.image.tobytes(fast, "RGBA") == pygame.image.tobytes(whole, "RGBA"), \
            (size, radius, border)


def _outline_drawn_whole(faces, kind):
    """CardFaces' empty-pile slot as it was drawn: slot and stock mark whole, SUPER x."""
    w, h = faces.size
    ss = 4
    lw = max(1, round(w / 70)) * ss
    out = faces._outline_whole((w, h), lw)
    if kind in ("stock", "stock-done"):
        mark = (255, 255, 255, 70)
        ring = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
        r = round(min(w, h) * 0.26) * ss
        c = (w * ss // 2, h * ss // 2)
        t = max(2, round(w * 0.05)) * ss
        a = t * 1.6
        if kind == "stock":
            pygame.draw.circle(ring, mark, c, r, t)
            pygame.draw.polygon(ring, mark, [(c[0] + a * 0.2, c[1] - r - a),
                                             (c[0] + a * 1.5, c[1] - r + t / 2),
                                             (c[0] + a * 0.2, c[1] - r + t + a)])
            pygame.draw.rect(ring, (0, 0, 0, 0), (c[0] - a * 1.6, c[1] - r - t, a * 1.8,
                                                  t * 2 + 1))
        else:
            for sx in (-1, 1):
                pygame.draw.line(ring, mark, (c[0] - r * 0.7, c[1] - sx * r * 0.7),
                                 (c[0] + r * 0.7, c[1] + sx * r * 0.7), t)
        out.blit(pygame.transform.smoothscale(ring, (w, h)), (0, 0))
    return out


def test_empty_slots_are_the_ones_drawn_whole():
    """The slot is put together from its corners and the stock's mark drawn large over
    its own square only: the same pixels as both drawn whole, at many card sizes."""
    rng = random.Random(5)
    for w in [60, 87, 262, 408] + rng.sample(range(40, 520), 10):
        faces = CardFaces(w, round(w * rng.uniform(1.3, 1.5)))
        for kind in ("", "stock", "stock-done"):
            fast = faces._render_outline(kind)
            whole = _outline_drawn_whole(faces, kind)
            assert pygame.image.tobytes(fast, "RGBA") == pygame.image.tobytes(whole, "RGBA"), \
                (faces.size, kind)


def test_glows_are_the_ones_drawn_whole():
    """A drop target's or hint's glow is put together from its corners: the same pixels
    as the glow drawn whole, at many card sizes."""
    rng = random.Random(9)
    for w in [60, 87, 262, 408] + rng.sample(range(30, 520), 10):
        faces = CardFaces(w, round(w * rng.uniform(1.3, 1.5)))
        glow = max(3, round(w * 0.07))
        for kind, colour in (("", (255, 214, 80)), ("hint", (110, 200, 255))):
            fast = faces._render_highlight(kind)
            whole = faces._highlight_whole(faces.size, colour, glow)
            assert pygame.image.tobytes(fast, "RGBA") == pygame.image.tobytes(whole, "RGBA"), \
                (faces.size, kind)
