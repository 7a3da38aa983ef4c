"""The language the player's system is set to: LANGUAGE, LC_ALL, LC_MESSAGES and LANG on
Linux (in gettext's order), the user-interface language on Windows and macOS."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping

from .languages import SOURCE, match


def system_language(environ: Mapping[str, str] | None = None,
                    platform: str | None = None) -> str:
    """The first shipped language the system asks for, else English."""
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    for tag in requested(environ, platform):
        code = match(tag)
        if code:
            return code
    return SOURCE


def requested(environ: Mapping[str, str], platform: str) -> list[str]:
    """The system's language tags, most wanted first."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            tags = value.split(":") if name == "LANGUAGE" else [value]
            if name == "LANGUAGE" and environ.get("LC_ALL", environ.get("LANG", "")) in (
                    "C", "POSIX"):
                continue            # gettext ignores LANGUAGE under the C locale
            return tags
    if platform == "win32":
        return [windows_language()]
    if platform == "darwin":
        return mac_languages()
    return []


def windows_language() -> str:
    import ctypes
    import locale
    try:
        lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()
    except (AttributeError, OSError):
        return ""
    return locale.windows_locale.get(lcid, "")


def mac_languages() -> list[str]:
    import subprocess
    try:
        out = subprocess.run(["defaults", "read", "-g", "AppleLanguages"],
                             capture_output=True, text=True, timeout=2).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return [part.strip(' \n"(),') for part in out.split(",") if part.strip(' \n"(),')]
