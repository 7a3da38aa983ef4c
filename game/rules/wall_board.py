"""Wall's board: its piles and indexes, which target covers which, healths, attack notation.

Every index comes from `PILE_NAMES`, so the rules never count piles by position. The wall
(wall numbers n = 1 .. 45; position p = (n - 1) % 15; p 0-7 a wide row of 8, p 8-14 a
narrow row of 7 shifted half a card right):

- parents of n: n-8 and n-7 (none in the top row; a wide row's first card has only n-7,
  its last only n-8); children: n+7 and n+8 (none in the bottom row; a wide row's first
  card has only n+8, its last only n+7); siblings: n-1 and n+1 within the row.
- health: a top-row card its value; another card its value plus its parents; the first
  or last card of a lower wide row its value, its one parent and the card n-15 two rows
  straight above (counted even when the parent between them is gone).
"""


from ..i18n import N_, _
from . import cards as C
from .notation import AttackTable
from .piles import flags, indexes_of, numbered

RANK = C.RANK
FACE_DOWN = C.FACE_DOWN
NAME = tuple(C.name(c & 63) if (c & 63) < 52 else "?" for c in range(128))
KING_OF_SPADES = C.card(13, C.SPADES)
GAME_ID = "wall"

PILE_NAMES = (("throne",) + numbered("high", 3) + numbered("low", 4) + numbered("wall", 45)
              + ("stock",) + numbered("waste", 3) + ("removed",))
THRONE, STOCK, REMOVED = (PILE_NAMES.index(name) for name in ("throne", "stock", "removed"))
HIGHS = indexes_of(PILE_NAMES, "high")
LOWS = indexes_of(PILE_NAMES, "low")
WALL = indexes_of(PILE_NAMES, "wall")          # WALL[n - 1]: the index of wall n
WASTES = indexes_of(PILE_NAMES, "waste")
WASTE1, WASTE2, WASTE3 = WASTES
TARGETS = (THRONE,) + HIGHS + LOWS + WALL       # every pile that can be attacked, in order
IS_TARGET = flags(PILE_NAMES, TARGETS)
IS_WALL = flags(PILE_NAMES, WALL)
IS_LOW = flags(PILE_NAMES, LOWS)

# What a player calls the piles that are not single wall cards: their place on the table
# (marked here, translated where a sentence names them: `spoken`)
_PLACES = {"throne": N_("the throne"), "high1": N_("the left high guard pile"),
           "high2": N_("the middle high guard pile"),
           "high3": N_("the right high guard pile"),
           "low1": N_("the leftmost low guard pile"),
           "low2": N_("the second low guard pile from the left"),
           "low3": N_("the third low guard pile from the left"),
           "low4": N_("the rightmost low guard pile"), "stock": N_("the stock"),
           "waste1": N_("the left waste pile"), "waste2": N_("the middle waste pile"),
           "waste3": N_("the right waste pile"), "removed": N_("the removed cards")}
SPOKEN = {i: _PLACES[name] for i, name in enumerate(PILE_NAMES) if not IS_WALL[i]}
# Where a wall card lies, when its twin from the other deck is in the wall too
ROW_PLACES = (
    # Translators: where a wall card lies, as in "the left 7♥ in the wall's top row"
    N_("in the wall's top row"), N_("in the wall's second row"),
    N_("in the wall's third row"), N_("in the wall's fourth row"),
    N_("in the wall's fifth row"), N_("in the wall's bottom row"),
)


