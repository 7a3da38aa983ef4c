"""Wall (rules.md, "Wall"; Aisleriot's wall.scm).

Two decks without both K♠ (102 cards shuffled); the two K♠ sit face up on the throne.
The player attacks exposed targets (wall cards, guard piles, the throne) with any
non-empty subset of the three waste cards; an attack succeeds when the attack cards sum
to more than the target's health. A face-down low guard pile accepts any attack: if it
fails, the pile turns face up and the attack cards are still used up. Whenever an attack
leaves the waste empty, three cards are dealt. `deal` discards the waste and deals three.
The score is the sum of the health of every removed target; the game is won when the
throne falls.

Pile indexes (pile_names order) match Aisleriot's slot ids: 0 throne, 1-3 high1-3,
4-7 low1-4, 8-52 wall1-45, 53 stock, 54-56 waste1-3, 57 removed.

The wall (wall numbers n = 1 .. 45; position p = (n - 1) % 15; p 0-7 a wide row of 8,
p 8-14 a narrow row of 7 shifted half a card right):

- parents of n: n-8 and n-7 (none in the top row; a wide row's first card has only n-7,
  its last only n-8); children: n+7 and n+8 (none in the bottom row; a wide row's first
  card has only n+8, its last only n+7); siblings: n-1 and n+1 within the row.
- health: a top-row card its value; another card its value plus its parents; the first
  or last card of a lower wide row its value, its one parent and the card n-15 two rows
  straight above (counted even when the parent between them is gone).
"""

from typing import List, Optional, Sequence, Tuple

from . import cards as C
from .base import GameRules, Hint
from .errors import IllegalMove, InvalidPosition
from .events import Event
from .layout import Layout, PileLayout
from .state import State

RANK = C.RANK
FACE_DOWN = C.FACE_DOWN
NAME = tuple(C.name(c & 63) if (c & 63) < 52 else "?" for c in range(128))
KING_OF_SPADES = C.card(13, C.SPADES)
GAME_ID = "wall"

THRONE = 0
HIGHS = (1, 2, 3)
LOWS = (4, 5, 6, 7)
FIRST_WALL, LAST_WALL = 8, 52
STOCK = 53
WASTES = (54, 55, 56)
REMOVED = 57
TARGETS = tuple(range(LAST_WALL + 1))     # every pile that can be attacked

PILE_NAMES = (("throne", "high1", "high2", "high3", "low1", "low2", "low3", "low4")
              + tuple(f"wall{n}" for n in range(1, 46))
              + ("stock", "waste1", "waste2", "waste3", "removed"))

# Player-facing names of the piles that are not single wall cards: their place on the table.
SPOKEN = {0: "the throne", 1: "the left high guard pile", 2: "the middle high guard pile",
          3: "the right high guard pile", 4: "the leftmost low guard pile",
          5: "the second low guard pile from the left",
          6: "the third low guard pile from the left", 7: "the rightmost low guard pile",
          53: "the stock", 54: "the left waste pile", 55: "the middle waste pile",
          56: "the right waste pile", 57: "the removed cards"}
DEAL_TEXT = "Deal cards"
ROW_NAMES = ("top", "second", "third", "fourth", "fifth", "bottom")


def _wall_tables():
    """(exposers, always_exposed, health_piles) for every target index.

    exposers[t]: piles of which any one being empty exposes t (throne: handled apart);
    always_exposed[t]: the bottom row of the wall; health_piles[t]: the piles whose card
    values make up t's health."""
    exposers = [()] * (LAST_WALL + 1)
    always = [False] * (LAST_WALL + 1)
    health = [(t,) for t in range(LAST_WALL + 1)]
    for n in range(1, 46):
        t = n + 7
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
        exposers[t] = tuple(m + 7 for m in children + siblings)
        above = [n - 15] if n > 8 and (left_edge or right_edge) else []
        health[t] = (t,) + tuple(m + 7 for m in parents + above)
    for k in range(1, 5):             # lowK: the two top-row cards under it, its neighbours
        t = LOWS[k - 1]
        near = [2 * k - 1 + 7, 2 * k + 7]
        near += [LOWS[j - 1] for j in (k - 1, k + 1) if 1 <= j <= 4]
        exposers[t] = tuple(near)
    exposers[1] = (4, 5, 2)           # high1: low1, low2 or high2 gone
    exposers[2] = (5, 6, 1, 3)        # high2: low2, low3, high1 or high3 gone
    exposers[3] = (6, 7, 2)           # high3: low3, low4 or high2 gone
    return tuple(exposers), tuple(always), tuple(health)


