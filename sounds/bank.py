"""SoundBank: the game's sound effects, loaded once and played by name.

    from sounds.bank import SoundBank, init_mixer
    init_mixer()                  # the App starts the mixer this way (CHANNELS channels)
    bank = SoundBank()
    bank.load()                   # a silent no-op bank if there is no mixer or a file fails
    bank.play("deal", now=clock_seconds)

Importing this module loads no sound and opens no device. `load()` never initialises
the mixer; `init_mixer()` does, and returns False instead of raising when
there is no audio device. A bank without sounds accepts every call and plays nothing.

Overlap limit: the same effect is started at most once per `min_gap` seconds (MIN_GAP by
default) of the time passed as `now` (game time; `time.monotonic()` when omitted, so pass
it always or never), and never while `max_overlap` copies of it are still sounding. A
deal of a whole deck therefore starts a "deal" at most once per `min_gap`, not once per
card all at once. Time that goes backwards (a new game's clock) is treated as a fresh
start.

Sleeping device: an open audio device costs CPU all the time (SDL mixes a buffer every
few milliseconds even in silence). `idle()`, which the App calls at every update,
closes the mixer after `sleep_after` seconds (real time) of silence, or at once while
muted; the next `play()` reopens it with the same format and rebuilds the effects from the
samples kept in memory (quick, no file access).
"""

import logging
import time

import pygame

from game.resources import resource_path

log = logging.getLogger(__name__)

NAMES = frozenset({
    "pickup", "place", "refused", "deal", "flip", "shuffle",
    "attack", "crumble", "win", "stuck",
})

MIN_GAP = 0.030          # seconds between two starts of the same effect
MAX_OVERLAP = 4          # copies of one effect allowed to sound at once
CHANNELS = 16            # mixer channels init_mixer asks for (pygame's default is 8)
SLEEP_AFTER = 5.0        # seconds of silence before the audio device is closed


def init_mixer(frequency: int = 44100, size: int = -16, channels: int = 2,
               buffer: int = 512) -> bool:
    """Start pygame.mixer with a small buffer (low latency); False if there is no audio device.

    Already initialised: keeps its format and returns True. Either way at least CHANNELS
    channels are made available, so a burst of effects does not cut itself off. Never
    raises."""
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init(frequency, size, channels, buffer)
        if not pygame.mixer.get_init():
            return False
        if pygame.mixer.get_num_channels() < CHANNELS:
            pygame.mixer.set_num_channels(CHANNELS)
        return True
    except Exception as exc:                # no sound card, bad driver, no SDL audio
        log.info("sound off: mixer did not start (%s)", exc)
        return False


