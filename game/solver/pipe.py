"""Messages between the solver client and its worker over plain pipes, never blocking to look.

A message is a 4-byte big-endian length and a pickle (both ends are this program, so
unpickling is as safe as importing). A Channel owns one end of two pipes: it reads one and
writes the other (the worker's stdin and stdout, or two os.pipe() pairs for a worker on a
thread). `poll()` never blocks: it reads what has arrived into a buffer and says whether a
whole message, or the end of file, is waiting; `recv()` takes the next message, raising
EOFError at the end of file (the other end closed, or its process died) or on a message that
does not decode. `wait(timeout)` blocks until poll() would say yes (tests and scripts: the
game never blocks on the pipe).
"""

import os
import pickle
import struct
import sys
import time

HEADER = struct.Struct(">I")
CHUNK = 1 << 16

if sys.platform == "win32":
    import _winapi
    import msvcrt

    def readable(fd: int, timeout: float = 0.0) -> bool:
        """Whether reading `fd` returns at once: bytes waiting, or the pipe broken; looks
        again every few milliseconds for up to `timeout` seconds (no select on pipes)."""
        end = time.monotonic() + timeout
        while True:
            try:
                if _winapi.PeekNamedPipe(msvcrt.get_osfhandle(fd))[0] > 0:
                    return True
            except OSError:
                return True
            if time.monotonic() >= end:
                return False
            time.sleep(0.005)
else:
    import select

    def readable(fd: int, timeout: float = 0.0) -> bool:
        """Whether reading `fd` returns at once: bytes waiting, or the end of file; waits
        up to `timeout` seconds for either."""
        return bool(select.select([fd], [], [], timeout)[0])


class Channel:
    def __init__(self, read_fd: int, write_fd: int):
        self.read_fd, self.write_fd = read_fd, write_fd
        self._buffer = bytearray()
        self._ended = False

    def send(self, message) -> None:
        """Write one message whole; OSError (BrokenPipeError) when the reader is gone."""
        if self.write_fd is None:
            raise BrokenPipeError("the channel is closed")
        data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
        view = memoryview(HEADER.pack(len(data)) + data)
        while view:
            view = view[os.write(self.write_fd, view):]

    def poll(self) -> bool:
        """True when recv() will not block: a whole message or the end of file waits."""
        while not self._whole() and not self._ended and readable(self.read_fd):
            self._read()
        return self._whole() or self._ended

    def wait(self, timeout: float) -> bool:
        """Block until poll() is True, at most `timeout` seconds; returns poll()."""
        end = time.monotonic() + timeout
        while not self.poll():
            left = end - time.monotonic()
            if left <= 0 or not readable(self.read_fd, left):
                return self.poll()
        return True

    def recv(self):
        """The next message, waiting for it if need be."""
        while not self._whole():
            if self._ended:
                raise EOFError("the other end of the pipe closed")
            self._read()
        size = HEADER.unpack_from(self._buffer)[0]
        data = bytes(self._buffer[HEADER.size:HEADER.size + size])
        del self._buffer[:HEADER.size + size]
        try:
            return pickle.loads(data)
        except Exception as error:        # a garbled stream is as good as a closed one
            raise EOFError(f"a message that does not decode ({error!r})") from None

    def close(self) -> None:
        """Close both ends (again is harmless)."""
        for fd in {self.read_fd, self.write_fd} - {None}:
            try:
                os.close(fd)
            except OSError:
                pass
        self.read_fd = self.write_fd = None
        self._ended = True

    def _whole(self) -> bool:
        buffered = len(self._buffer)
        return buffered >= HEADER.size and \
            buffered >= HEADER.size + HEADER.unpack_from(self._buffer)[0]

    def _read(self) -> None:
        try:
            chunk = os.read(self.read_fd, CHUNK)
        except OSError:
            chunk = b""
        if chunk:
            self._buffer += chunk
        else:
            self._ended = True
