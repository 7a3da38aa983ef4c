"""The rules' side of the registry of games (game/registry.py): ids, spellings, rules.

Pure Python: a game's rules module is imported when its rules are first asked for, and
nothing else of the game is loaded, so the rules core never imports pygame.
"""

from game.registry import REGISTRY

from .errors import InvalidPosition

GAMES = tuple(REGISTRY)
_CACHE = {}         # game id -> (its registry entry, its GameRules)


def canonical_game_id(text):
    """The game id `text` names in any spelling people or Aisleriot use ("forty_thieves",
    "Forty Thieves", "FORTY-THIEVES"), or None when it names none of ours."""
    words = text.replace("_", " ").replace("-", " ").lower().split()
    game = "-".join(words)
    return game if game in REGISTRY else None


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
