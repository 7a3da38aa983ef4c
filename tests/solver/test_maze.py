"""Maze solver: move generation against game.rules, won lines replay, budgets, the CLI.

Maze has no provable losses in practice (the graph is cyclic, every position has a legal
move and the reachable component of a real position is astronomically large), so the
solver answers WON or UNKNOWN; the test of the LOST path is that a bounded search never
claims it.
"""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import from_position, is_won, legal_moves, new_game, play, score
from game.rules.maze import MOVES
from game.solver import LOST, UNKNOWN, WON, Budget, replays_to_win, solve
from game.solver import maze as M
from tests.solver.helpers import cli_answer

PILES = [f"cell{i}" for i in range(1, 55)]


def state_of(text: str):
    tokens = text.split()
    assert len(tokens) == 54
    return from_position({"game": "maze",
                          "piles": {name: ([] if tok == ".." else [tok])
                                    for name, tok in zip(PILES, tokens)}})


# One move from the win: 7H sits in cell54, its place cell7 is empty (score 46).
NEARLY = ("AH 2H 3H 4H 5H 6H .. 8H .. .. 9H TH JH QH AC 2C 3C 4C 5C .. 6C 7C 8C 9C TC JC QC "
          "AS 2S 3S 4S 5S .. 6S 7S 8S 9S TS JS QS AD 2D 3D 4D 5D 6D .. 7D 8D 9D TD JD QD 7H")
# A few moves from the win: 2C and 3C were taken out to the right end, and the spades'
# 2S sits in cell1 before everything (score 42).
FEW = ("2S AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH AC .. .. 4C 5C 6C 7C 8C 9C TC JC QC AS .. "
       "3S 4S 5S 6S 7S 8S 9S TS JS QS AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD .. .. .. 2C 3C")


def random_walk(seed: int, steps: int):
    """A deal after `steps` random legal moves (reproducible)."""
    rng = random.Random(seed)
    state = new_game("maze", seed)
    for _ in range(steps):
        state = play(state, rng.choice(sorted(legal_moves(state))))
    return state


# ----- the private representation agrees with game.rules ------------------------------

@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 40))
def test_children_match_legal_moves_and_play(seed, steps):
    state = random_walk(seed, steps)
    cells = M._convert(state)
    kids = M.children(cells)
    assert sorted(MOVES[s][t] for s, t, _ in kids) == sorted(legal_moves(state))
    for s, t, kid in kids:
        after = play(state, MOVES[s][t])
        assert kid == M._convert(after)
        assert M.breaks_of(kid) == 48 - score(after)
        assert (M.strays(kid) == 0) == is_won(after)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 40))
def test_line_shortening_knows_the_legal_moves(seed, steps):
    """`_legal`, which action elimination replays lines with, agrees with legal_moves on
    every pair of cells (the search's own moves are checked above)."""
    state = random_walk(seed, steps)
    cells = M._convert(state)
    legal = set(legal_moves(state))
    for s in range(len(cells)):
        for t in range(len(cells)):
            assert M._legal(cells, s, t) == (s != t and MOVES[s][t] in legal), (s, t)


def test_priorities_stored_by_the_search_match_a_full_recount():
    """The search scores children incrementally; check that against `priority`."""
    state = new_game("maze", 7)
    run = M._Run(M._convert(state))
    M._greedy(run, random.Random(1), 60, Budget(), 0)
    assert len(run.keys) > 200
    for nid in range(0, len(run.keys), 7):
        assert run.prio[nid] == M.priority(run.keys[nid]), nid


def test_features_on_a_won_layout():
    state = play(state_of(NEARLY), "cell54>cell7")
    cells = M._convert(state)
    assert is_won(state)
    assert M.breaks_of(cells) == 0 and M.strays(cells) == 0
    near = M._convert(state_of(NEARLY))
    # 7H out of place splits the hearts into AH-6H and 8H-QH: the 8H-QH five and 7H
    # lie outside the longest heart fragment
    assert M.breaks_of(near) == 2 and M.strays(near) == 6


