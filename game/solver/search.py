"""What every search shares: the statuses, the Result it returns, its Budget, and the
check that a winning line really wins (played through game.rules)."""

import time
from typing import List, NamedTuple, Optional

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
