"""The solver's pipe: whole messages only, a poll that never blocks, the end of file seen."""

import os
import threading

import pytest

from game.solver.pipe import HEADER, Channel


@pytest.fixture
def ends():
    """Two channels joined by two os.pipe() pairs: (near, far)."""
    a, b = os.pipe(), os.pipe()
    near, far = Channel(a[0], b[1]), Channel(b[0], a[1])
    yield near, far
    near.close()
    far.close()


def test_a_message_goes_across_whole_and_equal(ends):
    near, far = ends
    assert near.poll() is False
    far.send((3, ("won", ["a>b", "deal"], 12, 0.5)))
    assert near.poll() is True
    assert near.recv() == (3, ("won", ["a>b", "deal"], 12, 0.5))
    assert near.poll() is False


def test_half_a_message_is_not_ready_until_the_rest_comes(ends):
    near, far = ends
    whole = b"".join(_frame("interrupt"))
    os.write(far.write_fd, whole[:3])
    assert near.poll() is False
    os.write(far.write_fd, whole[3:-1])
    assert near.poll() is False
    os.write(far.write_fd, whole[-1:])
    assert near.poll() is True and near.recv() == "interrupt"


def test_a_message_larger_than_the_pipe_holds(ends):
    near, far = ends
    big = ["x" * 1000] * 300                     # ~300 KB: a pipe holds 64 KiB here
    sender = threading.Thread(target=far.send, args=(big,))
    sender.start()
    assert near.recv() == big
    sender.join(10)


def test_the_end_of_file_makes_poll_true_and_recv_raise(ends):
    near, far = ends
    far.send("last")
    far.close()
    assert near.poll() is True and near.recv() == "last"
    assert near.poll() is True
    with pytest.raises(EOFError):
        near.recv()


def test_a_garbled_message_is_an_end_of_file(ends):
    near, far = ends
    os.write(far.write_fd, HEADER.pack(4) + b"\x00\x01\x02\x03")
    with pytest.raises(EOFError, match="does not decode"):
        near.recv()


def test_sending_after_the_reader_left_is_an_os_error(ends):
    near, far = ends
    near.close()
    with pytest.raises(OSError):
        far.send("anyone?")
    far.close()
    with pytest.raises(OSError):
        far.send("closed")


def test_wait_blocks_until_a_message_or_the_end_of_file(ends):
    near, far = ends
    assert near.wait(0.0) is False, "nothing sent: the time runs out"
    sender = threading.Thread(target=far.send, args=("answer",))
    sender.start()
    assert near.wait(120.0) is True and near.recv() == "answer"
    sender.join(10)
    os.write(far.write_fd, b"".join(_frame("half"))[:5])
    assert near.wait(0.0) is False, "half a message is not one"
    closer = threading.Thread(target=far.close)
    closer.start()
    assert near.wait(120.0) is True
    closer.join(10)
    with pytest.raises(EOFError):
        near.recv()


def _frame(message):
    import pickle
    data = pickle.dumps(message)
    return HEADER.pack(len(data)), data
