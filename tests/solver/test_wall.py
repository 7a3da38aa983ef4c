"""The Wall solver: won lines replay, hand-built wins and losses, budgets, the CLI, and its
verdicts against a plain exhaustive search through game.rules and against its own
search with the bounds switched off."""

import random

import pytest

from game.rules import from_position, is_won, legal_moves, new_game, play, to_position
from game.rules.wall import REMOVED
from game.solver import LOST, UNKNOWN, WON, Budget, replays_to_win, solve
from game.solver import wall as ws
from tests.solver.helpers import TooBig, cli_answer, exhaustive_win, replay_checked

NAMES = (["throne", "high1", "high2", "high3", "low1", "low2", "low3", "low4"]
         + [f"wall{n}" for n in range(1, 46)]
         + ["stock", "waste1", "waste2", "waste3", "removed"])
RANKS = "A23456789TJQK"


def position(stock=(), **given):
    """A Wall position: the named piles as given (token strings, '#' for face down), the
    throne K♠ K♠ unless given, every other pile empty, `stock` listing the cards in the
    order they are dealt (first dealt first), every card left over in `removed`."""
    pool = [r + s for s in "CDHS" for r in RANKS if r + s != "KS"] * 2 + ["KS", "KS"]
    piles = {name: [] for name in NAMES}
    piles["throne"] = ["KS", "KS"]
    for name, cards in given.items():
        piles[name] = cards.split() if isinstance(cards, str) else list(cards)
    stock = stock.split() if isinstance(stock, str) else list(stock)
    piles["stock"] = ["#" + t for t in reversed(stock)]
    for cards in piles.values():
        for t in cards:
            pool.remove(t.lstrip("#"))
    piles["removed"] = pool
    return from_position({"game": "wall", "piles": piles, "score": 0})


# ----- won lines ------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [5, 9, 12, 22])
def test_won_deals_replay_to_a_win(seed):
    state = new_game("wall", seed)
    result = solve(state, time_limit=None, node_limit=50_000)
    assert result.status == WON
    assert replays_to_win(state, result.moves)
    assert is_won(replay_checked(state, result.moves))


def test_module_solve_and_hint_line_directly():
    state = new_game("wall", 9)
    result = ws.solve(state, Budget(None, 50_000))
    assert result.status == WON
    assert replays_to_win(state, result.moves)
    assert ws.hint_line(state, Budget(None, 50_000)) == result.moves


def test_throne_ready_is_won_in_one_move():
    state = position(waste1="KD", waste2="QH", waste3="3C")
    result = solve(state, time_limit=None, node_limit=1000)
    assert result.status == WON
    assert result.moves == ["waste1+waste2+waste3>throne"]


def test_short_endgame_uses_the_minimal_attack_and_the_next_triple():
    # high2 (5 + 4 = 9) is exposed because high1 is gone; the 10 beats it alone, 2 + 3 are
    # useless, so the line deals and takes the throne with K K 2 (28 > 26).
    state = position(high2="5C 4D", waste1="TC", waste2="2H", waste3="3S", stock="KD KH 2C")
    result = solve(state, time_limit=None, node_limit=1000)
    assert result.status == WON
    assert result.moves == ["waste1>high2", "deal", "waste1+waste2+waste3>throne"]
    assert replays_to_win(state, result.moves)


def test_auto_deal_after_an_attack_that_empties_the_waste():
    # 9 + 8 + 7 = 24 is needed on high3 (health 23): the waste empties, the rules deal
    # K Q J at once, and the throne falls without a "deal" move.
    state = position(high3="QC JD", waste1="9C", waste2="8D", waste3="7H", stock="KD QH JS")
    result = solve(state, time_limit=None, node_limit=1000)
    assert result.status == WON
    assert result.moves == ["waste1+waste2+waste3>high3", "waste1+waste2+waste3>throne"]
    assert replays_to_win(state, result.moves)


def test_way_through_the_top_row_a_low_pile_and_the_highs():
    # Rows 2-6 of the wall are gone, so the top row is exposed; every guard stands. The
    # 3 takes wall1 (2), exposing low1 (A A 2 = 4) for the 5, exposing high1 (5) for the
    # 6; the next triple takes high2 (4) and high3 (5); K K 2 takes the throne.
    state = position(wall1="2H", wall2="TD", wall3="TH", wall4="TS", wall5="JC", wall6="JD",
                     wall7="JH", wall8="JS", high1="3C 2D", high2="2C 2H", high3="3H 2S",
                     low1="#AC #AD #2C", low2="#9C #9D #9H", low3="#9S #9C #9D",
                     low4="#9H #9S #TC", waste1="3D", waste2="5H", waste3="6S",
                     stock="7C 8D 6C KD KH 2D")
    result = solve(state, time_limit=None, node_limit=5000)
    assert result.status == WON
    assert result.moves[:3] == ["waste1>wall1", "waste2>low1", "waste3>high1"]
    assert result.moves[-2:] == ["deal", "waste1+waste2+waste3>throne"]
    assert len(result.moves) == 7
    assert replays_to_win(state, result.moves)


# ----- losses ---------------------------------------------------------------------------
def test_no_triple_can_take_the_throne_is_lost():
    # K + Q + A = 26 is not more than the throne's 26
    state = position(waste1="2C", waste2="3D", waste3="4H", stock="KD QH AC 5S 5D 5H")
    result = solve(state, time_limit=None, node_limit=1000)
    assert result.status == LOST


