"""Rounded panels, opaque for overlays, and their capped cache."""

import pygame
import pytest

from sprites import panels
from sprites.panels import draw_panel, rounded_surface


def test_a_panel_is_opaque_with_rounded_corners():
    surf = pygame.Surface((300, 200), pygame.SRCALPHA)
    assert draw_panel(surf, pygame.Rect(10, 10, 100, 60)) == pygame.Rect(10, 10, 100, 60)
    assert surf.get_at((60, 40)).a == 255
    assert surf.get_at((10, 10)).a == 0                   # the corner is cut
    assert surf.get_at((5, 5)).a == 0                     # nothing outside the rect


@pytest.mark.parametrize("under", [(253, 253, 250), (200, 30, 40), (0, 0, 0)])
def test_nothing_under_a_panel_shows_through_it_nor_its_edge(under):
    """(A white card under a dialog ghosted through its text at 94 % opacity.)"""
    from sprites.palette import PANEL_COLOR
    surf = pygame.Surface((300, 200))
    surf.fill(under)                                      # a card face under a dialog
    draw_panel(surf, pygame.Rect(10, 10, 200, 120))
    assert surf.get_at((110, 70)) == PANEL_COLOR
    edge = [tuple(surf.get_at((x, 10))) for x in range(60, 160)]       # the top border
    assert len(set(edge)) == 1 and edge[0] != PANEL_COLOR
    surf.fill((0, 0, 0) if under != (0, 0, 0) else (255, 255, 255))
    draw_panel(surf, pygame.Rect(10, 10, 200, 120))
    assert tuple(surf.get_at((100, 10))) == edge[0]       # whatever lies under it


def test_the_same_shape_is_rendered_once():
    a = rounded_surface((120, 40), (0, 0, 0, 80), 8, (255, 255, 255, 60))
    assert rounded_surface((120, 40), (0, 0, 0, 80), 8, (255, 255, 255, 60)) is a
    assert rounded_surface((121, 40), (0, 0, 0, 80), 8, (255, 255, 255, 60)) is not a


def test_shape_cache_is_capped_in_entries_and_bytes():
    """Panels drawn at every size of a drag-resize: the cache keeps the latest within its
    caps."""
    for size in range(12, 112):
        rounded_surface((200 + 20 * size, 100 + 10 * size), (16, 22, 28, 218), 12)
    cache = panels._CACHE
    assert len(cache) <= cache.max_entries
    assert cache.nbytes <= cache.max_bytes <= 32 * 2**20
