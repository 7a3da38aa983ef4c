"""A pseudo-language for tests: every message that Babel extracts from the sources comes
back with its letters written in fullwidth forms (ａｂｃ), its {placeholders} (and
argparse's %s) kept, so a text that still shows two ASCII letters in a row was not made
of translated messages: a literal that bypassed `_`, or a message passed to `_` that no
`N_` marked.

    with speaking_pseudo("game/rules"):
        text = rules.hint(state).text       # "Ｍｏｖｅ 7♥ ｏｎｔｏ 8♥"
"""

from __future__ import annotations

import contextlib
import functools
import gettext
import re
from pathlib import Path

from babel.messages.extract import extract_from_file

from game.i18n import catalogue

ROOT = Path(__file__).resolve().parents[2]
# a {placeholder}, or one of argparse's %-format specifiers (game/usage.py)
PLACEHOLDER = re.compile(r"(\{[^{}]*\}|%\([^)]*\)[sdr]|%[sdr%])")
ASCII_WORD = re.compile(r"[A-Za-z]{2,}")


def pseudo(text: str) -> str:
    """`text` with every ASCII letter outside a placeholder made fullwidth."""
    parts = PLACEHOLDER.split(text)
    return "".join(part if PLACEHOLDER.fullmatch(part) else
                   "".join(chr(ord(c) + 0xFEE0) if c.isascii() and c.isalpha() else c
                           for c in part)
                   for part in parts)


@functools.cache
def messages(*folders: str) -> frozenset:
    """The msgids (with their context, if any: (context, msgid)) Babel extracts from the
    Python files under `folders` (relative to the repository), with the keywords the
    catalogue is extracted with."""
    found = set()
    for folder in folders:
        base = ROOT / folder
        paths = [base] if base.suffix == ".py" else sorted(base.rglob("*.py"))
        for path in paths:
            for _line, message, _comments, context in extract_from_file("python", str(path)):
                singular = message[0] if isinstance(message, tuple) else message
                found.add((context, singular) if context else singular)
    return frozenset(found)


class PseudoTranslations(gettext.NullTranslations):
    """The pseudo-language of the messages in `known`; any other text comes back as it was
    (and shows its ASCII words)."""

    def __init__(self, known: frozenset):
        super().__init__()
        self.known = known

    def gettext(self, message):
        return pseudo(message) if message in self.known else message

    def ngettext(self, singular, plural, n):
        text = singular if n == 1 else plural
        return pseudo(text) if singular in self.known else text

    def pgettext(self, context, message):
        return pseudo(message) if (context, message) in self.known else message

    def npgettext(self, context, singular, plural, n):
        text = singular if n == 1 else plural
        return pseudo(text) if (context, singular) in self.known else text


@contextlib.contextmanager
def speaking_pseudo(*folders: str, code: str = "de"):
    """The pseudo-language active (numbers and dates as `code` writes them) for the
    messages found under `folders`; English again afterwards. A language installed
    meanwhile (the command line installs --lang's or the system's) speaks it too."""
    translations = PseudoTranslations(messages(*folders))
    load = catalogue.load
    catalogue.load = lambda _code: translations
    catalogue.install(code, translations)
    try:
        yield
    finally:
        catalogue.load = load
        catalogue.install("en", gettext.NullTranslations())


def english_words(text: str) -> list[str]:
    """The runs of two or more ASCII letters in `text`: words no translation went over."""
    return ASCII_WORD.findall(text)
