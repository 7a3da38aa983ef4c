"""The sentences a player reads about their saved data, built in one place, each a whole
message in the player's language.

Each says what happened in plain words, the file's name and where it was set aside; none
carries an errno number, a temporary file's name or a parser's message: those go to the
log where the failure is met. `why(error)` turns an OSError into the few words that say
why a write failed ("the disk is full"). A file that does not read has a problem,
DAMAGED or NEWER, which picks the sentence. No pygame.
"""

import errno
from collections.abc import Iterable
from pathlib import Path

from game.i18n import N_, _

DAMAGED = "damaged"             # the file does not read: "is damaged and could not be read"
NEWER = "newer"                 # made by a newer version: "was made by a newer Aisle Five"

# settings.json's keys as the settings screen names them
SETTING_NAMES = {
    "animation": N_("animation"), "muted": N_("sound"), "volume": N_("volume"),
    "click_to_move": N_("click-to-move"), "winnable_only": N_("winnable deals only"),
    "fullscreen": N_("full screen"), "card_back": N_("card back"), "felt": N_("felt"),
    "four_colour": N_("four-colour suits"), "show_winnable": N_("winnable status"),
    "card_style": N_("card faces"), "last_game": N_("the last game played"),
}


class NotOverwritten(OSError):
    """A damaged file stands where a write goes and could not be moved out of the way."""


def why(error: OSError) -> str:
    """Why a write failed, in a few plain words."""
    if isinstance(error, NotOverwritten):
        # Translators: why a file could not be written, said in brackets
        return _("a damaged file in its place could not be moved out of the way")
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return _("the disk is full")
    if error.errno == errno.EROFS:
        return _("the disk is read-only")
    if error.errno in (errno.EACCES, errno.EPERM):
        return _("the folder may not be written to")
    return _("the disk could not be written")


def damaged_file(name: str, aside: Path | None) -> str:
    """A data file that does not read (settings.json), set aside; defaults used."""
    if aside is None:
        # Translators: {file} is a file's name, e.g. "settings.json"
        return _("{file} is damaged and could not be read; it could not be moved aside, so "
                 "it was left where it is, and the defaults are used instead.").format(
            file=name)
    # Translators: {file} is a file's name, e.g. "settings.json"; {aside} the name it was
    # given, e.g. "settings.json.corrupt-1"
    return _("{file} is damaged and could not be read; it was set aside as {aside}, and "
             "the defaults are used instead.").format(file=name, aside=aside.name)


def wrong_settings(name: str, keys: Iterable[str], aside: Path | None) -> str:
    """settings.json read, but some of its values are ones no setting takes."""
    names = ", ".join(_(SETTING_NAMES[key]) if key in SETTING_NAMES else key
                      for key in keys)
    if aside is None:
        # Translators: {file} is a file's name; {settings} a list of settings, e.g.
        # "sound, card back"
        return _("{file} held settings this version cannot use ({settings}): those are "
                 "back to their defaults; it could not be moved aside, so it was left where "
                 "it is.").format(file=name, settings=names)
    # Translators: {file} is a file's name; {settings} a list of settings, e.g. "sound,
    # card back"; {aside} the name the file was given, e.g. "settings.json.corrupt-1"
    return _("{file} held settings this version cannot use ({settings}): those are back to "
             "their defaults; it was set aside as {aside}.").format(
        file=name, settings=names, aside=aside.name)


def settings_not_saved(error: OSError) -> str:
    # Translators: {why} is e.g. "the disk is full"
    return _("Your settings could not be saved ({why}). They stay as you set them and are "
             "saved again as soon as that works.").format(why=why(error))


def game_not_saved(error: OSError) -> str:
    # Translators: {why} is e.g. "the disk is full"
    return _("Your game could not be saved ({why}). Play on: it is saved again as soon as "
             "that works.").format(why=why(error))


