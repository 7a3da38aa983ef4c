"""The solver worker as a real process: it is restarted when killed, backs off when it
keeps dying, quitting never waits on it, and it exits by itself when the game is killed.
Every wait blocks on a pipe or on the process's end (tests.solver.waiting), never on
the wall clock."""

import os
import select
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game.rules import new_game, to_position
from game.solver import Result
from game.solver import worker as worker_module
from game.solver.worker import SolverClient
from tests.solver.waiting import HANG
from tests.solver.waiting import answer as wait

ROOT = Path(__file__).resolve().parents[2]
QUICK = ("solve", to_position(new_game("doublets", 1)), 20.0)   # answered in milliseconds
SLOW = ("solve", to_position(new_game("forty-thieves", 71)), 30.0)  # needs seconds


def gone(pid: int) -> bool:
    """True when `pid` has exited (a zombie waiting for its reaper counts as exited)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "Z"
    except (FileNotFoundError, ProcessLookupError):
        return True


def watch(pid: int) -> int:
    """A descriptor that becomes readable when `pid` exits (even a process not ours)."""
    return os.pidfd_open(pid)


def wait_gone(watched: int) -> bool:
    """Block until the process `watch` was given has exited; HANG guards a hang only."""
    try:
        return bool(select.select([watched], [], [], HANG)[0])
    finally:
        os.close(watched)


def kill_worker(client) -> int:
    """SIGKILL the client's worker and let the client see it die (the end of its pipe)."""
    pid = client.worker.pid
    os.kill(pid, signal.SIGKILL)
    assert client.wait(HANG), "the end of the killed worker's pipe never came"
    client.idle()
    return pid


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
    first = client.worker
    os.kill(first.pid, signal.SIGKILL)
    first.process.wait(HANG)             # dead while idle: nobody noticed yet
    client.request(QUICK, owner="table", tag="again")
    (_, tag, answer), = wait(client, "table")
    assert tag == "again" and Result(*answer).status == "won"


@pytest.fixture
def backing_off(fake_time):
    """A client on a clock the test moves, whose worker was killed twice in a row during
    one request: restarted at once after the first death, not after the second."""
    made = SolverClient(clock=fake_time)
    try:
        made.request(SLOW, owner="table", tag="slow")
        first = kill_worker(made)
        assert made.worker is not None and made.worker.pid != first, "restarted at once"
        assert not made.unavailable and made.working, "and given the request again"
        kill_worker(made)
        yield made
    finally:
        made.close()


def test_a_worker_killed_twice_leaves_the_solver_unavailable_for_a_second(
        backing_off, fake_time):
    client = backing_off
    assert client.unavailable and client.worker is None and client.retry_in() == 1.0
    assert client.waiting("table") and client.poll("table") == [], "the request waits"
    fake_time.advance(0.99)
    client.idle()
    assert client.worker is None and client.unavailable
    fake_time.advance(0.01)
    client.idle()
    assert not client.unavailable and client.worker.is_alive() and client.working


def test_each_further_death_doubles_the_back_off_and_an_answer_ends_it(
        backing_off, fake_time):
    client = backing_off
    for expected in (1.0, 2.0, 4.0):
        assert client.retry_in() == expected
        fake_time.advance(expected)
        client.idle()
        kill_worker(client)                  # the fresh worker dies too: no restart at once
        assert client.worker is None and client.unavailable
    assert client.retry_in() == 8.0
    client.request(QUICK, owner="table", tag="quick")
    fake_time.advance(8.0)
    client.idle()
    (_, tag, answer), = wait(client, "table")
    assert tag == "quick" and Result(*answer).status == "won" and not client.unavailable
    client.request(SLOW, owner="table")
    first = kill_worker(client)
    assert client.worker.pid != first, "after an answer, one death restarts at once again"
    kill_worker(client)
    assert client.retry_in() == 1.0, "and the back-off starts over"


def test_a_request_the_player_waits_for_restarts_the_worker_at_once(backing_off):
    client = backing_off
    client.request(QUICK, owner="table", tag="hint", now=True)
    assert not client.unavailable and client.worker.is_alive()
    (_, tag, answer), = wait(client, "table")
    assert tag == "hint" and Result(*answer).status == "won"


def test_a_request_waiting_out_the_back_off_still_belongs_to_its_owner(
        backing_off, fake_time):
    client = backing_off
    client.cancel("table")                      # the table closed during the back-off
    client.request(QUICK, owner="next table", tag="next")
    assert client.worker is None, "it waits out the back-off too"
    fake_time.advance(1.0)
    client.idle()
    (_, tag, answer), = wait(client, "next table")
    assert tag == "next" and Result(*answer).status == "won"
    assert client.poll("table") == [] and not client.waiting("table")


def test_quitting_during_the_back_off_starts_no_worker(backing_off, fake_time):
    client = backing_off
    before = children(os.getpid())
    client.close()
    fake_time.advance(3600.0)
    client.idle()
    assert client.worker is None and not client.unavailable
    assert children(os.getpid()) <= before, "no worker started"


def test_close_after_a_flood_of_requests_sends_one_interrupt_and_ends_the_worker(client):
    client.request(QUICK, owner="table")
    wait(client, "table")
    worker = client.worker
    sent = []
    send = worker.channel.send
    worker.channel.send = lambda message: sent.append(message) or send(message)
    for _ in range(2000):
        client.request(SLOW, owner="table")
    assert [message if isinstance(message, str) else message[1] for message in sent] == \
        [SLOW, worker_module.INTERRUPT], "one request, one interrupt: nothing piles up"
    client.close()
    assert client.worker is None
    assert worker.process.wait(HANG) is not None, "the worker is gone"


def test_close_kills_a_worker_that_cannot_leave(client, monkeypatch):
    """A stopped worker cannot read the end of file: close kills it after the grace."""
    monkeypatch.setattr(worker_module, "GRACE", 0.05)
    client.request(QUICK, owner="table")
    wait(client, "table")
    worker = client.worker
    os.kill(worker.pid, signal.SIGSTOP)
    client.close()
    assert worker.process.wait(HANG) == -signal.SIGKILL, "killed: it could not leave itself"


CHILD = textwrap.dedent("""
    import os, select, signal, sys
    from game.rules import new_game, to_position
    from game.solver.worker import SolverClient

    client = SolverClient()
    quick = ("solve", to_position(new_game("doublets", 1)), 20.0)
    slow = ("solve", to_position(new_game("forty-thieves", 71)), 30.0)
    client.request(quick, owner="table")
    while not client.poll("table"):
        client.wait(60.0)
    mode = sys.argv[1]
    if mode == "flood":                 # the worker dies; requests keep coming; quit
        os.kill(client.worker.pid, signal.SIGKILL)
        client.worker.process.wait()
        for _ in range(2000):
            client.request(slow, owner="table")
        client.close()
        sys.exit(0)
    if mode == "searching":
        client.request(slow, owner="table")
    print(client.worker.pid, flush=True)
    select.select([], [], [])           # until killed
""")


def child(mode):
    return subprocess.Popen([sys.executable, "-c", CHILD, mode], cwd=ROOT,
                            stdout=subprocess.PIPE, text=True,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)))


def test_quitting_after_the_worker_died_and_requests_piled_up_does_not_hang():
    game = child("flood")
    try:
        assert game.wait(timeout=HANG) == 0
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
        watched = watch(worker)
        assert not gone(worker)
        assert children(game.pid) == {worker}
    finally:
        game.kill()
        game.wait()
    assert wait_gone(watched), "the worker outlived the game"
