"""The README stays a short guide that tells the truth (issue 21): at most 150 lines, no
dated runs, load figures or measurements (those live in benchmarks/RESULTS.md), and every
key, command-line option and environment variable the code has is in it."""

import re
from pathlib import Path

from game.cli import build_parser
from game.scenes.common.commands import COMMANDS

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
FIGURE = re.compile(r"\b20\d\d-\d\d-\d\d\b|load average|\bload \d|measured|"
                    r"\d(\.\d+)? ?(ms|MiB|MB|GiB|fps|moves/s)\b", re.IGNORECASE)


def test_the_readme_is_at_most_150_lines():
    assert len(README.splitlines()) <= 150


def test_the_readme_carries_no_dated_run_or_measurement():
    assert [line for line in README.splitlines() if FIGURE.search(line)] == []


def test_the_figure_check_would_catch_the_old_notebook_lines():
    for line in ("measured 2026-11-26 on 2 cores", "load average 0.85–1.95",
                 "| one folder | 71 MB |", "median 1.5–2.6 ms", "42.2 / 54.0 MiB"):
        assert FIGURE.search(line), line


def readme_keys() -> set:
    """The keys the README's Keys table names: its first and third cells, split at commas."""
    section = README.split("\n## Keys\n", 1)[1].split("\n## ", 1)[0]
    keys = set()
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("|") and cells[0] != "keys" and not set(cells[0]) <= {"-"}:
            for cell in cells[0::2]:
                keys.update(key.strip() for key in cell.split(",") if key.strip())
    return keys


def test_every_key_on_the_keys_page_is_in_the_readme_keys_table():
    keys = {key.text for command in COMMANDS for key in command.keys}
    assert len(keys) > 20
    assert sorted(keys - readme_keys()) == []


def test_every_command_line_option_is_in_the_readme():
    options = [option for action in build_parser()._actions
               for option in action.option_strings if option.startswith("--")]
    assert "--seed" in options
    assert [option for option in options if option != "--help" and option not in README] == []


def test_every_environment_variable_of_ours_is_in_the_readme():
    names = set()
    for folder in ("game", "sprites", "sounds", "tests", "packaging"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in (".py", ".sh"):
                names.update(re.findall(r"AISLE_FIVE_[A-Z_]+",
                                        path.read_text(encoding="utf-8")))
    assert "AISLE_FIVE_DATA" in names
    assert sorted(name for name in names if name not in README) == []
