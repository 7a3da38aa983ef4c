"""Charts of a player's history, drawn like the table: cards on felt, in card inks.

    results_strip(surface, rect, results, style)   # the last games as little cards
    line_chart(surface, rect, rates, style)        # win rate after each game (0 .. 1)
    histogram(surface, rect, bins, style)          # how long the wins took

`results` are "won", "lost" or "abandoned", oldest first: a won game is a face-up card, a
lost one the card back, an abandoned one the back, dimmed. Each drawing function returns
the geometry it drew (card rects, line points, bar rects), so tests and callers can check
what a chart shows. The pure helpers `win_rate_series` and `time_bins` turn rows into
what the charts draw. Nothing is cached here: the statistics screen draws its charts once
per window size into its own layer. Their labels (percentages, counts, times, "game 12")
are written in the player's language (game.i18n) when they are drawn.
"""

import math
from collections.abc import Sequence
from typing import NamedTuple

import pygame

from game.i18n import _, formats
from sprites.card_drawing import BACK_BORDER, BACK_SCHEMES, FACE_BORDER, FACE_WHITE, suit_colour
from sprites.fonts import font
from sprites.palette import ACCENT, TEXT, TEXT_DIM
from sprites.panels import render_rounded, rounded_surface
from sprites.text import draw_text

SUITS = "♣♦♥♠"
CARD_ASPECT = 1.4
GRID = (255, 255, 255, 40)
FILL_ALPHA = 60
BIN_WIDTHS = (10, 15, 30, 60, 120, 180, 300, 600, 900, 1800, 3600, 7200, 14400)
MAX_BINS = 8
MIN_BINS = 5           # so few wins still look like a histogram, not one wide bar


class ChartStyle(NamedTuple):
    unit: int                       # the text size the charts' labels are drawn from
    back: str = "blue"              # the player's card back (a BACK_SCHEMES name)
    four_colour: bool = False       # the player's suit inks


class Bins(NamedTuple):
    start: int                      # seconds where the first bin starts
    width: int                      # seconds per bin
    counts: tuple[int, ...]

    def label(self, index: int) -> str:
        return formats.clock(self.start + index * self.width)


# ----- the numbers the charts draw ------------------------------------------------------
def win_rate_series(results: Sequence[str]) -> list[float]:
    """The share of games won after each game (oldest first)."""
    rates, won = [], 0
    for count, result in enumerate(results, start=1):
        won += result == "won"
        rates.append(won / count)
    return rates


LONGEST = 10.0 ** 9     # seconds (32 years): a longer time counts as this, in the last bin