# ----- solving -------------------------------------------------------------------------

def test_one_move_from_the_win():
    state = state_of(NEARLY)
    result = solve(state, time_limit=5)
    assert result.status == WON
    assert result.moves == ["cell54>cell7"]


def test_a_few_moves_from_the_win_gives_a_short_line():
    state = state_of(FEW)
    assert score(state) < 48
    result = solve(state, time_limit=5)
    assert result.status == WON
    assert replays_to_win(state, result.moves)
    assert len(result.moves) <= 8, result.moves


def test_already_won_is_won_with_no_moves():
    state = play(state_of(NEARLY), "cell54>cell7")
    assert solve(state, time_limit=1).status == WON
    assert M.solve(state, Budget(1)).moves == []


@pytest.mark.parametrize("seed", [0, 1, 2, 35, 4_000_000_000])
def test_deals_are_won_with_lines_that_replay(seed):
    state = new_game("maze", seed)
    result = M.solve(state, Budget(time_limit=20, node_limit=60_000), improve_nodes=0)
    assert result.status == WON
    assert replays_to_win(state, result.moves)


@pytest.mark.parametrize("seed", [3, 17])
def test_checked_entry_point_with_flares(seed):
    # game.solver.solve replays WON lines itself and raises if one does not win
    state = new_game("maze", seed)
    plain = M.solve(state, Budget(node_limit=60_000), improve_nodes=0)
    checked = solve(state, time_limit=20, node_limit=60_000)
    assert checked.status == WON and replays_to_win(state, checked.moves)
    assert len(checked.moves) <= len(plain.moves)


def test_same_node_limit_same_answer():
    state = new_game("maze", 12)
    first = M.solve(state, Budget(node_limit=60_000), improve_nodes=1_000)
    again = M.solve(state, Budget(node_limit=60_000), improve_nodes=1_000)
    assert first == again


def test_shortening_cuts_cycles_and_keeps_the_win():
    state = new_game("maze", 3)
    root = M._convert(state)
    status, line, _ = M._search(state, Budget(node_limit=60_000))
    assert status == WON
    # graft detours that come back to where they left (2-move cycles) into the line
    long_line = []
    detours = 0
    for cells, move in zip(M._states_of(root, line), line):
        for s, t, kid in M.children(cells):
            back = [(s2, t2) for s2, t2, kid2 in M.children(kid) if kid2 == cells]
            if back:
                long_line += [(s, t), back[0]]
                detours += 1
                break
        long_line.append(move)
    assert detours >= 5
    assert replays_to_win(state, M._notation(long_line))
    short = M.shorten(root, long_line)
    assert len(short) <= len(line)
    assert replays_to_win(state, M._notation(short))


# ----- budgets and verdicts ---------------------------------------------------------------

def test_node_budget_exhaustion_is_unknown_with_a_legal_partial_line():
    state = new_game("maze", 4)
    result = solve(state, time_limit=None, node_limit=300)
    assert result.status == UNKNOWN
    after = state
    for move in result.moves:
        after = play(after, move)          # raises if the partial line is not legal
    assert score(after) >= score(state)


def test_time_budget_and_cancel_give_unknown():
    state = new_game("maze", 4)
    assert solve(state, time_limit=1e-9).status == UNKNOWN
    assert solve(state, time_limit=None, cancelled=lambda: True).status == UNKNOWN


def test_a_bounded_search_never_claims_a_loss():
    for seed in (5, 6):
        result = M.solve(new_game("maze", seed), Budget(node_limit=2_000), improve_nodes=0)
        assert result.status != LOST


def test_hint_line_starts_with_legal_moves():
    state = new_game("maze", 9)
    line = M.hint_line(state, Budget(time_limit=10, node_limit=60_000))
    assert line
    assert replays_to_win(state, line)
    assert line[0] in legal_moves(state)


# ----- the CLI -------------------------------------------------------------------------------

def test_cli_prints_one_json_line():
    cli_answer("maze", 5, 2, results=(WON, UNKNOWN))
