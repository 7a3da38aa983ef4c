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