def _wall_tables():
    """(exposers, always_exposed, health_piles) for every pile index.

    exposers[t]: piles of which any one being empty exposes t (throne: handled apart);
    always_exposed[t]: the bottom row of the wall; health_piles[t]: the piles whose card
    values make up t's health."""
    count = len(PILE_NAMES)
    exposers = [()] * count
    always = [False] * count
    health = [(t,) for t in range(count)]
    for n in range(1, 46):
        t = WALL[n - 1]
        p = (n - 1) % 15
        left_edge, right_edge = p == 0, p == 7
        parents, children, siblings = [], [], []
        if n > 8:
            if not left_edge:
                parents.append(n - 8)
            if not right_edge:
                parents.append(n - 7)
        if n < 39:
            if not left_edge:
                children.append(n + 7)
            if not right_edge:
                children.append(n + 8)
        else:
            always[t] = True
        if p not in (0, 8):
            siblings.append(n - 1)
        if p not in (7, 14):
            siblings.append(n + 1)
        exposers[t] = tuple(WALL[m - 1] for m in children + siblings)
        above = [n - 15] if n > 8 and (left_edge or right_edge) else []
        health[t] = (t,) + tuple(WALL[m - 1] for m in parents + above)
    for k in range(1, 5):             # lowK: the two top-row cards under it, its neighbours
        near = [WALL[2 * k - 2], WALL[2 * k - 1]]
        near += [LOWS[j - 1] for j in (k - 1, k + 1) if 1 <= j <= 4]
        exposers[LOWS[k - 1]] = tuple(near)
    high1, high2, high3 = HIGHS
    low1, low2, low3, low4 = LOWS
    exposers[high1] = (low1, low2, high2)           # low1, low2 or high2 gone
    exposers[high2] = (low2, low3, high1, high3)    # low2, low3, high1 or high3 gone
    exposers[high3] = (low3, low4, high2)           # low3, low4 or high2 gone
    return tuple(exposers), tuple(always), tuple(health)


EXPOSERS, ALWAYS_EXPOSED, HEALTH_PILES = _wall_tables()
ATTACKS = AttackTable(PILE_NAMES, WASTES, TARGETS)


def row_and_place(t: int) -> tuple[int, int]:
    """(row 0-5 from the top, place 0-7 from the left) of the wall card at index t."""
    n = WALL.index(t) + 1
    p = (n - 1) % 15
    row = (n - 1) // 15 * 2 + (1 if p >= 8 else 0)
    return row, p if p < 8 else p - 8


def exposed(piles, t: int) -> bool:
    """Whether target index t may be attacked (its own emptiness is not checked)."""
    if t == THRONE:
        high1, high2, high3 = HIGHS
        return not (piles[high1] or piles[high2] or piles[high3])
    if ALWAYS_EXPOSED[t]:
        return True
    for j in EXPOSERS[t]:
        if not piles[j]:
            return True
    return False


def health(piles, t: int) -> int:
    """What an attack on target index t must exceed: a wall card's value plus its parents'
    (and, at a lower wide row's ends, the card two rows above); a guard pile's or the
    throne's card sum, face-down cards included."""
    total = 0
    for j in HEALTH_PILES[t]:
        for c in piles[j]:
            total += RANK[c]
    return total


def subsets(piles) -> list[tuple[int, int]]:
    """[(mask, sum)] of every non-empty group of the non-empty waste piles."""
    w1, w2, w3 = piles[WASTE1], piles[WASTE2], piles[WASTE3]
    v1 = RANK[w1[0]] if w1 else 0
    v2 = RANK[w2[0]] if w2 else 0
    v3 = RANK[w3[0]] if w3 else 0
    present = (1 if w1 else 0) | (2 if w2 else 0) | (4 if w3 else 0)
    if present == 7:
        return [(1, v1), (2, v2), (3, v1 + v2), (4, v3), (5, v1 + v3), (6, v2 + v3),
                (7, v1 + v2 + v3)]
    values = (v1, v2, v1 + v2, v3, v1 + v3, v2 + v3, v1 + v2 + v3)
    return [(m, values[m - 1]) for m in ATTACKS.masks if m & present == m]


def spoken(t: int) -> str:
    """Pile index t (not a wall card) as a player names it: 'the left high guard pile'."""
    return _(SPOKEN[t])
