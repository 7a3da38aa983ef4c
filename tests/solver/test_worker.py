"""The solver worker answers off the caller's thread, in a real process, cancels, and gives
each answer only to the owner that asked for it."""

import time

from game.rules import new_game, to_position
from game.solver import WON, Result, replays_to_win
from game.solver.worker import SolverClient

QUICK = ("solve", to_position(new_game("doublets", 1)), 20.0)   # answered in milliseconds


def wait(client, owner, seconds=60.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = client.poll(owner)
        if found:
            return found
        time.sleep(0.02)
    raise AssertionError("no answer")


def settle(client, seconds=1.0):
    """Let the worker answer whatever it was given (the client collects it in idle())."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        client.idle()
        time.sleep(0.01)


def test_process_worker_solves_and_newer_requests_supersede_older():
    client = SolverClient(threaded=False)
    try:
        state = new_game("doublets", 1)
        client.request(("solve", to_position(new_game("whitehead", 3)), 30.0), "table", "old")
        request_id = client.request(("solve", to_position(state), 20.0), "table", "new")
        answers = wait(client, "table")
        assert [(i, tag) for i, tag, _ in answers] == [(request_id, "new")]
        result = Result(*answers[0][2])
        assert result.status == WON and replays_to_win(state, result.moves)
    finally:
        client.close()


def test_thread_worker_finds_a_winnable_deal():
    client = SolverClient(threaded=True)
    try:
        client.request(("find", "maze", 10, 5.0, 5), "table", "find")
        (_, tag, answer), = wait(client, "table")
        seed, result = answer
        assert tag == "find" and 10 <= seed < 15
        assert Result(*result).status == WON
        assert replays_to_win(new_game("maze", seed), Result(*result).moves)
    finally:
        client.close()


def test_an_answer_goes_only_to_its_owner():
    client = SolverClient(threaded=True)
    try:
        client.request(QUICK, owner="first", tag="a")
        assert client.waiting("first") and not client.waiting("second")
        settle(client, 0.5)
        assert client.poll("second") == []
        (_, tag, answer), = client.poll("first")
        assert tag == "a" and Result(*answer).status == WON
        assert client.poll("first") == [] and not client.waiting("first")
    finally:
        client.close()


def test_a_cancelled_owner_never_gets_its_answer_and_nobody_else_does():
    client = SolverClient(threaded=True)
    try:
        client.request(QUICK, owner="closed table")
        client.cancel("closed table")
        assert not client.waiting("closed table") and not client.busy
        settle(client, 0.5)
        assert client.poll("closed table") == [] and client.poll("next table") == []
        client.request(QUICK, owner="next table", tag="mine")
        (_, tag, _), = wait(client, "next table", seconds=5)
        assert tag == "mine"
    finally:
        client.close()


def test_a_newer_request_of_another_owner_supersedes_the_older_one():
    client = SolverClient(threaded=True)
    try:
        client.request(("solve", to_position(new_game("forty-thieves", 71)), 30.0), "old")
        client.request(QUICK, owner="new", tag="quick")
        assert not client.waiting("old")
        (_, tag, _), = wait(client, "new", seconds=5)
        settle(client, 0.3)
        assert tag == "quick" and client.poll("old") == []
    finally:
        client.close()


def test_an_unused_worker_stops_and_the_next_request_starts_a_new_one():
    client = SolverClient(threaded=False, idle_exit=0.0)
    try:
        assert client.idle() is False, "never started: nothing to stop"
        client.request(("solve", to_position(new_game("doublets", 1)), 20.0), "table", "a")
        assert client.idle() is False, "an answer is awaited"
        (_, tag, answer), = wait(client, "table")
        first = client.worker
        assert tag == "a" and Result(*answer).status == WON
        assert client.idle() is True
        assert client.worker is None, "stopped and let go"
        client.request(("solve", to_position(new_game("doublets", 2)), 20.0), "table", "b")
        (_, tag, answer), = wait(client, "table")
        assert tag == "b" and Result(*answer).status == WON and client.worker is not first
    finally:
        client.close()


def test_a_recently_used_worker_keeps_running():
    client = SolverClient(threaded=True, idle_exit=3600.0)
    try:
        client.request(("solve", to_position(new_game("doublets", 1)), 20.0), "table", "a")
        wait(client, "table")
        assert client.idle() is False and client.worker.is_alive()
    finally:
        client.close()


def test_a_worker_that_cannot_start_gives_an_error_answer(monkeypatch):
    client = SolverClient()

    def refuse():
        raise OSError("Resource temporarily unavailable")
    monkeypatch.setattr(client, "_start", refuse)
    client.request(QUICK, owner="table", tag="a")
    (_, tag, answer), = client.poll("table")
    assert tag == "a" and answer[0] == "error" and "did not start" in answer[1]
    assert not client.waiting("table") and client.worker is None
    client.close()
