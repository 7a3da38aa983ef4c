"""What every search shares: the statuses, the Result it returns, its Budget, the check
that a winning line really wins (played through game.rules), and the two search kernels
the game solvers run on their own positions: an explicit-stack depth-first search and a
best-first search with transpositions."""

import heapq
import time
from typing import NamedTuple

from game.rules import is_won, play
from game.rules.state import State

WON, LOST, UNKNOWN = "won", "lost", "unknown"


class Result(NamedTuple):
    status: str                 # WON, LOST or UNKNOWN
    moves: list[str]            # the winning line when WON, else the best partial line
    nodes: int                  # search nodes expanded
    seconds: float


class Budget:
    """A deadline, a node limit and a cancel check, polled by the searches."""

    def __init__(self, time_limit: float | None = None, node_limit: int | None = None,
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


def replays_to_win(state: State, moves: list[str]) -> bool:
    """Whether `moves` played through game.rules from `state` ends in a won position."""
    try:
        for move in moves:
            state = play(state, move)
    except ValueError:
        return False
    return is_won(state)


# ----- the two search kernels the game solvers share ----------------------------------
GOAL = 1 << 62          # the progress a step reports for a won position (above any other)
POLL_MASK = 1023        # the budget is polled when nodes & POLL_MASK == 0


class Outcome(NamedTuple):
    """What a kernel found. `steps` is a list of the games' own step moves: from the root
    to the win when WON, else to the position with the most progress seen (None when no
    position beat the starting `best`). `path` holds the nodes from the root to the won
    one (depth-first only; else empty)."""
    status: str
    steps: list | None
    path: list
    nodes: int
    best: int


def depth_first(root, edges, step, expand, budget, nodes=0, best=-1, tidy=None, leave=None):
    """Depth-first search with an explicit stack, trying each node's edges in order.

    - `step(node, edge)`: None when the edge is pruned before it counts (a position seen
      before, say); else (child, moves, progress). Progress GOAL ends the search WON;
      a child of None counts as a node but is not entered (a dead end known at once).
    - `expand(child)`: the child's edges, or None when the child is a dead end.
    - `tidy(stack_nodes)`: called at each budget poll that goes on (to bound memory).
    - `leave(node)`: called when every edge of a node has been tried.

    Nodes count the steps that were not pruned; the budget is polled every 1024 of them.
    The stack emptying means every edge was tried: LOST, if the game's pruning is sound."""
    stack = [[root, edges, 0, ()]]
    best_steps = None
    while stack:
        frame = stack[-1]
        todo = frame[1]
        i = frame[2]
        if i >= len(todo):
            stack.pop()
            if leave is not None:
                leave(frame[0])
            continue
        frame[2] = i + 1
        found = step(frame[0], todo[i])
        if found is None:
            continue
        child, moves, progress = found
        if progress >= GOAL:
            return Outcome(WON, [f[3] for f in stack[1:]] + [moves],
                           [f[0] for f in stack] + [child], nodes, progress)
        nodes += 1
        if not nodes & POLL_MASK:
            if budget.exhausted(nodes):
                return Outcome(UNKNOWN, best_steps, [], nodes, best)
            if tidy is not None:
                tidy([f[0] for f in stack] + [child])
        if child is None:
            continue
        if progress > best:
            best = progress
            best_steps = [f[3] for f in stack[1:]] + [moves]
        kids = expand(child)
        if kids is not None:
            stack.append([child, kids, 0, moves])
    return Outcome(LOST, best_steps, [], nodes, best)


def best_first(root, root_key, expand, priority, stop, cap, nodes=0, best=-1):
    """Best-first search with a transposition set: the open position of lowest
    `priority(child)` (ties: the oldest) is expanded next.

    - `expand(node)`: the node's children as (child, moves, key, progress); a child whose
      key was seen is skipped, progress GOAL ends the search WON.
    - `stop(nodes)`: polled every 1024 expansions; True ends the search (UNKNOWN).
    - `cap`: keys kept; past it, children are no longer added (memory bound).

    Best-first only orders positions: an empty open list proves nothing, so the status
    is WON or UNKNOWN, never LOST. Lines share their prefixes as (moves, parent) links."""
    seen = {root_key}
    heap = [(0, 0, root, None)]
    tick = 0
    best_link = None
    push, pop = heapq.heappush, heapq.heappop
    while heap:
        _, _, node, link = pop(heap)
        nodes += 1
        if not nodes & POLL_MASK and stop(nodes):
            break
        for child, moves, key, progress in expand(node):
            if key in seen:
                continue
            if progress >= GOAL:
                return Outcome(WON, unwind((moves, link)), [], nodes, progress)
            if progress > best:
                best = progress
                best_link = (moves, link)
            if len(seen) < cap:
                seen.add(key)
                tick += 1
                push(heap, (priority(child), tick, child, (moves, link)))
    return Outcome(UNKNOWN, None if best_link is None else unwind(best_link), [], nodes, best)


def unwind(link):
    """The step moves from the root along (moves, parent) links, root first."""
    out = []
    while link is not None:
        moves, link = link
        out.append(moves)
    out.reverse()
    return out
