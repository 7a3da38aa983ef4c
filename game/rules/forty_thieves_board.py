"""Forty Thieves' piles: their names and indexes, the table of its moves, and its texts.

Every index comes from `PILE_NAMES`, so the rules never count piles by position. Every card
but the stock's is face up, so tableau and foundation cards are plain ints < 52, and in one
suit the card one rank up is simply `card + 1` (unless the card is a king).
"""

from ..i18n import N_, _, ngettext
from ..i18n.formats import number
from . import cards as C
from .notation import MoveTable
from .piles import flags, indexes_of, numbered, that_pile

GAME_ID = "forty-thieves"
PILE_NAMES = ("stock", "waste") + numbered("foundation", 8) + numbered("tableau", 10)
STOCK, WASTE = PILE_NAMES.index("stock"), PILE_NAMES.index("waste")
FOUNDATIONS = indexes_of(PILE_NAMES, "foundation")
TABLEAU = indexes_of(PILE_NAMES, "tableau")
IS_FOUNDATION = flags(PILE_NAMES, FOUNDATIONS)
MAX_RUN = 13          # a same-suit run is at most K..A
MOVES = MoveTable(PILE_NAMES, MAX_RUN)
NAME = C.name
DEAL_TEXT = N_("Deal a card from the stock")


def spoken(pile: int) -> str:
    """Pile index `pile` as a refusal names it: 'the waste', 'that tableau pile'."""
    return that_pile(PILE_NAMES[pile])


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
    if into_empty:
        piles = (_("another empty tableau pile") if need == 1 else
                 ngettext("{need} other empty tableau pile", "{need} other empty tableau piles",
                          need).format(need=number(need)))
    else:
        piles = (_("an empty tableau pile") if need == 1 else
                 ngettext("{need} empty tableau pile", "{need} empty tableau piles",
                          need).format(need=number(need)))
    most = 1 << empty
    # Translators: how many cards may move at once now, said after a colon
    now = (_("with none, one card at a time") if empty == 0 else
           ngettext("with {empty}, at most {most} card at once",
                    "with {empty}, at most {most} cards at once", most).format(
               empty=number(empty), most=number(most)))
    if into_empty:
        # Translators: {piles} is e.g. "another empty tableau pile" or "2 other empty
        # tableau piles", {now} e.g. "with none, one card at a time"
        text = ngettext("{count} card goes into an empty tableau pile together only with "
                        "{piles}: {now}",
                        "{count} cards go into an empty tableau pile together only with "
                        "{piles}: {now}", count)
    else:
        # Translators: {piles} is e.g. "an empty tableau pile" or "2 empty tableau
        # piles", {now} e.g. "with 1, at most 2 cards at once"
        text = ngettext("{count} card moves together only with {piles}: {now}",
                        "{count} cards move together only with {piles}: {now}", count)
    return text.format(count=number(count), piles=piles, now=now)
