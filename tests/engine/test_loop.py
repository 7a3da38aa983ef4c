"""The fixed-timestep loop on fake time: update counts, clamp, draw-when-dirty, sleeping."""

import pytest

from game.engine.loop import IDLE_MAX, STEP, Loop


class World:
    """A fake game: counts what the loop asked of it."""

    def __init__(self):
        self.updates = 0
        self.draws = 0
        self.dirty = True
        self.busy = False
        self.queue = []
        self.handled = []
        self.on_event = None

    def handle(self, event):
        self.handled.append(event)
        if self.on_event is not None:
            self.on_event(event)

    def poll(self):
        events, self.queue = self.queue, []
        return events

    def update(self, dt):
        assert dt == STEP
        self.updates += 1

    def draw(self):
        self.draws += 1
        self.dirty = False


def make_loop(world, clock, frames=None, sleeps=None, **kw):
    sleeps = [] if sleeps is None else sleeps

    def sleep(seconds):
        sleeps.append(seconds)

    return Loop(poll=world.poll, handle_event=world.handle, update=world.update,
                draw=world.draw, needs_redraw=lambda: world.dirty,
                is_busy=lambda: world.busy, time_fn=clock, sleep_fn=sleep,
                max_frames=frames, **kw), sleeps


def test_accumulator_gives_the_right_number_of_updates(fake_time):
    world = World()
    loop, _ = make_loop(world, fake_time)
    loop.tick()                         # first tick: no time has passed
    assert world.updates == 0
    for _ in range(10):                 # 10 frames of 1/30 s: 20 fixed updates
        fake_time.advance(1 / 30)
        loop.tick()
    assert world.updates == 20
    fake_time.advance(0.025)            # 1.5 steps: one update, half a step kept
    loop.tick()
    assert world.updates == 21
    assert loop.accumulator == pytest.approx(0.025 - STEP)
    fake_time.advance(0.01)             # the kept half plus this one: one more
    loop.tick()
    assert world.updates == 22


def test_slow_frames_update_several_times_fast_frames_sometimes_not(fake_time):
    world = World()
    loop, _ = make_loop(world, fake_time)
    loop.tick()
    for _ in range(120):                # 240 fps for half a second: 30 updates
        fake_time.advance(1 / 240)
        loop.tick()
    assert world.updates == 30


def test_frame_time_is_clamped(fake_time):
    world = World()
    world.busy = True                   # animating: no idle sleep was chosen
    loop, _ = make_loop(world, fake_time)
    loop.tick()
    fake_time.advance(5.0)              # a stall (window dragged, debugger)
    loop.tick()
    assert world.updates == 15          # 0.25 s worth, not 300 updates


def test_draws_only_when_dirty(fake_time):
    world = World()
    loop, _ = make_loop(world, fake_time)
    for _ in range(5):
        fake_time.advance(STEP)
        loop.tick()
    assert world.draws == 1
    world.dirty = True
    fake_time.advance(STEP)
    loop.tick()
    assert world.draws == 2 and loop.draws == 2


def test_idle_sleep_grows_to_the_cap_and_events_reset_it(fake_time):
    world = World()
    idle = []
    loop, sleeps = make_loop(world, fake_time, idle_sleep=idle.append)
    for _ in range(8):
        loop.tick()
        fake_time.advance(idle[-1] if idle else STEP)
    assert sleeps == []                 # idle waits go to the input-aware sleeper
    assert idle[0] == pytest.approx(STEP)
    assert idle[1] == pytest.approx(2 * STEP)
    assert max(idle) == pytest.approx(IDLE_MAX) and idle[-1] == pytest.approx(IDLE_MAX)
    world.queue.append("mouse moved")
    loop.tick()
    assert world.handled == ["mouse moved"]
    assert loop.idle_for == 0.0 and len(idle) == 8      # a busy frame: no idle sleep
    assert sleeps and sleeps[-1] <= STEP
    loop.tick()
    assert idle[-1] == pytest.approx(STEP)              # idling starts short again


def test_busy_paces_at_the_step(fake_time):
    world = World()
    world.busy = True
    loop, sleeps = make_loop(world, fake_time)
    loop.tick()
    assert sleeps == [pytest.approx(STEP)]
    fake_time.advance(STEP * 1.5)       # one update, half a step carried: wait less
    loop.tick()
    assert sleeps[-1] == pytest.approx(STEP * 0.5)


def test_max_frames_stops_and_never_idles_longer_than_a_step(fake_time):
    world = World()
    frames = []
    idle = []
    loop, sleeps = make_loop(world, fake_time, frames=6, idle_sleep=idle.append,
                             on_frame=lambda n: (frames.append(n), fake_time.advance(STEP)))
    loop.run()
    assert frames == [1, 2, 3, 4, 5, 6] and not loop.running
    assert all(s <= STEP + 1e-9 for s in sleeps + idle)
    assert world.updates == 5


def test_stop_from_an_event_ends_the_run(fake_time):
    world = World()
    loop, _ = make_loop(world, fake_time)
    world.on_event = lambda event: loop.stop()
    world.queue.append("quit")
    loop.run()
    assert loop.frames == 1


def test_wake_in_shortens_the_idle_sleep_and_the_catch_up_covers_it(fake_time):
    world = World()
    world.dirty = False
    due = [None]
    idle = []
    loop, _ = make_loop(world, fake_time, idle_sleep=idle.append, wake_in=lambda: due[0])
    for _ in range(10):
        loop.tick()
        fake_time.advance(idle[-1])
    assert idle[-1] == pytest.approx(IDLE_MAX)
    updates = world.updates
    loop.tick()                 # the whole half-second sleep is game time, not a stall
    assert world.updates - updates == round(IDLE_MAX / STEP)
    due[0] = 0.2
    fake_time.advance(idle[-1])
    loop.tick()
    assert idle[-1] == pytest.approx(0.2)
    due[0] = 0.0
    fake_time.advance(idle[-1])
    loop.tick()
    assert idle[-1] == pytest.approx(STEP)    # never a busy spin: at least one step



def test_catch_up_after_an_idle_sleep_is_one_call_when_nothing_moves(fake_time):
    world = World()
    world.dirty = False
    idle, caught = [], []
    began = fake_time()
    loop, _ = make_loop(world, fake_time, idle_sleep=idle.append, catch_up=caught.append)
    for _ in range(10):
        loop.tick()
        fake_time.advance(idle[-1])
    assert idle[-1] == pytest.approx(IDLE_MAX)
    before, calls = loop.updates, len(caught)
    loop.tick()                         # the whole two-second sleep: one call
    assert len(caught) == calls + 1 and caught[-1] == pytest.approx(IDLE_MAX)
    assert loop.updates - before == round(IDLE_MAX / STEP)      # counted as its steps
    game_time = sum(caught) + world.updates * STEP      # all of it, none twice
    assert game_time == pytest.approx(fake_time() - began - loop.accumulator)


def test_catch_up_steps_as_usual_when_something_moves_or_no_sleep_came_before(fake_time):
    world = World()
    world.dirty = False
    idle, caught = [], []
    loop, _ = make_loop(world, fake_time, idle_sleep=idle.append, catch_up=caught.append)
    for _ in range(10):
        loop.tick()
        fake_time.advance(idle[-1])
    world.busy = True                   # an animation began as the loop woke (an event)
    updates = world.updates
    loop.tick()
    assert world.updates - updates == round(IDLE_MAX / STEP)    # fixed steps, each STEP
    calls = len(caught)
    for _ in range(5):                  # busy: no idle sleep, so no catch-up either
        fake_time.advance(3 * STEP)
        loop.tick()
    assert len(caught) == calls
