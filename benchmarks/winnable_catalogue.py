"""Make game/solver/winnable.json: per game, deals the solver proves winnable.

    python -m benchmarks.winnable_catalogue [--games forty-thieves,wall] [--count 120]
                                            [--time-limit 3] [--jobs 2]

Candidate seeds come from a fixed generator per game (spread over 0 .. 2**32-1, so the
numbers look like any other game number), are solved one by one with the time limit, and
every seed proved won is kept with its solve time and line length. The file is written
after each find (atomically), and a run resumes where the last one stopped: seeds already
tried are skipped. Prints progress and, at the end, found / tried per game.
"""

import argparse
import json
import os
import random
import tempfile
from concurrent.futures import ProcessPoolExecutor

from benchmarks.results import record, table
from game.rules import GAMES, new_game
from game.solver import WON, solve
from game.solver.catalogue import catalogue_path

FORMAT = 1


def candidates(game: str):
    """The fixed, endless sequence of candidate seeds for `game`."""
    rng = random.Random(f"aisle-five winnable catalogue {game}")
    seen = set()
    while True:
        seed = rng.randrange(2 ** 32)
        if seed not in seen:
            seen.add(seed)
            yield seed


def run_one(job):
    game, seed, limit = job
    result = solve(new_game(game, seed), time_limit=limit)
    return game, seed, result.status, result.seconds, len(result.moves)


def load(path) -> dict:
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
        if data.get("format") == FORMAT:
            return data
    except (OSError, ValueError):
        pass
    return {"format": FORMAT, "games": {}, "tried": {}}


def save(path, data) -> None:
    fd, temporary = tempfile.mkstemp(prefix=".winnable.", dir=os.path.dirname(path))
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        json.dump(data, handle, indent=1, sort_keys=True)
        handle.write("\n")
    os.chmod(temporary, 0o644)          # mkstemp makes it private; the game ships it
    os.replace(temporary, path)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--count", type=int, default=120, help="winnable seeds per game")
    parser.add_argument("--time-limit", type=float, default=3.0, help="seconds per seed")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    path = str(catalogue_path())
    data = load(path)
    data["time_limit"] = args.time_limit
    for game in [g for g in args.games.split(",") if g]:
        found = data["games"].setdefault(game, [])
        tried = data["tried"].get(game, 0)
        source = candidates(game)
        for _ in range(tried):
            next(source)
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            while len(found) < args.count:
                batch = [(game, next(source), args.time_limit) for _ in range(args.jobs * 4)]
                for _, seed, status, seconds, length in pool.map(run_one, batch):
                    tried += 1
                    if status == WON and len(found) < args.count:
                        found.append({"seed": seed, "seconds": seconds, "moves": length})
                data["tried"][game] = tried
                save(path, data)
                print(f"{game}: {len(found)} winnable of {tried} tried", flush=True)
    rows = []
    for game, found in data["games"].items():
        print(f"{game}: {len(found)} seeds ({data['tried'][game]} tried)")
        rows.append((game, len(found), data["tried"][game]))
    intro = (f"Seeds proved winnable within {data['time_limit']:g} s each, of the "
             "candidates tried:")
    record("winnable_catalogue", [intro, ""] + table(["game", "winnable", "tried"], rows))


if __name__ == "__main__":
    main()
