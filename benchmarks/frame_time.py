"""Frame cost: median and 99th-percentile time of one update + draw of the table.

    python -m benchmarks.frame_time [--game forty-thieves] [--frames 300]

Runs headless (SDL dummy driver) at 1920x1080 and 3840x2160, idle (a full redraw with
nothing moving) and while cards move (every card of a new deal flying to its pile).
Target (issue 3): median under 4 ms at 1920x1080.
"""

import argparse
import os
import statistics
import time


def measure(game: str, size, frames: int, moving: bool):
    import pygame

    from game.app import App, Options
    from game.scenes.table import TableScene
    app = App(Options(size=size))
    pygame.event.clear()
    table = TableScene(app, game, 1)
    app.manager.replace_all(table)
    start = time.perf_counter()
    app.update(1 / 60)
    app.manager.draw(app.screen)         # the first frame renders the card faces
    first = (time.perf_counter() - start) * 1000
    times = []
    for frame in range(frames):
        if moving and not table.timeline.busy:
            table.new_game(1 + frame)           # every card flies from the stock
        table.dirty = True
        start = time.perf_counter()
        app.update(1 / 60)
        app.manager.draw(app.screen)
        pygame.display.flip()
        times.append((time.perf_counter() - start) * 1000)
    app.close()
    times.sort()
    return first, statistics.median(times), times[int(len(times) * 0.99) - 1]


def main() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="forty-thieves")
    parser.add_argument("--frames", type=int, default=300)
    args = parser.parse_args()
    print(f"{args.game}: update+draw per frame, ms")
    print(f"{'size':<11} {'state':<8} {'median':>7} {'p99':>7} {'first':>7}")
    for size in ((1920, 1080), (3840, 2160)):
        for moving in (False, True):
            first, median, p99 = measure(args.game, size, args.frames, moving)
            label = f"{size[0]}x{size[1]}"
            print(f"{label:<11} {'moving' if moving else 'idle':<8} {median:>7.2f} "
                  f"{p99:>7.2f} {first:>7.1f}")


if __name__ == "__main__":
    main()
