"""Solvers for the five games: pure search over game.rules positions (never pygame).

    from game.solver import solve
    result = solve(state, time_limit=10.0)   # Result(status, moves, nodes, seconds)

`status` is "won" (moves is a complete winning line in api.md notation, replayed through
game.rules before it is returned), "lost" (the search proved no win exists: only
searches with sound pruning may say so) or "unknown" (budget ran out). The solvers know
the hidden cards (stock order, face-down cards): they answer "can this deal be won", not
"what should a player who cannot see the cards do". SOLVERS maps each game id to its
search module, loaded when first asked for; what the searches share is in search.py.
"""

from typing import Optional

from game.rules import is_won
from game.rules.state import State

from .search import LOST, UNKNOWN, WON, Budget, Result, replays_to_win

__all__ = ["LOST", "UNKNOWN", "WON", "Budget", "Result", "SOLVERS", "replays_to_win",
           "solve", "solver_module"]


def _forty_thieves():
    from . import forty_thieves
    return forty_thieves


def _whitehead():
    from . import whitehead
    return whitehead


def _maze():
    from . import maze
    return maze


def _wall():
    from . import wall
    return wall


def _doublets():
    from . import doublets
    return doublets


# game id -> () -> the module that searches it (loaded when first asked for)
# (each loader imports its module by name: PyInstaller builds in only what it sees
# imported, so importlib with a module name from a table would leave the games out)
SOLVERS = {"forty-thieves": _forty_thieves, "whitehead": _whitehead, "maze": _maze,
           "wall": _wall, "doublets": _doublets}


def solver_module(game: str):
    """The module that searches `game` (a `solve(state, budget)`); ValueError when the
    game has none."""
    loader = SOLVERS.get(game)
    if loader is None:
        raise ValueError(f"no solver for {game!r}")
    return loader()


def solve(state: State, time_limit: Optional[float] = 10.0, node_limit: Optional[int] = None,
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
