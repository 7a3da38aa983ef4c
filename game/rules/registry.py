"""The list of games: each game's id, its name and the loader of its rules.

A game's rules module is imported when its rules are first asked for, so opening one
game loads no other game's rules. The solver (game.solver.SOLVERS), the table scenes
(game.scenes.games.SCENES) and the help pages (game/help/<id>.*) find a game by its id.

Adding a game: its rules module and one `Game` here; then its solver, scene and help page.
"""

from dataclasses import dataclass
from typing import Callable

from game.usage import UsageError

from .errors import InvalidPosition


@dataclass(frozen=True)
class Game:
    id: str                         # e.g. "forty-thieves"
    name: str                       # e.g. "Forty Thieves"
    rules: Callable[[], object]     # () -> the game's GameRules object


def _forty_thieves():
    from .forty_thieves import RULES
    return RULES


def _whitehead():
    from .whitehead import RULES
    return RULES


def _maze():
    from .maze import RULES
    return RULES


def _wall():
    from .wall import RULES
    return RULES


def _doublets():
    from .doublets import RULES
    return RULES


REGISTRY = {game.id: game for game in (
    Game("forty-thieves", "Forty Thieves", _forty_thieves),
    Game("whitehead", "Whitehead", _whitehead),
    Game("maze", "Maze", _maze),
    Game("wall", "Wall", _wall),
    Game("doublets", "Doublets", _doublets),
)}
GAMES = tuple(REGISTRY)

_CACHE = {}         # game id -> (its registry entry, its GameRules)


def canonical_game_id(text):
    """The game id `text` names in any spelling people or Aisleriot use ("forty_thieves",
    "Forty Thieves", "FORTY-THIEVES"), or None when it names none of ours."""
    game = "-".join(text.replace("_", " ").replace("-", " ").lower().split())
    return game if game in REGISTRY else None


def parse_game(text: str) -> str:
    """The game id `text` names (see canonical_game_id); raises UsageError."""
    game = canonical_game_id(text)
    if game is None:
        raise UsageError(f"unknown game {text!r} (choose from {', '.join(GAMES)})")
    return game


def rules_for(game):
    """The GameRules instance of `game`; raises InvalidPosition for an unknown id."""
    cached = _CACHE.get(game)
    entry = REGISTRY.get(game)
    if cached is None or cached[0] is not entry:
        if entry is None:
            raise InvalidPosition(f"unknown game {game!r}: expected one of "
                                  f"{', '.join(REGISTRY)}")
        cached = _CACHE[game] = (entry, entry.rules())
    return cached[1]
