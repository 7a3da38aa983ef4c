"""The sentences a player reads about their saved data, built in one place.

Each says what happened in plain words, the file's name and where it was set aside; none
carries an errno number, a temporary file's name or a parser's message: those go to the
log where the failure is met. `why(error)` turns an OSError into the few words that say
why a write failed ("the disk is full"). No pygame.
"""

import errno
from collections.abc import Iterable
from pathlib import Path

DAMAGED = "is damaged and could not be read"
NEWER = "was made by a newer Aisle Five"

# settings.json's keys as the settings screen names them
SETTING_NAMES = {
    "animation": "animation", "muted": "sound", "volume": "volume",
    "click_to_move": "click-to-move", "winnable_only": "winnable deals only",
    "fullscreen": "full screen", "card_back": "card back", "felt": "felt",
    "four_colour": "four-colour suits", "show_winnable": "winnable status",
    "card_style": "card faces", "last_game": "the last game played",
}


class NotOverwritten(OSError):
    """A damaged file stands where a write goes and could not be moved out of the way."""


def why(error: OSError) -> str:
    """Why a write failed, in a few plain words."""
    if isinstance(error, NotOverwritten):
        return "a damaged file in its place could not be moved out of the way"
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return "the disk is full"
    if error.errno == errno.EROFS:
        return "the disk is read-only"
    if error.errno in (errno.EACCES, errno.EPERM):
        return "the folder may not be written to"
    return "the disk could not be written"


def _where(aside: Path | None) -> str:
    if aside is None:
        return "it could not be moved aside, so it was left where it is"
    return f"it was set aside as {aside.name}"


def damaged_file(name: str, aside: Path | None) -> str:
    """A data file that does not read (settings.json), set aside; defaults used."""
    return f"{name} {DAMAGED}; {_where(aside)}, and the defaults are used instead."


def wrong_settings(name: str, keys: Iterable[str], aside: Path | None) -> str:
    """settings.json read, but some of its values are ones no setting takes."""
    names = ", ".join(SETTING_NAMES.get(key, key) for key in keys)
    return (f"{name} held settings this version cannot use ({names}): those are back "
            f"to their defaults; {_where(aside)}.")


def settings_not_saved(error: OSError) -> str:
    return (f"Your settings could not be saved ({why(error)}). They stay as you set them "
            f"and are saved again as soon as that works.")


def game_not_saved(error: OSError) -> str:
    return (f"Your game could not be saved ({why(error)}). Play on: it is saved again "
            f"as soon as that works.")


def game_not_resumed(title: str, name: str, problem: str, aside: Path | None) -> str:
    """A game in progress whose record does not read or replay (`problem`: DAMAGED or
    NEWER)."""
    where = _where(aside)
    return (f"Your saved {title} game could not be resumed: the file {name} {problem}; "
            f"{where}.")


def record_not_read(name: str, file_name: str, problem: str, aside: Path) -> str:
    """A game saved by name that does not read, set aside as it was listed."""
    return (f"Your saved game {name!r} could not be opened: the file {file_name} "
            f"{problem}; {_where(aside)}.")


def not_abandoned(title: str, error: OSError) -> str:
    """An abandoned game whose record could not be removed: it comes back."""
    return (f"Your {title} game could not be abandoned on disk ({why(error)}): it will "
            f"be back the next time {title} opens.")


def loss_not_counted_yet(title: str) -> str:
    """An abandoned game whose loss the statistics could not take yet: kept aside."""
    return (f"Your abandoned {title} game is not in the statistics yet: it will be "
            f"counted as lost as soon as they can be written.")


def pending_not_read(name: str, aside: Path | None) -> str:
    """An abandoned game kept aside for the statistics whose record does not read."""
    return (f"An abandoned game kept for the statistics could not be counted: the file "
            f"{name} {DAMAGED}; {_where(aside)}.")
