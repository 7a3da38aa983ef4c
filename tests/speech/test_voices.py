"""The voices (issue 30): the fallback chain passes over a voice that is missing, hangs
or crashes, with one logged warning, and the game never sees it fail; espeak-ng really
speaks an announcement (to a WAV file here), in the interface's language and rate; the
program and library voices are driven as their tools expect."""

import array
import logging
import math
import os
import shutil
import sys
import threading
import wave

import pygame
import pytest

from game.i18n import _
from game.i18n.catalogue import install
from game.speech import chain
from game.speech.announcer import Announcer
from game.speech.backends import RecordingBackend, Unavailable, spoken_seconds
from game.speech.chain import Fallback
from game.speech.libraries import PrismVoice, prism_rate
from game.speech.programs import EspeakVoice, SpdSayVoice, espeak_voice, spd_rate


class Crashing(RecordingBackend):
    name = "crashing"

    def speak(self, text, kind, **voice):
        raise OSError("the speech server went away")


def warnings(caplog):
    return [record for record in caplog.records
            if record.levelno == logging.WARNING and record.name == "game.speech.chain"]


def test_a_missing_voice_is_passed_over_with_one_warning(caplog):
    heard = RecordingBackend()

    def missing():
        raise Unavailable("no screen reader runs")

    voice = Fallback([("screen reader", missing), ("recorder", lambda: heard)])
    for text in ("Tableau 1", "Tableau 2"):
        voice.speak(text, "focus")
    assert heard.texts == ["Tableau 1", "Tableau 2"]
    assert voice.failed == ["screen reader"]
    assert len(warnings(caplog)) == 1 and "no screen reader runs" in caplog.text


def test_a_voice_that_crashes_while_speaking_hands_its_words_to_the_next(caplog):
    heard = RecordingBackend()
    voice = Fallback([("crashing", Crashing), ("recorder", lambda: heard)])
    voice.speak("You won", "result")
    voice.speak("Tableau 3", "focus")
    assert heard.texts == ["You won", "Tableau 3"]      # not one word lost
    assert voice.failed == ["crashing"] and len(warnings(caplog)) == 1


def test_a_voice_that_hangs_while_opening_is_given_up(caplog):
    never = threading.Event()
    heard = RecordingBackend()

    def hanging():
        never.wait(30)          # a speech server that never answers
        return RecordingBackend()

    voice = Fallback([("hung server", hanging), ("recorder", lambda: heard)],
                     open_seconds=0.2)
    voice.speak("Aisle Five", "result")
    never.set()
    assert heard.texts == ["Aisle Five"] and voice.failed == ["hung server"]
    assert "no answer within" in caplog.text


def test_with_every_voice_failing_speech_is_silent_and_the_game_goes_on(caplog, make_app):
    voice = Fallback([("crashing", Crashing), ("crashing too", Crashing)])
    app = make_app()
    app.speech.backend = voice
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, unicode="s",
                                        mod=pygame.KMOD_CTRL | pygame.KMOD_ALT))
    app.update(1 / 60)              # the unthreaded announcer speaks here
    assert app.speech.enabled and voice.failed == ["crashing", "crashing too"]
    assert voice.backend.name == "silent" and len(warnings(caplog)) == 2
    app.speech.say("Tableau 1", "focus")
    app.update(1 / 60)


def test_the_chain_on_linux_tries_the_screen_reader_then_the_direct_voices():
    assert [name for name, _make in chain.candidates("linux")] == [
        "prismatoid", "spd-say", "espeak-ng", "pyttsx3"]
    assert [name for name, _make in chain.candidates("win32")] == [
        "prismatoid", "pyttsx3", "espeak-ng"]


# ----- espeak-ng, for real -------------------------------------------------------------
needs_espeak = pytest.mark.skipif(
    shutil.which("espeak-ng") is None and not (os.environ.get("CI")
                                              and sys.platform.startswith("linux")),
    reason="espeak-ng is not installed (.ci/debian-packages.txt installs it on CI)")


def listen(path):
    """(seconds long, the share of its 20 ms slices that are not silence, RMS)."""
    with wave.open(str(path)) as sound:
        assert sound.getsampwidth() == 2 and sound.getnchannels() == 1
        rate = sound.getframerate()
        samples = array.array("h", sound.readframes(sound.getnframes()))
    step = rate // 50
    slices = [samples[i:i + step] for i in range(0, len(samples), step)]
    loud = sum(1 for part in slices
               if math.sqrt(sum(x * x for x in part) / len(part)) > 300)
    rms = math.sqrt(sum(x * x for x in samples) / max(1, len(samples)))
    return len(samples) / rate, loud / max(1, len(slices)), rms


def say_to_wav(path, text, rate=1.0, language="en"):
    speech = Announcer(EspeakVoice(wav=str(path)), enabled=True, rate=rate,
                       language=language)
    try:
        speech.say(text)
        assert speech.wait_idle(30)
    finally:
        speech.close()


