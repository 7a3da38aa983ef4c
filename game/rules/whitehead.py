"""Whitehead (rules.md, "Whitehead"; Aisleriot's whitehead.scm).

One deck. Stock, waste, four foundations; seven tableau piles of 1 .. 7 face-up cards.
Tableau piles build down in one colour, but only same-suit runs move together; an empty
pile takes any group that can be picked up. Foundations build up in suit from the ace and
their top cards may come back into play. The score is the number of foundation cards.

Pile indexes (pile_names order): 0 stock, 1 waste, 2-5 foundation1-4, 6-12 tableau1-7.
"""

from typing import List, Optional, Tuple

from . import cards as C
from .base import GameRules, Hint, and_list
from .errors import IllegalMove, InvalidPosition
from .events import Event
from .layout import Layout, PileLayout
from .state import State

RANK = C.RANK
IS_RED = C.IS_RED
NAME = tuple(C.name(c & 63) if (c & 63) < 52 else "?" for c in range(128))

STOCK, WASTE = 0, 1
FOUNDATIONS = (2, 3, 4, 5)
TABLEAU = (6, 7, 8, 9, 10, 11, 12)
GAME_ID = "whitehead"

PILE_NAMES = ("stock", "waste", "foundation1", "foundation2", "foundation3", "foundation4",
              "tableau1", "tableau2", "tableau3", "tableau4", "tableau5", "tableau6",
              "tableau7")
# What a player calls each kind of pile in a refusal about the pile just touched.
SPOKEN = ("the stock", "the waste") + ("that foundation",) * 4 + ("that tableau pile",) * 7
DEAL_TEXT = "Deal another card"

_MAX_GROUP = 52
# _MOVE[src][count][dst]: the canonical notation of a move (count 1 .. 52).
_MOVE = tuple(
    tuple(
        tuple((f"{s}>{d}" if n == 1 else f"{s}*{n}>{d}") if n else None
              for d in PILE_NAMES)
        for n in range(_MAX_GROUP + 1))
    for s in PILE_NAMES)
# notation -> (src, count, dst), so apply never has to run the regex parser on our moves.
_PARSED = {}
for _s in range(len(PILE_NAMES)):
    for _n in range(1, _MAX_GROUP + 1):
        for _d in range(len(PILE_NAMES)):
            if _s != _d:
                _PARSED[_MOVE[_s][_n][_d]] = (_s, _n, _d)
del _s, _n, _d


def _run_length(pile) -> int:
    """How many top cards of `pile` form a same-suit run (each one rank below the card
    under it); 0 for an empty pile."""
    n = len(pile)
    if not n:
        return 0
    i = n - 1
    while i > 0:
        below = pile[i - 1]
        # same suit and one rank up: the next card int, unless that wraps to an ace
        if below != pile[i] + 1 or RANK[below] == 1:
            break
        i -= 1
    return n - i


def _is_whole_run(pile) -> bool:
    return _run_length(pile) == len(pile)


def _group_text(group) -> str:
    """'7♠' or '7♠ and the 2 cards on it' for a group listed bottom to top."""
    if len(group) == 1:
        return NAME[group[0]]
    extra = len(group) - 1
    return f"{NAME[group[0]]} and the {'card' if extra == 1 else f'{extra} cards'} on it"


