"""The active catalogue: which language's messages the gettext functions return.

Catalogues are `game/locale/<code>/LC_MESSAGES/aisle-five.po`, written by the team. The
standalone build and the tests compile each to an `.mo` beside it; a checkout that has
none yet compiles the `.po` on first use into the user's cache (Babel), so `python
main.py --lang de` works on a fresh machine. A catalogue that is missing or damaged
leaves the game in English with one logged warning, never a crash.
"""

from __future__ import annotations

import gettext
import os
from pathlib import Path

import platformdirs

from ..resources import APP_NAME, resource_path
from .languages import SOURCE

DOMAIN = "aisle-five"

_active: gettext.NullTranslations = gettext.NullTranslations()
_code = SOURCE


def locale_dir() -> Path:
    return resource_path("game", "locale")


def po_path(code: str) -> Path:
    return locale_dir() / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(code: str) -> Path:
    return po_path(code).with_suffix(".mo")


def cache_dir() -> Path:
    """Where a checkout's catalogues are compiled; AISLE_FIVE_CACHE overrides (tests)."""
    override = os.environ.get("AISLE_FIVE_CACHE")
    if override:
        return Path(override)
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False)) / "locale"


def compile_po(po: Path, mo: Path) -> None:
    """Write `po`'s messages to `mo` (fuzzy ones left out, as msgfmt does)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as source:
        catalog = read_po(source)
    mo.parent.mkdir(parents=True, exist_ok=True)
    partial = mo.with_name(mo.name + ".part")
    with partial.open("wb") as target:
        write_mo(target, catalog)
    partial.replace(mo)


def compiled(code: str) -> Path | None:
    """The `.mo` of that language, compiled now if only the `.po` is there; None when the
    language has no catalogue."""
    bundled, po = mo_path(code), po_path(code)
    if not po.exists():
        return bundled if bundled.exists() else None
    if bundled.exists() and bundled.stat().st_mtime >= po.stat().st_mtime:
        return bundled
    import hashlib  # a checkout's only: a build has its .mo files
    stamp = hashlib.sha1(po.read_bytes()).hexdigest()[:16]
    cached = cache_dir() / f"{code}-{stamp}.mo"
    if not cached.exists():
        compile_po(po, cached)
    return cached


def load(code: str) -> gettext.NullTranslations:
    """That language's messages; English (the messages as written) when it has no usable
    catalogue, with one warning in the log."""
    if code == SOURCE:
        return gettext.NullTranslations()
    try:
        mo = compiled(code)
        if mo is None:
            raise FileNotFoundError(f"no catalogue for {code}")
        with mo.open("rb") as data:
            return gettext.GNUTranslations(data)
    except Exception as error:      # a damaged file must never stop the game
        import logging  # imported only when needed: the window opens sooner
        logging.getLogger(__name__).warning(
            "the %s catalogue could not be read, so English is shown: %s", code, error)
        return gettext.NullTranslations()


def install(code: str, translations: gettext.NullTranslations | None = None) -> None:
    """Make `code` the language of every message from now on."""
    global _active, _code
    _active = load(code) if translations is None else translations
    _code = code


def active_language() -> str:
    return _code


def _(message: str) -> str:
    return _active.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    return _active.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    return _active.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    return _active.npgettext(context, singular, plural, count)


def N_(message: str) -> str:
    """Marks a message for the catalogue where it is written; `_` translates it where it
    is shown (a module constant is made before the language is known)."""
    return message
