"""docs/architecture.md stays true to the code (issue 21): every file or folder it names
in backticks exists, and the GameRules methods it lists as "must override" are exactly
those that raise NotImplementedError in game/rules/base.py."""

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
PATH = re.compile(r"`([\w.-]*/[\w./<>-]*)`")


def named_paths(text: str) -> set:
    """Every `path/like` token in backticks, but for patterns such as game/help/<id>.txt."""
    return {found.rstrip("/") for found in PATH.findall(text) if "<" not in found}


def must_override(text: str) -> set:
    """The method names in the bullet list after "Must override"."""
    section = text.split("Must override", 1)[1].split("May override", 1)[0]
    return set(re.findall(r"^- `(\w+)\(", section, re.MULTILINE))


def abstract_methods() -> set:
    """GameRules methods whose body raises NotImplementedError."""
    tree = ast.parse((ROOT / "game" / "rules" / "base.py").read_text(encoding="utf-8"))
    rules = next(node for node in tree.body
                 if isinstance(node, ast.ClassDef) and node.name == "GameRules")
    found = set()
    for method in rules.body:
        if isinstance(method, ast.FunctionDef):
            for node in ast.walk(method):
                if isinstance(node, ast.Raise) and node.exc is not None and \
                        "NotImplementedError" in ast.unparse(node.exc):
                    found.add(method.name)
    return found


def test_every_path_the_doc_names_exists():
    paths = named_paths(DOC)
    assert len(paths) > 30                      # the doc does name the files it describes
    missing = sorted(path for path in paths
                     if not (ROOT / path).exists() and not Path(path).exists())
    assert missing == []


def test_the_path_check_would_catch_a_renamed_file():
    text = "see `game/render/painter.py` and `game/render/paintr.py`, `game/help/<id>.txt`"
    assert named_paths(text) == {"game/render/painter.py", "game/render/paintr.py"}
    assert not (ROOT / "game/render/paintr.py").exists()


def test_must_override_lists_exactly_what_the_base_leaves_undone():
    listed = must_override(DOC)
    assert listed, "no must-override list found"
    assert listed == abstract_methods()


def test_the_readme_links_to_the_doc():
    assert "(docs/architecture.md)" in (ROOT / "README.md").read_text(encoding="utf-8")
