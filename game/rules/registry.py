"""Which module holds each game's rules; modules are imported on first use."""

import importlib

from .errors import InvalidPosition

GAMES = ("forty-thieves", "whitehead", "maze", "wall", "doublets")
_MODULES = {game: game.replace("-", "_") for game in GAMES}
_CACHE = {}


def canonical_game_id(text):
    """The game id `text` names in any spelling people or Aisleriot use ("forty_thieves",
    "Forty Thieves", "FORTY-THIEVES"), or None when it names none of ours."""
    words = text.replace("_", " ").replace("-", " ").lower().split()
    game = "-".join(words)
    return game if game in _MODULES else None


def rules_for(game):
    """The GameRules instance of `game`; raises InvalidPosition for an unknown id."""
    rules = _CACHE.get(game)
    if rules is None:
        if game not in _MODULES:
            raise InvalidPosition(f"unknown game {game!r}: expected one of {', '.join(GAMES)}")
        rules = importlib.import_module(f".{_MODULES[game]}", __package__).RULES
        _CACHE[game] = rules
    return rules
