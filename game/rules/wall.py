"""Wall (rules.md, "Wall"; Aisleriot's wall.scm).

Two decks without both K♠ (102 cards shuffled); the two K♠ sit face up on the throne.
The player attacks exposed targets (wall cards, guard piles, the throne) with any
non-empty subset of the three waste cards; an attack succeeds when the attack cards sum
to more than the target's health. A face-down low guard pile accepts any attack: if it
fails, the pile turns face up and the attack cards are still used up. Whenever an attack
leaves the waste empty, three cards are dealt. `deal` discards the waste and deals three.
The score is the sum of the health of every removed target; the game is won when the
throne falls.

The piles, which target covers which and the healths are in wall_board.py; how targets
are named, hints and clicks in wall_advice.py.
"""

from collections.abc import Sequence

from ..i18n import N_, _, ngettext
from ..i18n.formats import number
from .base import GameRules
from .builds import check_faces
from .errors import IllegalMove
from .events import Event
from .layout import Layout, PileLayout
from .state import State
from .wall_advice import WallAdvice
from .wall_board import (
    ALWAYS_EXPOSED,
    ATTACKS,
    EXPOSERS,
    FACE_DOWN,
    GAME_ID,
    HEALTH_PILES,
    HIGHS,
    IS_LOW,
    IS_TARGET,
    IS_WALL,
    KING_OF_SPADES,
    LOWS,
    NAME,
    PILE_NAMES,
    RANK,
    REMOVED,
    STOCK,
    TARGETS,
    THRONE,
    WALL,
    WASTE1,
    WASTE2,
    WASTE3,
    WASTES,
    exposed,
    health,
    spoken,
    subsets,
)
from .words import sentence

# The Wall solver reads its tables and the attack notation from this module.
LAST_WALL = max(WALL)
_MOVE = ATTACKS.text


