"""Maze (Aisleriot's maze.scm): order 48 cards into ace-to-queen runs on a 54-cell grid.

The grid is one line of 54 cells in reading order (cell9 is next to cell10, ...; cell54 is
not next to cell1). A card moves from its cell to an empty cell when the cell just left of
the target holds its predecessor or the cell just right of it holds its successor (its
own old cell counts as empty); any ace may go to cell1 and any queen to cell54. The
successor of a card is the same suit one rank up, and any ace follows any queen.
Score: +1 when the first occupied cell holds an ace, +1 for each occupied cell whose card
follows the previous occupied card; 48 = won. There is always a legal move.
"""


from ..i18n import N_, _
from ..i18n.formats import number
from . import cards as C
from .base import GameRules, Hint
from .builds import check_faces
from .errors import IllegalMove
from .events import Event
from .layout import Layout, PileLayout
from .notation import MoveTable
from .piles import indexes_of, numbered
from .state import State
from .words import a_rank

ROWS, COLUMNS = 6, 9
CELLS = ROWS * COLUMNS          # 54
WON_SCORE = 48
PILE_NAMES = numbered("cell", CELLS)
# The rules take a cell's index for its place on the line: cellN must be pile N - 1.
if indexes_of(PILE_NAMES, "cell") != tuple(range(CELLS)):
    raise ImportError("Maze's cells must be listed in reading order, cell1 first")
FIRST, LAST = PILE_NAMES.index("cell1"), PILE_NAMES.index(f"cell{CELLS}")

# Aisleriot deals one card to each of these cells (0-based, the top of the stock first),
# leaves the last card in cell1 and cells 9 and 18 empty, then removes the kings.
_DEAL_CELLS = tuple(i for i in range(1, CELLS) if i not in (8, 17))

_RANK = C.RANK
_ACES = tuple(C.card(1, s) for s in range(4))
_QUEENS = tuple(C.card(12, s) for s in range(4))
_KINGS = frozenset(C.card(13, s) for s in range(4))


def _successors(c: int) -> tuple[int, ...]:
    rank = _RANK[c]
    if rank == 12:
        return _ACES
    if rank == 13:
        return ()
    return (c + 1,)


def _predecessors(c: int) -> tuple[int, ...]:
    rank = _RANK[c]
    if rank == 1:
        return _QUEENS
    if rank == 13:          # kings take no part in Maze
        return ()
    return (c - 1,)


# Tables over face-up card ints 0 .. 51.
NEXT = tuple(_successors(c) for c in range(52))
PREV = tuple(_predecessors(c) for c in range(52))
# SUCC[a][b]: b is the successor of a.
SUCC = tuple(tuple(b in NEXT[a] for b in range(52)) for a in range(52))
MOVE_TABLE = MoveTable(PILE_NAMES)
# MOVES[src][dst]: the canonical notation of moving the card of cell src+1 to cell dst+1.
MOVES = MOVE_TABLE.one

GAP_TEXT = N_("That cell is a gap: there is no card to move")
HINT_TEXT = N_("Aim to place the suits in the order which fits the current layout most "
               "naturally.")


def _wanted_beside(card: int) -> tuple[str, str]:
    """The cards `card` may follow and come before, as a refusal names them: a card
    ('7♥'), or any queen before an ace and any ace after a queen ('a queen')."""
    rank = _RANK[card]
    return (a_rank(12) if rank == 1 else C.name(card - 1),
            a_rank(1) if rank == 12 else C.name(card + 1))


def _score(piles) -> int:
    """The score of a layout: see the module docstring (Aisleriot's calculate-score)."""
    score = 0
    prev = -1
    succ = SUCC
    for pile in piles:
        if pile:
            c = pile[0]
            if prev < 0:
                if _RANK[c] == 1:
                    score = 1
            elif succ[prev][c]:
                score += 1
            prev = c
    return score


