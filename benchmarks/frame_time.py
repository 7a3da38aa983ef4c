"""Frame cost: median and 99th-percentile time of one update + draw of the table.

    python -m benchmarks.frame_time [--game forty-thieves | all] [--frames 300]
                                    [--sizes 1920x1080,3840x2160] [--states deal,...]

Runs headless (SDL dummy driver) at 1920x1080 and 3840x2160 in four states: idle (a
redraw with nothing moving), deal (the animated deal of a new game, again and again, from
the table's first frame: faces render as they first turn up, as in a table's opening
deal), deal-quiet (the same after the table stood quiet for QUIET seconds, as a player
looks at it: it has rendered its faces ahead, as before every deal but its first) and
all-104 (every card of the table in flight at once, from the stock, or Maze's first
pile, to its place).
Targets (issues 3, 4 and 15): median under 4 ms at 1920x1080; at 3840x2160 during the
deal, median under 3 ms and p99 under 6 ms.

The solver's worker is off (AISLE_FIVE_SOLVER=off unless set): it runs in a process of
its own and would only take a core from the frames on a two-core machine. Wall-clock
times also count whatever else the machine runs; the `cpu` columns are the thread's own
CPU time for the same frames (time.thread_time), the frame's cost without the waits.
Each app keeps its data in a new temporary folder: default settings (normal animation
speed, whatever the player chose), and nothing written to the player's data.
"""

import argparse
import os
import statistics
import tempfile
import time

from benchmarks.results import record, table
from game.rules import GAMES

QUIET = 3.0         # seconds the table stands quiet before deal-quiet's deals


def measure(game: str, size, frames: int, mode: str):
    import pygame

    from game.app import App, Options
    from game.scenes.games import table_for
    data = tempfile.TemporaryDirectory(prefix="frame-time-")
    app = App(Options(size=size, data_dir=data.name))
    pygame.event.clear()
    table = table_for(app.services, game, 1)
    app.manager.replace_all(table)
    start = time.perf_counter()
    app.update(1 / 60)
    app.manager.draw(app.screen)         # the first frame renders the card faces
    first = (time.perf_counter() - start) * 1000
    table.motion.finish()
    if mode == "deal-quiet":
        app.manager.draw(app.screen)        # the landed deal, then nothing drawn
        for _ in range(round(QUIET * 60)):
            app.update(1 / 60)
            time.sleep(1 / 60)
    times, cpu = [], []
    for frame in range(frames):
        if mode != "idle" and not table.timeline.busy:
            if mode.startswith("deal"):
                table.play.new_game(1 + frame)
            else:
                piles = table.board.geometry.layout.piles     # Maze has no stock
                source = "stock" if "stock" in piles else next(iter(piles))
                x, y = table.board.geometry.card_positions(source, 1)[0]
                for sprite in table.board.cards.sprites:
                    sprite.x, sprite.y = x, y
                table.play.sync()
        table.dirty = True
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.update(1 / 60)
        app.manager.draw(app.screen)
        pygame.display.flip()
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
    app.close()
    data.cleanup()
    return (first,) + median_p99(times) + median_p99(cpu)


def median_p99(times):
    times = sorted(times)
    return statistics.median(times), times[int(len(times) * 0.99) - 1]


def main() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("AISLE_FIVE_SOLVER", "off")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="forty-thieves", help="a game id, or all")
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--sizes", default="1920x1080,3840x2160")
    parser.add_argument("--states", default="idle,deal,deal-quiet,all-104")
    args = parser.parse_args()
    sizes = [tuple(int(v) for v in size.split("x")) for size in args.sizes.split(",")]
    rows = []
    for game in GAMES if args.game == "all" else (args.game,):
        print(f"{game}: update+draw per frame, ms")
        print(f"{'size':<11} {'state':<10} {'median':>7} {'p99':>7} {'cpu med':>8} "
              f"{'cpu p99':>8} {'first':>7}")
        for size in sizes:
            for mode in args.states.split(","):
                first, median, p99, cpu_median, cpu_p99 = measure(game, size,
                                                                  args.frames, mode)
                label = f"{size[0]}x{size[1]}"
                print(f"{label:<11} {mode:<10} {median:>7.2f} {p99:>7.2f} "
                      f"{cpu_median:>8.2f} {cpu_p99:>8.2f} {first:>7.1f}")
                rows.append((game, label, mode, f"{median:.2f}", f"{p99:.2f}",
                             f"{cpu_median:.2f}", f"{cpu_p99:.2f}", f"{first:.1f}"))
    print(f"load average {os.getloadavg()[0]:.2f}")
    record("frame_time", ["Update + draw per frame, ms, headless:", ""] + table(
        ["game", "size", "state", "median", "p99", "cpu median", "cpu p99", "first frame"],
        rows))


if __name__ == "__main__":
    main()
