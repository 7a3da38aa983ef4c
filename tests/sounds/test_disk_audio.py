"""Proof that a sound is really produced: SDL's disk driver records what the mixer plays.

A subprocess (the driver is chosen when the mixer starts) runs with
SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE=<tmp>/out.raw, lets the mixer write a little silence,
notes how much has been written, plays one effect and waits until the file holds the whole
effect (counted in bytes written, not in seconds waited). Everything before the mark must
be silence and the effect must appear after it."""

import array
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import json, os, sys, time
import pygame
from game.resources import resource_path
from sounds.bank import SoundBank, init_mixer
out = sys.argv[1]
assert init_mixer(), "mixer did not start on the disk driver"
fmt = pygame.mixer.get_init()
frequency, channels = fmt[0], fmt[2]


def written_at_least(seconds):
    # The disk driver writes as a sound card would play: so many bytes a second. Wait
    # until it has written `seconds` of sound, however slowly this machine runs it.
    target = int(seconds * frequency) * 2 * channels
    while os.path.getsize(out) < target:
        time.sleep(0.01)
    return os.path.getsize(out)


bank = SoundBank(volume=1.0)
assert bank.load()
mark = written_at_least(0.1)                 # some silence first
effect = pygame.mixer.Sound(str(resource_path("sounds", "place.wav"))).get_length()
assert bank.play("place", now=0.0)
written_at_least(mark / (2 * channels * frequency) + effect + 0.25)
pygame.mixer.quit()
print(json.dumps({"mark": mark, "format": fmt}))
"""


def test_disk_driver_records_a_real_sound(tmp_path):
    raw = tmp_path / "out.raw"
    env = {**os.environ, "SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(raw),
           "PYTHONPATH": str(ROOT), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(raw)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    info = json.loads(done.stdout.strip().splitlines()[-1])
    freq, size, channels = info["format"]
    assert size == -16                           # signed 16-bit, native byte order
    pcm = array.array("h", raw.read_bytes()[: raw.stat().st_size // 2 * 2])
    mark = info["mark"] // 2
    before, after = pcm[:mark], pcm[mark:]
    assert len(before) > 0 and max(map(abs, before)) == 0        # silence until we play
    loud = [v for v in after if abs(v) > 1000]
    assert max(map(abs, after)) > 8000                            # place.wav peaks near -6 dBFS
    seconds = len(loud) / (freq * channels)
    assert 0.005 < seconds < 0.5                                  # a short effect, not a drone