def time_bins(seconds: Sequence[float], max_bins: int = MAX_BINS) -> Bins:
    """Wins' times in at most `max_bins` bins of a round width (10 s .. 4 h), starting
    at a multiple of that width; no times gives no bins. The width is at least about a
    twelfth of the longest time (an 11-minute win: 1-minute bins, not 10-second ones),
    and a few times close together still get MIN_BINS bins around them (empty ones
    either side, none before 0:00), so even one win draws one bar among its neighbours.
    Never more than `max_bins` bins (MIN_BINS when that is more), whatever the times: the
    last bin holds every longer time; a time that is no finite number of seconds from
    0 up is left out."""
    seconds = [min(float(value), LONGEST) for value in seconds
               if isinstance(value, (int, float)) and math.isfinite(value) and value >= 0]
    if not seconds:
        return Bins(0, 60, ())
    low, high = min(seconds), max(seconds)
    for width in BIN_WIDTHS:
        start = int(low // width) * width
        count = int(high - start) // width + 1
        if count <= max_bins and (width * 12 >= high or width == BIN_WIDTHS[-1]):
            break
    if count < MIN_BINS:
        start = max(0, start - (MIN_BINS - count) // 2 * width)
        count = max(count, int(high - start) // width + 1, MIN_BINS)
    count = min(count, max(max_bins, MIN_BINS))
    counts = [0] * count
    for value in seconds:
        counts[min(count - 1, int((value - start) // width))] += 1
    return Bins(start, width, tuple(counts))


# ----- little cards ---------------------------------------------------------------------
def draw_mini_card(surface, rect, face_up: bool, suit: int, style: ChartStyle,
                   dim: bool = False, shown_w=None) -> None:
    """A small card: its face with one big suit (centred in the `shown_w` pixels a card
    over it leaves in view), or its back (dimmed for an abandoned game)."""
    rect = pygame.Rect(rect)
    radius = max(2, rect.w // 8)
    edge = max(1, rect.w // 28)
    if face_up:                             # smooth corners, as the table's cards have
        surface.blit(render_rounded(rect.size, (*FACE_WHITE, 255), radius,
                                    (*FACE_BORDER, 255), edge), rect)
        shown = min(rect.w, shown_w or rect.w)
        size = max(6, round(min(rect.w * 0.62, shown * 0.9)))
        draw_text(surface, SUITS[suit], (rect.x + shown / 2, rect.centery), size,
                  suit_colour(suit, style.four_colour), anchor="center")
        return
    field, lattice, under = BACK_SCHEMES.get(style.back, BACK_SCHEMES["blue"])
    if dim:
        field, lattice, under = (tuple(c // 2 + 40 for c in colour)
                                 for colour in (field, lattice, under))
    rim = max(1, rect.w // 12)
    surface.blit(render_rounded(rect.size, (*field, 255), radius,
                                (*(BACK_BORDER if not dim else (150, 150, 150)), 255), rim),
                 rect)
    inner = rect.inflate(-2 * rim, -2 * rim)
    step = max(3, inner.w // 4)
    clip = surface.get_clip()
    surface.set_clip(inner.clip(clip) if clip else inner)
    for offset in range(-inner.h, inner.w, step):      # the lattice, one way then the other
        pygame.draw.line(surface, under, (inner.x + offset, inner.y),
                         (inner.x + offset + inner.h, inner.bottom), edge)
        pygame.draw.line(surface, lattice, (inner.right - offset, inner.y),
                         (inner.right - offset - inner.h, inner.bottom), edge)
    surface.set_clip(clip)


FAN_ANGLES = (-18, -9, 0, 9, 18)      # degrees each card of the fan leans (clockwise +)
FAN_REACH = 1.5                       # the pivot lies this many card heights below
FAN_LIFT = 0.01                       # the middle card stands a hair higher: the backs beside
                                      # it meet only under it, top and bottom


def _fan_places(card_h: float):
    """(centre x, centre y, box w, box h) of each fan card, the middle one near (0, 0)."""
    card_w, reach = card_h / CARD_ASPECT, card_h * FAN_REACH
    places = []
    for angle in FAN_ANGLES:
        turn = math.radians(angle)
        cos, sin = abs(math.cos(turn)), abs(math.sin(turn))
        lift = FAN_LIFT * card_h if angle == 0 else 0.0
        places.append((reach * math.sin(turn), reach * (1 - math.cos(turn)) - lift,
                       card_w * cos + card_h * sin, card_w * sin + card_h * cos))
    return places


def _bounds(places):
    return (min(x - w / 2 for x, y, w, h in places), max(x + w / 2 for x, y, w, h in places),
            min(y - h / 2 for x, y, w, h in places), max(y + h / 2 for x, y, w, h in places))


def draw_fan(surface, rect, style: ChartStyle, suit: int = 2) -> list[tuple]:
    """A hand of five cards fanned about a pivot below them, as large as fits centred in
    `rect`: four backs, and the face-up middle card (one big `suit`) on top. Each card is
    one turned image, so where cards overlap one simply covers the other. Returns the
    (mask, topleft) of each card, left to right."""
    rect = pygame.Rect(rect)
    left, right, top, bottom = _bounds(_fan_places(100.0))
    card_h = 100.0 * min(rect.w / (right - left), rect.h / (bottom - top))
    if card_h < 8:
        return []
    places = _fan_places(card_h)
    left, right, top, bottom = _bounds(places)
    origin = (rect.centerx - (left + right) / 2, rect.centery - (top + bottom) / 2)
    card = pygame.Surface((round(card_h / CARD_ASPECT), round(card_h)), pygame.SRCALPHA)
    middle = len(FAN_ANGLES) // 2
    drawn = {}
    for index in (0, 4, 1, 3, 2):            # the outer cards first, the face on top
        card.fill((0, 0, 0, 0))
        draw_mini_card(card, card.get_rect(), index == middle, suit, style)
        image = pygame.transform.rotozoom(card, -FAN_ANGLES[index], 1)
        x, y = places[index][:2]
        at = image.get_rect(center=(round(origin[0] + x), round(origin[1] + y)))
        surface.blit(image, at)
        drawn[index] = (pygame.mask.from_surface(image), at.topleft)
    return [drawn[index] for index in sorted(drawn)]


SPACING = 0.18      # the results strip: the gap between cards side by side, of a card's width
FANNED = 0.3        # ... and the least share of a card that overlapping ones hide


def strip_card_width(rect: pygame.Rect, count: int) -> float:
    """How wide the results strip's `count` cards are in `rect` (see results_strip)."""
    card_w = rect.h / CARD_ASPECT
    if count < 2:
        return card_w
    least = 0.36                         # the share of a fanned card that stays in view
    if card_w + (count - 1) * card_w * least > rect.w:
        return rect.w / (1 + (count - 1) * least)
    step = (rect.w - card_w) / (count - 1)
    if card_w * (1 - FANNED) < step < card_w * (1 + SPACING):     # too close: shrink
        return rect.w / (count + (count - 1) * SPACING)
    return card_w


def results_strip(surface, rect, results: Sequence[str], style: ChartStyle,
                  suits: Sequence[int] = ()) -> list[pygame.Rect]:
    """The games of `results` (oldest first) as a row of cards across `rect`, as tall as
    it is, SPACING of a card's width apart; when they do not fit side by side they
    overlap like a fanned hand, each showing at least a third of itself. Never nearly
    touching: cards that would overlap by less than FANNED of their width shrink to keep
    the full spacing instead (any window shape, landscape or portrait). A won game shows
    a suit (from `suits`, else by its place). Returns the rects of the cards."""
    rect = pygame.Rect(rect)
    count = len(results)
    if not count or rect.w <= 0 or rect.h <= 0:
        return []
    card_w = strip_card_width(rect, count)
    card_h = card_w * CARD_ASPECT
    card_w, card_h = max(3, int(card_w)), max(4, int(card_h))
    step = min(card_w * (1 + SPACING), (rect.w - card_w) / (count - 1)) if count > 1 else 0
    used = card_w + (count - 1) * step
    x = rect.x + (rect.w - used) / 2
    y = rect.y + (rect.h - card_h) // 2
    drawn = []
    for index, result in enumerate(results):
        card = pygame.Rect(round(x), y, card_w, card_h)
        suit = suits[index] % 4 if index < len(suits) else (2, 3, 1, 0)[index % 4]
        shown = card_w if index == count - 1 else step
        draw_mini_card(surface, card, result == "won", suit, style, result == "abandoned",
                       shown)
        drawn.append(card)
        x += step
    return drawn


# ----- the line and the bars ------------------------------------------------------------
def _label_size(style: ChartStyle) -> int:
    return max(8, round(style.unit * 0.6))


def line_chart(surface, rect, rates: Sequence[float], style: ChartStyle) \
        -> list[tuple[int, int]]:
    """Win rate (0 .. 1) after each game, as a gold line over a faint fill with grid lines
    at 0, 50 and 100 %; one game is a dot. Returns the points of the line."""
    rect = pygame.Rect(rect)
    size = _label_size(style)
    label_w = font(size).size(formats.percent(1.0))[0] + size // 2
    plot = pygame.Rect(rect.x + label_w, rect.y + size // 2, rect.w - label_w - size // 2,
                       rect.h - size * 2 - size // 2)
    if plot.w <= 2 or plot.h <= 2:
        return []
    for share in (0.0, 0.5, 1.0):
        y = plot.bottom - round(share * plot.h)
        _hline(surface, plot.x, plot.right, y, GRID)
        draw_text(surface, formats.percent(share), (plot.x - size // 3, y), size, TEXT_DIM,
                  anchor="midright")
    if not rates:
        return []
    count = len(rates)
    under = plot.bottom + size // 3
    points = [(plot.x + (round(i * plot.w / (count - 1)) if count > 1 else plot.w // 2),
               plot.bottom - round(max(0.0, min(1.0, r)) * plot.h))
              for i, r in enumerate(rates)]
    if count > 1:
        draw_text(surface, game_label(1), (plot.x, under), size, TEXT_DIM)
        draw_text(surface, game_label(count), (plot.right, under), size, TEXT_DIM,
                  anchor="topright")
    else:                                   # the one dot's label under it
        draw_text(surface, game_label(1), (points[0][0], under), size, TEXT_DIM,
                  anchor="midtop")
    if count > 1:
        fill = pygame.Surface(plot.size, pygame.SRCALPHA)
        shape = [(x - plot.x, y - plot.y) for x, y in points]
        shape += [(shape[-1][0], plot.h), (shape[0][0], plot.h)]
        pygame.draw.polygon(fill, (*ACCENT, FILL_ALPHA), shape)
        surface.blit(fill, plot)
        width = max(2, style.unit // 8)
        pygame.draw.lines(surface, ACCENT, False, points, width)
    radius = max(2, style.unit // 6)
    pygame.draw.circle(surface, ACCENT, points[-1], radius + 1)
    pygame.draw.circle(surface, TEXT, points[-1], max(1, radius - 1))
    return points


def game_label(number: int) -> str:
    """The line chart's label under a game: "game 12" (the twelfth game played)."""
    # Translators: under the win-rate chart, at the first and the last game: "game 12"
    return _("game {number}").format(number=formats.number(number))


def histogram(surface, rect, bins: Bins, style: ChartStyle) -> list[pygame.Rect]:
    """One bar per bin, as tall as its count of wins, drawn like a card standing on its
    edge (a face with a red top band), its count above it and its start time below."""
    rect = pygame.Rect(rect)
    size = _label_size(style)
    plot = pygame.Rect(rect.x, rect.y + size + size // 2, rect.w, rect.h - 3 * size)
    count = len(bins.counts)
    if not count or plot.w <= 0 or plot.h <= 2:
        return []
    _hline(surface, plot.x, plot.right, plot.bottom, GRID)
    tallest = max(bins.counts) or 1
    slot = plot.w / count
    bar_w = max(2, round(slot * 0.7))
    bars = []
    ink = suit_colour(2, style.four_colour)
    for index, value in enumerate(bins.counts):
        x = round(plot.x + index * slot + (slot - bar_w) / 2)
        h = round(value / tallest * plot.h)
        bar = pygame.Rect(x, plot.bottom - h, bar_w, h)
        bars.append(bar)
        if h > 0:                       # smooth corners, as the table's cards have
            radius = max(1, min(bar_w // 8, h // 2))
            surface.blit(render_rounded(bar.size, (*FACE_WHITE, 255), radius,
                                        (*FACE_BORDER, 255)), bar)
            band_h = min(h, max(2, size // 2))      # its top corners round, not its foot
            band = render_rounded((bar.w, min(h, band_h + radius)), (*ink, 255), radius)
            surface.blit(band, bar, (0, 0, bar.w, band_h))
            draw_text(surface, formats.number(value), (bar.centerx, bar.y - size // 4), size,
                      TEXT, anchor="midbottom", bold=True)
        if slot >= size * 2.6 or index % 2 == 0:
            draw_text(surface, bins.label(index), (round(plot.x + index * slot),
                                                   plot.bottom + size // 4),
                      size, TEXT_DIM, anchor="midtop" if index else "topleft")
    return bars


def _hline(surface, x0, x1, y, colour) -> None:
    line = pygame.Surface((max(1, x1 - x0), 1), pygame.SRCALPHA)
    line.fill(colour)
    surface.blit(line, (x0, y))


# ----- the figures ----------------------------------------------------------------------
def draw_ring(surface, rect, share, text: str, caption: str, style: ChartStyle) \
        -> pygame.Rect:
    """A card with a ring filled to `share` (0 .. 1) in the hearts' ink around `text`
    (the win rate: as large as fits inside the ring), `caption` under it; share None
    draws the empty ring. Returns the rect of `text`."""
    rect = pygame.Rect(rect)
    radius = max(3, rect.w // 14)            # smooth corners, as the table's cards have
    surface.blit(rounded_surface(rect.size, (*FACE_WHITE, 255), radius, (*FACE_BORDER, 255),
                                 max(1, rect.w // 120)), rect)
    size = max(8, round(rect.w * 0.075))
    ring_r = max(4, min(rect.w // 2 - size, (rect.h - 3 * size) // 2))
    centre = (rect.centerx, rect.y + size + ring_r)
    thickness = max(3, ring_r // 5)
    ring = pygame.Rect(0, 0, 2 * ring_r, 2 * ring_r)
    ring.center = centre
    pygame.draw.circle(surface, (226, 226, 220), centre, ring_r, thickness)
    ink = suit_colour(2, style.four_colour)
    if share and math.isfinite(share) and share > 0:
        _arc(surface, ink, ring, min(1.0, share), thickness)
    size_in = max(8, round(ring_r * 0.6))
    room = 2 * (ring_r - thickness) - max(4, thickness)      # inside the ring, with air
    while size_in > 8 and font(size_in, True).size(text)[0] > room:     # "100 %"
        size_in -= 1
    drawn = draw_text(surface, text, centre, size_in, suit_colour(3), anchor="center",
                      bold=True)
    draw_text(surface, caption, (rect.centerx, rect.bottom - size // 2), size,
              (90, 90, 96), anchor="midbottom")
    return drawn


def _arc(surface, colour, ring, share, thickness) -> None:
    """The ring's arc from twelve o'clock clockwise over `share` of the circle, smooth:
    drawn as a polygon of many short steps (pygame's arc leaves gaps when thick)."""
    steps = max(8, int(120 * share))
    cx, cy = ring.center
    outer, inner = ring.w / 2, ring.w / 2 - thickness
    angles = [-math.pi / 2 + 2 * math.pi * share * i / steps for i in range(steps + 1)]
    points = [(cx + outer * math.cos(a), cy + outer * math.sin(a)) for a in angles]
    points += [(cx + inner * math.cos(a), cy + inner * math.sin(a)) for a in reversed(angles)]
    pygame.draw.polygon(surface, colour, points)

