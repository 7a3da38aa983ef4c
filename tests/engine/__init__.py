"""Tests of the engine: clock, tweens, scene stack, loop, input helpers and the App."""
