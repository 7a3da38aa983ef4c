"""The voices the Announcer speaks through, and the recorder the tests listen with.

A backend has `speak(text, kind, *, rate, language)`, which returns when the words are
said (or cut short), `stop()`, called from another thread to cut them short, and
`close()`. The Announcer calls `speak` off the frame loop.
"""

from __future__ import annotations

import threading


class SilentBackend:
    """Says nothing (no voice found, or none wanted)."""
    name = "silent"

    def speak(self, text: str, kind: str, *, rate: float = 1.0, language: str = "en"):
        pass

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass


class RecordingBackend(SilentBackend):
    """Keeps what it was given to say: `spoken`, a list of (text, kind) in order. The
    tests' ears (tests/conftest.py `spoken`)."""
    name = "recording"

    def __init__(self):
        self.spoken: list[tuple[str, str]] = []
        self.stops = 0                  # how many times speech was cut short
        self._lock = threading.Lock()

    def speak(self, text: str, kind: str, *, rate: float = 1.0, language: str = "en"):
        with self._lock:
            self.spoken.append((text, kind))

    def stop(self) -> None:
        self.stops += 1

    @property
    def texts(self) -> list[str]:
        """What was said, without the kinds."""
        return [text for text, _kind in self.spoken]

    def clear(self) -> None:
        with self._lock:
            self.spoken.clear()
