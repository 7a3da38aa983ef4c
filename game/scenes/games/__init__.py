"""One small scene per game, each on the shared table (game/scenes/table), overriding
only the hooks its game needs; `table_for` opens the right one through the registry of
games (game/registry.py)."""

from game.registry import REGISTRY
from game.rules import rules_for


def scene_class(game_id: str):
    """The TableScene subclass of `game_id` (raises InvalidPosition for an unknown id)."""
    rules_for(game_id)
    return REGISTRY[game_id].scene()


def table_for(app, game_id: str, seed=None, state=None):
    """A table for `game_id`: deal `seed` (None: a random one), or show `state`."""
    return scene_class(game_id)(app, game_id, seed, state)
