"""The Doublets solver: won lines replay, hand-built wins and losses, budgets, the CLI, and
its verdicts against a plain exhaustive search through game.rules on real end games."""

import random

import pytest

from game.rules import from_position, is_won, legal_moves, new_game, play, to_position
from game.solver import LOST, UNKNOWN, WON, replays_to_win, solve
from tests.solver.helpers import TooBig, cli_answer, exhaustive_win, replay_checked

WON_SEEDS = (1, 2, 3, 7)


def position(foundation, reserves, stock=(), waste=(), redeals_used=0):
    """A Doublets position from token lists; `stock` lists cards in the order dealt."""
    piles = {"stock": ["#" + t for t in reversed(stock)], "waste": list(waste),
             "foundation": list(foundation)}
    for k in range(7):
        piles[f"reserve{k + 1}"] = [reserves[k]] if k < len(reserves) and reserves[k] else []
    return from_position({"game": "doublets", "piles": piles, "score": len(foundation),
                          "redeals_used": redeals_used})


# the doubling order from the ace, four times over: 48 cards
CYCLE = "A 2 4 8 3 6 Q J 9 5 T 7".split()


def foundation_of(count):
    """`count` foundation cards in doubling order from AC, suits rotating per cycle."""
    return [CYCLE[i % 12] + "CDHS"[i // 12] for i in range(count)]


# ----- won lines ------------------------------------------------------------------------
@pytest.mark.parametrize("seed", WON_SEEDS)
def test_won_deals_replay_to_a_win(seed):
    state = new_game("doublets", seed)
    result = solve(state, time_limit=None, node_limit=2_000_000)
    assert result.status == WON
    assert is_won(replay_checked(state, result.moves))


def test_a_trivial_end_game_is_won_in_one_move():
    # 47 cards up; the last 7 of spades waits in a reserve; the kings sit in the stock
    state = position(foundation_of(47), ["7S"], stock=["KC", "KD", "KH", "KS"],
                     redeals_used=2)
    result = solve(state, time_limit=5)
    assert result.status == WON and result.moves == ["reserve1>foundation"]


def test_a_buried_card_in_the_last_pass_is_proved_lost():
    # the 5 of spades is needed, but it lies under the 7 it must precede, in the last pass
    state = position(foundation_of(45), ["KC", "KD", "KH", "KS"], stock=[],
                     waste=["5S", "TS", "7S"], redeals_used=2)
    assert "waste>foundation" not in legal_moves(state)
    result = solve(state, time_limit=5)
    assert result.status == LOST and result.moves == []


def test_the_same_cards_with_a_redeal_left_are_won():
    state = position(foundation_of(45), ["KC", "KD", "KH", "KS"], stock=[],
                     waste=["5S", "TS", "7S"], redeals_used=1)
    result = solve(state, time_limit=5)
    assert result.status == WON
    assert is_won(replay_checked(state, result.moves))


def test_a_tiny_budget_says_unknown_with_a_partial_line_that_plays():
    state = new_game("doublets", 4)
    result = solve(state, time_limit=None, node_limit=1)
    assert result.status == UNKNOWN
    replay_checked(state, result.moves)


# ----- verdicts against a plain search ----------------------------------------------------
def _end_game(rng):
    """A real deal played along a winning line to its last dozen talon cards, then a few
    random moves (which may throw the win away)."""
    while True:
        state = new_game("doublets", rng.randrange(200))
        result = solve(state, time_limit=None, node_limit=300_000)
        if result.status == WON:
            break
    cut = rng.randrange(len(result.moves) * 2 // 3, len(result.moves))
    for move in result.moves[:cut]:
        state = play(state, move)
    for _ in range(rng.randrange(1, 12)):
        moves = [m for m in legal_moves(state) if play(state, m) != state]
        if not moves:
            break
        state = play(state, rng.choice(moves))
    return state


def test_verdicts_match_an_exhaustive_search_on_end_games():
    rng = random.Random(48)
    seen = {WON: 0, LOST: 0}
    tries = 0
    while seen[WON] + seen[LOST] < 30 and tries < 200:
        tries += 1
        state = _end_game(rng)
        if is_won(state):
            continue
        try:
            truth = exhaustive_win(state, 3000)
        except TooBig:
            continue
        result = solve(state, time_limit=None, node_limit=500_000)
        assert result.status == (WON if truth else LOST), to_position(state)
        if truth:
            assert replays_to_win(state, result.moves)
        seen[WON if truth else LOST] += 1
    assert seen[WON] >= 5 and seen[LOST] >= 5, seen


# ----- the command line -----------------------------------------------------------------
def test_cli_prints_one_json_line():
    assert cli_answer("doublets", 1, 10)["nodes"] > 0
