"""Forty Thieves (rules.md, "Forty Thieves"; Aisleriot's forty-thieves.scm).

Two decks. Ten tableau piles of four face-up cards build down in suit; eight foundations
build up in suit from the ace; the stock deals one card at a time to the waste, with no
redeal. Same-suit runs move together within the 2^E limit (E = empty tableau piles other
than the source and the destination); any top part of a same-suit run may go to a
foundation at once, landing in ascending order.

The piles and their indexes are in forty_thieves_board.py, hints and double-clicks in
forty_thieves_advice.py.
"""


from ..i18n import N_, _, ngettext
from ..i18n.formats import and_clauses, number
from . import cards as C
from .base import GameRules
from .builds import SAME_SUIT_DOWN, check_faces, check_foundations, deal_one, run_length
from .errors import IllegalMove
from .events import Event
from .forty_thieves_advice import FortyThievesAdvice
from .forty_thieves_board import (
    FOUNDATIONS,
    GAME_ID,
    IS_FOUNDATION,
    MOVES,
    NAME,
    PILE_NAMES,
    STOCK,
    TABLEAU,
    WASTE,
    is_king,
    limit_text,
    span,
    spoken,
)
from .layout import Layout, PileLayout
from .state import State
from .words import sentence

MIN_FAN = 1.8       # card heights the columns keep: a dealt column and a run of six readable

