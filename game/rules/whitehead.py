"""Whitehead (rules.md, "Whitehead"; Aisleriot's whitehead.scm).

One deck. Stock, waste, four foundations; seven tableau piles of 1 .. 7 face-up cards.
Tableau piles build down in red or black, but only same-suit runs move together; an empty
pile takes any group that can be picked up. Foundations build up in suit from the ace and
their top cards may come back into play. The score is the number of foundation cards.

The piles and their indexes are in whitehead_board.py, hints and double-clicks in
whitehead_advice.py.
"""


from ..i18n import N_, _, ngettext
from ..i18n.formats import and_clauses, number
from . import cards as C
from .base import GameRules
from .builds import check_faces, check_foundations, deal_one, run_length
from .errors import IllegalMove
from .events import Event
from .layout import Layout, PileLayout
from .state import State
from .whitehead_advice import WhiteheadAdvice
from .whitehead_board import (
    FOUNDATIONS,
    GAME_ID,
    IS_RED,
    MOVES,
    NAME,
    PILE_NAMES,
    RANK,
    STOCK,
    TABLEAU,
    WASTE,
    group_text,
    spoken,
)
from .words import colour_suits, in_colour, sentence

_run_length = run_length      # the Whitehead solver counts runs with the rules' own count


def _not_same_colour(card: int, under: int) -> str:
    """Why `card` may not lie on `under`, of the other colour, said in red or black
    plainly (the four-colour deck inks clubs and diamonds otherwise: 7♦ still goes on
    8♥)."""
    red = IS_RED[card]
    if RANK[card] == 13:
        # Translators: {card} and {under} are cards, e.g. "K♥" and "2♠"; {suits} is "♥ or ♦"
        text = (_("{card} cannot go on {under}: build down red on red ({suits})") if red
                else _("{card} cannot go on {under}: build down black on black ({suits})"))
        return text.format(card=NAME[card], under=NAME[under], suits=colour_suits(red))
    # Translators: {card} and {under} are cards, e.g. "7♦" and "8♠"; {needed} and {wanted}
    # ranks in a colour, e.g. "a red seven" and "a red eight"; {suits} is e.g. "♥ or ♦"
    return _("{card} cannot go on {under}: {needed} goes on {wanted} ({suits})").format(
        card=NAME[card], under=NAME[under], needed=in_colour(RANK[card], red),
        wanted=in_colour(RANK[card] + 1, red), suits=colour_suits(red))


def _foundation_refusal(count: int, top: int, under: int | None = None) -> str:
    """Why the group whose top card is `top` does not go on the foundation ending in
    `under` (None: an empty one)."""
    if under is None:
        # Translators: {card} is a card, e.g. "7♥"
        text = (_("{card} cannot start a foundation: only an ace can") if count == 1 else
                _("{card} cannot start a foundation: only an ace can (the top card of the "
                  "group must fit)"))
    elif C.SUIT[under] != C.SUIT[top]:
        # Translators: {card} and {under} are cards, e.g. "7♥" and "6♠"
        text = (_("{card} cannot go on {under}: foundations build up in suit") if count == 1
                else _("{card} cannot go on {under}: foundations build up in suit (the top "
                       "card of the group must fit)"))
    else:
        # Translators: {card} and {under} are cards, e.g. "7♥" and "5♥"
        text = (_("{card} cannot go on {under}: foundations build up one rank at a time")
                if count == 1 else
                _("{card} cannot go on {under}: foundations build up one rank at a time (the "
                  "top card of the group must fit)"))
    return text.format(card=NAME[top], under=NAME[under] if under is not None else "")


