"""Whitehead's piles: their names and indexes, the table of its moves, and its card texts.

Every index comes from `PILE_NAMES` (`tableauN` is dealt N cards), so the rules never count
piles by position.
"""

from . import cards as C
from .notation import MoveTable
from .piles import indexes_of, numbered, spoken_pile

GAME_ID = "whitehead"
PILE_NAMES = ("stock", "waste") + numbered("foundation", 4) + numbered("tableau", 7)
STOCK, WASTE = PILE_NAMES.index("stock"), PILE_NAMES.index("waste")
FOUNDATIONS = indexes_of(PILE_NAMES, "foundation")
TABLEAU = indexes_of(PILE_NAMES, "tableau")
MOVES = MoveTable(PILE_NAMES, 13)          # a same-suit run is at most K..A

RANK = C.RANK
IS_RED = C.IS_RED
NAME = tuple(C.name(c & 63) if (c & 63) < 52 else "?" for c in range(128))
# What a player calls each pile in a refusal about the pile just touched.
SPOKEN = tuple(spoken_pile(name) for name in PILE_NAMES)
DEAL_TEXT = "Deal another card"


def group_text(group) -> str:
    """'7♠' or '7♠ and the 2 cards on it' for a group listed bottom to top."""
    if len(group) == 1:
        return NAME[group[0]]
    extra = len(group) - 1
    return f"{NAME[group[0]]} and the {'card' if extra == 1 else f'{extra} cards'} on it"