EXPOSERS, ALWAYS_EXPOSED, HEALTH_PILES = _wall_tables()

# Subsets of the waste as bit masks (1 waste1, 2 waste2, 4 waste3).
MASKS = (1, 2, 3, 4, 5, 6, 7)
MASK_PILES = {m: tuple(WASTES[i] for i in range(3) if m >> i & 1) for m in MASKS}
MASK_SRC = {m: "+".join(PILE_NAMES[w] for w in MASK_PILES[m]) for m in MASKS}
# _MOVE[target][mask]: canonical notation; _PARSED: notation -> (mask, target).
_MOVE = tuple(tuple(f"{MASK_SRC[m]}>{PILE_NAMES[t]}" if m else None for m in range(8))
              for t in TARGETS)
_PARSED = {_MOVE[t][m]: (m, t) for t in TARGETS for m in MASKS}


def _row_and_place(t: int) -> Tuple[int, int]:
    """(row 0-5 from the top, place 0-7 from the left) of wall target index t."""
    p = (t - FIRST_WALL) % 15
    row = (t - FIRST_WALL) // 15 * 2 + (1 if p >= 8 else 0)
    return row, p if p < 8 else p - 8


def _mask_of(wastes) -> int:
    mask = 0
    for w in wastes:
        mask |= 1 << WASTES.index(w)
    return mask


def _capital(text: str) -> str:
    return text[0].upper() + text[1:]


