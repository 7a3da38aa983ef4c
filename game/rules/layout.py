"""Where each pile sits, in card units, for the table scenes and the chooser's preview.

x is measured in card widths and y in card heights from the top-left of the table; a fan
is the offset of each card from the one below it, in the same units. The scene scales the
whole layout to the window.
"""

from typing import NamedTuple


class PileLayout(NamedTuple):
    name: str
    x: float
    y: float
    kind: str           # stock, waste, foundation, tableau, cell, reserve, wall, guard,
                        # throne, removed
    fan_x: float = 0.0
    fan_y: float = 0.0
    hidden: bool = False  # kept off the table (Wall's removed pile)
    max_fan: float = 0.0  # when > 0, the fan squeezes to stay within this, but never so
                          # far that a covered card's rank and suit no longer show
    min_fan: float = 0.0  # when > 0, the least room the table keeps for the fan when it
                          # picks the card size: a short window gets larger cards and the
                          # fan's oldest cards squeeze into slivers (0: keep max_fan)


class Layout(NamedTuple):
    width: float
    height: float
    piles: dict[str, PileLayout]
    stretch_y: float = 1.0  # when > 1, a window with height to spare (cards as wide as the
                            # width allows: portrait) spreads the piles' y positions apart
                            # up to this factor, the table filling the height (no fans down)
    stretch_x: float = 1.0  # when > 1, a window with width to spare (cards as tall as the
                            # height allows: a wide window) spreads the piles' x positions
                            # apart up to this factor, the table filling the width
