"""Voices that are libraries: prismatoid (the screen reader, else the system's voice) and
pyttsx3 (the system's voice), each imported only when speech first needs it.

prismatoid talks to the screen reader that runs (NVDA, JAWS, Narrator and others on
Windows, VoiceOver on macOS, Orca on Linux) and, where none runs, to the computer's own
text-to-speech (OneCore or SAPI, AVSpeech, speech-dispatcher). A screen reader keeps the
player's own voice, rate and language; a text-to-speech engine is given the game's.
"""

from __future__ import annotations

import math
import threading

from .backends import Unavailable, call_within, spoken_seconds

CALL_SECONDS = 5.0          # a call into the library that takes longer has hung
POLL = 0.02                 # s between "still speaking?" questions
# prismatoid's backends that are a text-to-speech engine, not the player's screen reader
ENGINES = ("SAPI", "ONE_CORE", "AV_SPEECH", "SPEECH_DISPATCHER", "ANDROID_TTS",
           "WEB_SPEECH")


def prism_rate(rate: float) -> float:
    """prismatoid's rate (0.0 .. 1.0, 0.5 normal) for a rate factor: twice as fast is
    0.75, half as fast 0.25."""
    return max(0.0, min(1.0, 0.5 + 0.25 * math.log2(max(0.1, rate))))


class PrismVoice:
    name = "prismatoid"

    def __init__(self, context=None):
        if context is None:
            try:
                import prism
            except ImportError as error:
                raise Unavailable(f"the prismatoid library is not installed ({error})") \
                    from None
            context = prism.Context()
        self._context = context
        try:
            self._backend = context.acquire_best()
        except ValueError:
            raise Unavailable("prismatoid found no screen reader and no voice") from None
        self.name = f"prismatoid: {self._backend.name}"
        self.engine = self._engine()
        features = self._backend.features
        self._output = features.supports_output        # speech and braille at once
        self._asks_speaking = features.supports_is_speaking
        self._stops = features.supports_stop
        self._tuned: tuple | None = None               # (rate, language) set
        self._stopped = threading.Event()

    def _engine(self) -> bool:
        try:
            kind = self._context.id_of(self._backend.name)
        except (KeyError, TypeError):
            return False
        return getattr(kind, "name", "") in ENGINES

    def _tune(self, rate: float, language: str) -> None:
        """A text-to-speech engine: the game's rate and a voice of its language."""
        if not self.engine or self._tuned == (rate, language):
            return
        self._tuned = (rate, language)
        backend = self._backend
        features = backend.features
        if features.supports_set_rate:
            backend.rate = prism_rate(rate)
        if features.supports_count_voices and features.supports_set_voice:
            wanted = {language.replace("_", "-").lower(), language.split("_")[0].lower()}
            for index in range(backend.voices_count):
                spoken = backend.get_voice_language(index).replace("_", "-").lower()
                if spoken in wanted or spoken.split("-")[0] in wanted:
                    backend.voice = index
                    break

    def speak(self, text: str, kind: str, *, rate: float = 1.0, language: str = "en"):
        """Hand the words over, then wait until they are said: as long as the backend
        says it speaks, or (when it cannot tell) about as long as they take to say."""
        self._stopped.clear()
        call_within(CALL_SECONDS, self._tune, rate, language)
        say = self._backend.output if self._output else self._backend.speak
        call_within(CALL_SECONDS, say, text, False)
        if self._asks_speaking:
            while not self._stopped.wait(POLL) and self._backend.speaking:
                pass
        else:
            self._stopped.wait(spoken_seconds(text, rate if self.engine else 1.0))

    def stop(self) -> None:
        try:
            if self._stops:
                call_within(CALL_SECONDS, self._backend.stop)
        finally:
            self._stopped.set()

    def close(self) -> None:
        """Nothing is freed here: freeing a backend can wait on its speech server, and
        close runs as the game quits (prismatoid frees nothing at the interpreter's
        end)."""
        self._stopped.set()


class Pyttsx3Voice:
    """pyttsx3 (SAPI 5, NSSpeechSynthesizer, or espeak), where it is installed; its
    engine is made on the speech thread, the only one that uses it."""
    name = "pyttsx3"

    def __init__(self):
        try:
            import pyttsx3
        except ImportError as error:
            raise Unavailable(f"the pyttsx3 library is not installed ({error})") from None
        self._pyttsx3 = pyttsx3
        self._engine = None
        self._normal_rate = 200
        self._language = None

    def speak(self, text: str, kind: str, *, rate: float = 1.0, language: str = "en"):
        if self._engine is None:
            self._engine = self._pyttsx3.init()
            self._normal_rate = self._engine.getProperty("rate") or 200
        engine = self._engine
        engine.setProperty("rate", round(self._normal_rate * rate))
        if language != self._language:
            self._language = language
            self._choose_voice(language)
        engine.say(text)
        engine.runAndWait()

    def _choose_voice(self, language: str) -> None:
        wanted = language.replace("_", "-").lower()
        for voice in self._engine.getProperty("voices") or ():
            for spoken in getattr(voice, "languages", ()) or ():
                name = (spoken.decode("ascii", "ignore") if isinstance(spoken, bytes)
                        else str(spoken)).lstrip("\x05").replace("_", "-").lower()
                if name == wanted or name.split("-")[0] == wanted.split("-")[0]:
                    self._engine.setProperty("voice", voice.id)
                    return

    def stop(self) -> None:
        if self._engine is not None:
            self._engine.stop()

    def close(self) -> None:
        self.stop()
