"""The Forty Thieves solver's moves against the rules' own (game.rules legal_moves and play),
from random positions that random play reaches (from deals, and from random endgames).

The solver searches settled positions (every safe move up already made, see
game/solver/forty_thieves.py) and leaves some legal moves out on purpose. Every move it
makes must be legal and lead where the rules' play leads; every legal move it does not
make must be one of these, and nothing else:

- a move into an empty tableau pile other than the first (symmetry: pile order is not
  part of the position's key, so any empty pile leads to the same position);
- a whole pile into an empty pile (idle: the position stays the same);
- after a deal, while the card it turned is still on the waste: every tableau move (the
  partial order: such a move can be made before the deal instead);
- the complete search: every move of two or more cards (a run moves as single cards
  through empty piles, or up one by one);
- the best-first search: a run that is not the whole top run of its pile (onto a card
  that only swaps two equal cards, into an empty pile a part the search does not need),
  and any run of two or more cards up.

Which foundation takes a card is no part of the solver's position (any empty one takes
an ace, and a card goes on whichever pile of its suit wants it), so moves are compared
with the foundation's number left out.
"""

from hypothesis import given, settings

from game.rules import legal_moves, play
from game.rules.forty_thieves import FOUNDATIONS, STOCK, TABLEAU, WASTE
from game.solver import Budget
from game.solver import forty_thieves as ft
from tests.solver.helpers import positions

GAME = "forty-thieves"


def rules_view(state):
    """The rules' position as the solver sees it: tableau piles in order, waste, stock in
    deal order, and per suit the sorted pair of foundation heights."""
    piles = state.piles
    heights = []
    for suit in range(4):
        hs = sorted(len(piles[f]) for f in FOUNDATIONS
                    if piles[f] and (piles[f][0] & 63) // 13 == suit)
        heights += [0] * (2 - len(hs)) + hs
    return (tuple(tuple(c & 63 for c in piles[t]) for t in TABLEAU),
            tuple(c & 63 for c in piles[WASTE]),
            tuple(c & 63 for c in reversed(piles[STOCK])), tuple(heights))


def solver_view(solver, st):
    """The same view of one of the solver's own positions."""
    Q, alive, p, F = st
    waste = tuple(solver.S[i] for i in range(p) if alive >> i & 1)
    return (tuple(solver.P.cards(q) for q in Q), waste, tuple(solver.S[p:]), F)


def parts(move):
    """(source, cards, destination) of a move in notation ("deal": (None, 0, None))."""
    if move == "deal":
        return None, 0, None
    src, dst = move.split(">")
    src, _, count = src.partition("*")
    return src, int(count or 1), dst


def same_place(move):
    """The move with the foundation's number left out."""
    return move.rstrip("0123456789") if ">foundation" in move else move


def left_out(state, move, after_deal, meta):
    """Whether the solver leaves out this legal move on purpose (module docstring)."""
    src, count, dst = parts(move)
    if src is None:
        return False
    names = [f"tableau{k}" for k in range(1, 11)]
    empties = [name for name, t in zip(names, TABLEAU) if not state.piles[t]]
    from_pile = state.piles[TABLEAU[names.index(src)]] if src in names else None
    if dst in empties and (dst != empties[0] or (from_pile and count == len(from_pile))):
        return True
    if after_deal and from_pile is not None:
        return True
    if not meta:
        return count > 1
    if dst.startswith("foundation"):
        return count > 1
    if from_pile is not None:
        return count < top_run(from_pile)
    return False


def top_run(pile):
    """Cards in the same-suit run on top of a pile (each one rank below the card under)."""
    cards = [c & 63 for c in pile]
    n = 1
    while n < len(cards) and cards[-n - 1] == cards[-n] + 1 and cards[-n] % 13 != 12:
        n += 1
    return n


def check_position(solver, st, state, line, after_deal, meta):
    """Compare the solver's moves at its position `st` (reached by the internal `line`
    from its root) with the rules' at `state`. Returns [(child, its state, its line,
    made by a deal)] for a look one level further."""
    assert solver_view(solver, st) == rules_view(state)
    gen = solver.meta_moves if meta else solver.atomic_moves
    before = len(solver.notation(line))
    legal = legal_moves(state)
    made = []
    children = []
    for m in gen(st):
        moves = []
        child = solver._play(st, m, moves)
        notes = solver.notation(line + moves)[before:]
        assert notes[0] in legal, (notes[0], legal)
        made.append(same_place(notes[0]))
        after = state
        for note in notes:
            after = play(after, note)            # the move and the safe moves it allows
        assert solver_view(solver, child) == rules_view(after), notes
        dealt = m == ft.DEAL and len(after.piles[WASTE]) == len(state.piles[WASTE]) + 1
        children.append((child, after, line + moves, dealt))
    assert len(made) == len(set(made)), made
    wanted = {same_place(mv) for mv in legal if not left_out(state, mv, after_deal, meta)}
    assert set(made) == wanted
    return children


def check_from(state, meta):
    solver = ft._Solver(state, Budget(None, 10))
    root = play_line(state, solver.notation([]))
    for child, after, line, dealt in check_position(solver, solver.root, root, [], False, meta):
        check_position(solver, child, after, line, dealt, meta)


def play_line(state, moves):
    for move in moves:
        state = play(state, move)
    return state


@settings(max_examples=50, deadline=None)
@given(state=positions(GAME, endgames=10))
def test_complete_search_moves_are_the_rules_moves_less_the_stated_ones(state):
    check_from(state, meta=False)


@settings(max_examples=50, deadline=None)
@given(state=positions(GAME, endgames=10))
def test_best_first_moves_are_the_rules_moves_less_the_stated_ones(state):
    check_from(state, meta=True)
