"""Wall's words and advice to a player: how a target is named, why it is covered, hints,
the sentence for a move, and what a click or a double-click on a target does.

A mixin of the WallRules class: it calls the rules' own `attack_move`, `refusal`, `play`
and `_resolve`, and follows Aisleriot's wall.scm for hints and double-clicks.
"""

from collections.abc import Sequence

from ..i18n import N_, _
from ..i18n.formats import number
from .base import Hint
from .state import State
from .wall_board import (
    ATTACKS,
    FACE_DOWN,
    HIGHS,
    IS_LOW,
    IS_TARGET,
    IS_WALL,
    LOWS,
    NAME,
    ROW_PLACES,
    STOCK,
    TARGETS,
    THRONE,
    WALL,
    exposed,
    health,
    row_and_place,
    spoken,
    subsets,
)
from .words import sentence

DEAL_TEXT = N_("Deal cards")
NO_WASTE_TEXT = N_("No waste cards to attack with: click the stock to deal")


class WallAdvice:
    @staticmethod
    def _spoken(t: int, piles) -> str:
        """Target t as a player finds it: a wall card by its name, with its row (and which
        of the two it is) only when its twin from the other deck is in the wall too."""
        if not IS_WALL[t]:
            return spoken(t)
        card = piles[t][0]
        twins = [u for u in WALL if u != t and piles[u] and piles[u][0] == card]
        if not twins:
            return NAME[card]
        row, place = row_and_place(t)
        twin_row, twin_place = row_and_place(twins[0])
        if twin_row != row:
            # Translators: a wall card {card} ("7♥") and where it lies ({row}: "in the
            # wall's top row")
            text = _("{card} {row}")
        elif place < twin_place:
            # Translators: the left one of two 7♥ ({card}) in one row ({row}: "in the
            # wall's top row")
            text = _("the left {card} {row}")
        else:
            # Translators: the right one of two 7♥ ({card}) in one row ({row}: "in the
            # wall's top row")
            text = _("the right {card} {row}")
        return text.format(card=NAME[card], row=_(ROW_PLACES[row]))

    def _cover_reason(self, piles, t: int) -> str:
        if t == THRONE:
            return _("The throne cannot be attacked until all three high guard piles are "
                     "removed")
        if t in HIGHS:
            # Translators: {target} is a guard pile, e.g. "the left high guard pile"
            text = _("{target} cannot be attacked yet: remove a low guard pile below it or "
                     "a high guard pile beside it first")
        elif t in LOWS:
            # Translators: {target} is a guard pile, e.g. "the leftmost low guard pile"
            text = _("{target} cannot be attacked yet: remove one of the two wall cards "
                     "below it or a low guard pile beside it first")
        else:
            # Translators: {target} is a wall card, e.g. "7♥" or "the left 7♥ in the
            # wall's top row"
            text = _("{target} is covered: remove a card covering its bottom corners or a "
                     "card beside it first")
        return sentence(text.format(target=self._spoken(t, piles)))

    def describe_move(self, state: State, move: str) -> str:
        spec = self._resolve(move)
        if spec is None:
            return _(DEAL_TEXT)
        mask, t = spec
        piles = state.piles
        cards = " + ".join(NAME[piles[w][0]] for w in ATTACKS.sources[mask])
        if IS_LOW[t] and piles[t][-1] >= FACE_DOWN:
            # Translators: {target} is a guard pile, e.g. "the leftmost low guard pile";
            # {cards} the attack's cards, e.g. "7♥ + 3♣"
            return _("Turn over {target} by attacking it with {cards}").format(
                target=spoken(t), cards=cards)
        # Translators: {target} is what is attacked, e.g. "7♥" or "the left high guard
        # pile"; {health} a number; {cards} the attack's cards, e.g. "7♥ + 3♣"
        return _("Remove {target} (health {health}) with {cards}").format(
            target=self._spoken(t, piles), health=number(health(piles, t)), cards=cards)

    def _hint(self, state: State, move: str) -> Hint:
        return Hint(move, self.describe_move(state, move))

    def hint(self, state: State) -> Hint:
        """Aisleriot's order: attack a face-down low guard pile when no face-up throne,
        high or low target can be removed with the waste; else remove the first beatable
        exposed face-up target (throne, high, low, wall top to bottom) with the subset of
        the waste of least value that beats it; else deal."""
        piles = state.piles
        if not piles[THRONE]:
            return Hint(None, _("The throne has fallen: you have won"))
        groups = subsets(piles)
        winnable = None
        if groups:
            best = max(s for _, s in groups)
            for t in TARGETS:
                pile = piles[t]
                if (pile and pile[-1] < FACE_DOWN and exposed(piles, t)
                        and best > health(piles, t)):
                    winnable = t
                    break
            hidden = next((t for t in LOWS if piles[t] and piles[t][-1] >= FACE_DOWN
                           and exposed(piles, t)), None)
            if hidden is not None and (winnable is None or IS_WALL[winnable]):
                mask = min(groups, key=lambda ms: (ms[1], ms[0]))[0]
                return self._hint(state, ATTACKS.text[hidden][mask])
        if winnable is not None:
            h = health(piles, winnable)
            mask = min((ms for ms in groups if ms[1] > h),
                       key=lambda ms: (ms[1], bin(ms[0]).count("1"), ms[0]))[0]
            return self._hint(state, ATTACKS.text[winnable][mask])
        if piles[STOCK]:
            return Hint("deal", _(DEAL_TEXT))
        return Hint(None, _("No moves left: the stock is empty and no attack can succeed"))

    # ----- clicks -----------------------------------------------------------------------
    def click(self, state: State, pile: str,
              group: Sequence[str] | None = None) -> list[str]:
        """A click on a target attacks it with the waste piles of `group` (a player's
        grouped waste cards), or with every waste card when `group` is empty or None,
        when that attack is legal; a click on the stock deals (the default)."""
        t = self.index.get(pile)
        if t is None or not IS_TARGET[t]:
            return super().click(state, pile)
        move = self.attack_move(state, pile, group or None)
        if move is None or self.refusal(state, move) is not None:
            return []
        return [move]

    def click_refusal(self, state: State, pile: str,
                      group: Sequence[str] | None = None) -> str | None:
        """Why a click on a target makes no attack (no waste card, or the rules' reason
        the attack is refused); on the stock, why nothing can be dealt."""
        t = self.index.get(pile)
        if t is None or not IS_TARGET[t]:
            return super().click_refusal(state, pile)
        move = self.attack_move(state, pile, group or None)
        if move is None:
            return _(NO_WASTE_TEXT)
        return self.refusal(state, move)

    def double_click(self, state: State, pile: str) -> list[str]:
        """A double-click on a target: the attack with the whole waste if it is legal,
        else "deal" when the stock has cards. Aisleriot's button-double-clicked attacks,
        then empties the waste whatever came of it and deals three once: a legal attack
        here uses the waste up and its own deal follows (the same three cards), a refused
        one leaves the waste to "deal" to discard. With an empty stock nothing follows a
        refused attack (Aisleriot would discard the waste; we keep it, having no such
        move). [] for the stock, the waste and the removed pile.

        `state` is the state when the second click arrives, after the first click made
        its own single-click attack (rules.md, "Shared behaviour"). Aisleriot counts two
        clicks as a double-click only when both find the same card of the same pile: when
        the first click removed the target, the table makes the second an ordinary
        click (game/scenes/games/wall.py), so no deal throws the new cards away then."""
        t = self.index.get(pile)
        if t is None or not IS_TARGET[t]:
            return []
        moves = self.click(state, pile)
        if not moves and state.piles[STOCK]:
            moves = ["deal"]
        return moves
