"""The card widths the game's tables use: every game's layout fitted between the table's
bars, as the table lays itself out (game.scenes.table.scene.TableScene.resize), in the
windows players open, from 1024x600 to 3840x2160 and a portrait screen."""

import functools

WINDOWS = [(1024, 600), (1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440),
           (3840, 2160), (1080, 1920)]


@functools.cache
def table_card_widths() -> tuple[int, ...]:
    """Every card width a table is drawn at in WINDOWS, smallest first."""
    import pygame

    from game.rules import GAMES, rules_for
    from game.scenes.common.bars import table_bands
    from game.scenes.common.geometry import Geometry
    from game.scenes.table.fan_strips import fan_strips
    if not pygame.font.get_init():
        pygame.font.init()
    widths = set()
    for width, height in WINDOWS:
        bar_h, status_h = table_bands((width, height))
        area = (0, bar_h, width, height - bar_h - status_h)
        for game in GAMES:
            widths.add(Geometry.best(rules_for(game).layouts(), area, *fan_strips()).card_w)
    return tuple(sorted(widths))


def card_size(width: int) -> tuple[int, int]:
    """A card's (width, height) as the table makes it from its width."""
    return width, round(width * 1.4)
