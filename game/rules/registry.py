"""The rules' side of the registry of games (game/registry.py holds the ids and spellings).

Pure Python: a game's rules module is imported when its rules are first asked for, and
nothing else of the game is loaded, so the rules core never imports pygame.
"""

from game.registry import GAMES, REGISTRY, canonical_game_id  # noqa: F401 (re-exported)

from .errors import InvalidPosition

_CACHE = {}         # game id -> (its registry entry, its GameRules)


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
