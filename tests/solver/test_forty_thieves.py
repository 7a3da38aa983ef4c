"""The Forty Thieves solver: won lines replay, hand-built wins and losses, budgets, the CLI,
and its sound parts (safe moves, the dead-end relaxation) against plain exhaustive searches
through game.rules on small endgames."""

import random

import pytest

from game.rules import cards as C
from game.rules import from_position, is_won, legal_moves, new_game, play
from game.solver import LOST, UNKNOWN, WON, Budget, replays_to_win, solve
from game.solver import forty_thieves as ft
from tests.solver.helpers import (
    TooBig,
    cli_answer,
    exhaustive_win,
    replay_checked,
    tick_per_reading,
)

GAME = "forty-thieves"
NAMES = (["stock", "waste"] + [f"foundation{k}" for k in range(1, 9)]
         + [f"tableau{k}" for k in range(1, 11)])
SUITS = "CDHS"


def position(**piles):
    """A position: named piles as lists of tokens (bottom first), every other pile empty."""
    full = {name: [] for name in NAMES}
    for name, cards in piles.items():
        full[name] = cards.split() if isinstance(cards, str) else list(cards)
    return from_position({"game": GAME, "piles": full})


def suit_up(suit, top):
    """Tokens of a foundation holding `suit` (a letter) from the ace up to rank `top`."""
    s = SUITS.index(suit)
    return " ".join(C.token(s * 13 + r) for r in range(top))


def all_up_but_spades(**spades):
    """Clubs, diamonds and hearts complete on foundations 1-6, spades as given."""
    piles = {f"foundation{2 * i + k + 1}": suit_up(SUITS[i], 13)
             for i in range(3) for k in range(2)}
    piles.update(spades)
    return position(**piles)


# ----- won lines ------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [11, 12, 16, 21])
def test_won_deals_replay_to_a_win(seed):
    state = new_game(GAME, seed)
    result = solve(state, time_limit=None, node_limit=60_000)
    assert result.status == WON
    assert is_won(replay_checked(state, result.moves))


def test_module_solve_directly():
    state = new_game(GAME, 12)
    result = ft.solve(state, Budget(None, 60_000))
    assert result.status == WON
    assert replays_to_win(state, result.moves)


def test_trivial_endgame_is_won_with_a_short_line():
    # Q♠ on K♠ left: two moves up (both safe: the J♠s and Q♠s below are up)
    state = all_up_but_spades(foundation7=suit_up("S", 13), foundation8=suit_up("S", 11),
                              tableau4="KS QS")
    result = solve(state, time_limit=None, node_limit=1000)
    assert result.status == WON
    assert result.moves == ["tableau4>foundation8", "tableau4>foundation8"]


def test_endgame_needing_deals_and_builds_is_won():
    # the stock holds 9♠ then J♠ (J♠ dealt first); 8♠ must wait on the tableau
    state = all_up_but_spades(foundation7=suit_up("S", 13), foundation8=suit_up("S", 7),
                              stock="#9S #JS", tableau1="KS QS", tableau2="TS 8S")
    result = solve(state, time_limit=None, node_limit=5000)
    assert result.status == WON
    assert replays_to_win(state, result.moves)
    assert len(result.moves) <= 12


def test_first_accepting_foundation_is_written():
    # two empty foundations and an ace: the ace goes to the first empty one by number
    state = all_up_but_spades(foundation7=suit_up("S", 13), foundation8="",
                              tableau5=" ".join(C.token(39 + r) for r in range(12, -1, -1)))
    result = solve(state, time_limit=None, node_limit=1000)
    assert result.status == WON
    assert result.moves[0] == "tableau5>foundation7" or result.moves[0].endswith("foundation8")
    assert replays_to_win(state, result.moves)


