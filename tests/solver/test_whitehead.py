"""The Whitehead solver: won lines replay, hand-built wins and losses, budgets, the CLI,
and its verdicts against a plain exhaustive search through game.rules."""

import random

import pytest

from game.rules import from_position, is_won, legal_moves, new_game, play
from game.rules.cards import token
from game.solver import LOST, UNKNOWN, WON, Budget, replays_to_win, solve
from game.solver import whitehead as wh
from tests.solver.helpers import (
    TooBig,
    cli_answer,
    exhaustive_win,
    replay_checked,
    tick_per_reading,
)

NAMES = (["stock", "waste"] + [f"foundation{k}" for k in range(1, 5)]
         + [f"tableau{k}" for k in range(1, 8)])


def position(**piles):
    """A whitehead position: named piles as lists of tokens, every other pile empty."""
    full = {name: [] for name in NAMES}
    for name, cards in piles.items():
        full[name] = cards.split() if isinstance(cards, str) else list(cards)
    return from_position({"game": "whitehead", "piles": full})


def suit_up(suit, top):
    """Tokens of a foundation holding `suit` from the ace up to rank `top` (1 .. 13)."""
    return " ".join(token(suit * 13 + r) for r in range(top))


# ----- won lines ------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [2, 3, 5, 12])
def test_won_deals_replay_to_a_win(seed):
    state = new_game("whitehead", seed)
    result = solve(state, time_limit=None, node_limit=50_000)
    assert result.status == WON
    assert is_won(replay_checked(state, result.moves))


def test_dfs_line_is_shortened_and_replays():
    state = new_game("whitehead", 11)
    search = wh._Search(state, Budget(None, 100_000))
    status, line = search.dfs()                  # the complete phase alone
    assert status == WON
    moves = search.notation(line)
    assert replays_to_win(state, moves)
    assert len(moves) < 400


def test_module_solve_directly():
    state = new_game("whitehead", 2)
    result = wh.solve(state, Budget(None, 50_000))
    assert result.status == WON
    assert replays_to_win(state, result.moves)


def test_trivial_endgame_is_won_with_a_short_line():
    # K♠ and Q♠ left, Q♠ on top: two moves up
    state = position(foundation1=suit_up(0, 13), foundation2=suit_up(1, 13),
                     foundation3=suit_up(2, 13), foundation4=suit_up(3, 11),
                     tableau3="KS QS")
    result = solve(state, time_limit=5)
    assert result.status == WON
    assert result.moves == ["tableau3>foundation4", "tableau3>foundation4"]


def test_endgame_needing_a_deal_and_a_build():
    # red tens to kings left, crossed over in two piles; 10♦ still in the stock
    state = position(foundation2=suit_up(0, 13), foundation4=suit_up(1, 9),
                     foundation1=suit_up(3, 13), foundation3=suit_up(2, 9),
                     tableau1="KD QH", tableau2="JH", tableau5="KH QD", tableau7="JD",
                     waste="TH", stock="#TD")
    result = solve(state, time_limit=5)
    assert result.status == WON
    assert len(result.moves) <= 12
    assert replays_to_win(state, result.moves)


def test_aces_take_the_first_empty_foundation_in_the_notation():
    # only clubs left in play, the other suits up in foundations 1, 3, 4
    state = position(foundation1=suit_up(1, 13), foundation3=suit_up(2, 13),
                     foundation4=suit_up(3, 13), tableau1="KC QC JC TC 9C 8C 7C",
                     tableau2="6C 5C 4C", tableau3="3C 2C AC")
    result = solve(state, time_limit=5)
    assert result.status == WON
    assert result.moves[0] == "tableau3>foundation2"
    assert replays_to_win(state, result.moves)


# ----- losses ---------------------------------------------------------------------------
DEAD = dict(foundation1=suit_up(0, 13), foundation2=suit_up(3, 13),
            tableau1="AD 5H 3D", tableau2="AH 5D 3H", tableau3="2D 8H 6D",
            tableau4="2H 8D 6H", tableau5="4D JH 9D", tableau6="4H JD 9H",
            tableau7="7D 7H TD TH KD KH QH QD")


def test_position_without_moves_is_lost():
    state = position(**DEAD)
    assert legal_moves(state) == []
    result = solve(state, time_limit=5)
    assert result.status == LOST
    assert result.moves == []


def test_dead_position_with_moves_left_is_lost():
    # as DEAD, but Q♦ waits in the stock: dealing it is the only move, and nothing can
    # take it (both red kings are covered), so the game is over one move later
    piles = dict(DEAD)
    piles["tableau7"] = "7D 7H TD TH KD KH QH"
    piles["stock"] = "#QD"
    state = position(**piles)
    assert legal_moves(state)
    result = solve(state, time_limit=5)
    assert result.status == LOST


# ----- budget ---------------------------------------------------------------------------
def test_budget_exhaustion_is_unknown_with_a_legal_partial_line():
    state = new_game("whitehead", 32)          # lost, but only after ~10^5 nodes
    result = solve(state, time_limit=None, node_limit=3000)
    assert result.status == UNKNOWN
    assert result.nodes <= 3000 + 2048
    for move in result.moves:
        state = play(state, move)             # raises if the partial line is illegal


