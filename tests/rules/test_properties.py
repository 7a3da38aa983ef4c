"""Property tests over random seeds and random legal playouts, for every game."""

import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import (
    GAMES,
    IllegalMove,
    from_position,
    is_over,
    is_won,
    legal_moves,
    new_game,
    play,
    rules_for,
    score,
    to_position,
)
from game.rules.cards import face_up

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
PLAYOUT = settings(max_examples=25, deadline=None,
                   suppress_health_check=[HealthCheck.too_slow])


def deck_counts(state):
    counts = {}
    for cards in state.piles:
        for c in cards:
            counts[face_up(c)] = counts.get(face_up(c), 0) + 1
    return counts


def expected_counts(game):
    rules = rules_for(game)
    counts = {}
    for c in rules.deck() + list(rules.fixed_cards()):
        counts[c] = counts.get(c, 0) + 1
    if game == "maze":  # the deal takes the four kings out
        counts = {c: n for c, n in counts.items() if c % 13 != 12}
    return counts


def random_playout(data, game, seed, length=40):
    """Yield (state, move, after) along a random legal playout drawn by hypothesis."""
    state = new_game(game, seed)
    for _ in range(length):
        moves = legal_moves(state)
        if not moves:
            return
        move = data.draw(st.sampled_from(sorted(moves)), label="move")
        after = play(state, move)
        yield state, move, after
        state = after


def check_score(state, move, after):
    """Wall: the score grows (by the target's health) exactly when an attack removes its
    target. Every other game: the score is the one its piles give (a position without a
    score gets the score of its piles)."""
    if after.game == "wall":
        target = move.split(">")[-1] if ">" in move else None
        removed = target is not None and not to_position(after)["piles"][target]
        grew = score(after) > score(state)
        assert grew == removed and (removed or score(after) == score(state)), move
        return
    position = to_position(after)
    del position["score"]
    assert score(after) == score(from_position(position)), f"score after {move}"


@pytest.mark.parametrize("game", GAMES)
@PLAYOUT
@given(seed=SEEDS, data=st.data())
def test_playout_invariants(game, seed, data):
    expected = expected_counts(game)
    for state, move, after in random_playout(data, game, seed):
        assert deck_counts(after) == expected, f"deck not conserved by {move}"
        hash(after)            # a frozen value of tuples: no later play can change it
        assert from_position(to_position(after)) == after
        assert to_position(from_position(to_position(after))) == to_position(after)
        check_score(state, move, after)
        if is_won(after):
            assert not is_over(after)


@pytest.mark.parametrize("game", GAMES)
def test_a_state_cannot_be_changed_so_play_never_changes_its_input(game):
    """States are frozen values of tuples: `play` (and the undo history) can only make
    new ones."""
    state = new_game(game, 7)
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.piles = ()
    assert type(state.piles) is tuple and all(type(p) is tuple for p in state.piles)
    assert type(state.extra) is tuple


@pytest.mark.parametrize("game", GAMES)
@PLAYOUT
@given(seed=SEEDS, data=st.data())
def test_every_listed_move_plays(game, seed, data):
    for state, _, _ in random_playout(data, game, seed, length=15):
        moves = legal_moves(state)
        assert len(moves) == len(set(moves))
        for move in moves:
            play(state, move)  # must not raise


MALFORMED = st.one_of(
    st.text(max_size=20),
    st.sampled_from(["", " deal", "deal ", "DEAL", "tableau1 > tableau2", "tableau1*1>tableau2",
                     "tableau1*0>tableau2", "x>y", "waste>", ">waste", "stock>stock",
                     "waste3+waste1>throne", "waste1+waste1>wall1", "cell0>cell1"]),
    st.integers(), st.none())


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=60, deadline=None)
@given(seed=SEEDS, move=MALFORMED)
def test_bad_moves_raise_with_a_reason(game, seed, move):
    state = new_game(game, seed)
    if isinstance(move, str) and move in legal_moves(state):
        return
    with pytest.raises(IllegalMove) as refused:
        play(state, move)
    assert str(refused.value)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=15, deadline=None)
@given(seed=SEEDS, data=st.data())
def test_unlisted_well_formed_moves_are_refused(game, seed, data):
    rules = rules_for(game)
    state = new_game(game, seed)
    legal = set(legal_moves(state))
    names = rules.pile_names
    for _ in range(30):
        if rules.attacks:
            wastes = data.draw(st.sets(st.sampled_from(["waste1", "waste2", "waste3"]),
                                       min_size=1), label="wastes")
            move = "+".join(sorted(wastes)) + ">" + data.draw(st.sampled_from(names))
        else:
            src = data.draw(st.sampled_from(names), label="src")
            dst = data.draw(st.sampled_from([n for n in names if n != src]), label="dst")
            count = data.draw(st.integers(min_value=1, max_value=4), label="count")
            move = f"{src}>{dst}" if count == 1 else f"{src}*{count}>{dst}"
        if move in legal:
            assert play(state, move) != state
            continue
        with pytest.raises(IllegalMove):
            play(state, move)
