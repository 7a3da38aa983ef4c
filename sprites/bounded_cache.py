"""BoundedCache: a least-recently-used dict capped in entries and, for surfaces, in bytes.

Every cache keyed by a size (fonts per pixel size, card faces per card size, the felt per
window size, rendered text and shapes) is one of these, sized to hold what one window size
uses plus what the previous one used. So a resize back and forth costs nothing, and a
window resized a hundred times holds no more than one resized once: the oldest sizes go.
"""

from collections import OrderedDict


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
        self._items = OrderedDict()     # key -> (value, bytes)

    def get(self, key):
        """The value for `key` (now the most recently used), or None."""
        item = self._items.get(key)
        if item is None:
            return None
        self._items.move_to_end(key)
        return item[0]

    def put(self, key, value):
        """Keep `value` under `key` as the most recently used entry; returns it."""
        weight = surface_bytes(value) if self.max_bytes is not None else 0
        old = self._items.pop(key, None)
        if old is not None:
            self.nbytes -= old[1]
        self._items[key] = (value, weight)
        self.nbytes += weight
        while len(self._items) > 1 and (len(self._items) > self.max_entries or
                                        self.max_bytes is not None
                                        and self.nbytes > self.max_bytes):
            self.nbytes -= self._items.popitem(last=False)[1][1]
        return value

    def values(self):
        return [value for value, _ in self._items.values()]

    def clear(self) -> None:
        self._items.clear()
        self.nbytes = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key) -> bool:
        return key in self._items
