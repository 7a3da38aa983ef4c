"""What makes a shipped catalogue complete and right: every message of the template
translated in every plural form, nothing fuzzy or stale, the same named placeholders,
and Babel's and msgfmt's own checks."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]

PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")
PRINTF = re.compile(r"%(?:\(\w+\))?[-#0 +]*\d*(?:\.\d+)?[sdifr%]")


def read(path: Path) -> Catalog:
    with path.open("rb") as source:
        return read_po(source)


def names(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text.replace("{{", "").replace("}}", "")))


def problems(po: Path, template: Catalog) -> list[str]:
    """Everything wrong with the catalogue at `po` against the template (empty: right)."""
    catalog = read(po)
    found = []
    have = {}
    for message in catalog:
        if not message.id:
            continue
        key = message.id if isinstance(message.id, str) else message.id[0]
        have[(message.context, key)] = message
    for message in template:
        if not message.id:
            continue
        key = message.id if isinstance(message.id, str) else message.id[0]
        own = have.get((message.context, key))
        label = f"{message.context + ': ' if message.context else ''}{key!r}"
        if own is None:
            found.append(f"missing {label}")
            continue
        if own.fuzzy:
            found.append(f"fuzzy {label}")
        forms = own.string if isinstance(own.string, (list, tuple)) else [own.string]
        if isinstance(message.id, (list, tuple)) and len(forms) != catalog.num_plurals:
            found.append(f"{len(forms)} plural forms, not {catalog.num_plurals}: {label}")
        if not all(forms):
            found.append(f"untranslated {label}")
            continue
        english = message.id if isinstance(message.id, (list, tuple)) else [message.id]
        expected = set().union(*(names(text) for text in english))
        used = set().union(*(names(text) for text in forms))
        if used - expected:
            found.append(f"unknown placeholder {sorted(used - expected)} in {label}")
        plain = isinstance(message.id, str)
        if (plain and used != expected) or (not plain and expected - used - {"count"}):
            found.append(f"placeholder {sorted(expected - used)} left out of {label}")
        if sorted(PRINTF.findall(" ".join(forms))) != sorted(
                PRINTF.findall(" ".join(english))) and len(english) == 1:
            found.append(f"printf directive changed in {label}")
    keys = {(message.context, message.id if isinstance(message.id, str) else message.id[0])
            for message in template if message.id}
    found += [f"stale {key!r}" for key in have if key not in keys]
    found += [f"obsolete {message.id!r}" for message in catalog.obsolete.values()]
    for message, errors in catalog.check():
        found += [f"{message.id!r}: {error}" for error in errors]
    return found + msgfmt_problems(po)


def msgfmt_problems(po: Path) -> list[str]:
    """GNU msgfmt --check's complaints (the header, plural formula, formats), when
    gettext is installed (.ci/debian-packages.txt installs it)."""
    msgfmt = shutil.which("msgfmt")
    if msgfmt is None:
        return []
    done = subprocess.run([msgfmt, "--check", "-o", "/dev/null", str(po)],
                          capture_output=True, text=True)
    return [] if done.returncode == 0 else [f"msgfmt: {line}"
                                            for line in done.stderr.splitlines()]


def template_messages(root: Path) -> set[tuple]:
    """(context, message id) of every message the sources mark, extracted now the way
    `pybabel extract -F babel.cfg` does."""
    from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
    method_map = [("main.py", "python"), ("game/**.py", "python"),
                  ("sprites/**.py", "python"), ("sounds/**.py", "python")]
    found = set()
    for _file, _line, message, _comments, context in extract_from_dir(
            str(root), method_map, keywords=DEFAULT_KEYWORDS):
        found.add((context, message if isinstance(message, str) else message[0]))
    return found
