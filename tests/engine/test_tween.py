"""Game clock, easing, tweens, MoveTween and Timeline, stepped with explicit time."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.clock import GameClock
from game.engine.tween import (
    MoveTween,
    Timeline,
    Tween,
    arc_offset,
    ease_in_out_cubic,
    ease_out_cubic,
    linear,
)


def overshoot(t: float) -> float:
    """An easing that passes its target, then settles (as a caller may give)."""
    u = t - 1.0
    return 1.0 + 2.70158 * u * u * u + 1.70158 * u * u


EASES = [linear, ease_out_cubic, ease_in_out_cubic, overshoot]


class Thing:
    x = 0.0
    y = 0.0


def test_clock_advances_by_steps_only():
    clock = GameClock()
    assert clock.now == 0.0
    for _ in range(60):
        clock.advance(1 / 60)
    assert clock.now == pytest.approx(1.0)
    assert clock.steps == 60
    with pytest.raises(ValueError):
        clock.advance(-0.1)


@pytest.mark.parametrize("ease", EASES)
def test_easings_start_at_0_and_end_at_1(ease):
    assert ease(0.0) == pytest.approx(0.0, abs=1e-12)
    assert ease(1.0) == pytest.approx(1.0, abs=1e-12)


def test_easing_shapes():
    assert ease_out_cubic(0.5) == pytest.approx(0.875)
    assert ease_in_out_cubic(0.5) == pytest.approx(0.5)
    assert ease_in_out_cubic(0.25) < 0.25 < 0.75 < ease_in_out_cubic(0.75)
    assert arc_offset(0.5, 10) == pytest.approx(10)
    assert arc_offset(0.0, 10) == arc_offset(1.0, 10) == 0


def test_linear_tween_values_at_given_times():
    seen = []
    tween = Tween(1.0, seen.append)
    tween.update(0.25)
    tween.update(0.25)
    assert seen == [pytest.approx(0.25), pytest.approx(0.5)]
    assert not tween.done
    tween.update(0.5)
    assert tween.done and seen[-1] == 1.0


def test_delay_calls_nothing_until_it_has_passed():
    seen = []
    tween = Tween(0.5, seen.append, delay=0.2)
    tween.update(0.1)
    assert seen == []
    tween.update(0.2)                  # 0.1 s into the move
    assert seen == [pytest.approx(0.2)]


def test_finish_jumps_to_the_end_and_calls_on_done_once():
    seen, done = [], []
    tween = Tween(1.0, seen.append, ease=ease_out_cubic, on_done=lambda: done.append(1))
    tween.update(0.1)
    tween.finish()
    assert seen[-1] == 1.0 and done == [1] and tween.done
    tween.finish()
    tween.update(5.0)
    assert done == [1] and seen.count(1.0) == 1


def test_zero_duration_finishes_on_first_update_after_its_delay():
    done = []
    tween = Tween(0.0, None, delay=0.3, on_done=lambda: done.append(1))
    tween.update(0.2)
    assert not done
    tween.update(0.1)
    assert done == [1]


def test_negative_duration_refused():
    with pytest.raises(ValueError):
        Tween(-1, None)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.floats(min_value=0.0, max_value=0.3), min_size=1, max_size=40),
       st.sampled_from(EASES), st.floats(min_value=0.0, max_value=0.5))
def test_on_done_exactly_once_and_last_value_is_1(steps, ease, delay):
    seen, done = [], []
    tween = Tween(0.4, seen.append, delay=delay, ease=ease, on_done=lambda: done.append(1))
    for dt in steps:
        tween.update(dt)
    tween.update(1.0)                  # certainly past the end
    tween.update(1.0)
    assert done == [1]
    assert seen[-1] == 1.0
    assert seen.count(1.0) == 1 or ease is overshoot


def test_move_tween_positions_and_exact_landing():
    thing = Thing()
    move = MoveTween(thing, (0, 0), (100, 50), 1.0, ease=linear)
    assert (thing.x, thing.y) == (0.0, 0.0)
    move.update(0.5)
    assert (thing.x, thing.y) == (pytest.approx(50), pytest.approx(25))
    move.update(0.5)
    assert (thing.x, thing.y) == (100.0, 50.0) and move.done


def test_move_tween_waits_at_start_during_delay_and_arcs_upward():
    thing = Thing()
    thing.x, thing.y = 999, 999
    move = MoveTween(thing, (0, 100), (200, 100), 1.0, delay=0.5, ease=linear,
                     arc_height=40)
    assert (thing.x, thing.y) == (0.0, 100.0)      # placed at its start when made
    move.update(0.4)
    assert (thing.x, thing.y) == (0.0, 100.0)
    move.update(0.6)                                 # halfway through the move
    assert thing.x == pytest.approx(100) and thing.y == pytest.approx(60)
    move.finish()
    assert (thing.x, thing.y) == (200.0, 100.0)


def test_move_tween_with_an_overshooting_ease_lands_exactly():
    thing = Thing()
    move = MoveTween(thing, (0, 0), (100, 0), 1.0, ease=overshoot)
    xs = []
    while not move.done:
        move.update(0.05)
        xs.append(thing.x)
    assert max(xs) > 100 and xs[-1] == 100.0


def test_timeline_busy_update_and_removal():
    timeline = Timeline()
    assert not timeline.busy
    a = timeline.add(Tween(0.2, None))
    b = timeline.add(Tween(0.5, None))
    assert timeline.busy and len(timeline) == 2
    timeline.update(0.3)
    assert a.done and not b.done and timeline.tweens == [b]
    timeline.update(0.3)
    assert not timeline.busy and timeline.tweens == []


def test_finish_all_finishes_chained_tweens():
    timeline = Timeline()
    order = []

    def chain():
        order.append("first")
        timeline.add(Tween(1.0, None, on_done=lambda: order.append("second")))

    timeline.add(Tween(1.0, None, on_done=chain))
    timeline.finish_all()
    assert order == ["first", "second"] and not timeline.busy


def test_clear_drops_without_finishing():
    timeline = Timeline()
    done = []
    tween = timeline.add(Tween(1.0, None, on_done=lambda: done.append(1)))
    timeline.clear()
    timeline.update(2.0)
    assert done == [] and not timeline.busy and tween.done


def test_call_later_is_a_game_time_timer():
    timeline = Timeline()
    fired = []
    timeline.call_later(0.5, lambda: fired.append(1))
    timeline.update(0.3)
    assert fired == [] and timeline.busy
    timeline.update(0.3)
    assert fired == [1] and not timeline.busy
