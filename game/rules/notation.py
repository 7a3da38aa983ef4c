"""The move notation of api.md: parsing it into small tuples with readable errors, and the
tables of every canonical move of a game (`MoveTable`; Wall's `AttackTable`), built once.

Parsed forms: ("deal",), ("move", src, count, dst), ("attack", (waste, ...), target).
Only the canonical spelling is accepted: no spaces, `*N` only for N >= 2.
"""

import re

from .errors import IllegalMove

_MOVE = re.compile(r"^([a-z0-9]+)(?:\*([1-9][0-9]*))?>([a-z0-9]+)$")
_ATTACK = re.compile(r"^(waste[123](?:\+waste[123])*)>([a-z0-9]+)$")


def parse(move, pile_index: dict, attacks: bool = False):
    """Parse `move` for a game whose piles are `pile_index`; raise IllegalMove if malformed."""
    if not isinstance(move, str):
        raise IllegalMove(f"a move is a notation string, not {type(move).__name__}")
    if move == "deal":
        return ("deal",)
    if attacks:
        match = _ATTACK.match(move)
        if not match:
            raise IllegalMove(f"malformed move {move!r}: expected 'deal' or "
                              f"'wasteA+wasteB>TARGET'")
        sources = tuple(match.group(1).split("+"))
        target = match.group(2)
        if list(sources) != sorted(set(sources)):
            raise IllegalMove(f"malformed move {move!r}: name each waste pile once, "
                              f"in ascending order")
        if target not in pile_index:
            raise IllegalMove(f"unknown pile {target!r} in {move!r}")
        return ("attack", sources, target)
    match = _MOVE.match(move)
    if not match:
        raise IllegalMove(f"malformed move {move!r}: expected 'deal', 'SRC>DST' or "
                          f"'SRC*N>DST'")
    src, count, dst = match.group(1), match.group(2), match.group(3)
    for pile in (src, dst):
        if pile not in pile_index:
            raise IllegalMove(f"unknown pile {pile!r} in {move!r}")
    if count is not None and int(count) < 2:
        raise IllegalMove(f"malformed move {move!r}: write 'SRC>DST' for one card")
    if src == dst:
        raise IllegalMove(f"{move!r} moves a pile onto itself")
    return ("move", src, 1 if count is None else int(count), dst)


def format_move(src: str, count: int, dst: str) -> str:
    return f"{src}>{dst}" if count == 1 else f"{src}*{count}>{dst}"


class MoveTable:
    """The canonical notation of every SRC>DST and SRC*N>DST move between a game's piles,
    both ways, so the rules never format or parse their own moves:

    - `one[s][d]`: one card from pile index s to pile index d (None when s == d);
    - `many[s][d][n]`: n cards, 1 <= n <= most (`many[s][d][1] == one[s][d]`);
    - `parsed[text]`: (s, n, d) of every move in the table.
    """

    def __init__(self, pile_names, most: int = 1):
        self.most = most
        self.many = tuple(
            tuple((None,) + tuple(None if s == d else format_move(src, n, dst)
                                  for n in range(1, most + 1))
                  for d, dst in enumerate(pile_names))
            for s, src in enumerate(pile_names))
        self.one = tuple(tuple(cell[1] for cell in row) for row in self.many)
        self.parsed = {text: (s, n, d)
                       for s, row in enumerate(self.many)
                       for d, cell in enumerate(row)
                       for n, text in enumerate(cell) if text is not None}


class AttackTable:
    """The canonical notation of every attack `wasteA+wasteB>TARGET`, both ways. A group of
    waste piles is a bit mask over `wastes` (1: the first, 2: the second, 4: the third):

    - `sources[mask]`: the pile indexes of that group, in ascending order;
    - `groups[mask]`: its notation, 'waste1+waste3';
    - `text[t][mask]`: the attack on pile index t (None for mask 0 and for non-targets);
    - `parsed[text]`: (mask, t) of every attack in the table.
    """

    def __init__(self, pile_names, wastes, targets):
        masks = range(1, 1 << len(wastes))
        self.masks = tuple(masks)
        self.sources = ((),) + tuple(tuple(w for i, w in enumerate(wastes) if m >> i & 1)
                                     for m in masks)
        self.groups = (None,) + tuple("+".join(pile_names[w] for w in self.sources[m])
                                      for m in masks)
        self.text = tuple(
            tuple(f"{self.groups[m]}>{name}" if m and t in targets else None
                  for m in range(len(self.groups)))
            for t, name in enumerate(pile_names))
        self.parsed = {self.text[t][m]: (m, t) for t in targets for m in masks}
