"""Game records the player saves by name (DATA/records) and exports to share
(DATA/exports, or a path they type). No pygame.

    path = save_named(records_folder(data_dir), "my best wall", record)
    for saved in list_saved(records_folder(data_dir)): saved.name, saved.record or saved.problem
    rename_saved(path, "best wall ever"); delete_saved(path)

A name becomes NAME.json in the folder; a name that is empty, too long, starts with a
dot or holds a character other than letters, digits, spaces, '-', '_' and '.' is refused
with a one-line reason (NameError_), and so is a name already taken: saving never
overwrites a record; renaming refuses the same names for the same reasons. An export may
be a path ('~/Desktop/wall.json'), a name is put in the exports folder; it too never
overwrites a file. A saved file that does not read is never skipped silently and never a
crash: `set_aside_unreadable` moves it aside as NAME.json.corrupt-N with a message for
the player (one that cannot be moved stays listed with its reason).
"""

import logging
import os
import re
from dataclasses import dataclass
from pathlib import Path

from game.i18n import _, ngettext
from game.i18n.formats import number
from game.store.jsonfile import set_aside
from game.store.notices import record_not_read
from game.store.records import GameRecord, RecordError, load_record, save_record

log = logging.getLogger(__name__)

MAX_NAME = 60
MAX_LISTED = 500
_NAME = re.compile(r"[\w \-.]+")


class NameError_(ValueError):
    """A name or path a record cannot be saved under; the message is one line, in the
    player's language."""


@dataclass(frozen=True)
class SavedRecord:
    path: Path
    name: str
    modified: float
    record: GameRecord | None = None
    problem: str = ""               # why it does not read: notices.DAMAGED or NEWER
    detail: str = ""                # the same for the log: the parser's reason


def records_folder(data_dir) -> Path:
    return Path(data_dir) / "records"


def exports_folder(data_dir) -> Path:
    return Path(data_dir) / "exports"


def suggested_name(record: GameRecord) -> str:
    """A name for a record: its game and deal, and 'won' when it was won."""
    return f"{record.game}-{record.seed}" + ("-won" if record.result == "won" else "")


def check_name(name: str) -> str:
    """The name, trimmed; raises NameError_ saying what is wrong with it."""
    name = name.strip()
    if name.lower().endswith(".json"):
        name = name[:-5].rstrip()
    if not name:
        raise NameError_(_("Type a name for the record"))
    if len(name) > MAX_NAME:
        raise NameError_(ngettext("A name has at most {count} character",
                                  "A name has at most {count} characters", MAX_NAME).format(
            count=number(MAX_NAME)))
    if name.startswith(".") or not _NAME.fullmatch(name):
        raise NameError_(_("Use letters, digits, spaces, '-', '_' and '.' (not first)"))
    return name


def save_named(folder, name: str, record: GameRecord) -> Path:
    """Save `record` as folder/NAME.json; raises NameError_ for a bad or taken name and
    OSError when it cannot be written."""
    path = free_path(folder, name)
    save_record(path, record)
    return path


def free_path(folder, name: str, mine: Path | None = None) -> Path:
    """folder/NAME.json for a name typed; raises NameError_ for a bad name or one taken
    (by a file other than `mine`: a rename that changes only the case is no clash)."""
    name = check_name(name)
    path = Path(folder) / f"{name}.json"
    if os.path.lexists(path) and not (mine is not None and _same_file(path, mine)):
        # Translators: {name} is the name typed, quoted
        raise NameError_(_("A record called {name} exists: type another name").format(
            name=repr(name)))
    return path


def _same_file(one: Path, other: Path) -> bool:
    try:
        return os.path.samefile(one, other)
    except OSError:
        return False


def rename_saved(path: Path, name: str) -> Path:
    """Give the saved record at `path` the name typed; returns its new path. Raises
    NameError_ for a bad or taken name and OSError when it cannot be moved."""
    target = free_path(Path(path).parent, name, mine=Path(path))
    if target.name != Path(path).name:
        os.rename(path, target)
    return target


def delete_saved(path: Path) -> None:
    """Delete the saved record at `path` (the player confirmed it); raises OSError."""
    os.unlink(path)


def set_aside_unreadable(listed: list["SavedRecord"]) -> tuple[list["SavedRecord"],
                                                                  list[str]]:
    """(the records that read, a message for each one that does not): those are set
    aside as NAME.json.corrupt-N, out of the list; one that cannot be moved stays
    listed with its reason."""
    kept, messages = [], []
    for saved in listed:
        aside = set_aside(saved.path) if saved.record is None else None
        if aside is None:
            kept.append(saved)
        else:
            log.warning("%s does not read (%s); set aside as %s", saved.path,
                        saved.detail, aside.name)
            messages.append(record_not_read(saved.name, saved.path.name, saved.problem,
                                            aside))
    return kept, messages


def export_record(folder, text: str, record: GameRecord) -> Path:
    """Export a won game's `record` to `text`: a path (it has a '/' or starts with '~';
    '.json' added when missing) or a name in `folder`. Never overwrites; raises
    NameError_ or OSError."""
    if record.result != "won":
        raise NameError_(_("Only a won game can be exported"))
    text = text.strip()
    if "/" in text or text.startswith("~"):
        path = Path(text).expanduser()
        if path.suffix.lower() != ".json":
            path = path.with_name(path.name + ".json")
        check_name(path.stem)
    else:
        path = Path(folder) / f"{check_name(text)}.json"
    if os.path.lexists(path):
        # Translators: {file} is a file's name
        raise NameError_(_("{file} exists there: type another name").format(file=path.name))
    if not path.parent.is_dir():
        if path.parent != Path(folder):
            # Translators: {folder} is a folder's path, quoted
            raise NameError_(_("No folder {folder}").format(folder=repr(str(path.parent))))
    save_record(path, record)
    return path


def list_saved(folder) -> list[SavedRecord]:
    """The records saved in `folder`, newest first (at most MAX_LISTED); each one read,
    or with the reason it does not read."""
    folder = Path(folder)
    try:
        entries = [entry for entry in os.scandir(folder)
                   if entry.name.endswith(".json") and not entry.name.startswith(".")]
    except OSError:
        return []
    found = []
    for entry in entries:
        try:
            modified = entry.stat().st_mtime
        except OSError:
            continue
        found.append((modified, entry.name))
    found.sort(reverse=True)
    listed = []
    for modified, file_name in found[:MAX_LISTED]:
        path = folder / file_name
        try:
            record, error, detail = load_record(path), "", ""
            if record is None:
                continue
        except RecordError as problem:
            record, error, detail = None, problem.problem, str(problem)
        listed.append(SavedRecord(path, file_name[:-5], modified, record, error, detail))
    return listed
