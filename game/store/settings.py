"""The player's settings: animation speed, sound, click-to-move, winnable deals only,
the last game played.

Stored as settings.json in the user's data directory; unknown or bad values fall back to
their defaults one by one, so an old or hand-edited file never stops the game.
"""

from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Optional

from game.resources import user_data_dir
from game.store.jsonfile import read_json, write_json

SPEEDS = ("normal", "fast", "off")
SPEED_FACTORS = {"normal": 1.0, "fast": 0.45, "off": 0.0}


@dataclass
class Settings:
    animation: str = "normal"        # one of SPEEDS
    muted: bool = False
    click_to_move: bool = False
    winnable_only: bool = False      # New game deals only deals the solver proved winnable
    last_game: Optional[str] = None

    @property
    def speed(self) -> float:
        """Multiplier for animation durations (0 = no animation)."""
        return SPEED_FACTORS[self.animation]

    def next_speed(self) -> str:
        self.animation = SPEEDS[(SPEEDS.index(self.animation) + 1) % len(SPEEDS)]
        return self.animation


def settings_path() -> Path:
    return user_data_dir() / "settings.json"


def _valid(name: str, value) -> bool:
    if name == "animation":
        return value in SPEEDS
    if name in ("muted", "click_to_move", "winnable_only"):
        return isinstance(value, bool)
    if name == "last_game":
        from game.rules import GAMES
        return value is None or value in GAMES
    return False


def load_settings(path: Optional[Path] = None) -> Settings:
    data = read_json(path or settings_path()) or {}
    settings = Settings()
    for field in fields(Settings):
        if field.name in data and _valid(field.name, data[field.name]):
            setattr(settings, field.name, data[field.name])
    return settings


def save_settings(settings: Settings, path: Optional[Path] = None) -> None:
    write_json(path or settings_path(), asdict(settings))
