"""The table's shape (issue 12): a shared table that names no game, one scene per game
found through the registry, and a docstring atop each scene module (how large a module
grows is judgement, docs/architecture.md: split by job, never to meet a number)."""

import ast
import gc
import inspect
import re
import tempfile
import textwrap
import weakref
from pathlib import Path

import pytest

import game.scenes as scenes_package
from game.engine.scene import Scene
from game.help_text import help_path
from game.rules import GAMES, rules_for
from game.rules.registry import REGISTRY
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


# ----- the house, declared (issue 27): a table of narrow parts ---------------------------
def own_members(cls) -> set:
    """What a class and its bases up to the engine's Scene define: methods, properties
    and class attributes, and every instance attribute their methods assign to self."""
    names = set()
    for klass in cls.__mro__:
        if klass in (Scene, object):
            continue
        names |= {name for name in vars(klass) if not name.startswith("__")}
        for node in ast.walk(ast.parse(textwrap.dedent(inspect.getsource(klass)))):
            if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) \
                    and isinstance(node.value, ast.Name) and node.value.id == "self":
                names.add(node.attr)
    return names


def test_the_table_scene_is_small_and_has_no_mixin():
    """Beyond the engine Scene's own interface (draw, update, the touch and speech hooks
    every scene may answer), the table holds its parts and little else."""
    interface = {name for name in vars(Scene) if not name.startswith("__")}
    members = own_members(TableScene) - interface
    assert len(members) <= 24, sorted(members)
    assert TableScene.__bases__ == (Scene,)
    assert {"click", "drop", "act", "sync", "show_won"}.isdisjoint(members)  # its parts'


def test_a_member_count_counts_what_mixins_and_assignments_add():
    class Mixin:
        def opened(self):
            self.shown = True

    class Counted(Mixin, Scene):
        kind = "x"

        def __init__(self, app):
            super().__init__(app)
            self.part = None

    assert own_members(Counted) == {"opened", "shown", "kind", "part"}


# the table's parts that must never be given the table (Stage and TableScreens are given
# it, and hold it by a weak reference only; see below)
PARTS = ("board", "ui", "voice", "bars", "play", "hooks", "motion", "advisor", "input",
         "painter", "frame_builder")


def strong_references(obj):
    """The objects `obj` refers to by its attributes, one level into lists, tuples and
    dicts (a weak proxy or a weak reference is no strong reference)."""
    values = list(vars(obj).values()) if hasattr(obj, "__dict__") else []
    for value in list(values):
        if isinstance(value, (list, tuple)):
            values.extend(value)
        elif isinstance(value, dict):
            values.extend(value.values())
    return [v for v in values
            if not isinstance(v, (weakref.ProxyType, weakref.CallableProxyType, weakref.ref))]


@pytest.mark.parametrize("game", GAMES)
def test_no_part_of_a_table_holds_the_table(app, game):
    from tests.scenes.table_helpers import open_table
    table = open_table(app, game, 3)
    input_ = table.input
    parts = [getattr(table, name) for name in PARTS] + [
        input_.keyboard, input_.pad, input_.drag, table.frame_builder.status]
    for part in parts:
        assert not any(ref is table for ref in strong_references(part)), type(part).__name__
        params = inspect.signature(type(part)).parameters
        assert "scene" not in params, f"{type(part).__name__} is given a scene"
    # the two that are given the table hold it weakly, and nothing else of it
    assert table.stage.scene() is table and table.screens.table() is table
    assert not any(ref is table for ref in strong_references(table.stage))
    assert not any(ref is table for ref in strong_references(table.screens))


def scene_reads(path: Path) -> dict:
    """Attribute name -> lines, of what a module reads off a table it is handed whole: a
    parameter named `scene` or `table`, or the commands' `s` (a command runs on one)."""
    tree = ast.parse(path.read_text())
    handed = {"scene", "table"} | ({"s"} if path.name == "commands.py" else set())
    reads = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and node.value.id in handed:
            reads.setdefault(node.attr, []).append(node.lineno)
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute) \
                and node.value.attr == "scene":
            reads.setdefault(node.attr, []).append(node.lineno)
    return reads


@pytest.mark.parametrize("path", sorted(TABLE.glob("*.py")), ids=lambda p: p.name)
def test_no_table_module_reads_much_of_a_table_handed_whole(path):
    reads = scene_reads(path)
    assert len(reads) <= 10, f"{path.name} reads {sorted(reads)} of a table"


def test_the_reads_counted_are_the_ones_written():
    source = "def f(scene):\n    return scene.a + scene.b.c\n"
    path = Path(tempfile.mkdtemp()) / "example.py"
    path.write_text(source)
    assert sorted(scene_reads(path)) == ["a", "b"]


@pytest.mark.parametrize("game", GAMES)
def test_a_closed_table_is_freed_by_reference_counting_alone(make_app, game):
    """With the collector off, a table that was played (moves, a drag and flights under
    way, a hint, a page over it, a replay) dies when the app shows another scene, and so
    do its painter and its replay."""
    app = make_app()
    app.show_chooser()
    collections = []

    def collected(phase, info):
        if phase == "start":
            collections.append(info["generation"])

    gc.collect()
    gc.disable()
    gc.callbacks.append(collected)
    try:
        gone = played_and_left(app, game)
        app.show_chooser()
        app.draw()
        assert [ref() for ref in gone] == [None] * len(gone)
        assert collections == []
    finally:
        gc.callbacks.remove(collected)
        gc.enable()


def played_and_left(app, game):
    """Play at a table of `game`, replay it, leave cards in the air: weak references to
    the table, its painter, its play and the replay."""
    from game.scenes.common import commands
    from game.scenes.records import table_record
    from game.scenes.replay import open_replay
    table = app.start_game(game, 5)
    app.draw()
    for _ in range(3):
        legal = table.board.rules.legal_moves(table.board.state)
        if legal:
            table.play.act(legal[:1])
        app.update(1 / 60)
        app.draw()
    table.play.command(commands.HINT)
    replay = open_replay(app.services, table_record(table))
    app.draw()
    if replay is not None:
        replay.run_control("play")
        app.update(1 / 60)
        app.draw()
        replay.close()
    table.play.command(commands.KEYS)            # a page left open over the table
    app.draw()
    table.play.undo()                            # flights under way as it closes
    app.update(1 / 60)
    refs = [weakref.ref(table), weakref.ref(table.painter), weakref.ref(table.play),
            weakref.ref(table.board)]
    return refs + ([weakref.ref(replay)] if replay is not None else [])
