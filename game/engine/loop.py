"""The main loop: fixed-timestep updates, draw-when-dirty, and sleeping when idle.

After Glenn Fiedler's "Fix Your Timestep!": real frame time (clamped to `max_frame_time`
so a stall never triggers a spiral of catch-up) is added to an accumulator, and the game
is updated in fixed steps of `step` seconds while the accumulator holds one. Drawing is
separate and happens only when something is dirty.

Pacing: while something is busy (animating, events arriving, a redraw pending) the loop
waits until the next step is due (≈60 iterations/s). When nothing is busy it sleeps, and
the sleep grows (doubling from one step up to `idle_max`, two seconds) so an idle window
costs next to no CPU; any event resets it, and `wake_in()` shortens it when a scene has
something scheduled (the status bar's clock ticks over, a solver answer is awaited). The
game clock still advances in fixed steps: after an idle sleep the catch-up covers the
whole sleep (the `max_frame_time` clamp is for stalls, not for sleeps we chose). Given
`catch_up`, that catch-up is one call with the whole time slept when nothing is busy as
the loop wakes (no tween, no timer runs, so nothing moves within it): an idle game then
does one update per wake, not one per step slept (benchmarks.versus_aisleriot: idle CPU). The app
passes an `idle_sleep` that returns early as soon as input is pending (see
`input.InputWaiter`), so waking on input is immediate.

Time and sleep are injected (`time_fn`, `sleep_fn`, `idle_sleep`) so tests step the loop
with fake time and can see exactly which sleeps were requested.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

STEP = 1.0 / 60.0
MAX_FRAME_TIME = 0.25
IDLE_MAX = 2.0
EPSILON = 1e-9      # float slack: 1/30 s of real time is two steps, not 1.9999999


class Loop:
    """Runs `update(step)` at a fixed rate and `draw()` when `needs_redraw()`.

    poll()          -> iterable of events waiting now (never blocks)
    handle_event(e) -> called for each polled event
    update(dt)      -> one fixed step (dt == step)
    catch_up(dt)    -> optional: after an idle sleep with nothing busy, every whole step
                       slept at once (dt a multiple of step); None: update() step by step
    draw()          -> render and present
    needs_redraw()  -> something is dirty
    is_busy()       -> something animates: keep the full rate
    wake_in()       -> seconds until something scheduled needs an update, or None
    """

    def __init__(self, *, poll: Callable[[], Iterable], handle_event: Callable,
                 update: Callable[[float], None], draw: Callable[[], None],
                 needs_redraw: Callable[[], bool], is_busy: Callable[[], bool] = lambda: False,
                 wake_in: Callable[[], float | None] = lambda: None,
                 step: float = STEP, max_frame_time: float = MAX_FRAME_TIME,
                 idle_max: float = IDLE_MAX,
                 time_fn: Callable[[], float] = time.perf_counter,
                 sleep_fn: Callable[[float], None] = time.sleep,
                 idle_sleep: Callable[[float], None] | None = None,
                 max_frames: int | None = None,
                 on_frame: Callable[[int], None] | None = None,
                 catch_up: Callable[[float], None] | None = None):
        self.poll = poll
        self.handle_event = handle_event
        self.update = update
        self.draw = draw
        self.needs_redraw = needs_redraw
        self.is_busy = is_busy
        self.wake_in = wake_in
        self.step = float(step)
        self.max_frame_time = float(max_frame_time)
        self.idle_max = max(float(idle_max), self.step)
        self.time_fn = time_fn
        self.sleep_fn = sleep_fn
        self.idle_sleep = idle_sleep or sleep_fn
        self.max_frames = max_frames
        self.on_frame = on_frame
        self.catch_up = catch_up

        self.running = False
        self.accumulator = 0.0
        self.frames = 0          # iterations run
        self.updates = 0         # fixed steps run
        self.draws = 0           # frames drawn
        self.idle_for = 0.0      # the current idle sleep (0 while busy)
        self._last = None
        self._stopped = False

    def stop(self) -> None:
        self.running = False
        self._stopped = True

    def run(self) -> None:
        """Iterate until `stop()` (or `max_frames` iterations)."""
        self.running = True
        self._stopped = False
        self._last = self.time_fn()
        while self.running:
            self.tick()

    def tick(self) -> None:
        """One iteration: catch up on updates, handle events, draw if dirty, then wait."""
        if self._last is None:
            self._last = self.time_fn()
        start = self.time_fn()
        clamp = self.max_frame_time + self.idle_for      # a chosen sleep is not a stall
        frame = min(max(0.0, start - self._last), clamp)
        self._last = start

        # 1. fixed updates: the game clock catches up with real time first, so an event
        #    handled below sees the game time at which it arrived
        self.accumulator += frame
        steps = int((self.accumulator + EPSILON) // self.step)
        if self.catch_up is not None and self.idle_for and steps > 1 and not self.is_busy():
            self.catch_up(steps * self.step)      # nothing moves: the sleep in one go
            self.updates += steps
            self.accumulator -= steps * self.step
        while self.accumulator >= self.step - EPSILON:
            self.update(self.step)
            self.updates += 1
            self.accumulator -= self.step

        # 2. input
        had_events = False
        for event in self.poll():
            had_events = True
            self.handle_event(event)

        # 3. draw only when something changed
        if self.needs_redraw():
            self.draw()
            self.draws += 1

        self.frames += 1
        if self.on_frame is not None:
            self.on_frame(self.frames)
        if self.max_frames is not None and self.frames >= self.max_frames:
            self.stop()
        if self._stopped:
            return

        # 4. wait: to the next step while busy, longer and longer while idle
        busy = had_events or self.is_busy() or self.needs_redraw()
        if busy or self.max_frames is not None:
            # frame-limited runs (--frames, tests) pace at the step and never idle longer
            self.idle_for = 0.0
            wait = self.step - self.accumulator - (self.time_fn() - start)
            if wait > 0.0:
                (self.sleep_fn if busy else self.idle_sleep)(min(wait, self.step))
            return
        self.idle_for = min(self.idle_max, self.idle_for * 2.0 if self.idle_for else self.step)
        due = self.wake_in()
        if due is not None:
            self.idle_for = min(self.idle_for, max(self.step, float(due)))
        self.idle_sleep(self.idle_for)