class FortyThieves(FortyThievesAdvice, GameRules):
    id = GAME_ID
    english_title = N_("Forty Thieves")
    # Translators: {count} is the number of cards, 104
    english_goal = N_("Build all {count} cards up in suit on eight foundations; tableau "
                      "piles build down in suit.")
    pile_names = PILE_NAMES
    capacity = {PILE_NAMES[f]: 13 for f in FOUNDATIONS}
    move_table = MOVES

    @property
    def goal(self) -> str:
        return _(self.english_goal).format(count=number(len(self.deck())))

    # ----- deck and deal -------------------------------------------------------------
    def deck(self) -> list[int]:
        """Two standard decks: A-K of clubs, diamonds, hearts, spades, twice."""
        return C.standard_deck() * 2

    def deal(self, stock: list[int]) -> State:
        """Four rounds of one face-up card to tableau1..10; 64 face-down cards stay."""
        stock = [c & 63 for c in stock]
        piles = [()] * len(PILE_NAMES)
        for _round in range(4):
            for t in TABLEAU:
                piles[t] += (stock.pop(),)
        piles[STOCK] = tuple(c | C.FACE_DOWN for c in stock)
        return State(GAME_ID, tuple(piles), 0, ())

    # ----- moves ----------------------------------------------------------------------
    def legal_moves(self, state: State) -> list[str]:
        piles = state.piles
        mv = MOVES.many
        moves = ["deal"] if piles[STOCK] else []

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
        waste = piles[WASTE]
        if waste:
            c = waste[-1] & 63
            row = mv[WASTE]
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
            # most tops start no run: look at the card under the top before counting
            run = run_length(p) if len(p) > 1 and SAME_SUIT_DOWN[p[-2]][c] else 1
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

    def _lift_refusal(self, piles, s: int, k: int) -> str | None:
        """Why the top k cards of pile s may not be picked up, or None."""
        if s == STOCK:
            return _("Cards cannot be taken from the stock: click it to deal a card")
        if s in FOUNDATIONS:
            return _("Cards on a foundation stay there")
        src = piles[s]
        if not src:
            # Translators: {pile} is e.g. "the waste" or "that tableau pile"
            return _("There is no card to move: {pile} is empty").format(pile=spoken(s))
        if s == WASTE and k > 1:
            return _("Only the top card of the waste can be moved")
        if k > len(src):
            have = len(src)
            # Translators: {pile} is e.g. "the waste" or "that tableau pile"
            return sentence(ngettext("{pile} holds only {count} card",
                                     "{pile} holds only {count} cards", have).format(
                pile=spoken(s), count=number(have)))
        run = run_length(src)
        if k > run:
            under, over = src[-run - 1], src[-run]
            # Translators: {card} and {under} are cards, e.g. "7♥" and "9♣"
            return _("Only a same-suit run can move together, and {card} lies on "
                     "{under}").format(card=NAME(over), under=NAME(under))
        return None

    def _refuse(self, piles, s: int, k: int, d: int) -> str | None:
        """Why moving k cards from pile s to pile d is illegal, or None if it is legal."""
        if s not in (STOCK,) + FOUNDATIONS:
            if d == STOCK:
                return _("Cards cannot be put on the stock")
            if d == WASTE:
                return _("Cards cannot be put on the waste: it only takes cards from the "
                         "stock")
        reason = self._lift_refusal(piles, s, k)
        if reason is not None:
            return reason
        src = piles[s]
        c = src[-1]                            # the card that lands first on a foundation
        dst = piles[d]
        if d in FOUNDATIONS:
            if not dst:
                if c % 13 != 0:
                    return _("Only an ace can start a foundation, not {card}").format(
                        card=NAME(c))
                return None
            top = dst[-1]
            if len(dst) == 13 or is_king(top):
                return _("The foundation ending in {card} is complete").format(card=NAME(top))
            if c != top + 1:
                return _("{card} cannot go on {under}: build foundations up in "
                         "suit").format(card=NAME(c), under=NAME(top))
            return None
        # d is a tableau pile
        bottom = src[-k]
        empty = 0
        for t in TABLEAU:
            if t != s and t != d and not piles[t]:
                empty += 1
        if dst:
            top = dst[-1]
            if bottom != top - 1 or is_king(bottom):
                return _("{card} cannot go on {under}: build down in the same "
                         "suit").format(card=NAME(bottom), under=NAME(top))
        if k > 1 << empty:
            return limit_text(k, empty, not dst)
        return None

    def lift_refusal(self, state: State, pile: str, count: int) -> str | None:
        return self._lift_refusal(state.piles, self.index[pile], count)

    def stuck_reason(self, state: State, pile: str, count: int) -> str:
        """The move limit when some tableau pile would take the cards; else what they
        would need: a tableau pile ending one rank above, an empty one, a foundation."""
        piles = state.piles
        s = self.index[pile]
        part = piles[s][-count:]
        bottom, top = part[0], part[-1]
        takers = [d for d in TABLEAU if d != s and piles[d] and piles[d][-1] == bottom + 1
                  and not is_king(bottom)]
        takers += [d for d in TABLEAU if d != s and not piles[d]]
        for d in takers:
            reason = self._refuse(piles, s, count, d)
            if reason is not None:
                return reason
        needs = []
        if not is_king(bottom):
            # Translators: a clause of "5♣–3♣ has nowhere to go: no tableau pile ends in
            # 6♣, none is empty, and no foundation ends in 4♣"
            needs.append(_("no tableau pile ends in {card}").format(card=NAME(bottom + 1)))
        # Translators: said after "no tableau pile ends in 6♣": none of the tableau piles
        needs.append(_("none is empty") if needs else _("no tableau pile is empty"))
        needs.append(_("no foundation is empty") if top % 13 == 0
                     else _("no foundation ends in {card}").format(card=NAME(top - 1)))
        # Translators: {cards} is a card or a run of cards (5♣–3♣), {reasons} the clauses
        # above joined into a list
        return ngettext("{cards} has nowhere to go: {reasons}",
                        "{cards} have nowhere to go: {reasons}", len(part)).format(
            cards=span(part), reasons=and_clauses(needs))

    def apply(self, state: State, move: str) -> tuple[State, list[Event]]:
        loc = self.locate(move)
        if loc is None:
            return deal_one(state, PILE_NAMES, STOCK, WASTE)
        s, k, d = loc
        reason = self._refuse(state.piles, s, k, d)
        if reason is not None:
            raise IllegalMove(reason)
        return self._move(state, s, k, d)

    def _move(self, state: State, s: int, k: int, d: int) -> tuple[State, list[Event]]:
        """Play a move already known to be legal."""
        piles = state.piles
        src = piles[s]
        part = src[-k:]
        new = list(piles)
        new[s] = src[:-k]
        score = state.score
        if IS_FOUNDATION[d]:                  # a foundation: cards land in ascending order
            part = part[::-1]
            dst = piles[d] + part
            score += 5 * k + (60 if len(dst) == 13 else 0)
        else:
            dst = piles[d] + part
        new[d] = dst
        return (State(GAME_ID, tuple(new), score, state.extra),
                [Event("moved", PILE_NAMES[s], PILE_NAMES[d], part)])

    def is_won(self, state: State) -> bool:
        piles = state.piles
        for f in FOUNDATIONS:
            if len(piles[f]) != 13:
                return False
        return True

    def is_idle(self, state: State, move: str) -> bool:
        """A whole tableau pile moved onto an empty tableau pile changes nothing."""
        loc = MOVES.parsed.get(move) if isinstance(move, str) else None
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
        check_faces(PILE_NAMES, state.piles, face_down=(STOCK,),
                    rule="only the stock holds face-down cards")
        check_foundations(PILE_NAMES, state.piles, FOUNDATIONS)

    # ----- what the scenes ask --------------------------------------------------------
    def status(self, state: State) -> str:
        return _("Stock left: {count}").format(count=number(len(state.piles[STOCK])))

    def layout(self) -> Layout:
        """Aisleriot's arrangement: stock, a gap and eight foundations on the top row; the
        waste fanned right on its own row; ten tableau piles fanned down below. Cards are
        sized with MIN_FAN card heights kept for the columns, and a wide window spreads
        the piles apart up to Aisleriot's pitch of one and a half card widths."""
        pitch = 1.1
        margin = 0.1
        gap = 0.1               # between the rows
        width = round(margin * 2 + 9 * pitch + 1.0, 3)
        height = 7.0
        piles = {"stock": PileLayout("stock", margin, margin, "stock")}
        for i in range(8):
            name = f"foundation{i + 1}"
            piles[name] = PileLayout(name, round(margin + (i + 2) * pitch, 3), margin,
                                     "foundation")
        waste_y = margin + 1.0 + gap
        piles["waste"] = PileLayout("waste", margin, waste_y, "waste", fan_x=0.25,
                                    max_fan=round(width - 2 * margin - 1.0, 3))
        tableau_y = waste_y + 1.0 + gap
        for i in range(10):
            name = f"tableau{i + 1}"
            piles[name] = PileLayout(name, round(margin + i * pitch, 3), tableau_y, "tableau",
                                     fan_y=0.28,
                                     max_fan=round(height - margin - tableau_y - 1.0, 3),
                                     min_fan=MIN_FAN)
        return Layout(width, height, piles, stretch_x=round(1.5 / pitch, 3))


RULES = FortyThieves()
