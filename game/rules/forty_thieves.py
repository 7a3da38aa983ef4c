"""Forty Thieves (rules.md, "Forty Thieves"; Aisleriot's forty-thieves.scm).

Two decks. Ten tableau piles of four face-up cards build down in suit; eight foundations
build up in suit from the ace; the stock deals one card at a time to the waste, with no
redeal. Same-suit runs move together within the 2^E limit (E = empty tableau piles other
than the source and the destination); any top part of a same-suit run may go to a
foundation at once, landing in ascending order.

Pile indexes: stock 0, waste 1, foundation1..8 = 2..9, tableau1..10 = 10..19. Every card
but the stock's is face up, so tableau and foundation cards are plain ints < 52, and in
one suit the card one rank up is simply `card + 1` (unless the card is a king).
"""

from typing import List, Optional, Tuple

from . import cards as C
from .base import GameRules, Hint, and_list
from .errors import IllegalMove, InvalidPosition
from .events import Event
from .layout import Layout, PileLayout
from .state import State

STOCK = 0
WASTE = 1
FOUNDATIONS = tuple(range(2, 10))
TABLEAU = tuple(range(10, 20))
MAX_RUN = 13          # a same-suit run is at most K..A
GAME_ID = "forty-thieves"
NAME = C.name
DEAL_TEXT = "Deal a card from the stock"


def _is_king(c: int) -> bool:
    return c % 13 == 12


def _run_length(pile) -> int:
    """Length of the same-suit descending run on top of a face-up pile (0 if empty)."""
    n = len(pile)
    if not n:
        return 0
    i = n - 1
    below = pile[i]
    while i:
        above = pile[i - 1]
        # `above` must be `below` one rank up, same suit: below + 1, and below not a king
        if above != below + 1 or below % 13 == 12:
            break
        below = above
        i -= 1
    return n - i


def _span(cards) -> str:
    """'5♣' for one card, '5♣–3♣' for a run (bottom card first)."""
    if len(cards) == 1:
        return NAME(cards[0])
    return f"{NAME(cards[0])}–{NAME(cards[-1])}"


def _limit_text(count: int, empty: int, into_empty: bool) -> str:
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


