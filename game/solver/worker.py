"""The solver off the frame loop: one worker process the UI talks to through a pipe.

The table sends requests and polls for answers once per frame; it never blocks. Requests:

- ("solve", position, time_limit): a Result for that position (hints, "still winnable?").
- ("find", game, first_seed, per_seed_limit, tries): the first seed from first_seed on
  whose deal the solver proves won, for "winnable deals only"; (seed, Result) or None.

Every request has an owner (the table that asked): `poll(owner)` returns only that
owner's answers, and `cancel(owner)` (a table closing) drops its request for good, so an
answer is never delivered to anyone else. Only the newest request matters: it supersedes
any older one, whoever asked.

The pipe never holds more than one request, one interrupt and one answer. The worker gets
a request only when it has answered the previous one; a newer request meanwhile waits in
the client (replacing any other waiting one) and a short interrupt stops the running
search, which watches its end of the pipe (Budget.cancelled). Anything arriving there
stops a search: an interrupt, or the end of file when the client closes or its process
dies, so an orphaned worker finishes at its next check and exits. Closing kills a worker
that has not left within a short grace.

A worker that dies is restarted at once and gets its request again. If that one dies too
(or no process can be made) the solver is unavailable (`unavailable`): no worker is started
for a back-off, BACKOFF seconds doubling up to LONGEST_BACKOFF at each further death, and
the newest request waits for it; then `idle()` starts a fresh worker with that request. A
request made with `now=True` (the player pressed Hint) starts one at once. Any answer ends
the back-off. Time is read from the clock the client is given (the game clock, in the game),
so tests step the back-off exactly.

No queues, no locks, no multiprocessing: the worker is a plain child process,
`python -m game.solver.worker_main` (a built executable runs itself with --solver-worker),
and its stdin and stdout are the pipe (game.solver.pipe: length-prefixed pickles). It
inherits no file descriptor of the game's and none of its SDL state (a fresh
interpreter), shares its stderr (the game's log), ignores Ctrl+C, and imports only
game.rules and game.solver, never pygame. It is started lazily. Tests can use
`threaded=True`: the same worker loop on a thread over os.pipe() pairs, no process.

Memory: a worker holds an interpreter and the rules after a quick search, and the
tables of a long one after that. When nothing has been asked for `idle_exit` seconds,
`idle()` (called once per frame) stops it; the next request starts a fresh one, so an
idle game keeps only its own process.
"""

import itertools
import logging
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.resources import project_root
from game.solver.pipe import Channel
from game.solver.worker_main import INTERRUPT, serve

log = logging.getLogger(__name__)

IDLE_EXIT = 30.0        # seconds without a request before the worker is stopped
GRACE = 1.0             # seconds a stopping worker gets to leave before it is killed
RESTARTS = 1            # deaths in a row met by a fresh worker at once; more back off
BACKOFF = 1.0           # seconds without a worker after the first death too many
LONGEST_BACKOFF = 60.0  # the back-off doubles at each further death up to this
READY = 8               # answers kept for owners that have not polled yet (oldest dropped)


def worker_command() -> list:
    """How to start the worker: through the built executable itself when frozen."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "--solver-worker"]
    return [sys.executable, "-m", "game.solver.worker_main"]


class ProcessWorker:
    """The worker as a child process; `channel` is the game's end of its stdin and stdout."""

    def __init__(self):
        to_worker, from_worker = os.pipe(), os.pipe()     # (read, write) each
        try:
            self.process = subprocess.Popen(
                worker_command(), stdin=to_worker[0], stdout=from_worker[1], stderr=None,
                close_fds=True, cwd=None if getattr(sys, "frozen", False) else project_root(),
                creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0))
        except BaseException:
            for fd in to_worker + from_worker:
                os.close(fd)
            raise
        os.close(to_worker[0])            # the worker's ends are its own now: when it dies
        os.close(from_worker[1])          # the game reads the end of file at once
        self.channel = Channel(from_worker[0], to_worker[1])
        self.pid = self.process.pid

    def is_alive(self) -> bool:
        return self.process.poll() is None

    def stop(self, grace: float) -> None:
        """Close the pipe (the worker leaves at the end of file); kill it if it lingers."""
        self.channel.close()
        try:
            self.process.wait(grace)
        except subprocess.TimeoutExpired:
            self.process.kill()
            try:
                self.process.wait(grace)
            except subprocess.TimeoutExpired:
                pass                      # reaped later by subprocess's own bookkeeping


