"""Table geometry: the game's layout in card units scaled to pixels in a window area.

Pure arithmetic (no pygame): the scene turns these (x, y, w, h) tuples into Rects. Cards
keep a 5:7 shape; fans squeeze so that long piles stay inside the table area, but never
below the strip that shows a covered card's rank and suit: a fan longer than the area
holds keeps its newest cards readable and stacks the oldest under them.
"""

from typing import Dict, List, NamedTuple, Tuple

from game.rules.layout import Layout, PileLayout

CARD_ASPECT = 1.4          # height / width, a poker card
MARGIN = 0.25              # card widths of free space around the layout


def hud_unit(size) -> int:
    """The HUD's size unit for a window: about a line of toolbar text, in pixels."""
    return max(12, min(int(size[0]), int(size[1])) // 30)


def hud_bands(size) -> Tuple[int, int]:
    """(toolbar height, status bar height) of the table in a window of `size`; overlays
    that leave both in view use the same numbers."""
    unit = hud_unit(size)
    return int(unit * 1.7), int(unit * 1.3)


class Box(NamedTuple):
    x: float
    y: float
    w: float
    h: float

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    def overlap(self, other: "Box") -> float:
        dx = min(self.x + self.w, other.x + other.w) - max(self.x, other.x)
        dy = min(self.y + self.h, other.y + other.h) - max(self.y, other.y)
        return dx * dy if dx > 0 and dy > 0 else 0.0


class Geometry:
    """Pixel positions of piles and cards for one layout in one area of the window.

    `readable(card_w, card_h)` gives the least offset (x, y) in pixels at which a card
    covered by the next one in a fan still shows its rank and suit (the card faces'
    corner index); fans never squeeze below it.
    """

    def __init__(self, layout: Layout, area: Tuple[int, int, int, int], readable=None):
        self.layout = layout
        self.hidden = frozenset(n for n, p in layout.piles.items() if p.hidden)  # off table
        ax, ay, aw, ah = area
        self.area = Box(ax, ay, aw, ah)
        width_units = layout.width + 2 * MARGIN
        height_units = layout.height + 2 * MARGIN
        card_w = min(aw / width_units, ah / (height_units * CARD_ASPECT))
        self.card_w = max(8, int(card_w))
        self.card_h = int(round(self.card_w * CARD_ASPECT))
        self.readable = readable(self.card_w, self.card_h) if readable else (1, 1)
        used_w = layout.width * self.card_w
        used_h = layout.height * self.card_h
        self.origin = (ax + (aw - used_w) / 2, ay + (ah - used_h) / 2)

    def pile_origin(self, pile: PileLayout) -> Tuple[int, int]:
        """The pile's bottom card, on whole pixels (so fan steps draw exactly)."""
        return (round(self.origin[0] + pile.x * self.card_w),
                round(self.origin[1] + pile.y * self.card_h))

    def slot(self, name: str) -> Box:
        """The box of the pile's bottom card (its empty-pile outline)."""
        x, y = self.pile_origin(self.layout.piles[name])
        return Box(x, y, self.card_w, self.card_h)

    def fan(self, pile: PileLayout, count: int) -> Tuple[int, float, float]:
        """(buried, step_x, step_y) of a pile holding `count` cards: the pixel offset
        between neighbouring fanned cards, and how many bottom cards lie stacked under
        the first fanned one because even readable-strip steps would leave the area."""
        origin = self.pile_origin(pile)
        buried, steps = 0, []
        for axis, fan, size in ((0, pile.fan_x, self.card_w), (1, pile.fan_y, self.card_h)):
            step = fan * size
            if count < 2 or step == 0:
                steps.append(step)
                continue
            least = min(self.readable[axis], size)
            step = max(round(abs(step)), least)        # whole pixels: every strip the same
            wanted = pile.max_fan * size if pile.max_fan > 0 else float("inf")
            start, extent = (self.area.x, self.area.w) if axis == 0 else \
                (self.area.y, self.area.h)
            room = (start + extent - size - origin[axis] if fan > 0
                    else origin[axis] - start) - 2
            for limit in (wanted, room):
                if step * (count - 1) > limit:
                    step = max(int(limit / (count - 1)), least)
            if step * (count - 1) > room:
                buried = max(buried, count - 1 - int(max(0.0, room) // step))
            steps.append(step if fan > 0 else -step)
        return buried, steps[0], steps[1]

    def card_positions(self, name: str, count: int) -> List[Tuple[float, float]]:
        pile = self.layout.piles[name]
        x, y = self.pile_origin(pile)
        buried, fx, fy = self.fan(pile, count)
        return [(x + fx * max(0, i - buried), y + fy * max(0, i - buried))
                for i in range(count)]

    def pile_box(self, name: str, count: int) -> Box:
        """Everything the pile covers (the slot when empty), for drops and hits."""
        positions = self.card_positions(name, max(1, count))
        x0, y0 = positions[0]
        x1, y1 = positions[-1]
        return Box(min(x0, x1), min(y0, y1), abs(x1 - x0) + self.card_w,
                   abs(y1 - y0) + self.card_h)

    def visible_piles(self) -> Dict[str, PileLayout]:
        return {n: p for n, p in self.layout.piles.items() if n not in self.hidden}
