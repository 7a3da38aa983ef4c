"""Synthesise Aisle Five's sound effects into sounds/*.wav, standard library only.

    python -m sounds.synth             # rewrite sounds/*.wav next to this file
    python -m sounds.synth --out DIR   # write them somewhere else (the tests compare them
                                       # with the committed ones)

Every effect draws its noise from its own `random.Random` seeded with a fixed string and
the effect's name (string seeds are hashed with SHA-512, not Python's salted hash), so the
output is identical byte for byte on every run and changing one effect leaves the others
alone. Files are mono, 16-bit, 22050 Hz.

Each effect is rendered as floats, DC-blocked, levelled (loudest 30 ms window to a
per-effect RMS target, never above -1 dBFS peak) and faded in/out over a few
milliseconds so it starts and ends at zero without a click.
"""

import argparse
import array
import math
import random
import sys
import wave
from pathlib import Path

from sounds.dsp import (
    RATE,
    bandpass,
    dc_block,
    envelope,
    fade,
    highpass,
    level,
    lowpass,
    mallet,
    mix_into,
    mul,
    noise,
    norm,
    pluck,
    samples,
    silence,
    tone,
)

SEED = "aisle-five-sounds-1"
OUT_DIR = Path(__file__).resolve().parent


# ----- the effects ------------------------------------------------------------------------
def fx_pickup(rng):
    """Soft card lift: a short, papery band-passed noise tick."""
    d = 0.085
    hi = mul(bandpass(noise(rng, d), 2600, 0.9), envelope(d, 0.004, 0.012))
    lo = mul(bandpass(noise(rng, d), 900, 1.2), envelope(d, 0.006, 0.016))
    out = silence(d)
    mix_into(out, norm(hi), gain=0.8)
    mix_into(out, norm(lo), gain=0.45)
    return out, -21


def fx_place(rng):
    """Card snap: a crisp click over a short low thud."""
    d = 0.13
    click = mul(highpass(noise(rng, d), 2500), envelope(d, 0.0004, 0.003))
    body = mul(bandpass(noise(rng, d), 900, 1.3), envelope(d, 0.001, 0.014))
    thud = mul(tone(d, 260, 140, ((1, 1.0), (2, 0.3), (3, 0.1)), glide=0.015),
               envelope(d, 0.002, 0.025))
    out = silence(d)
    mix_into(out, norm(click), gain=0.55)
    mix_into(out, norm(body), gain=0.5)
    mix_into(out, norm(thud), gain=0.9)
    return out, -16


def fx_refused(rng):
    """A gentle low double-buzz: two soft sawtooth-ish pulses, the second a little lower."""
    d = 0.36
    out = silence(d)
    partials = ((1, 1.0), (2, 0.55), (3, 0.3), (4, 0.14), (5, 0.06))
    for at, f in ((0.0, 175.0), (0.165, 156.0)):
        n = 0.13
        buzz = lowpass(tone(n, f, partials=partials), 1100)
        env = [min(1.0, e) for e in envelope(n, 0.012, 0.045, hold=0.04)]
        mix_into(out, norm(mul(buzz, env)), at, gain=1.0 if at == 0 else 0.9)
    return out, -18


def fx_deal(rng):
    """A quick card flick (played once per card, so very short)."""
    d = 0.06
    flick = mul(bandpass(noise(rng, d), 3600, 0.7), envelope(d, 0.0008, 0.007))
    snap = mul(bandpass(noise(rng, d), 1300, 1.4), envelope(d, 0.001, 0.009))
    out = silence(d)
    mix_into(out, norm(flick), gain=0.7)
    mix_into(out, norm(snap), at=0.004, gain=0.45)
    return out, -23


def fx_flip(rng):
    """A softer flick: the card turns (flip) and lands (flap)."""
    d = 0.075
    flip = lowpass(bandpass(noise(rng, d), 1800, 0.8), 4000)
    flap = lowpass(bandpass(noise(rng, d), 1200, 1.0), 3000)
    out = silence(d)
    mix_into(out, norm(mul(flip, envelope(d, 0.005, 0.012))), gain=0.7)
    mix_into(out, norm(mul(flap, envelope(d, 0.002, 0.01))), at=0.032, gain=0.4)
    return out, -23


def fx_shuffle(rng):
    """A riffle: many tiny clicks over ~0.45 s on a breathy bed, then the deck squares up."""
    d = 0.55
    span = 0.43
    out = silence(d)
    bed = mul(bandpass(noise(rng, d), 3000, 0.5),
              [math.sin(math.pi * min(1.0, i / RATE / span)) ** 2 for i in range(samples(d))])
    mix_into(out, norm(bed), gain=0.12)
    clicks = 64
    for k in range(clicks):
        at = 0.02 + span * (k / clicks) + rng.uniform(-0.002, 0.002)
        swell = 0.45 + 0.55 * math.sin(math.pi * k / clicks)
        g = 0.008
        grain = mul(bandpass(noise(rng, g), rng.uniform(2200, 4800), 1.5),
                    envelope(g, 0.0003, 0.0012))
        mix_into(out, norm(grain), at, gain=swell * rng.uniform(0.5, 1.0))
    t = 0.06
    square = mul(tone(t, 150, 90, ((1, 1.0),), glide=0.015), envelope(t, 0.002, 0.015))
    tap = mul(bandpass(noise(rng, t), 800, 1.2), envelope(t, 0.001, 0.01))
    mix_into(out, norm(square), at=0.47, gain=0.5)
    mix_into(out, norm(tap), at=0.47, gain=0.35)
    return out, -19