def test_cancel_stops_the_search():
    result = solve(new_game("whitehead", 32), time_limit=None, cancelled=lambda: True)
    assert result.status == UNKNOWN


def test_time_limit_is_respected(monkeypatch):
    """The search stops at its first deadline checks past the time limit, on the clock
    it reads (one that ticks 50 ms per reading: no wall clock involved)."""
    tick_per_reading(monkeypatch, 0.05)
    result = solve(new_game("whitehead", 32), time_limit=0.1)
    assert result.status == UNKNOWN
    assert 0.1 <= result.seconds <= 0.1 + 4 * 0.05


def test_hint_line_is_legal():
    state = new_game("whitehead", 5)
    line = wh.hint_line(state, Budget(None, 5000))
    assert line
    for move in line:
        state = play(state, move)


# ----- cross-check against an exhaustive search through game.rules ------------------------
def _canon(state):
    p = state.piles
    return (p[0], p[1], tuple(sorted(p[2:6])), tuple(sorted(p[6:13])))


def _plain_dfs(state, cap):
    """A plain exhaustive search with none of the solver's reductions but symmetry: every
    legal single-card or run move, every deal one at a time, aces and every other card
    allowed back down, no forced moves. True / False / None (past `cap` states)."""
    T, F, W, stock, _ = wh._convert(state)
    F = list(F)
    parents = wh.PARENTS

    def children(T, F, p, W):
        tops = {pile[-1]: j for j, pile in enumerate(T) if pile}
        empty = next((j for j, pile in enumerate(T) if not pile), -1)
        for i, pile in enumerate(T):
            if not pile:
                continue
            c = pile[-1]
            if F[c // 13] == c % 13:
                yield T[:i] + (pile[:-1],) + T[i + 1:], _up(F, c, 1), p, W
            for k in range(1, wh.run_of(pile) + 1):
                b = pile[-k]
                for q in parents[b]:
                    j = tops.get(q, -1)
                    if j >= 0 and j != i:
                        nT = list(T)
                        nT[i], nT[j] = pile[:-k], T[j] + pile[-k:]
                        yield tuple(nT), F, p, W
                if empty >= 0 and k < len(pile):
                    nT = list(T)
                    nT[i], nT[empty] = pile[:-k], pile[-k:]
                    yield tuple(nT), F, p, W
        singles = []
        if W:
            singles.append((W[-1], F, W[:-1]))
            c = W[-1]
            if F[c // 13] == c % 13:
                yield T, _up(F, c, 1), p, W[:-1]
        for s in range(4):
            if F[s]:
                singles.append((s * 13 + F[s] - 1, _up(F, s * 13, -1), W))
        for c, nF, nW in singles:
            one = bytes((c,))
            for q in parents[c]:
                j = tops.get(q, -1)
                if j >= 0:
                    yield T[:j] + (T[j] + one,) + T[j + 1:], nF, p, nW
            if empty >= 0:
                yield T[:empty] + (one,) + T[empty + 1:], nF, p, nW
        if p < len(stock):
            yield T, F, p + 1, W + stock[p:p + 1]

    start = (T, tuple(F), 0, W)
    seen = {wh.key_of(T, W, 0)}
    stack = [start]
    while stack:
        T, F, p, W = stack.pop()
        if F == (13, 13, 13, 13):
            return True
        for child in reversed(list(children(T, F, p, W))):
            key = wh.key_of(child[0], child[3], child[2])
            if key not in seen:
                seen.add(key)
                if len(seen) > cap:
                    return None
                stack.append(child)
    return False


def _up(F, c, d):
    F = list(F)
    F[c // 13] += d
    return tuple(F)


def _random_playout(rng):
    """A deal after 20 .. 120 random legal moves (random play loses most deals)."""
    state = new_game("whitehead", rng.randrange(10**6))
    for _ in range(rng.randint(20, 120)):
        moves = legal_moves(state)
        if not moves:
            break
        state = play(state, rng.choice(moves))
    return state


def test_verdicts_match_plain_searches():
    """Every LOST verdict is confirmed by the plain search (and, when small enough, by a
    plain search through game.rules itself); every WON line replays."""
    rng = random.Random(2)
    checked = {WON: 0, LOST: 0}
    for _ in range(12):
        state = _random_playout(rng)
        result = solve(state, time_limit=None, node_limit=10_000)
        truth = _plain_dfs(state, 3_000)
        if truth is None or result.status == UNKNOWN:
            continue
        assert result.status == (WON if truth else LOST)
        if not truth:
            try:
                assert exhaustive_win(state, 3_000, key=_canon) is False
            except TooBig:
                pass
        checked[result.status] += 1
    assert checked[LOST] >= 5


def test_lost_deals_confirmed_by_the_plain_search():
    for seed in (6, 10):
        state = new_game("whitehead", seed)
        assert solve(state, time_limit=None, node_limit=100_000).status == LOST
        assert _plain_dfs(state, 300_000) is False


# ----- CLI ------------------------------------------------------------------------------
def test_cli_prints_one_json_line():
    cli_answer("whitehead", 3, 2, results=(WON, LOST, UNKNOWN))
