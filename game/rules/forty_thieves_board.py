"""Forty Thieves' piles: their names and indexes, the table of its moves, and its card texts.

Every index comes from `PILE_NAMES`, so the rules never count piles by position. Every card
but the stock's is face up, so tableau and foundation cards are plain ints < 52, and in one
suit the card one rank up is simply `card + 1` (unless the card is a king).
"""

from . import cards as C
from .notation import MoveTable
from .piles import flags, indexes_of, numbered, spoken_pile

GAME_ID = "forty-thieves"
PILE_NAMES = ("stock", "waste") + numbered("foundation", 8) + numbered("tableau", 10)
STOCK, WASTE = PILE_NAMES.index("stock"), PILE_NAMES.index("waste")
FOUNDATIONS = indexes_of(PILE_NAMES, "foundation")
TABLEAU = indexes_of(PILE_NAMES, "tableau")
IS_FOUNDATION = flags(PILE_NAMES, FOUNDATIONS)
MAX_RUN = 13          # a same-suit run is at most K..A
MOVES = MoveTable(PILE_NAMES, MAX_RUN)
NAME = C.name
SPOKEN = tuple(spoken_pile(name) for name in PILE_NAMES)   # 'the waste', 'that tableau pile'
DEAL_TEXT = "Deal a card from the stock"


def is_king(c: int) -> bool:
    return c % 13 == 12


def span(cards) -> str:
    """'5♣' for one card, '5♣–3♣' for a run (bottom card first)."""
    if len(cards) == 1:
        return NAME(cards[0])
    return f"{NAME(cards[0])}–{NAME(cards[-1])}"


def limit_text(count: int, empty: int, into_empty: bool) -> str:
    """Why `count` cards cannot move as one unit when `empty` tableau piles are empty
    besides the source and the destination (2^E cards move at once)."""
    need = (count - 1).bit_length()          # the fewest empty piles that let them move
    if need == 1:
        piles = "another empty tableau pile" if into_empty else "an empty tableau pile"
    else:
        piles = f"{need} {'other ' if into_empty else ''}empty tableau piles"
    move = "go into an empty tableau pile together" if into_empty else "move together"
    now = ("with none, one card at a time" if empty == 0
           else f"with {empty}, at most {1 << empty} cards at once")
    return f"{count} cards {move} only with {piles}: {now}"
