"""Durations read the same on the status bar, the win screen and the statistics."""

from game.engine.clock import clock_text


def test_minutes_and_seconds_then_hours():
    assert clock_text(0) == "0:00"
    assert clock_text(7.9) == "0:07"
    assert clock_text(247) == "4:07"
    assert clock_text(3599) == "59:59"
    assert clock_text(3600) == "1:00:00"
    assert clock_text(3727) == "1:02:07"
    assert clock_text(-3) == "0:00"