class SoundBank:
    """Named effects; every method is safe to call whether or not sound is available."""

    NAMES = NAMES

    def __init__(self, volume: float = 0.8, muted: bool = False,
                 min_gap: float = MIN_GAP, max_overlap: int = MAX_OVERLAP,
                 sleep_after: float = SLEEP_AFTER):
        self._sounds = {}                   # name -> pygame.mixer.Sound (empty: no-op bank)
        self._samples = {}                  # name -> raw samples, to rebuild after a sleep
        self._format = None                 # the mixer's (frequency, size, channels)
        self.sleeping = False               # the device is closed until the next play
        self.sleep_after = float(sleep_after)
        self._last_sound = time.monotonic()
        self._volume = _clamp(volume)
        self._muted = bool(muted)
        self.min_gap = float(min_gap)
        self.max_overlap = int(max_overlap)
        self._last = {}                     # name -> `now` of its last start

    # ----- loading --------------------------------------------------------------------
    def load(self) -> bool:
        """Load every effect if the mixer is running; True if the bank can make sound.

        With no mixer, or if any file is missing or unreadable, the bank stays empty (all
        calls become no-ops) and one warning line is logged."""
        self._sounds = {}
        try:
            if not pygame.mixer.get_init():
                log.warning("sound off: pygame.mixer is not initialised")
                return False
            sounds = {}
            for name in sorted(NAMES):
                sounds[name] = pygame.mixer.Sound(str(resource_path("sounds", name + ".wav")))
        except Exception as exc:
            log.warning("sound off: could not load the effects (%s)", exc)
            return False
        self._sounds = sounds
        self._samples = {name: sound.get_raw() for name, sound in sounds.items()}
        self._format = pygame.mixer.get_init()
        self.sleeping = False
        self._apply_volume()
        return True

    # ----- the device sleeps while silent ---------------------------------------------
    def idle(self) -> bool:
        """Close the mixer after `sleep_after` s of silence (at once while muted); True if
        it closed now. Cheap when there is nothing to do: call it every frame."""
        if self.sleeping or not self._sounds:
            return False
        if not self._muted and time.monotonic() - self._last_sound < self.sleep_after:
            return False
        try:
            if pygame.mixer.get_busy():
                self._last_sound = time.monotonic()
                return False
            pygame.mixer.quit()
        except Exception:
            return False
        self._sounds = {name: None for name in self._sounds}
        self.sleeping = True
        return True

    def _wake(self) -> bool:
        """Reopen the mixer in the format it had and rebuild the effects from memory."""
        try:
            frequency, size, channels = self._format
            if not init_mixer(frequency, size, channels) or \
                    pygame.mixer.get_init() != self._format:
                return False
            self._sounds = {name: pygame.mixer.Sound(buffer=raw)
                            for name, raw in self._samples.items()}
        except Exception as exc:
            log.warning("sound off: the mixer did not reopen (%s)", exc)
            self._sounds, self._samples = {}, {}
            return False
        self.sleeping = False
        self._apply_volume()
        return True

    @property
    def loaded(self) -> bool:
        """True if the effects are loaded (the bank can make sound when not muted)."""
        return bool(self._sounds)

    # ----- playing --------------------------------------------------------------------
    def play(self, name: str, now: float | None = None) -> bool:
        """Start effect `name`; True if a sound was started.

        Unknown names, a muted or empty bank, a start within `min_gap` of the previous one
        of the same name, or `max_overlap` copies already sounding: nothing happens."""
        if name not in self._sounds or self._muted:
            return False
        if now is None:
            now = time.monotonic()
        last = self._last.get(name)
        if last is not None and 0.0 <= now - last < self.min_gap:
            return False
        if self.sleeping and not self._wake():
            return False
        sound = self._sounds[name]
        try:
            if sound.get_num_channels() >= self.max_overlap:
                return False
            channel = sound.play()
        except Exception:                   # the mixer went away under us: stay quiet
            return False
        if channel is None:                 # every channel busy
            return False
        self._last[name] = now
        self._last_sound = time.monotonic()
        return True

    def stop(self) -> None:
        """Silence everything this bank is playing."""
        for sound in self._sounds.values():
            if sound is None:
                continue
            try:
                sound.stop()
            except Exception:
                pass

    # ----- mute and volume ------------------------------------------------------------
    @property
    def muted(self) -> bool:
        return self._muted

    def set_muted(self, muted: bool) -> None:
        self._muted = bool(muted)
        if self._muted:
            self.stop()

    def toggle_mute(self) -> bool:
        """Flip mute; returns the new state (True = muted)."""
        self.set_muted(not self._muted)
        return self._muted

    @property
    def volume(self) -> float:
        """Master volume for all effects, 0.0 to 1.0 (clamped)."""
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = _clamp(value)
        self._apply_volume()

    def _apply_volume(self) -> None:
        for sound in self._sounds.values():
            if sound is None:
                continue
            try:
                sound.set_volume(self._volume)
            except Exception:
                pass


def _clamp(value: float) -> float:
    value = float(value)
    if value != value:                      # NaN
        return 0.0
    return min(1.0, max(0.0, value))
