"""The solver worker answers off the caller's thread, in a real process, cancels, and gives
each answer only to the owner that asked for it; when no worker can be had it backs off on
the clock it is given."""

from game.rules import new_game, to_position
from game.solver import WON, Result, replays_to_win
from game.solver.worker import SolverClient
from tests.solver.waiting import answer as wait
from tests.solver.waiting import settle

QUICK = ("solve", to_position(new_game("doublets", 1)), 20.0)   # answered in milliseconds


def cannot_start():
    """What SolverClient._start does when no process can be made."""
    raise OSError("Resource temporarily unavailable")


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
        settle(client)
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
        settle(client)
        assert client.poll("closed table") == [] and client.poll("next table") == []
        client.request(QUICK, owner="next table", tag="mine")
        (_, tag, _), = wait(client, "next table")
        assert tag == "mine"
    finally:
        client.close()


def test_a_newer_request_of_another_owner_supersedes_the_older_one():
    client = SolverClient(threaded=True)
    try:
        client.request(("solve", to_position(new_game("forty-thieves", 71)), 30.0), "old")
        client.request(QUICK, owner="new", tag="quick")
        assert not client.waiting("old")
        (_, tag, _), = wait(client, "new")
        settle(client)
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


def test_a_worker_that_cannot_start_backs_off_doubling_up_to_the_longest(
        monkeypatch, fake_time):
    client = SolverClient(threaded=True, clock=fake_time)
    refusals = []

    def refuse():
        refusals.append(fake_time.now)
        cannot_start()
    start = client._start
    monkeypatch.setattr(client, "_start", refuse)
    try:
        client.request(QUICK, owner="table", tag="a")
        assert client.unavailable and client.worker is None and client.waiting("table")
        assert client.poll("table") == [], "no error answer: the request waits"
        waits = []
        while len(waits) < 9:
            waits.append(client.retry_in())
            fake_time.advance(waits[-1] - 0.001)
            client.idle()
            assert len(refusals) == len(waits), "not a moment before the back-off ends"
            fake_time.advance(0.001)
            client.idle()
        assert waits == [1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 60.0, 60.0, 60.0]
        monkeypatch.setattr(client, "_start", start)      # processes can be made again
        fake_time.advance(client.retry_in())
        client.idle()
        assert not client.unavailable and client.worker is not None
        (_, tag, result), = wait(client, "table")
        assert tag == "a" and Result(*result).status == WON
    finally:
        client.close()


def test_a_request_the_player_waits_for_starts_a_worker_during_the_back_off(
        monkeypatch, fake_time):
    client = SolverClient(threaded=True, clock=fake_time)
    start = client._start
    monkeypatch.setattr(client, "_start", cannot_start)
    client.request(QUICK, owner="table", tag="status")
    assert client.unavailable and client.retry_in() == 1.0
    monkeypatch.setattr(client, "_start", start)
    try:
        client.request(QUICK, owner="table", tag="hint")
        assert client.unavailable, "an ordinary request waits out the back-off"
        assert client.worker is None
        client.request(QUICK, owner="table", tag="hint", now=True)
        assert not client.unavailable and client.worker is not None, "started at once"
        (_, tag, _), = wait(client, "table")
        assert tag == "hint"
    finally:
        client.close()


def test_closing_during_a_back_off_starts_nothing(monkeypatch, fake_time):
    client = SolverClient(threaded=True, clock=fake_time)
    started = []

    def refuse():
        started.append(fake_time.now)
        cannot_start()
    monkeypatch.setattr(client, "_start", refuse)
    client.request(QUICK, owner="table")
    assert client.unavailable
    client.close()
    fake_time.advance(3600.0)
    client.idle()
    assert len(started) == 1 and client.worker is None and not client.unavailable
