"""The statistics screen's view of the deals of the day: the figures as tiles (days
played and won, the current and longest streak, the fastest day, today's deal) and a
calendar of the last five weeks, each week starting on the day the player's language
starts it (Sunday in English, Monday in German, Saturday in Persian), each day won (gold,
with its best time), played and not won, missed, or today's still to play; a legend
under it says which is which. Drawn once into the statistics screen's layer
(game/scenes/statistics.py), in the language shown then.
"""

import datetime

import pygame

from game.i18n import _, formats, ngettext, pgettext
from game.scenes.common.daily_marks import MARK_TEXT
from game.store.daily_streaks import WEEKS, CalendarDay, calendar
from sprites.figure_tiles import draw_tiles
from sprites.fonts import font
from sprites.palette import ACCENT, TEXT, TEXT_DIM
from sprites.panels import draw_panel
from sprites.text import draw_text

GOLD = (242, 196, 78)
INK_ON_GOLD = (40, 30, 8)
CELL_LOOKS = {              # state -> (fill, edge, ink of the day's number)
    "won": (GOLD, GOLD, INK_ON_GOLD),
    "played": ((255, 255, 255, 46), (255, 255, 255, 170), TEXT),
    "missed": ((0, 0, 0, 60), (255, 255, 255, 28), TEXT_DIM),
    "today": ((0, 0, 0, 40), GOLD, TEXT),
    "future": ((0, 0, 0, 0), (255, 255, 255, 14), (255, 255, 255, 60)),
}


def legend() -> list[tuple[str, str]]:
    """(state, its words) of each kind of day the legend names, in the language now."""
    return [("won", pgettext("calendar day", "won")),
            ("played", pgettext("calendar day", "played, not won")),
            ("missed", pgettext("calendar day", "missed")),
            ("today", pgettext("calendar day", "today, still to play"))]


def daily_tiles(figures) -> list[tuple]:
    """(value, caption) of each tile of the deals of the day, in reading order."""
    best = formats.clock(figures.best_time) if figures.best_time is not None else "—"
    return [(formats.number(figures.days_played), _("days played")),
            (formats.number(figures.days_won), _("days won")),
            (formats.number(figures.current_streak), _("current streak")),
            (formats.number(figures.longest_streak), _("longest streak")),
            (best, _("fastest day")), (_(MARK_TEXT[figures.today]), _("today's deal"))]


def weeks_shown(days, today: datetime.date, first: int) -> list[list[CalendarDay]]:
    """The last WEEKS weeks to show, each starting on weekday `first` (0 Monday ... 6
    Sunday), the week holding `today` last: the store's calendar (Monday first) cut
    again. A week cut so runs up to six days past the store's last Sunday; those days
    are all still to come."""
    known = {day.date: day for week in calendar(days, today, WEEKS + 1) for day in week}
    start = today - datetime.timedelta(days=(today.weekday() - first) % 7 + 7 * (WEEKS - 1))
    dates = [start + datetime.timedelta(days=offset) for offset in range(7 * WEEKS)]
    shown = [known.get(date) or CalendarDay(date, "future") for date in dates]
    return [shown[row * 7:row * 7 + 7] for row in range(WEEKS)]


def weekday_heads(first: int) -> list[str]:
    """The short weekday names, starting on weekday `first`."""
    names = formats.weekday_names()
    return names[first:] + names[:first]


