"""One small scene per game, each on the shared table (game/scenes/table), overriding
only the hooks its game needs; SCENES maps each game id to its scene class, and
`table_for` opens the right one. A game's scene module loads when its table first opens."""

from game.rules import rules_for


def _forty_thieves():
    from .forty_thieves import FortyThievesScene
    return FortyThievesScene


def _whitehead():
    from .whitehead import WhiteheadScene
    return WhiteheadScene


def _maze():
    from .maze import MazeScene
    return MazeScene


def _wall():
    from .wall import WallScene
    return WallScene


def _doublets():
    from .doublets import DoubletsScene
    return DoubletsScene


# game id -> () -> its TableScene subclass
# (each loader imports its module by name: PyInstaller builds in only what it sees
# imported, so importlib with a module name from a table would leave the games out)
SCENES = {"forty-thieves": _forty_thieves, "whitehead": _whitehead, "maze": _maze,
          "wall": _wall, "doublets": _doublets}


def scene_class(game_id: str):
    """The TableScene subclass of `game_id` (raises InvalidPosition for an unknown id)."""
    rules_for(game_id)
    return SCENES[game_id]()


def table_for(app, game_id: str, seed=None, state=None):
    """A table for `game_id`: deal `seed` (None: a random one), or show `state`."""
    return scene_class(game_id)(app, game_id, seed, state)
