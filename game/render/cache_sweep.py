"""Per-size caches hold what is in use, not everything drawn lately.

The caches (text lines, panels, fonts, card faces, the felt) are bounded in entries and
bytes, and keep this window size and the last so a resize back costs nothing. But a long
game fills them to their bounds with things drawn once (the status line of every second
the clock showed, toasts, the fonts of a screen closed), and the faces and felt of the
size the window left (a 4K felt and card faces weigh a lot) stay until the next resize.
At a change of size the rendered text and panels go at once (nothing of them fits the
new size). Sweeps drop from every cache what no frame used lately and hand the freed
memory back to the system: AFTER_RESIZE seconds after the window changes size (a
drag-resize passes through many sizes in less), what the frames at the new size did not
use; and every SWEEP_EVERY seconds of game time, what no frame used since the last
sweep, but the entry each cache used last (an idle table draws nothing, and its faces
stay).
"""

from game.engine.memory import release_freed_memory
from sprites.bounded_cache import forget_unused_everywhere, mark_all_unused
from sprites.panels import forget_panels
from sprites.text import forget_rendered_text

SWEEP_EVERY = 30.0      # seconds of game time between sweeps
AFTER_RESIZE = 1.0      # seconds of game time at one window size before a sweep


class CacheSweeper:
    """`size_changed(now)` at every change of window size; `tick(now)` each update."""

    def __init__(self, every: float = SWEEP_EVERY, after_resize: float = AFTER_RESIZE):
        self.every = every
        self.after_resize = after_resize
        self.due_at = None          # when the next sweep is due
        self.resized = False        # the next sweep follows a change of size

    def size_changed(self, now: float) -> None:
        forget_panels()
        forget_rendered_text()
        mark_all_unused()
        self.due_at = now + self.after_resize
        self.resized = True

    def tick(self, now: float) -> bool:
        """Sweep if one is due; True if it did."""
        if self.due_at is None:             # the first tick: the count starts
            self.due_at = now + self.every
            return False
        if now < self.due_at:
            return False
        forget_unused_everywhere(spare_last=not self.resized)
        mark_all_unused()
        self.resized = False
        release_freed_memory()
        self.due_at = now + self.every
        return True
