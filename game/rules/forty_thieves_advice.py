"""Forty Thieves' advice to a player: hints, the sentence for a move, and double-clicks.

A mixin of the FortyThieves rules class: it calls the rules' own `legal_moves`, `is_idle`,
`is_won` and `_move`, and follows Aisleriot's forty-thieves.scm for the order of hints and
where a double-click sends a card.
"""


from ..i18n import _
from .base import Hint
from .builds import first_foundation, run_length
from .forty_thieves_board import (
    DEAL_TEXT,
    FOUNDATIONS,
    MOVES,
    NAME,
    STOCK,
    TABLEAU,
    WASTE,
    is_king,
    span,
)
from .state import State


class FortyThievesAdvice:
    def _tableau_place(self, piles, s: int, c: int) -> int | None:
        """Where a double-click sends card c of pile s: the first non-empty tableau pile
        it fits, else the leftmost empty tableau pile (Aisleriot's find-tableau-place)."""
        if not is_king(c):
            for t in TABLEAU:
                if t != s:
                    p = piles[t]
                    if p and p[-1] == c + 1:
                        return t
        for t in TABLEAU:
            if not piles[t] and t != s:
                return t
        return None

    @staticmethod
    def _autoplay_step(piles) -> tuple[int, int] | None:
        for s in (WASTE,) + TABLEAU:
            p = piles[s]
            if p:
                f = first_foundation(piles, FOUNDATIONS, p[-1])
                if f is not None:
                    return s, f
        return None

    def autoplay_moves(self, state: State) -> list[str]:
        """The moves of a double-click on a foundation (Aisleriot's autoplay): repeatedly
        send the first waste/tableau top card (waste, then tableau1..10) that a foundation
        accepts to the first accepting foundation, until none fits. One undo step."""
        moves = []
        while True:
            step = self._autoplay_step(state.piles)
            if step is None:
                return moves
            s, f = step
            moves.append(MOVES.one[s][f])
            state = self._move(state, s, 1, f)[0]

    def double_click(self, state: State, pile: str) -> list[str]:
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
        c = p[-1]
        f = first_foundation(piles, FOUNDATIONS, c)
        if f is not None:
            return [MOVES.one[i][f]]
        t = self._tableau_place(piles, i, c)
        if t is not None:
            return [MOVES.one[i][t]]
        return []

    @staticmethod
    def _move_text(piles, s: int, k: int, d: int) -> str:
        part = piles[s][-k:]
        if d in FOUNDATIONS:
            if not piles[d]:
                return _("Move {card} to an empty foundation").format(card=NAME(part[-1]))
            return _("Move {card} onto {under} on a foundation").format(
                card=NAME(part[-1]), under=NAME(piles[d][-1]))
        if not piles[d]:
            # Translators: {cards} is a card or a run of cards (5♣–3♣)
            return _("Move {cards} to an empty tableau pile").format(cards=span(part))
        return _("Move {cards} onto {under}").format(cards=span(part),
                                                      under=NAME(piles[d][-1]))

    def describe_move(self, state: State, move: str) -> str:
        loc = self.locate(move)
        if loc is None:
            return _(DEAL_TEXT)
        return self._move_text(state.piles, *loc)

    def _hint_move(self, piles, s, k, d) -> Hint:
        return Hint(MOVES.many[s][d][k], self._move_text(piles, s, k, d))

    def hint(self, state: State) -> Hint:
        """Aisleriot's order: a card to a foundation (waste, then tableau1..10); the waste
        card to the tableau (non-empty pile first); a tableau move in pile order (we also
        offer runs, and skip moves that only shuffle a card between equal places); deal;
        last, any other move that is not idle."""
        piles = state.piles
        if self.is_won(state):
            return Hint(None, _("The game is won"))
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
            run = run_length(p)
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
            return Hint("deal", _(DEAL_TEXT))
        for move in self.legal_moves(state):
            if not self.is_idle(state, move):
                s, k, d = self.locate(move)
                return self._hint_move(piles, s, k, d)
        return Hint(None, _("No moves left: try Undo, or start a new game"))