def game_not_resumed(title: str, name: str, problem: str, aside: Path | None) -> str:
    """A game in progress whose record does not read or replay (`problem`: DAMAGED or
    NEWER)."""
    if problem == NEWER:
        if aside is None:
            # Translators: {game} is a game's name, e.g. "Maze"; {file} a file's name
            text = _("Your saved {game} game could not be resumed: the file {file} was made "
                     "by a newer Aisle Five; it could not be moved aside, so it was left "
                     "where it is.")
        else:
            # Translators: {game} is a game's name, e.g. "Maze"; {file} a file's name,
            # {aside} the name it was given, e.g. "maze.json.corrupt-1"
            text = _("Your saved {game} game could not be resumed: the file {file} was made "
                     "by a newer Aisle Five; it was set aside as {aside}.")
    elif aside is None:
        # Translators: {game} is a game's name, e.g. "Maze"; {file} a file's name
        text = _("Your saved {game} game could not be resumed: the file {file} is damaged "
                 "and could not be read; it could not be moved aside, so it was left where "
                 "it is.")
    else:
        # Translators: {game} is a game's name, e.g. "Maze"; {file} a file's name, {aside}
        # the name it was given, e.g. "maze.json.corrupt-1"
        text = _("Your saved {game} game could not be resumed: the file {file} is damaged "
                 "and could not be read; it was set aside as {aside}.")
    return text.format(game=title, file=name, aside=aside.name if aside else "")


def record_not_read(name: str, file_name: str, problem: str, aside: Path | None) -> str:
    """A game saved by name that does not read, set aside as it was listed."""
    if problem == NEWER:
        if aside is None:
            # Translators: {name} is the name the player gave the game, quoted; {file} a
            # file's name
            text = _("Your saved game {name} could not be opened: the file {file} was made "
                     "by a newer Aisle Five; it could not be moved aside, so it was left "
                     "where it is.")
        else:
            # Translators: {name} is the name the player gave the game, quoted; {file} a
            # file's name, {aside} the name it was given
            text = _("Your saved game {name} could not be opened: the file {file} was made "
                     "by a newer Aisle Five; it was set aside as {aside}.")
    elif aside is None:
        # Translators: {name} is the name the player gave the game, quoted; {file} a file's
        # name
        text = _("Your saved game {name} could not be opened: the file {file} is damaged "
                 "and could not be read; it could not be moved aside, so it was left where "
                 "it is.")
    else:
        # Translators: {name} is the name the player gave the game, quoted; {file} a file's
        # name, {aside} the name it was given
        text = _("Your saved game {name} could not be opened: the file {file} is damaged "
                 "and could not be read; it was set aside as {aside}.")
    return text.format(name=repr(name), file=file_name, aside=aside.name if aside else "")


def not_abandoned(title: str, error: OSError) -> str:
    """An abandoned game whose record could not be removed: it comes back."""
    # Translators: {game} is a game's name, e.g. "Maze"; {why} e.g. "the disk is full"
    return _("Your {game} game could not be abandoned on disk ({why}): it will be back the "
             "next time {game} opens.").format(game=title, why=why(error))


def loss_not_counted_yet(title: str) -> str:
    """An abandoned game whose loss the statistics could not take yet: kept aside."""
    # Translators: {game} is a game's name, e.g. "Maze"
    return _("Your abandoned {game} game is not in the statistics yet: it will be counted "
             "as lost as soon as they can be written.").format(game=title)


def pending_not_read(name: str, aside: Path | None) -> str:
    """An abandoned game kept aside for the statistics whose record does not read."""
    if aside is None:
        # Translators: {file} is a file's name
        return _("An abandoned game kept for the statistics could not be counted: the file "
                 "{file} is damaged and could not be read; it could not be moved aside, so "
                 "it was left where it is.").format(file=name)
    # Translators: {file} is a file's name, {aside} the name it was given
    return _("An abandoned game kept for the statistics could not be counted: the file "
             "{file} is damaged and could not be read; it was set aside as {aside}.").format(
        file=name, aside=aside.name)


def this_saved_game(problem: str) -> str:
    """A saved game that does not replay, said where it was asked for."""
    if problem == NEWER:
        return _("This saved game was made by a newer Aisle Five.")
    return _("This saved game is damaged and could not be read.")


def the_file(name: str, problem: str) -> str:
    """A saved game's file that does not read, named."""
    if problem == NEWER:
        # Translators: {file} is a file's name
        return _("The file {file} was made by a newer Aisle Five.").format(file=name)
    return _("The file {file} is damaged and could not be read.").format(file=name)


def this_file(problem: str) -> str:
    """A saved game's file that does not read, as the list of saved games marks it."""
    if problem == NEWER:
        return _("This file was made by a newer Aisle Five")
    return _("This file is damaged and could not be read")
