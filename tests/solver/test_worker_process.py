"""The solver worker as a real process: it is restarted when killed, quitting never waits
on it, and it exits by itself when the game is killed."""

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from game.rules import new_game, to_position
from game.solver import Result
from game.solver.worker import SolverClient

ROOT = Path(__file__).resolve().parents[2]
QUICK = ("solve", to_position(new_game("doublets", 1)), 20.0)   # answered in milliseconds
SLOW = ("solve", to_position(new_game("forty-thieves", 71)), 30.0)  # needs seconds


def wait(client, owner, seconds=5.0, until=None):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = client.poll(owner)
        if found:
            return found
        if until is not None and until():
            return []
        time.sleep(0.01)
    raise AssertionError("no answer")


def gone(pid: int) -> bool:
    """True when `pid` has exited (a zombie waiting for its reaper counts as exited)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "Z"
    except (FileNotFoundError, ProcessLookupError):
        return True


def wait_gone(pid: int, seconds: float = 3.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if gone(pid):
            return True
        time.sleep(0.02)
    return gone(pid)


@pytest.fixture
def client():
    made = SolverClient()
    yield made
    made.close()


def test_a_killed_worker_is_restarted_and_the_request_sent_again(client):
    client.request(QUICK, owner="table")
    wait(client, "table")
    first = client.worker.pid
    client.request(("solve", to_position(new_game("forty-thieves", 71)), 0.5), owner="table",
                   tag="slow")
    os.kill(first, signal.SIGKILL)
    (_, tag, answer), = wait(client, "table")
    assert tag == "slow" and answer[0] != "error"
    assert Result(*answer).status in ("won", "lost", "unknown")
    assert client.worker.pid != first and not client.waiting("table")


def test_a_worker_killed_while_idle_is_restarted_by_the_next_request(client):
    client.request(QUICK, owner="table")
    wait(client, "table")
    first = client.worker.pid
    os.kill(first, signal.SIGKILL)
    wait_gone(first)
    client.request(QUICK, owner="table", tag="again")
    (_, tag, answer), = wait(client, "table")
    assert tag == "again" and Result(*answer).status == "won"


def test_a_request_whose_worker_dies_twice_gets_an_error_answer(client):
    client.request(SLOW, owner="table")
    killed = set()
    deadline = time.monotonic() + 5.0
    found = []
    while not found and time.monotonic() < deadline:
        worker = client.worker
        if worker is not None and worker.pid not in killed and worker.is_alive():
            killed.add(worker.pid)
            os.kill(worker.pid, signal.SIGKILL)
        found = client.poll("table")
        time.sleep(0.01)
    (_, _, answer), = found
    assert answer[0] == "error" and len(killed) == 2
    assert not client.waiting("table") and not client.busy


def test_close_after_a_flood_of_requests_returns_at_once(client):
    client.request(QUICK, owner="table")
    wait(client, "table")
    for _ in range(2000):
        client.request(SLOW, owner="table")
    start = time.monotonic()
    client.close()
    assert time.monotonic() - start < 2.0


CHILD = textwrap.dedent("""
    import os, signal, sys, time
    from game.rules import new_game, to_position
    from game.solver.worker import SolverClient

    client = SolverClient()
    quick = ("solve", to_position(new_game("doublets", 1)), 20.0)
    slow = ("solve", to_position(new_game("forty-thieves", 71)), 30.0)
    client.request(quick, owner="table")
    while not client.poll("table"):
        time.sleep(0.01)
    mode = sys.argv[1]
    if mode == "flood":                 # the worker dies; requests keep coming; quit
        os.kill(client.worker.pid, signal.SIGKILL)
        time.sleep(0.2)
        for _ in range(2000):
            client.request(slow, owner="table")
        client.close()
        sys.exit(0)
    if mode == "searching":
        client.request(slow, owner="table")
    print(client.worker.pid, flush=True)
    time.sleep(60)
""")


def child(mode):
    return subprocess.Popen([sys.executable, "-c", CHILD, mode], cwd=ROOT,
                            stdout=subprocess.PIPE, text=True,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)))


def test_quitting_after_the_worker_died_and_requests_piled_up_does_not_hang():
    game = child("flood")
    try:
        assert game.wait(timeout=8) == 0
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()


def children(pid: int) -> set:
    """The pids of `pid`'s living child processes."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid and fields[0] != "Z":
                found.add(int(entry.name))
    return found


@pytest.mark.parametrize("mode", ["idle", "searching"])
def test_the_worker_exits_when_the_game_is_killed(mode):
    """SIGKILL: the game cannot say goodbye; the worker sees the end of file on its stdin.
    The worker is the game's only helper process (no resource tracker or the like)."""
    game = child(mode)
    try:
        worker = int(game.stdout.readline())
        time.sleep(0.2)
        assert not gone(worker)
        assert children(game.pid) == {worker}
    finally:
        game.kill()
        game.wait()
    assert wait_gone(worker), "the worker outlived the game"
