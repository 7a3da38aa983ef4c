"""The Wall solver's moves against the rules' own (game.rules legal_moves and play), from
random positions that random play reaches (from deals, and from those with targets
taken away at random).

The solver sees every card, face-down ones and the stock too, and its `children` leave
some legal moves out on purpose. Every move it makes must be legal and lead where the
rules' play leads; with its bounds and its relevance test off (level 0), every legal move
it does not make must be one of these, and nothing else:

- an attack that does not beat its target (only a face-down low pile may be attacked so:
  the card it turns up tells a solver that sees every card nothing, and a deal throws
  the cards away just as well);
- an attack with more cards than it needs: one whose smallest card could be left out and
  the rest still win (the cards kept back stay on the waste for later);
- an attack on a low pile or a wall card whose fall neither exposes a standing target
  that is not exposed yet nor lowers the health of a standing target (it changes nothing
  the rest of the game can use);
- "deal", while some attack is left (attack first, then deal: as good);
- when the throne can fall, every move but the first attack that takes it (the game is
  won there).

At level 2 the solver also leaves out attacks on targets its relevance test finds of no
use (see game/solver/wall.py); its moves there are a part of those at level 0, and
"deal" when no attack is left then.
"""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import from_position, is_won, legal_moves, play, to_position
from game.rules.wall_board import (
    EXPOSERS,
    HEALTH_PILES,
    IS_LOW,
    IS_WALL,
    PILE_NAMES,
    RANK,
    STOCK,
    TARGETS,
    THRONE,
    WASTES,
    exposed,
    health,
)
from game.solver import wall as ws
from tests.solver.helpers import positions

GAME = "wall"


def thinned(state, choices, drop):
    """`state` with targets taken away at random (each wall card with chance `drop`, each
    guard with half that) as if attacked: endgames with lows and the throne exposed,
    which random play from a deal seldom reaches."""
    rng = random.Random(choices)
    position = to_position(state)
    piles = position["piles"]
    for name in list(piles):
        kind = name.rstrip("0123456789")
        chance = {"wall": drop, "high": drop / 2, "low": drop / 2}.get(kind, 0)
        if piles[name] and rng.random() < chance:
            piles["removed"] += [t.lstrip("#") for t in piles[name]]
            piles[name] = []
    return from_position(position)


wall_positions = st.one_of(
    positions(GAME, steps=40),
    st.builds(thinned, positions(GAME, steps=10), st.integers(0, 2**16),
              st.sampled_from([0.5, 0.8, 0.95])))


def rules_view(state):
    """The rules' position as the solver sees it: the targets gone (a bit each), the
    waste piles still holding a card (a bit each), and the stock cards left."""
    piles = state.piles
    removed = sum(1 << t for t in TARGETS if not piles[t])
    waste = sum(1 << i for i, w in enumerate(WASTES) if piles[w])
    return removed, waste, len(piles[STOCK])


def solver_view(deal, removed, d, w):
    left = sum(bin(deal.full[k]).count("1") for k in range(d + 1, deal.nd))
    return removed, w, left


def attack(move):
    """(waste pile indexes, target index) of an attack in notation."""
    cards, target = move.split(">")
    return [WASTES[int(name[-1]) - 1] for name in cards.split("+")], PILE_NAMES.index(target)


def left_out(state, move, kept_attacks):
    """Whether the solver (at level 0) leaves out this legal move (module docstring)."""
    piles = state.piles
    if move == "deal":
        return kept_attacks
    wastes, t = attack(move)
    values = sorted(RANK[piles[w][0] & 63] for w in wastes)
    h = health(piles, t)
    if sum(values) <= h:
        return True
    if sum(values) - values[0] > h:
        return True
    if not (IS_LOW[t] or IS_WALL[t]):
        return False
    newly = [j for j in TARGETS if j != t and piles[j] and t in EXPOSERS[j]
             and not exposed(piles, j)]
    weakens = [j for j in TARGETS if j != t and piles[j] and t in HEALTH_PILES[j]]
    return not newly and not weakens


def is_kept_attack(state, move):
    return move != "deal" and not left_out(state, move, False)


def check(state, level):
    search = ws._Search(state, level)
    deal = search.deal
    r0 = deal.removed0
    assert solver_view(deal, r0, 0, deal.full[0]) == rules_view(state)
    legal = legal_moves(state)
    kids = search.children(r0, ws._exposed_mask(r0), 0, deal.full[0])
    if isinstance(kids, tuple):                 # the throne falls now
        _, move = kids
        assert move in legal and is_won(play(state, move))
        assert any(attack(mv)[1] == THRONE for mv in legal if is_kept_attack(state, mv))
        return None
    made = []
    for move, r2, e2, d2, w2 in kids:
        assert move in legal, (move, legal)
        after = play(state, move)
        assert solver_view(deal, r2, d2, w2) == rules_view(after), move
        for t in TARGETS:
            if after.piles[t]:
                assert bool(e2 >> t & 1) == exposed(after.piles, t), (move, t)
        made.append(move)
    assert len(made) == len(set(made))
    return set(made)


@settings(max_examples=120, deadline=None)
@given(state=wall_positions)
def test_children_are_the_rules_moves_less_the_stated_ones(state):
    plain = check(state, level=0)
    if plain is None:
        return
    legal = legal_moves(state)
    kept = any(is_kept_attack(state, mv) for mv in legal)
    assert plain == {mv for mv in legal if not left_out(state, mv, kept)}
    assert check(state, level=2) <= plain | {"deal"}
