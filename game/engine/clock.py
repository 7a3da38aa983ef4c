"""The game clock: simulated seconds, advanced only by the loop's fixed update steps.

Everything time-based (tweens, double-click windows, toasts, the game timer) reads
`GameClock.now`, never the wall clock, so tests step time exactly with `advance(dt)`.
"""


class GameClock:
    """Seconds of game time; `advance(dt)` is called once per fixed update step."""

    __slots__ = ("now", "steps")

    def __init__(self, start: float = 0.0):
        self.now = float(start)
        self.steps = 0

    def advance(self, dt: float) -> float:
        if dt < 0:
            raise ValueError(f"time runs forward only, not by {dt!r}")
        self.now += dt
        self.steps += 1
        return self.now

    def __repr__(self):
        return f"GameClock(now={self.now:.4f})"


def clock_text(seconds: float) -> str:
    """A duration as a player reads it: "4:07", and "1:02:07" from an hour on."""
    whole = max(0, int(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
