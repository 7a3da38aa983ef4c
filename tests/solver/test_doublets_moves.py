"""The Doublets solver's moves against the rules' own (game.rules legal_moves and play),
from random positions that random play reaches.

The solver's move is a macro, "deal k cards (redealing when the stock runs out), then
play a card": from the waste, or from a reserve, which the waste's top card then refills.
So its children are the positions the rules reach by some deals and one play, which is
what the test compares, with these differences, and no others:

- a position it reaches again after more deals is kept once, at the fewest deals (the
  later one is reachable from the earlier by dealing: a repeat);
- when the waste's card and a reserve's are both the card wanted, only the waste's is
  played (playing the reserve's, which the waste's card refills, ends the same);
- a reserve played while the waste is empty is refilled from the stock: the rules' play
  and the solver's "deal one, play the reserve, the waste's card refills it" end the
  same, and the solver writes the second;
- in the last pass, positions its bound proves can no longer be won are cut (the test
  compares with the bound off, and checks that with it on the children are some of
  those);
- with the stock and the waste empty, the reserves alone finish the game (the search
  stops there, won): no moves are compared.
"""

from hypothesis import assume, given, settings

from game.rules import legal_moves, play
from game.rules.cards import RANK
from game.rules.doublets import FOUNDATION, RESERVES, STOCK, WASTE
from game.solver import Budget
from game.solver import doublets as ds
from tests.solver.helpers import positions

GAME = "doublets"


def rules_view(state):
    """((talon ranks: waste then stock in deal order, reserve top ranks as the solver
    counts them), deals so far as the solver orders them) of a rules position."""
    piles = state.piles
    talon = bytes(RANK[c] for c in list(piles[WASTE]) + list(reversed(piles[STOCK])))
    code = sum(1 << (4 * (RANK[piles[r][-1]] if piles[r] else 0)) for r in RESERVES)
    return (talon, code), state.extra[0] * ds.PASS + len(piles[WASTE])


def rules_children(state):
    """Every position some deals and one play reach, at its fewest deals."""
    out = {}
    while True:
        moves = legal_moves(state)
        for move in moves:
            if move != "deal":
                key, order = rules_view(play(state, move))
                out[key] = min(out.get(key, order), order)
        if "deal" not in moves:
            return out
        state = play(state, "deal")


def played(state, deals, src):
    """The rules position after a solver macro, checking each move is legal."""
    for _ in range(deals):
        assert "deal" in legal_moves(state)
        state = play(state, "deal")
    move = "waste>foundation" if src == 0 else ds._Search._reserve_move(state)
    assert move in legal_moves(state), (move, legal_moves(state))
    return play(state, move)


@settings(max_examples=80, deadline=None)
@given(state=positions(GAME, steps=150))
def test_macros_reach_the_rules_positions_less_the_stated_ones(state):
    piles = state.piles
    assume(piles[STOCK] or piles[WASTE])
    assume(len(piles[FOUNDATION]) < 48)
    search = ds._Search(state, Budget(None, 10))
    root = (search.rcode0, search.seq0, search.w0, search.pass0, search.f0)
    bounded = search.children(*root, {})
    search.alive = lambda *position: True           # the last pass's bound off
    kids = search.children(*root, {})
    made = {}
    for _, rc, seq, w, ps, _, (deals, src), _ in kids:
        after = played(state, deals, src)
        assert rules_view(after) == ((seq, rc), ps * ds.PASS + w)
        assert (seq, rc) not in made
        made[seq, rc] = ps * ds.PASS + w
    assert made == rules_children(state)
    assert {kid[1:7] for kid in bounded} <= {kid[1:7] for kid in kids}
