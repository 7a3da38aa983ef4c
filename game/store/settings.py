"""The player's settings: animation speed, sound and its volume, click-to-move, winnable
deals only, full screen, card back, felt colour, four-colour suits, card style, when the
winnable status shows, the last game played.

Stored as settings.json in the user's data directory; unknown or bad values fall back to
their defaults one by one, so an old or hand-edited file never stops the game.
"""

from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Optional

from game.resources import user_data_dir
from game.rules.registry import GAMES
from game.store.jsonfile import read_json, write_json

SPEEDS = ("normal", "fast", "off")
SPEED_FACTORS = {"normal": 1.0, "fast": 0.45, "off": 0.0}
CARD_BACKS = ("blue", "red", "green", "purple")    # the back's colour scheme
FELTS = ("green", "blue", "red", "grey")            # the table's felt colour
WINNABLE_STATUS = ("on request", "always")          # when the solver's verdict shows
CARD_STYLES = ("classic", "large-print")            # the faces' design


@dataclass
class Settings:
    animation: str = "normal"        # one of SPEEDS
    muted: bool = False
    volume: float = 0.8              # 0.0 .. 1.0, for every sound
    click_to_move: bool = False
    winnable_only: bool = False      # New game deals only deals the solver proved winnable
    fullscreen: bool = True          # the last choice of F11 / Alt+Enter / the settings
    card_back: str = "blue"          # one of CARD_BACKS
    felt: str = "green"              # one of FELTS
    four_colour: bool = False        # diamonds blue and clubs green, for readability
    show_winnable: str = "on request"   # one of WINNABLE_STATUS
    card_style: str = "classic"      # one of CARD_STYLES
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
    if name in ("muted", "click_to_move", "winnable_only", "fullscreen", "four_colour"):
        return isinstance(value, bool)
    if name == "volume":
        return (isinstance(value, (int, float)) and not isinstance(value, bool)
                and 0.0 <= value <= 1.0)
    if name == "card_back":
        return value in CARD_BACKS
    if name == "felt":
        return value in FELTS
    if name == "show_winnable":
        return value in WINNABLE_STATUS
    if name == "card_style":
        return value in CARD_STYLES
    if name == "last_game":
        return value is None or value in GAMES
    return False


def load_settings(path: Optional[Path] = None, report=None) -> Settings:
    """The settings in `path`; a damaged file is set aside and `report`ed (one line)."""
    data = read_json(path or settings_path(), report) or {}
    settings = Settings()
    for field in fields(Settings):
        if field.name in data and _valid(field.name, data[field.name]):
            setattr(settings, field.name, data[field.name])
    return settings


def save_settings(settings: Settings, path: Optional[Path] = None) -> None:
    write_json(path or settings_path(), asdict(settings))
