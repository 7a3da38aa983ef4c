"""The list of games: one `Game` record per game, naming each of its parts by module.

A record names the game's rules module (which holds `RULES`), its table scene's module
(which holds `SCENE`) and, when it has one, its solver's module (which holds `solve`),
and says whether the shipped catalogue of proved-winnable deals has its deals. Its rules
page is game/help/<id>.txt (a game made outside the source, such as a test's, names its
own). Each part is imported by name with importlib when first asked for, by the layer
that uses it: the rules here (`rules_for`), the scene in game.scenes.games, the solver in
game.solver. So the rules import nothing above them, and opening one game loads no other
game's code.

PyInstaller bundles only the imports it can see, and an import by name is not one:
packaging/build.sh asks `named_modules` for every module the records name.

Adding a game: its rules module, its scene, its rules page (game/help/<id>.txt) and one
record in GAME_LIST; a solver and a catalogue are optional.
"""

import importlib
from collections.abc import Sequence
from dataclasses import dataclass

from game.usage import UsageError

from ..i18n import N_, _
from .errors import InvalidPosition


@dataclass(frozen=True)
class Game:
    id: str                         # e.g. "forty-thieves"
    name: str                       # e.g. "Forty Thieves", marked N_ (`title`: translated)
    rules: str                      # the module holding its RULES
    scene: str                      # the module holding its SCENE (a TableScene subclass)
    solver: str | None = None    # the module holding its solve(state, budget), if any
    catalogue: bool = False         # whether game/solver/winnable.json has its deals
    page: str | None = None      # its rules page's path, when not game/help/<id>.txt

    @property
    def title(self) -> str:
        """The game's name in the player's language."""
        return _(self.name)

    @property
    def goal(self) -> str:
        """The one line of what the game asks, in the player's language (its rules')."""
        return rules_for(self.id).goal


GAME_LIST = (
    Game("forty-thieves", N_("Forty Thieves"), "game.rules.forty_thieves",
         "game.scenes.games.forty_thieves", "game.solver.forty_thieves", catalogue=True),
    Game("whitehead", N_("Whitehead"), "game.rules.whitehead",
         "game.scenes.games.whitehead", "game.solver.whitehead", catalogue=True),
    Game("maze", N_("Maze"), "game.rules.maze",
         "game.scenes.games.maze", "game.solver.maze", catalogue=True),
    Game("wall", N_("Wall"), "game.rules.wall",
         "game.scenes.games.wall", "game.solver.wall", catalogue=True),
    Game("doublets", N_("Doublets"), "game.rules.doublets",
         "game.scenes.games.doublets", "game.solver.doublets", catalogue=True),
)

# game id -> its record, in the order the chooser and the statistics show them; a game
# added here while the game runs (a test's toy game) is known everywhere at once
REGISTRY = {game.id: game for game in GAME_LIST}


class GameIds(Sequence):
    """The ids of the games in REGISTRY, in its order, read afresh at each use."""

    def __getitem__(self, index):
        return tuple(REGISTRY)[index]

    def __len__(self):
        return len(REGISTRY)

    def __iter__(self):
        return iter(tuple(REGISTRY))

    def __repr__(self):
        return f"GameIds{tuple(REGISTRY)!r}"


GAMES = GameIds()

_CACHE = {}         # game id -> (its record, its GameRules)


def named_modules():
    """Every module the shipped records name: what a frozen build must carry."""
    return [module for game in GAME_LIST
            for module in (game.rules, game.scene, game.solver) if module]


def canonical_game_id(text):
    """The game id `text` names in any spelling people or Aisleriot use ("forty_thieves",
    "Forty Thieves", "FORTY-THIEVES"), or None when it names none of ours."""
    game = "-".join(text.replace("_", " ").replace("-", " ").lower().split())
    return game if game in REGISTRY else None


def parse_game(text: str) -> str:
    """The game id `text` names (see canonical_game_id); raises UsageError."""
    game = canonical_game_id(text)
    if game is None:
        # Translators: {game} is what was typed, quoted; {games} the game ids to type
        raise UsageError(_("unknown game {game} (choose from {games})").format(
            game=repr(text), games=", ".join(GAMES)))
    return game


def record(game) -> Game:
    """The record of `game`; raises InvalidPosition for an unknown id."""
    entry = REGISTRY.get(game)
    if entry is None:
        raise InvalidPosition(f"unknown game {game!r}: expected one of "
                              f"{', '.join(REGISTRY)}")
    return entry


def rules_for(game):
    """The GameRules instance of `game`; raises InvalidPosition for an unknown id."""
    entry = record(game)
    cached = _CACHE.get(game)
    if cached is None or cached[0] is not entry:
        cached = _CACHE[game] = (entry, importlib.import_module(entry.rules).RULES)
    return cached[1]
