"""python -m game.solver GAME SEED [--time-limit SECONDS]: solve one deal, print one JSON line."""

import argparse
import json
import sys

from game.rules import GAMES, new_game
from game.solver import solve


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.solver",
                                     description="Solve one deal of an Aisle Five game.")
    parser.add_argument("game", help="one of " + ", ".join(GAMES))
    parser.add_argument("seed", help="the game number, 0 .. 4294967295")
    parser.add_argument("--time-limit", type=float, default=10.0, metavar="SECONDS")
    args = parser.parse_args(argv)
    if args.game not in GAMES:
        print(f"game.solver: unknown game {args.game!r} (choose from {', '.join(GAMES)})",
              file=sys.stderr)
        return 2
    try:
        seed = int(args.seed)
        if not 0 <= seed <= 2**32 - 1:
            raise ValueError
    except ValueError:
        print(f"game.solver: bad seed {args.seed!r}: expected 0 .. 4294967295", file=sys.stderr)
        return 2
    if args.time_limit <= 0:
        print("game.solver: --time-limit must be positive", file=sys.stderr)
        return 2
    result = solve(new_game(args.game, seed), time_limit=args.time_limit)
    print(json.dumps({"game": args.game, "seed": seed, "result": result.status,
                      "moves": result.moves, "nodes": result.nodes,
                      "seconds": result.seconds}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
