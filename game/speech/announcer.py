"""Announcer: the queue between what the game says and the voice that says it.

    speech = Announcer(backend, enabled=True)
    speech.say("Tableau 4, seven of hearts", "focus")
    speech.say("Seven of hearts onto the eight of clubs")      # kind "result"

Kinds, as screen-reader users expect them:
- "focus": where the focus is now. A new focus cuts short stale focus (and info)
  speech, said or waiting: only where the focus is now matters.
- "result": a move's result, a refusal, a verdict, a win. Never cut short, never
  dropped by a focus move; said in the order they came.
- "info": what an info key asks for (the whole table, the focused pile). It cuts short
  focus speech and an earlier info reading; a focus move cuts it short in turn.
An announcement identical to one waiting or being said is not queued twice.

`level` on `say` is the least verbosity at which the words are worth saying: at
"brief" only what is said at "brief" is spoken. Speech off: `say` does nothing, though
what was queued before (the "Speech off" itself) is still said.

The backend's `speak` runs on a worker thread (started on the first announcement), so
the frame loop never waits for a voice. Made with `threaded=False` (the tests), nothing
is said until `tick()` or `wait_idle()` drains the queue on the caller's thread: what
is said in one frame then meets the same queueing rules, the same way on every run.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from typing import NamedTuple

from game.i18n import _
from game.store.settings import SPEECH_VERBOSITIES as VERBOSITIES

from .backends import SilentBackend

log = logging.getLogger(__name__)

KINDS = ("focus", "result", "info")
INTERRUPTIBLE = ("focus", "info")       # what a new focus or info cuts short


class Utterance(NamedTuple):
    text: str
    kind: str
    said_at: float          # the clock's time when `say` was called (for the latency)


class Announcer:
    def __init__(self, backend=None, *, enabled: bool = False, verbosity: str = "normal",
                 rate: float = 1.0, language: str = "en", threaded: bool = True,
                 clock=time.perf_counter):
        self.backend = backend if backend is not None else SilentBackend()
        self._enabled = bool(enabled)
        self.verbosity = verbosity
        self.rate = rate
        self.language = language
        self.threaded = threaded
        self.clock = clock
        self._queue: deque[Utterance] = deque()
        self._current: Utterance | None = None       # being said now (worker thread)
        self._lock = threading.Condition()
        self._thread: threading.Thread | None = None
        self._closed = False
        self.queued = 0                 # announcements taken so far (the narrator's count)

    # ----- what the player chose ----------------------------------------------------
    @property
    def enabled(self) -> bool:
        return self._enabled

    @enabled.setter
    def enabled(self, on: bool) -> None:
        self._enabled = bool(on)

    @property
    def verbosity(self) -> str:
        return self._verbosity

    @verbosity.setter
    def verbosity(self, level: str) -> None:
        if level not in VERBOSITIES:
            raise ValueError(f"verbosity {level!r} is not one of {VERBOSITIES}")
        self._verbosity = level

    @property
    def rate(self) -> float:
        """How fast the voice speaks: 1.0 the backend's normal rate, 2.0 twice as fast."""
        return self._rate

    @rate.setter
    def rate(self, factor: float) -> None:
        self._rate = min(3.0, max(0.3, float(factor)))

    def turn(self, on: bool) -> None:
        """Speech on or off, said by speech itself ("Speech off" is said, then nothing
        more)."""
        if on:
            self._enabled = True
            self.say(_("Speech on"))
        else:
            self.say(_("Speech off"))
            self._enabled = False

    def says(self, level: str) -> bool:
        """Whether words of `level` ("brief", "normal", "full") are spoken now."""
        return self._enabled and VERBOSITIES.index(level) <= VERBOSITIES.index(
            self._verbosity)

    # ----- saying -------------------------------------------------------------------
    def say(self, text: str, kind: str = "result", level: str = "brief") -> None:
        """Queue `text` (see the module's docstring for `kind` and `level`)."""
        if kind not in KINDS:
            raise ValueError(f"kind {kind!r} is not one of {KINDS}")
        if not self.says(level) or not text or not text.strip() or self._closed:
            return
        with self._lock:
            if any(item.text == text for item in self._queue) or (
                    self._current is not None and self._current.text == text):
                return
            cut = kind in INTERRUPTIBLE
            if cut:
                self._queue = deque(item for item in self._queue
                                    if item.kind not in INTERRUPTIBLE)
            self._queue.append(Utterance(text, kind, self.clock()))
            self.queued += 1
            current = self._current
            self._lock.notify_all()
        if cut and current is not None and current.kind in INTERRUPTIBLE:
            self._stop_backend()
        if self.threaded and self._thread is None:
            self._start()

    def silence(self) -> None:
        """Drop what waits and cut short what is being said (results too)."""
        with self._lock:
            self._queue.clear()
            speaking = self._current is not None
        if speaking:
            self._stop_backend()

    def pending(self) -> list[Utterance]:
        """What waits to be said, in order (not what is being said now)."""
        with self._lock:
            return list(self._queue)

    def tick(self) -> None:
        """Once a frame (the App's update): unthreaded, say what was queued."""
        if not self.threaded:
            self._drain()

    def wait_idle(self, timeout: float = 5.0) -> bool:
        """Until everything queued has been said (unthreaded: say it now). False when
        `timeout` seconds pass first."""
        if not self.threaded:
            self._drain()
            return True
        with self._lock:
            return self._lock.wait_for(
                lambda: not self._queue and self._current is None, timeout)

    def close(self) -> None:
        """Stop the worker and the backend (safe to call twice)."""
        self._closed = True
        self.silence()
        with self._lock:
            self._lock.notify_all()
        if self._thread is not None:
            self._thread.join(timeout=1.0)
            self._thread = None
        try:
            self.backend.close()
        except Exception:               # a library's crash on the way out: not the game's
            log.warning("the speech backend failed to close", exc_info=True)

    # ----- the worker ---------------------------------------------------------------
    def _start(self) -> None:
        self._thread = threading.Thread(target=self._work, name="speech", daemon=True)
        self._thread.start()

    def _work(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._queue or self._closed)
                if self._closed:
                    return
                self._current = self._queue.popleft()
            self._speak(self._current)

    def _drain(self) -> None:
        while True:
            with self._lock:
                if not self._queue:
                    return
                self._current = self._queue.popleft()
            self._speak(self._current)

    def _speak(self, item: Utterance) -> None:
        try:
            self.backend.speak(item.text, item.kind, rate=self._rate,
                               language=self.language)
        except Exception:               # never the game's end: the chain catches first
            log.warning("speech failed: %r", item.text, exc_info=True)
        finally:
            with self._lock:
                self._current = None
                self._lock.notify_all()

    def _stop_backend(self) -> None:
        """Cut the words being said short. On its own thread: a voice's stop may wait on
        a speech server (a hung one, for seconds), and `say` runs on the frame loop."""
        if self.threaded:
            threading.Thread(target=self._stop_now, name="speech stop", daemon=True).start()
        else:
            self._stop_now()

    def _stop_now(self) -> None:
        try:
            self.backend.stop()
        except Exception:
            log.warning("the speech backend failed to stop", exc_info=True)
