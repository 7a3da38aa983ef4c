"""Reading and writing small JSON files safely.

Writes are atomic (a temporary file `.NAME.*` in the same folder, flushed, then renamed
over the old one), so a crash never leaves half a file; temporary files a killed write
left behind are removed once they are a minute old, when the file is next read. A file
that cannot be read as the JSON object expected (bad JSON, nested too deeply, not UTF-8,
larger than `MAX_BYTES`, not a regular file) is set aside as `NAME.corrupt-N` with a
warning (the reason goes to the log; the caller's `report` gets one plain line for the
screen) and the caller starts from its defaults. Such a file is never overwritten: if it
cannot be set aside, the next write refuses with NotOverwritten (an OSError).
"""

import glob
import itertools
import json
import logging
import os
import stat
import tempfile
import time
from pathlib import Path

from game.store.notices import NotOverwritten, damaged_file

log = logging.getLogger(__name__)
MAX_BYTES = 1 << 20         # our files are a few hundred bytes: a bigger one is not ours
STALE_SECONDS = 60.0        # a write takes milliseconds: an older temporary file is orphaned
UNREADABLE = (OSError, ValueError, RecursionError)   # what load_json raises for a bad file


def read_json(path: Path, report=None):
    """The JSON object in `path`, or None when it is missing or was set aside as corrupt
    (then `report`, if given, is called with a one-line message for the player)."""
    remove_stale_temporaries(path)
    try:
        return load_json(path)
    except FileNotFoundError:
        return None
    except UNREADABLE as error:
        aside = _set_aside_with_warning(path, error)
        if report is not None:
            report(damaged_file(path.name, aside))
        return None


def load_json(path: Path) -> dict:
    """The JSON object in `path`; raises FileNotFoundError when it is missing and one of
    UNREADABLE when it is not a JSON object we could have written. Sets nothing aside."""
    # O_NONBLOCK: a FIFO put in the file's place must not hang the start
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise ValueError("not a regular file")
        raw = handle.read(MAX_BYTES + 1)
    if len(raw) > MAX_BYTES:
        raise ValueError(f"larger than {MAX_BYTES} bytes")
    data = json.loads(raw.decode("utf-8-sig"))       # RecursionError when nested too deep
    if not isinstance(data, dict):
        raise ValueError("not a JSON object")
    return data


def _set_aside_with_warning(path: Path, error: Exception):
    aside = set_aside(path)
    log.warning(
        "%s could not be read (%s); set aside as %s, starting afresh",
        path, error, aside.name if aside else "(could not move it)")
    return aside


def set_aside(path: Path):
    """Rename a bad file to NAME.corrupt-N (the first free N); returns the new path, or
    None when it could not be moved."""
    target = aside_path(path)
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def aside_path(path: Path) -> Path:
    """NAME.corrupt-N beside `path`, N the first number no file has."""
    for number in itertools.count(1):
        target = path.with_name(f"{path.name}.corrupt-{number}")
        if not os.path.lexists(target):
            return target


def remove_stale_temporaries(path: Path) -> None:
    """Delete the temporary files of writes to `path` killed before their rename."""
    cutoff = time.time() - STALE_SECONDS
    for temporary in path.parent.glob(glob.escape(_temporary_prefix(path)) + "*"):
        try:
            if temporary.is_file() and temporary.stat().st_mtime < cutoff:
                temporary.unlink()
        except OSError:                 # gone already, or not ours to delete
            pass


def _temporary_prefix(path: Path) -> str:
    return f".{path.name}."


def write_json(path: Path, data: dict) -> None:
    """Write `data` to `path` atomically, creating the folder if needed. A file already
    there that cannot be read is set aside first; raises OSError if it cannot be."""
    path.parent.mkdir(parents=True, exist_ok=True)
    _make_way(path)
    fd, temporary = tempfile.mkstemp(prefix=_temporary_prefix(path), dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, indent=2, sort_keys=True)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def _make_way(path: Path) -> None:
    """Set aside an unreadable file at `path` so writing never destroys it."""
    try:
        load_json(path)
    except FileNotFoundError:
        return
    except UNREADABLE as error:
        if _set_aside_with_warning(path, error) is None:
            raise NotOverwritten(f"{path} could not be read nor set aside; not "
                                 f"overwritten") from error
