"""Toasts: shown for a while of game time, faded in and out, wrapped and centred."""

import pygame

from sprites.fonts import font
from sprites.toast import Toast


def test_toast_expires_on_the_game_clock_and_fades():
    toast = Toast(duration=2.0, fade=0.5)
    assert not toast.active(0.0)
    toast.show("Hint: move 7♥ onto 8♠", now=10.0)
    assert toast.active(10.0) and toast.active(11.9)
    assert toast.alpha(11.0) == 255
    assert 0 < toast.alpha(11.75) < 255
    assert not toast.active(12.0) and toast.alpha(12.5) == 0
    surf = pygame.Surface((640, 480), pygame.SRCALPHA)
    toast.show("hello", now=0.0)
    toast.draw(surf, 1.0)
    assert surf.get_bounding_rect().w > 0
    blank = pygame.Surface((640, 480), pygame.SRCALPHA)
    toast.draw(blank, 5.0)
    assert blank.get_bounding_rect().w == 0


def test_a_long_message_wraps_within_the_width():
    toast = Toast()
    toast.show("8♥ cannot go on 9♣: build down in the same colour, one card at a time",
               now=0.0)
    one_line = font(16).get_linesize()
    w, h = toast.box_size(16, 200)
    assert w <= 200 and h > 2 * one_line
    surf = pygame.Surface((640, 480), pygame.SRCALPHA)
    toast.draw(surf, 1.0, center=(320, 240), size=16, max_width=200)
    assert toast.rect.size == (w, h) and toast.rect.center == (320, 240)
