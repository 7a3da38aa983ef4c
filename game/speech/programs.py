"""Voices that are programs: espeak-ng, and speech-dispatcher's spd-say.

Each announcement is one run of the program, which ends when the words are said; `stop`
ends it early. They are the direct text-to-speech fallbacks where no screen reader
runs (Linux above all, where both are a package away: .ci/debian-packages.txt). The
interface's language picks the voice (`VOICES`: the game's codes in espeak-ng's names).
"""

from __future__ import annotations

import math
import shutil
import subprocess
import threading

from .backends import Unavailable, spoken_seconds

NORMAL_WPM = 175            # espeak-ng's own normal rate, words a minute
# the game's language codes where espeak-ng names its voice otherwise
VOICES = {"en": "en-us", "pt_BR": "pt-br", "zh_CN": "cmn", "zh_TW": "cmn",
          "fr": "fr-fr", "vi": "vi"}


def espeak_voice(language: str, known=None) -> str:
    """espeak-ng's voice for one of the game's language codes ("pt_BR" -> "pt-br"); of
    `known` voices (all when None), else English's."""
    for name in (VOICES.get(language), language.replace("_", "-").lower(),
                 language.split("_")[0].lower()):
        if name and (known is None or name in known):
            return name
    return "en-us" if known is None or "en-us" in known else "en"


def espeak_voices(path: str) -> set[str]:
    """The voices this espeak-ng has (`--voices`' second column: "de", "pt-br")."""
    listed = subprocess.run([path, "--voices"], capture_output=True, timeout=10,
                            check=True).stdout.decode("utf-8", "replace")
    return {line.split()[1] for line in listed.splitlines()[1:] if len(line.split()) > 1}


def spd_rate(rate: float) -> int:
    """speech-dispatcher's rate (-100 .. 100, 0 normal) for a rate factor: twice as fast
    is +50, half as fast -50."""
    return max(-100, min(100, round(50 * math.log2(max(0.1, rate)))))


class ProgramVoice:
    """One run of a program per announcement (the subclasses say which, and how)."""
    name = "program"
    program = ""

    def __init__(self, path: str | None = None):
        self.path = path or shutil.which(self.program)
        if not self.path:
            raise Unavailable(f"no {self.program} program on the PATH")
        self._process: subprocess.Popen | None = None
        self._lock = threading.Lock()
        self._stopped = False

    def command(self, text: str, rate: float, language: str) -> list[str]:
        """The program's command line; the words go to its standard input."""
        raise NotImplementedError

    def speak(self, text: str, kind: str, *, rate: float = 1.0, language: str = "en"):
        with self._lock:
            self._stopped = False
            self._process = subprocess.Popen(
                self.command(text, rate, language), stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            process = self._process
        try:
            _out, errors = process.communicate(self.words(text),
                                               timeout=10 + 3 * spoken_seconds(text, rate))
        except subprocess.TimeoutExpired:
            process.kill()
            process.communicate()
            raise RuntimeError(f"{self.program} did not finish") from None
        finally:
            with self._lock:
                self._process = None
        if process.returncode and not self._stopped:
            message = errors.decode("utf-8", "replace").strip().splitlines()
            raise RuntimeError(f"{self.program} failed ({process.returncode}): "
                               f"{message[-1] if message else 'no message'}")

    def words(self, text: str) -> bytes:
        """What goes to the program's standard input."""
        return text.encode("utf-8")

    def stop(self) -> None:
        with self._lock:
            self._stopped = True
            if self._process is not None and self._process.poll() is None:
                self._process.terminate()

    def close(self) -> None:
        self.stop()


class EspeakVoice(ProgramVoice):
    """espeak-ng itself, reading the words from its standard input. `wav`: write the
    speech to that file instead of the speakers (the tests listen to it)."""
    name = "espeak-ng"
    program = "espeak-ng"

    def __init__(self, path: str | None = None, wav: str | None = None):
        super().__init__(path)
        self.wav = wav
        self.voices = espeak_voices(self.path)

    def command(self, text: str, rate: float, language: str) -> list[str]:
        words_a_minute = max(80, min(450, round(NORMAL_WPM * rate)))
        command = [self.path, "-v", espeak_voice(language, self.voices),
                   "-s", str(words_a_minute)]
        return command + (["-w", self.wav] if self.wav else [])


class SpdSayVoice(ProgramVoice):
    """speech-dispatcher through its spd-say program (waiting until the words are said),
    for a computer where the prismatoid library cannot be installed."""
    name = "spd-say"
    program = "spd-say"

    def command(self, text: str, rate: float, language: str) -> list[str]:
        return [self.path, "--wait", "--application-name", "aisle-five",
                "--language", language.split("_")[0], "--rate", str(spd_rate(rate)),
                "--", text]

    def words(self, text: str) -> bytes:
        return b""                      # spd-say takes them on its command line

    def stop(self) -> None:
        super().stop()
        try:                            # what the server is saying for us stops too
            subprocess.run([self.path, "--application-name", "aisle-five", "--cancel"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=2)
        except (OSError, subprocess.TimeoutExpired):
            pass
