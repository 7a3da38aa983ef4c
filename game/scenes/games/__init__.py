"""One small scene per game, each on the shared table (game/scenes/table), overriding
only the hooks its game needs. Each game's record (game/rules/registry.py) names its
scene's module, which holds the class as `SCENE`; `table_for` opens the right one. A
game's scene module is imported by that name when its table first opens."""

import importlib

from game.rules.registry import record


def scene_class(game_id: str):
    """The TableScene subclass of `game_id` (raises InvalidPosition for an unknown id)."""
    return importlib.import_module(record(game_id).scene).SCENE


def table_for(app, game_id: str, seed=None, state=None, daily=None):
    """A table for `game_id`: deal `seed` (None: a random one), or show `state`; `daily`:
    that deal is the deal of the day of this ISO date."""
    return scene_class(game_id)(app, game_id, seed, state, daily=daily)
