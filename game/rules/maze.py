"""Maze (Aisleriot's maze.scm): order 48 cards into ace-to-queen runs on a 54-cell grid.

The grid is one line of 54 cells in reading order (cell9 is next to cell10, ...; cell54 is
not next to cell1). A card moves from its cell to an empty cell when the cell just left of
the target holds its predecessor or the cell just right of it holds its successor (its
own old cell counts as empty); any ace may go to cell1 and any queen to cell54. The
successor of a card is the same suit one rank up, and any ace follows any queen.
Score: +1 when the first occupied cell holds an ace, +1 for each occupied cell whose card
follows the previous occupied card; 48 = won. There is always a legal move.
"""


from . import cards as C
from .base import GameRules, Hint
from .builds import check_faces
from .errors import IllegalMove
from .events import Event
from .layout import Layout, PileLayout
from .notation import MoveTable
from .piles import indexes_of, numbered
from .state import State

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

GAP_TEXT = "That cell is a gap: there is no card to move"
HINT_TEXT = ("Aim to place the suits in the order which fits the current layout most "
             "naturally.")


def _wanted_beside(card: int) -> tuple[str, str]:
    """The cards `card` may follow and come before, as a refusal names them."""
    rank = _RANK[card]
    return ("a queen" if rank == 1 else C.name(card - 1),
            "an ace" if rank == 12 else C.name(card + 1))


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
    title = "Maze"
    goal = "Slide the cards through the gaps into four runs, ace to queen, one suit each."
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
        s, _, t = loc
        piles = state.piles
        src = piles[s]
        if not src:
            raise IllegalMove(GAP_TEXT)
        dst = piles[t]
        if dst:
            raise IllegalMove(f"{C.name(src[0])} cannot go onto {C.name(dst[0])}: a card "
                              f"only moves into a gap")
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
            raise IllegalMove("Maze has no stock: there is nothing to deal")
        raise IllegalMove("Maze cards move one at a time: write 'cellA>cellB'")

    def _why_not(self, piles, card: int, s: int, t: int) -> str:
        """A player-readable reason why `card` (from index s) may not go to index t."""
        before, after = _wanted_beside(card)
        needs = []
        if t == FIRST:
            needs.append("be an ace")
        else:
            needs.append(f"follow {before}{self._beside(piles, t - 1, s, 'before')}")
        if t == LAST:
            needs.append("be a queen")
        else:
            needs.append(f"come before {after}{self._beside(piles, t + 1, s, 'after')}")
        return (f"{C.name(card)} cannot go into {self._gap_name(piles, s, t)}: "
                f"it must {' or '.join(needs)}")

    @staticmethod
    def _beside(piles, index: int, s: int, side: str) -> str:
        """What lies in the cell just `side` the gap, for a refusal: ' (not 8♥)'."""
        if index == s:
            return f" (it is leaving the cell {side} the gap)"
        pile = piles[index]
        if not pile:
            return f" (the cell {side} the gap is empty)"
        return f" (not {C.name(pile[0])})"

    @staticmethod
    def _gap_name(piles, s: int, t: int) -> str:
        """The empty cell t as a player finds it: by the card beside it, else its place."""
        if t == FIRST:
            return "the top-left cell"
        if t == LAST:
            return "the bottom-right cell"
        if t - 1 != s and piles[t - 1]:
            return f"the gap after {C.name(piles[t - 1][0])}"
        if t + 1 != s and piles[t + 1]:
            return f"the gap before {C.name(piles[t + 1][0])}"
        row, column = divmod(t, COLUMNS)
        return f"the gap in row {row + 1}, column {column + 1}"

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
            return Hint(None, "The maze is solved: every suit runs from ace to queen.")
        piles = state.piles
        best, best_key = None, (0,)
        for move in self.legal_moves(state):
            s, _, t = MOVE_TABLE.parsed[move]
            new = list(piles)
            new[t] = new[s]
            new[s] = ()
            gain = _score(new) - state.score
            key = (gain, -t, -s)
            if gain > 0 and key > best_key:
                best, best_key = (s, t), key
        if best is None:
            return Hint(None, HINT_TEXT)
        s, t = best
        card = piles[s][0]
        return Hint(MOVES[s][t], self._describe(piles, card, s, t))

    def describe_move(self, state: State, move: str) -> str:
        loc = self.locate(move)
        if loc is None or loc[1] != 1:
            self._refuse_shape(loc)
        s, _, t = loc
        return self._describe(state.piles, state.piles[s][0], s, t)

    def _describe(self, piles, card: int, s: int, t: int) -> str:
        name = C.name(card)
        if t != FIRST and t - 1 != s:
            left = piles[t - 1]
            if left and SUCC[left[0]][card]:
                return f"Move {name} after {C.name(left[0])}"
        if t != LAST and t + 1 != s:
            right = piles[t + 1]
            if right and SUCC[card][right[0]]:
                return f"Move {name} before {C.name(right[0])}"
        if t == FIRST:
            return f"Move {name} to the top-left cell"
        return f"Move {name} to the bottom-right cell"

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
            return "Maze cards move one at a time"
        if not state.piles[self.index[pile]]:
            return GAP_TEXT
        return None

    def stuck_reason(self, state: State, pile: str, count: int) -> str:
        """What the card would need: a gap after its predecessor or before its successor
        (an ace: the top-left cell; a queen: the bottom-right cell)."""
        card = state.piles[self.index[pile]][0]
        before, after = _wanted_beside(card)
        text = (f"{C.name(card)} has nowhere to go: no gap follows {before} or comes "
                f"before {after}")
        if _RANK[card] == 1:
            text += ", and the top-left cell is taken"
        elif _RANK[card] == 12:
            text += ", and the bottom-right cell is taken"
        return text

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
