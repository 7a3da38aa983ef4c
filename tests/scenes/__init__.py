"""Tests of the scenes, driven with real pygame events under the dummy video driver."""
