"""Doublets: build one foundation by doubling (A 2 4 8 3 6 Q J 9 5 10 7 A ...), suit ignored.

Behaviour follows Aisleriot's doublets.scm as pinned down by shared/spec/rules.md:

- Deal: one face-up card to reserve1-5, reserve6, the foundation, reserve7; then, in that
  order, every king goes face down to the bottom of the stock and the pile takes the next
  stock card, until it holds no king. 44 cards stay in the stock; the score starts at 1.
- Only the foundation takes cards: rank 2 x (top rank), minus 13 above 13. Kings never play.
- A reserve that empties takes the waste's top card, else the stock's top card face up.
  **Ours**: playing the last waste card does not refill the waste from the stock.
- `deal` turns a stock card onto the waste; with the stock empty, the whole waste goes back
  into the stock keeping its order (the old waste bottom is dealt first), at most twice.
- Score: the number of foundation cards. Won at 48.

Piles: stock, waste, foundation, reserve1 ... reserve7 (indexes from `PILE_NAMES`).
`State.extra` is `(redeals_used,)`.
"""


from ..i18n import N_, _
from ..i18n.formats import number
from . import cards as C
from .base import GameRules, Hint
from .builds import deal_one
from .errors import IllegalMove, InvalidPosition
from .events import Event
from .layout import Layout, PileLayout
from .notation import MoveTable
from .piles import a_pile, indexes_of, numbered, that_pile
from .state import State
from .words import a_rank, sentence

PILE_NAMES = ("stock", "waste", "foundation") + numbered("reserve", 7)
STOCK, WASTE, FOUNDATION = (PILE_NAMES.index(name) for name in ("stock", "waste", "foundation"))
RESERVES = indexes_of(PILE_NAMES, "reserve")
SOURCES = (WASTE,) + RESERVES          # the piles a card may be played from
MAX_REDEALS = 2
WIN_CARDS = 48
KING = 13

_RANK = C.RANK
_FACE_DOWN = C.FACE_DOWN
MOVES = MoveTable(PILE_NAMES)
_MOVE_OF = tuple(MOVES.one[i][FOUNDATION] for i in range(len(PILE_NAMES)))   # i>foundation
_SOURCE_OF = {_MOVE_OF[i]: i for i in SOURCES}                              # and back


def next_rank(rank: int) -> int:
    """The rank that goes on `rank` (1 .. 13): twice it, minus 13 above 13.

    A king (13) has no successor in play (kings never play), so it gives 0.
    """
    if not 1 <= rank <= 13:
        raise ValueError(f"rank must be 1 .. 13, not {rank!r}")
    if rank == KING:
        return 0
    return 2 * rank - 13 if 2 * rank > 13 else 2 * rank


# NEXT[r]: the rank the foundation needs on rank r (0 = nothing: a king, or no card).
NEXT = (0,) + tuple(next_rank(r) for r in range(1, 14))


# (column, row, kind) of each pile: the arch of reserves around the foundation, the
# stock and waste beside it (landscape) or above it (portrait)
LANDSCAPE = {"stock": (0, 0, "stock"), "waste": (1, 0, "waste"),
             "reserve1": (3, 0, "reserve"), "reserve2": (4, 0, "reserve"),
             "reserve3": (5, 0, "reserve"), "reserve4": (3, 1, "reserve"),
             "reserve5": (5, 1, "reserve"), "reserve6": (3, 2, "reserve"),
             "foundation": (4, 2, "foundation"), "reserve7": (5, 2, "reserve")}
PORTRAIT = {"stock": (0, 0, "stock"), "waste": (1, 0, "waste"),
            "reserve1": (0, 1.2, "reserve"), "reserve2": (1, 1.2, "reserve"),
            "reserve3": (2, 1.2, "reserve"), "reserve4": (0, 2.2, "reserve"),
            "reserve5": (2, 2.2, "reserve"), "reserve6": (0, 3.2, "reserve"),
            "foundation": (1, 3.2, "foundation"), "reserve7": (2, 3.2, "reserve")}


