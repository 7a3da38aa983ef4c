"""python -m game.solver GAME SEED [--time-limit SECONDS]: solve one deal, print one JSON line.

A mistake prints one line to stderr, "game.solver: ...", and exits with code 2 before
any search starts. GAME may be spelt as Aisleriot does (forty_thieves, any case).
"""

import json
import re
import sys

from game.rules import GAMES, new_game
from game.rules.registry import parse_game
from game.rules.seeds import MAX_SEED, parse_seed
from game.solver import solve
from game.usage import OneLineParser, UsageError, report_error

PROG = "game.solver"
# long runs already hold millions of positions: an hour is
# past what memory allows, and anything longer (or nan, inf) is a typo
MAX_TIME_LIMIT = 3600


def parse_time_limit(text: str) -> float:
    """Seconds written as plain decimal digits, above 0 and at most MAX_TIME_LIMIT."""
    seconds = float(text) if re.fullmatch(r"[0-9]+(\.[0-9]*)?|\.[0-9]+", text) else 0.0
    if not 0 < seconds <= MAX_TIME_LIMIT:
        raise UsageError(f"bad time limit {text!r} (seconds above 0, at most "
                         f"{MAX_TIME_LIMIT})")
    return seconds


def main(argv=None) -> int:
    parser = OneLineParser(prog="python -m game.solver",
                           description="Solve one deal of an Aisle Five game.")
    parser.add_argument("game", help="one of " + ", ".join(GAMES))
    parser.add_argument("seed", help=f"the game number, 0 .. {MAX_SEED}")
    parser.add_argument("--time-limit", default="10", metavar="SECONDS",
                        help=f"stop searching after this long (default 10, at most "
                             f"{MAX_TIME_LIMIT})")
    try:
        args = parser.parse_args(argv)
        game, seed = parse_game(args.game), parse_seed(args.seed)
        time_limit = parse_time_limit(args.time_limit)
    except UsageError as error:
        return report_error(error, PROG)
    result = solve(new_game(game, seed), time_limit=time_limit)
    print(json.dumps({"game": game, "seed": seed, "result": result.status,
                      "moves": result.moves, "nodes": result.nodes,
                      "seconds": result.seconds}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
