"""The rule blocks the games share: build predicates, runs, foundations, faces, one-card deals.

Like PySolFC's stack capabilities, a build rule is a predicate `fits(under, over)`: may
card `over` lie on card `under`? `fit_table` turns one into a lookup table
(`table[under][over]`), which `run_length` walks to count the run on top of a pile. Cards
are the ints of `cards.py`; a face-down card fits nothing and nothing fits on it.
"""

from collections.abc import Sequence

from ..i18n import _
from . import cards as C
from .errors import IllegalMove, InvalidPosition
from .events import Event
from .state import State

RANK, SUIT, IS_RED = C.RANK, C.SUIT, C.IS_RED
FACE_DOWN = C.FACE_DOWN


def same_suit_down(under: int, over: int) -> bool:
    """`over` is the card of `under`'s suit one rank lower (7♥ on 8♥)."""
    return under < FACE_DOWN and over == under - 1 and RANK[under] != 1


def same_colour_down(under: int, over: int) -> bool:
    """`over` is one rank lower than `under`, of the same colour (7♦ on 8♥)."""
    return (under < FACE_DOWN and over < FACE_DOWN and IS_RED[under] == IS_RED[over]
            and RANK[over] == RANK[under] - 1)


def up_in_suit(under: int, over: int) -> bool:
    """`over` is the card of `under`'s suit one rank higher: how foundations build."""
    return under < FACE_DOWN and over == under + 1 and RANK[under] != 13


def fit_table(fits) -> tuple[tuple[bool, ...], ...]:
    """table[under][over] = fits(under, over) for every card int, face-down ones too."""
    nothing = (False,) * 128
    return tuple(tuple(fits(under, over) for over in range(128)) if under < FACE_DOWN
                 else nothing for under in range(128))


SAME_SUIT_DOWN = fit_table(same_suit_down)


def run_length(pile: Sequence[int], fits=SAME_SUIT_DOWN) -> int:
    """How many cards on top of `pile` form a run, each lying on the card under it as
    `fits` (a fit_table) allows; 0 for an empty pile."""
    n = len(pile)
    if not n:
        return 0
    i = n - 1
    over = pile[i]
    while i:
        under = pile[i - 1]
        if not fits[under][over]:
            break
        over = under
        i -= 1
    return n - i


def first_foundation(piles, foundations: Sequence[int], card: int) -> int | None:
    """The first of `foundations` (building up in suit from the ace) that takes `card`:
    an ace the first empty one, another card the one ending one rank below it."""
    if RANK[card] == 1:
        for f in foundations:
            if not piles[f]:
                return f
        return None
    for f in foundations:
        pile = piles[f]
        if pile and up_in_suit(pile[-1], card):
            return f
    return None


def deal_one(state: State, names: Sequence[str], stock: int,
             waste: int) -> tuple[State, list[Event]]:
    """Turn the top card of the stock face up onto the waste; IllegalMove when empty."""
    piles = state.piles
    cards = piles[stock]
    if not cards:
        raise IllegalMove(_("Nothing to deal: the stock is empty"))
    card = cards[-1] & 63                     # face up
    new = list(piles)
    new[stock] = cards[:-1]
    new[waste] = piles[waste] + (card,)
    return (State(state.game, tuple(new), state.score, state.extra),
            [Event("dealt", names[stock], names[waste], (card,))])


def check_faces(names: Sequence[str], piles, face_down: Sequence[int] = (),
                either: Sequence[int] = (), rule: str = "") -> None:
    """Raise InvalidPosition unless the piles `face_down` hold only face-down cards, the
    piles `either` hold any, and every other pile only face-up cards (`rule` says which
    piles may hold face-down cards, for the message)."""
    for i, pile in enumerate(piles):
        if i in either:
            continue
        down = i in face_down
        for c in pile:
            if down and c < FACE_DOWN:
                raise InvalidPosition(f"pile {names[i]!r} holds the face-up card "
                                      f"{C.token(c)}: its cards are face down "
                                      f"(#{C.token(c)})")
            if not down and c >= FACE_DOWN:
                raise InvalidPosition(f"pile {names[i]!r} holds the face-down card "
                                      f"{C.token(c)}, which must be face up: {rule}")


def check_foundations(names: Sequence[str], piles, foundations: Sequence[int]) -> None:
    """Raise InvalidPosition unless each of `foundations` builds up in one suit from the ace."""
    for f in foundations:
        pile = piles[f]
        for j, c in enumerate(pile):
            if RANK[c] != j + 1 or SUIT[c] != SUIT[pile[0]]:
                raise InvalidPosition(f"pile {names[f]!r} must build up in one suit from "
                                      f"the ace, but holds {C.token(c)} at place {j + 1}")
