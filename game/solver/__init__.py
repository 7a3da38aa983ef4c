"""Solvers for the five games: pure search over game.rules positions (never pygame).

    from game.solver import solve
    result = solve(state, time_limit=10.0)   # Result(status, moves, nodes, seconds)

`status` is "won" (moves is a complete winning line in api.md notation, replayed through
game.rules before it is returned), "lost" (the search proved no win exists: only
searches with sound pruning may say so) or "unknown" (budget ran out). The solvers know
the hidden cards (stock order, face-down cards): they answer "can this deal be won", not
"what should a player who cannot see the cards do". A game's record in the games list
(game/rules/registry.py) names its search module, if it has one; it is imported by that
name when first asked for. What the searches share is in search.py.
"""

import importlib

from game.rules import is_won
from game.rules.registry import REGISTRY
from game.rules.state import State

from .search import LOST, UNKNOWN, WON, Budget, Result, replays_to_win

__all__ = ["LOST", "UNKNOWN", "WON", "Budget", "Result", "has_solver", "replays_to_win",
           "solve", "solver_module"]


def has_solver(game: str) -> bool:
    """Whether `game` has a solver (its record names one); False for an unknown game."""
    entry = REGISTRY.get(game)
    return entry is not None and entry.solver is not None


def solver_module(game: str):
    """The module that searches `game` (a `solve(state, budget)`); ValueError when the
    game has none."""
    if not has_solver(game):
        raise ValueError(f"no solver for {game!r}")
    return importlib.import_module(REGISTRY[game].solver)


def solve(state: State, time_limit: float | None = 10.0, node_limit: int | None = None,
          cancelled=None) -> Result:
    """Search `state` for a win within the budget; see the module docstring."""
    module = solver_module(state.game)
    budget = Budget(time_limit, node_limit, cancelled)
    if is_won(state):
        return Result(WON, [], 0, 0.0)
    result = module.solve(state, budget)
    if result.status == WON and not replays_to_win(state, result.moves):
        raise AssertionError(f"{state.game} solver returned a line that does not win")
    return result._replace(seconds=round(budget.elapsed(), 3))
