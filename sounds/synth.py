"""Synthesise Aisle Five's sound effects into sounds/*.wav, standard library only.

    python -m sounds.synth             # rewrite sounds/*.wav next to this file
    python -m sounds.synth --out DIR   # write them somewhere else (the tests compare bytes)

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

RATE = 22050
SEED = "aisle-five-sounds-1"
OUT_DIR = Path(__file__).resolve().parent
TAU = 2.0 * math.pi
CEILING = 10 ** (-1.0 / 20)        # -1 dBFS: no effect may come near clipping
WINDOW = 0.030                     # the "momentary loudness" window used for levelling


# ----- building blocks --------------------------------------------------------------------
def samples(seconds: float) -> int:
    return int(round(seconds * RATE))


def silence(seconds: float) -> list:
    return [0.0] * samples(seconds)


def noise(rng: random.Random, seconds: float) -> list:
    return [rng.uniform(-1.0, 1.0) for _ in range(samples(seconds))]


def lowpass(x: list, cutoff: float) -> list:
    """One-pole low-pass."""
    a = 1.0 - math.exp(-TAU * cutoff / RATE)
    y, out = 0.0, []
    for v in x:
        y += a * (v - y)
        out.append(y)
    return out


def highpass(x: list, cutoff: float) -> list:
    return [v - l for v, l in zip(x, lowpass(x, cutoff))]


def bandpass(x: list, centre: float, q: float) -> list:
    """RBJ biquad band-pass, 0 dB at the centre frequency."""
    w = TAU * centre / RATE
    alpha = math.sin(w) / (2.0 * q)
    a0 = 1.0 + alpha
    b0, b2 = alpha / a0, -alpha / a0
    a1, a2 = -2.0 * math.cos(w) / a0, (1.0 - alpha) / a0
    x1 = x2 = y1 = y2 = 0.0
    out = []
    for v in x:
        y = b0 * v + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, v, y1, y
        out.append(y)
    return out


def envelope(seconds: float, attack: float, decay: float, hold: float = 0.0) -> list:
    """Raised-cosine attack, optional hold at 1, then exponential decay (time constant)."""
    out = []
    for i in range(samples(seconds)):
        t = i / RATE
        if t < attack:
            out.append(0.5 - 0.5 * math.cos(math.pi * t / attack))
        elif t < attack + hold:
            out.append(1.0)
        else:
            out.append(math.exp(-(t - attack - hold) / decay))
    return out


def tone(seconds: float, freq: float, freq_end: float = None, partials=((1, 1.0),),
         glide: float = None) -> list:
    """A sum of harmonics whose pitch glides exponentially from freq towards freq_end."""
    out, phase = [], 0.0
    for i in range(samples(seconds)):
        f = freq
        if freq_end is not None:
            f = freq_end + (freq - freq_end) * math.exp(-i / RATE / (glide or seconds / 3))
        phase += TAU * f / RATE
        out.append(sum(a * math.sin(k * phase) for k, a in partials))
    return out


def mallet(freq: float, seconds: float, decay: float) -> list:
    """A soft struck bar: each partial has its own decay, higher ones die sooner."""
    parts = ((1.0, 1.0, decay), (2.0, 0.22, decay * 0.35), (3.0, 0.07, decay * 0.18))
    out = []
    for i in range(samples(seconds)):
        t = i / RATE
        attack = min(1.0, t / 0.006)
        out.append(attack * sum(a * math.exp(-t / d) * math.sin(TAU * freq * k * t)
                                for k, a, d in parts))
    return out


def pluck(rng: random.Random, freq: float, seconds: float, t60: float,
          brightness: float = 3500.0) -> list:
    """Karplus-Strong plucked string, tuned exactly with a first-order all-pass."""
    period = RATE / freq
    n = int(period - 0.5)
    frac = period - 0.5 - n
    if frac < 0.1:                           # keep the all-pass delay in a well-behaved range
        n, frac = n - 1, frac + 1.0
    c = (1.0 - frac) / (1.0 + frac)
    rho = 0.001 ** (1.0 / (freq * t60))      # loss per period: -60 dB after t60 seconds
    buf = lowpass([rng.uniform(-1.0, 1.0) for _ in range(n)], brightness)
    mean = sum(buf) / n
    peak = max(abs(v - mean) for v in buf) or 1.0
    buf = [(v - mean) / peak for v in buf]
    # loop delay: n (ring) + 0.5 (two-point average) + frac (all-pass) = period
    out, i, prev, ax, ay = [], 0, 0.0, 0.0, 0.0
    for _ in range(samples(seconds)):
        cur = buf[i]
        avg = rho * 0.5 * (cur + prev)
        prev = cur
        y = c * avg + ax - c * ay
        ax, ay = avg, y
        buf[i] = y
        out.append(cur)
        i = (i + 1) % n
    return out


def mul(a: list, b: list) -> list:
    return [x * y for x, y in zip(a, b)]


def scale(x: list, gain: float) -> list:
    return [v * gain for v in x]


def norm(x: list) -> list:
    """Peak-normalise a layer to 1.0 so mixing gains mean something."""
    peak = max((abs(v) for v in x), default=0.0)
    return scale(x, 1.0 / peak) if peak else list(x)


def mix_into(dst: list, src: list, at: float = 0.0, gain: float = 1.0) -> list:
    start = samples(at)
    for i, v in enumerate(src):
        j = start + i
        if j >= len(dst):
            break
        dst[j] += gain * v
    return dst


def fade(x: list, fade_in: float = 0.001, fade_out: float = 0.008) -> list:
    out = list(x)
    n_in, n_out = max(1, samples(fade_in)), max(1, samples(fade_out))
    for i in range(min(n_in, len(out))):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n_out, len(out))):
        out[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    return out


def dc_block(x: list, cutoff: float = 20.0) -> list:
    return highpass(x, cutoff)


def momentary_rms(x: list) -> float:
    """RMS of the loudest WINDOW-long stretch (short effects are judged while they sound)."""
    w = max(1, samples(WINDOW))
    sq = [v * v for v in x]
    acc = sum(sq[:w])
    best = acc
    for i in range(w, len(sq)):
        acc += sq[i] - sq[i - w]
        best = max(best, acc)
    return math.sqrt(max(best, 0.0) / min(w, len(x)))


def level(x: list, rms_db: float) -> list:
    """Scale so the loudest 30 ms sits at rms_db dBFS, but the peak never exceeds -1 dBFS."""
    rms = momentary_rms(x)
    peak = max(abs(v) for v in x)
    gain = min(10 ** (rms_db / 20) / rms, CEILING / peak)
    return scale(x, gain)


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
