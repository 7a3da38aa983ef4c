"""Whitehead's piles: their names and indexes, the table of its moves, and its card texts.

Every index comes from `PILE_NAMES` (`tableauN` is dealt N cards), so the rules never count
piles by position.
"""

from ..i18n import N_, ngettext
from ..i18n.formats import number
from . import cards as C
from .notation import MoveTable
from .piles import indexes_of, numbered, that_pile

GAME_ID = "whitehead"
PILE_NAMES = ("stock", "waste") + numbered("foundation", 4) + numbered("tableau", 7)
STOCK, WASTE = PILE_NAMES.index("stock"), PILE_NAMES.index("waste")
FOUNDATIONS = indexes_of(PILE_NAMES, "foundation")
TABLEAU = indexes_of(PILE_NAMES, "tableau")
MOVES = MoveTable(PILE_NAMES, 13)          # a same-suit run is at most K..A

RANK = C.RANK
IS_RED = C.IS_RED
NAME = tuple(C.name(c & 63) if (c & 63) < 52 else "?" for c in range(128))
DEAL_TEXT = N_("Deal another card")


def spoken(pile: int) -> str:
    """What a player calls pile index `pile` in a refusal about the pile just touched:
    'the waste', 'that tableau pile'."""
    return that_pile(PILE_NAMES[pile])


def group_text(group) -> str:
    """'7♠' or '7♠ and the 2 cards on it' for a group listed bottom to top."""
    if len(group) == 1:
        return NAME[group[0]]
    extra = len(group) - 1
    # Translators: a group of cards picked up, named by its bottom card {card}; write
    # {count} in every plural form that is not for exactly one card
    return ngettext("{card} and the card on it", "{card} and the {count} cards on it",
                    extra).format(card=NAME[group[0]], count=number(extra))
