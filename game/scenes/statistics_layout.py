"""Where the statistics screen puts things, from the window size alone (pure arithmetic
on pygame Rects; no drawing).

Landscape: a header (previous game, Reset, the title, Daily, next game, Close), then the
figures on the left (the win-rate ring on a card over a 3 x 3 grid of tiles) and the
charts stacked on the right (the last games, the win rate line, the time histogram).
Portrait: the ring beside the tiles, the charts under them. An empty history: a fan of
cards and a message in the middle. In a right-to-left language the whole layout is
mirrored (the charts inside their panels still run left to right, as time does on them).
"""

from typing import NamedTuple

import pygame

from game.scenes.common.geometry import hud_unit
from sprites.mirror import is_rtl, mirrored

TILE_COLUMNS = 3
TILE_COUNT = 9
FAN_ASPECT = 1.6            # the empty state's fan of cards: about this wide for its height


class StatisticsLayout(NamedTuple):
    unit: int
    title: pygame.Rect
    title_text: int
    button_text: int
    previous: pygame.Rect
    next: pygame.Rect
    close: pygame.Rect
    reset: pygame.Rect
    daily: pygame.Rect          # the button between the deals of the day and all games
    body: pygame.Rect           # below the header: the deals of the day's view uses it
    play: pygame.Rect
    ring: pygame.Rect
    tiles: list[pygame.Rect]
    strip: pygame.Rect
    line: pygame.Rect
    bars: pygame.Rect
    fan: pygame.Rect
    message: pygame.Rect


def statistics_layout(size, empty: bool = False, target: int = 0) -> StatisticsLayout:
    """The layout for a window of `size`, read from the right in a right-to-left
    language (the figures on the right, the previous game's button at the right end);
    `target`: a finger's least target in pixels while touch is in use (the buttons are
    that high at least), else 0."""
    layout = _laid_out(size, empty, target)
    if not is_rtl():
        return layout
    window = pygame.Rect(0, 0, max(1, int(size[0])), max(1, int(size[1])))
    return StatisticsLayout(*(
        [mirrored(r, window) for r in value] if isinstance(value, list)
        else mirrored(value, window) if isinstance(value, pygame.Rect) else value
        for value in layout))


def _laid_out(size, empty: bool, target: int) -> StatisticsLayout:
    width, height = max(1, int(size[0])), max(1, int(size[1]))
    unit = hud_unit((width, height))
    margin = unit
    gap = max(4, unit // 2)
    button_h = max(round(unit * 1.6), target)
    header = pygame.Rect(margin, margin // 2, width - 2 * margin, button_h + unit)
    step_w = min(unit * 9, (header.w - gap * 4) * 9 // 33)   # 2 steps and 3 of 5/9 fit
    close_w = min(unit * 5, step_w * 5 // 9)
    previous = pygame.Rect(header.x, header.y, step_w, button_h)
    close = pygame.Rect(header.right - close_w, header.y, close_w, button_h)
    following = pygame.Rect(close.x - gap - step_w, header.y, step_w, button_h)
    reset = pygame.Rect(previous.right + gap, header.y, close_w, button_h)   # as Close
    daily = pygame.Rect(following.x - gap - close_w, header.y, close_w, button_h)
    half = min(header.centerx - reset.right, daily.x - header.centerx) - gap
    title = pygame.Rect(header.centerx - half, header.y, 2 * half, button_h)   # centred
    if width < height * 1.15 or title.w < unit * 9:   # portrait or narrow: a title row
        title = pygame.Rect(header.x, previous.bottom + gap, header.w, button_h)
        header.h += button_h + gap
    body = pygame.Rect(margin, header.bottom + gap, width - 2 * margin,
                       height - header.bottom - gap - margin)
    nothing = pygame.Rect(body.x, body.y, 0, 0)
    common = dict(unit=unit, title=title, title_text=max(10, round(unit * 1.1)),
                  button_text=max(8, round(unit * 0.7)), previous=previous, next=following,
                  close=close, reset=reset, daily=daily, body=body)
    if empty:
        fan_h = min(round(body.h * 0.35), round(body.w * 0.8 / FAN_ASPECT))   # its room
        fan_w = min(body.w, round(fan_h * 1.8))
        fan = pygame.Rect(0, 0, fan_w, fan_h)
        block = fan_h + unit * 7 + button_h             # fan, message, Play: centred
        fan.midtop = (body.centerx, body.y + max(unit, (body.h - block) // 2 - unit))
        message = pygame.Rect(body.x + unit, fan.bottom + unit * 2, body.w - 2 * unit,
                              unit * 5)
        play = pygame.Rect(0, 0, min(body.w, unit * 10), button_h)
        play.midtop = (body.centerx, message.bottom)
        return StatisticsLayout(**common, play=play, ring=nothing, tiles=[], strip=nothing,
                                line=nothing, bars=nothing, fan=fan, message=message)
    if width >= height * 1.15:
        figures_w = round(body.w * 0.36)
        figures = pygame.Rect(body.x, body.y, figures_w, body.h)
        charts = pygame.Rect(figures.right + gap * 2, body.y, body.right - figures.right -
                             gap * 2, body.h)
        ring_h = round(figures.h * 0.46)
        ring_w = min(figures.w, round(ring_h / 1.2))
        ring = pygame.Rect(0, figures.y, ring_w, ring_h)
        ring.centerx = figures.centerx
        grid = pygame.Rect(figures.x, ring.bottom + gap, figures.w, figures.bottom -
                           ring.bottom - gap)
    else:
        top_h = round(body.h * 0.3)
        ring_w = min(round(body.w * 0.36), round(top_h / 1.2))
        ring = pygame.Rect(body.x, body.y, ring_w, min(top_h, round(ring_w * 1.2)))
        grid = pygame.Rect(ring.right + gap * 2, body.y, body.right - ring.right - gap * 2,
                           top_h)
        charts = pygame.Rect(body.x, body.y + top_h + gap * 2, body.w,
                             body.bottom - body.y - top_h - gap * 2)
    strip_h = round(charts.h * 0.26)
    rest = charts.h - strip_h - 2 * gap
    strip = pygame.Rect(charts.x, charts.y, charts.w, strip_h)
    line = pygame.Rect(charts.x, strip.bottom + gap, charts.w, rest // 2)
    bars = pygame.Rect(charts.x, line.bottom + gap, charts.w, charts.bottom - line.bottom - gap)
    return StatisticsLayout(**common, play=nothing, ring=ring, tiles=tile_grid(grid, gap),
                            strip=strip, line=line, bars=bars, fan=nothing, message=nothing)


def tile_grid(area: pygame.Rect, gap: int) -> list[pygame.Rect]:
    """TILE_COUNT tiles in rows of TILE_COLUMNS filling `area`."""
    rows = -(-TILE_COUNT // TILE_COLUMNS)
    tile_w = (area.w - gap * (TILE_COLUMNS - 1)) // TILE_COLUMNS
    tile_h = (area.h - gap * (rows - 1)) // rows
    return [pygame.Rect(area.x + col * (tile_w + gap), area.y + row * (tile_h + gap),
                        max(1, tile_w), max(1, tile_h))
            for row, col in (divmod(i, TILE_COLUMNS) for i in range(TILE_COUNT))]