class WallRules(GameRules):
    id = GAME_ID
    title = "Wall"
    goal = "Break through the wall and the guard posts with the waste cards and take the throne"
    pile_names = PILE_NAMES
    capacity = dict([("throne", 2)] + [(f"high{k}", 2) for k in (1, 2, 3)]
                    + [(f"low{k}", 3) for k in (1, 2, 3, 4)]
                    + [(f"wall{n}", 1) for n in range(1, 46)]
                    + [(f"waste{k}", 1) for k in (1, 2, 3)])
    score_required = True
    attacks = True

    # ----- deck and deal -------------------------------------------------------------
    def deck(self) -> List[int]:
        """Two standard decks in Aisleriot's order with both K♠ taken out (102 cards)."""
        one = [c for c in range(52) if c != KING_OF_SPADES]
        return one + one

    def fixed_cards(self) -> Tuple[int, ...]:
        """The two K♠ of the throne, which are not shuffled."""
        return (KING_OF_SPADES, KING_OF_SPADES)

    def deal(self, stock: List[int]) -> State:
        stock = list(stock)
        piles = [()] * len(PILE_NAMES)
        piles[THRONE] = (KING_OF_SPADES, KING_OF_SPADES)
        for h in HIGHS + HIGHS:
            piles[h] += (stock.pop(),)
        for low in LOWS + LOWS + LOWS:
            piles[low] += (stock.pop() | FACE_DOWN,)
        for t in range(FIRST_WALL, LAST_WALL + 1):
            piles[t] = (stock.pop(),)
        for w in WASTES:
            piles[w] = (stock.pop(),)
        piles[STOCK] = tuple(c | FACE_DOWN for c in stock)
        return State(GAME_ID, tuple(piles), 0, ())

    # ----- the rules' building blocks --------------------------------------------------
    @staticmethod
    def _exposed(piles, t: int) -> bool:
        """Whether target index t may be attacked (its own emptiness is not checked)."""
        if t == THRONE:
            return not piles[1] and not piles[2] and not piles[3]
        if ALWAYS_EXPOSED[t]:
            return True
        for j in EXPOSERS[t]:
            if not piles[j]:
                return True
        return False

    @staticmethod
    def _health(piles, t: int) -> int:
        total = 0
        for j in HEALTH_PILES[t]:
            for c in piles[j]:
                total += RANK[c]
        return total

    @staticmethod
    def _subsets(piles):
        """[(mask, sum)] of every non-empty subset of the non-empty waste piles."""
        w1, w2, w3 = piles[54], piles[55], piles[56]
        v1 = RANK[w1[0]] if w1 else 0
        v2 = RANK[w2[0]] if w2 else 0
        v3 = RANK[w3[0]] if w3 else 0
        present = (1 if w1 else 0) | (2 if w2 else 0) | (4 if w3 else 0)
        if present == 7:
            return [(1, v1), (2, v2), (3, v1 + v2), (4, v3), (5, v1 + v3), (6, v2 + v3),
                    (7, v1 + v2 + v3)]
        values = (v1, v2, v1 + v2, v3, v1 + v3, v2 + v3, v1 + v2 + v3)
        return [(m, values[m - 1]) for m in MASKS if m & present == m]

    # ----- moves ----------------------------------------------------------------------
    def legal_moves(self, state: State) -> List[str]:
        piles = state.piles
        moves = []
        subsets = self._subsets(piles)
        if subsets:
            best = max(s for _, s in subsets)
            for t in TARGETS:
                pile = piles[t]
                if not pile:
                    continue
                if t == THRONE:
                    if piles[1] or piles[2] or piles[3]:
                        continue
                elif not ALWAYS_EXPOSED[t]:
                    for j in EXPOSERS[t]:
                        if not piles[j]:
                            break
                    else:
                        continue
                names = _MOVE[t]
                if 4 <= t <= 7 and pile[-1] >= FACE_DOWN:
                    moves.extend(names[m] for m, _ in subsets)
                    continue
                h = 0
                for j in HEALTH_PILES[t]:
                    for c in piles[j]:
                        h += RANK[c]
                if best > h:
                    moves.extend(names[m] for m, s in subsets if s > h)
        if piles[STOCK]:
            moves.append("deal")
        return moves

    def _resolve(self, move):
        """(mask, target) of an attack, or None for 'deal'; raises IllegalMove."""
        parsed = _PARSED.get(move)
        if parsed is not None:
            return parsed
        if move == "deal":
            return None
        kind, sources, target = self.parse(move)   # raises for anything malformed
        raise IllegalMove(f"{_capital(SPOKEN[self.index[target]])} cannot be attacked: only "
                          f"the wall, the guard piles and the throne can")

    def _check_attack(self, piles, mask: int, t: int) -> None:
        """Raise IllegalMove with the reason when attacking t with `mask` is not legal."""
        for w in MASK_PILES[mask]:
            if not piles[w]:
                raise IllegalMove(f"There is no card on {SPOKEN[w]} to attack with")
        pile = piles[t]
        if not pile:
            what = "That wall card" if FIRST_WALL <= t <= LAST_WALL else _capital(SPOKEN[t])
            raise IllegalMove(f"{what} is already gone: there is nothing left there to "
                              f"attack")
        if not self._exposed(piles, t):
            raise IllegalMove(self._cover_reason(piles, t))
        if 4 <= t <= 7 and pile[-1] >= FACE_DOWN:
            return
        total = sum(RANK[piles[w][0]] for w in MASK_PILES[mask])
        h = self._health(piles, t)
        if total <= h:
            cards = " + ".join(NAME[piles[w][0]] for w in MASK_PILES[mask])
            raise IllegalMove(f"{cards} make{'s' if mask in (1, 2, 4) else ''} {total}, "
                              f"not more than the health of {self._spoken(t, piles)} "
                              f"({h}): the attack needs more than {h}")

    def _cover_reason(self, piles, t: int) -> str:
        what = _capital(self._spoken(t, piles))
        if t == THRONE:
            return "The throne cannot be attacked until all three high guard piles are removed"
        if t in HIGHS:
            return (f"{what} cannot be attacked yet: remove a low guard pile below it or a "
                    f"high guard pile beside it first")
        if t in LOWS:
            return (f"{what} cannot be attacked yet: remove one of the two wall cards below "
                    f"it or a low guard pile beside it first")
        return (f"{what} is covered: remove a card covering its bottom corners or a card "
                f"beside it first")

    @staticmethod
    def _spoken(t: int, piles) -> str:
        """Target t as a player finds it: a wall card by its name, with its row (and which
        of the two it is) only when its twin from the other deck is in the wall too."""
        if not FIRST_WALL <= t <= LAST_WALL:
            return SPOKEN[t]
        card = piles[t][0]
        twins = [u for u in range(FIRST_WALL, LAST_WALL + 1)
                 if u != t and piles[u] and piles[u][0] == card]
        if not twins:
            return NAME[card]
        row, place = _row_and_place(t)
        where = f"in the wall's {ROW_NAMES[row]} row"
        twin_row, twin_place = _row_and_place(twins[0])
        if twin_row == row:
            return f"the {'left' if place < twin_place else 'right'} {NAME[card]} {where}"
        return f"{NAME[card]} {where}"

    def apply(self, state: State, move: str) -> Tuple[State, List[Event]]:
        events = []
        return self._play(state, move, events), events

    def play(self, state: State, move: str) -> State:
        return self._play(state, move, None)

    def _play(self, state: State, move: str, events: Optional[list]) -> State:
        spec = self._resolve(move)
        piles = state.piles
        if spec is None:
            if not piles[STOCK]:
                raise IllegalMove("Nothing to deal: the stock is empty")
            new = list(piles)
            removed = list(piles[REMOVED])
            for w in WASTES:
                if piles[w]:
                    removed.extend(piles[w])
                    if events is not None:
                        events.append(Event("discarded", PILE_NAMES[w], "removed", piles[w]))
                    new[w] = ()
            new[REMOVED] = tuple(removed)
            self._deal_three(new, events)
            return State(GAME_ID, tuple(new), state.score, state.extra)

        mask, t = spec
        self._check_attack(piles, mask, t)
        sources = MASK_PILES[mask]
        target = piles[t]
        new = list(piles)
        removed = list(piles[REMOVED])
        score = state.score
        h = self._health(piles, t)
        total = 0
        for w in sources:
            total += RANK[piles[w][0]]
        success = total > h
        if events is not None:
            events.append(Event("attacked", MASK_SRC[mask], PILE_NAMES[t],
                                tuple(piles[w][0] for w in sources), success))
        if success:
            up = tuple(c & ~FACE_DOWN for c in target)
            removed.extend(up)
            new[t] = ()
            score += h
            if events is not None:
                events.append(Event("discarded", PILE_NAMES[t], "removed", up))
        else:   # a face-down low guard pile: it turns face up and stays
            up = tuple(c & ~FACE_DOWN for c in target)
            new[t] = up
            if events is not None:
                events.append(Event("revealed", "", PILE_NAMES[t], up, False))
        for w in sources:
            removed.append(piles[w][0])
            new[w] = ()
            if events is not None:
                events.append(Event("discarded", PILE_NAMES[w], "removed", piles[w]))
        new[REMOVED] = tuple(removed)
        if not new[54] and not new[55] and not new[56]:
            self._deal_three(new, events)
        return State(GAME_ID, tuple(new), score, state.extra)

    @staticmethod
    def _deal_three(new: list, events: Optional[list]) -> None:
        """Deal the stock's top cards face up to waste1, waste2, waste3 (as many as it has)."""
        stock = new[STOCK]
        n = len(stock)
        for i, w in enumerate(WASTES):
            if i >= n:
                break
            c = stock[n - 1 - i] & ~FACE_DOWN
            new[w] = (c,)
            if events is not None:
                events.append(Event("dealt", "stock", PILE_NAMES[w], (c,)))
        new[STOCK] = stock[:max(n - 3, 0)]

    def is_won(self, state: State) -> bool:
        return not state.piles[THRONE]

    def compute_score(self, state: State) -> int:
        """Wall's score cannot be derived from the piles: it is the stored state.score."""
        return state.score

    # ----- public helpers for the scenes -------------------------------------------------
    def _target_index(self, pile: str) -> int:
        t = self.index.get(pile)
        if t is None:
            raise ValueError(f"unknown pile {pile!r} for wall")
        return t

    def is_exposed(self, state: State, pile: str) -> bool:
        """Whether `pile` may be attacked now: a non-empty, exposed wall card, guard pile or
        throne (rules.md "Exposed"). False for empty piles, the stock, waste and removed."""
        t = self._target_index(pile)
        return t <= LAST_WALL and bool(state.piles[t]) and self._exposed(state.piles, t)

    def health(self, state: State, pile: str) -> int:
        """The health of target `pile` (what an attack must exceed): a wall card's value
        plus its parents (and, at a lower wide row's ends, the card two rows above);
        a guard pile's or the throne's card sum, face-down cards included. 0 when the
        pile is already gone. Raises ValueError for the stock, waste and removed piles."""
        t = self._target_index(pile)
        if t > LAST_WALL:
            raise ValueError(f"{pile} is not a target: it has no health")
        if not state.piles[t]:
            return 0
        return self._health(state.piles, t)

    def is_face_down_guard(self, state: State, pile: str) -> bool:
        """Whether `pile` is a low guard pile still face down (any attack on it is legal)."""
        t = self._target_index(pile)
        return t in LOWS and bool(state.piles[t]) and state.piles[t][-1] >= FACE_DOWN

    def exposed_targets(self, state: State) -> List[str]:
        """Names of every target that may be attacked now, in pile order (throne, high,
        low, wall top to bottom)."""
        piles = state.piles
        return [PILE_NAMES[t] for t in TARGETS if piles[t] and self._exposed(piles, t)]

    def attack_move(self, state: State, target: str,
                    wastes: Optional[Sequence[str]] = None) -> Optional[str]:
        """The notation of attacking `target` with the waste piles `wastes` (any order;
        empty ones are left out), or with every non-empty waste pile when `wastes` is None
        (a click on a target). None when no named waste pile holds a card. The move is not
        checked for legality: see can_attack."""
        self._target_index(target)
        chosen = WASTES if wastes is None else tuple(self._target_index(w) for w in wastes)
        names = [PILE_NAMES[w] for w in WASTES if w in chosen and state.piles[w]]
        if not names:
            return None
        return "+".join(names) + ">" + target

    def can_attack(self, state: State, target: str, wastes: Optional[Sequence[str]] = None) -> bool:
        """Whether attacking `target` with the waste piles `wastes` (all non-empty ones
        when None) is a legal move. Any named waste pile must hold a card."""
        t = self.index.get(target)
        if t is None or t > LAST_WALL:
            return False
        if wastes is None:
            mask = sum(1 << i for i in range(3) if state.piles[WASTES[i]])
        else:
            if not wastes or any(w not in ("waste1", "waste2", "waste3") for w in wastes):
                return False
            mask = _mask_of(self.index[w] for w in wastes)
        if not mask:
            return False
        try:
            self._check_attack(state.piles, mask, t)
        except IllegalMove:
            return False
        return True

    def attack_targets(self, state: State, wastes: Sequence[str]) -> List[str]:
        """Targets the group of waste piles `wastes` may legally attack (drop targets of a
        dragged group), in pile order."""
        return [PILE_NAMES[t] for t in TARGETS if self.can_attack(state, PILE_NAMES[t], wastes)]

    def can_pick(self, state: State, pile: str, count: int) -> bool:
        """A player may pick up the single card of a non-empty waste pile (and nothing else)."""
        t = self.index.get(pile)
        return t in WASTES and count == 1 and bool(state.piles[t])

    def lift_refusal(self, state: State, pile: str, count: int) -> Optional[str]:
        """Only a waste card is picked up (to group it or drop it on a target)."""
        t = self.index[pile]
        if t == STOCK:
            return "Click the stock to deal three cards"
        if t == REMOVED:
            return "Removed cards are out of play"
        if t not in WASTES:
            return ("The wall, the guard piles and the throne stay put: attack them with "
                    "the waste cards")
        if count != 1:
            return "Waste cards are picked up one at a time"
        if not state.piles[t]:
            return "That waste pile is empty"
        return None

    def drop_targets(self, state: State, pile: str, count: int) -> List[str]:
        """Targets the lone card of waste pile `pile` may attack when dragged there."""
        if not self.can_pick(state, pile, count):
            return []
        return self.attack_targets(state, [pile])

    def attack_value(self, state: State, wastes: Optional[Sequence[str]] = None) -> int:
        """The sum of the card values on the waste piles `wastes` (all of them when None)."""
        names = ("waste1", "waste2", "waste3") if wastes is None else wastes
        return sum(RANK[state.piles[self.index[w]][0]] for w in names
                   if state.piles[self.index[w]])

    # ----- what the scenes ask --------------------------------------------------------
    def status(self, state: State) -> str:
        return f"Deals left: {len(state.piles[STOCK]) // 3}"

    def double_click(self, state: State, pile: str) -> List[str]:
        """A double-click on a target: the attack with the whole waste if it is legal, then
        "deal" when the stock still has cards after it (rules.md: "does that attack if it
        is legal and then deals regardless"; Aisleriot's button-double-clicked).

        `state` is the state when the double-click arrives, i.e. after the first click
        has already made its own single-click attack (rules.md, "Shared behaviour"). So
        when that click removed the target, the double-click only deals, discarding the
        cards just auto-dealt, exactly as Aisleriot does. With an empty stock no "deal"
        follows (Aisleriot would discard the waste; we keep it, having no such move).
        [] for the stock, the waste and the removed pile."""
        t = self.index.get(pile)
        if t is None or t > LAST_WALL:
            return []
        moves = []
        move = self.attack_move(state, pile)
        if move is not None and self.can_attack(state, pile):
            moves.append(move)
            state = self.play(state, move)
        if state.piles[STOCK]:
            moves.append("deal")
        return moves

    def describe_move(self, state: State, move: str) -> str:
        spec = self._resolve(move)
        if spec is None:
            return DEAL_TEXT
        mask, t = spec
        piles = state.piles
        cards = " + ".join(NAME[piles[w][0]] for w in MASK_PILES[mask])
        if t in LOWS and piles[t][-1] >= FACE_DOWN:
            return f"Turn over {SPOKEN[t]} by attacking it with {cards}"
        return (f"Remove {self._spoken(t, piles)} (health {self._health(piles, t)}) "
                f"with {cards}")

    def hint(self, state: State) -> Hint:
        """Aisleriot's order: attack a face-down low guard pile when no face-up throne,
        high or low target can be removed with the waste; else remove the first beatable
        exposed face-up target (throne, high, low, wall top to bottom) with the subset of
        the waste of least value that beats it; else deal."""
        piles = state.piles
        if not piles[THRONE]:
            return Hint(None, "The throne has fallen: you have won")
        subsets = self._subsets(piles)
        winnable = None
        if subsets:
            best = max(s for _, s in subsets)
            for t in TARGETS:
                pile = piles[t]
                if (pile and pile[-1] < FACE_DOWN and self._exposed(piles, t)
                        and best > self._health(piles, t)):
                    winnable = t
                    break
            hidden = next((t for t in LOWS if piles[t] and piles[t][-1] >= FACE_DOWN
                           and self._exposed(piles, t)), None)
            if hidden is not None and (winnable is None or winnable >= FIRST_WALL):
                mask = min(subsets, key=lambda ms: (ms[1], ms[0]))[0]
                move = _MOVE[hidden][mask]
                return Hint(move, self.describe_move(state, move))
        if winnable is not None:
            h = self._health(piles, winnable)
            mask = min((ms for ms in subsets if ms[1] > h),
                       key=lambda ms: (ms[1], bin(ms[0]).count("1"), ms[0]))[0]
            move = _MOVE[winnable][mask]
            return Hint(move, self.describe_move(state, move))
        if piles[STOCK]:
            return Hint("deal", DEAL_TEXT)
        return Hint(None, "No moves left: the stock is empty and no attack can succeed")

    # ----- layout and checks ---------------------------------------------------------
    def layout(self) -> Layout:
        """Aisleriot's 8 x 8 card-unit table: throne at the top centre, the high and low
        guard piles under it, the wall in six half-overlapping rows, and the stock and the
        three waste piles at the bottom. The removed pile is kept off the table. The guard
        piles fan wider than Aisleriot's quarter card, so that each card's rank and suit
        show, and each full fan is centred where Aisleriot centres its pile."""
        fan = 0.45
        pair, three = (1 + fan) / 2, (1 + 2 * fan) / 2       # half a full fan's width
        piles = {"throne": PileLayout("throne", 4.0 - pair, 0.0, "throne", fan_x=fan)}
        for k, centre in zip((1, 2, 3), (2.0, 4.0, 6.0)):
            piles[f"high{k}"] = PileLayout(f"high{k}", centre - pair, 1.0, "guard", fan_x=fan)
        for k, centre in zip((1, 2, 3, 4), (1.0, 3.0, 5.0, 7.0)):
            piles[f"low{k}"] = PileLayout(f"low{k}", centre - three, 2.0, "guard", fan_x=fan)
        for n in range(1, 46):
            p = (n - 1) % 15
            row = (n - 1) // 15 * 2 + (1 if p >= 8 else 0)
            col = p if p < 8 else p - 8 + 0.5
            piles[f"wall{n}"] = PileLayout(f"wall{n}", float(col), 3.0 + 0.5 * row, "wall")
        piles["stock"] = PileLayout("stock", 2.0, 7.0, "stock")
        for k in (1, 2, 3):
            piles[f"waste{k}"] = PileLayout(f"waste{k}", 2.0 + k, 7.0, "waste")
        piles["removed"] = PileLayout("removed", 7.0, 7.0, "removed", hidden=True)
        return Layout(8.0, 8.0, piles)

    def check_state(self, state: State) -> None:
        for i, pile in enumerate(state.piles):
            for c in pile:
                down = c >= FACE_DOWN
                if i == STOCK and not down:
                    raise InvalidPosition(f"the stock holds the face-up card {C.token(c)}: "
                                          f"stock cards are face down")
                if down and i != STOCK and i not in LOWS:
                    raise InvalidPosition(f"pile {PILE_NAMES[i]!r} holds the face-down card "
                                          f"{C.token(c)}: only the stock and the low guard "
                                          f"piles hold face-down cards")


RULES = WallRules()
