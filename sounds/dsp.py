"""Signal building blocks for the synthesised effects: noise, filters, envelopes, tones,
a struck bar, a plucked string, mixing, fades and loudness levelling.

Signals are plain lists of floats at RATE samples per second (mono); nothing here touches
files or randomness of its own (noise takes the effect's seeded `random.Random`).
"""

import math
import random

RATE = 22050
TAU = 2.0 * math.pi
CEILING = 10 ** (-1.0 / 20)        # -1 dBFS: no effect may come near clipping
WINDOW = 0.030                     # the "momentary loudness" window used for levelling


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
    return [v - low for v, low in zip(x, lowpass(x, cutoff))]


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