# ----- lost positions -------------------------------------------------------------------
def dead_spades(shuttle=False):
    """Both A♠ under K♠ with no empty pile to free them and no way to make one; with
    `shuttle` an 8♠ can go back and forth between the two 9♠ and nothing else moves."""
    t9, t10 = ("7S 8S TS 9S", "7S TS 9S 8S") if shuttle else ("7S TS 9S 8S", "7S TS 9S 8S")
    return all_up_but_spades(tableau1="AS KS", tableau2="AS KS", tableau3="2S 3S",
                             tableau4="2S 3S", tableau5="4S 5S", tableau6="4S 5S",
                             tableau7="6S QS JS", tableau8="6S QS JS", tableau9=t9,
                             tableau10=t10)


def test_position_without_moves_is_lost():
    state = dead_spades()
    assert not [m for m in legal_moves(state)]
    result = solve(state, time_limit=None, node_limit=1000)
    assert result.status == LOST


def test_dead_position_with_moves_is_lost():
    state = dead_spades(shuttle=True)
    assert legal_moves(state) == ["tableau10>tableau9"]
    assert exhaustive_win(state, 20_000, key=piles) is False
    result = solve(state, time_limit=None, node_limit=5000)
    assert result.status == LOST


def test_known_lost_deal():
    # seed 14: K♦ lies on the A♥ and A♠ of tableau6 and no pile can ever be emptied
    result = solve(new_game(GAME, 14), time_limit=None, node_limit=120_000)
    assert result.status == LOST


# ----- budgets ----------------------------------------------------------------------------
def test_exhausted_budget_gives_unknown_with_a_playable_partial_line():
    state = new_game(GAME, 0)
    result = solve(state, time_limit=None, node_limit=3000)
    assert result.status == UNKNOWN
    for move in result.moves:
        state = play(state, move)              # raises if any move is illegal


def test_time_limit_is_respected(monkeypatch):
    """The search stops at its first deadline checks past the time limit, on the clock
    it reads (one that ticks 50 ms per reading: no wall clock involved)."""
    tick_per_reading(monkeypatch, 0.05)
    result = solve(new_game(GAME, 2), time_limit=0.2)
    assert result.status == UNKNOWN
    assert 0.2 <= result.seconds <= 0.2 + 4 * 0.05


def test_cancel_stops_the_search():
    result = solve(new_game(GAME, 2), time_limit=None, cancelled=lambda: True)
    assert result.status in (WON, LOST, UNKNOWN)
    assert result.nodes < 5000


def test_hint_line_is_playable():
    state = new_game(GAME, 3)
    line = ft.hint_line(state, Budget(None, 3000))
    assert line
    for move in line:
        state = play(state, move)
    won = ft.hint_line(new_game(GAME, 12), Budget(None, 20_000))
    assert replays_to_win(new_game(GAME, 12), won)


# ----- the sound parts against exhaustive searches ----------------------------------------
def piles(state):
    return state.piles


