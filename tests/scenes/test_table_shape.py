"""The table's shape (issue 12): a shared table that names no game, one scene per game
found through the registry, and a docstring atop each scene module (how large a module
grows is judgement, docs/architecture.md: split by job, never to meet a number)."""

import re
from pathlib import Path

import pytest

import game.scenes as scenes_package
from game.help_text import help_path
from game.rules.registry import REGISTRY
from game.rules import GAMES, rules_for
from game.scenes.games import scene_class
from game.scenes.table.scene import TableScene
from game.solver import solver_module

SCENES = Path(scenes_package.__file__).parent
TABLE = SCENES / "table"
# the table's parts the screens build on too; daily_marks names deals for every screen
SHARED = sorted(TABLE.glob("*.py")) + sorted(
    path for path in (SCENES / "common").glob("*.py") if path.name != "daily_marks.py")
# Wall's concepts, and any game's name: none belongs in the shared table
GAME_WORDS = re.compile(r"wall|attack|waste\d|group|forty|thieves|whitehead|maze|doublets"
                        r"|throne|guard", re.IGNORECASE)


@pytest.mark.parametrize("path", SHARED, ids=lambda p: p.parent.name + "/" + p.name)
def test_the_shared_table_names_no_game(path):
    found = [(n, line.strip()) for n, line in enumerate(path.read_text().splitlines(), 1)
             if GAME_WORDS.search(line)]
    assert not found, f"{path.name} speaks of a game: {found}"


@pytest.mark.parametrize("path", sorted(SCENES.rglob("*.py")), ids=lambda p: p.name)
def test_scene_modules_say_what_they_are(path):
    assert path.read_text().startswith('"""'), f"{path.name} has no docstring"


def test_each_game_has_its_own_scene_class():
    classes = {game: scene_class(game) for game in GAMES}
    assert len(set(classes.values())) == len(GAMES)
    for game, cls in classes.items():
        assert issubclass(cls, TableScene) and cls is not TableScene, game
        assert cls.__module__ == REGISTRY[game].scene, game


@pytest.mark.parametrize("game", GAMES)
def test_the_record_gives_every_part_of_a_game(game):
    entry = REGISTRY[game]
    assert rules_for(game).__module__ == entry.rules and rules_for(game).id == game
    assert entry.name == rules_for(game).title
    if entry.solver is not None:
        assert solver_module(game).__name__ == entry.solver
        assert hasattr(solver_module(game), "solve")
    else:
        with pytest.raises(ValueError, match="no solver"):
            solver_module(game)
    assert Path(help_path(game)).is_file()

