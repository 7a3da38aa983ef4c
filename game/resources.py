"""Where files come from: bundled resources (package dir or sys._MEIPASS) and user data."""

import os
import sys
from functools import cache
from pathlib import Path

import platformdirs

APP_NAME = "aisle-five"


@cache
def project_root() -> Path:
    """The folder holding main.py, game/, sprites/ and sounds/ (or PyInstaller's bundle);
    found once, as every resource's path starts with it."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    """A bundled resource, e.g. resource_path("sprites", "fonts", "DejaVuSans.ttf")."""
    return project_root().joinpath(*parts)


def user_data_dir() -> Path:
    """Where saves, statistics and settings live; AISLE_FIVE_DATA overrides (tests)."""
    override = os.environ.get("AISLE_FIVE_DATA")
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
