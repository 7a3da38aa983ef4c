"""The Whitehead solver's moves against the rules' own (game.rules legal_moves and play),
from random positions that random play reaches (from deals, and from random endgames).

The solver searches settled positions (every card the safe rule sends up is up, see
game/solver/whitehead.py) and its `successors` leave some legal moves out on purpose, or
join them. Every child it makes must be reached by legal moves and be where the rules'
play leads; every legal move it does not make must be one of these, and nothing else:

- a move into an empty tableau pile other than the first (symmetry: the position's key
  sorts the piles, so any empty pile leads to the same position);
- a whole pile into an empty pile (idle: the position stays the same);
- two or more cards at once to a foundation (the same as those cards one at a time);
- a card from a foundation when it is an ace (to another foundation: idle; to the
  tableau: the safe rule sends it straight back) or a card the safe rule would send
  straight back (its partner suit's foundation holds the rank below it);
- a plain "deal": deals come joined to a play, "deal k cards, then play the card turned
  up" for each k and each legal play of that card, up to and including the first card
  that the safe rule sends up, which only goes up (going up dominates dealing on, and
  playing it anywhere else).

Which foundation takes an ace is no part of the solver's position (a suit keeps the one
it starts on), so moves are compared with the number of the foundation they go to left
out.
"""

from hypothesis import given, settings

from game.rules import legal_moves, play
from game.rules import whitehead as R
from game.solver import Budget
from game.solver import whitehead as wh
from tests.solver.helpers import positions

GAME = "whitehead"
PARTNER = (3, 2, 1, 0)          # clubs and spades, diamonds and hearts
TABLEAU = [R.PILE_NAMES[t] for t in R.TABLEAU]


def rules_view(state):
    """The rules' position as the solver sees it: tableau piles in order, per suit the
    foundation's height, the waste and the stock still to deal."""
    piles = state.piles
    heights = [0, 0, 0, 0]
    for f in R.FOUNDATIONS:
        if piles[f]:
            heights[(piles[f][0] & 63) // 13] = len(piles[f])
    return (tuple(bytes(c & 63 for c in piles[t]) for t in R.TABLEAU), tuple(heights),
            bytes(c & 63 for c in piles[R.WASTE]),
            bytes(c & 63 for c in reversed(piles[R.STOCK])))


def same_place(move):
    """The move with the number of the foundation it goes to left out."""
    src, dst = move.split(">")
    return f"{src}>foundation" if dst.startswith("foundation") else move


def safe_up(heights, card):
    """Whether the safe rule sends `card` up at these foundation heights."""
    suit, rank = card // 13, card % 13
    return heights[suit] == rank and (rank == 0 or heights[PARTNER[suit]] >= rank)


def left_out(state, move):
    """Whether the solver leaves out this single legal move (module docstring); "deal"
    is checked separately, joined to the plays."""
    if move == "deal":
        return True
    piles = state.piles
    src, dst = move.split(">")
    src, _, count = src.partition("*")
    count = int(count or 1)
    empties = [name for name, t in zip(TABLEAU, R.TABLEAU) if not piles[t]]
    if dst in empties:
        if dst != empties[0]:
            return True
        if src in TABLEAU and count == len(piles[R.TABLEAU[TABLEAU.index(src)]]):
            return True
    if src.startswith("foundation"):
        heights = rules_view(state)[1]
        card = piles[R.PILE_NAMES.index(src)][-1] & 63
        down = list(heights)
        down[card // 13] -= 1
        return card % 13 == 0 or safe_up(down, card)
    return dst.startswith("foundation") and count > 1


def wanted_lines(state):
    """The lines the solver should make: each single legal move it keeps, and each deal
    macro, all with foundation numbers left out."""
    lines = {(same_place(mv),) for mv in legal_moves(state) if not left_out(state, mv)}
    deals = ()
    while "deal" in legal_moves(state):
        state = play(state, "deal")
        deals += ("deal",)
        safe = safe_up(rules_view(state)[1], state.piles[R.WASTE][-1] & 63)
        for mv in legal_moves(state):
            if mv.startswith("waste") and not left_out(state, mv):
                if not safe or ">foundation" in mv:
                    lines.add(deals + (same_place(mv),))
        if safe:
            break
    return lines


@settings(max_examples=150, deadline=None)
@given(state=positions(GAME, steps=120, endgames=7))
def test_successors_are_the_rules_moves_less_the_stated_ones(state):
    search = wh._Search(state, Budget(None, 10))
    for move in search.notation([]):        # the safe moves the search starts with
        state = play(state, move)
    T, F, p, W = search.root
    assert (T, F, W, search.stock[p:]) == rules_view(state)
    made = set()
    for _, moves, cT, cF, cp, cW, _ in wh.successors(T, F, p, W, search.stock):
        notes = search.notation(list(moves))[len(search.notation([])):]
        after = state
        for note in notes:
            assert note in legal_moves(after), (note, legal_moves(after))
            after = play(after, note)
        assert (cT, cF, cW, search.stock[cp:]) == rules_view(after), notes
        line = tuple(same_place(note) if note != "deal" else note for note in notes)
        assert line not in made, line
        made.add(line)
    assert made == wanted_lines(state)
