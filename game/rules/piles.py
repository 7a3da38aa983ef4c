"""Pile names: the indexes a game's rules use, and what a player calls each pile.

A pile is named by its kind, numbered when a game has several of that kind ("stock",
"tableau3", "wall45"). Rules find every index from their own `pile_names` with
`indexes_of` (never by counting), so reordering the names cannot break a rule silently.
Player texts name a pile by its kind and place, never by its id (`that_pile`, `a_pile`),
in whole phrases of the player's language.
"""

from collections.abc import Sequence

from ..i18n import N_, _

DIGITS = "0123456789"

# What a player calls a pile: the only one of its kind in its game ...
_THE = {"stock": N_("the stock"), "waste": N_("the waste"), "foundation": N_("the foundation"),
        "throne": N_("the throne"), "removed": N_("the removed cards")}
# ... one of several, the one just touched ...
_THAT = {"tableau": N_("that tableau pile"), "foundation": N_("that foundation"),
         "reserve": N_("that reserve pile"), "waste": N_("that waste pile"),
         "cell": N_("that cell")}
# ... or any one of them
_A = {"tableau": N_("a tableau pile"), "foundation": N_("a foundation"),
      "reserve": N_("a reserve pile"), "waste": N_("a waste pile"), "cell": N_("a cell")}
# (Wall names its guard piles, wall cards and wastes by their places: wall_board.py)


def kind_of(pile: str) -> str:
    """'tableau' for 'tableau3', 'stock' for 'stock'."""
    return pile.rstrip(DIGITS)


def numbered(kind: str, count: int) -> tuple[str, ...]:
    """kind1 .. kindN: the names of a game's `count` piles of one kind, left to right."""
    return tuple(f"{kind}{n}" for n in range(1, count + 1))


def index_of(names: Sequence[str]) -> dict[str, int]:
    """Pile name -> its index in `names` (the order of State.piles)."""
    return {name: i for i, name in enumerate(names)}


def indexes_of(names: Sequence[str], kind: str) -> tuple[int, ...]:
    """The indexes of kind1, kind2, ... in number order, wherever they sit in `names`."""
    found = sorted((int(name[len(kind):]), i) for i, name in enumerate(names)
                   if name != kind and kind_of(name) == kind)
    return tuple(i for _, i in found)


def flags(names: Sequence[str], members) -> tuple[bool, ...]:
    """flags[i]: whether pile index i is one of `members` (a fast test in hot loops)."""
    members = set(members)
    return tuple(i in members for i in range(len(names)))


def that_pile(pile: str) -> str:
    """A pile as a player names the one just touched, in the player's language: 'the
    waste' for a game's only pile of its kind, 'that tableau pile' for one of several."""
    return _pile_words(pile, _THAT)


def a_pile(pile: str) -> str:
    """A pile as a player names any of its kind: 'the stock' for a game's only one, 'a
    reserve pile' for one of several."""
    return _pile_words(pile, _A)


def _pile_words(pile: str, several: dict) -> str:
    kind = kind_of(pile)
    words = _THE.get(kind) if pile == kind else several.get(kind)
    return _(words) if words else kind      # a kind of no shipped game: its own name
