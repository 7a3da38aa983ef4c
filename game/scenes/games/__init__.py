"""One small scene per game, each on the shared table (game/scenes/table), overriding
only the hooks its game needs; SCENES maps each game id to its scene class, and
`table_for` opens the right one. A game's scene module loads when its table first opens."""

import importlib

from game.rules import rules_for


# game id -> "module:class" of its scene, imported when its table first opens
SCENES = {"forty-thieves": "game.scenes.games.forty_thieves:FortyThievesScene",
          "whitehead": "game.scenes.games.whitehead:WhiteheadScene",
          "maze": "game.scenes.games.maze:MazeScene",
          "wall": "game.scenes.games.wall:WallScene",
          "doublets": "game.scenes.games.doublets:DoubletsScene"}


def scene_class(game_id: str):
    """The TableScene subclass of `game_id` (raises InvalidPosition for an unknown id)."""
    rules_for(game_id)
    module, _, name = SCENES[game_id].partition(":")
    return getattr(importlib.import_module(module), name)


def table_for(app, game_id: str, seed=None, state=None):
    """A table for `game_id`: deal `seed` (None: a random one), or show `state`."""
    return scene_class(game_id)(app, game_id, seed, state)
