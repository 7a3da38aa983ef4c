"""What flying cards cover: the opaque band of a card image, and the places left to copy."""

import random

import pygame
from pygame import Rect

from game.render.cover import covered_rect, opaque_band, uncovered
from sprites.card_faces import CardFaces


def cells(rects):
    return {(x, y) for r in rects for x in range(r.left, r.right)
            for y in range(r.top, r.bottom)}


def test_a_card_is_opaque_edge_to_edge_between_its_rounded_corners(app):
    faces = CardFaces(120, 168)
    for image in (faces.face(0), faces.face(11), faces.back()):
        top, bottom = opaque_band(image)
        assert 0 < top < faces.radius + 2 and faces.height - faces.radius - 2 < bottom < 168
        for y in range(top, bottom):
            assert all(image.get_at((x, y)).a == 255 for x in range(0, 120, 7))
        assert image.get_at((0, 0)).a < 255 and image.get_at((0, top - 1)).a < 255


def test_a_translucent_image_covers_nothing_and_an_opaque_one_all():
    glow = pygame.Surface((10, 10), pygame.SRCALPHA)
    glow.fill((255, 255, 0, 120))
    assert opaque_band(glow) is None and covered_rect(glow, (5, 5)) is None
    plain = pygame.Surface((10, 6))
    assert covered_rect(plain, (3, 4)) == Rect(3, 4, 10, 6)


def test_uncovered_is_exactly_what_the_covers_leave():
    rng = random.Random(3)
    for _ in range(60):
        rects = [Rect(rng.randrange(40), rng.randrange(40), rng.randrange(1, 25),
                      rng.randrange(1, 25)) for _ in range(rng.randrange(1, 4))]
        covers = [Rect(rng.randrange(40), rng.randrange(40), rng.randrange(1, 25),
                       rng.randrange(1, 25)) for _ in range(rng.randrange(0, 4))]
        pieces = uncovered(rects, covers + [None])
        assert cells(pieces) == cells(rects) - cells(covers)


def test_cards_drawn_with_their_middles_copied_look_as_blended_ones(app):
    """A card's opaque middle copied from an opaque copy, its corner strips blended,
    shows exactly what blending the whole card shows, over any background."""
    from game.render.cover import OpaqueBlits
    faces = CardFaces(170, 238)
    rng = random.Random(5)
    background = pygame.Surface((400, 300)).convert()
    for _ in range(300):
        background.fill([rng.randrange(256) for _ in range(3)],
                        (rng.randrange(400), rng.randrange(300), 17, 13))
    cards = [(faces.face(c), (rng.randrange(-40, 300), rng.randrange(-40, 150)), None)
             for c in (0, 11, 25, 38, 51)] + [(faces.back(), (30, 40), None)]
    narrowed = pygame.transform.scale(faces.face(7), (60, 238))
    cards.append((narrowed, (200, 20), faces.face(7)))
    blitter = OpaqueBlits()
    for _ in range(3):                      # copies are made from the second frame on
        split, whole = background.copy(), background.copy()
        blits = blitter(cards)
        split.blits(blits)
        whole.blits([(image, at) for image, at, _ in cards])
        assert pygame.image.tobytes(split, "RGB") == pygame.image.tobytes(whole, "RGB")
    assert len(blits) > len(cards), "the middles were copied"


def test_small_cards_are_blended_whole_and_keep_no_copies(app):
    from game.render.cover import OpaqueBlits
    faces = CardFaces(100, 140)
    cards = [(faces.face(3), (0, 0), None)]
    blitter = OpaqueBlits()
    assert blitter(cards) == blitter(cards) == [(faces.face(3), (0, 0))]


def test_opaque_copies_are_kept_for_a_bounded_number_of_cards(app):
    """However many big cards fly, frame after frame, the opaque copies kept stay
    within OPAQUE_KEPT, and at most OPAQUE_MADE are made in one frame."""
    from game.render import cover
    faces = CardFaces(170, 238)
    blitter = cover.OpaqueBlits()
    kept = cover._OPAQUE._items
    for start in range(0, 52, 4):
        cards = [(faces.face(c), (0, 0), None) for c in range(start, start + 4)]
        before = set(kept)
        for _ in range(3):              # copies are made from the second frame on
            blitter(cards)
        assert len(set(kept) - before) <= 2 * cover.OPAQUE_MADE
        assert len(kept) <= cover.OPAQUE_KEPT
    assert len(kept) == cover.OPAQUE_KEPT, "the bound was reached"


def test_the_opaque_band_is_the_run_of_opaque_rows_around_the_middle():
    """Found by halving, it is the band a row-by-row look finds, on images with
    see-through pixels scattered over their rows (and none in the middle row)."""
    from game.render.cover import _find_band
    rng = random.Random(9)
    for _ in range(80):
        w, h = rng.randrange(1, 30), rng.randrange(2, 40)
        image = pygame.Surface((w, h), pygame.SRCALPHA)
        image.fill((200, 10, 10, 255))
        for _ in range(rng.randrange(0, 6)):
            image.set_at((rng.randrange(w), rng.randrange(h)), (0, 0, 0, rng.randrange(255)))
        opaque = [all(image.get_at((x, y)).a == 255 for x in range(w)) for y in range(h)]
        middle = h // 2
        if not opaque[middle]:
            assert _find_band(image) is None
            continue
        top, bottom = middle, middle + 1
        while top > 0 and opaque[top - 1]:
            top -= 1
        while bottom < h and opaque[bottom]:
            bottom += 1
        assert _find_band(image) == (top, bottom), (w, h)
