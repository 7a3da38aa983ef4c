"""Memory over many window resizes: RSS after the first resize and after the 100th.

    python -m benchmarks.resize_memory [--count 100]

Runs headless (SDL dummy driver, solver off, settings in a throw-away folder). At every
size it shows the chooser and each game's table and draws a frame of each, as at the
start (1280x720). The sizes run from 2560x1440 down to 1024x600 and back up, so the
first and the last are the same and the largest: the first resize allocates the most
any size needs, and bounded caches keep RSS there ("a window resized a hundred times
holds no more memory than one resized once"). Prints VmRSS from /proc/self/status and
the length and pixel bytes of every per-size cache.
"""

import argparse
import os
import tempfile

from benchmarks.monkey import rss_mib
from benchmarks.results import record

START = (1280, 720)
SMALL = (1024, 600)
LARGE = (2560, 1440)


def resize_path(count: int):
    """`count` window sizes from LARGE down to SMALL and back up to LARGE."""
    sizes = []
    for index in range(count):
        t = abs(1 - 2 * index / max(1, count - 1))      # 1 -> 0 -> 1
        sizes.append(tuple(round(lo + (hi - lo) * t) for lo, hi in zip(SMALL, LARGE)))
    return sizes


def cache_report() -> str:
    """One line per cache: entries and the MiB of the surfaces it holds."""
    from sprites import card_faces, felt, fonts, panels, text
    from sprites.bounded_cache import surface_bytes

    def mib(surfaces):
        return sum(map(surface_bytes, surfaces)) / 2**20

    faces = list(card_faces._FACES.values())
    face_surfaces = [s for f in faces for s in f._cache.values()]
    glyphs = [got for f in faces for got in f.art._glyphs.values()]
    face_surfaces += [got[0] if isinstance(got, tuple) else got for got in glyphs]
    rows = [("fonts", len(fonts._CACHE), None),
            ("card faces (sizes)", len(faces), mib(face_surfaces)),
            ("felt", len(felt._CACHE), mib(felt._CACHE.values())),
            ("text", len(text._CACHE), mib(text._CACHE.values())),
            ("shapes", len(panels._CACHE), mib(panels._CACHE.values()))]
    return "\n".join(f"  {name:<19} {count:>4} entries"
                     + (f" {size:>7.1f} MiB" if size is not None else "")
                     for name, count, size in rows)


def show_everything(app, size) -> None:
    """Resize the window to `size`, then show and draw the chooser and every table."""
    import pygame

    from game.rules import GAMES
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.clear()
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.show_chooser()
    app.draw()
    for game in GAMES:
        table = app.start_game(game, 1)
        table.motion.finish()
        app.update(1 / 60)
        app.draw()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100, help="window sizes (default 100)")
    args = parser.parse_args()
    os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", AISLE_FIVE_SOLVER="off")
    with tempfile.TemporaryDirectory(prefix="aisle-five-bench-") as data:
        os.environ["AISLE_FIVE_DATA"] = data
        measure(args.count)


def measure(count: int) -> None:
    from game.app import App, Options
    app = App(Options(size=START))
    show_everything(app, START)
    lines = [f"- everything shown at {START[0]}x{START[1]}: RSS {rss_mib():.1f} MiB"]
    print(lines[-1][2:])
    sizes = resize_path(count)
    for number, size in enumerate(sizes, start=1):
        show_everything(app, size)
        if number in (1, len(sizes)):
            lines.append(f"- after resize {number} ({size[0]}x{size[1]}): "
                         f"RSS {rss_mib():.1f} MiB")
            report = cache_report()
            print(lines[-1][2:])
            print(report)
            lines += ["  - " + " ".join(line.split()) for line in report.splitlines()]
    app.close()
    record("resize_memory", ["\n".join(lines)])


if __name__ == "__main__":
    main()
