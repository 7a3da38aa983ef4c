"""Every conformance vector from Aisleriot's own game code passes against game.rules."""

import pytest

from game.rules import (
    IllegalMove,
    from_position,
    is_over,
    is_won,
    legal_moves,
    new_game,
    play,
    score,
    to_position,
)
from tests.rules import conformance

DEALS = conformance.load("deals.json")["deals"]


@pytest.mark.parametrize("deal", DEALS, ids=lambda d: f"{d['game']}-{d['seed']}")
def test_golden_deal(deal):
    assert to_position(new_game(deal["game"], deal["seed"])) == deal["position"]


STEPS = list(conformance.steps())


@pytest.mark.parametrize("name,index,step", STEPS, ids=[f"{n}:{i}" for n, i, _ in STEPS])
def test_playout_step(name, index, step):
    state = from_position(step["position"])
    assert to_position(state) == step["position"]
    assert sorted(legal_moves(state)) == sorted(step["legal_moves"])
    assert len(set(legal_moves(state))) == len(legal_moves(state))
    assert score(state) == step["score"]
    assert is_won(state) == step["won"]
    if step.get("move") is not None:
        after = play(state, step["move"])
        assert to_position(after) == step["after"]
        assert to_position(state) == step["position"], "play changed its input"


FINALS = list(conformance.finals())


@pytest.mark.parametrize("name,final", FINALS, ids=[n for n, _ in FINALS])
def test_final_position(name, final):
    state = from_position(final["position"])
    assert to_position(state) == final["position"]
    assert sorted(legal_moves(state)) == sorted(final["legal_moves"])
    assert score(state) == final["score"]
    assert is_won(state) == final["won"]
    if not final["legal_moves"] and not final["won"]:
        assert is_over(state)


PROBES = list(conformance.probes())


@pytest.mark.parametrize("name,index,probe", PROBES, ids=[f"{n}:{i}" for n, i, _ in PROBES])
def test_illegal_probe(name, index, probe):
    state = from_position(probe["position"])
    with pytest.raises(IllegalMove) as refused:
        play(state, probe["move"])
    assert str(refused.value), "a refusal must say why"
    assert to_position(state) == probe["position"]
