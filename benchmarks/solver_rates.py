"""Solver coverage per game: share of deals proved won / proved lost / undecided.

    python -m benchmarks.solver_rates [--games maze,doublets] [--seeds 1000] [--start 0]
                                      [--time-limit 10] [--jobs 2] [--details FILE]

Prints, per game, the shares with 95% Wilson confidence intervals and the median solve
time of the decided deals, as a Markdown table, also written to benchmarks/RESULTS.md. Each
deal runs in a worker process with its own time limit. `--details` appends one line per
deal (game, seed, result, seconds, nodes) as it finishes, so a long run shows progress.
"""

import argparse
import math
import statistics
from concurrent.futures import ProcessPoolExecutor

from benchmarks.results import record
from game.rules import GAMES, new_game
from game.solver import LOST, UNKNOWN, WON, solve


def wilson(successes: int, total: int, z: float = 1.96):
    """95% Wilson score interval for a proportion, as (low, high) fractions."""
    if total == 0:
        return 0.0, 0.0
    p = successes / total
    denominator = 1 + z * z / total
    centre = (p + z * z / (2 * total)) / denominator
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def run_one(job):
    game, seed, limit = job
    result = solve(new_game(game, seed), time_limit=limit)
    return game, seed, result.status, result.seconds, result.nodes


def share(count: int, total: int) -> str:
    low, high = wilson(count, total)
    return f"{100 * count / total:.1f}% ({100 * low:.1f}–{100 * high:.1f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--seeds", type=int, default=1000)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--time-limit", type=float, default=10.0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--details", metavar="FILE", help="append per-deal lines here")
    args = parser.parse_args()
    games = [g for g in args.games.split(",") if g]
    jobs = [(g, s, args.time_limit) for g in games
            for s in range(args.start, args.start + args.seeds)]
    outcomes = {g: [] for g in games}
    details = open(args.details, "a", encoding="utf-8") if args.details else None
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for game, seed, status, seconds, nodes in pool.map(run_one, jobs, chunksize=1):
            outcomes[game].append((status, seconds))
            if details:
                details.write(f"{game} {seed} {status} {seconds} {nodes}\n")
                details.flush()
    if details:
        details.close()
    lines = [(f"Solver coverage, {args.seeds} deals per game (seeds {args.start}–"
              f"{args.start + args.seeds - 1}), {args.time_limit:g} s limit per deal, "
              f"95% Wilson intervals:"), "",
             "| game | won | lost | undecided | decided | median s (decided) |",
             "| --- | --- | --- | --- | --- | --- |"]
    for game in games:
        rows = outcomes[game]
        total = len(rows)
        won = sum(1 for s, _ in rows if s == WON)
        lost = sum(1 for s, _ in rows if s == LOST)
        unknown = sum(1 for s, _ in rows if s == UNKNOWN)
        decided = [t for s, t in rows if s != UNKNOWN]
        median = f"{statistics.median(decided):.2f}" if decided else "–"
        lines.append(f"| {game} | {share(won, total)} | {share(lost, total)} | "
                     f"{share(unknown, total)} | {share(won + lost, total)} | {median} |")
    print("\n".join(lines))
    record("solver_rates", lines)


if __name__ == "__main__":
    main()
