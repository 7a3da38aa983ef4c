"""Whitehead's advice to a player: hints, the sentence for a move, and double-clicks.

A mixin of the Whitehead rules class: it calls the rules' own `legal_moves`, `is_idle`,
`is_won` and `locate`, and follows Aisleriot's whitehead.scm for the order of hints and
where a double-click sends a card.
"""


from ..i18n import _
from .base import Hint
from .builds import first_foundation, run_length, same_colour_down, same_suit_down
from .state import State
from .whitehead_board import (
    DEAL_TEXT,
    FOUNDATIONS,
    MOVES,
    NAME,
    PILE_NAMES,
    STOCK,
    TABLEAU,
    WASTE,
    group_text,
)


class WhiteheadAdvice:
    def describe_move(self, state: State, move: str) -> str:
        loc = self.locate(move)
        if loc is None:
            return _(DEAL_TEXT)
        src, count, dst = loc
        piles = state.piles
        cards = group_text(piles[src][-count:])
        if dst in FOUNDATIONS:
            # Translators: {cards} is a card or a group ("7♠ and the 2 cards on it")
            return (_("Move {cards} to an empty foundation") if src in FOUNDATIONS
                    else _("Move {cards} to the foundation")).format(cards=cards)
        if piles[dst]:
            return _("Move {cards} onto {under}").format(cards=cards,
                                                          under=NAME[piles[dst][-1]])
        return _("Move {cards} to an empty tableau pile").format(cards=cards)

    def foundation_for(self, state: State, pile: str) -> str | None:
        """The foundation that takes the top card of `pile` (Aisleriot's search: an ace
        goes to the first empty foundation, another card onto its suit's foundation when
        it is one rank higher), or None."""
        cards = state.piles[self.index[pile]]
        if not cards:
            return None
        f = first_foundation(state.piles, FOUNDATIONS, cards[-1])
        return None if f is None else PILE_NAMES[f]

    def double_click(self, state: State, pile: str) -> list[str]:
        """A double-click on the waste or a tableau pile sends its top card to its
        foundation when that is legal; anything else does nothing."""
        i = self.index.get(pile)
        if i is None or not (i == WASTE or i in TABLEAU):
            return []
        target = self.foundation_for(state, pile)
        if target is None:
            return []
        return [MOVES.one[i][self.index[target]]]

    def _hint(self, state: State, move: str) -> Hint:
        return Hint(move, self.describe_move(state, move))

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
                    return self._hint(state, MOVES.one[src][self.index[target]])
        # 2 and 3. builds onto non-empty tableau piles
        for fits in (same_suit_down, same_colour_down):
            for src in (WASTE,) + TABLEAU:
                pile = piles[src]
                if not pile:
                    continue
                n = 1 if src == WASTE else run_length(pile)
                bottom = pile[-n]
                for dst in TABLEAU:
                    if dst != src and piles[dst] and fits(piles[dst][-1], bottom):
                        return self._hint(state, MOVES.many[src][dst][n])
        # 4. an empty tableau pile and something worth putting there
        if any(not piles[t] for t in TABLEAU):
            if piles[WASTE] or any(piles[t] and run_length(piles[t]) != len(piles[t])
                                   for t in TABLEAU):
                return Hint(None, _("Move a build of cards onto the empty tableau pile"))
        # 5. deal
        if piles[STOCK]:
            return Hint("deal", _(DEAL_TEXT))
        if self.is_won(state):
            return Hint(None, _("The game is won"))
        # Ours: Aisleriot stops here; offer any move that still changes something.
        for move in self.legal_moves(state):
            if not self.is_idle(state, move):
                return self._hint(state, move)
        return Hint(None, _("No moves left"))