class WallRules(WallAdvice, GameRules):
    id = GAME_ID
    english_title = N_("Wall")
    english_goal = N_("Break through the wall and the guard posts with the waste cards and "
                      "take the throne.")
    pile_names = PILE_NAMES
    capacity = {PILE_NAMES[i]: size
                for piles, size in (((THRONE,), 2), (HIGHS, 2), (LOWS, 3), (WALL, 1),
                                    (WASTES, 1))
                for i in piles}
    score_required = True
    attacks = True

    # ----- deck and deal -------------------------------------------------------------
    def deck(self) -> list[int]:
        """Two standard decks in Aisleriot's order with both K♠ taken out (102 cards)."""
        one = [c for c in range(52) if c != KING_OF_SPADES]
        return one + one

    def fixed_cards(self) -> tuple[int, ...]:
        """The two K♠ of the throne, which are not shuffled."""
        return (KING_OF_SPADES, KING_OF_SPADES)

    def deal(self, stock: list[int]) -> State:
        stock = list(stock)
        piles = [()] * len(PILE_NAMES)
        piles[THRONE] = (KING_OF_SPADES, KING_OF_SPADES)
        for h in HIGHS + HIGHS:
            piles[h] += (stock.pop(),)
        for low in LOWS + LOWS + LOWS:
            piles[low] += (stock.pop() | FACE_DOWN,)
        for t in WALL:
            piles[t] = (stock.pop(),)
        for w in WASTES:
            piles[w] = (stock.pop(),)
        piles[STOCK] = tuple(c | FACE_DOWN for c in stock)
        return State(GAME_ID, tuple(piles), 0, ())

    # ----- moves ----------------------------------------------------------------------
    def legal_moves(self, state: State) -> list[str]:
        piles = state.piles
        moves = []
        groups = subsets(piles)
        if groups:
            best = max(s for _, s in groups)
            high1, high2, high3 = HIGHS
            text, is_low = ATTACKS.text, IS_LOW
            for t in TARGETS:
                pile = piles[t]
                if not pile:
                    continue
                if t == THRONE:
                    if piles[high1] or piles[high2] or piles[high3]:
                        continue
                elif not ALWAYS_EXPOSED[t]:
                    for j in EXPOSERS[t]:
                        if not piles[j]:
                            break
                    else:
                        continue
                names = text[t]
                if is_low[t] and pile[-1] >= FACE_DOWN:
                    moves.extend(names[m] for m, _ in groups)
                    continue
                h = 0
                for j in HEALTH_PILES[t]:
                    for c in piles[j]:
                        h += RANK[c]
                if best > h:
                    moves.extend(names[m] for m, s in groups if s > h)
        if piles[STOCK]:
            moves.append("deal")
        return moves

    def _resolve(self, move):
        """(mask, target) of an attack, or None for 'deal'; raises IllegalMove."""
        parsed = ATTACKS.parsed.get(move)
        if parsed is not None:
            return parsed
        if move == "deal":
            return None
        kind, sources, target = self.parse(move)   # raises for anything malformed
        # Translators: {pile} is a pile that is no target, e.g. "the stock"
        raise IllegalMove(sentence(_("{pile} cannot be attacked: only the wall, the guard "
                                     "piles and the throne can").format(
            pile=spoken(self.index[target]))))

    def _check_attack(self, piles, mask: int, t: int) -> None:
        """Raise IllegalMove with the reason when attacking t with `mask` is not legal."""
        for w in ATTACKS.sources[mask]:
            if not piles[w]:
                # Translators: {pile} is a waste pile, e.g. "the left waste pile"
                raise IllegalMove(_("There is no card on {pile} to attack with").format(
                    pile=spoken(w)))
        pile = piles[t]
        if not pile:
            if IS_WALL[t]:
                raise IllegalMove(_("That wall card is already gone: there is nothing left "
                                    "there to attack"))
            # Translators: {target} is a guard pile or the throne, e.g. "the throne"
            raise IllegalMove(sentence(_("{target} is already gone: there is nothing left "
                                         "there to attack").format(target=spoken(t))))
        if not exposed(piles, t):
            raise IllegalMove(self._cover_reason(piles, t))
        if IS_LOW[t] and pile[-1] >= FACE_DOWN:
            return
        sources = ATTACKS.sources[mask]
        total = sum(RANK[piles[w][0]] for w in sources)
        h = health(piles, t)
        if total <= h:
            cards = " + ".join(NAME[piles[w][0]] for w in sources)
            # Translators: {cards} is the attack's cards, e.g. "7♥ + 3♣" (one card in the
            # singular: a language with one plural form must read right for a lone card,
            # so no "sum"); {target} what is attacked, e.g. "9♠"; the others are numbers
            text = ngettext("{cards} makes {total}, not more than the health of {target} "
                            "({health}): the attack needs more than {health}",
                            "{cards} make {total}, not more than the health of {target} "
                            "({health}): the attack needs more than {health}", len(sources))
            raise IllegalMove(text.format(cards=cards, total=number(total),
                                          target=self._spoken(t, piles), health=number(h)))

    def apply(self, state: State, move: str) -> tuple[State, list[Event]]:
        events = []
        return self._play(state, move, events), events

    def play(self, state: State, move: str) -> State:
        return self._play(state, move, None)

    def _play(self, state: State, move: str, events: list | None) -> State:
        spec = self._resolve(move)
        piles = state.piles
        if spec is None:
            if not piles[STOCK]:
                raise IllegalMove(_("Nothing to deal: the stock is empty"))
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
        sources = ATTACKS.sources[mask]
        target = piles[t]
        new = list(piles)
        removed = list(piles[REMOVED])
        score = state.score
        h = health(piles, t)
        total = 0
        for w in sources:
            total += RANK[piles[w][0]]
        success = total > h
        if events is not None:
            events.append(Event("attacked", ATTACKS.groups[mask], PILE_NAMES[t],
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
        if not new[WASTE1] and not new[WASTE2] and not new[WASTE3]:
            self._deal_three(new, events)
        return State(GAME_ID, tuple(new), score, state.extra)

    @staticmethod
    def _deal_three(new: list, events: list | None) -> None:
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
    def exposed_targets(self, state: State) -> list[str]:
        """Names of every target that may be attacked now, in pile order (throne, high,
        low, wall top to bottom)."""
        piles = state.piles
        return [PILE_NAMES[t] for t in TARGETS if piles[t] and exposed(piles, t)]

    def _waste_mask(self, wastes: Sequence[str]) -> int:
        """The group of waste piles named `wastes` as a bit mask; 0 when any is no waste."""
        mask = 0
        for w in wastes:
            i = self.index.get(w)
            if i not in WASTES:
                return 0
            mask |= 1 << WASTES.index(i)
        return mask

    def attack_move(self, state: State, target: str,
                    wastes: Sequence[str] | None = None) -> str | None:
        """The notation of attacking `target` with the waste piles `wastes` (any order;
        empty ones are left out), or with every non-empty waste pile when `wastes` is None
        (a click on a target). None when no named waste pile holds a card. The move is not
        checked for legality: see can_attack."""
        for pile in [target] + list(wastes or ()):
            if pile not in self.index:
                raise ValueError(f"unknown pile {pile!r} for wall")
        chosen = WASTES if wastes is None else tuple(self.index[w] for w in wastes)
        names = [PILE_NAMES[w] for w in WASTES if w in chosen and state.piles[w]]
        if not names:
            return None
        return "+".join(names) + ">" + target

    def can_attack(self, state: State, target: str, wastes: Sequence[str] | None = None) -> bool:
        """Whether attacking `target` with the waste piles `wastes` (all non-empty ones
        when None) is a legal move. Any named waste pile must hold a card."""
        t = self.index.get(target)
        if t is None or not IS_TARGET[t]:
            return False
        if wastes is None:
            mask = sum(1 << i for i, w in enumerate(WASTES) if state.piles[w])
        else:
            mask = self._waste_mask(wastes)
        if not mask:
            return False
        try:
            self._check_attack(state.piles, mask, t)
        except IllegalMove:
            return False
        return True

    def attack_targets(self, state: State, wastes: Sequence[str]) -> list[str]:
        """Targets the group of waste piles `wastes` may legally attack (drop targets of a
        dragged group), in pile order."""
        return [PILE_NAMES[t] for t in TARGETS if self.can_attack(state, PILE_NAMES[t], wastes)]

    def can_pick(self, state: State, pile: str, count: int) -> bool:
        """A player may pick up the single card of a non-empty waste pile (and nothing else)."""
        t = self.index.get(pile)
        return t in WASTES and count == 1 and bool(state.piles[t])

    def lift_refusal(self, state: State, pile: str, count: int) -> str | None:
        """Only a waste card is picked up (to group it or drop it on a target)."""
        t = self.index[pile]
        if t == STOCK:
            return _("Click the stock to deal three cards")
        if t == REMOVED:
            return _("Removed cards are out of play")
        if t not in WASTES:
            return _("The wall, the guard piles and the throne stay put: attack them with "
                     "the waste cards")
        if count != 1:
            return _("Waste cards are picked up one at a time")
        if not state.piles[t]:
            return _("That waste pile is empty")
        return None

    def drop_targets(self, state: State, pile: str, count: int) -> list[str]:
        """Targets the lone card of waste pile `pile` may attack when dragged there."""
        if not self.can_pick(state, pile, count):
            return []
        return self.attack_targets(state, [pile])

    # ----- what the scenes ask --------------------------------------------------------
    def status(self, state: State) -> str:
        return _("Deals left: {count}").format(count=number(len(state.piles[STOCK]) // 3))

    # ----- layout and checks ---------------------------------------------------------
    def layout(self) -> Layout:
        """Aisleriot's 8 x 8 card-unit table: throne at the top centre, the high and low
        guard piles under it, the wall in six half-overlapping rows, and the stock and the
        three waste piles at the bottom, with a margin of felt left and right (a portrait
        window, whose width bounds the cards, keeps it too). The removed pile is kept off
        the table. The guard piles fan wider than Aisleriot's quarter card, so that each
        card's rank and suit show, and each full fan is centred where Aisleriot centres
        its pile."""
        fan, m = 0.45, 0.1                                  # m: the margin left and right
        pair, three = (1 + fan) / 2, (1 + 2 * fan) / 2       # half a full fan's width
        piles = {"throne": PileLayout("throne", m + 4.0 - pair, 0.0, "throne", fan_x=fan)}
        for k, centre in zip((1, 2, 3), (2.0, 4.0, 6.0)):
            piles[f"high{k}"] = PileLayout(f"high{k}", m + centre - pair, 1.0, "guard",
                                           fan_x=fan)
        for k, centre in zip((1, 2, 3, 4), (1.0, 3.0, 5.0, 7.0)):
            piles[f"low{k}"] = PileLayout(f"low{k}", m + centre - three, 2.0, "guard",
                                          fan_x=fan)
        for n in range(1, 46):
            p = (n - 1) % 15
            row = (n - 1) // 15 * 2 + (1 if p >= 8 else 0)
            col = p if p < 8 else p - 8 + 0.5
            piles[f"wall{n}"] = PileLayout(f"wall{n}", m + col, 3.0 + 0.5 * row, "wall")
        piles["stock"] = PileLayout("stock", m + 2.0, 7.0, "stock")
        for k in (1, 2, 3):
            piles[f"waste{k}"] = PileLayout(f"waste{k}", m + 2.0 + k, 7.0, "waste")
        piles["removed"] = PileLayout("removed", m + 7.0, 7.0, "removed", hidden=True)
        return Layout(8.0 + 2 * m, 8.0, piles, stretch_y=1.25)     # portrait: rows apart

    def check_state(self, state: State) -> None:
        check_faces(PILE_NAMES, state.piles, face_down=(STOCK,), either=LOWS,
                    rule="only the stock and the low guard piles hold face-down cards")


RULES = WallRules()
