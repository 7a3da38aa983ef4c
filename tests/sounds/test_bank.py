"""SoundBank under the dummy audio driver (conftest sets SDL_AUDIODRIVER=dummy), and as a
silent no-op bank when the mixer is off or a file is missing."""

import logging
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from sounds import bank as bank_module
from sounds.bank import NAMES, SoundBank, init_mixer

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def mixer():
    """A running mixer; afterwards the mixer is left as it was found."""
    before = pygame.mixer.get_init()
    assert init_mixer()
    yield
    pygame.mixer.stop()
    if not before:
        pygame.mixer.quit()


@pytest.fixture
def no_mixer():
    """The mixer shut down; restarted afterwards with its old settings if it was running."""
    before = pygame.mixer.get_init()
    pygame.mixer.quit()
    yield
    if before:
        pygame.mixer.init(*before)


@pytest.fixture
def loaded(mixer):
    b = SoundBank()
    assert b.load()
    yield b
    b.stop()


def test_import_does_nothing():
    code = ("import pygame, sounds, sounds.bank; "
            "assert not pygame.mixer.get_init(), 'the mixer started'")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True,
                   env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=30)


def test_init_mixer_under_dummy_driver(mixer):
    assert init_mixer() is True                   # already running: stays as it is
    assert pygame.mixer.get_init()
    assert pygame.mixer.get_num_channels() >= bank_module.CHANNELS


def test_init_mixer_returns_false_instead_of_raising(no_mixer, monkeypatch):
    def fail(*args, **kwargs):
        raise pygame.error("No available audio device")
    monkeypatch.setattr(pygame.mixer, "init", fail)
    assert init_mixer() is False


def test_loads_and_plays_every_effect(loaded):
    assert loaded.loaded
    for name in sorted(NAMES):
        assert loaded.play(name, now=0.0), name
    assert pygame.mixer.get_busy()


def test_unknown_names_are_ignored(loaded):
    assert "kazoo" not in SoundBank.NAMES
    assert loaded.play("kazoo") is False


def test_no_mixer_is_a_silent_no_op(no_mixer, caplog):
    b = SoundBank()
    with caplog.at_level(logging.WARNING, logger="sounds.bank"):
        assert b.load() is False
    assert len(caplog.records) == 1
    assert not b.loaded
    assert not any(b.play(name, now=0.0) for name in NAMES)
    assert b.toggle_mute() is True and b.toggle_mute() is False
    b.volume = 0.3
    assert b.volume == 0.3
    b.stop()


def test_a_missing_file_makes_a_no_op_bank(mixer, tmp_path, monkeypatch, caplog):
    monkeypatch.setattr(bank_module, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    b = SoundBank()
    with caplog.at_level(logging.WARNING, logger="sounds.bank"):
        assert b.load() is False
    assert len(caplog.records) == 1
    assert "sound off" in caplog.records[0].getMessage()
    assert not b.loaded and b.play("place") is False


def test_mute_toggling(loaded):
    assert loaded.muted is False
    assert loaded.play("win", now=0.0)
    assert loaded.toggle_mute() is True
    assert loaded.muted
    assert loaded._sounds["win"].get_num_channels() == 0     # muting silences at once
    assert loaded.play("place", now=1.0) is False
    assert loaded.toggle_mute() is False
    assert loaded.play("place", now=2.0) is True
    loaded.set_muted(True)
    assert loaded.muted and loaded.play("flip", now=3.0) is False
    loaded.set_muted(False)
    assert not loaded.muted
    assert SoundBank(muted=True).muted


def test_volume_is_clamped_and_applied(loaded):
    loaded.volume = 0.5
    assert loaded.volume == 0.5
    assert loaded._sounds["deal"].get_volume() == pytest.approx(0.5, abs=0.01)
    loaded.volume = 7
    assert loaded.volume == 1.0
    loaded.volume = -1
    assert loaded.volume == 0.0
    assert SoundBank(volume=2).volume == 1.0


def test_rate_limit_per_effect(loaded):
    def play(name, now):
        started = loaded.play(name, now=now)
        loaded.stop()                           # test the clock rule, not the overlap cap
        return started

    assert play("deal", 10.000)
    assert not play("deal", 10.010)
    assert not play("deal", 10.029)
    assert play("flip", 10.010)                 # other effects have their own clock
    assert play("deal", 10.031)
    assert play("deal", 5.0)                    # clock went backwards (new game): allowed


def test_a_big_deal_does_not_start_a_channel_per_card(loaded):
    started = sum(loaded.play("deal", now=100.0) for _ in range(104))
    assert started == 1                         # one instant: one sound
    loaded.stop()
    started = sum(loaded.play("deal", now=200.0 + k * 0.010) for k in range(104))
    assert 1 <= started <= 35                   # 1.03 s of game time / 30 ms
    assert loaded._sounds["deal"].get_num_channels() <= bank_module.MAX_OVERLAP


def test_overlap_cap(mixer):
    b = SoundBank(min_gap=0.0, max_overlap=2)
    assert b.load()
    assert [b.play("win", now=0.0) for _ in range(4)] == [True, True, False, False]
    b.stop()


def test_the_device_sleeps_while_silent_and_wakes_to_play(mixer):
    b = SoundBank(sleep_after=0.0)
    assert b.load()
    b.volume = 0.5
    assert b.play("place", now=0.0)
    assert b.idle() is False, "a sound is still playing: the device stays open"
    pygame.mixer.stop()
    assert b.idle() is True and b.sleeping and not pygame.mixer.get_init()
    assert b.loaded and b.idle() is False
    assert b.play("win", now=1.0), "the next sound reopens the device"
    assert pygame.mixer.get_init() and not b.sleeping
    assert b._sounds["win"].get_num_channels() == 1
    assert b._sounds["flip"].get_volume() == pytest.approx(0.5, abs=0.01)
    assert b.play("nonsense", now=2.0) is False


def test_a_muted_bank_closes_the_device_at_once(mixer):
    b = SoundBank(sleep_after=3600.0)
    assert b.load()
    assert b.idle() is False, "not silent long enough yet"
    b.set_muted(True)
    assert b.idle() is True and not pygame.mixer.get_init()
    assert b.play("place", now=0.0) is False and b.sleeping
    b.set_muted(False)
    assert b.play("place", now=1.0) and pygame.mixer.get_init()
