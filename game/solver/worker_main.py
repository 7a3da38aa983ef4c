"""The solver worker: `python -m game.solver.worker_main`, or a built executable run with
--solver-worker (main.py hands over before importing anything else).

It reads requests on its stdin and writes answers on its stdout (game.solver.pipe), one
request at a time; anything arriving during a search (an interrupt, or the end of file)
stops it. The end of file on stdin means the game is gone (it closed the pipe, or died,
even by SIGKILL, and the system closed it): the worker then leaves. Ctrl+C in a terminal
is the game's to handle, so the worker ignores SIGINT. It imports only game.rules and
game.solver, never pygame. game.solver.worker runs `serve` on a thread too (tests).
"""

import os
import signal
import sys

from game.rules import from_position, new_game
from game.solver import WON, solve
from game.solver.pipe import Channel

INTERRUPT = "interrupt"


def handle(request, cancelled):
    """The answer to one request (see game.solver.worker); `cancelled()` stops a search."""
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


def serve(channel: Channel) -> None:
    """The worker loop; returns (closing the channel) when the client is gone."""
    try:
        while True:
            message = channel.recv()
            if message == INTERRUPT:
                continue                  # it came after the search it meant had ended
            request_id, request = message
            try:
                answer = handle(request, channel.poll)
            except Exception as error:    # never let one bad request kill the worker
                answer = ("error", repr(error))
            channel.send((request_id, answer))
    except (EOFError, OSError):
        return                            # the client closed its end, or its process died
    finally:
        channel.close()


def own_pipes() -> Channel:
    """The channel on stdin and stdout, moved off fds 0 and 1: a stray print goes to
    stderr (the game's log) and nothing reads the requests but the channel."""
    channel = Channel(os.dup(0), os.dup(1))
    quiet = os.open(os.devnull, os.O_RDWR)
    os.dup2(quiet, 0)
    try:
        os.dup2(2, 1)
    except OSError:                       # no stderr (a windowed program on Windows)
        os.dup2(quiet, 1)
    os.close(quiet)
    return channel


def main() -> int:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    serve(own_pipes())
    return 0


if __name__ == "__main__":
    sys.exit(main())
