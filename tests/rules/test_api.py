"""The facade's contract: game ids, seeds, bad positions and the pygame-free core."""

import json
import subprocess
import sys

import pytest

from game.rules import GAMES, InvalidPosition, from_position, new_game, rules_for, to_position
from tests.rules.spec_piles import SPEC_PILES


@pytest.mark.parametrize("game", GAMES)
def test_every_listed_game_deals_the_piles_the_spec_names(game):
    """The spec's games deal its piles; a game the spec does not name (a test's toy)
    deals those its rules name."""
    position = to_position(new_game(game, 1))
    assert position["game"] == game
    expected = SPEC_PILES.get(game, rules_for(game).pile_names)
    assert sorted(position["piles"]) == sorted(expected)


def test_games_lists_every_game_of_the_spec_once_in_its_order():
    assert [game for game in GAMES if game in SPEC_PILES] == list(SPEC_PILES)
    assert len(set(GAMES)) == len(GAMES)


def test_rules_core_never_imports_pygame():
    code = ("import sys, game.rules\n"
            "from game.rules import GAMES, rules_for, new_game, legal_moves, play\n"
            "for g in GAMES:\n"
            "    r = rules_for(g); s = new_game(g, 7); r.hint(s); r.layout(); r.status(s)\n"
            "    [play(s, m) for m in legal_moves(s)]\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'pygame'))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "[]"


@pytest.mark.parametrize("seed", [-1, 2**32, 1.5, "7", True, None])
def test_bad_seed_is_refused(seed):
    with pytest.raises(ValueError):
        new_game("whitehead", seed)


def test_unknown_game_is_refused():
    with pytest.raises(InvalidPosition, match="unknown game 'klondike'"):
        new_game("klondike", 1)
    with pytest.raises(InvalidPosition, match="unknown game"):
        from_position({"game": "klondike", "piles": {}})


@pytest.mark.parametrize("game", GAMES)
def test_same_seed_same_deal(game):
    """The spec's games shuffle as it says, so another seed is another deal; a toy may
    deal alike every time."""
    assert new_game(game, 123456) == new_game(game, 123456)
    if game in SPEC_PILES:
        assert new_game(game, 123456) != new_game(game, 123457)


def mutate(position, change):
    copy = json.loads(json.dumps(position))
    change(copy)
    return copy


@pytest.mark.parametrize("game", GAMES)
def test_malformed_positions_name_the_problem(game):
    position = to_position(new_game(game, 99))
    first = rules_for(game).pile_names[0]
    full = next(name for name, cards in position["piles"].items() if cards)
    cases = [
        (lambda p: p["piles"].pop(first), f"missing pile '{first}'"),
        (lambda p: p["piles"].__setitem__("attic", []), "unknown pile 'attic'"),
        (lambda p: p.__setitem__("colour", "red"), "unknown key 'colour'"),
        (lambda p: p["piles"][full].__setitem__(0, "1X"), "bad card token '1X'"),
        (lambda p: p["piles"][full].__setitem__(0, p["piles"][full][0].lower()),
         "bad card token"),
        (lambda p: p["piles"][full].pop(), "wrong set of cards"),
        (lambda p: p.pop("piles"), "'piles'"),
        (lambda p: p.__setitem__("score", "many"), "score"),
    ]
    for change, message in cases:
        bad = mutate(position, change)
        with pytest.raises(InvalidPosition, match=message.replace("*", r"\*")):
            from_position(bad)
    assert to_position(from_position(position)) == position
