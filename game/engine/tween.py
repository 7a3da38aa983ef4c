"""Easing functions, tweens and timelines: animation as objects advanced by `update(dt)`.

A scene owns a `Timeline`; it adds tweens for what should move and advances the timeline
from its own `update(dt)`. Nothing here reads the wall clock, so a test that calls
`update(0.1)` three times has moved the animation by exactly 0.3 s. A new click first
calls `finish_all()`: every tween jumps to its end (on_update(1), then on_done once).

    timeline.add(MoveTween(card, (x0, y0), (x1, y1), 0.25, ease=ease_out_cubic))
    timeline.add(Tween(0.2, lambda t: setattr(card, "flip", t), delay=0.1))
"""

from __future__ import annotations

from collections.abc import Callable

Ease = Callable[[float], float]


# ----- easing: t in 0..1 -> progress (0 at 0, 1 at 1) ----------------------------------
def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    u = 1.0 - t
    return 1.0 - u * u * u


def ease_in_out_cubic(t: float) -> float:
    if t < 0.5:
        return 4.0 * t * t * t
    u = -2.0 * t + 2.0
    return 1.0 - u * u * u / 2.0


def arc_offset(t: float, height: float) -> float:
    """Lift along a parabolic arc: 0 at both ends, `height` at t = 0.5."""
    return 4.0 * height * t * (1.0 - t)


def lerp_xy(start, end, t: float, arc_height: float = 0.0):
    """The point at progress t from start to end, lifted by an arc (screen y grows down)."""
    x = start[0] + (end[0] - start[0]) * t
    y = start[1] + (end[1] - start[1]) * t - arc_offset(t, arc_height)
    return x, y


# ----- tweens -------------------------------------------------------------------------
class Tween:
    """Calls `on_update(ease(progress))` as time passes; `on_done()` once at the end.

    During `delay` nothing is called. A zero duration finishes on the first update after
    the delay. The last call is always exactly `on_update(1.0)`.
    """

    def __init__(self, duration: float, on_update: Callable[[float], None] | None = None,
                 delay: float = 0.0, ease: Ease = linear,
                 on_done: Callable[[], None] | None = None):
        if duration < 0 or delay < 0:
            raise ValueError("a tween's duration and delay cannot be negative")
        self.duration = float(duration)
        self.delay = float(delay)
        self.ease = ease
        self.on_update = on_update
        self.on_done = on_done
        self.elapsed = 0.0
        self.done = False

    @property
    def progress(self) -> float:
        """Raw progress 0..1 (before easing)."""
        if self.done:
            return 1.0
        run = self.elapsed - self.delay
        if run < 0.0:
            return 0.0
        if self.duration <= 0.0:
            return 1.0
        return min(1.0, run / self.duration)

    def update(self, dt: float) -> bool:
        """Advance by dt seconds; returns True when the tween has finished."""
        if self.done:
            return True
        self.elapsed += dt
        if self.elapsed < self.delay:
            return False
        t = self.progress
        if t >= 1.0:
            self._complete()
            return True
        self.apply(self.ease(t))
        return False

    def apply(self, t: float) -> None:
        """Show eased progress `t` (a subclass may do it itself)."""
        if self.on_update is not None:
            self.on_update(t)

    def finish(self) -> None:
        """Jump to the end: on_update(1.0) then on_done, unless already done."""
        if not self.done:
            self._complete()

    def cancel(self) -> None:
        """Stop where it is: no more calls, on_done is not called (nor kept)."""
        self.done = True
        self.on_done = None

    def _complete(self) -> None:
        self.done = True
        self.elapsed = max(self.elapsed, self.delay + self.duration)
        self.apply(1.0)
        if self.on_done is not None:
            callback, self.on_done = self.on_done, None
            callback()


class MoveTween(Tween):
    """Moves `obj.x`, `obj.y` (floats) from start_xy to end_xy, optionally along an arc.

    The object is placed at start_xy when the tween is made, so a delayed move (a deal)
    waits at its start.
    """

    def __init__(self, obj, start_xy, end_xy, duration: float, delay: float = 0.0,
                 ease: Ease = ease_out_cubic, arc_height: float = 0.0,
                 on_done: Callable[[], None] | None = None):
        # no bound method of its own as on_update: a tween that referred to itself would
        # live on as a reference cycle after it is done
        super().__init__(duration, None, delay=delay, ease=ease, on_done=on_done)
        self.obj = obj
        self.start = (float(start_xy[0]), float(start_xy[1]))
        self.end = (float(end_xy[0]), float(end_xy[1]))
        self.arc_height = float(arc_height)
        obj.x, obj.y = self.start

    def apply(self, t: float) -> None:
        if t >= 1.0 and self.progress >= 1.0:
            self.obj.x, self.obj.y = self.end      # land exactly, whatever the easing
            return
        self.obj.x, self.obj.y = lerp_xy(self.start, self.end, t, self.arc_height)


class Timeline:
    """Many tweens advanced together. Tweens may add tweens from their callbacks."""

    # finish_all() resolves chains (on_done adding tweens) at most this deep
    MAX_CHAIN = 10000

    def __init__(self):
        self.tweens = []

    def add(self, tween: Tween) -> Tween:
        self.tweens.append(tween)
        return tween

    def call_later(self, delay: float, callback: Callable[[], None]) -> Tween:
        """Run `callback` after `delay` seconds of game time (a timer)."""
        return self.add(Tween(0.0, None, delay=delay, on_done=callback))

    def update(self, dt: float) -> None:
        if not self.tweens:
            return
        for tween in list(self.tweens):
            if not tween.done:
                tween.update(dt)
        self.tweens = [t for t in self.tweens if not t.done]

    def finish_all(self) -> None:
        """Every tween jumps to its end; tweens added by callbacks are finished too."""
        for _ in range(self.MAX_CHAIN):
            pending = [t for t in self.tweens if not t.done]
            if not pending:
                break
            for tween in pending:
                tween.finish()
        self.tweens = [t for t in self.tweens if not t.done]

    def clear(self) -> None:
        """Drop every tween without finishing it."""
        for tween in self.tweens:
            tween.cancel()
        self.tweens = []

    @property
    def busy(self) -> bool:
        return any(not t.done for t in self.tweens)

    def __len__(self):
        return sum(1 for t in self.tweens if not t.done)