def random_endgame(rng, in_play):
    """A random endgame: `in_play` cards of the two decks off the foundations (taken from
    the tops of the foundation runs), dealt at random to three tableau piles, the waste
    and the stock."""
    heights = [13] * 8
    left = []
    for _ in range(in_play):
        f = rng.randrange(8)
        while heights[f] == 0:
            f = rng.randrange(8)
        heights[f] -= 1
        left.append((f // 2) * 13 + heights[f])
    rng.shuffle(left)
    piles = {name: [] for name in NAMES}
    for f in range(8):
        piles[f"foundation{f + 1}"] = [C.token((f // 2) * 13 + r) for r in range(heights[f])]
    places = ["stock", "waste"] + [f"tableau{k}" for k in rng.sample(range(1, 11), 3)]
    for c in left:
        where = rng.choice(places)
        piles[where].append(("#" if where == "stock" else "") + C.token(c))
    return from_position({"game": GAME, "piles": piles})


@pytest.mark.slow
def test_verdicts_match_an_exhaustive_search_on_small_endgames():
    rng = random.Random(7)
    checked = 0
    for _ in range(80):
        state = random_endgame(rng, rng.randrange(5, 9))
        try:
            truth = exhaustive_win(state, 4000, key=piles)
        except TooBig:
            continue
        checked += 1
        result = solve(state, time_limit=None, node_limit=50_000)
        assert result.status == (WON if truth else LOST), C and state.piles
        if truth:
            assert replays_to_win(state, result.moves)
    assert checked > 40


@pytest.mark.parametrize("seed", [0, 3, 5])
def test_positions_cut_by_the_dead_end_test_have_no_win(seed):
    """Positions the relaxation cuts during a real search, each searched again in full
    with no relaxation at all: none may be winnable."""
    s = ft._Solver(new_game(GAME, seed), Budget(None, 10 ** 9))
    cut = []
    test = s.relax.dead

    def spy(st):
        verdict = test(st)
        if verdict:
            cut.append(st)
        return verdict
    s.relax.dead = spy
    s.complete(Budget(None, 1500))
    assert cut
    rng = random.Random(seed)
    proved = 0
    for st in rng.sample(cut, min(10, len(cut))):
        check = ft._Solver(new_game(GAME, seed), Budget(None, 10 ** 9))
        check.P = s.P                    # pile ids of `st` live in this pile store
        check.root = st
        check.p0 = st[2]                 # `st` is a root here: no deal led to it
        status, _ = check.complete(Budget(None, 4000), relax_every=0)
        assert status != WON
        proved += status == LOST
    assert proved


def test_relaxation_never_cuts_a_winnable_endgame():
    rng = random.Random(11)
    for _ in range(200):
        state = random_endgame(rng, rng.randrange(6, 12))
        s = ft._Solver(state, Budget(None, 10))
        if s.relax.dead(s.root):
            try:
                assert exhaustive_win(state, 20_000, key=piles) is False, state.piles
            except TooBig:
                pass


def crowded_endgame(rng, in_play):
    """A random endgame with every tableau pile holding a card: `in_play` cards off the
    foundations, one on each pile, the rest dealt at random to the piles and the stock."""
    state = random_endgame(rng, in_play)
    left = [c & 63 for name in ("stock", "waste") + tuple(f"tableau{k}" for k in range(1, 11))
            for c in state.piles[NAMES.index(name)]]
    rng.shuffle(left)
    piles = {name: [C.token(c) for c in state.piles[NAMES.index(name)]]
             for name in NAMES if name.startswith("foundation")}
    piles.update(stock=[], waste=[])
    for k in range(1, 11):
        piles[f"tableau{k}"] = [C.token(left.pop())]
    for c in left:
        where = rng.choice(["stock", "stock", "waste"] + [f"tableau{k}" for k in range(1, 11)])
        piles[where].append(("#" if where == "stock" else "") + C.token(c))
    return from_position({"game": GAME, "piles": piles})


@pytest.mark.slow
def test_partial_order_after_deals_keeps_every_verdict():
    """The complete search with and without the after-deal move restriction gives the
    same verdict on random endgames with a long stock (a tableau move the restriction
    forbids can always be made before the deal instead)."""
    rng = random.Random(5)
    compared = {WON: 0, LOST: 0}
    for _ in range(30):
        state = crowded_endgame(rng, rng.randrange(60, 80))
        verdicts = []
        for restricted in (True, False):
            s = ft._Solver(state, Budget(None, 10 ** 9))
            if not restricted:
                s.p0 = 10 ** 9           # every position may make every move
            status, _ = s.complete(Budget(None, 30_000))
            if status == UNKNOWN:        # out of budget: nothing to compare
                break
            verdicts.append(status)
        if len(verdicts) < 2:
            continue
        assert verdicts[0] == verdicts[1], state.piles
        compared[verdicts[0]] += 1
    assert compared[WON] >= 10 and compared[LOST] >= 8, compared


# ----- the CLI --------------------------------------------------------------------------
def test_cli_prints_one_json_line():
    cli_answer(GAME, 12, 2)
