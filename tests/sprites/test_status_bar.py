"""The status bar: three texts on one strip, the left one cut when the strip is short."""

import pygame

from sprites.status_bar import StatusBar


def test_status_bar_draw_takes_the_texts():
    bar = StatusBar()
    surf = pygame.Surface((600, 24), pygame.SRCALPHA)
    bar.draw(surf, surf.get_rect(), "Maze  ·  Game #7", "Moves: 3", "1:05")
    assert (bar.left, bar.centre, bar.right) == ("Maze  ·  Game #7", "Moves: 3", "1:05")


def ink_columns(surface, rect):
    """The x of every column of `rect` with opaque-ish text ink in it."""
    return [x for x in range(rect.left, rect.right)
            if any(surface.get_at((x, y)).a > 200 for y in range(rect.top, rect.bottom))]


def test_the_fields_are_drawn_left_and_right():
    bar = StatusBar("Forty Thieves   Game #12345", "Stock: 64", "Score 120   2:05")
    surf = pygame.Surface((800, 30), pygame.SRCALPHA)
    bar.draw(surf, surf.get_rect(), background=None)
    ink = ink_columns(surf, surf.get_rect())
    assert ink and ink[0] < 40 and ink[-1] > 760
    assert any(300 < x < 500 for x in ink)            # the centre text


def test_a_narrow_strip_keeps_the_right_text_and_cuts_the_left():
    bar = StatusBar("Forty Thieves   Game #12345 and a long tail", "", "Score 120")
    surf = pygame.Surface((150, 20), pygame.SRCALPHA)
    bar.draw(surf, pygame.Rect(0, 0, 150, 20), background=None)
    ink = ink_columns(surf, surf.get_rect())
    assert ink and ink[-1] < 150 and ink[-1] > 130
    assert surf.get_bounding_rect().w <= 150