class FortyThieves(GameRules):
    id = GAME_ID
    title = "Forty Thieves"
    goal = "Build all 104 cards up in suit on eight foundations; tableau piles build down in suit"
    pile_names = (("stock", "waste")
                  + tuple(f"foundation{i}" for i in range(1, 9))
                  + tuple(f"tableau{i}" for i in range(1, 11)))
    capacity = {f"foundation{i}": 13 for i in range(1, 9)}

    def __init__(self):
        super().__init__()
        names = self.pile_names
        self._names = names
        # _mv[s][d][k]: canonical notation for k cards from pile s to pile d
        self._mv = [[[None] * (MAX_RUN + 1) for _ in names] for _ in names]
        # canonical notation -> (src, count, dst) for every well-formed move up to 13 cards
        self._parsed = {"deal": None}
        for s, sname in enumerate(names):
            for d, dname in enumerate(names):
                if s == d:
                    continue
                for k in range(1, MAX_RUN + 1):
                    text = f"{sname}>{dname}" if k == 1 else f"{sname}*{k}>{dname}"
                    self._mv[s][d][k] = text
                    self._parsed[text] = (s, k, d)

    # ----- deck and deal -------------------------------------------------------------
    def deck(self) -> List[int]:
        """Two standard decks: A-K of clubs, diamonds, hearts, spades, twice."""
        return C.standard_deck() * 2

    def deal(self, stock: List[int]) -> State:
        """Four rounds of one face-up card to tableau1..10; 64 face-down cards stay."""
        stock = [c & 63 for c in stock]
        tableau = [[] for _ in TABLEAU]
        for _ in range(4):
            for pile in tableau:
                pile.append(stock.pop())
        piles = ((tuple(c | C.FACE_DOWN for c in stock), ())
                 + tuple(() for _ in FOUNDATIONS)
                 + tuple(tuple(p) for p in tableau))
        return State(GAME_ID, piles, 0, ())

    # ----- moves ----------------------------------------------------------------------
    def legal_moves(self, state: State) -> List[str]:
        piles = state.piles
        mv = self._mv
        moves = ["deal"] if piles[0] else []

        # Which card each foundation wants next; empty foundations take any ace.
        need = {}
        empty_f = []
        for f in FOUNDATIONS:
            p = piles[f]
            if p:
                top = p[-1]
                if top % 13 != 12:
                    nxt = top + 1
                    got = need.get(nxt)
                    if got is None:
                        need[nxt] = [f]
                    else:
                        got.append(f)
            else:
                empty_f.append(f)

        # Tableau tops and empty piles.
        tops = {}
        empty_t = []
        for t in TABLEAU:
            p = piles[t]
            if p:
                c = p[-1]
                got = tops.get(c)
                if got is None:
                    tops[c] = [t]
                else:
                    got.append(t)
            else:
                empty_t.append(t)
        n_empty = len(empty_t)

        # The waste's top card: one card, to a foundation or a tableau pile.
        waste = piles[1]
        if waste:
            c = waste[-1] & 63
            row = mv[1]
            for f in need.get(c, ()):
                moves.append(row[f][1])
            if c % 13 == 0:
                for f in empty_f:
                    moves.append(row[f][1])
            if c % 13 != 12:
                for d in tops.get(c + 1, ()):
                    moves.append(row[d][1])
            for d in empty_t:
                moves.append(row[d][1])

        # Tableau sources: any top part of the same-suit run.
        limit_card = 1 << n_empty                    # onto a card: E = all empty piles
        limit_empty = 1 << (n_empty - 1) if n_empty else 0   # into one of them
        for s in TABLEAU:
            p = piles[s]
            if not p:
                continue
            row = mv[s]
            c = p[-1]
            # run length
            n = len(p)
            i = n - 1
            below = c
            while i:
                above = p[i - 1]
                if above != below + 1 or below % 13 == 12:
                    break
                below = above
                i -= 1
            run = n - i
            # to a foundation: every part of the run, when its top card continues it
            targets = need.get(c)
            if c % 13 == 0:
                targets = empty_f if targets is None else targets + empty_f
            if targets:
                for f in targets:
                    cell = row[f]
                    for k in range(1, run + 1):
                        moves.append(cell[k])
            # onto a tableau card of the same suit one rank above the part's bottom card
            top_k = run if run < limit_card else limit_card
            suit_end = c - c % 13 + 13          # first card of the next suit
            for k in range(1, top_k + 1):
                want = c + k
                if want >= suit_end:
                    break
                ds = tops.get(want)
                if ds:
                    for d in ds:
                        moves.append(row[d][k])
            # into an empty pile
            if empty_t:
                top_k = run if run < limit_empty else limit_empty
                for d in empty_t:
                    cell = row[d]
                    for k in range(1, top_k + 1):
                        moves.append(cell[k])
        return moves

    def _locate(self, move) -> Optional[Tuple[int, int, int]]:
        """(src, count, dst) of a move, None for 'deal'; raises IllegalMove if malformed."""
        try:
            return self._parsed[move]
        except (KeyError, TypeError):
            pass
        parsed = self.parse(move)          # raises for malformed moves and unknown piles
        if parsed[0] == "deal":
            return None
        return (self.index[parsed[1]], parsed[2], self.index[parsed[3]])

    def _lift_refusal(self, piles, s: int, k: int) -> Optional[str]:
        """Why the top k cards of pile s may not be picked up, or None."""
        if s == STOCK:
            return "Cards cannot be taken from the stock: click it to deal a card"
        if s in FOUNDATIONS:
            return "Cards on a foundation stay there"
        src = piles[s]
        where = "the waste" if s == WASTE else "that tableau pile"
        if not src:
            return f"There is no card to move: {where} is empty"
        if s == WASTE and k > 1:
            return "Only the top card of the waste can be moved"
        if k > len(src):
            have = len(src)
            return f"{where.capitalize()} holds only {have} card{'s' if have != 1 else ''}"
        run = _run_length(src)
        if k > run:
            under, over = src[-run - 1], src[-run]
            return (f"Only a same-suit run can move together, and {NAME(over)} "
                    f"lies on {NAME(under)}")
        return None

    def _refuse(self, piles, s: int, k: int, d: int) -> Optional[str]:
        """Why moving k cards from pile s to pile d is illegal, or None if it is legal."""
        if s not in (STOCK,) + FOUNDATIONS:
            if d == STOCK:
                return "Cards cannot be put on the stock"
            if d == WASTE:
                return "Cards cannot be put on the waste: it only takes cards from the stock"
        reason = self._lift_refusal(piles, s, k)
        if reason is not None:
            return reason
        src = piles[s]
        c = src[-1]                            # the card that lands first on a foundation
        dst = piles[d]
        if d in FOUNDATIONS:
            if not dst:
                if c % 13 != 0:
                    return f"Only an ace can start a foundation, not {NAME(c)}"
                return None
            top = dst[-1]
            if len(dst) == 13 or _is_king(top):
                return f"The foundation ending in {NAME(top)} is complete"
            if c != top + 1:
                return f"{NAME(c)} cannot go on {NAME(top)}: build foundations up in suit"
            return None
        # d is a tableau pile
        bottom = src[-k]
        empty = 0
        for t in TABLEAU:
            if t != s and t != d and not piles[t]:
                empty += 1
        if dst:
            top = dst[-1]
            if bottom != top - 1 or _is_king(bottom):
                return f"{NAME(bottom)} cannot go on {NAME(top)}: build down in the same suit"
        if k > 1 << empty:
            return _limit_text(k, empty, not dst)
        return None

    def lift_refusal(self, state: State, pile: str, count: int) -> Optional[str]:
        return self._lift_refusal(state.piles, self.index[pile], count)

    def stuck_reason(self, state: State, pile: str, count: int) -> str:
        """The move limit when some tableau pile would take the cards; else what they
        would need: a tableau pile ending one rank above, an empty one, a foundation."""
        piles = state.piles
        s = self.index[pile]
        part = piles[s][-count:]
        bottom, top = part[0], part[-1]
        takers = [d for d in TABLEAU if d != s and piles[d] and piles[d][-1] == bottom + 1
                  and not _is_king(bottom)]
        takers += [d for d in TABLEAU if d != s and not piles[d]]
        for d in takers:
            reason = self._refuse(piles, s, count, d)
            if reason is not None:
                return reason
        needs = [] if _is_king(bottom) else [f"no tableau pile ends in {NAME(bottom + 1)}"]
        needs.append("none is empty" if needs else "no tableau pile is empty")
        needs.append("no foundation is empty" if top % 13 == 0
                     else f"no foundation ends in {NAME(top - 1)}")
        return f"{_span(part)} has nowhere to go: {and_list(needs)}"

    def apply(self, state: State, move: str) -> Tuple[State, List[Event]]:
        loc = self._locate(move)
        piles = state.piles
        if loc is None:                        # deal
            stock = piles[0]
            if not stock:
                raise IllegalMove("Nothing to deal: the stock is empty")
            card = stock[-1] & 63
            new = list(piles)
            new[0] = stock[:-1]
            new[1] = piles[1] + (card,)
            return (State(GAME_ID, tuple(new), state.score, state.extra),
                    [Event("dealt", "stock", "waste", (card,))])
        s, k, d = loc
        reason = self._refuse(piles, s, k, d)
        if reason is not None:
            raise IllegalMove(reason)
        return self._move(state, s, k, d)

    def _move(self, state: State, s: int, k: int, d: int) -> Tuple[State, List[Event]]:
        """Play a move already known to be legal."""
        piles = state.piles
        src = piles[s]
        part = src[-k:]
        new = list(piles)
        new[s] = src[:-k]
        score = state.score
        if d < 10:                            # a foundation: cards land in ascending order
            part = part[::-1]
            dst = piles[d] + part
            score += 5 * k + (60 if len(dst) == 13 else 0)
        else:
            dst = piles[d] + part
        new[d] = dst
        names = self._names
        return (State(GAME_ID, tuple(new), score, state.extra),
                [Event("moved", names[s], names[d], part)])

    def is_won(self, state: State) -> bool:
        piles = state.piles
        for f in FOUNDATIONS:
            if len(piles[f]) != 13:
                return False
        return True

    def is_idle(self, state: State, move: str) -> bool:
        """A whole tableau pile moved onto an empty tableau pile changes nothing."""
        loc = self._parsed.get(move) if isinstance(move, str) else None
        if loc is None:
            return False
        s, k, d = loc
        piles = state.piles
        return (s in TABLEAU and d in TABLEAU and not piles[d]
                and len(piles[s]) == k)

    def is_over(self, state: State) -> bool:
        if self.is_won(state):
            return False
        if state.piles[STOCK]:
            return False                       # 'deal' is never idle
        return all(self.is_idle(state, m) for m in self.legal_moves(state))

    def compute_score(self, state: State) -> int:
        """5 per foundation card plus 60 per complete foundation (1000 = won)."""
        total = 0
        for f in FOUNDATIONS:
            n = len(state.piles[f])
            total += 5 * n + (60 if n == 13 else 0)
        return total

    def check_state(self, state: State) -> None:
        names = self._names
        for c in state.piles[STOCK]:
            if not c & C.FACE_DOWN:
                raise InvalidPosition(f"pile 'stock': {C.token(c)} must be face down "
                                      f"(#{C.token(c)}): the stock is dealt face down")
        for i in range(1, 20):
            for c in state.piles[i]:
                if c & C.FACE_DOWN:
                    raise InvalidPosition(f"pile {names[i]!r}: {C.token(c)} must be face up: "
                                          f"only the stock holds face-down cards")
        for f in FOUNDATIONS:
            pile = state.piles[f]
            for j, c in enumerate(pile):
                if c % 13 != j or (j and c != pile[j - 1] + 1):
                    raise InvalidPosition(f"pile {names[f]!r} must build up in one suit from "
                                          f"the ace, but holds {C.token(c)} at place {j + 1}")

    # ----- what the scenes ask --------------------------------------------------------
    def status(self, state: State) -> str:
        return f"Stock left: {len(state.piles[STOCK])}"

    def _first_foundation(self, piles, c: int) -> Optional[int]:
        """The first foundation (by number) that accepts card c, or None."""
        ace = c % 13 == 0
        for f in FOUNDATIONS:
            p = piles[f]
            if p:
                if p[-1] + 1 == c and not ace:
                    return f
            elif ace:
                return f
        return None

    def _tableau_place(self, piles, s: int, c: int) -> Optional[int]:
        """Where a double-click sends card c of pile s: the first non-empty tableau pile
        it fits, else the leftmost empty tableau pile (Aisleriot's find-tableau-place)."""
        if not _is_king(c):
            for t in TABLEAU:
                if t != s:
                    p = piles[t]
                    if p and p[-1] == c + 1:
                        return t
        for t in TABLEAU:
            if not piles[t] and t != s:
                return t
        return None

    def _autoplay_step(self, piles) -> Optional[Tuple[int, int]]:
        for s in (WASTE,) + TABLEAU:
            p = piles[s]
            if p:
                f = self._first_foundation(piles, p[-1] & 63)
                if f is not None:
                    return s, f
        return None

    def autoplay_moves(self, state: State) -> List[str]:
        """The moves of a double-click on a foundation (Aisleriot's autoplay): repeatedly
        send the first waste/tableau top card (waste, then tableau1..10) that a foundation
        accepts to the first accepting foundation, until none fits. One undo step."""
        moves = []
        mv = self._mv
        while True:
            step = self._autoplay_step(state.piles)
            if step is None:
                return moves
            s, f = step
            moves.append(mv[s][f][1])
            state = self._move(state, s, 1, f)[0]

    def double_click(self, state: State, pile: str) -> List[str]:
        """A foundation: the autoplay chain. The waste or a tableau pile: its top card to
        the first accepting foundation, else onto the first non-empty tableau pile where it
        fits, else into the leftmost empty tableau pile. The stock: 'deal' (every click on
        the stock deals). [] when nothing applies."""
        i = self.index.get(pile)
        if i is None:
            return []
        piles = state.piles
        if i in FOUNDATIONS:
            return self.autoplay_moves(state)
        if i == STOCK:
            return ["deal"] if piles[STOCK] else []
        p = piles[i]
        if not p:
            return []
        c = p[-1] & 63
        f = self._first_foundation(piles, c)
        if f is not None:
            return [self._mv[i][f][1]]
        t = self._tableau_place(piles, i, c)
        if t is not None:
            return [self._mv[i][t][1]]
        return []

    def _move_text(self, piles, s: int, k: int, d: int) -> str:
        part = piles[s][-k:]
        if d in FOUNDATIONS:
            if not piles[d]:
                return f"Move {NAME(part[-1])} to an empty foundation"
            return f"Move {NAME(part[-1])} onto {NAME(piles[d][-1])} on a foundation"
        if not piles[d]:
            return f"Move {_span(part)} to an empty tableau pile"
        return f"Move {_span(part)} onto {NAME(piles[d][-1])}"

    def describe_move(self, state: State, move: str) -> str:
        loc = self._locate(move)
        if loc is None:
            return DEAL_TEXT
        return self._move_text(state.piles, *loc)

    def _hint_move(self, piles, s, k, d) -> Hint:
        return Hint(self._mv[s][d][k], self._move_text(piles, s, k, d))

    def hint(self, state: State) -> Hint:
        """Aisleriot's order: a card to a foundation (waste, then tableau1..10); the waste
        card to the tableau (non-empty pile first); a tableau move in pile order (we also
        offer runs, and skip moves that only shuffle a card between equal places); deal;
        last, any other move that is not idle."""
        piles = state.piles
        if self.is_won(state):
            return Hint(None, "The game is won")
        step = self._autoplay_step(piles)
        if step is not None:
            return self._hint_move(piles, step[0], 1, step[1])
        waste = piles[WASTE]
        if waste:
            t = self._tableau_place(piles, WASTE, waste[-1])
            if t is not None:
                return self._hint_move(piles, WASTE, 1, t)
        empty_t = [t for t in TABLEAU if not piles[t]]
        n_empty = len(empty_t)
        for s in TABLEAU:
            p = piles[s]
            if not p:
                continue
            c = p[-1]
            run = _run_length(p)
            # onto a card: the part whose bottom card fits, within the 2^E limit, unless
            # that bottom card already lies on an equal card of its suit (pointless)
            limit = 1 << n_empty
            for d in TABLEAU:
                q = piles[d]
                if d == s or not q:
                    continue
                k = q[-1] - c
                if 1 <= k <= run and k <= limit \
                        and q[-1] // 13 == c // 13:
                    if k < len(p) and p[-k - 1] == q[-1]:
                        continue
                    return self._hint_move(piles, s, k, d)
            # into an empty pile: the whole run, when that uncovers a new card
            if empty_t and run < len(p) and run <= 1 << (n_empty - 1):
                return self._hint_move(piles, s, run, empty_t[0])
        if piles[STOCK]:
            return Hint("deal", DEAL_TEXT)
        for move in self.legal_moves(state):
            if not self.is_idle(state, move):
                s, k, d = self._parsed[move]
                return self._hint_move(piles, s, k, d)
        return Hint(None, "No moves left: try Undo, or start a new game")

    def layout(self) -> Layout:
        """Aisleriot's arrangement: stock, a gap and eight foundations on the top row; the
        waste fanned right on its own row; ten tableau piles fanned down below."""
        pitch = 1.1
        margin = 0.1
        width = round(margin * 2 + 9 * pitch + 1.0, 3)
        height = 7.0
        piles = {"stock": PileLayout("stock", margin, margin, "stock")}
        for i in range(8):
            name = f"foundation{i + 1}"
            piles[name] = PileLayout(name, round(margin + (i + 2) * pitch, 3), margin,
                                     "foundation")
        waste_y = 1.25
        piles["waste"] = PileLayout("waste", margin, waste_y, "waste", fan_x=0.25,
                                    max_fan=round(width - 2 * margin - 1.0, 3))
        tableau_y = 2.4
        for i in range(10):
            name = f"tableau{i + 1}"
            piles[name] = PileLayout(name, round(margin + i * pitch, 3), tableau_y, "tableau",
                                     fan_y=0.28,
                                     max_fan=round(height - margin - tableau_y - 1.0, 3))
        return Layout(width, height, piles)


RULES = FortyThieves()
