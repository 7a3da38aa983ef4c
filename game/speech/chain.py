"""The fallback chain: the first voice that works, and the next when it stops working.

    backend = voice()      # the screen reader, else a text-to-speech voice, else silence

`Fallback` tries its candidates in order: each is made (its library imported, its
program found, its server reached) on the speech thread when first needed, never at the
game's start. A candidate that cannot be made, or that fails while speaking (the
screen reader quit, the server died, the library crashed), is passed over for good with
one logged warning, and the words it failed to say go to the next; when none is left,
speech is silent and the game goes on.
"""

from __future__ import annotations

import logging
import sys
import threading

from .backends import SilentBackend, Unavailable, call_within

log = logging.getLogger(__name__)
OPEN_SECONDS = 8.0      # a voice that takes longer to open is passed over (a hung server)


class Fallback:
    name = "fallback"

    def __init__(self, candidates, open_seconds: float = OPEN_SECONDS):
        """`candidates`: (name, make) pairs, best first; make() returns a backend or
        raises (Unavailable when the voice is simply not there)."""
        self._candidates = list(candidates)
        self.open_seconds = open_seconds
        self._backend = None
        self._name = ""                 # the candidate's name of the voice in use
        self._lock = threading.Lock()
        self.failed: list[str] = []     # the candidates passed over, in order

    @property
    def backend(self):
        """The voice in use now (None until the first words)."""
        return self._backend

    def _current(self):
        with self._lock:
            while self._backend is None:
                if not self._candidates:
                    self._backend, self._name = SilentBackend(), "silence"
                    break
                name, make = self._candidates.pop(0)
                try:
                    self._backend = call_within(self.open_seconds, make)
                except Exception as error:
                    self._passed_over(name, error)
                else:
                    self._name = name
                    log.info("speech through %s", getattr(self._backend, "name", name))
            return self._backend, self._name

    def _passed_over(self, name: str, error: Exception) -> None:
        self.failed.append(name)
        reason = str(error) if isinstance(error, Unavailable) else repr(error)
        log.warning("speech: %s is not usable (%s); trying the next voice", name, reason)

    def speak(self, text: str, kind: str, *, rate: float = 1.0, language: str = "en"):
        while True:
            backend, name = self._current()
            try:
                backend.speak(text, kind, rate=rate, language=language)
                return
            except Exception as error:
                if type(backend) is SilentBackend:     # the end of the chain
                    raise
                with self._lock:
                    self._backend = None
                self._passed_over(name, error)
                _close_quietly(backend)

    def stop(self) -> None:
        backend = self._backend
        if backend is not None:
            try:
                backend.stop()
            except Exception:
                log.warning("speech: %s failed to stop", backend.name, exc_info=True)

    def close(self) -> None:
        backend, self._backend = self._backend, None
        if backend is not None:
            _close_quietly(backend)


def _close_quietly(backend) -> None:
    try:
        backend.close()
    except Exception:
        log.debug("speech: %s failed to close", getattr(backend, "name", backend),
                  exc_info=True)


def candidates(platform: str | None = None) -> list:
    """The voices to try on `platform` (default: this computer's), best first: the
    screen reader or the system's voice through prismatoid; on Linux and the BSDs
    speech-dispatcher's spd-say, then espeak-ng; pyttsx3; espeak-ng elsewhere too.
    Each is made by a function that imports its module only when that voice is tried:
    with speech off, a start loads none of them."""
    platform = platform or sys.platform
    unix = platform.startswith(("linux", "freebsd", "openbsd", "netbsd"))
    found = [("prismatoid", _prism)]
    if unix:
        found += [("spd-say", _spd_say), ("espeak-ng", _espeak)]
    found.append(("pyttsx3", _pyttsx3))
    if not unix:
        found.append(("espeak-ng", _espeak))
    return found


def _prism():
    from .libraries import PrismVoice
    return PrismVoice()


def _pyttsx3():
    from .libraries import Pyttsx3Voice
    return Pyttsx3Voice()


def _spd_say():
    from .programs import SpdSayVoice
    return SpdSayVoice()


def _espeak():
    from .programs import EspeakVoice
    return EspeakVoice()


def voice() -> Fallback:
    """The chain of voices for this computer, best first (none is opened here)."""
    return Fallback(candidates())
