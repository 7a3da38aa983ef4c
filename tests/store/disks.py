"""Small disks for the tests of full and read-only disks, two kinds with the same verbs.

- `MountedDisk`: a real tmpfs of 64 KiB mounted on a folder (root only): `fill()` writes a
  filler file until the kernel says ENOSPC, `read_only()` lays a read-only bind mount of
  it over the folder (files opened before keep writing, as on a disk gone read-only).
- `SimulatedDisk`: any folder, its writes injected with failures: while full, writing a
  new file raises ENOSPC (renames and removals still work, as on a real full disk); while
  read-only, every change raises EROFS; SQLite connections opened under it refuse writes
  (PRAGMA query_only).

Both: `fill()`, `make_room()`, `read_only()`, `writable()`, `close()`. The `disk`
fixture (tests/store/conftest.py) gives one of each kind, and unmounts at teardown.
"""

import errno
import os
import sqlite3
import subprocess
import tempfile
from pathlib import Path

import pytest

SIZE = "64k"


class MountedDisk:
    kind = "tmpfs"

    def __init__(self, path: Path):
        self.path = Path(path)
        self.path.mkdir(parents=True, exist_ok=True)
        if os.geteuid() != 0:
            pytest.skip("mounting a small disk needs root")
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={SIZE}", "tmpfs",
                               str(self.path)], capture_output=True, text=True)
        if done.returncode != 0:
            pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
        self.layers = 1                 # mounts stacked on the folder
        self.filler = self.path / "filler"

    def fill(self) -> None:
        fd = os.open(self.filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
        try:
            while True:
                os.write(fd, b"\0" * 512)
        except OSError as error:
            assert error.errno == errno.ENOSPC, error
        finally:
            os.close(fd)

    def make_room(self) -> None:
        self.filler.unlink(missing_ok=True)

    def read_only(self) -> None:
        """A read-only bind mount over the disk: a remount of the tmpfs itself is
        refused while a file is open for writing (the statistics database)."""
        self._run("mount", "--bind", str(self.path), str(self.path))
        self._run("mount", "-o", "remount,bind,ro", str(self.path))
        self.layers += 1

    def writable(self) -> None:
        if self.layers > 1:
            self._run("umount", "-l", str(self.path))
            self.layers -= 1

    @staticmethod
    def _run(*command) -> None:
        subprocess.run(command, check=True, capture_output=True)

    def close(self) -> None:
        while self.layers:
            subprocess.run(["umount", "-l", str(self.path)], check=False)
            self.layers -= 1


class SimulatedDisk:
    kind = "simulated"

    def __init__(self, path: Path, monkeypatch):
        self.path = Path(path)
        self.path.mkdir(parents=True, exist_ok=True)
        self.failure = None             # None, errno.ENOSPC or errno.EROFS
        self.connections = []
        real_mkstemp, real_connect = tempfile.mkstemp, sqlite3.connect
        real = {name: getattr(os, name) for name in ("replace", "rename", "unlink")}
        real_mkdir = os.mkdir

        def mkstemp(*args, dir=None, **kwargs):
            if self.failure and self._mine(dir):
                raise OSError(self.failure, os.strerror(self.failure))
            return real_mkstemp(*args, dir=dir, **kwargs)

        def changing(name):
            def change(path, *args, **kwargs):
                if self.failure == errno.EROFS and self._mine(path):
                    raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
                return real[name](path, *args, **kwargs)
            return change

        def mkdir(path, *args, **kwargs):
            if self.failure and self._mine(path) and not os.path.lexists(path):
                raise OSError(self.failure, os.strerror(self.failure), str(path))
            return real_mkdir(path, *args, **kwargs)

        def connect(database, *args, **kwargs):
            db = real_connect(database, *args, **kwargs)
            if self._mine(database):
                self.connections.append(db)
                self._refuse_writes(db)
            return db

        monkeypatch.setattr(tempfile, "mkstemp", mkstemp)
        for name in real:
            monkeypatch.setattr(os, name, changing(name))
        monkeypatch.setattr(os, "mkdir", mkdir)
        monkeypatch.setattr(sqlite3, "connect", connect)

    def _mine(self, path) -> bool:
        if path is None or str(path) == ":memory:":
            return False
        return Path(os.path.abspath(path)).is_relative_to(self.path)

    def _refuse_writes(self, db) -> None:
        db.execute(f"PRAGMA query_only = {1 if self.failure else 0}")

    def _set(self, failure) -> None:
        self.failure = failure
        for db in self.connections:
            try:
                self._refuse_writes(db)
            except sqlite3.ProgrammingError:        # closed already
                pass

    def fill(self) -> None:
        self._set(errno.ENOSPC)

    def make_room(self) -> None:
        self._set(None)

    def read_only(self) -> None:
        self._set(errno.EROFS)

    def writable(self) -> None:
        self._set(None)

    def close(self) -> None:
        pass


def assert_plain(message: str) -> None:
    """No errno number, no temporary file name, no parser's words, no path."""
    for part in ("Errno", "errno", "[", "line 1", "char ", "Expecting", "/", "(unreadable"):
        assert part not in message, (part, message)
    assert ".json." not in message.replace(".json.corrupt-", "").replace(
        ".json.abandoned-", ""), message
