"""The effects: valid WAVs of the right format with sane lengths and levels, both the
committed files and what `python -m sounds.synth` makes now, and the committed files are
what the synthesiser makes (to within rounding: a float's last bit may differ elsewhere)."""

import array
import sys
import wave
from pathlib import Path

import pytest

from game.resources import resource_path
from sounds import synth
from sounds.bank import NAMES

SOUNDS = Path(resource_path("sounds"))
MAX_TOTAL = 400 * 1024


def read(path):
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        pcm = array.array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        pcm.byteswap()
    return params, pcm


@pytest.fixture(scope="module")
def fresh(tmp_path_factory):
    """Every effect synthesised again into a temporary folder (about half a second)."""
    out = tmp_path_factory.mktemp("synth")
    synth.synthesize_all(out)
    return out


def test_synth_and_bank_agree_on_the_names():
    assert set(synth.EFFECTS) == set(NAMES)
    assert len(NAMES) == 10


@pytest.mark.parametrize("name", sorted(NAMES))
@pytest.mark.parametrize("made", ["committed", "synthesised"])
def test_file_format_length_and_level(fresh, made, name):
    params, pcm = read((SOUNDS if made == "committed" else fresh) / f"{name}.wav")
    assert params.nchannels == 1
    assert params.sampwidth == 2
    assert params.framerate in (22050, 44100)
    seconds = params.nframes / params.framerate
    if name == "win":
        assert 1.2 <= seconds <= 1.8
    else:
        assert 0.03 <= seconds < 1.0
    if name == "deal":
        assert seconds <= 0.08                    # played once per card
    peak = max(abs(v) for v in pcm)
    assert 0.1 * 32767 < peak < 0.95 * 32767      # audible, never clipping
    rms = (sum(v * v for v in pcm) / len(pcm)) ** 0.5
    assert rms > 0.01 * 32767                     # not a near-silent file
    assert abs(pcm[0]) < 200 and abs(pcm[-1]) < 200   # faded: no click at either end


def test_total_size_is_small():
    total = sum((SOUNDS / f"{name}.wav").stat().st_size for name in NAMES)
    assert total < MAX_TOTAL


@pytest.mark.parametrize("name", sorted(NAMES))
def test_the_committed_file_is_what_the_synthesiser_makes(fresh, name):
    """Same format and length, and the same sound: what differs is under -60 dB of the
    effect (a changed effect differs by about as much as it is loud)."""
    committed_params, committed = read(SOUNDS / f"{name}.wav")
    fresh_params, made = read(fresh / f"{name}.wav")
    assert fresh_params == committed_params, (
        f"{name}.wav is not what sounds/synth.py makes: run python -m sounds.synth")
    difference = sum((a - b) ** 2 for a, b in zip(committed, made)) ** 0.5
    loudness = sum(v * v for v in committed) ** 0.5
    assert difference < 0.001 * loudness, (
        f"{name}.wav is not what sounds/synth.py makes: run python -m sounds.synth")


def test_cli_writes_just_the_named_effects(tmp_path, capsys):
    assert synth.main(["--out", str(tmp_path), "deal", "flip"]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deal.wav", "flip.wav"]
    assert "deal.wav" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        synth.main(["--out", str(tmp_path), "kazoo"])
