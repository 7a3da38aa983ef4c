"""BoundedCache: a least-recently-used dict capped in entries and, for surfaces, in bytes.

Every cache keyed by a size (fonts per pixel size, card faces per card size, the felt per
window size, rendered text and shapes) is one of these, sized to hold what one window size
uses plus what the previous one used. So a resize back and forth costs nothing, and a
window resized a hundred times holds no more than one resized once: the oldest sizes go.

Sweeps (sprites/cache_sweep.py) drop from every cache what the frames drawn lately
did not use: `mark_all_unused`, then a while later `forget_unused_everywhere`, which may
spare the entry each cache used last.
"""

import weakref
from collections import OrderedDict

_EVERY_CACHE = weakref.WeakSet()    # every BoundedCache made, for the two calls below


def mark_all_unused() -> None:
    """From now on, note which entries of every cache are used."""
    for cache in list(_EVERY_CACHE):
        cache.mark_unused()


def forget_unused_everywhere(spare_last: bool = False) -> int:
    """Drop from every cache the entries unused since `mark_all_unused` (but the one
    each used last, if `spare_last`); returns how many went."""
    return sum(cache.forget_unused(spare_last) for cache in list(_EVERY_CACHE))


def surface_bytes(surface) -> int:
    """The bytes of a surface's pixels."""
    return surface.get_bytesize() * surface.get_width() * surface.get_height()


class BoundedCache:
    """get/put like a dict; `put` evicts the least recently used entries until at most
    `max_entries` remain and, when `max_bytes` is given, their surfaces weigh no more
    than that (the entry just put always stays, however big)."""

    def __init__(self, max_entries: int, max_bytes=None):
        if max_entries < 1:
            raise ValueError(f"a cache needs room for one entry, not {max_entries}")
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self.nbytes = 0
        self._items = OrderedDict()     # key -> [value, bytes, used since mark_unused]
        _EVERY_CACHE.add(self)

    def get(self, key):
        """The value for `key` (now the most recently used), or None."""
        item = self._items.get(key)
        if item is None:
            return None
        self._items.move_to_end(key)
        item[2] = True
        return item[0]

    def put(self, key, value):
        """Keep `value` under `key` as the most recently used entry; returns it."""
        weight = surface_bytes(value) if self.max_bytes is not None else 0
        old = self._items.pop(key, None)
        if old is not None:
            self.nbytes -= old[1]
        self._items[key] = [value, weight, True]
        self.nbytes += weight
        while len(self._items) > 1 and (len(self._items) > self.max_entries or
                                        self.max_bytes is not None
                                        and self.nbytes > self.max_bytes):
            self.nbytes -= self._items.popitem(last=False)[1][1]
        return value

    def pop(self, key):
        """Drop `key`; returns its value, or None."""
        item = self._items.pop(key, None)
        if item is None:
            return None
        self.nbytes -= item[1]
        return item[0]

    def mark_unused(self) -> None:
        """Count every entry as unused until it is next got or put."""
        for item in self._items.values():
            item[2] = False

    def forget_unused(self, spare_last: bool = False) -> int:
        """Drop the entries unused since `mark_unused` (but the one used last, if
        `spare_last`); returns how many went."""
        items = list(self._items.items())
        unused = [key for key, item in items[:-1 if spare_last else None] if not item[2]]
        for key in unused:
            self.nbytes -= self._items.pop(key)[1]
        return len(unused)

    def values(self):
        return [item[0] for item in self._items.values()]

    def clear(self) -> None:
        self._items.clear()
        self.nbytes = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key) -> bool:
        return key in self._items
