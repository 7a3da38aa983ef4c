"""No rule depends on the order of a game's piles (issue 12 item 4).

The index constants of each game name the piles they say they do; and each game's rules,
loaded afresh with its `pile_names` shuffled, still pass the conformance vectors and say
the same hints, texts and clicks as the real rules (positions name piles, so they do not
depend on the order). Maze is the exception by design: its rules take a cell's index for
its place on the line, so shuffled cells must refuse to load rather than play wrongly.
"""

import ast
import importlib
import importlib.util
import random
import sys
import types

import pytest

from game.rules import (
    IllegalMove,
    doublets,
    forty_thieves_board,
    maze,
    new_game,
    rules_for,
    wall_board,
    whitehead_board,
)
from game.rules.registry import REGISTRY
from tests.rules import conformance

# Each shipped game's rules modules, the one that defines PILE_NAMES first (the games
# these tests take; a game written otherwise, such as the toy one, is not among them).
MODULES = {
    "forty-thieves": ("forty_thieves_board", "forty_thieves_advice", "forty_thieves"),
    "whitehead": ("whitehead_board", "whitehead_advice", "whitehead"),
    "maze": ("maze",),
    "wall": ("wall_board", "wall_advice", "wall"),
    "doublets": ("doublets",),
}
REORDERED = [game for game in MODULES if game != "maze"]


def numbered(kind, count):
    return [f"{kind}{n}" for n in range(1, count + 1)]


def names(board, indexes):
    return [board.PILE_NAMES[i] for i in indexes]


# ----- the index constants name the piles they say they do ------------------------------

def test_the_index_constants_name_their_piles():
    for board in (forty_thieves_board, whitehead_board):
        assert board.PILE_NAMES[board.STOCK] == "stock"
        assert board.PILE_NAMES[board.WASTE] == "waste"
        assert names(board, board.TABLEAU) == numbered("tableau", len(board.TABLEAU))
        assert names(board, board.FOUNDATIONS) == numbered("foundation",
                                                           len(board.FOUNDATIONS))
    assert len(forty_thieves_board.TABLEAU) == 10 and len(whitehead_board.TABLEAU) == 7
    assert [i for i, flag in enumerate(forty_thieves_board.IS_FOUNDATION) if flag] == \
        sorted(forty_thieves_board.FOUNDATIONS)
    d = doublets
    assert [d.PILE_NAMES[i] for i in (d.STOCK, d.WASTE, d.FOUNDATION)] == \
        ["stock", "waste", "foundation"]
    assert names(d, d.RESERVES) == numbered("reserve", 7)
    w = wall_board
    assert [w.PILE_NAMES[i] for i in (w.THRONE, w.STOCK, w.REMOVED)] == \
        ["throne", "stock", "removed"]
    assert names(w, w.HIGHS) == numbered("high", 3)
    assert names(w, w.LOWS) == numbered("low", 4)
    assert names(w, w.WALL) == numbered("wall", 45)
    assert names(w, w.WASTES) == numbered("waste", 3)
    assert names(w, w.TARGETS) == ["throne"] + numbered("high", 3) + numbered("low", 4) + \
        numbered("wall", 45)
    assert [maze.PILE_NAMES[i] for i in (maze.FIRST, maze.LAST)] == ["cell1", "cell54"]
    for game in MODULES:
        module = importlib.import_module(f"game.rules.{MODULES[game][-1]}")
        assert REGISTRY[game].rules == module.__name__
        assert rules_for(game).pile_names == module.PILE_NAMES


# ----- rules loaded with their piles in another order ------------------------------------

def load_reordered(game, seed=12):
    """The RULES of `game` from fresh copies of its modules in which PILE_NAMES is
    shuffled right where it is defined; the real modules are left as they were."""
    saved = {}
    shuffled = 0
    try:
        for short in MODULES[game]:
            name = f"game.rules.{short}"
            spec = importlib.util.find_spec(name)
            tree = ast.parse(spec.loader.get_source(name))
            body = []
            for node in tree.body:
                body.append(node)
                if isinstance(node, ast.Assign) and any(
                        isinstance(t, ast.Name) and t.id == "PILE_NAMES" for t in node.targets):
                    body.extend(ast.parse("PILE_NAMES = tuple(_shuffle(PILE_NAMES))").body)
                    shuffled += 1
            tree.body = body
            module = types.ModuleType(name)
            module.__package__, module.__file__ = "game.rules", spec.origin
            module._shuffle = lambda names: random.Random(seed).sample(names, len(names))
            saved[name] = sys.modules.get(name)
            sys.modules[name] = module
            exec(compile(ast.fix_missing_locations(tree), spec.origin, "exec"),
                 module.__dict__)
        assert shuffled == 1, f"{game}: PILE_NAMES defined {shuffled} times"
        return module.RULES
    finally:
        for name, module in saved.items():
            if module is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = module


@pytest.mark.parametrize("game", REORDERED)
def test_shuffled_piles_pass_the_conformance_vectors(game):
    rules = load_reordered(game)
    assert rules.pile_names != rules_for(game).pile_names
    for deal in conformance.load("deals.json")["deals"]:
        if deal["game"] == game:
            assert rules.to_position(rules.new_game(deal["seed"])) == deal["position"]
    for name, index, step in conformance.steps(game):
        if index % 3:
            continue
        state = rules.from_position(step["position"])
        assert rules.to_position(state) == step["position"]
        assert sorted(rules.legal_moves(state)) == sorted(step["legal_moves"]), (name, index)
        assert state.score == step["score"] and rules.is_won(state) == step["won"]
        if step.get("move") is not None:
            after = rules.play(state, step["move"])
            assert rules.to_position(after) == step["after"], (name, index)
    for _, index, probe in conformance.probes(game):
        if index % 3 == 0:
            with pytest.raises(IllegalMove):
                rules.play(rules.from_position(probe["position"]), probe["move"])


@pytest.mark.parametrize("game", REORDERED)
def test_shuffled_piles_say_and_click_the_same(game):
    """Along seeded playouts, the shuffled rules give the real rules' hints, status, move
    sentences, refusals, clicks and double-clicks, and the same events."""
    real, other = rules_for(game), load_reordered(game)
    for seed in range(2):
        rng = random.Random(seed)
        state = new_game(game, seed)
        for _ in range(50):
            twin = other.from_position(real.to_position(state))
            assert other.hint(twin) == real.hint(state)
            assert other.status(twin) == real.status(state)
            legal = real.legal_moves(state)
            assert sorted(other.legal_moves(twin)) == sorted(legal)
            for move in legal:
                assert other.describe_move(twin, move) == real.describe_move(state, move)
            for pile in real.pile_names:
                assert other.double_click(twin, pile) == real.double_click(state, pile)
                assert other.click(twin, pile) == real.click(state, pile)
                assert other.click_refusal(twin, pile) == real.click_refusal(state, pile)
                assert other.drop_targets(twin, pile, 1) == real.drop_targets(state, pile, 1)
                for count in (1, 2):
                    assert other.pick_refusal(twin, pile, count) == \
                        real.pick_refusal(state, pile, count)
            if not legal:
                break
            move = rng.choice(legal)
            after, events = real.apply(state, move)
            twin_after, twin_events = other.apply(twin, move)
            assert twin_events == events
            assert other.to_position(twin_after) == real.to_position(after)
            state = after


def test_maze_refuses_to_load_with_its_cells_out_of_order():
    with pytest.raises(ImportError, match="reading order"):
        load_reordered("maze")
