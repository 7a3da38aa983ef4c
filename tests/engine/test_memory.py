"""Handing freed memory back to the system (glibc's malloc_trim)."""

import sys

import pytest

from game.engine.memory import release_freed_memory


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc only")
def test_on_linux_the_c_library_is_asked():
    assert release_freed_memory() is True


def test_elsewhere_it_does_nothing(monkeypatch):
    from game.engine import memory
    memory._malloc_trim.cache_clear()
    monkeypatch.setattr(memory.sys, "platform", "win32")
    try:
        assert release_freed_memory() is False
    finally:
        memory._malloc_trim.cache_clear()
