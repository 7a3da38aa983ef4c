"""One-way layers (issue 21): lint-imports keeps pyproject.toml's contracts (each layer
imports only those below it, imports inside functions counted; the rules and the solver
import no pygame), every module under game/ is in a layer, the games list names each
game's parts in their own layers, and no modules import each other in a circle."""

import ast
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from game.rules.registry import GAME_LIST

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("game", "sprites", "sounds")


def _contracts():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return config["tool"]["importlinter"]["contracts"]


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules():
    return {_module_name(path): path for package in PACKAGES
            for path in (ROOT / package).rglob("*.py")}


def _imports(name: str, path: Path, modules=()):
    """Every module `name` imports, at module level or inside functions (`from P import
    M` imports the module P.M when it is one of `modules`, else P)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            for alias in node.names:
                yield f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base


@pytest.mark.skipif(shutil.which("lint-imports") is None, reason="import-linter missing")
def test_lint_imports_keeps_every_contract():
    done = subprocess.run(["lint-imports"], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


def test_every_module_of_the_game_is_in_a_layer():
    layers = next(c for c in _contracts() if c["type"] == "layers")["layers"]
    named = [part.strip() for layer in layers for part in layer.replace(":", "|").split("|")]
    outside = [name for name in _modules() if name.startswith("game.")
               and not any(name == top or name.startswith(top + ".") for top in named)]
    assert not outside, f"in no layer of pyproject.toml: {outside}"


def test_the_rules_and_the_solver_import_no_pygame():
    modules = _modules()
    found = [(name, imported) for name, path in modules.items()
             if name.startswith(("game.rules", "game.solver"))
             for imported in _imports(name, path) if imported.split(".")[0] == "pygame"]
    assert not found
    code = ("import sys, game.rules, game.solver, game.solver.worker_main; "
            "from game.rules import GAMES, rules_for, new_game\n"
            "from game.solver import has_solver, solve\n"
            "for game in filter(has_solver, GAMES): solve(new_game(game, 1), time_limit=0.05)\n"
            "print('pygame' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.stdout == "False\n", done.stderr


def test_the_games_list_names_each_part_in_its_own_layer():
    """A record names its game's modules as text, which lint-imports cannot follow: its
    rules must be a module of game.rules, its scene of game.scenes.games and its solver of
    game.solver, and resolving every game's rules loads nothing of the layers above."""
    for entry in GAME_LIST:
        stem = entry.id.replace("-", "_")
        assert entry.rules == f"game.rules.{stem}", entry
        assert entry.scene == f"game.scenes.games.{stem}", entry
        assert entry.solver in (None, f"game.solver.{stem}"), entry
        assert entry.page is None, entry        # shipped pages are game/help/<id>.txt
    code = ("import sys\nfrom game.rules import GAMES, rules_for\n"
            "for game in GAMES: rules_for(game)\n"
            "print(sorted(m for m in sys.modules if m.startswith(('game.', 'pygame'))\n"
            "             and not m.startswith(('game.rules', 'game.resources', 'game.usage',\n"
            "                                   'game.i18n', 'game.calendar_clock'))))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.stdout == "[]\n", done.stdout + done.stderr


def test_no_modules_import_each_other_in_a_circle():
    """Tarjan's strongly connected components over every import, functions' included."""
    modules = _modules()
    edges = {name: {imported for imported in _imports(name, path, modules)
                    if imported in modules and imported != name}
             for name, path in modules.items()}
    index, low, stack, on_stack, circles = {}, {}, [], set(), []

    def visit(start):
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        circles.append(sorted(group))
            elif child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(sorted(edges[child]))))
            elif child in on_stack:
                low[node] = min(low[node], index[child])

    for name in sorted(modules):
        if name not in index:
            visit(name)
    assert not circles, circles