def test_highs_that_no_single_triple_beats_are_lost():
    # high1 has health 25; no triple before the throne's K K Q sums to 26.
    state = position(high1="KC QC", waste1="9C", waste2="8D", waste3="7H",
                     stock="TD 9H 6S KD KH QH")
    result = solve(state, time_limit=None, node_limit=1000)
    assert result.status == LOST
    assert result.nodes <= 2


def test_guards_behind_an_unbreakable_wall_are_lost():
    # Every guard is weak, but the wall is all high cards: a bottom-row card's health is
    # at least 7 + 8 + 8 = 23 and a row-2 card's 24, more than any triple before the
    # throne's Q Q 3 can make, so no low pile can ever be exposed.
    high = [r + s for r in "KQJT98" for s in "CDHS" if r + s != "KS"] * 2
    high.remove("QC")
    high.remove("QD")
    walls = {f"wall{n}": card for n, card in zip(range(1, 46), high[:44] + ["7C"])}
    state = position(high1="AC 2D", high2="AD 2C", high3="AH 2H", low1="#AS #2S #3C",
                     low2="#AC #AD #3D", low3="#AH #AS #3H", low4="#2C #2D #3S",
                     waste1="2S", waste2="3C", waste3="4H", stock="5C 5D 6C QC QD 3H",
                     **walls)
    for level in (0, 2):
        result = ws.solve(state, Budget(None, 20_000), level=level)
        assert result.status == LOST


def test_a_deal_only_the_bounds_prove_lost():
    # seed 50: the plain search does not finish in millions of nodes; the schedule and
    # wall-chain bounds prove it lost at once.
    result = solve(new_game("wall", 50), time_limit=None, node_limit=20_000)
    assert result.status == LOST


# ----- budgets --------------------------------------------------------------------------
def test_node_budget_returns_unknown_with_a_legal_partial_line():
    state = new_game("wall", 202)             # needs tens of thousands of nodes
    result = solve(state, time_limit=None, node_limit=1500)
    assert result.status == UNKNOWN
    assert 1024 <= result.nodes < 3000
    assert result.moves
    end = replay_checked(state, result.moves)
    assert not is_won(end)


def test_time_and_cancel_budgets_return_unknown():
    state = new_game("wall", 202)
    assert solve(state, time_limit=1e-6).status == UNKNOWN
    assert solve(state, time_limit=None, cancelled=lambda: True).status == UNKNOWN


# ----- the CLI --------------------------------------------------------------------------
def test_cli_prints_one_json_line():
    cli_answer("wall", 5, 2)


# ----- soundness: against an exhaustive search and against the plain search ------------
def _small_position(rng):
    """A random end-game of a real deal: a few random moves, most of the wall and some
    guards gone, one to three triples left (often one that can take the throne)."""
    state = new_game("wall", rng.randrange(10_000))
    for _ in range(rng.randrange(6)):
        state = play(state, rng.choice(legal_moves(state)))
    pos = to_position(state)
    piles = pos["piles"]
    pool = [t.lstrip("#") for t in piles["stock"]]
    drop = {"high": rng.choice([0.3, 0.6, 0.9]), "low": rng.choice([0.3, 0.7, 0.9]),
            "wall": rng.choice([0.8, 0.9, 0.97])}
    for name in list(piles):
        kind = name.rstrip("0123456789")
        if kind in drop and piles[name] and rng.random() < drop[kind]:
            piles["removed"] += [t.lstrip("#") for t in piles[name]]
            piles[name] = []
    rng.shuffle(pool)
    k = rng.randrange(1, 4)
    triples = [pool[3 * i:3 * i + 3] for i in range(k)]
    rest = pool[3 * k:]
    if rng.random() < 0.8:
        rest.sort(key=lambda t: RANKS.index(t[0]))
        j = rng.randrange(k)
        rest, triples[j] = rest[:-3] + triples[j], rest[-3:]
    piles["stock"] = ["#" + t for triple in reversed(triples) for t in reversed(triple)]
    piles["removed"] += rest
    return from_position(pos)


@pytest.mark.slow
def test_verdicts_match_an_exhaustive_search_on_small_end_games():
    rng = random.Random(2024)
    seen = {WON: 0, LOST: 0}
    while seen[WON] + seen[LOST] < 30:
        state = _small_position(rng)
        if is_won(state):
            continue
        try:
            truth = exhaustive_win(state, 1500, key=lambda s: s.piles[:REMOVED])
        except TooBig:
            continue
        for level in (0, 2):
            result = ws.solve(state, Budget(None, 200_000), level=level)
            assert result.status == (WON if truth else LOST), (level, to_position(state))
        seen[WON if truth else LOST] += 1
    assert seen[WON] >= 5 and seen[LOST] >= 5


@pytest.mark.parametrize("seed", [0, 1, 6, 14, 17, 27])
def test_bounds_agree_with_the_plain_search(seed):
    state = new_game("wall", seed)
    plain = ws.solve(state, Budget(None, 100_000), level=0)
    full = ws.solve(state, Budget(None, 100_000), level=2)
    assert plain.status != UNKNOWN
    assert full.status == plain.status
    assert full.nodes <= plain.nodes
