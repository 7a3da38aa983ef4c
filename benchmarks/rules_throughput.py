"""Rules-core speed: random-playout moves/s (legal_moves + play) and new_game time per game.

    python -m benchmarks.rules_throughput [--seconds 3]

Target (issue 2): at least 5,000 moves/s per game on one core of the project machine.
"""

import argparse
import random
import time

from benchmarks.results import record, table
from game.rules import GAMES, legal_moves, new_game, play


def playout_rate(game: str, seconds: float) -> float:
    chooser = random.Random(1)  # picks moves only; deals come from game.rules
    moves = 0
    seed = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = new_game(game, seed)
        seed += 1
        for _ in range(200):
            options = legal_moves(state)
            if not options:
                break
            state = play(state, chooser.choice(options))
            moves += 1
    elapsed = time.perf_counter() - start
    return moves / elapsed


def deal_time(game: str, count: int = 50) -> float:
    start = time.perf_counter()
    for seed in range(count):
        new_game(game, seed)
    return (time.perf_counter() - start) / count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="playout time per game")
    args = parser.parse_args()
    print(f"{'game':<14} {'moves/s':>10} {'new_game ms':>12}")
    rows = []
    for game in GAMES:
        rate, deal_ms = playout_rate(game, args.seconds), deal_time(game) * 1000
        print(f"{game:<14} {rate:>10,.0f} {deal_ms:>12.2f}")
        rows.append((game, f"{rate:,.0f}", f"{deal_ms:.2f}"))
    record("rules_throughput", table(["game", "moves/s (one core)", "new_game ms"], rows))


if __name__ == "__main__":
    main()
