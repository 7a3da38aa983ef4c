"""The command line: parse and check every argument before any window opens.

    python main.py [--game ID] [--seed N] [--daily] [--date YYYY-MM-DD]
                   [--windowed | --fullscreen] [--size WxH] [--frames N]
                   [--screenshot FILE] [--data-dir DIR] [--lang CODE]

A mistake prints one line to stderr, "aisle-five: ...", and returns exit code 2; so do a
missing display and a screenshot that cannot be saved. The solver's command line
(`python -m game.solver`) shares the parser class and the one-line report (game.usage)
and the game and seed checks (game.rules.registry, game.rules.seeds).
"""

from __future__ import annotations

import datetime
import os
import sys
import tempfile
from collections.abc import Sequence

from .calendar_clock import CalendarClock
from .engine.display_start import NoDisplay, start_display
from .engine.window import MIN_SIZE, open_window
from .i18n.catalogue import install
from .i18n.choice import asked_language, chosen_language, shipped_code, shipped_codes
from .options import DEFAULT_SIZE, TITLE, Options
from .rules.registry import GAMES, parse_game
from .rules.seeds import MAX_SEED, parse_seed, whole_number
from .usage import OneLineParser, UsageError, report_error

PROG = "aisle-five"
# 8K UHD, the largest screens sold, either way up; the window's surfaces at that size
# are already large, and a bigger size is a typo that would exhaust memory
MAX_SIZE = (7680, 4320)


def build_parser() -> OneLineParser:
    """The argparse parser of `python main.py`; each value is checked as it is read (a bad
    one raises UsageError)."""
    parser = OneLineParser(prog=PROG, description="Aisle Five: five classic patience games.")
    parser.add_argument("--game", metavar="ID", type=parse_game,
                        help=f"open this game's table directly ({', '.join(GAMES)}; "
                             f"any case, '_' or ' ' for '-')")
    parser.add_argument("--seed", metavar="N", type=parse_seed,
                        help=f"the deal (game number 0 .. {MAX_SEED}); default: random")
    parser.add_argument("--daily", action="store_true",
                        help="play today's deal of the day")
    parser.add_argument("--date", metavar="YYYY-MM-DD", type=parse_date,
                        help="play the deal of the day of that date (today or earlier); "
                             "implies --daily")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--windowed", dest="fullscreen", action="store_const", const=False,
                      help="play in a resizable window")
    mode.add_argument("--fullscreen", dest="fullscreen", action="store_const", const=True,
                      help="play fullscreen at the desktop's resolution (F11 or Alt+Enter "
                           "toggles; without either option, as last chosen: fullscreen "
                           "at first)")
    parser.add_argument("--size", metavar="WxH", type=parse_size,
                        help=f"window size, e.g. 1280x720 (at most {MAX_SIZE[0]}x"
                             f"{MAX_SIZE[1]}); implies --windowed unless --fullscreen is "
                             "given")
    parser.add_argument("--frames", metavar="N", type=parse_frames,
                        help="run N frames, then quit (tests and screenshots; "
                             "runs without a display too)")
    parser.add_argument("--screenshot", metavar="FILE", type=check_screenshot,
                        help="save the screen to FILE (PNG) after the last frame")
    parser.add_argument("--data-dir", metavar="DIR", type=check_data_dir,
                        help="keep settings, games in progress and statistics in DIR "
                             "(made if missing; default: the user's data folder)")
    parser.add_argument("--lang", metavar="CODE", type=parse_lang,
                        help=f"speak this language ({', '.join(shipped_codes())}); "
                             "default: the one chosen in Settings, else the system's")
    return parser


def parse_lang(text: str) -> str:
    """A shipped language's code ("de", "pt_BR"; any case, '-' for '_')."""
    code = shipped_code(text)
    if code is None:
        raise UsageError(f"unknown language {text!r} (shipped: {', '.join(shipped_codes())})")
    return code


def parse_date(text: str) -> datetime.date:
    """A day written YYYY-MM-DD (parse_options then refuses a day after today: it has no
    deal yet)."""
    try:
        day = datetime.date.fromisoformat(text)
    except ValueError:
        day = None
    if day is None or day.isoformat() != text:      # not 20261129, 2026-W48-7, ...
        raise UsageError(f"bad date {text!r} (expected YYYY-MM-DD, e.g. 2026-11-29)")
    return day


def parse_size(text: str):
    width, cross, height = text.lower().replace("×", "x").partition("x")
    width, height = whole_number(width, 5), whole_number(height, 5)
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
    frames = whole_number(text, 9)
    if not frames:
        raise UsageError(f"bad frame count {text!r} (expected a whole number "
                         f"from 1 to 999999999)")
    return frames


def check_screenshot(path: str) -> str:
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
    return path


def check_data_dir(path: str) -> str:
    """`path` as a folder we can write in (made if missing; `~` is the home folder, as
    in the Export dialog); raises UsageError."""
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


def parse_options(argv: Sequence[str] | None = None,
                  calendar: CalendarClock | None = None) -> Options:
    """Options from the arguments (default: sys.argv), --date checked against the
    `calendar`'s today (default: the computer's); raises UsageError with the one-line
    message."""
    argv = sys.argv[1:] if argv is None else argv
    install(chosen_language(asked_language(argv), None))    # --help's and errors' words
    args = build_parser().parse_args(argv)
    today = (calendar or CalendarClock()).today()
    if args.date is not None and args.date > today:
        raise UsageError(f"bad date {args.date.isoformat()!r}: that day has not come yet")
    daily = args.daily or args.date is not None
    if daily and args.seed is not None:
        raise UsageError("--seed and the deal of the day (--daily, --date) do not go together")
    fullscreen = args.fullscreen
    if fullscreen is None and args.size is not None:
        fullscreen = False                  # a size asks for a window
    return Options(game=args.game, seed=args.seed, fullscreen=fullscreen, size=args.size,
                   frames=args.frames, screenshot=args.screenshot, data_dir=args.data_dir,
                   daily=daily, date=args.date, lang=args.lang)


def show_window(options: Options) -> None:
    """Open the window the command line asks for (--windowed, --fullscreen or --size)
    before the rest of the game loads; without one the settings say which, and the App
    opens it after reading them. Raises NoDisplay."""
    if options.fullscreen is not None:
        start_display(TITLE, offscreen_allowed=options.frames is not None)
        open_window(options.fullscreen, options.size or DEFAULT_SIZE, options.size is None)


def main(argv: Sequence[str] | None = None, calendar: CalendarClock | None = None) -> int:
    """Run the game as the arguments say (default: sys.argv); today's date is the
    `calendar`'s (default: the computer's). Returns the exit code."""
    calendar = calendar or CalendarClock()
    try:
        options = parse_options(argv, calendar)
    except UsageError as error:
        return report_error(error, PROG)
    except SystemExit as done:          # --help
        return done.code if isinstance(done.code, int) else 0
    try:
        show_window(options)
    except NoDisplay as error:
        return report_error(error, PROG)
    # the game's modules load while the window shows (window time: python -m
    # benchmarks.versus_aisleriot)
    from .app import App, AppError
    try:
        app = App(options, calendar)
    except AppError as error:           # no display
        return report_error(error, PROG)
    try:
        if options.daily:               # its game in progress, else dealt anew
            game = options.game or app.settings.last_game or GAMES[0]
            if app.open_daily(game, options.date) is None:
                app.show_chooser()          # no such deal: the notice says why
        elif options.game is not None:
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
        return report_error(error, PROG)
    except KeyboardInterrupt:           # Ctrl+C in the terminal: leave quietly
        return 130
