"""The long monkey: 10^5 random player events per game on the real App loop, headless.

    python -m benchmarks.monkey [--events 100000] [--game GAME] [--seed 0] [--solver off]

The same gestures and checks as tests/scenes/test_monkey.py (tests/scenes/monkey_gestures
and monkey_driver), every frame drawn, errors caught and counted (play goes on at a new
table). Per game it prints events, frames, moves played, aimed moves that missed, wins,
exceptions, sprite/state mismatches and quits, and RSS (VmRSS) when the table opens
(cold), after --warm-frames frames (default 5,000: every bounded cache has met the window
sizes the monkey drags through) and after --rss-frame frames (default 50,000); the last
two of the table alone (screens over it closed) in the starting window after half
a minute left alone there (the player stops to think; the caches then hold what is in
use: game/engine/cache_sweep.py). The target is within 10 MiB from the warm figure to
the 50,000th frame: growth there would be a leak; the cold-to-warm step is what a table
has made once it was played (fonts, faces, text of its screens), shown for the record.
Then the first traceback of each kind of error, with what repeats it (game, seed, event
numbers). With --solver off (the default) a run repeats exactly; --solver process adds
the real worker. Exit status 1 when anything went wrong.
"""

import argparse
import os
import sys
import tempfile
import time

from benchmarks.results import record, table

START_SIZE = (1280, 720)


def rss_mib() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def rss_at_start_size(monkey, app) -> float:
    """RSS of the table alone (any screen over it closed, as Esc would) at the starting
    size after half a minute left alone (what the caches hold then is what is in use:
    game/engine/cache_sweep.py), so two samples compare."""
    from game.engine.cache_sweep import AFTER_RESIZE, SWEEP_EVERY
    table = monkey.table()
    while table is not None and app.manager.top is not table:
        app.manager.pop()
    if app.fullscreen:                  # F11 pressed: a window again, as it started
        app.toggle_fullscreen()
    monkey.resize(START_SIZE)
    monkey.wait(AFTER_RESIZE + SWEEP_EVERY + 0.5)
    app.draw()
    return rss_mib()


def run_game(game: str, events: int, seed: int, warm_frame: int, rss_frame: int):
    """(stats, RSS cold, warm and after rss_frame frames, that frame, seconds)."""
    from game.app import App, Options
    from tests.scenes.monkey_driver import Monkey
    app = App(Options(size=START_SIZE))
    monkey = Monkey(app, game, seed, catch=True)
    began = time.perf_counter()
    monkey.open_table()
    app.draw()
    cold = rss_mib()
    monkey.run(events, until_frame=warm_frame)
    warm = rss_at_start_size(monkey, app)
    monkey.run(events, until_frame=rss_frame)
    later, frame = rss_at_start_size(monkey, app), monkey.stats.frames
    monkey.run(events)
    app.close()
    return monkey.stats, cold, warm, later, frame, time.perf_counter() - began


def main() -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100_000, help="events per game")
    parser.add_argument("--game", help="one game id (default: all five)")
    parser.add_argument("--seed", type=int, default=0, help="the monkey's seed")
    parser.add_argument("--solver", choices=("off", "thread", "process"), default="off")
    parser.add_argument("--warm-frames", type=int, default=5_000,
                        help="RSS after this many frames is the figure growth is measured from")
    parser.add_argument("--rss-frame", type=int, default=50_000,
                        help="measure RSS again after this many frames")
    args = parser.parse_args()
    os.environ["AISLE_FIVE_SOLVER"] = args.solver
    os.environ["AISLE_FIVE_DATA"] = tempfile.mkdtemp(prefix="aisle-five-monkey-")
    from game.rules import GAMES
    if args.game is not None and args.game not in GAMES:
        parser.error(f"unknown game {args.game!r}: one of {', '.join(GAMES)}")
    print(f"{'game':<14}{'events':>8}{'frames':>8}{'moves':>7}{'aimed':>7}{'missed':>7}"
          f"{'wins':>6}{'errors':>7}{'mism.':>6}{'quits':>6}  RSS MiB: cold, warm -> after N frames"
          f"  seconds", flush=True)
    firsts, bad, rows = {}, False, []
    for game in [args.game] if args.game else GAMES:
        stats, cold, start, later, frame, seconds = run_game(
            game, args.events, args.seed, args.warm_frames, args.rss_frame)
        errors = sum(stats.errors.values())
        print(f"{game:<14}{stats.events:>8}{stats.frames:>8}{stats.moves:>7}{stats.aimed:>7}"
              f"{stats.missed:>7}{stats.wins:>6}{errors:>7}{stats.mismatches:>6}"
              f"{stats.quits:>6}  {cold:6.1f}, {start:6.1f} -> {later:6.1f} ({later - start:+.1f}) N={frame}"
              f"  {seconds:5.0f}", flush=True)
        rows.append((game, stats.events, stats.frames, stats.moves, stats.aimed, stats.missed,
                     stats.wins, errors, stats.mismatches, stats.quits, f"{cold:.1f}",
                     f"{start:.1f}", f"{later:.1f} ({later - start:+.1f})", frame))
        for kind, text in stats.first.items():
            firsts.setdefault(kind, f"{kind} (x{stats.errors[kind]} in {game})\n{text}")
        bad = bad or errors or stats.mismatches or stats.missed or stats.quits \
            or later - start > 10
        for example in stats.missed_examples[:3]:
            print("  missed:", example[:300])
    for text in firsts.values():
        print("\n" + text, end="")
    record("monkey", table(
        ["game", "events", "frames", "moves", "aimed", "missed", "wins", "errors",
         "mismatches", "quits", "RSS cold MiB", "RSS warm", "RSS after N frames", "N"],
        rows))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
