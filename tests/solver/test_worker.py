"""The solver worker answers off the caller's thread, in a real process, and cancels."""

import time

from game.rules import new_game, to_position
from game.solver import WON, Result, replays_to_win
from game.solver.worker import SolverClient


def wait(client, seconds=60.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = client.poll()
        if found:
            return found
        time.sleep(0.02)
    raise AssertionError("no answer")


def test_process_worker_solves_and_newer_requests_supersede_older():
    client = SolverClient(threaded=False)
    try:
        state = new_game("doublets", 1)
        client.request(("solve", to_position(new_game("whitehead", 3)), 30.0), tag="old")
        request_id = client.request(("solve", to_position(state), 20.0), tag="new")
        answers = wait(client)
        assert [(i, tag) for i, tag, _ in answers] == [(request_id, "new")]
        result = Result(*answers[0][2])
        assert result.status == WON and replays_to_win(state, result.moves)
    finally:
        client.close()


def test_thread_worker_finds_a_winnable_deal():
    client = SolverClient(threaded=True)
    try:
        client.request(("find", "maze", 10, 5.0, 5), tag="find")
        (_, tag, answer), = wait(client)
        seed, result = answer
        assert tag == "find" and 10 <= seed < 15
        assert Result(*result).status == WON
        assert replays_to_win(new_game("maze", seed), Result(*result).moves)
    finally:
        client.close()


def test_an_unused_worker_stops_and_the_next_request_starts_a_new_one():
    client = SolverClient(threaded=False, idle_exit=0.0)
    try:
        assert client.idle() is False, "never started: nothing to stop"
        client.request(("solve", to_position(new_game("doublets", 1)), 20.0), tag="a")
        assert client.idle() is False, "an answer is awaited"
        (_, tag, answer), = wait(client)
        first = client.worker
        assert tag == "a" and Result(*answer).status == WON
        assert client.idle() is True
        assert not first.is_alive()
        client.request(("solve", to_position(new_game("doublets", 2)), 20.0), tag="b")
        (_, tag, answer), = wait(client)
        assert tag == "b" and Result(*answer).status == WON and client.worker is not first
    finally:
        client.close()


def test_a_recently_used_worker_keeps_running():
    client = SolverClient(threaded=True, idle_exit=3600.0)
    try:
        client.request(("solve", to_position(new_game("doublets", 1)), 20.0), tag="a")
        wait(client)
        assert client.idle() is False and client.worker.is_alive()
    finally:
        client.close()
