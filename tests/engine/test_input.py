"""Double-click detection on the game clock."""

from game.engine.clock import GameClock
from game.engine.input import DoubleClickDetector


def test_two_quick_near_clicks_make_a_double_click():
    clock = GameClock()
    detector = DoubleClickDetector(clock)
    assert detector.click((100, 100)) is False
    assert detector.pending
    clock.advance(0.3)
    assert detector.click((103, 104)) is True     # 5 px away: within the slop


def test_too_slow_or_too_far_is_two_single_clicks():
    clock = GameClock()
    detector = DoubleClickDetector(clock, interval=0.4, slop=6)
    detector.click((0, 0))
    clock.advance(0.41)
    assert not detector.pending
    assert detector.click((0, 0)) is False        # too slow; this one starts a new pair
    clock.advance(0.1)
    assert detector.click((20, 0)) is False       # too far
    clock.advance(0.1)
    assert detector.click((20, 1)) is True


def test_a_triple_click_is_one_double_click():
    clock = GameClock()
    detector = DoubleClickDetector(clock)
    results = []
    for _ in range(3):
        results.append(detector.click((50, 50)))
        clock.advance(0.1)
    assert results == [False, True, False]


def test_both_clicks_must_hit_the_same_target_when_given():
    clock = GameClock()
    detector = DoubleClickDetector(clock)
    detector.click((10, 10), target="tableau1")
    assert detector.click((10, 10), target="tableau2") is False
    assert detector.click((10, 10), target="tableau2") is True


def test_the_detector_reads_the_game_clock_not_the_wall_clock():
    clock = GameClock()
    detector = DoubleClickDetector(clock)
    detector.click((0, 0))
    clock.advance(10.0)                           # no wall time passes in this test
    assert detector.click((0, 0)) is False
