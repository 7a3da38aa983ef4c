"""The solver off the frame loop: one long-lived worker process the UI talks to.

The table sends requests and polls for answers once per frame; it never blocks. Requests:

- ("solve", position, time_limit): a Result for that position (hints, "still winnable?").
- ("find", game, first_seed, per_seed_limit, tries): the first seed from first_seed on
  whose deal the solver proves won, for "winnable deals only"; (seed, Result) or None.

A new request cancels the running one (a shared generation counter the search polls
through Budget.cancelled), and answers to stale requests are dropped by id. The worker
imports only game.rules and game.solver, never pygame. It is started lazily with the
"spawn" method (the parent holds SDL state) and is a daemon, so it dies with the game.
Tests can use `threaded=True`: the same worker loop on a thread, no process.

Memory: a worker holds ~45 MiB (an interpreter, the rules and the search tables). When
nothing has been asked for `idle_exit` seconds, `idle()` (called once per frame) stops it;
the next request starts a fresh one, so an idle game keeps only its own process.
"""

import itertools
import multiprocessing
import queue
import threading
import time

IDLE_EXIT = 30.0        # seconds without a request before the worker is stopped


def _handle(request, cancelled):
    from game.rules import from_position, new_game
    from game.solver import WON, solve
    kind = request[0]
    if kind == "solve":
        _, position, limit = request
        result = solve(from_position(position), time_limit=limit, cancelled=cancelled)
        return tuple(result)
    if kind == "find":
        _, game, seed, limit, tries = request
        for offset in range(tries):
            if cancelled():
                return None
            candidate = (seed + offset) % 2**32
            result = solve(new_game(game, candidate), time_limit=limit, cancelled=cancelled)
            if result.status == WON:
                return candidate, tuple(result)
        return None
    raise ValueError(f"unknown solver request {kind!r}")


def _serve(requests, answers, generation):
    """The worker loop: one request at a time, each cancellable by a newer one."""
    while True:
        message = requests.get()
        if message is None:
            return
        request_id, my_generation, request = message
        if generation.value != my_generation:
            continue                      # already superseded
        try:
            answer = _handle(request, lambda: generation.value != my_generation)
        except Exception as error:        # never let one bad request kill the worker
            answer = ("error", repr(error))
        answers.put((request_id, answer))


class _Counter:
    """A generation counter with the interface of multiprocessing.Value (threads)."""

    def __init__(self):
        self.value = 0


class SolverClient:
    def __init__(self, threaded: bool = False, idle_exit: float = IDLE_EXIT):
        self.threaded = threaded
        self.idle_exit = float(idle_exit)
        self._last_used = time.monotonic()
        self._ids = itertools.count(1)
        self._started = False
        self.pending = {}                 # request id -> what it was for (the caller's tag)

    def _start(self) -> None:
        if self._started:
            return
        if self.threaded:
            self.requests, self.answers = queue.Queue(), queue.Queue()
            self.generation = _Counter()
            self.worker = threading.Thread(target=_serve, daemon=True,
                                           args=(self.requests, self.answers, self.generation))
        else:
            context = multiprocessing.get_context("spawn")
            self.requests, self.answers = context.Queue(), context.Queue()
            self.generation = context.Value("i", 0)
            self.worker = context.Process(target=_serve, daemon=True, name="aisle-five-solver",
                                          args=(self.requests, self.answers, self.generation))
        self.worker.start()
        self._started = True

    def request(self, request, tag=None) -> int:
        """Send a request (cancelling any running one); returns its id."""
        self._start()
        self._last_used = time.monotonic()
        request_id = next(self._ids)
        self.generation.value += 1
        self.pending = {request_id: tag}
        self.requests.put((request_id, self.generation.value, request))
        return request_id

    def cancel(self) -> None:
        if self._started:
            self.generation.value += 1
        self.pending = {}

    def poll(self):
        """Answers that arrived for the current request: [(id, tag, answer)]; never blocks."""
        if not self._started or not self.pending:
            return []          # nothing awaited: stale answers wait in the queue, unread
        found = []
        while True:
            try:
                request_id, answer = self.answers.get_nowait()
            except queue.Empty:
                break
            if request_id in self.pending:
                found.append((request_id, self.pending.pop(request_id), answer))
        if found:
            self._last_used = time.monotonic()
        return found

    def idle(self) -> bool:
        """Stop the worker when it has had nothing to do for `idle_exit` seconds; True if
        it stopped now. Cheap: call it every frame."""
        if not self._started or self.pending:
            return False
        if time.monotonic() - self._last_used < self.idle_exit:
            return False
        self.close()
        return True

    @property
    def busy(self) -> bool:
        return bool(self.pending)

    def close(self) -> None:
        if not self._started:
            return
        self.generation.value += 1
        try:
            self.requests.put(None)
        except (OSError, ValueError):
            pass
        self.worker.join(timeout=1.0)
        if not self.threaded and self.worker.is_alive():
            self.worker.terminate()
        self._started = False
