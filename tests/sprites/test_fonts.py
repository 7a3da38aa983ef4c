"""The shipped fonts: cached per size, and the cache stays small however many sizes."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from sprites import fonts  # noqa: E402


def test_the_same_size_gives_the_same_font():
    pygame.font.init()
    assert fonts.font(20) is fonts.font(20)
    assert fonts.font(20, bold=True) is not fonts.font(20)
    assert fonts.font(2).get_height() == fonts.font(6).get_height()     # 6 px at least


def test_hundreds_of_sizes_keep_only_the_latest():
    """A drag-resize asks for a new size of every face at every step: the cache forgets
    the oldest sizes instead of growing (it held hundreds of fonts, ~0.3 MiB each)."""
    pygame.font.init()
    for size in range(6, 406):
        fonts.font(size)
    assert len(fonts._CACHE) < 100             # it was one font per size asked: 400
    assert len(fonts._CACHE) <= fonts._CACHE.max_entries
    latest = fonts.font(405)
    assert fonts.font(405) is latest
