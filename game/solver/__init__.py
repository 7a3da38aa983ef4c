"""Solvers for the five games: pure search over game.rules positions (never pygame).

    from game.solver import solve
    result = solve(state, time_limit=10.0)   # Result(status, moves, nodes, seconds)

`status` is "won" (moves is a complete winning line in api.md notation, replayed through
game.rules before it is returned), "lost" (the search proved no win exists: only
searches with sound pruning may say so) or "unknown" (budget ran out). The solvers know
the hidden cards (stock order, face-down cards): they answer "can this deal be won", not
"what should a player who cannot see the cards do".
"""

import time
from typing import List, NamedTuple, Optional

from game.registry import REGISTRY
from game.rules import is_won, play
from game.rules.state import State

WON, LOST, UNKNOWN = "won", "lost", "unknown"


class Result(NamedTuple):
    status: str                 # WON, LOST or UNKNOWN
    moves: List[str]            # the winning line when WON, else the best partial line
    nodes: int                  # search nodes expanded
    seconds: float


class Budget:
    """A deadline, a node limit and a cancel check, polled by the searches."""

    def __init__(self, time_limit: Optional[float] = None, node_limit: Optional[int] = None,
                 cancelled=None):
        self.start = time.perf_counter()
        self.deadline = None if time_limit is None else self.start + time_limit
        self.node_limit = node_limit
        self.cancelled = cancelled or (lambda: False)

    def exhausted(self, nodes: int) -> bool:
        """True when the search must stop; call it every ~1024 nodes."""
        if self.node_limit is not None and nodes >= self.node_limit:
            return True
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            return True
        return bool(self.cancelled())

    def elapsed(self) -> float:
        return time.perf_counter() - self.start


def replays_to_win(state: State, moves: List[str]) -> bool:
    """Whether `moves` played through game.rules from `state` ends in a won position."""
    try:
        for move in moves:
            state = play(state, move)
    except ValueError:
        return False
    return is_won(state)


def solver_module(game: str):
    """The module that searches `game` (from the registry of games); ValueError when the
    game has none."""
    entry = REGISTRY.get(game)
    if entry is None or entry.solver is None:
        raise ValueError(f"no solver for {game!r}")
    return entry.solver()


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