def fx_attack(rng):
    """A hit: a crack, a noise burst and a low thump, lightly saturated."""
    d = 0.4
    crack = mul(highpass(noise(rng, d), 1500), envelope(d, 0.0004, 0.005))
    burst = mul(lowpass(lowpass(noise(rng, d), 2500), 2500), envelope(d, 0.002, 0.045))
    thump = mul(tone(d, 150, 58, ((1, 1.0), (2, 0.5), (3, 0.2)), glide=0.05),
                envelope(d, 0.003, 0.1))
    out = silence(d)
    mix_into(out, norm(crack), gain=0.35)
    mix_into(out, norm(burst), gain=0.6)
    mix_into(out, norm(thump), gain=1.0)
    k = 1.6
    return [math.tanh(k * v) / math.tanh(k) for v in norm(out)], -13


def fx_crumble(rng):
    """Falling debris: a decaying rumble and hiss with random stony grains thinning out."""
    d = 0.9
    out = silence(d)
    rumble = mul(lowpass(lowpass(noise(rng, d), 200), 200), envelope(d, 0.006, 0.18))
    hiss = mul(lowpass(noise(rng, d), 1400), envelope(d, 0.01, 0.22))
    mix_into(out, norm(rumble), gain=0.55)
    mix_into(out, norm(hiss), gain=0.3)
    for _ in range(60):
        at = 0.8 * rng.random() ** 1.8          # dense at first, sparser as it settles
        g = 0.025
        grain = mul(bandpass(noise(rng, g), rng.uniform(350, 2800), 4.0),
                    envelope(g, 0.0005, rng.uniform(0.003, 0.008)))
        mix_into(out, norm(grain), at, gain=math.exp(-at / 0.35) * rng.uniform(0.25, 0.8))
    return fade(out, fade_out=0.12), -17


NOTE = {"C4": 261.63, "E4": 329.63, "G4": 392.00, "C5": 523.25, "E5": 659.26,
        "G5": 783.99, "C6": 1046.50}


def fx_win(rng):
    """A plucked-string fanfare: an arpeggio up to a strummed C major chord (Karplus-Strong)."""
    d = 1.5
    out = silence(d)
    for k, name in enumerate(("G4", "C5", "E5", "G5")):
        mix_into(out, pluck(rng, NOTE[name], d, t60=0.6), at=0.085 * k, gain=0.55)
    chord_at = 0.40
    for k, (name, g) in enumerate((("C4", 0.45), ("G4", 0.4), ("C5", 0.45), ("E5", 0.45),
                                   ("G5", 0.5), ("C6", 0.65))):
        at = chord_at + 0.012 * k
        mix_into(out, pluck(rng, NOTE[name], d - at, t60=1.1), at=at, gain=g)
    return fade(lowpass(out, 6000), fade_out=0.3), -15


def fx_stuck(rng):
    """No more moves: two soft mallet notes falling a minor third (G4 to E4)."""
    d = 0.65
    out = silence(d)
    mix_into(out, mallet(NOTE["G4"], d, 0.14), gain=0.9)
    mix_into(out, mallet(NOTE["E4"], d - 0.2, 0.22), at=0.2, gain=1.0)
    return fade(out, fade_out=0.08), -17


EFFECTS = {
    "pickup": fx_pickup,
    "place": fx_place,
    "refused": fx_refused,
    "deal": fx_deal,
    "flip": fx_flip,
    "shuffle": fx_shuffle,
    "attack": fx_attack,
    "crumble": fx_crumble,
    "win": fx_win,
    "stuck": fx_stuck,
}


# ----- rendering and writing --------------------------------------------------------------
def render(name: str) -> list:
    """The finished effect as floats in [-1, 1]: DC-blocked, levelled and faded."""
    raw, rms_db = EFFECTS[name](random.Random(f"{SEED}:{name}"))
    return fade(level(dc_block(raw), rms_db))


def to_pcm(x: list) -> bytes:
    pcm = array.array("h", (max(-32767, min(32767, int(round(v * 32767)))) for v in x))
    if sys.byteorder == "big":
        pcm.byteswap()                       # WAV data is little-endian
    return pcm.tobytes()


def write_wav(path: Path, x: list) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(to_pcm(x))


def synthesize_all(out_dir=OUT_DIR, names=None) -> list:
    """Write NAME.wav for every effect (or just `names`) into out_dir; returns the paths."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for name in names or EFFECTS:
        path = out_dir / f"{name}.wav"
        write_wav(path, render(name))
        paths.append(path)
    return paths


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(OUT_DIR), help="folder for the .wav files")
    parser.add_argument("names", nargs="*", metavar="NAME",
                        help="effects to write (default: all): " + ", ".join(EFFECTS))
    args = parser.parse_args(argv)
    unknown = [n for n in args.names if n not in EFFECTS]
    if unknown:
        parser.error("unknown effect(s): " + ", ".join(unknown))
    for path in synthesize_all(args.out, args.names):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
