"""Finds string literals a player could see that do not go through the translation
functions: the scan behind tests/i18n/test_no_literals.py."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TRANSLATORS = {"_", "N_", "ngettext", "pgettext", "npgettext"}
# calls whose string arguments a player never sees
QUIET_CALLS = {
    "debug", "info", "warning", "error", "exception", "critical", "log",   # logging
    "getattr", "setattr", "hasattr", "startswith", "endswith", "split", "rsplit",
    "strip", "replace", "join", "format_skeleton", "get", "pop", "setdefault",
    "resource_path", "Path", "open", "environ", "getenv", "isinstance", "register",
    "TypeError", "ValueError", "KeyError", "RuntimeError", "AssertionError",
    "NotImplementedError", "AttributeError", "LookupError", "OSError", "IndexError",
    "namedtuple", "TypeVar", "field", "cast", "SysFont", "Font", "encode", "decode",
    "strftime", "strptime", "fromisoformat", "re", "compile", "match", "search", "sub",
    "fullmatch", "findall",
}
WORDS = re.compile(r"[A-Za-z]{2,}")
# a string made only of an identifier-like token (keys, ids, file names, formats)
CODE_LIKE = re.compile(r"^[\w./:%{}\-+#<>=*\[\]()!?,|&^~@$\\]*$")
ALLOW_MARK = "# i18n: not shown"


def player_words(text: str) -> bool:
    """Does this literal hold words a player would read?"""
    if not WORDS.search(text):
        return False
    stripped = text.strip()
    if CODE_LIKE.match(stripped) and not (stripped[:1].isupper() and stripped[1:2].islower()):
        return False
    return True


def call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


class Scan(ast.NodeVisitor):
    def __init__(self, lines: list[str]):
        self.lines = lines
        self.found: list[tuple[int, str]] = []
        self.quiet = 0

    def visit_Call(self, node: ast.Call):
        name = call_name(node)
        if name in TRANSLATORS or name in QUIET_CALLS:
            self.quiet += 1
            self.generic_visit(node)
            self.quiet -= 1
        else:
            self.generic_visit(node)

    def visit_Subscript(self, node: ast.Subscript):
        self.visit(node.value)
        self.quiet += 1
        self.visit(node.slice)
        self.quiet -= 1

    def visit_Compare(self, node: ast.Compare):
        self.quiet += 1
        self.generic_visit(node)
        self.quiet -= 1

    def visit_Dict(self, node: ast.Dict):
        self.quiet += 1
        for key in node.keys:
            if key is not None:
                self.visit(key)
        self.quiet -= 1
        for value in node.values:
            self.visit(value)

    def visit_Expr(self, node: ast.Expr):
        if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            return                              # a docstring or a bare string
        self.generic_visit(node)

    def visit_JoinedStr(self, node: ast.JoinedStr):
        text = "".join(part.value for part in node.values
                       if isinstance(part, ast.Constant) and isinstance(part.value, str))
        self.check(node, text)
        for part in node.values:
            if isinstance(part, ast.FormattedValue):
                self.visit(part.value)

    def visit_Constant(self, node: ast.Constant):
        if isinstance(node.value, str):
            self.check(node, node.value)

    def check(self, node: ast.AST, text: str):
        if self.quiet or not player_words(text):
            return
        line = self.lines[node.lineno - 1]
        if ALLOW_MARK in line:
            return
        self.found.append((node.lineno, text))


def untranslated(path: Path) -> list[tuple[int, str]]:
    source = path.read_text(encoding="utf-8")
    scan = Scan(source.splitlines())
    scan.visit(ast.parse(source))
    return scan.found


def scanned_files() -> list[Path]:
    files = sorted((ROOT / "game" / "scenes").rglob("*.py"))
    files += sorted((ROOT / "sprites").rglob("*.py"))
    files += [ROOT / "game" / "cli.py", ROOT / "game" / "usage.py", ROOT / "game" / "options.py"]
    return [path for path in files if "courts" not in path.parts]
