"""The command line: parse and check every argument before any window opens.

    python main.py [--game ID] [--seed N] [--windowed | --fullscreen] [--size WxH]
                   [--frames N] [--screenshot FILE] [--data-dir DIR]

A mistake prints one line to stderr, "aisle-five: ...", and returns exit code 2; so do a
missing display and a screenshot that cannot be saved. The solver's command line
(`python -m game.solver`) shares the parser and the game and seed checks kept here.
"""

from __future__ import annotations

import os
import sys
from types import SimpleNamespace
from collections.abc import Sequence

from .registry import GAMES, canonical_game_id

PROG = "aisle-five"
MAX_SEED = 2 ** 32 - 1
# 8K UHD, the largest screens sold, either way up; its window surfaces already take
# about half a GiB (16384x16384 took 4.2 GiB)
MAX_SIZE = (7680, 4320)


# what build_parser() declares, for quick_parse(): the options taking a value (and where
# it goes), and the two flags that set `fullscreen`
VALUE_OPTIONS = {"--game": "game", "--seed": "seed", "--size": "size", "--frames": "frames",
                 "--screenshot": "screenshot", "--data-dir": "data_dir"}
FLAG_OPTIONS = {"--windowed": False, "--fullscreen": True}


class UsageError(Exception):
    """A bad argument; its message is the one line shown."""


def report_error(error: Exception, prog: str = PROG) -> int:
    """Print `error` as the one line "PROG: message" on stderr; returns exit code 2."""
    print(f"{prog}: {error}", file=sys.stderr)
    return 2


def build_parser():
    """The argparse parser of `python main.py` (game.one_line_parser.OneLineParser)."""
    from .one_line_parser import OneLineParser
    parser = OneLineParser(prog=PROG, description="Aisle Five: five classic patience games.")
    parser.add_argument("--game", metavar="ID",
                        help=f"open this game's table directly ({', '.join(GAMES)}; "
                             f"any case, '_' or ' ' for '-')")
    parser.add_argument("--seed", metavar="N",
                        help=f"the deal (game number 0 .. {MAX_SEED}); default: random")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--windowed", dest="fullscreen", action="store_false",
                      help="play in a resizable window")
    mode.add_argument("--fullscreen", dest="fullscreen", action="store_true",
                      help="play fullscreen at the desktop's resolution (F11 or Alt+Enter "
                           "toggles; without either option, as last chosen: fullscreen "
                           "at first)")
    parser.set_defaults(fullscreen=None)
    parser.add_argument("--size", metavar="WxH",
                        help="window size, e.g. 1280x720 (at most %dx%d); implies "
                             "--windowed unless --fullscreen is given" % MAX_SIZE)
    parser.add_argument("--frames", metavar="N",
                        help="run N frames, then quit (tests and screenshots; "
                             "runs without a display too)")
    parser.add_argument("--screenshot", metavar="FILE",
                        help="save the screen to FILE (PNG) after the last frame")
    parser.add_argument("--data-dir", metavar="DIR",
                        help="keep settings, games in progress and statistics in DIR "
                             "(made if missing; default: the user's data folder)")
    return parser


def quick_parse(argv: Sequence[str]) -> SimpleNamespace | None:
    """The arguments as build_parser() reads them, for ordinary command lines only: each
    option once and in full, a value that is not empty and does not start with '-',
    --windowed or --fullscreen, not both. Anything else gives None, and argparse reads
    it (and explains a mistake). Importing argparse costs ~5 ms before the window."""
    found = dict.fromkeys(VALUE_OPTIONS.values())
    found["fullscreen"] = None
    seen, args, i = set(), list(argv), 0
    while i < len(args):
        option, has_value, value = args[i].partition("=")
        if option in seen:
            return None
        seen.add(option)
        if option in FLAG_OPTIONS and not has_value and found["fullscreen"] is None:
            found["fullscreen"] = FLAG_OPTIONS[option]
        elif option in VALUE_OPTIONS:
            if not has_value:
                i += 1
                value = args[i] if i < len(args) else ""
            if not value or value.startswith("-"):
                return None
            found[VALUE_OPTIONS[option]] = value
        else:
            return None
        i += 1
    return SimpleNamespace(**found)


def _whole_number(text: str, max_digits: int) -> int | None:
    """`text` as a number when it is ASCII digits only (int() also takes "1_000", "+5",
    " 7" and other scripts' digits), at most `max_digits` of them; else None."""
    if 0 < len(text) <= max_digits and text.isascii() and text.isdigit():
        return int(text)            # (`re` would cost ~5 ms before the window)
    return None


