"""The statistics tiles show their whole figure and caption at every window size from
640x480 and 480x640 up (at 640x480 "11:05" drew as "11:…" and "current streak" as
"current s…"): smaller type or two lines, never an ellipsis, all inside the tile."""

from types import SimpleNamespace

import pygame
import pytest

from game.scenes.statistics import figure_tiles
from game.scenes.statistics_layout import statistics_layout
from sprites.figure_tiles import MIN_TEXT, draw_tiles, tile_type

SIZES = [(640, 480), (480, 640), (800, 600), (1024, 600), (1280, 720), (720, 1280),
         (1920, 1080), (1080, 1920), (3840, 2160)]
LONGEST = SimpleNamespace(played=12345, won=10000, current_streak=1000, best_streak=1000,
                          best_time=36000.0, average_time=35999.0, best_score=12345,
                          average_score=9999.4, fewest_moves=1234)
SHORT = SimpleNamespace(played=1, won=1, current_streak=1, best_streak=1, best_time=665.0,
                        average_time=665.0, best_score=88, average_score=88,
                        fewest_moves=120)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("figures", [LONGEST, SHORT], ids=["longest", "short"])
def test_every_tile_shows_its_whole_figure_and_caption(size, figures):
    layout = statistics_layout(size)
    surface = pygame.Surface(size)
    tiles = figure_tiles(figures)
    drawn = draw_tiles(surface, layout.tiles, tiles, layout.unit)
    assert len(drawn) == len(tiles) == len(layout.tiles)
    for rect, (value, caption), tile in zip(layout.tiles, tiles, drawn):
        assert tile.value == value and "…" not in value
        assert " ".join(tile.lines) == caption and len(tile.lines) <= 2
        assert rect.contains(tile.value_rect), (value, rect, tile.value_rect)
        for line in tile.line_rects:
            assert rect.contains(line), (caption, rect, line)
            assert not line.colliderect(tile.value_rect)
    kind = tile_type(layout.tiles[0].size, tiles, layout.unit)
    assert kind.caption_size >= MIN_TEXT and kind.value_size > kind.caption_size


def test_a_caption_too_wide_for_one_line_takes_two_between_words():
    kind = tile_type((60, 60), [("1", "current streak"), ("2", "won")], unit=16)
    assert kind.captions == [["current", "streak"], ["won"]]


def test_tiles_of_a_grid_share_one_type_and_line_up():
    layout = statistics_layout((640, 480))
    drawn = draw_tiles(pygame.Surface((640, 480)), layout.tiles, figure_tiles(LONGEST),
                       layout.unit)
    for row in range(3):
        heights = {tile.value_rect.h for tile in drawn[row * 3:row * 3 + 3]}
        middles = {tile.value_rect.centery for tile in drawn[row * 3:row * 3 + 3]}
        assert len(heights) == 1 and len(middles) == 1
