"""Where the toast goes: centred just above the status bar on every table, wrapped at a
share of the window's width, never over the status bar nor off the window."""

import pygame
import pytest

from game.render.toast_place import WIDTH, toast_place
from sprites.toast import Toast


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (720, 1280), (3840, 2160)])
def test_a_toast_sits_centred_just_above_the_status_bar(app, size):
    toast = Toast()
    toast.show("Nothing to undo", 0.0)
    status = pygame.Rect(0, size[1] - 30, size[0], 30)
    box, text_size, max_width = toast_place(toast, size, status)
    assert max_width == round(size[0] * WIDTH)
    assert box.bottom < status.top and status.top - box.bottom <= max(4, status.h // 4)
    assert abs(box.centerx - size[0] // 2) <= 1
    assert text_size == Toast.text_size(min(size))


def test_a_long_toast_wraps_within_its_width_and_stays_on_the_window(app):
    toast = Toast()
    toast.show("A refusal that says at length why the cards cannot go there " * 6, 0.0)
    size = (800, 300)
    status = pygame.Rect(0, 270, 800, 30)
    box, _, max_width = toast_place(toast, size, status)
    assert box.w <= max_width and box.h > 3 * Toast.text_size(300)
    assert box.top >= 0 and box.bottom <= status.top
