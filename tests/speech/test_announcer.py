"""The announcer's queue (issue 30): a new focus cuts stale focus speech short, results
are never cut by focus moves, info keys cut focus speech, the same words are not queued
twice, verbosity leaves out what a level does not say, and speech off says nothing."""

import threading

import pytest

from game.speech.announcer import Announcer
from game.speech.backends import RecordingBackend


class GatedBackend(RecordingBackend):
    """Speaks until released or stopped, so a test holds words "being said" while it
    queues more (on the announcer's real worker thread)."""

    def __init__(self):
        super().__init__()
        self.started = threading.Semaphore(0)      # one release per speak() begun
        self._done = threading.Event()

    def speak(self, text, kind, *, rate=1.0, language="en"):
        self._done.clear()
        super().speak(text, kind, rate=rate, language=language)
        self.started.release()
        self._done.wait(5)

    def stop(self):
        super().stop()
        self._done.set()

    def release(self):
        self._done.set()


def unthreaded(**settings):
    return Announcer(RecordingBackend(), enabled=True, threaded=False, **settings)


def said(speech):
    speech.wait_idle()
    return speech.backend.spoken


def test_a_new_focus_replaces_the_stale_focus_still_waiting():
    speech = unthreaded()
    speech.say("tableau 1", "focus")
    speech.say("tableau 2", "focus")
    speech.say("tableau 3", "focus")
    assert said(speech) == [("tableau 3", "focus")]


def test_results_are_never_dropped_by_focus_moves_and_keep_their_order():
    speech = unthreaded()
    speech.say("Seven of hearts onto the eight of clubs")
    speech.say("tableau 1", "focus")
    speech.say("That card cannot go there: it is not one lower")
    speech.say("tableau 2", "focus")
    assert said(speech) == [("Seven of hearts onto the eight of clubs", "result"),
                            ("That card cannot go there: it is not one lower", "result"),
                            ("tableau 2", "focus")]


def test_info_cuts_waiting_focus_and_a_focus_move_cuts_waiting_info():
    speech = unthreaded()
    speech.say("tableau 1", "focus")
    speech.say("The whole table", "info")
    assert said(speech) == [("The whole table", "info")]
    speech.say("The whole table again", "info")
    speech.say("tableau 2", "focus")
    assert said(speech)[1:] == [("tableau 2", "focus")]


def test_the_same_words_are_not_queued_twice():
    speech = unthreaded()
    for _ in range(3):
        speech.say("You won")
        speech.say("stock", "focus")
    assert said(speech) == [("You won", "result"), ("stock", "focus")]
    speech.say("You won")                # said already: a new announcement
    assert said(speech)[-1] == ("You won", "result")


def test_speech_off_says_nothing_and_empty_words_are_not_said():
    speech = Announcer(RecordingBackend(), threaded=False)
    assert not speech.enabled
    speech.say("tableau 1", "focus")
    speech.enabled = True
    speech.say("")
    speech.say("   ", "focus")
    assert said(speech) == []


def test_turning_speech_on_and_off_is_said_by_speech_itself():
    speech = Announcer(RecordingBackend(), threaded=False)
    speech.turn(True)
    speech.turn(False)
    speech.say("tableau 1", "focus")
    assert said(speech) == [("Speech on", "result"), ("Speech off", "result")]


def test_verbosity_leaves_out_what_a_lower_level_does_not_say():
    speech = unthreaded(verbosity="brief")
    speech.say("Seven of hearts")
    speech.say("from a winning line", level="normal")
    speech.say("three cards face down", level="full")
    speech.verbosity = "full"
    speech.say("and the stock holds 20", level="full")
    assert [text for text, _ in said(speech)] == ["Seven of hearts",
                                                  "and the stock holds 20"]
    with pytest.raises(ValueError):
        speech.verbosity = "chatty"
    with pytest.raises(ValueError):
        speech.say("tableau 1", "shout")


def test_on_its_thread_a_new_focus_cuts_the_focus_being_said_short():
    backend = GatedBackend()
    speech = Announcer(backend, enabled=True)
    try:
        speech.say("tableau 1, seven of hearts, twelve cards", "focus")
        assert backend.started.acquire(timeout=5)       # being said now
        speech.say("tableau 2", "focus")
        assert backend.started.acquire(timeout=5)       # the first was cut short
        assert backend.stops == 1
        backend.release()
        assert speech.wait_idle()
        assert backend.texts == ["tableau 1, seven of hearts, twelve cards", "tableau 2"]
    finally:
        speech.close()


def test_on_its_thread_a_result_being_said_is_not_cut_short_by_a_focus_move():
    backend = GatedBackend()
    speech = Announcer(backend, enabled=True)
    try:
        speech.say("Seven of hearts onto the eight of clubs")
        assert backend.started.acquire(timeout=5)
        speech.say("tableau 2", "focus")
        speech.say("tableau 3", "focus")
        assert backend.stops == 0 and speech.pending()[0].text == "tableau 3"
        backend.release()                               # the result said to its end
        assert backend.started.acquire(timeout=5)
        backend.release()
        assert speech.wait_idle()
        assert backend.texts == ["Seven of hearts onto the eight of clubs", "tableau 3"]
    finally:
        speech.close()


def test_a_backend_that_raises_never_reaches_the_caller():
    class Broken(RecordingBackend):
        def speak(self, text, kind, **voice):
            raise RuntimeError("the library crashed")

    speech = Announcer(Broken(), enabled=True)
    try:
        speech.say("tableau 1", "focus")
        assert speech.wait_idle()
        speech.say("tableau 2", "focus")                # the worker is still there
        assert speech.wait_idle()
    finally:
        speech.close()


def test_a_voice_slow_to_stop_never_holds_up_the_caller_of_say():
    class SlowToStop(GatedBackend):
        """Its stop waits on a speech server that does not answer (until released)."""
        def __init__(self):
            super().__init__()
            self.server = threading.Event()
            self.stopping = threading.Event()

        def stop(self):
            self.stopping.set()
            self.server.wait(10)
            super().stop()

    backend = SlowToStop()
    speech = Announcer(backend, enabled=True)
    try:
        speech.say("tableau 1", "focus")
        assert backend.started.acquire(timeout=5)
        returned = threading.Event()
        threading.Thread(target=lambda: (speech.say("tableau 2", "focus"),
                                         returned.set()), daemon=True).start()
        assert returned.wait(5) and backend.stopping.wait(5)
        assert not backend.server.is_set()          # say came back while stop still waits
        backend.server.set()
        assert backend.started.acquire(timeout=5)
        backend.release()
        assert speech.wait_idle() and backend.texts == ["tableau 1", "tableau 2"]
    finally:
        backend.server.set()
        speech.close()