class ThreadWorker:
    """The same worker loop on a daemon thread (tests): no process, the same pipes."""
    pid = None

    def __init__(self):
        to_worker, from_worker = os.pipe(), os.pipe()
        self.channel = Channel(from_worker[0], to_worker[1])
        worker_end = Channel(to_worker[0], from_worker[1])
        self.thread = threading.Thread(target=serve, args=(worker_end,), daemon=True,
                                       name="aisle-five-solver")
        self.thread.start()

    def is_alive(self) -> bool:
        return self.thread.is_alive()

    def stop(self, grace: float) -> None:
        self.channel.close()              # the loop ends at its next look at the pipe
        self.thread.join(grace)


@dataclass
class _Ask:
    id: int
    owner: Any
    tag: Any
    request: tuple


class SolverClient:
    def __init__(self, threaded: bool = False, idle_exit: float = IDLE_EXIT,
                 clock: Callable[[], float] = time.monotonic):
        self.threaded = threaded
        self.idle_exit = float(idle_exit)
        self.clock = clock
        self._last_used = clock()
        self._ids = itertools.count(1)
        self.worker = None
        self._wanted: _Ask | None = None   # the newest request: its answer is delivered
        self._sent: _Ask | None = None     # what the worker has (its answer not back)
        self._interrupted = False             # an interrupt was sent for `_sent`
        self._ready = []                      # (owner, id, tag, answer) not yet polled
        self._deaths = 0                      # workers lost in a row, with no answer since
        self._down_until = None               # clock time the back-off ends (unavailable)
        self._backoff = BACKOFF               # the next back-off's length

    # ----- the calls the table makes -----------------------------------------------
    def request(self, request, owner, tag=None, now: bool = False) -> int:
        """Ask on behalf of `owner` (superseding any earlier request); returns its id.
        `now`: the player is waiting, so a back-off ends and a worker starts at once."""
        self._last_used = self.clock()
        ask = _Ask(next(self._ids), owner, tag, request)
        self._wanted = ask
        if now:
            self._down_until = None
        self._pump()
        return ask.id

    def cancel(self, owner) -> None:
        """`owner` wants nothing more: its request is dropped and any answer to it too."""
        if self._wanted is not None and self._wanted.owner is owner:
            self._wanted = None
            self._pump()
        self._ready = [item for item in self._ready if item[0] is not owner]

    def poll(self, owner):
        """`owner`'s answers that arrived: [(id, tag, answer)]; never blocks."""
        self._receive()
        mine = [item[1:] for item in self._ready if item[0] is owner]
        if mine:
            self._ready = [item for item in self._ready if item[0] is not owner]
            self._last_used = self.clock()
        return mine

    def waiting(self, owner) -> bool:
        """Whether `owner` awaits an answer (asked, not cancelled, not yet polled)."""
        return (self._wanted is not None and self._wanted.owner is owner) or \
            any(item[0] is owner for item in self._ready)

    @property
    def busy(self) -> bool:
        return self._wanted is not None

    @property
    def working(self) -> bool:
        """Whether the worker holds a request it has not answered yet."""
        return self._sent is not None

    @property
    def unavailable(self) -> bool:
        """Whether the worker keeps dying and the client waits out a back-off."""
        return self._down_until is not None

    def retry_in(self) -> float | None:
        """Seconds until the back-off ends (None when there is none)."""
        if self._down_until is None:
            return None
        return max(0.0, self._down_until - self.clock())

    def wait(self, timeout: float) -> bool:
        """Block until the worker's answer to what it was sent, or its end, is on the
        pipe, at most `timeout` seconds; False only when the time ran out. For tests and
        scripts: the game polls instead."""
        return self._sent is None or self.worker.channel.wait(timeout)

    def idle(self) -> bool:
        """Collect what the worker sent (restarting it if it died), start a fresh one when
        a back-off is over; stop it when it has had nothing to do for `idle_exit` seconds.
        True if it stopped now. Cheap: call it every frame."""
        self._receive()
        if self._down_until is not None and self.clock() >= self._down_until:
            self._down_until = None
            self._pump()
        if self.worker is None or self._wanted is not None or self._sent is not None:
            return False
        if self.clock() - self._last_used < self.idle_exit:
            return False
        self._stop_worker()
        return True

    def close(self) -> None:
        """Stop the worker; returns within about 2 * GRACE seconds whatever it is doing,
        at once when there is none (a back-off starts nothing)."""
        self._wanted = None
        self._ready = []
        self._down_until = None
        self._stop_worker()

    # ----- the pipe -----------------------------------------------------------------
    def _pump(self) -> None:
        """Send the wanted request if the worker is free, else interrupt what it runs;
        during a back-off, the wanted request waits."""
        if self._sent is None:
            if self._wanted is not None and self._down_until is None:
                self._send(self._wanted)
        elif self._sent is not self._wanted and not self._interrupted:
            self._interrupted = True
            try:
                self.worker.channel.send(INTERRUPT)
            except OSError:
                self._worker_died()

    def _send(self, ask: _Ask) -> None:
        if self.worker is not None and not self.worker.is_alive():
            self._stop_worker()
        if self.worker is None:
            try:
                self._start()
            except OSError as error:      # no process could be made: try again later
                log.warning("the solver worker did not start: %s", error)
                self._stop_worker()
                self._back_off()
                return
        self._sent, self._interrupted = ask, False
        try:
            self.worker.channel.send((ask.id, ask.request))
        except OSError:
            self._worker_died()

    def _receive(self) -> None:
        """Take the worker's answer if it came; notice a worker that died."""
        if self._sent is None:
            return                        # nothing awaited: no system call
        try:
            if not self.worker.channel.poll():
                if not self.worker.is_alive():
                    self._worker_died()
                return
            request_id, answer = self.worker.channel.recv()
        except (EOFError, OSError):
            self._worker_died()
            return
        sent, self._sent = self._sent, None
        self._deaths, self._backoff = 0, BACKOFF
        if self._wanted is sent and sent.id == request_id:
            self._wanted = None
            self._deliver(sent, answer)
        self._pump()

    def _deliver(self, ask: _Ask, answer) -> None:
        self._ready.append((ask.owner, ask.id, ask.tag, answer))
        del self._ready[:-READY]

    def _worker_died(self) -> None:
        """Start a fresh worker for the wanted request, or back off when they keep dying."""
        self._stop_worker()
        self._deaths += 1
        log.warning("the solver worker stopped (%d in a row)", self._deaths)
        if self._deaths > RESTARTS:
            self._back_off()
        self._pump()

    def _back_off(self) -> None:
        """No worker for a while: the next back-off is twice as long, up to a limit."""
        self._down_until = self.clock() + self._backoff
        self._backoff = min(2 * self._backoff, LONGEST_BACKOFF)

    def _start(self) -> None:
        self.worker = ThreadWorker() if self.threaded else ProcessWorker()

    def _stop_worker(self) -> None:
        """Close the pipe (a worker ends at end of file); kill one that does not."""
        worker = self.worker
        self.worker = None
        self._sent = None
        if worker is not None:
            worker.stop(GRACE)