def parse_game(text: str) -> str:
    game = canonical_game_id(text)
    if game is None:
        raise UsageError(f"unknown game {text!r} (choose from {', '.join(GAMES)})")
    return game


def parse_seed(text: str) -> int:
    seed = _whole_number(text, len(str(MAX_SEED)))
    if seed is None or seed > MAX_SEED:
        raise UsageError(f"bad seed {text!r} (a game number is digits only, "
                         f"from 0 to {MAX_SEED})")
    return seed


def parse_size(text: str):
    from .options import MIN_SIZE
    width, cross, height = text.lower().replace("×", "x").partition("x")
    width, height = _whole_number(width, 5), _whole_number(height, 5)
    if not cross or width is None or height is None:
        width = height = 0
    if not (width >= MIN_SIZE[0] and height >= MIN_SIZE[1]
            and max(width, height) <= MAX_SIZE[0]
            and width * height <= MAX_SIZE[0] * MAX_SIZE[1]):
        raise UsageError(f"bad size {text!r} (expected WIDTHxHEIGHT, e.g. 1280x720, from "
                         f"{MIN_SIZE[0]}x{MIN_SIZE[1]} up to %dx%d or %dx%d)"
                         % (*MAX_SIZE, *reversed(MAX_SIZE)))
    return width, height


def parse_frames(text: str) -> int:
    frames = _whole_number(text, 9)
    if not frames:
        raise UsageError(f"bad frame count {text!r} (expected a whole number "
                         f"from 1 to 999999999)")
    return frames


def check_screenshot(path: str) -> None:
    """Raise UsageError unless a file can be written at `path` (tried now, by creating
    it and removing it again, so the frames never run for nothing)."""
    def refused(why):
        return UsageError(f"cannot save a screenshot to {path!r}: {why}")

    if os.path.isdir(path):
        raise refused("it is a folder")
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise refused(f"no folder {folder!r}")
    try:
        if os.path.lexists(path):
            with open(path, "ab"):          # writable? (its contents stay untouched)
                pass
        else:
            with open(path, "xb"):
                pass
            os.unlink(path)
    except OSError as error:
        raise refused(error.strerror or error) from None


def check_data_dir(path: str) -> str:
    """`path` as a folder we can write in (made if missing; `~` is the home folder, as
    in the Export dialog); raises UsageError."""
    import tempfile
    folder = os.path.expanduser(path)
    if os.path.exists(folder) and not os.path.isdir(folder):
        raise UsageError(f"cannot keep data in {path!r}: it is a file, not a folder")
    try:
        os.makedirs(folder, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as error:
        raise UsageError(f"cannot keep data in {path!r}: "
                         f"{error.strerror or error}") from None
    return os.path.abspath(folder)


def parse_options(argv: Sequence[str] | None = None):
    """Options from the arguments; raises UsageError with the one-line message."""
    from .options import Options
    if argv is None:
        argv = sys.argv[1:]
    args = quick_parse(argv) or build_parser().parse_args(argv)
    game = parse_game(args.game) if args.game is not None else None
    seed = parse_seed(args.seed) if args.seed is not None else None
    size = parse_size(args.size) if args.size is not None else None
    frames = parse_frames(args.frames) if args.frames is not None else None
    if args.screenshot is not None:
        check_screenshot(args.screenshot)
    fullscreen = args.fullscreen
    if fullscreen is None and args.size is not None:
        fullscreen = False                  # a size asks for a window
    data_dir = check_data_dir(args.data_dir) if args.data_dir is not None else None
    return Options(game=game, seed=seed, fullscreen=fullscreen, size=size,
                   frames=frames, screenshot=args.screenshot, data_dir=data_dir)


def main(argv: Sequence[str] | None = None) -> int:
    try:
        options = parse_options(argv)
    except UsageError as error:
        return report_error(error)
    except SystemExit as done:          # --help
        return done.code if isinstance(done.code, int) else 0

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .app import App, AppError
    try:
        app = App(options)
    except AppError as error:           # no display
        return report_error(error)
    try:
        if options.game is not None:
            app.start_game(options.game, options.seed)     # or its game in progress
        elif options.seed is not None or not app.keeping.resume_last():
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
    except AppError as error:           # the screenshot could not be saved
        return report_error(error)
    except KeyboardInterrupt:           # Ctrl+C in the terminal: leave quietly
        return 130
