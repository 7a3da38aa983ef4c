"""Speech speed: how soon an announcement reaches the voice, and what speech costs a frame.

    python -m benchmarks.speech_latency [--events 200] [--frames 600] [--size 1920x1080]

Latency: the real App and loop on real time, headless, speech on, the announcer on its
own thread as in play, its voice a recorder that notes when each announcement reaches
it. Once the first frames are drawn (the first starts the mixer, a one-off pause), a
second thread presses Ctrl+Alt+S at random moments (speech on, off, on ...: each press
is said); the latency of one is from the moment the key is posted to the moment
the voice is handed its words, the loop's wait for the next poll included. Target
(issue 30): within 50 ms.

Frames: update + draw of a Forty Thieves table dealing again and again, paced at 60 a
second, speech off, then on with a focus announcement every frame and a result every
tenth, the voice taking as long as real speech would to say them (it waits, cut short by
the next focus). `cpu`: the frame loop's own thread time (time.thread_time), without the
waits. Target: the frame times of benchmarks.frame_time, unchanged (median under 4 ms at
1920x1080).
"""

import argparse
import os
import random
import statistics
import tempfile
import threading
import time

from benchmarks.results import record, table

PRESS_GAP = (0.05, 0.25)        # s between two presses, drawn at random


def percentiles(values):
    values = sorted(values)
    return (statistics.median(values), values[max(0, int(len(values) * 0.99) - 1)],
            values[-1])


class TimedVoice:
    """A recorder that notes when each announcement reached it; with `speaking`, it
    then takes as long as a voice would to say the words (cut short by stop)."""
    name = "timed"

    def __init__(self, speaking=False, watched=()):
        from game.speech.backends import spoken_seconds
        self.spoken_seconds = spoken_seconds
        self.speaking = speaking
        self.watched = set(watched)     # the words whose arrival `arrived` counts
        self.heard: list[tuple[float, str]] = []
        self.arrived = threading.Semaphore(0)
        self._stop = threading.Event()

    def speak(self, text, kind, *, rate=1.0, language="en"):
        self.heard.append((time.perf_counter(), text))
        if text in self.watched:
            self.arrived.release()
        if self.speaking:
            self._stop.clear()
            self._stop.wait(self.spoken_seconds(text, rate))

    def stop(self):
        self._stop.set()

    def close(self):
        self._stop.set()


def new_app(size, voice, folder):
    import pygame

    from game.app import App, Options
    from game.speech.announcer import Announcer
    app = App(Options(size=size, data_dir=folder), speech=Announcer(voice))
    pygame.event.clear()
    return app


def latency(events: int, size) -> list[float]:
    """Milliseconds from each Ctrl+Alt+S posted to its words reaching the voice."""
    import pygame

    from game.i18n import _
    toggles = (_("Speech on"), _("Speech off"))
    voice = TimedVoice(watched=toggles)     # the screen's own words come too: not timed
    with tempfile.TemporaryDirectory(prefix="speech-latency-") as folder:
        app = new_app(size, voice, folder)
        app.show_chooser()
        app.speech.wait_idle()
        voice.heard.clear()
        while voice.arrived.acquire(blocking=False):
            pass
        posted: list[float] = []
        chance = random.Random(30)
        started = threading.Event()         # the first frames are drawn, the mixer up

        def press():
            started.wait(30)
            for _ in range(events):
                time.sleep(chance.uniform(*PRESS_GAP))
                posted.append(time.perf_counter())
                pygame.event.post(pygame.event.Event(
                    pygame.KEYDOWN, key=pygame.K_s, unicode="s", scancode=0,
                    mod=pygame.KMOD_LCTRL | pygame.KMOD_LALT))
                voice.arrived.acquire(timeout=5)
            app.quit()

        presser = threading.Thread(target=press, daemon=True)
        app.loop = app.make_loop(on_frame=lambda n: n >= 3 and started.set())
        app.running = True
        presser.start()
        app.loop.run()
        presser.join()
        app.close()
    said = [when for when, text in voice.heard if text in toggles]
    return [(heard - sent) * 1000 for sent, heard in zip(posted, said)]


def frame_times(frames: int, size, speech: bool):
    """Median and p99 of update + draw, ms, while a table deals again and again."""
    import pygame

    from game.scenes.games import table_for
    voice = TimedVoice(speaking=True)
    with tempfile.TemporaryDirectory(prefix="speech-frames-") as folder:
        app = new_app(size, voice, folder)
        app.speech.enabled = speech
        scene = table_for(app.services, "forty-thieves", 1)
        app.manager.replace_all(scene)
        app.update(1 / 60)
        app.manager.draw(app.screen)
        scene.motion.finish()
        times, cpu = [], []
        due = time.perf_counter()
        for frame in range(frames):
            if not scene.timeline.busy:
                scene.play.new_game(1 + frame)
            scene.dirty = True
            start, start_cpu = time.perf_counter(), time.thread_time()
            app.speech.say(f"Tableau {frame % 10 + 1}, {frame} cards", "focus")
            if frame % 10 == 0:
                app.speech.say(f"Move {frame} made")
            app.update(1 / 60)
            app.manager.draw(app.screen)
            pygame.display.flip()
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)
            due += 1 / 60                   # paced as the loop paces play
            time.sleep(max(0.0, due - time.perf_counter()))
        said = len(voice.heard)
        app.close()
    return percentiles(times)[:2] + percentiles(cpu)[:2] + (said,)


def main() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("AISLE_FIVE_SOLVER", "off")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=200)
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--size", default="1920x1080")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    waits = latency(args.events, size)
    median, p99, worst = percentiles(waits)
    print(f"latency over {len(waits)} announcements, ms: median {median:.2f}, "
          f"p99 {p99:.2f}, max {worst:.2f}")
    rows = []
    for speech in (False, True):
        med, high, cpu_med, cpu_high, said = frame_times(args.frames, size, speech)
        label = "on" if speech else "off"
        print(f"speech {label}: frame median {med:.2f} ms, p99 {high:.2f} ms, cpu median "
              f"{cpu_med:.2f}, p99 {cpu_high:.2f}; {said} announcements reached the voice")
        rows.append((label, f"{med:.2f}", f"{high:.2f}", f"{cpu_med:.2f}", f"{cpu_high:.2f}",
                     said))
    print(f"load average {os.getloadavg()[0]:.2f}")
    record("speech_latency", [
        f"Ctrl+Alt+S posted → its words at the voice (real loop, announcer thread), "
        f"{len(waits)} presses, ms:", ""] + table(
        ["median", "p99", "max"], [(f"{median:.2f}", f"{p99:.2f}", f"{worst:.2f}")]) + [
        "", f"Forty Thieves dealing at {args.size}, update + draw per frame, ms "
        f"(speech on: a focus announcement every frame, a result every tenth):", ""] + table(
        ["speech", "median", "p99", "cpu median", "cpu p99", "announcements heard"], rows))


if __name__ == "__main__":
    main()