class Whitehead(WhiteheadAdvice, GameRules):
    id = GAME_ID
    english_title = N_("Whitehead")
    english_goal = N_("Build the suits up from ace to king; the tableau builds down red on "
                      "red (♥♦), black on black (♠♣).")
    pile_names = PILE_NAMES
    capacity = {PILE_NAMES[f]: 13 for f in FOUNDATIONS}
    move_table = MOVES

    # ----- deal -----------------------------------------------------------------------
    def deal(self, stock: list[int]) -> State:
        """Rounds r = 1 .. 7 give one face-up card to each of tableau r .. tableau7,
        taking from the top (end) of the shuffled stock; 24 cards stay face down."""
        stock = list(stock)
        piles = [()] * len(PILE_NAMES)
        for r in range(len(TABLEAU)):
            for t in TABLEAU[r:]:
                piles[t] += (C.face_up(stock.pop()),)
        piles[STOCK] = tuple(C.face_down(c) for c in stock)
        return State(GAME_ID, tuple(piles), 0, ())

    # ----- moves ----------------------------------------------------------------------
    def legal_moves(self, state: State) -> list[str]:
        piles = state.piles
        moves = []
        add = moves.append
        if piles[STOCK]:
            add("deal")
        empty_tab = [t for t in TABLEAU if not piles[t]]
        full_tab = [t for t in TABLEAU if piles[t]]
        empty_fnd = [f for f in FOUNDATIONS if not piles[f]]
        # Single cards from the waste and the foundations.
        for src in (WASTE,) + FOUNDATIONS:
            pile = piles[src]
            if not pile:
                continue
            card = pile[-1]
            names = MOVES.one[src]
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
            run = run_length(pile)
            card = pile[-1]
            rank = RANK[card]
            red = IS_RED[card]
            table = MOVES.many[src]
            # to a foundation: the exposed card continues it; every length fits
            if rank == 1:
                for f in empty_fnd:
                    for n in range(1, run + 1):
                        add(table[f][n])
            else:
                below = card - 1
                for f in FOUNDATIONS:
                    fp = piles[f]
                    if fp and fp[-1] == below:
                        for n in range(1, run + 1):
                            add(table[f][n])
                        break
            # onto a tableau card of the same colour one rank above the group's bottom
            for t in full_tab:
                if t == src:
                    continue
                top = piles[t][-1]
                n = RANK[top] - rank
                if 1 <= n <= run and IS_RED[top] == red:
                    add(table[t][n])
            for t in empty_tab:
                cell = table[t]
                for n in range(1, run + 1):
                    add(cell[n])
        return moves

    def apply(self, state: State, move: str) -> tuple[State, list[Event]]:
        loc = self.locate(move)
        if loc is None:
            return deal_one(state, PILE_NAMES, STOCK, WASTE)
        src, count, dst = loc
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

    def _lift_refusal(self, piles, src, count) -> str | None:
        """Why the top `count` cards of pile `src` may not be picked up, or None."""
        if src == STOCK:
            return _("Cards cannot be taken from the stock: click it to deal")
        pile = piles[src]
        if not pile:
            # Translators: {pile} is e.g. "the waste" or "that tableau pile"
            return _("There is no card to move: {pile} is empty").format(pile=spoken(src))
        if count > 1 and src == WASTE:
            return _("Only the top card of the waste can be moved")
        if count > 1 and src in FOUNDATIONS:
            return _("Only the top card of a foundation can be moved")
        if count > len(pile):
            held = len(pile)
            # Translators: {pile} is e.g. "the waste" or "that tableau pile"
            return sentence(ngettext("{pile} holds only {count} card",
                                     "{pile} holds only {count} cards", held).format(
                pile=spoken(src), count=number(held)))
        if count > 1:
            run = run_length(pile)
            if count > run:
                # the first break in the group, counting from the top
                i = len(pile) - run
                # Translators: {card} and {under} are cards, e.g. "7♥" and "9♣"
                return _("{card} cannot move with {under}: only a same-suit run moves as "
                         "a unit").format(card=NAME[pile[i]], under=NAME[pile[i - 1]])
        return None

    def _check_move(self, piles, src, count, dst) -> None:
        """Raise IllegalMove, saying why, unless moving `count` cards src -> dst is legal."""
        if src != STOCK and dst == STOCK:
            raise IllegalMove(_("Nothing can be put on the stock"))
        if src != STOCK and dst == WASTE:
            raise IllegalMove(_("Only the stock deals onto the waste"))
        reason = self._lift_refusal(piles, src, count)
        if reason is not None:
            raise IllegalMove(reason)
        pile = piles[src]
        top = pile[-1]
        target = piles[dst]
        if dst in FOUNDATIONS:
            if not target:
                if RANK[top] != 1:
                    raise IllegalMove(_foundation_refusal(count, top))
                return
            under = target[-1]
            if C.SUIT[under] != C.SUIT[top] or RANK[top] != RANK[under] + 1:
                raise IllegalMove(_foundation_refusal(count, top, under))
            return
        # to a tableau pile
        if not target:
            return
        bottom = pile[-count]
        under = target[-1]
        if IS_RED[under] != IS_RED[bottom]:
            raise IllegalMove(_not_same_colour(bottom, under))
        if RANK[under] != RANK[bottom] + 1:
            # Translators: {card} and {under} are cards, e.g. "7♦" and "9♥"
            raise IllegalMove(_("{card} cannot go on {under}: build down one rank at a "
                                "time").format(card=NAME[bottom], under=NAME[under]))

    def is_won(self, state: State) -> bool:
        piles = state.piles
        return not piles[STOCK] and not piles[WASTE] and not any(piles[t] for t in TABLEAU)

    def is_idle(self, state: State, move: str) -> bool:
        """A whole tableau pile onto an empty tableau pile, or a foundation's whole
        content (a lone ace) onto an empty foundation: nothing that matters changes."""
        try:
            loc = self.locate(move)
        except IllegalMove:
            return False
        if loc is None:
            return False
        src, count, dst = loc
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
        return sum(len(piles[f]) for f in FOUNDATIONS)

    # ----- helpers for the scenes ------------------------------------------------------
    def lift_refusal(self, state: State, pile: str, count: int) -> str | None:
        return self._lift_refusal(state.piles, self.index[pile], count)

    def stuck_reason(self, state: State, pile: str, count: int) -> str:
        """What the cards would need: a tableau pile ending in a card of their colour one
        rank above, an empty tableau pile, or (from the waste or the tableau) a foundation."""
        src = self.index[pile]
        group = state.piles[src][-count:]
        bottom, top = group[0], group[-1]
        needs = []
        if RANK[bottom] < 13:
            # Translators: {card} is a rank in a colour, e.g. "a red eight"; {suits} is
            # e.g. "♥ or ♦"
            needs.append(_("no tableau pile ends in {card} ({suits})").format(
                card=in_colour(RANK[bottom] + 1, IS_RED[bottom]),
                suits=colour_suits(IS_RED[bottom])))
        # Translators: said after "no tableau pile ends in 6♣": none of the tableau piles
        needs.append(_("none is empty") if needs else _("no tableau pile is empty"))
        if src not in FOUNDATIONS:
            needs.append(_("no foundation is empty") if RANK[top] == 1
                         else _("no foundation ends in {card}").format(card=NAME[top - 1]))
        # Translators: {cards} is a card or a group ("7♠ and the 2 cards on it"), {reasons}
        # clauses such as "no tableau pile ends in a red eight" joined into a list
        return ngettext("{cards} has nowhere to go: {reasons}",
                        "{cards} have nowhere to go: {reasons}", count).format(
            cards=group_text(group), reasons=and_clauses(needs))

    def status(self, state: State) -> str:
        return _("Stock left: {count}").format(count=number(len(state.piles[STOCK])))

    # ----- layout and checks ------------------------------------------------------------
    def layout(self) -> Layout:
        """Aisleriot's arrangement: stock, waste, a gap and four foundations on the top
        row; the seven tableau piles below, fanned down, with room for the longest column
        (a dealt king under six cards, then queen to ace: 19) to show every card's index.
        Cards are sized with two card heights kept for the columns (the deal and a run of
        five on the longest), so a short window squeezes long columns, not the cards."""
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
                                     fan_y=0.28, max_fan=height - tab_y - 1.0 - margin,
                                     min_fan=2.0)
        return Layout(width, height, piles)

    def check_state(self, state: State) -> None:
        check_faces(PILE_NAMES, state.piles, face_down=(STOCK,),
                    rule="only the stock holds face-down cards")
        check_foundations(PILE_NAMES, state.piles, FOUNDATIONS)


RULES = Whitehead()
