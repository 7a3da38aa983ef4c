"""Shared checks for the solver tests: replaying a line move by move, a plain exhaustive
search through game.rules to compare verdicts with, the command line's JSON line, and a
clock that ticks per reading (time limits tested without the wall clock)."""

import json
import subprocess
import sys
import time
from pathlib import Path

from game.rules import is_won, legal_moves, new_game, play
from game.solver import LOST, UNKNOWN, WON, replays_to_win

ROOT = Path(__file__).resolve().parents[2]
FIELDS = {"game", "seed", "result", "moves", "nodes", "seconds"}


def replay_checked(state, moves):
    """Play `moves` checking each is listed by legal_moves; return the final state."""
    for move in moves:
        assert move in legal_moves(state), move
        state = play(state, move)
    return state


class TooBig(Exception):
    """The exhaustive search met more positions than it was allowed."""


def exhaustive_win(state, limit, key=lambda state: state):
    """Whether a won position is reachable from `state` through any legal moves: a plain
    graph search, with positions told apart by `key(state)`; raises TooBig past `limit`
    positions."""
    seen = set()
    stack = [state]
    while stack:
        state = stack.pop()
        if is_won(state):
            return True
        k = key(state)
        if k in seen:
            continue
        seen.add(k)
        if len(seen) > limit:
            raise TooBig
        stack.extend(play(state, move) for move in legal_moves(state))
    return False


def cli_answer(game, seed, time_limit, results=(WON,)):
    """Run `python -m game.solver` and check its one JSON line; return it as a dict."""
    out = subprocess.run([sys.executable, "-m", "game.solver", game, str(seed),
                          "--time-limit", str(time_limit)], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    assert len(lines) == 1
    data = json.loads(lines[0])
    assert set(data) >= FIELDS
    assert data["game"] == game and data["seed"] == seed
    assert data["result"] in results and data["result"] in (WON, LOST, UNKNOWN)
    assert data["nodes"] >= 0 and data["seconds"] >= 0
    if data["result"] == WON:
        assert replays_to_win(new_game(game, seed), data["moves"])
    return data


def tick_per_reading(monkeypatch, step: float) -> None:
    """Make `time.perf_counter`, the clock the searches read, move `step` seconds at
    every reading: a time limit then runs out after a fixed number of deadline checks,
    the same on every machine however loaded."""
    now = [1000.0]

    def reading():
        now[0] += step
        return now[0]
    monkeypatch.setattr(time, "perf_counter", reading)
