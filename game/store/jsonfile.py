"""Reading and writing small JSON files safely.

Writes are atomic (a temporary file in the same folder, flushed, then renamed over the
old one), so a crash never leaves half a file. A file that cannot be read as the JSON
object expected is set aside as `NAME.corrupt-N` with a warning, never overwritten, and
the caller starts from its defaults.
"""

import json
import logging
import os
import tempfile
from pathlib import Path

log = logging.getLogger(__name__)


def read_json(path: Path):
    """The JSON object in `path`, or None when it is missing or was set aside as corrupt."""
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        return data
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as error:
        aside = set_aside(path)
        log.warning("%s could not be read (%s); set aside as %s, starting afresh",
                    path, error, aside.name if aside else "(could not move it)")
        return None


def set_aside(path: Path):
    """Rename a bad file to NAME.corrupt-N (the first free N); returns the new path."""
    for number in range(1, 1000):
        target = path.with_name(f"{path.name}.corrupt-{number}")
        if not target.exists():
            try:
                os.replace(path, target)
            except OSError:
                return None
            return target
    return None


def write_json(path: Path, data: dict) -> None:
    """Write `data` to `path` atomically, creating the folder if needed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
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
