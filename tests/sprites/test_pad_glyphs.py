"""The Keys page's Controller section: each pad family's buttons drawn as printed on it,
and the rows that follow the pad used last."""

import pygame
import pytest

from sprites.pad_glyphs import PLAYSTATION, XBOX, draw_glyph, glyph_width

NAMES = ("a", "b", "x", "y", "lb", "rb", "lt", "rt", "start", "back", "dpad", "lstick",
         "rstick")


def drawn(family, name, height=40):
    surface = pygame.Surface((4 * height, height), pygame.SRCALPHA)     # clear
    draw_glyph(surface, family, name, pygame.Rect(0, 0, glyph_width(name, height, family),
                                                   height))
    return surface


def colours(surface):
    w, h = surface.get_size()
    return {tuple(surface.get_at((x, y)))[:3] for x in range(w) for y in range(h)
            if surface.get_at((x, y))[3]}


@pytest.mark.parametrize("family", ("xbox", "playstation", "nintendo"))
@pytest.mark.parametrize("name", NAMES)
def test_every_control_of_every_family_draws_inside_its_box(family, name):
    surface = drawn(family, name)
    width = glyph_width(name, 40, family)
    assert surface.get_bounding_rect().w > 0
    assert surface.get_bounding_rect().right <= width


def test_xbox_letters_sit_on_their_colours_and_playstation_has_its_shapes():
    assert XBOX["a"] in colours(drawn("xbox", "a"))
    assert XBOX["b"] in colours(drawn("xbox", "b"))
    cross = drawn("playstation", "a")
    assert PLAYSTATION["a"] in colours(cross) and XBOX["a"] not in colours(cross)
    # the circle is a ring: its colour round the middle, not in it
    circle = drawn("playstation", "b")
    assert circle.get_at((20, 20))[:3] != PLAYSTATION["b"]
    assert PLAYSTATION["b"] in colours(circle)


def test_the_families_name_their_buttons_their_own_way():
    as_image = pygame.image.tobytes
    assert as_image(drawn("xbox", "lb"), "RGBA") != as_image(drawn("nintendo", "lb"), "RGBA")
    assert as_image(drawn("xbox", "x"), "RGBA") != as_image(drawn("nintendo", "x"), "RGBA")
    assert glyph_width("start", 40, "playstation") > glyph_width("start", 40, "nintendo")
