"""The catalogue of deals the solver proved winnable, shipped with the game.

"Winnable deals only" picks from here, so a winnable deal is dealt at once in every game,
even Forty Thieves, where a search proves only about one deal in six won within seconds.
The file `winnable.json` beside this module is made by `python -m benchmarks.winnable_catalogue`
(each seed was solved to a won line that replayed through game.rules). Reading it needs no
pygame; a missing or damaged file gives an empty catalogue, never an error.

`WinnableDeals` hands out a game's seeds in a shuffled order, so no seed comes back before
every other one of that game has been dealt (and never the one being played).
"""

import json
import random
from functools import lru_cache

from game.resources import resource_path

FILE_PARTS = ("game", "solver", "winnable.json")


def catalogue_path():
    return resource_path(*FILE_PARTS)


@lru_cache(maxsize=1)
def _load() -> dict:
    try:
        with open(catalogue_path(), encoding="utf-8") as handle:
            data = json.load(handle)
        games = data["games"]
        return {game: tuple(int(entry["seed"]) for entry in entries)
                for game, entries in games.items()}
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def winnable_seeds(game: str) -> tuple[int, ...]:
    """Seeds of `game` proved winnable, in the catalogue's order (may be empty)."""
    return _load().get(game, ())


def pick_winnable(game: str, rng: random.Random | None = None,
                  avoid: int | None = None) -> int | None:
    """A random proved-winnable seed of `game` (not `avoid` when there is a choice), or None
    when the catalogue has none for it."""
    seeds = [s for s in winnable_seeds(game) if s != avoid] or list(winnable_seeds(game))
    if not seeds:
        return None
    return (rng or random.SystemRandom()).choice(seeds)


class WinnableDeals:
    """The next proved-winnable seed per game: each game's catalogue in a shuffled order,
    reshuffled when used up, so a seed repeats only after all the others were dealt."""

    def __init__(self, rng: random.Random | None = None):
        self.rng = rng or random.SystemRandom()
        self._queue: dict[str, list[int]] = {}      # game -> seeds still to deal, last first

    def next(self, game: str, avoid: int | None = None) -> int | None:
        """A seed of `game` from the catalogue (not `avoid`, the deal being played, when
        there is another), or None when the catalogue has none for that game."""
        queue = self._queue.get(game)
        if not queue:
            queue = list(winnable_seeds(game))
            if not queue:
                return None
            self.rng.shuffle(queue)
            self._queue[game] = queue
        if queue[-1] == avoid and len(queue) > 1:
            queue[-1], queue[0] = queue[0], queue[-1]
        return queue.pop()
