"""Per-size caches hold what is in use, not everything drawn lately.

The caches (text lines, panels, fonts, card faces, the felt) are bounded in entries and
bytes, and keep this window size and the last so a resize back costs nothing. Two sweeps
drop what no frame has used lately and hand the freed memory back to the system:
- AFTER_RESIZE seconds after the window changes size (a drag-resize passes through many
  sizes in less), every cache: what the size it left used goes (a 4K felt and card faces,
  50+ MiB);
- every SWEEP_EVERY seconds of game time, the caches of things drawn once and seldom
  again (text lines, with every second the clock showed; panels; fonts of screens
  closed). Card faces and the felt are kept: a table idle for a while draws its next
  move without rendering them again (at 4K that would take a long frame).
"""

from sprites.bounded_cache import forget_unused_everywhere, mark_all_unused

from .memory import release_freed_memory

SWEEP_EVERY = 30.0      # seconds of game time between sweeps of text, panels, fonts
AFTER_RESIZE = 1.0      # seconds of game time at one window size before a sweep of all


class CacheSweeper:
    """`size_changed(now)` at every change of window size; `tick(now)` each update."""

    def __init__(self, every: float = SWEEP_EVERY, after_resize: float = AFTER_RESIZE):
        self.every = every
        self.after_resize = after_resize
        self.resize_due = None          # when the sweep of every cache is due
        self.every_while_due = None     # when the next sweep of text, panels, fonts is

    def size_changed(self, now: float) -> None:
        mark_all_unused()
        self.resize_due = now + self.after_resize

    def tick(self, now: float) -> bool:
        """Sweep if one is due; True if it did."""
        if self.resize_due is not None and now >= self.resize_due:
            self.resize_due = None
            return self._sweep(now, every_while_only=False)
        if self.every_while_due is None:    # the first tick: the count starts
            self.every_while_due = now + self.every
        elif now >= self.every_while_due:
            return self._sweep(now, every_while_only=True)
        return False

    def _sweep(self, now: float, every_while_only: bool) -> bool:
        forget_unused_everywhere(every_while_only)
        mark_all_unused(every_while_only)
        release_freed_memory()
        self.every_while_due = now + self.every
        return True
