"""Which language the game speaks: the command line's --lang, else the one chosen in
Settings, else the system's, else English; and the codes a player may name (those with
a catalogue in this build)."""

from __future__ import annotations

import os
from collections.abc import Sequence

from . import catalogue
from .languages import BY_CODE, LANGUAGES, SOURCE, match
from .system_language import system_language


def shipped_codes() -> list[str]:
    """English and every language whose catalogue this build carries, in the list's
    order. Looked for afresh each time, in plain string paths, as the start asks a few
    times."""
    root = os.fspath(catalogue.locale_dir())

    def carried(code: str) -> bool:
        base = os.path.join(root, code, "LC_MESSAGES", catalogue.DOMAIN)
        return os.path.exists(base + ".po") or os.path.exists(base + ".mo")
    return [language.code for language in LANGUAGES
            if language.code == SOURCE or carried(language.code)]


def shipped_code(text: str) -> str | None:
    """The shipped language `text` names ("de", "pt_BR", "pt-br", "zh-TW"), or None."""
    exact = {code.lower(): code for code in shipped_codes()}
    code = exact.get(text.strip().replace("-", "_").lower()) or match(text)
    return code if code in shipped_codes() else None


def chosen_language(asked: str | None, saved: str | None, system: str | None = None) -> str:
    """The language to speak: `asked` on the command line wins, then `saved` in the
    settings (when still shipped), then the system's (`system`, default: read now)."""
    for code in (asked, saved):
        if code and code in BY_CODE and code in shipped_codes():
            return code
    code = system if system is not None else system_language()
    return code if code in shipped_codes() else SOURCE


def asked_language(argv: Sequence[str]) -> str | None:
    """The value of --lang in `argv`, read before the parser is built (the parser's own
    help and errors are in that language); None when absent or not shipped (the parser
    then says what is wrong)."""
    for index, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and index + 1 < len(argv):
            return shipped_code(argv[index + 1])
        if arg.startswith("--lang="):
            return shipped_code(arg.partition("=")[2])
    return None
