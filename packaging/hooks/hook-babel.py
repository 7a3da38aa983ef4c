"""PyInstaller's hook for Babel, in place of its own: only the locale data of the
languages Aisle Five ships (and the locales they inherit from), not all 1,100 locales,
so the one-file build carries a few of Babel's megabytes instead of thirty."""

import os
import sys

import babel

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from game.i18n.languages import LANGUAGES  # noqa: E402  (the project's own list)

hiddenimports = ["babel.dates", "babel.localedata", "babel.plural", "babel.numbers"]


def needed_locales() -> set[str]:
    """Each shipped locale and its parents: zh_Hant_TW -> zh_Hant, zh; then root."""
    needed = {"root"}
    for language in LANGUAGES:
        parts = language.locale.split("_")
        needed.update("_".join(parts[:end]) for end in range(1, len(parts) + 1))
    return needed


folder = os.path.dirname(babel.__file__)
datas = [(os.path.join(folder, "global.dat"), "babel")]
datas += [(os.path.join(folder, "locale-data", f"{name}.dat"), "babel/locale-data")
          for name in sorted(needed_locales())
          if os.path.exists(os.path.join(folder, "locale-data", f"{name}.dat"))]
