"""The simplest voices, what every voice has, and the recorder the tests listen with.

A backend has `speak(text, kind, *, rate, language)`, which returns when the words are
said (or cut short), `stop()`, called from another thread to cut them short, and
`close()`. The Announcer calls `speak` off the frame loop. The real voices live in
`programs` (espeak-ng, spd-say) and `libraries` (prismatoid, pyttsx3).
"""

from __future__ import annotations

import threading


class Unavailable(Exception):
    """This voice is not here (no library, no program, no screen reader running)."""


class Hung(Exception):
    """The voice did not answer in time."""


def call_within(seconds: float, function, *args):
    """`function(*args)`, on a thread of its own, given `seconds` to return: a library
    stuck in a call to a speech server that never answers then costs a thread, not
    every announcement after it. Raises Hung, or what `function` raised."""
    done = threading.Event()
    outcome: list = [None, None]

    def run():
        try:
            outcome[0] = function(*args)
        except BaseException as error:  # handed to the caller below
            outcome[1] = error
        finally:
            done.set()

    threading.Thread(target=run, name="speech call", daemon=True).start()
    if not done.wait(seconds):
        raise Hung(f"no answer within {seconds:g} s")
    if outcome[1] is not None:
        raise outcome[1]
    return outcome[0]


def spoken_seconds(text: str, rate: float = 1.0) -> float:
    """About how long a voice takes to say `text` at `rate` (1.0: the normal rate of
    about fourteen characters a second; ideographs count as two)."""
    weight = sum(2 if ord(char) >= 0x2E80 else 1 for char in text)
    return max(0.3, weight / (14.0 * max(0.3, rate)))


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
    """Keeps what it was given to say: `spoken`, a list of (text, kind) in order, and
    `voice`, the (rate, language) of each. The tests' ears (tests/conftest.py
    `spoken`)."""
    name = "recording"

    def __init__(self):
        self.spoken: list[tuple[str, str]] = []
        self.voice: list[tuple[float, str]] = []
        self.stops = 0                  # how many times speech was cut short
        self._lock = threading.Lock()

    def speak(self, text: str, kind: str, *, rate: float = 1.0, language: str = "en"):
        with self._lock:
            self.spoken.append((text, kind))
            self.voice.append((rate, language))

    def stop(self) -> None:
        self.stops += 1

    @property
    def texts(self) -> list[str]:
        """What was said, without the kinds."""
        return [text for text, _kind in self.spoken]

    def clear(self) -> None:
        with self._lock:
            self.spoken.clear()
            self.voice.clear()
