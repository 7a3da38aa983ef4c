"""Waiting for the solver worker in tests: block on its pipe until its answer (or its end)
is there, never sleep and look again. HANG only stops a worker that hangs from hanging the
test run: no assertion rests on how fast the machine is."""

HANG = 120.0        # seconds


def answer(client, owner):
    """Block until `owner`'s answers have come; returns them as poll() does."""
    while True:
        found = client.poll(owner)
        if found:
            return found
        assert client.working, f"nothing asked for {owner!r} is on its way"
        assert client.wait(HANG), "the solver worker hung"


def settle(client) -> None:
    """Block until the worker has answered all it was given; the client collects the
    answers (idle(), as the game does every frame) without handing them to anyone."""
    while client.working:
        assert client.wait(HANG), "the solver worker hung"
        client.idle()


def run_until(app, condition, frames: int = 600) -> None:
    """Step `app` a frame of game time at a time until `condition()`, blocking on the
    solver's pipe whenever its worker has a request out; fails after `frames` steps."""
    for _ in range(frames):
        if condition():
            return
        client = app.solver_if_running()
        if client is not None:
            assert client.wait(HANG), "the solver worker hung"
        app.update(1 / 60)
    assert condition(), f"not so after {frames} frames"
