"""Table geometry: the game's layout in card units scaled to pixels in a window area.

Pure arithmetic (no pygame): the scene turns these (x, y, w, h) tuples into Rects. Cards
keep a 5:7 shape and are as large as the window allows: the layout is fitted with its
long fans squeezed to the least room they keep (`PileLayout.min_fan`), and the fans then
spread over whatever the area has left; a layout with no fans down spreads its rows apart
instead when it allows (`Layout.stretch_y`, for a tall window), one whose cards the
height bounds spreads its piles apart across a wide window (`Layout.stretch_x`), and of
a game's layouts (`GameRules.layouts()`: one may be for portrait) the one with the
larger cards is used (`Geometry.best`). A fan longer than its room keeps its newest cards
readable (steps of at least the strip showing a covered card's rank and suit) and
squeezes its oldest into slivers that still show the card's coloured corner; only a fan
that has not even a pixel per card left stacks its oldest cards.
"""

from typing import NamedTuple

from game.rules.layout import Layout, PileLayout

CARD_ASPECT = 1.4          # height / width, a poker card
STRETCH_MARGIN = 0.25      # a stretched layout keeps this many card heights above and below
                           # (card widths left and right)


def hud_unit(size) -> int:
    """The HUD's size unit for a window: about a line of toolbar text, in pixels."""
    return max(12, min(int(size[0]), int(size[1])) // 30)


def hud_bands(size, target: int = 0) -> tuple[int, int]:
    """(toolbar height, status bar height) of the table in a window of `size`; overlays
    that leave both in view use the same numbers. `target`: a finger's least target in
    pixels (0: none), which a toolbar row then holds with the air round its buttons."""
    unit = hud_unit(size)
    row_h = int(unit * 1.7)
    if target:
        row_h = max(row_h, target + max(2, target // 7) + 1)
    return row_h, int(unit * 1.3)


class Box(NamedTuple):
    x: float
    y: float
    w: float
    h: float

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    def overlap(self, other: "Box") -> float:      # i18n: not shown
        dx = min(self.x + self.w, other.x + other.w) - max(self.x, other.x)
        dy = min(self.y + self.h, other.y + other.h) - max(self.y, other.y)
        return dx * dy if dx > 0 and dy > 0 else 0.0


def fitted_size(layout: Layout) -> tuple[float, float]:
    """The layout's (width, height) in card units with every fan that has a `min_fan`
    squeezed to it: what must fit the area."""
    width, height = layout.width, layout.height
    for pile in layout.piles.values():
        if pile.min_fan > 0 and pile.max_fan > pile.min_fan:
            if pile.fan_x:
                width = min(width, layout.width - (pile.max_fan - pile.min_fan))
            if pile.fan_y:
                height = min(height, layout.height - (pile.max_fan - pile.min_fan))
    return width, height


class Geometry:
    """Pixel positions of piles and cards for one layout in one area of the window.

    `readable(card_w, card_h)` gives the least offset (x, y) in pixels at which a card
    covered by the next one in a fan still shows its rank and suit (the card faces'
    corner index); fans squeeze below it only into slivers for their oldest cards, of at
    least `sliver(card_w, card_h)` (x, y) pixels: the strip showing the index's edge.
    """

    def __init__(self, layout: Layout, area: tuple[int, int, int, int], readable=None,
                 sliver=None):
        self.layout = layout
        self.hidden = frozenset(n for n, p in layout.piles.items() if p.hidden)  # off table
        ax, ay, aw, ah = area
        self.area = Box(ax, ay, aw, ah)
        fit_w, fit_h = fitted_size(layout)
        card_w = min(aw / fit_w, ah / (fit_h * CARD_ASPECT))
        self.card_w = max(8, int(card_w))
        self.card_h = int(round(self.card_w * CARD_ASPECT))
        # rounding the height up must not push a layout's bottom row past the area
        # (under the status bar, where a press asks the solver instead of taking the
        # card); a layout with fans down squeezes them instead
        rigid = not any(p.fan_y > 0 for p in layout.piles.values())
        while rigid and self.card_w > 8 and self.card_h * fit_h > ah:
            self.card_w -= 1
            self.card_h = int(round(self.card_w * CARD_ASPECT))
        self.readable = readable(self.card_w, self.card_h) if readable else (1, 1)
        self.sliver = sliver(self.card_w, self.card_h) if sliver else (1, 1)
        # how far the piles spread apart across (x positions scaled) and the rows down
        self.stretch_x = _spread(layout.stretch_x, layout.width, self.card_w, aw)
        used_w = ((layout.width - 1) * self.stretch_x + 1) * self.card_w
        self.stretch = 1.0
        used_h = min(layout.height * self.card_h, ah)
        if any(p.fan_y > 0 for p in layout.piles.values()):
            used_h = ah             # at the top: columns grow down into what is left
        else:
            self.stretch = _spread(layout.stretch_y, layout.height, self.card_h, ah)
            used_h = min(((layout.height - 1) * self.stretch + 1) * self.card_h, ah)
        self.origin = (ax + (aw - used_w) / 2, ay + (ah - used_h) / 2)

    @classmethod
    def best(cls, layouts, area, readable=None, sliver=None) -> "Geometry":  # i18n: not shown
        """Of `layouts` in `area`, the geometry with the largest cards (the first of
        those that tie)."""
        made = [cls(layout, area, readable, sliver) for layout in layouts]
        return max(made, key=lambda geometry: geometry.card_w)

    def pile_origin(self, pile: PileLayout) -> tuple[int, int]:
        """The pile's bottom card, on whole pixels (so fan steps draw exactly)."""
        return (round(self.origin[0] + pile.x * self.stretch_x * self.card_w),
                round(self.origin[1] + pile.y * self.stretch * self.card_h))

    def slot(self, name: str) -> Box:
        """The box of the pile's bottom card (its empty-pile outline)."""
        x, y = self.pile_origin(self.layout.piles[name])
        return Box(x, y, self.card_w, self.card_h)

    def room(self, pile: PileLayout, axis: int) -> float:
        """Pixels the pile's fan may take along `axis` before its top card leaves the
        area (two to spare)."""
        origin = self.pile_origin(pile)[axis]
        fan = pile.fan_x if axis == 0 else pile.fan_y
        size = self.card_w if axis == 0 else self.card_h
        start, extent = (self.area.x, self.area.w) if axis == 0 else (self.area.y, self.area.h)
        return (start + extent - size - origin if fan > 0 else origin - start) - 2

    def fan_offsets(self, pile: PileLayout, count: int) -> list[tuple[int, int]]:
        """Each card's (dx, dy) from the pile's bottom card, `count` cards."""
        per_axis = [self._offsets(pile, count, axis) for axis in (0, 1)]
        return list(zip(*per_axis))

    def _offsets(self, pile: PileLayout, count: int, axis: int) -> list[int]:
        fan = pile.fan_x if axis == 0 else pile.fan_y
        size = self.card_w if axis == 0 else self.card_h
        steps = count - 1
        if steps < 1 or fan == 0:
            return [0] * count
        least = min(self.readable[axis], size)
        step = max(round(abs(fan) * size), least)       # whole pixels: every strip the same
        room = max(0, int(self.room(pile, axis)))
        spread = self.stretch_x if axis == 0 else self.stretch   # max_fan in layout units
        limit = min(pile.max_fan * spread * size if pile.max_fan > 0 else room, room)
        if step * steps > limit:
            step = max(limit // steps, least)
        if step * steps <= room:
            widths = [step] * steps
        else:
            widths = _squeezed(steps, least, min(self.sliver[axis], least), room)
        sign = 1 if fan > 0 else -1
        offsets, at = [0], 0
        for width in widths:
            at += width
            offsets.append(sign * at)
        return offsets

    def card_positions(self, name: str, count: int) -> list[tuple[float, float]]:
        pile = self.layout.piles[name]
        x, y = self.pile_origin(pile)
        return [(x + dx, y + dy) for dx, dy in self.fan_offsets(pile, count)]
    def pile_box(self, name: str, count: int) -> Box:
        """Everything the pile covers (the slot when empty), for drops and hits."""
        positions = self.card_positions(name, max(1, count))
        x0, y0 = positions[0]
        x1, y1 = positions[-1]
        return Box(min(x0, x1), min(y0, y1), abs(x1 - x0) + self.card_w,
                   abs(y1 - y0) + self.card_h)

    def visible_piles(self) -> dict[str, PileLayout]:
        return {n: p for n, p in self.layout.piles.items() if n not in self.hidden}


def _spread(most: float, units: float, card: int, room: float) -> float:
    """How far a layout `units` cards long spreads its piles apart (1: not at all) to
    fill `room` pixels with cards `card` pixels long, keeping STRETCH_MARGIN cards at
    each end, at most by `most`."""
    spare = room - units * card - card * STRETCH_MARGIN * 2
    if most <= 1 or units <= 1 or spare <= 0:
        return 1.0
    return min(most, 1 + spare / ((units - 1) * card))


def _squeezed(steps: int, least: int, thin: int, room: int) -> list[int]:
    """`steps` fan steps inside `room` pixels, oldest first: as many of the newest as fit
    at the readable `least`, the older ones as slivers of at least `thin` sharing what
    is left; with not even a pixel each, the oldest take none (they stack)."""
    if steps * thin > room:
        thin = room // steps
        if thin == 0:
            return [0] * (steps - room) + [1] * room
        return [thin] * steps
    readable = min(steps, (room - steps * thin) // max(1, least - thin))
    slivers = steps - readable
    if slivers:                     # the room the readable cards leave, to the slivers
        thin = max(thin, min(least - 1, (room - readable * least) // slivers))
    return [thin] * slivers + [least] * readable
