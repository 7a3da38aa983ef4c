"""finish(): card images end in the display's per-pixel-alpha format, copied only when
they are not in it already."""

import pygame

from sprites.card_drawing import display_alpha_format, finish


def fmt(surface):
    return surface.get_bitsize(), surface.get_masks(), surface.get_shifts()


def test_a_surface_already_in_the_display_alpha_format_is_kept(app):
    drawn = pygame.Surface((30, 40), pygame.SRCALPHA)
    assert fmt(drawn) == display_alpha_format()
    assert finish(drawn) is drawn


def test_other_surfaces_are_converted_to_it(app):
    for surface in (pygame.Surface((30, 40)),
                    pygame.Surface((30, 40), pygame.SRCALPHA, 32,
                                   (0xFF, 0xFF00, 0xFF0000, 0xFF000000))):
        surface.fill((10, 200, 30))
        done = finish(surface)
        assert done is not surface and fmt(done) == display_alpha_format()
        assert done.get_flags() & pygame.SRCALPHA
        assert done.get_at((3, 3))[:3] == (10, 200, 30)
