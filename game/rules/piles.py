"""Pile names: the indexes a game's rules use, and what a player calls each pile.

A pile is named by its kind, numbered when a game has several of that kind ("stock",
"tableau3", "wall45"). Rules find every index from their own `pile_names` with
`indexes_of` (never by counting), so reordering the names cannot break a rule silently.
Player texts name a pile by its kind and place, never by its id (`spoken_pile`).
"""

from collections.abc import Sequence

DIGITS = "0123456789"

# What a player calls a pile of each kind where the kind's own name is not enough.
_WORDS = {"tableau": "tableau pile", "reserve": "reserve pile", "high": "high guard pile",
          "low": "low guard pile", "wall": "wall card", "removed": "removed cards"}


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


def kind_word(pile: str) -> str:
    """What a player calls a pile of this kind: 'tableau pile', 'foundation', 'stock';
    'waste pile' where a game has several wastes."""
    kind = kind_of(pile)
    if kind == "waste" and kind != pile:
        return "waste pile"
    return _WORDS.get(kind, kind)


def spoken_pile(pile: str, article: str = "that") -> str:
    """A pile as a player names it: 'the waste' for a game's only pile of its kind,
    '<article> tableau pile' ('that', 'a', 'the left' ...) for one of several."""
    if pile == kind_of(pile):
        return f"the {kind_word(pile)}"
    return f"{article} {kind_word(pile)}"
