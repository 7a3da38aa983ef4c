"""BoundedCache: least recently used out first, capped in entries and in surface bytes."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from sprites.bounded_cache import BoundedCache, surface_bytes  # noqa: E402


def test_keeps_the_most_recently_used_entries():
    cache = BoundedCache(3)
    for key in "abc":
        cache.put(key, key.upper())
    assert cache.get("a") == "A"                # a is now the most recent
    cache.put("d", "D")
    assert "b" not in cache and len(cache) == 3
    assert [cache.get(k) for k in "acd"] == ["A", "C", "D"]
    assert cache.get("b") is None


def test_putting_a_key_again_replaces_it():
    cache = BoundedCache(2)
    cache.put("a", 1)
    cache.put("a", 2)
    assert len(cache) == 1 and cache.get("a") == 2


def test_a_byte_cap_evicts_surfaces_oldest_first():
    cache = BoundedCache(10, max_bytes=3 * 100 * 4)
    surfaces = [pygame.Surface((10, 10), pygame.SRCALPHA) for _ in range(4)]
    assert surface_bytes(surfaces[0]) == 400
    for index, surface in enumerate(surfaces):
        cache.put(index, surface)
    assert 0 not in cache and len(cache) == 3 and cache.nbytes == 1200
    cache.put(1, pygame.Surface((5, 5), pygame.SRCALPHA))
    assert cache.nbytes == 900
    cache.clear()
    assert len(cache) == 0 and cache.nbytes == 0


def test_one_entry_bigger_than_the_cap_still_stays():
    cache = BoundedCache(10, max_bytes=100)
    big = pygame.Surface((50, 50))
    assert cache.put("big", big) is big and cache.get("big") is big
    cache.put("next", pygame.Surface((1, 1)))
    assert "big" not in cache and len(cache) == 1


def test_a_cache_with_no_room_is_refused():
    with pytest.raises(ValueError):
        BoundedCache(0)


def test_forget_unused_drops_what_was_not_got_or_put_since_the_mark():
    cache = BoundedCache(10, max_bytes=10_000)
    for key in "abcd":
        cache.put(key, pygame.Surface((10, 10), pygame.SRCALPHA))
    cache.mark_unused()
    cache.get("a")
    cache.put("b", pygame.Surface((5, 5), pygame.SRCALPHA))
    cache.put("e", pygame.Surface((10, 10), pygame.SRCALPHA))
    assert cache.forget_unused() == 2
    assert sorted(cache._items) == ["a", "b", "e"]
    assert cache.nbytes == 400 + 100 + 400
    assert cache.forget_unused() == 0, "used entries stay used until the next mark"
    cache.mark_unused()
    assert cache.forget_unused(spare_last=True) == 2 and list(cache._items) == ["e"], \
        "the entry used last is spared"
    assert cache.forget_unused() == 1 and len(cache) == 0 and cache.nbytes == 0


def test_the_module_marks_and_sweeps_every_cache():
    from sprites.bounded_cache import forget_unused_everywhere, mark_all_unused
    first, second = BoundedCache(4), BoundedCache(4)
    first.put("x", 1)
    second.put("y", 2)
    second.put("z", 3)
    mark_all_unused()
    second.get("z")
    assert forget_unused_everywhere(spare_last=True) >= 1   # others in the process too
    assert "x" in first, "the entry used last is spared"
    assert "y" not in second and second.get("z") == 3
    mark_all_unused()
    forget_unused_everywhere()
    assert len(first) == len(second) == 0
