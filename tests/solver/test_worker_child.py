"""The solver worker's own process: how it is started, what it holds and what it ignores.
It talks over its stdin and stdout, also as `main.py --solver-worker` (how a built executable
starts it), holds none of the game's file descriptors, never loads pygame, ignores Ctrl+C,
and a stray print cannot garble its answers."""

import os
import signal
import subprocess
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path

import pytest

from game.rules import new_game, to_position
from game.solver import Result, replays_to_win
from game.solver.pipe import Channel
from game.solver.worker import SolverClient, worker_command
from tests.solver.waiting import HANG
from tests.solver.waiting import answer as wait

ROOT = Path(__file__).resolve().parents[2]
QUICK = ("solve", to_position(new_game("doublets", 1)), 20.0)
LINUX = pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="reads /proc")


def answer(client):
    return wait(client, "table")


@contextmanager
def talking_to(command, **options):
    """A process started with `command`, and a channel on its stdin and stdout."""
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, **options)
    try:
        yield process, Channel(process.stdout.fileno(), process.stdin.fileno())
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        for stream in (process.stdin, process.stdout, process.stderr):
            stream.close()


@pytest.fixture
def client():
    made = SolverClient()
    yield made
    made.close()


def test_the_worker_command_runs_the_worker_module_from_source():
    assert worker_command() == [sys.executable, "-m", "game.solver.worker_main"]


def test_main_py_with_solver_worker_serves_requests_until_the_end_of_file():
    """What a built executable runs: [sys.executable, "--solver-worker"]."""
    with talking_to([sys.executable, str(ROOT / "main.py"), "--solver-worker"],
                    cwd=tempfile.gettempdir()) as (worker, channel):
        channel.send((7, QUICK))
        request_id, result = channel.recv()
        assert request_id == 7 and Result(*result).status == "won"
        assert replays_to_win(new_game("doublets", 1), Result(*result).moves)
        worker.stdin.close()                     # the game is gone
        assert worker.wait(timeout=HANG) == 0
        assert worker.stderr.read() == b""


@LINUX
def test_the_worker_holds_no_file_of_the_game_and_no_pygame(client, tmp_path):
    kept = open(tmp_path / "the-game-keeps-this-open", "w")
    os.set_inheritable(kept.fileno(), True)      # even one a child could inherit
    try:
        client.request(QUICK, owner="table")
        answer(client)
        pid = client.worker.pid
        opened = {os.readlink(f"/proc/{pid}/fd/{fd}") for fd in os.listdir(f"/proc/{pid}/fd")}
        maps = Path(f"/proc/{pid}/maps").read_text()
    finally:
        kept.close()
    assert not any("the-game-keeps-this-open" in target for target in opened), opened
    assert "pygame" not in maps and "SDL" not in maps


def test_the_worker_ignores_ctrl_c(client):
    """A signal is delivered before the worker can read anything more from its pipe, so
    the request sent after it is answered only by a worker that lived through it."""
    client.request(QUICK, owner="table")
    answer(client)
    worker = client.worker
    os.kill(worker.pid, signal.SIGINT)
    client.request(QUICK, owner="table", tag="after")
    (_, tag, result), = answer(client)
    assert tag == "after" and Result(*result).status == "won" and client.worker is worker
    assert worker.is_alive()


def test_a_stray_print_in_the_worker_goes_to_stderr_not_into_the_answers():
    code = ("from game.solver.worker_main import own_pipes\n"
            "channel = own_pipes()\n"
            "print('a stray line', flush=True)\n"
            "channel.send(('answer', channel.recv()))\n")
    with talking_to([sys.executable, "-c", code], cwd=ROOT) as (worker, channel):
        channel.send("question")
        assert channel.recv() == ("answer", "question")
        worker.stdin.close()
        assert worker.wait(timeout=HANG) == 0
        assert worker.stderr.read() == b"a stray line\n"
        assert worker.stdout.read() == b""
