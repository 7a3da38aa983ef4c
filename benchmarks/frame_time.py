"""Frame cost: median and 99th-percentile time of one update + draw of the table.

    python -m benchmarks.frame_time [--game forty-thieves] [--frames 300]

Runs headless (SDL dummy driver) at 1920x1080 and 3840x2160 in three states: idle (a
redraw with nothing moving), deal (the animated deal of a new game, again and again) and
all-104 (every card of the table in flight at once, from the stock to its pile).
Targets (issues 3 and 4): median under 4 ms at 1920x1080; during the deal, p99 under 8 ms.
"""

import argparse
import os
import statistics
import time


def measure(game: str, size, frames: int, mode: str):
    import pygame

    from game.app import App, Options
    from game.scenes.games import table_for
    app = App(Options(size=size))
    pygame.event.clear()
    table = table_for(app, game, 1)
    app.manager.replace_all(table)
    start = time.perf_counter()
    app.update(1 / 60)
    app.manager.draw(app.screen)         # the first frame renders the card faces
    first = (time.perf_counter() - start) * 1000
    table.motion.finish()
    times = []
    for frame in range(frames):
        if mode != "idle" and not table.timeline.busy:
            if mode == "deal":
                table.new_game(1 + frame)
            else:
                x, y = table.geometry.card_positions("stock", 1)[0]
                for sprite in table.cards.sprites:
                    sprite.x, sprite.y = x, y
                table.sync()
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
        for mode in ("idle", "deal", "all-104"):
            first, median, p99 = measure(args.game, size, args.frames, mode)
            label = f"{size[0]}x{size[1]}"
            print(f"{label:<11} {mode:<8} {median:>7.2f} {p99:>7.2f} {first:>7.1f}")


if __name__ == "__main__":
    main()
