"""The player's settings: animation speed, sound and its volume, click-to-move, winnable
deals only, full screen, card back, felt colour, four-colour suits, card style, when the
winnable status shows, the last game played, the language, speech (on or off, its rate
and how much it says).

Stored as settings.json in the user's data directory. Bad values (a volume of NaN or
"loud", a card back no game draws) fall back to their defaults one by one, so an old or
hand-edited file never stops the game, and the file is set aside as
settings.json.corrupt-N, said in one plain line to `report`, before anything overwrites
it; the values are logged. Keys this version does not know are passed over.
"""

import logging
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.resources import user_data_dir
from game.rules.registry import GAMES
from game.store.jsonfile import read_json, set_aside, write_json
from game.store.notices import wrong_settings

log = logging.getLogger(__name__)

SPEEDS = ("normal", "fast", "off")
SPEED_FACTORS = {"normal": 1.0, "fast": 0.45, "off": 0.0}
CARD_BACKS = ("blue", "red", "green", "purple")    # the back's colour scheme
FELTS = ("green", "blue", "red", "grey")            # the table's felt colour
WINNABLE_STATUS = ("on request", "always")          # when the solver's verdict shows
CARD_STYLES = ("classic", "large-print")            # the faces' design
SPEECH_RATES = {"slow": 0.7, "normal": 1.0, "fast": 1.4, "fastest": 2.0}   # x normal
SPEECH_VERBOSITIES = ("brief", "normal", "full")    # how much speech says


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
    last_game: str | None = None
    language: str = ""               # a language's code; "": the system's
    speech: bool = False             # say everything aloud (Ctrl+Alt+S, --speech)
    speech_rate: str = "normal"      # one of SPEECH_RATES
    speech_verbosity: str = "normal"    # one of SPEECH_VERBOSITIES

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
    if name in ("muted", "click_to_move", "winnable_only", "fullscreen", "four_colour",
                "speech"):
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
    if name == "speech_rate":
        return isinstance(value, str) and value in SPEECH_RATES
    if name == "speech_verbosity":
        return value in SPEECH_VERBOSITIES
    if name == "language":                  # a code no longer shipped is said by the App
        return isinstance(value, str) and len(value) <= 16 and (
            value == "" or value.replace("_", "").isalnum())
    if name == "last_game":
        return value is None or value in GAMES
    return False


def load_settings(path: Path | None = None, report=None) -> Settings:
    """The settings in `path`; a damaged file, or one with bad values, is set aside and
    `report`ed (one line)."""
    return read_settings(path, report)[0]


def read_settings(path: Path | None = None, report=None) -> tuple[Settings, bool]:
    """(the settings in `path`, whether they should be written back now: a file with
    bad values was set aside, and its good values live only in memory)."""
    path = path or settings_path()
    data = read_json(path, report) or {}
    settings = Settings()
    wrong: list[str] = []
    for field in fields(Settings):
        if field.name not in data:
            continue
        if _valid(field.name, data[field.name]):
            setattr(settings, field.name, data[field.name])
        else:
            wrong.append(field.name)
    if not wrong:
        return settings, False
    aside = set_aside(path)
    log.warning("%s has bad values %s; %s", path,
                {name: _short(data[name]) for name in wrong},
                f"set aside as {aside.name}" if aside else "could not be set aside")
    if report is not None:
        report(wrong_settings(path.name, wrong, aside))
    return settings, aside is not None


def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_json(path or settings_path(), asdict(settings))