class Whitehead(GameRules):
    id = GAME_ID
    title = "Whitehead"
    goal = "Build all four suits up from ace to king; the tableau builds down in colour."
    pile_names = PILE_NAMES
    capacity = {"foundation1": 13, "foundation2": 13, "foundation3": 13, "foundation4": 13}

    # ----- deal -----------------------------------------------------------------------
    def deal(self, stock: List[int]) -> State:
        """Rounds r = 1 .. 7 give one face-up card to each of tableau r .. tableau7,
        taking from the top (end) of the shuffled stock; 24 cards stay face down."""
        stock = list(stock)
        tableau = [[] for _ in range(7)]
        for r in range(7):
            for t in range(r, 7):
                tableau[t].append(C.face_up(stock.pop()))
        piles = (tuple(C.face_down(c) for c in stock), (), (), (), (), ()) + \
            tuple(tuple(p) for p in tableau)
        return State(GAME_ID, piles, 0, ())

    # ----- moves ----------------------------------------------------------------------
    def legal_moves(self, state: State) -> List[str]:
        piles = state.piles
        moves = []
        add = moves.append
        if piles[STOCK]:
            add("deal")
        empty_tab = [t for t in TABLEAU if not piles[t]]
        full_tab = [t for t in TABLEAU if piles[t]]
        empty_fnd = [f for f in FOUNDATIONS if not piles[f]]
        # Single cards from the waste and the foundations.
        for src in (WASTE, 2, 3, 4, 5):
            pile = piles[src]
            if not pile:
                continue
            card = pile[-1]
            names = _MOVE[src][1]
            rank = RANK[card]
            if rank == 1:
                # An ace goes to any empty foundation (a lone foundation ace too: idle).
                for f in empty_fnd:
                    if f != src:
                        add(names[f])
            elif src == WASTE:
                below = card - 1
                for f in FOUNDATIONS:
                    fp = piles[f]
                    if fp and fp[-1] == below:
                        add(names[f])
                        break
            red = IS_RED[card]
            for t in full_tab:
                top = piles[t][-1]
                if RANK[top] == rank + 1 and IS_RED[top] == red:
                    add(names[t])
            for t in empty_tab:
                add(names[t])
        # Groups from the tableau: any top part of the same-suit run on top.
        for src in full_tab:
            pile = piles[src]
            run = _run_length(pile)
            card = pile[-1]
            rank = RANK[card]
            red = IS_RED[card]
            table = _MOVE[src]
            # to a foundation: the exposed card continues it; every length fits
            if rank == 1:
                for f in empty_fnd:
                    for n in range(1, run + 1):
                        add(table[n][f])
            else:
                below = card - 1
                for f in FOUNDATIONS:
                    fp = piles[f]
                    if fp and fp[-1] == below:
                        for n in range(1, run + 1):
                            add(table[n][f])
                        break
            # onto a tableau card of the same colour one rank above the group's bottom
            for t in full_tab:
                if t == src:
                    continue
                top = piles[t][-1]
                n = RANK[top] - rank
                if 1 <= n <= run and IS_RED[top] == red:
                    add(table[n][t])
            for t in empty_tab:
                for n in range(1, run + 1):
                    add(table[n][t])
        return moves

    def _decode(self, move) -> Tuple[int, int, int]:
        """(src, count, dst) indexes of a move, or (-1, 0, -1) for deal."""
        parsed = _PARSED.get(move) if isinstance(move, str) else None
        if parsed is not None:
            return parsed
        p = self.parse(move)          # raises IllegalMove for anything malformed
        if p[0] == "deal":
            return (-1, 0, -1)
        index = self.index
        return (index[p[1]], p[2], index[p[3]])

    def apply(self, state: State, move: str) -> Tuple[State, List[Event]]:
        if move == "deal":
            stock = state.piles[STOCK]
            if not stock:
                raise IllegalMove("Nothing to deal: the stock is empty")
            card = stock[-1] & 63
            new = state.replace({STOCK: stock[:-1], WASTE: state.piles[WASTE] + (card,)})
            return new, [Event("dealt", "stock", "waste", (card,))]
        src, count, dst = self._decode(move)
        if src < 0:
            return self.apply(state, "deal")
        piles = state.piles
        self._check_move(piles, src, count, dst)
        pile = piles[src]
        group = pile[-count:]
        if dst in FOUNDATIONS:
            landed = group[::-1]        # the cards land in ascending order
        else:
            landed = group
        score = state.score
        if dst in FOUNDATIONS:
            score += count
        if src in FOUNDATIONS:
            score -= count
        new = state.replace({src: pile[:-count], dst: piles[dst] + landed}, score=score)
        return new, [Event("moved", PILE_NAMES[src], PILE_NAMES[dst], landed)]

    def _lift_refusal(self, piles, src, count) -> Optional[str]:
        """Why the top `count` cards of pile `src` may not be picked up, or None."""
        if src == STOCK:
            return "Cards cannot be taken from the stock: click it to deal"
        pile = piles[src]
        if not pile:
            return f"There is no card to move: {SPOKEN[src]} is empty"
        if count > 1 and src == WASTE:
            return "Only the top card of the waste can be moved"
        if count > 1 and src in FOUNDATIONS:
            return "Only the top card of a foundation can be moved"
        if count > len(pile):
            held = len(pile)
            return (f"{SPOKEN[src].capitalize()} holds only {held} "
                    f"card{'s' if held != 1 else ''}")
        if count > 1:
            run = _run_length(pile)
            if count > run:
                # the first break in the group, counting from the top
                i = len(pile) - run
                return (f"{NAME[pile[i]]} cannot move with {NAME[pile[i - 1]]}: "
                        f"only a same-suit run moves as a unit")
        return None

    def _check_move(self, piles, src, count, dst) -> None:
        """Raise IllegalMove, saying why, unless moving `count` cards src -> dst is legal."""
        if src != STOCK and dst == STOCK:
            raise IllegalMove("Nothing can be put on the stock")
        if src != STOCK and dst == WASTE:
            raise IllegalMove("Only the stock deals onto the waste")
        reason = self._lift_refusal(piles, src, count)
        if reason is not None:
            raise IllegalMove(reason)
        pile = piles[src]
        top = pile[-1]
        target = piles[dst]
        if dst in FOUNDATIONS:
            what = "" if count == 1 else " (the top card of the group must fit)"
            if not target:
                if RANK[top] != 1:
                    raise IllegalMove(f"{NAME[top]} cannot start a foundation: only an ace "
                                      f"can{what}")
                return
            under = target[-1]
            if C.SUIT[under] != C.SUIT[top]:
                raise IllegalMove(f"{NAME[top]} cannot go on {NAME[under]}: foundations "
                                  f"build up in suit{what}")
            if RANK[top] != RANK[under] + 1:
                raise IllegalMove(f"{NAME[top]} cannot go on {NAME[under]}: foundations "
                                  f"build up one rank at a time{what}")
            return
        # to a tableau pile
        if not target:
            return
        bottom = pile[-count]
        under = target[-1]
        if IS_RED[under] != IS_RED[bottom]:
            raise IllegalMove(f"{NAME[bottom]} cannot go on {NAME[under]}: build down in "
                              f"the same colour")
        if RANK[under] != RANK[bottom] + 1:
            raise IllegalMove(f"{NAME[bottom]} cannot go on {NAME[under]}: build down one "
                              f"rank at a time")

    def is_won(self, state: State) -> bool:
        piles = state.piles
        return not piles[STOCK] and not piles[WASTE] and not any(piles[t] for t in TABLEAU)

    def is_idle(self, state: State, move: str) -> bool:
        """A whole tableau pile onto an empty tableau pile, or a foundation's whole
        content (a lone ace) onto an empty foundation: nothing that matters changes."""
        if move == "deal":
            return False
        try:
            src, count, dst = self._decode(move)
        except IllegalMove:
            return False
        if src < 0:
            return False
        piles = state.piles
        if piles[dst] or count != len(piles[src]):
            return False
        return ((src in TABLEAU and dst in TABLEAU) or
                (src in FOUNDATIONS and dst in FOUNDATIONS))

    def is_over(self, state: State) -> bool:
        if self.is_won(state):
            return False
        for move in self.legal_moves(state):
            if not self.is_idle(state, move):
                return False
        return True

    def compute_score(self, state: State) -> int:
        piles = state.piles
        return len(piles[2]) + len(piles[3]) + len(piles[4]) + len(piles[5])

    # ----- helpers for the scenes ------------------------------------------------------
    def lift_refusal(self, state: State, pile: str, count: int) -> Optional[str]:
        return self._lift_refusal(state.piles, self.index[pile], count)

    def stuck_reason(self, state: State, pile: str, count: int) -> str:
        """What the cards would need: a tableau pile ending in a card of their colour one
        rank above, an empty tableau pile, or (from the waste or the tableau) a foundation."""
        src = self.index[pile]
        group = state.piles[src][-count:]
        bottom, top = group[0], group[-1]
        needs = []
        if RANK[bottom] < 13:
            colour = "red" if IS_RED[bottom] else "black"
            needs.append(f"no tableau pile ends in a {colour} {C.RANK_WORDS[RANK[bottom] + 1]}")
        needs.append("none is empty" if needs else "no tableau pile is empty")
        if src not in FOUNDATIONS:
            needs.append("no foundation is empty" if RANK[top] == 1
                         else f"no foundation ends in {NAME[top - 1]}")
        verb = "has" if count == 1 else "have"
        return f"{_group_text(group)} {verb} nowhere to go: {and_list(needs)}"

    def describe_move(self, state: State, move: str) -> str:
        src, count, dst = self._decode(move)
        if src < 0:
            return DEAL_TEXT
        piles = state.piles
        group = piles[src][-count:]
        if dst in FOUNDATIONS:
            where = "an empty foundation" if src in FOUNDATIONS else "the foundation"
            return f"Move {_group_text(group)} to {where}"
        if piles[dst]:
            return f"Move {_group_text(group)} onto {NAME[piles[dst][-1]]}"
        return f"Move {_group_text(group)} to an empty tableau pile"

    def foundation_for(self, state: State, pile: str) -> Optional[str]:
        """The foundation that takes the top card of `pile` (Aisleriot's search: an ace
        goes to the first empty foundation, another card onto its suit's foundation when
        it is one rank higher), or None."""
        cards = state.piles[self.index[pile]]
        if not cards:
            return None
        card = cards[-1]
        piles = state.piles
        if RANK[card] == 1:
            for f in FOUNDATIONS:
                if not piles[f]:
                    return PILE_NAMES[f]
            return None
        below = card - 1
        for f in FOUNDATIONS:
            if piles[f] and piles[f][-1] == below:
                return PILE_NAMES[f]
        return None

    def double_click(self, state: State, pile: str) -> List[str]:
        """A double-click on the waste or a tableau pile sends its top card to its
        foundation when that is legal; anything else does nothing."""
        i = self.index.get(pile)
        if i is None or not (i == WASTE or i in TABLEAU):
            return []
        target = self.foundation_for(state, pile)
        if target is None:
            return []
        return [_MOVE[i][1][self.index[target]]]

    def status(self, state: State) -> str:
        return f"Stock left: {len(state.piles[STOCK])}"

    def hint(self, state: State) -> Hint:
        """Aisleriot's hint order: a waste or tableau top card to a foundation; a
        same-suit build; a same-colour build; advice to fill an empty tableau pile;
        "Deal another card". Builds move the whole same-suit run on top of a pile onto
        a non-empty tableau pile. **Ours**: where Aisleriot would give up (stock empty),
        any legal move that is not idle is offered before "No moves left"."""
        piles = state.piles
        # 1. to a foundation: waste, then tableau1 .. 7, single top cards
        for src in (WASTE,) + TABLEAU:
            if piles[src]:
                target = self.foundation_for(state, PILE_NAMES[src])
                if target is not None:
                    move = _MOVE[src][1][self.index[target]]
                    return Hint(move, self.describe_move(state, move))
        # 2 and 3. builds onto non-empty tableau piles
        for same_suit in (True, False):
            for src in (WASTE,) + TABLEAU:
                pile = piles[src]
                if not pile:
                    continue
                n = 1 if src == WASTE else _run_length(pile)
                bottom = pile[-n]
                for dst in TABLEAU:
                    if dst == src or not piles[dst]:
                        continue
                    top = piles[dst][-1]
                    if RANK[top] != RANK[bottom] + 1:
                        continue
                    if (C.SUIT[top] == C.SUIT[bottom] if same_suit
                            else IS_RED[top] == IS_RED[bottom]):
                        move = _MOVE[src][n][dst]
                        return Hint(move, self.describe_move(state, move))
        # 4. an empty tableau pile and something worth putting there
        if any(not piles[t] for t in TABLEAU):
            if piles[WASTE] or any(piles[t] and not _is_whole_run(piles[t]) for t in TABLEAU):
                return Hint(None, "Move a build of cards onto the empty tableau pile")
        # 5. deal
        if piles[STOCK]:
            return Hint("deal", DEAL_TEXT)
        if self.is_won(state):
            return Hint(None, "The game is won")
        # Ours: Aisleriot stops here; offer any move that still changes something.
        for move in self.legal_moves(state):
            if not self.is_idle(state, move):
                return Hint(move, self.describe_move(state, move))
        return Hint(None, "No moves left")

    # ----- layout and checks ------------------------------------------------------------
    def layout(self) -> Layout:
        """Aisleriot's arrangement: stock, waste, a gap and four foundations on the top
        row; the seven tableau piles below, fanned down, with room for the longest column
        (a dealt king under six cards, then queen to ace: 19) to show every card's index."""
        margin, pitch = 0.2, 1.15
        top_y, tab_y = 0.2, 1.4
        width = 2 * margin + 6 * pitch + 1.0
        height = 6.6
        piles = {
            "stock": PileLayout("stock", margin, top_y, "stock"),
            "waste": PileLayout("waste", margin + pitch, top_y, "waste"),
        }
        for k in range(4):
            name = f"foundation{k + 1}"
            piles[name] = PileLayout(name, margin + (3 + k) * pitch, top_y, "foundation")
        for k in range(7):
            name = f"tableau{k + 1}"
            piles[name] = PileLayout(name, margin + k * pitch, tab_y, "tableau",
                                     fan_y=0.28, max_fan=height - tab_y - 1.0 - margin)
        return Layout(width, height, piles)

    def check_state(self, state: State) -> None:
        piles = state.piles
        for c in piles[STOCK]:
            if not C.is_face_down(c):
                raise InvalidPosition(f"stock card {C.token(c)} must be face down "
                                      f"('#{C.token(c)}')")
        for i in range(1, len(PILE_NAMES)):
            for c in piles[i]:
                if C.is_face_down(c):
                    raise InvalidPosition(f"{PILE_NAMES[i]} card {C.token(c)} must be face "
                                          f"up: only the stock holds face-down cards")
        for f in FOUNDATIONS:
            pile = piles[f]
            for k, c in enumerate(pile):
                if RANK[c] != k + 1 or C.SUIT[c] != C.SUIT[pile[0]]:
                    raise InvalidPosition(f"{PILE_NAMES[f]} must build up in suit from the "
                                          f"ace: {C.token(c)} cannot be card {k + 1}")


RULES = Whitehead()
