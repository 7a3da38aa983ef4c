"""Table geometry: the game's layout in card units scaled to pixels in a window area.

Pure arithmetic (no pygame): the scene turns these (x, y, w, h) tuples into Rects. Cards
keep a 5:7 shape; fans squeeze so that long piles stay inside the table area.
"""

from typing import Dict, List, NamedTuple, Tuple

from game.rules.layout import Layout, PileLayout

CARD_ASPECT = 1.4          # height / width, a poker card
MARGIN = 0.25              # card widths of free space around the layout


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
    """Pixel positions of piles and cards for one layout in one area of the window."""

    def __init__(self, layout: Layout, area: Tuple[int, int, int, int]):
        self.layout = layout
        ax, ay, aw, ah = area
        self.area = Box(ax, ay, aw, ah)
        width_units = layout.width + 2 * MARGIN
        height_units = layout.height + 2 * MARGIN
        card_w = min(aw / width_units, ah / (height_units * CARD_ASPECT))
        self.card_w = max(8, int(card_w))
        self.card_h = int(round(self.card_w * CARD_ASPECT))
        used_w = layout.width * self.card_w
        used_h = layout.height * self.card_h
        self.origin = (ax + (aw - used_w) / 2, ay + (ah - used_h) / 2)

    def pile_origin(self, pile: PileLayout) -> Tuple[float, float]:
        return (self.origin[0] + pile.x * self.card_w, self.origin[1] + pile.y * self.card_h)

    def slot(self, name: str) -> Box:
        """The box of the pile's bottom card (its empty-pile outline)."""
        x, y = self.pile_origin(self.layout.piles[name])
        return Box(x, y, self.card_w, self.card_h)

    def fan_step(self, pile: PileLayout, count: int) -> Tuple[float, float]:
        """Pixel offset between neighbouring cards of a pile holding `count` cards."""
        fx, fy = pile.fan_x * self.card_w, pile.fan_y * self.card_h
        if count < 2 or (fx == 0 and fy == 0):
            return fx, fy
        limit_x = limit_y = None
        if pile.max_fan > 0:
            limit_x = pile.max_fan * self.card_w
            limit_y = pile.max_fan * self.card_h
        x, y = self.pile_origin(pile)
        if fy > 0:  # keep a downward fan above the bottom of the area
            room = self.area.y + self.area.h - self.card_h - y - 2
            limit_y = room if limit_y is None else min(limit_y, room)
        if fx > 0:
            room = self.area.x + self.area.w - self.card_w - x - 2
            limit_x = room if limit_x is None else min(limit_x, room)
        if limit_x is not None and fx * (count - 1) > limit_x:
            fx = max(1.0, limit_x / (count - 1))
        if limit_y is not None and fy * (count - 1) > limit_y:
            fy = max(1.0, limit_y / (count - 1))
        return fx, fy

    def card_positions(self, name: str, count: int) -> List[Tuple[float, float]]:
        pile = self.layout.piles[name]
        x, y = self.pile_origin(pile)
        fx, fy = self.fan_step(pile, count)
        return [(x + fx * i, y + fy * i) for i in range(count)]

    def pile_box(self, name: str, count: int) -> Box:
        """Everything the pile covers (the slot when empty), for drops and hits."""
        positions = self.card_positions(name, max(1, count))
        x0, y0 = positions[0]
        x1, y1 = positions[-1]
        return Box(min(x0, x1), min(y0, y1), abs(x1 - x0) + self.card_w,
                   abs(y1 - y0) + self.card_h)

    def visible_piles(self) -> Dict[str, PileLayout]:
        return {n: p for n, p in self.layout.piles.items() if not p.hidden}
