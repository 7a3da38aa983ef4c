"""Handing freed memory back to the operating system after a resize.

glibc raises its mmap threshold to the largest block ever freed (a window-sized surface),
after which freed surfaces stay in its heap: one drag-resize and back would leave RSS
higher for good (benchmarks.resize_memory). `malloc_trim(0)` returns the free pages; it is
not free, so the app calls it once after the first frame drawn at a new window size, never per
frame. Elsewhere than glibc it does nothing.
"""

import sys
from functools import lru_cache


@lru_cache(maxsize=1)
def _malloc_trim():
    """glibc's malloc_trim, or None (another OS or C library)."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes
    try:
        return ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):
        return None


def release_freed_memory() -> bool:
    """Give the C heap's free pages back to the system; True if it could be asked."""
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True