def _arch_layout(spots) -> Layout:
    step_x, step_y, margin = 1.25, 1.1, 0.1         # close rows: large cards
    piles = {name: PileLayout(name, margin + c * step_x, margin + r * step_y, kind)
             for name, (c, r, kind) in spots.items()}
    return Layout(max(p.x for p in piles.values()) + 1 + margin,
                  max(p.y for p in piles.values()) + 1 + margin, piles)


class Doublets(GameRules):
    id = "doublets"
    english_title = N_("Doublets")
    # Translators: {count} is the number of cards to build, 48
    english_goal = N_("Build all {count} non-kings on one foundation, each card twice the "
                      "one below.")
    pile_names = PILE_NAMES
    capacity = {PILE_NAMES[r]: 1 for r in RESERVES}
    extra_keys = ("redeals_used",)
    move_table = MOVES

    @property
    def goal(self) -> str:
        return _(self.english_goal).format(count=number(WIN_CARDS))

    # ----- deal ------------------------------------------------------------------------
    def deal(self, stock: list[int]) -> State:
        stock = [c | _FACE_DOWN for c in stock]
        piles = [()] * len(PILE_NAMES)
        order = RESERVES[:6] + (FOUNDATION, RESERVES[6])
        for index in order:
            piles[index] = (stock.pop() & 63,)
        for index in order:
            while _RANK[piles[index][-1]] == KING:
                stock.insert(0, piles[index][-1] | _FACE_DOWN)
                piles[index] = (stock.pop() & 63,)
        piles[STOCK] = tuple(stock)
        return State(self.id, tuple(piles), len(piles[FOUNDATION]), (0,))

    # ----- helpers for the UI ----------------------------------------------------------
    def needed_rank(self, state: State) -> int:
        """The rank (1 .. 12) the foundation needs next; 0 when nothing can go on it."""
        foundation = state.piles[FOUNDATION]
        return NEXT[_RANK[foundation[-1]]] if foundation else 0

    def can_redeal(self, state: State) -> bool:
        """A redeal is left and some card can still reach the waste to be turned back."""
        piles = state.piles
        return state.extra[0] < MAX_REDEALS and bool(piles[STOCK] or piles[WASTE])

    def can_deal(self, state: State) -> bool:
        """Whether a stock click does something (turn a card, or redeal): 'deal' is legal."""
        piles = state.piles
        return bool(piles[STOCK]) or (bool(piles[WASTE]) and state.extra[0] < MAX_REDEALS)

    # ----- moves -----------------------------------------------------------------------
    def legal_moves(self, state: State) -> list[str]:
        piles = state.piles
        foundation = piles[FOUNDATION]
        moves = []
        if piles[STOCK] or (piles[WASTE] and state.extra[0] < MAX_REDEALS):
            moves.append("deal")
        if foundation:
            need = NEXT[_RANK[foundation[-1]]]
            if need:
                for i in SOURCES:
                    pile = piles[i]
                    if pile and _RANK[pile[-1]] == need:
                        moves.append(_MOVE_OF[i])
        return moves

    def apply(self, state: State, move: str) -> tuple[State, list[Event]]:
        if move == "deal":
            if state.piles[STOCK]:
                return deal_one(state, PILE_NAMES, STOCK, WASTE)
            return self._redeal(state)
        src = _SOURCE_OF.get(move)
        if src is None:
            self._refuse_other(move)       # always raises
        piles = state.piles
        reason = self._lift_refusal(piles, src) or self._foundation_refusal(piles, src)
        if reason is not None:
            raise IllegalMove(reason)
        pile = piles[src]
        card = pile[-1]
        foundation = piles[FOUNDATION]
        new = list(piles)
        new[FOUNDATION] = foundation + (card,)
        new[src] = pile[:-1]
        name = PILE_NAMES[src]
        events = [Event("moved", name, "foundation", (card,))]
        if src != WASTE:
            waste = piles[WASTE]
            if waste:
                refill = waste[-1]
                new[WASTE] = waste[:-1]
                new[src] = (refill,)
                events.append(Event("moved", "waste", name, (refill,)))
            else:
                stock = piles[STOCK]
                if stock:
                    refill = stock[-1] & 63
                    new[STOCK] = stock[:-1]
                    new[src] = (refill,)
                    events.append(Event("dealt", "stock", name, (refill,)))
        return State(state.game, tuple(new), state.score + 1, state.extra), events

    @staticmethod
    def _lift_refusal(piles, src: int) -> str | None:
        """Why the top card of pile `src` may not be picked up, or None."""
        if src == STOCK:
            return _("Cards cannot be taken from the stock: click it to deal")
        if src == FOUNDATION:
            return _("Cards never leave the foundation")
        pile = piles[src]
        if not pile:
            # Translators: {pile} is e.g. "the waste" or "that reserve pile"
            return sentence(_("{pile} is empty: there is no card to play").format(
                pile=that_pile(PILE_NAMES[src])))
        if _RANK[pile[-1]] == KING:
            # Translators: {card} is a king, e.g. "K♣"
            return _("{card} cannot be played: kings never play").format(
                card=C.name(pile[-1]))
        return None

    @staticmethod
    def _foundation_refusal(piles, src: int) -> str | None:
        """Why the top card of pile `src` (which may be lifted) does not go on the
        foundation, or None."""
        card = piles[src][-1]
        foundation = piles[FOUNDATION]
        if not foundation:
            return _("The foundation is empty: it needs its starting card")
        top = foundation[-1]
        need = NEXT[_RANK[top]]
        if _RANK[card] == need:
            return None
        names = {"card": C.name(card), "under": C.name(top)}
        if not need:
            # Translators: {card} and {under} are cards, e.g. "7♥" and "K♠"
            return _("{card} cannot go on {under}: nothing can go on a king").format(**names)
        rank = _RANK[top]
        if 2 * rank > 13:
            # Translators: {card} and {under} are cards, e.g. "5♥" and "9♠"; {rank} is any
            # card of a rank, e.g. "a five"; the numbers are ranks (twice 9 is 18, less 13:
            # {ranks} is 13, the number of ranks)
            text = _("{card} cannot go on {under}: the foundation needs {rank} (twice "
                     "{half} is {double}, less {ranks})")
        else:
            # Translators: {card} and {under} are cards, e.g. "5♥" and "4♠"; {rank} is any
            # card of a rank, e.g. "an eight"; {half} is a rank's number (twice 4)
            text = _("{card} cannot go on {under}: the foundation needs {rank} (twice "
                     "{half})")
        return text.format(**names, rank=a_rank(need), half=number(rank),
                           double=number(2 * rank), ranks=number(KING))

    def lift_refusal(self, state: State, pile: str, count: int) -> str | None:
        if count > 1:
            return _("Only one card moves at a time in Doublets")
        return self._lift_refusal(state.piles, self.index[pile])

    def stuck_reason(self, state: State, pile: str, count: int) -> str:
        """The foundation is the only destination: why it refuses the card."""
        return self._foundation_refusal(state.piles, self.index[pile])

    def describe_move(self, state: State, move: str) -> str:
        if move == "deal":
            if state.piles[STOCK]:
                return _("Deal a card from the stock")
            return _("Turn the waste back into the stock")
        src = _SOURCE_OF.get(move)
        if src is None:
            self._refuse_other(move)
        return _("Move {card} to the foundation").format(card=C.name(state.piles[src][-1]))

    def _redeal(self, state: State) -> tuple[State, list[Event]]:
        """'deal' with the stock empty: the waste goes back into the stock, keeping its
        order, while a redeal is left."""
        waste = state.piles[WASTE]
        if not waste:
            raise IllegalMove(_("Nothing to deal: the stock and the waste are empty"))
        used = state.extra[0]
        if used >= MAX_REDEALS:
            raise IllegalMove(_("Nothing to deal: the stock is empty and both redeals "
                                "are used"))
        turned = tuple(c | _FACE_DOWN for c in reversed(waste))
        new = state.replace({STOCK: turned, WASTE: ()}, extra=(used + 1,))
        return new, [Event("redealt", "waste", "stock", turned)]

    def _refuse_other(self, move) -> None:
        """Raise IllegalMove saying why `move` (not 'deal', not SRC>foundation from the
        waste or a reserve pile) is refused."""
        src, count, dst = self.locate(move)          # raises for malformed moves
        if count > 1:
            raise IllegalMove(_("Only one card moves at a time in Doublets"))
        if src == FOUNDATION:
            raise IllegalMove(_("Cards never leave the foundation"))
        if src == STOCK:
            raise IllegalMove(_("Cards cannot be taken from the stock: click it to deal"))
        # Translators: {pile} is e.g. "a reserve pile" or "the waste"
        raise IllegalMove(_("Cards go only to the foundation, not to {pile}").format(
            pile=a_pile(PILE_NAMES[dst])))

    # ----- game state ------------------------------------------------------------------
    def is_won(self, state: State) -> bool:
        return len(state.piles[FOUNDATION]) >= WIN_CARDS

    def compute_score(self, state: State) -> int:
        return len(state.piles[FOUNDATION])

    def status(self, state: State) -> str:
        return _("Stock left: {stock}   Redeals left: {redeals}").format(
            stock=number(len(state.piles[STOCK])), redeals=number(MAX_REDEALS - state.extra[0]))

    def hint(self, state: State) -> Hint:
        if self.is_won(state):
            # Translators: {count} is the number of cards built, 48
            return Hint(None, _("The game is won: all {count} cards are on the "
                                "foundation.").format(count=number(WIN_CARDS)))
        need = self.needed_rank(state)
        piles = state.piles
        for i in SOURCES:
            pile = piles[i]
            if pile and need and _RANK[pile[-1]] == need:
                return Hint(_MOVE_OF[i], self.describe_move(state, _MOVE_OF[i]))
        dealing = self.can_deal(state)
        if not need:
            text = (_("No card can go on the foundation.") if dealing
                    else _("No card can go on the foundation. No moves are left."))
        else:
            # Translators: {rank} is any card of a rank, e.g. "a seven"
            text = (_("You are searching for {rank}.") if dealing
                    else _("You are searching for {rank}. No moves are left.")).format(
                rank=a_rank(need))
        return Hint("deal" if dealing else None, text)

    def double_click(self, state: State, pile: str) -> list[str]:
        index = self.index.get(pile)
        if index not in SOURCES:
            return []
        move = _MOVE_OF[index]
        return [move] if move in self.legal_moves(state) else []

    def layout(self) -> Layout:
        """The stock and waste left of the arch of reserves around the foundation."""
        return _arch_layout(LANDSCAPE)

    def portrait_layout(self) -> Layout:
        """For tall windows: the stock and waste over the arch (at 720x1280 cards 181
        pixels wide instead of 94)."""
        return _arch_layout(PORTRAIT)

    # ----- position checks -------------------------------------------------------------
    def _check_extra(self, key, value):
        if key == "redeals_used":
            if (not isinstance(value, int) or isinstance(value, bool)
                    or not 0 <= value <= MAX_REDEALS):
                raise InvalidPosition(f"bad 'redeals_used': {value!r}: expected 0, 1 or 2")
            return value
        return super()._check_extra(key, value)

    def check_state(self, state: State) -> None:
        piles = state.piles
        if not piles[FOUNDATION]:
            raise InvalidPosition("pile 'foundation' is empty: it always holds its "
                                  "starting card")


RULES = Doublets()
