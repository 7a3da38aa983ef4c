"""The card back's lattice repeats every cell to the pixel at every card size the game
and its rules pages use (no moire), its cell a whole, even number of pixels."""

import pygame
import pytest

from sprites.card_back import field_inset, lattice_cell
from sprites.card_faces import CardFaces

# Card sizes of the tables at 1024x600, 1280x720, 1920x1080 and 3840x2160, and of the
# rules pages' pictures.
SIZES = [(23, 32), (28, 39), (36, 51), (43, 60), (48, 67), (57, 80), (58, 81), (70, 98),
         (72, 101), (83, 116), (87, 122), (100, 140), (131, 183), (262, 367), (408, 571)]


def test_the_cell_is_a_whole_even_number_of_pixels_about_a_seventh_of_the_field():
    for width in range(12, 600):
        cell = lattice_cell(width)
        assert isinstance(cell, int) and cell % 2 == 0 and cell >= 4
        if width >= 56:
            assert width / 8.5 <= cell <= width / 5.5, (width, cell)


@pytest.mark.parametrize("size", SIZES)
def test_the_lattice_repeats_every_cell_to_the_pixel(size):
    """Inside the ring round the field, the back shifted by one cell across or down is
    the back: a lattice whose period is not a whole number of pixels beats (moire)."""
    w, h = size
    faces = CardFaces(w, h)
    back = faces.back()
    inset = field_inset(w)
    cell = lattice_cell(w - 2 * inset)
    ring = max(1, round(w / 90))
    keep = max(3 * ring + 2, faces.radius)
    inner = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset).inflate(-2 * keep,
                                                                           -2 * keep)
    assert inner.w > cell and inner.h > cell, (size, inner, cell)

    def pixels(dx, dy):
        return pygame.image.tobytes(back.subsurface(
            (inner.x + dx, inner.y + dy, inner.w - cell, inner.h - cell)), "RGBA")
    assert pixels(0, 0) == pixels(cell, 0), size
    assert pixels(0, 0) == pixels(0, cell), size
    assert pixels(0, 0) != pixels(cell // 2, 0), size        # a lattice, not a plain field
