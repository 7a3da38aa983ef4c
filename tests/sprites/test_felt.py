"""The felt background: exact size, cached, green with grain to every edge, deterministic."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from sprites.felt import felt  # noqa: E402


def test_size_and_cache():
    a = felt((800, 600))
    assert a.get_size() == (800, 600)
    assert felt((800, 600)) is a
    assert felt((801, 600)).get_size() == (801, 600)


def test_is_green_with_a_gradient_and_grain():
    surf = felt((640, 480))
    r, g, b, _ = surf.get_at((320, 240))
    assert g > r + 30 and g > b + 20
    top = sum(surf.get_at((x, 10))[1] for x in range(300, 340))
    bottom = sum(surf.get_at((x, 470))[1] for x in range(300, 340))
    assert top > bottom
    row = {tuple(surf.get_at((x, 200))) for x in range(100, 140)}
    assert len(row) > 3        # fine noise, not a flat colour


def test_deterministic():
    from sprites import felt as felt_mod
    a = felt((300, 200))
    felt_mod._CACHE.clear()
    b = felt((300, 200))
    assert a is not b
    assert a.get_view("2").raw == b.get_view("2").raw


def test_light_and_grain_reach_every_edge():
    """A size that is a multiple neither of the grain tile (256 px) nor of the light's
    4-px blocks: the last partial tile still has grain, and every corner is felt green."""
    surf = felt((601, 301))
    assert surf.get_size() == (601, 301)
    pairs = [(surf.get_at((x, y)), surf.get_at((x + 1, y)))
             for x in range(560, 600) for y in range(270, 301)]
    assert sum(a != b for a, b in pairs) > 0.5 * len(pairs)    # light alone: 5 % differ
    for pos in [(0, 0), (600, 0), (0, 300), (600, 300)]:
        r, g, b, _ = surf.get_at(pos)
        assert g > r + 20 and g > b + 10, pos


def test_keeps_the_felt_of_the_last_two_window_sizes_only():
    """A resize back and forth reuses the felt; a drag through many sizes keeps two
    (each is a whole window of pixels: 14 MiB at 2560x1440)."""
    from sprites import felt as felt_mod
    previous = felt((640, 360))
    current = felt((660, 370))
    assert felt((640, 360)) is previous and felt((660, 370)) is current
    for width in range(200, 230):
        felt((width, 150))
    assert len(felt_mod._CACHE) == felt_mod._CACHE.max_entries == 2


def test_painting_any_part_gives_the_felts_own_pixels():
    """paint_felt (what the table's layer is drawn with, keeping no window-sized felt)
    gives exactly felt()'s pixels, whole or over any rectangle, at sizes not divisible
    by four too."""
    import random

    import pygame

    from sprites.felt import paint_felt
    for size in ((643, 481), (640, 480), (333, 241)):
        ref = pygame.image.tobytes(felt(size, "blue"), "RGB")
        out = pygame.Surface(size, 0, 32)
        paint_felt(out, size, "blue")
        assert pygame.image.tobytes(out, "RGB") == ref
        out.fill((1, 2, 3))
        rng = random.Random(size[0])
        for _ in range(40):
            rect = pygame.Rect(rng.randrange(-20, size[0]), rng.randrange(-20, size[1]),
                               rng.randrange(1, 300), rng.randrange(1, 300))
            paint_felt(out, size, "blue", rect)
            part = rect.clip(out.get_rect())
            if part.w and part.h:
                assert pygame.image.tobytes(out.subsurface(part), "RGB") == \
                    pygame.image.tobytes(felt(size, "blue").subsurface(part), "RGB")
        out.fill((1, 2, 3))
        out.set_clip((0, 0, 10, 10))
        paint_felt(out, size, "blue", (0, 0, 50, 50))     # a clip set before stays
        assert out.get_clip() == pygame.Rect(0, 0, 10, 10)
        assert tuple(out.get_at((20, 20)))[:3] == (1, 2, 3)
