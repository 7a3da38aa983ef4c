"""The registry of games: every game registered once, with everything that makes it.

A game is its rules (game/rules), a solver (game/solver, optional) and its table scene
(game/scenes/games); its rules page is game/help/<id>.txt, found by its id. `REGISTRY`
maps each id to a `Game` whose parts are loaded by small functions with plain import
statements: nothing loads before it is asked for (the chooser imports no solver, the rules
never pull in pygame, the solver's worker no scene), and PyInstaller sees every module
without being told.

Adding a game: its rules file, its scene file, a solver file if it has one, its rules
page, and here three loaders and one line in `REGISTRY`.
"""

from collections import namedtuple


class Game(namedtuple("Game", "id rules scene solver", defaults=(None,))):
    """A registered game (a plain namedtuple: typing's would load typing and re before
    the window opens). Fields:

    id      its id, e.g. "forty-thieves"
    rules   () -> the game's GameRules object
    scene   () -> its TableScene subclass
    solver  () -> a module with solve(state, budget), or None
    """
    __slots__ = ()


# ----- Forty Thieves --------------------------------------------------------------------
def forty_thieves_rules():
    from game.rules.forty_thieves import RULES
    return RULES


def forty_thieves_scene():
    from game.scenes.games.forty_thieves import FortyThievesScene
    return FortyThievesScene


def forty_thieves_solver():
    from game.solver import forty_thieves
    return forty_thieves


# ----- Whitehead ------------------------------------------------------------------------
def whitehead_rules():
    from game.rules.whitehead import RULES
    return RULES


def whitehead_scene():
    from game.scenes.games.whitehead import WhiteheadScene
    return WhiteheadScene


def whitehead_solver():
    from game.solver import whitehead
    return whitehead


# ----- Maze -----------------------------------------------------------------------------
def maze_rules():
    from game.rules.maze import RULES
    return RULES


def maze_scene():
    from game.scenes.games.maze import MazeScene
    return MazeScene


def maze_solver():
    from game.solver import maze
    return maze


# ----- Wall -----------------------------------------------------------------------------
def wall_rules():
    from game.rules.wall import RULES
    return RULES


def wall_scene():
    from game.scenes.games.wall import WallScene
    return WallScene


def wall_solver():
    from game.solver import wall
    return wall


# ----- Doublets -------------------------------------------------------------------------
def doublets_rules():
    from game.rules.doublets import RULES
    return RULES


def doublets_scene():
    from game.scenes.games.doublets import DoubletsScene
    return DoubletsScene


def doublets_solver():
    from game.solver import doublets
    return doublets


REGISTRY = {game.id: game for game in (
    Game("forty-thieves", forty_thieves_rules, forty_thieves_scene, forty_thieves_solver),
    Game("whitehead", whitehead_rules, whitehead_scene, whitehead_solver),
    Game("maze", maze_rules, maze_scene, maze_solver),
    Game("wall", wall_rules, wall_scene, wall_solver),
    Game("doublets", doublets_rules, doublets_scene, doublets_solver),
)}
GAMES = tuple(REGISTRY)


def canonical_game_id(text):
    """The game id `text` names in any spelling people or Aisleriot use ("forty_thieves",
    "Forty Thieves", "FORTY-THIEVES"), or None when it names none of ours. Here, not in
    game.rules, so that checking --game before the window opens loads no rules."""
    words = text.replace("_", " ").replace("-", " ").lower().split()
    game = "-".join(words)
    return game if game in REGISTRY else None
