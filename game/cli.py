"""The command line: parse and check every argument before any window opens.

    python main.py [--game ID] [--seed N] [--windowed | --fullscreen] [--size WxH]
                   [--frames N] [--screenshot FILE]

A mistake prints one line to stderr, "aisle-five: ...", and returns exit code 2.
"""

import argparse
import os
import sys
from typing import Optional, Sequence

from .rules.registry import GAMES

PROG = "aisle-five"
MAX_SEED = 2 ** 32 - 1
MAX_SIDE = 16384


class UsageError(Exception):
    """A bad argument; its message is the one line shown."""


class _Parser(argparse.ArgumentParser):
    def error(self, message):               # one line, not usage + error
        raise UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description="Aisle Five: five classic patience games.")
    parser.add_argument("--game", metavar="ID",
                        help=f"open this game's table directly ({', '.join(GAMES)})")
    parser.add_argument("--seed", metavar="N",
                        help=f"the deal (game number 0 .. {MAX_SEED}); default: random")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--windowed", dest="fullscreen", action="store_false",
                      help="play in a resizable window (the default)")
    mode.add_argument("--fullscreen", dest="fullscreen", action="store_true",
                      help="play fullscreen at the desktop's resolution (F11 toggles)")
    parser.set_defaults(fullscreen=False)
    parser.add_argument("--size", metavar="WxH", help="window size, e.g. 1280x720")
    parser.add_argument("--frames", metavar="N",
                        help="run N frames, then quit (tests and screenshots)")
    parser.add_argument("--screenshot", metavar="FILE",
                        help="save the screen to FILE (PNG) after the last frame")
    return parser


def parse_seed(text: str) -> int:
    try:
        seed = int(text, 10)
    except (TypeError, ValueError):
        seed = None
    if seed is None or not 0 <= seed <= MAX_SEED:
        raise UsageError(f"bad seed {text!r} (a game number is a whole number "
                         f"from 0 to {MAX_SEED})")
    return seed


def parse_size(text: str):
    parts = text.lower().replace("×", "x").split("x")
    try:
        width, height = (int(p, 10) for p in parts)
    except ValueError:
        width = height = None
    if width is None or not (320 <= width <= MAX_SIDE and 240 <= height <= MAX_SIDE):
        raise UsageError(f"bad size {text!r} (expected WIDTHxHEIGHT, e.g. 1280x720, "
                         f"at least 320x240)")
    return width, height


def parse_frames(text: str) -> int:
    try:
        frames = int(text, 10)
    except ValueError:
        frames = 0
    if frames < 1:
        raise UsageError(f"bad frame count {text!r} (expected a whole number above 0)")
    return frames


def parse_options(argv: Optional[Sequence[str]] = None):
    """Options from the arguments; raises UsageError with the one-line message."""
    from .app import DEFAULT_SIZE, Options
    args = build_parser().parse_args(argv)
    if args.game is not None and args.game not in GAMES:
        raise UsageError(f"unknown game {args.game!r} (choose from {', '.join(GAMES)})")
    seed = parse_seed(args.seed) if args.seed is not None else None
    size = parse_size(args.size) if args.size is not None else DEFAULT_SIZE
    frames = parse_frames(args.frames) if args.frames is not None else None
    screenshot = args.screenshot
    if screenshot is not None:
        folder = os.path.dirname(os.path.abspath(screenshot))
        if not os.path.isdir(folder):
            raise UsageError(f"cannot save a screenshot to {screenshot!r}: "
                             f"no folder {folder!r}")
    return Options(game=args.game, seed=seed, fullscreen=args.fullscreen, size=size,
                   frames=frames, screenshot=screenshot)


def main(argv: Optional[Sequence[str]] = None) -> int:
    try:
        options = parse_options(argv)
    except UsageError as error:
        print(f"{PROG}: {error}", file=sys.stderr)
        return 2
    except SystemExit as done:          # --help
        return done.code if isinstance(done.code, int) else 0

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .app import App
    app = App(options)
    try:
        if options.game is not None:
            app.start_game(options.game, options.seed)
        else:
            app.show_chooser()
    except ImportError as error:
        app.close()
        print(f"{PROG}: cannot open the {options.game} table: {error}", file=sys.stderr)
        return 1
    except BaseException:
        app.close()
        raise
    try:
        return app.run()
    except KeyboardInterrupt:           # Ctrl+C in the terminal: leave quietly
        return 130
