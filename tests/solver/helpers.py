"""Shared checks for the solver tests: replaying a line move by move, random positions
reached by random play through game.rules, a plain exhaustive search through game.rules to
compare verdicts with, the command line's JSON line, and a clock that ticks per reading
(time limits tested without the wall clock)."""

import json
import random
import subprocess
import sys
import time
from pathlib import Path

from hypothesis import strategies as st

from game.rules import from_position, is_won, legal_moves, new_game, play, rules_for
from game.rules.cards import token
from game.solver import LOST, UNKNOWN, WON, replays_to_win

ROOT = Path(__file__).resolve().parents[2]
FIELDS = {"game", "seed", "result", "moves", "nodes", "seconds"}


def replay_checked(state, moves):
    """Play `moves` checking each is listed by legal_moves; return the final state."""
    for move in moves:
        assert move in legal_moves(state), move
        state = play(state, move)
    return state


def random_position(game, seed, steps, choices, homeward=0.0):
    """The position after up to `steps` random legal moves from deal `seed`: see
    `random_play`."""
    return random_play(new_game(game, seed), steps, choices, homeward)


def random_play(state, steps, choices, homeward=0.0):
    """The position after up to `steps` random legal moves from `state`, each picked by a
    random.Random(`choices`) (reproducible); with chance `homeward` the pick is among the
    moves to a foundation, when there are any (play that gets further into a game). Play
    stops early at a won or stuck position."""
    rng = random.Random(choices)
    for _ in range(steps):
        moves = sorted(legal_moves(state))
        if not moves or is_won(state):
            break
        home = [move for move in moves if ">foundation" in move]
        if home and rng.random() < homeward:
            moves = home
        state = play(state, rng.choice(moves))
    return state


def random_endgame(game, choices, in_play, tableau):
    """A random endgame of a game with a stock, a waste, foundations built up by suit
    (foundation1 first, the same number for each suit in suit order) and tableau piles:
    `in_play` cards off the tops of the foundations, dealt at random to the stock, the
    waste and `tableau` of the tableau piles picked at random (the others stay empty)."""
    rng = random.Random(choices)
    names = rules_for(game).pile_names
    foundations = [name for name in names if name.startswith("foundation")]
    piles_names = [name for name in names if name.startswith("tableau")]
    per_suit = len(foundations) // 4
    heights = [13] * len(foundations)
    left = []
    for _ in range(in_play):
        f = rng.choice([f for f, h in enumerate(heights) if h])
        heights[f] -= 1
        left.append((f // per_suit) * 13 + heights[f])
    rng.shuffle(left)
    piles = {name: [] for name in names}
    for f, name in enumerate(foundations):
        piles[name] = [token((f // per_suit) * 13 + r) for r in range(heights[f])]
    places = ["stock", "waste"] + rng.sample(piles_names, tableau)
    for c in left:
        where = rng.choice(places)
        piles[where].append(("#" if where == "stock" else "") + token(c))
    return from_position({"game": game, "piles": piles})


def positions(game, steps=80, endgames=0):
    """A hypothesis strategy of positions random play reaches: from a deal, and (when
    `endgames` gives the game's tableau pile count) also from random endgames, which have
    empty piles and long foundations more often than play from a deal reaches."""
    choices = st.integers(0, 2**16)
    from_deal = st.builds(random_position, st.just(game), st.integers(0, 2**32 - 1),
                          st.integers(0, steps), choices, st.sampled_from([0.0, 0.9]))
    if not endgames:
        return from_deal
    endgame = st.builds(random_endgame, st.just(game), choices, st.integers(2, 40),
                        st.integers(1, endgames))
    from_endgame = st.builds(random_play, endgame, st.integers(0, 20), choices)
    return st.one_of(from_deal, from_endgame)


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