@needs_espeak
def test_espeak_ng_speaks_an_announcement_in_the_interface_language(tmp_path):
    install("de")
    text = _("Speech on")
    assert text == "Sprachausgabe an"
    say_to_wav(tmp_path / "on.wav", text, language="de")
    seconds, loud, rms = listen(tmp_path / "on.wav")
    expected = spoken_seconds(text)
    assert expected / 2 < seconds < expected * 2, (seconds, expected)
    assert loud > 0.5 and rms > 1000            # speech, not silence or a click


@needs_espeak
def test_espeak_ng_speaks_faster_at_a_faster_rate(tmp_path):
    text = "Seven of hearts onto the eight of clubs"
    say_to_wav(tmp_path / "normal.wav", text)
    say_to_wav(tmp_path / "fast.wav", text, rate=2.0)
    normal, fast = listen(tmp_path / "normal.wav")[0], listen(tmp_path / "fast.wav")[0]
    assert fast < normal * 0.7


@needs_espeak
def test_espeak_ng_is_told_the_voice_of_every_shipped_language():
    from game.i18n.choice import shipped_codes
    voices = EspeakVoice().voices
    assert {code: espeak_voice(code, voices) for code in ("en", "pt_BR", "zh_TW")} == {
        "en": "en-us", "pt_BR": "pt-br", "zh_TW": "cmn"}
    assert [code for code in shipped_codes() if espeak_voice(code, voices) == "en-us"
            and code != "en"] == []


@needs_espeak
def test_stopping_espeak_ng_ends_the_words_being_said(tmp_path):
    voice = EspeakVoice()               # to the speakers (none here: it still runs)
    done = threading.Event()

    def long_reading():
        voice.speak("the whole table, " * 40, "info")
        done.set()

    threading.Thread(target=long_reading, daemon=True).start()
    while voice._process is None and not done.is_set():
        threading.Event().wait(0.005)
    voice.stop()
    assert done.wait(10)


def test_spd_say_is_given_the_language_and_rate_and_the_words_after_its_options():
    voice = SpdSayVoice(path="/usr/bin/spd-say")
    command = voice.command("-5 points", 2.0, "pt_BR")
    assert command[-2:] == ["--", "-5 points"] and "--wait" in command
    assert command[command.index("--language") + 1] == "pt"
    assert command[command.index("--rate") + 1] == "50"
    assert (spd_rate(1.0), spd_rate(0.5), spd_rate(100)) == (0, -50, 100)


def test_a_missing_program_is_unavailable(monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name: None)
    for program in (EspeakVoice, SpdSayVoice):
        with pytest.raises(Unavailable, match="PATH"):
            program()


# ----- prismatoid, with a stand-in for its native library ------------------------------
class Features:
    def __init__(self, speaking):
        self.supports_output = True
        self.supports_is_speaking = speaking
        self.supports_stop = True
        self.supports_set_rate = True
        self.supports_count_voices = self.supports_set_voice = True


class FakePrismBackend:
    """What prism.Backend offers, recording what it is asked."""

    def __init__(self, name="Speech Dispatcher", speaking=True):
        self.name = name
        self.features = Features(speaking)
        self.said, self.stops, self.rate, self.voice = [], 0, 0.5, 0
        self.talking = threading.Event()
        self.languages = ["en-US", "de-DE", "pt-BR"]

    def output(self, text, interrupt):
        self.said.append((text, interrupt))
        self.talking.set()

    @property
    def speaking(self):
        return self.talking.is_set()

    def stop(self):
        self.stops += 1
        self.talking.clear()

    @property
    def voices_count(self):
        return len(self.languages)

    def get_voice_language(self, index):
        return self.languages[index]


class FakeContext:
    def __init__(self, backend, kind="SPEECH_DISPATCHER"):
        self.backend, self.kind = backend, kind

    def acquire_best(self):
        return self.backend

    def id_of(self, name):
        return type("Id", (), {"name": self.kind})()


def test_prismatoid_gives_a_text_to_speech_engine_the_games_rate_and_language():
    backend = FakePrismBackend()
    voice = PrismVoice(FakeContext(backend))
    backend.talking.clear()
    threading.Timer(0.05, backend.talking.clear).start()
    voice.speak("Sieben Herz", "result", rate=2.0, language="de")
    assert backend.said == [("Sieben Herz", False)]     # never interrupting by itself
    assert backend.voice == 1 and backend.rate == prism_rate(2.0) == 0.75
    assert not backend.speaking                          # it waited for the words' end


def test_prismatoid_leaves_a_screen_reader_its_players_own_voice_and_rate():
    backend = FakePrismBackend("NVDA", speaking=False)
    voice = PrismVoice(FakeContext(backend, "NVDA"))
    stopper = threading.Timer(0.05, voice.stop)         # cut short while said
    stopper.start()
    voice.speak("Tableau 4, " * 30, "focus", rate=2.0, language="de")
    assert backend.rate == 0.5 and backend.voice == 0
    assert backend.stops == 1


def test_prismatoid_is_installed_and_finds_its_backends():
    import prism  # requirements.txt's; nothing is opened by the import
    assert prism.Context().backends_count >= 1
