"""The fallback chain: the first voice that works, and the next when it stops working.

    backend = voice()          # the screen reader, else a text-to-speech engine, else none

`Fallback` tries its candidates in order: each is made (its library imported, its
program found, its server reached) on the speech thread when first needed, never at the
game's start. A candidate that cannot be made, or that fails while speaking (the
screen reader quit, the server died, the library crashed), is passed over for good with
one logged warning, and the words it failed to say go to the next; when none is left,
speech is silent and the game goes on.
"""

from __future__ import annotations

import logging
import threading

from .backends import SilentBackend

log = logging.getLogger(__name__)


class Unavailable(Exception):
    """This voice is not here (no library, no program, no screen reader running)."""


class Fallback:
    name = "fallback"

    def __init__(self, candidates):
        """`candidates`: (name, make) pairs, best first; make() returns a backend or
        raises (Unavailable when the voice is simply not there)."""
        self._candidates = list(candidates)
        self._backend = None
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
                    self._backend = SilentBackend()
                    break
                name, make = self._candidates.pop(0)
                try:
                    self._backend = make()
                except Exception as error:
                    self._passed_over(name, error)
                else:
                    log.info("speech through %s", name)
            return self._backend

    def _passed_over(self, name: str, error: Exception) -> None:
        self.failed.append(name)
        reason = str(error) if isinstance(error, Unavailable) else repr(error)
        log.warning("speech: %s is not usable (%s); trying the next voice", name, reason)

    def speak(self, text: str, kind: str, *, rate: float = 1.0, language: str = "en"):
        while True:
            backend = self._current()
            try:
                backend.speak(text, kind, rate=rate, language=language)
                return
            except Exception as error:
                if type(backend) is SilentBackend:     # the end of the chain
                    raise
                with self._lock:
                    self._backend = None
                self._passed_over(getattr(backend, "name", type(backend).__name__), error)
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


def voice() -> Fallback:
    """The chain of voices for this computer, best first."""
    return Fallback([])