def split_body(body: pygame.Rect, unit: int):
    """(tile rects, calendar rect) in the body: tiles left and the calendar right in a
    landscape window, the tiles above the calendar in portrait."""
    gap = max(4, unit // 2)
    if body.w >= body.h * 1.15:
        left = pygame.Rect(body.x, body.y, round(body.w * 0.3), body.h)
        cal = pygame.Rect(left.right + gap * 2, body.y, body.right - left.right - gap * 2,
                          body.h)
        columns = 2
    else:
        left = pygame.Rect(body.x, body.y, body.w, round(body.h * 0.3))
        cal = pygame.Rect(body.x, left.bottom + gap * 2, body.w,
                          body.bottom - left.bottom - gap * 2)
        columns = 3
    rows = -(-6 // columns)
    tile_w = (left.w - gap * (columns - 1)) // columns
    tile_h = min((left.h - gap * (rows - 1)) // rows, round(tile_w * 0.9))
    tiles = [pygame.Rect(left.x + col * (tile_w + gap), left.y + row * (tile_h + gap),
                         max(1, tile_w), max(1, tile_h))
             for row, col in (divmod(i, columns) for i in range(6))]
    return tiles, cal


def paint_daily(layer, body: pygame.Rect, unit: int, figures, days, today) -> dict:
    """The whole view in `body`; returns where its parts went (for tests)."""
    tiles, cal = split_body(body, unit)
    drawn = {"tiles": draw_tiles(layer, tiles, daily_tiles(figures), unit)}
    drawn.update(paint_calendar(layer, cal, unit, days, today))
    return drawn


def paint_calendar(layer, rect: pygame.Rect, unit: int, days, today) -> dict:
    """The last WEEKS weeks in a panel, with its heading and legend."""
    draw_panel(layer, rect, color=(0, 0, 0, 70), border=(255, 255, 255, 30))
    pad = max(4, unit // 2)
    size = max(8, round(unit * 0.7))
    first = formats.first_weekday()
    weeks = weeks_shown(days, today, first)
    # Translators: {start} and {end} are dates, "Oct 26, 2026"
    heading = ngettext("The last {count} week: {start} to {end}",
                       "The last {count} weeks: {start} to {end}", WEEKS).format(
        count=formats.number(WEEKS), start=formats.medium_date(weeks[0][0].date),
        end=formats.medium_date(weeks[-1][-1].date))
    draw_text(layer, heading, (rect.x + pad, rect.y + pad // 2), size, ACCENT, bold=True)
    top = rect.y + pad // 2 + font(size).get_linesize() + pad // 2
    legend_h = font(size).get_linesize() + pad
    head_h = font(size).get_linesize()
    grid = pygame.Rect(rect.x + pad, top + head_h, rect.w - 2 * pad,
                       rect.bottom - pad - legend_h - top - head_h)
    cell_w, cell_h = grid.w // 7, grid.h // len(weeks)
    for column, name in enumerate(weekday_heads(first)):
        draw_text(layer, name, (grid.x + column * cell_w + cell_w // 2, top), size,
                  TEXT_DIM, anchor="midtop")
    cells = {}
    inset = max(2, unit // 6)
    for row, week in enumerate(weeks):
        for column, day in enumerate(week):
            cell = pygame.Rect(grid.x + column * cell_w + inset, grid.y + row * cell_h + inset,
                               cell_w - 2 * inset, cell_h - 2 * inset)
            paint_cell(layer, cell, day, unit)
            cells[day.date] = cell
    legend = paint_legend(layer, pygame.Rect(rect.x + pad, rect.bottom - pad - legend_h,
                                             rect.w - 2 * pad, legend_h), unit, size)
    return {"calendar": rect, "cells": cells, "legend": legend}


def paint_cell(layer, cell: pygame.Rect, day, unit: int) -> None:
    fill, edge, ink = CELL_LOOKS[day.state]
    radius = max(2, min(cell.w, cell.h) // 8)
    draw_panel(layer, cell, radius=radius, color=fill, border=edge,
               border_width=max(1, round(unit / 10)) * (2 if day.state == "today" else 1))
    size = max(8, min(round(unit * 0.75), cell.h // 3))
    number = formats.digits(str(day.date.day)) if day.date.day != 1 else \
        formats.day_month(day.date)
    draw_text(layer, number, (cell.x + size // 2, cell.y + size // 4), size, ink,
              bold=day.state in ("won", "today"))
    if day.state == "won" and day.best_time is not None and cell.h >= size * 2.4:
        draw_text(layer, formats.clock(day.best_time), (cell.centerx, cell.bottom - size // 3),
                  size, ink, anchor="midbottom")


def paint_legend(layer, rect: pygame.Rect, unit: int, size: int) -> pygame.Rect:
    """A swatch and words for each kind of day, in a row, centred."""
    swatch = max(6, round(size * 0.9))
    gap = max(4, unit // 2)
    kinds = legend()
    parts = [(state, font(size).size(words)[0]) for state, words in kinds]
    total = sum(swatch + gap // 2 + width for _state, width in parts) + gap * 2 * (len(parts) - 1)
    x = rect.centerx - total // 2
    drawn = pygame.Rect(x, rect.y, 0, 0)
    for (state, width), (_state, words) in zip(parts, kinds):
        fill, edge, _ink = CELL_LOOKS[state]
        box = pygame.Rect(x, rect.centery - swatch // 2, swatch, swatch)
        draw_panel(layer, box, radius=max(1, swatch // 5), color=fill, border=edge,
                   border_width=2 if state == "today" else 1)
        drawn.union_ip(draw_text(layer, words, (box.right + gap // 2, rect.centery), size,
                                 TEXT, anchor="midleft"))
        drawn.union_ip(box)
        x = box.right + gap // 2 + width + gap * 2
    return drawn