class Maze(GameRules):
    id = "maze"
    english_title = N_("Maze")
    english_goal = N_("Slide the cards through the gaps into four runs, ace to queen, one "
                      "suit each.")
    pile_names = PILE_NAMES
    capacity = {name: 1 for name in PILE_NAMES}
    move_table = MOVE_TABLE

    # ----- deck and deal -------------------------------------------------------------
    def position_deck(self) -> list[int]:
        """The 48 cards in play: the standard deck without the kings (new_game still
        shuffles all 52 cards, as Aisleriot does, and the deal drops the kings)."""
        return [c for c in self.deck() if c not in _KINGS]

    def deal(self, stock: list[int]) -> State:
        stock = list(stock)
        cells = [()] * CELLS
        for index in _DEAL_CELLS:
            cells[index] = (stock.pop(),)
        if stock:
            cells[FIRST] = (stock.pop(),)
        for index in range(CELLS):
            if cells[index] and cells[index][0] in _KINGS:
                cells[index] = ()
        piles = tuple(cells)
        return State(self.id, piles, _score(piles))

    def check_state(self, state: State) -> None:
        check_faces(PILE_NAMES, state.piles, rule="no Maze card lies face down")

    # ----- moves ----------------------------------------------------------------------
    def legal_moves(self, state: State) -> list[str]:
        piles = state.piles
        loc = [-1] * 52
        gaps = []
        for i in range(CELLS):
            pile = piles[i]
            if pile:
                loc[pile[0]] = i
            else:
                gaps.append(i)
        moves = []
        append = moves.append
        for t in gaps:
            if t == FIRST:
                sources = [loc[a] for a in _ACES]
            else:
                left = piles[t - 1]
                sources = [loc[c] for c in NEXT[left[0]]] if left else []
            if t == LAST:
                sources.extend(loc[q] for q in _QUEENS)
            else:
                right = piles[t + 1]
                if right:
                    sources.extend(loc[c] for c in PREV[right[0]])
            if not sources:
                continue
            if len(sources) > 1:
                sources = set(sources)
            for s in sources:
                if s >= 0:
                    append(MOVES[s][t])
        return moves

    def _fits(self, piles, card: int, s: int, t: int) -> bool:
        """Whether `card`, leaving cell index s, may land in the empty cell index t."""
        if t == FIRST:
            if _RANK[card] == 1:
                return True
        elif t - 1 != s:
            left = piles[t - 1]
            if left and SUCC[left[0]][card]:
                return True
        if t == LAST:
            if _RANK[card] == 12:
                return True
        elif t + 1 != s:
            right = piles[t + 1]
            if right and SUCC[card][right[0]]:
                return True
        return False

    def apply(self, state: State, move: str) -> tuple[State, list[Event]]:
        loc = self.locate(move)          # raises IllegalMove for malformed moves
        if loc is None or loc[1] != 1:
            self._refuse_shape(loc)
        s, _count, t = loc
        piles = state.piles
        src = piles[s]
        if not src:
            raise IllegalMove(_(GAP_TEXT))
        dst = piles[t]
        if dst:
            # Translators: {card} and {other} are cards, e.g. "7♥" and "9♣"
            raise IllegalMove(_("{card} cannot go onto {other}: a card only moves into a "
                                "gap").format(card=C.name(src[0]), other=C.name(dst[0])))
        card = src[0]
        if not self._fits(piles, card, s, t):
            raise IllegalMove(self._why_not(piles, card, s, t))
        new = list(piles)
        new[s] = ()
        new[t] = src
        new = tuple(new)
        return (State(state.game, new, _score(new), state.extra),
                [Event("moved", PILE_NAMES[s], PILE_NAMES[t], src)])

    @staticmethod
    def _refuse_shape(loc) -> None:
        """Raise IllegalMove for a well-formed move that is not one card to a cell."""
        if loc is None:
            raise IllegalMove(_("Maze has no stock: there is nothing to deal"))
        # Translators: 'cellA>cellB' is how a move is written for the game: keep it as it is
        raise IllegalMove(_("Maze cards move one at a time: write 'cellA>cellB'"))

    def _why_not(self, piles, card: int, s: int, t: int) -> str:
        """A player-readable reason why `card` (from index s) may not go to index t."""
        before, after = _wanted_beside(card)
        if t == FIRST:
            first = _("be an ace")
        else:
            first = self._beside(piles, t - 1, s, before, after_it=True)
        if t == LAST:
            second = _("be a queen")
        else:
            second = self._beside(piles, t + 1, s, after, after_it=False)
        # Translators: {card} is a card, e.g. "7♥"; {gap} an empty cell, e.g. "the gap
        # after 5♣"; {first} and {second} what the card would have to do, e.g. "follow 6♥
        # (not 5♣)" and "come before 8♥ (the cell after the gap is empty)"
        return _("{card} cannot go into {gap}: it must {first} or {second}").format(
            card=C.name(card), gap=self._gap_name(piles, s, t), first=first, second=second)

    @staticmethod
    def _beside(piles, index: int, s: int, wanted: str, after_it: bool) -> str:
        """What the card must do to go into the gap just after `wanted` (`after_it`) or
        just before it, and what lies in that neighbouring cell instead: 'follow 6♥ (not
        5♣)'."""
        pile = piles[index]
        if index == s:
            # Translators: {card} is a card ("6♥") or any card of a rank ("a queen")
            text = (_("follow {card} (it is leaving the cell before the gap)") if after_it
                    else _("come before {card} (it is leaving the cell after the gap)"))
        elif not pile:
            # Translators: {card} is a card ("6♥") or any card of a rank ("a queen")
            text = (_("follow {card} (the cell before the gap is empty)") if after_it
                    else _("come before {card} (the cell after the gap is empty)"))
        else:
            # Translators: {card} is a card ("6♥") or any card of a rank ("a queen");
            # {other} the card that lies there, e.g. "5♣"
            text = (_("follow {card} (not {other})") if after_it
                    else _("come before {card} (not {other})"))
        return text.format(card=wanted, other=C.name(pile[0]) if pile else "")

    @staticmethod
    def _gap_name(piles, s: int, t: int) -> str:
        """The empty cell t as a player finds it: by the card beside it, else its place."""
        if t == FIRST:
            return _("the top-left cell")
        if t == LAST:
            return _("the bottom-right cell")
        if t - 1 != s and piles[t - 1]:
            # Translators: {card} is a card, e.g. "5♣"
            return _("the gap after {card}").format(card=C.name(piles[t - 1][0]))
        if t + 1 != s and piles[t + 1]:
            # Translators: {card} is a card, e.g. "5♣"
            return _("the gap before {card}").format(card=C.name(piles[t + 1][0]))
        row, column = divmod(t, COLUMNS)
        return _("the gap in row {row}, column {column}").format(row=number(row + 1),
                                                                 column=number(column + 1))

    def is_won(self, state: State) -> bool:
        return state.score == WON_SCORE

    def is_over(self, state: State) -> bool:
        """Never true: some card always fits a gap (rules.md); Maze only ends when won."""
        if state.score == WON_SCORE:
            return False
        return not self.legal_moves(state)

    def compute_score(self, state: State) -> int:
        return _score(state.piles)

    # ----- what the scenes ask --------------------------------------------------------
    def hint(self, state: State) -> Hint:
        """**Ours**: the legal move that raises the score most (ties: the lowest target
        cell, then the lowest source cell), e.g. Hint("cell33>cell9", "Move 5♦ after 4♦");
        when no move raises the score, Aisleriot's advice with no move."""
        if state.score == WON_SCORE:
            return Hint(None, _("The maze is solved: every suit runs from ace to queen."))
        piles = state.piles
        best, best_key = None, (0,)
        for move in self.legal_moves(state):
            s, _count, t = MOVE_TABLE.parsed[move]
            new = list(piles)
            new[t] = new[s]
            new[s] = ()
            gain = _score(new) - state.score
            key = (gain, -t, -s)
            if gain > 0 and key > best_key:
                best, best_key = (s, t), key
        if best is None:
            return Hint(None, _(HINT_TEXT))
        s, t = best
        card = piles[s][0]
        return Hint(MOVES[s][t], self._describe(piles, card, s, t))

    def describe_move(self, state: State, move: str) -> str:
        loc = self.locate(move)
        if loc is None or loc[1] != 1:
            self._refuse_shape(loc)
        s, _count, t = loc
        return self._describe(state.piles, state.piles[s][0], s, t)

    def _describe(self, piles, card: int, s: int, t: int) -> str:
        name = C.name(card)
        if t != FIRST and t - 1 != s:
            left = piles[t - 1]
            if left and SUCC[left[0]][card]:
                # Translators: {card} and {other} are cards, e.g. "5♦" and "4♦"
                return _("Move {card} after {other}").format(card=name, other=C.name(left[0]))
        if t != LAST and t + 1 != s:
            right = piles[t + 1]
            if right and SUCC[card][right[0]]:
                # Translators: {card} and {other} are cards, e.g. "5♦" and "6♦"
                return _("Move {card} before {other}").format(card=name,
                                                              other=C.name(right[0]))
        if t == FIRST:
            return _("Move {card} to the top-left cell").format(card=name)
        return _("Move {card} to the bottom-right cell").format(card=name)

    def status(self, state: State) -> str:
        return ""

    def double_click(self, state: State, pile: str) -> list[str]:
        """Aisleriot's Maze does nothing on a double-click."""
        return []

    def layout(self) -> Layout:
        margin, step_x, step_y = 0.1, 1.1, 1.08          # close rows: large cards
        piles = {}
        for index, name in enumerate(PILE_NAMES):
            row, column = divmod(index, COLUMNS)
            piles[name] = PileLayout(name, margin + column * step_x, margin + row * step_y,
                                     "cell")
        width = 2 * margin + (COLUMNS - 1) * step_x + 1.0
        height = 2 * margin + (ROWS - 1) * step_y + 1.0
        return Layout(width, height, piles)

    # ----- helpers for the UI ----------------------------------------------------------
    def lift_refusal(self, state: State, pile: str, count: int) -> str | None:
        if count != 1:
            return _("Maze cards move one at a time")
        if not state.piles[self.index[pile]]:
            return _(GAP_TEXT)
        return None

    def stuck_reason(self, state: State, pile: str, count: int) -> str:
        """What the card would need: a gap after its predecessor or before its successor
        (an ace: the top-left cell; a queen: the bottom-right cell)."""
        card = state.piles[self.index[pile]][0]
        before, after = _wanted_beside(card)
        if _RANK[card] == 1:
            # Translators: {card} is an ace, e.g. "A♥"; {before} is "a queen" (any queen),
            # {after} a card, e.g. "2♥"
            text = _("{card} has nowhere to go: no gap follows {before} or comes before "
                     "{after}, and the top-left cell is taken")
        elif _RANK[card] == 12:
            # Translators: {card} is a queen, e.g. "Q♥"; {before} a card, e.g. "J♥",
            # {after} is "an ace" (any ace)
            text = _("{card} has nowhere to go: no gap follows {before} or comes before "
                     "{after}, and the bottom-right cell is taken")
        else:
            # Translators: {card}, {before} and {after} are cards, e.g. "7♥", "6♥", "8♥"
            text = _("{card} has nowhere to go: no gap follows {before} or comes before "
                     "{after}")
        return text.format(card=C.name(card), before=before, after=after)

    def moves_from(self, state: State, pile: str, count: int) -> list[str]:
        """Legal moves of the card in `pile` (Maze moves single cards only)."""
        if count != 1 or pile not in self.index:
            return []
        s = self.index[pile]
        piles = state.piles
        if not piles[s]:
            return []
        card = piles[s][0]
        return [MOVES[s][t] for t in range(CELLS)
                if not piles[t] and self._fits(piles, card, s, t)]


RULES = Maze()
