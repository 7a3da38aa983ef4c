"""The command line: parse and check every argument before any window opens.

    python main.py [--game ID] [--seed N] [--daily] [--date YYYY-MM-DD]
                   [--windowed | --fullscreen] [--size WxH] [--frames N]
                   [--screenshot FILE] [--data-dir DIR] [--lang CODE] [--speech]

A mistake prints one line to stderr, "aisle-five: ...", in the player's language, and
returns exit code 2; so do a missing display and a screenshot that cannot be saved.
`--help` is in the player's language too, argparse's own words included (game.usage).
The solver's command line (`python -m game.solver`) shares the parser class and the
one-line report (game.usage) and the game and seed checks (game.rules.registry,
game.rules.seeds).
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
from .i18n import _, pgettext
from .i18n.catalogue import install
from .i18n.choice import asked_language, chosen_language, shipped_code, shipped_codes
from .opening import NOTHING, Opened
from .options import DEFAULT_SIZE, TITLE, Options
from .rules.registry import GAMES, parse_game
from .rules.seeds import MAX_SEED, parse_seed, whole_number
from .usage import OneLineParser, UsageError, as_written, report_error

PROG = "aisle-five"
# 8K UHD, the largest screens sold, either way up; the window's surfaces at that size
# are already large, and a bigger size is a typo that would exhaust memory
MAX_SIZE = (7680, 4320)
MAX_FRAMES = 999_999_999


def size_text(size) -> str:
    """A window size as it is typed: 1280x720."""
    return f"{size[0]}x{size[1]}"


def build_parser() -> OneLineParser:
    """The argparse parser of `python main.py`, its words in the player's language; each
    value is checked as it is read (a bad one raises UsageError)."""
    # Translators: the values the options take, as --help shows them ("--seed N"); keep
    # YYYY-MM-DD's order of year, month and day
    game, number, day = (pgettext("command line", "ID"), pgettext("command line", "N"),
                         pgettext("command line", "YYYY-MM-DD"))
    size, file, folder = (pgettext("command line", "WxH"), pgettext("command line", "FILE"),
                          pgettext("command line", "DIR"))
    # Translators: {game} is the game's name, "Aisle Five"
    about = _("{game}: five classic patience games.").format(game=_(TITLE))
    # Translators: {games} is the list of game ids to type
    game_help = _("open this game's table directly ({games}; any case, '_' or ' ' for "
                  "'-')").format(games=", ".join(GAMES))
    # Translators: {least} and {most} are the lowest and highest game numbers
    seed_help = _("the deal (game number {least} .. {most}); default: random").format(
        least=0, most=MAX_SEED)
    # Translators: {key} and {other} are keys, "F11" and "Alt+Enter"
    fullscreen_help = _("play fullscreen at the desktop's resolution ({key} or {other} "
                        "toggles; without either option, as last chosen: fullscreen at "
                        "first)").format(key=pgettext("key", "F11"),
                                         other=pgettext("key", "Alt+Enter"))
    # Translators: {example} and {most} are window sizes, e.g. 1280x720; {windowed} and
    # {fullscreen} are options, as they are typed
    size_help = _("window size, e.g. {example} (at most {most}); implies {windowed} unless "
                  "{fullscreen} is given").format(example=size_text(DEFAULT_SIZE),
                                                  most=size_text(MAX_SIZE),
                                                  windowed="--windowed",
                                                  fullscreen="--fullscreen")
    # Translators: {daily} is an option, as it is typed
    date_help = _("play the deal of the day of that date (today or earlier); implies "
                  "{daily}").format(daily="--daily")
    # Translators: {count} is the value --frames takes, as --help shows it: "N"
    frames_help = _("run {count} frames, then quit (tests and screenshots; runs without a "
                    "display too)").format(count=number)
    # Translators: {file} is the value --screenshot takes, as --help shows it: "FILE"
    screenshot_help = _("save the screen to {file} (PNG) after the last frame").format(
        file=file)
    # Translators: {folder} is the value --data-dir takes, as --help shows it: "DIR"
    data_help = _("keep settings, games in progress and statistics in {folder} (made if "
                  "missing; default: the user's data folder)").format(folder=folder)

    # Translators: {codes} lists the languages' codes, as they are typed
    lang_help = _("speak this language ({codes}); default: the one chosen in Settings, "
                  "else the system's").format(codes=", ".join(shipped_codes()))

    parser = OneLineParser(prog=PROG, description=as_written(about))
    parser.add_argument("--game", metavar=game, type=parse_game,
                        help=as_written(game_help))
    parser.add_argument("--seed", metavar=number, type=parse_seed,
                        help=as_written(seed_help))
    parser.add_argument("--daily", action="store_true",
                        help=as_written(_("play today's deal of the day")))
    parser.add_argument("--date", metavar=day, type=parse_date, help=as_written(date_help))
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--windowed", dest="fullscreen", action="store_const", const=False,
                      help=as_written(_("play in a resizable window")))
    mode.add_argument("--fullscreen", dest="fullscreen", action="store_const", const=True,
                      help=as_written(fullscreen_help))
    parser.add_argument("--size", metavar=size, type=parse_size, help=as_written(size_help))
    parser.add_argument("--frames", metavar=number, type=parse_frames,
                        help=as_written(frames_help))
    parser.add_argument("--screenshot", metavar=file, type=check_screenshot,
                        help=as_written(screenshot_help))
    parser.add_argument("--data-dir", metavar=folder, type=check_data_dir,
                        help=as_written(data_help))
    parser.add_argument("--lang", metavar=pgettext("command line", "CODE"), type=parse_lang,
                        help=as_written(lang_help))
    # Translators: {key} is a key, "Ctrl+Alt+S"
    speech_help = _("say everything aloud, through the screen reader if one runs ({key} "
                    "turns speech on or off on every screen)").format(
                        key=pgettext("key", "Ctrl+Alt+S"))
    parser.add_argument("--speech", action="store_true", help=as_written(speech_help))
    return parser


def parse_lang(text: str) -> str:
    """A shipped language's code ("de", "pt_BR"; any case, '-' for '_')."""
    code = shipped_code(text)
    if code is None:
        # Translators: {language} is what was typed, quoted; {codes} the languages' codes
        raise UsageError(_("unknown language {language} (shipped: {codes})").format(
            language=repr(text), codes=", ".join(shipped_codes())))
    return code


def parse_date(text: str) -> datetime.date:
    """A day written YYYY-MM-DD (parse_options then refuses a day after today: it has no
    deal yet)."""
    try:
        day = datetime.date.fromisoformat(text)
    except ValueError:
        day = None
    if day is None or day.isoformat() != text:      # not 20261129, 2026-W48-7, ...
        # Translators: {date} is what was typed, quoted; {form} how a date is typed,
        # "YYYY-MM-DD" as --help shows it; {example} a date typed so
        raise UsageError(_("bad date {date} (expected {form}, e.g. {example})").format(
            date=repr(text), form=pgettext("command line", "YYYY-MM-DD"),
            example="2026-11-29"))
    return day


def parse_size(text: str):
    width, cross, height = text.lower().replace("×", "x").partition("x")
    width, height = whole_number(width, 5), whole_number(height, 5)
    if not cross or width is None or height is None:
        width = height = 0
    if not (width >= MIN_SIZE[0] and height >= MIN_SIZE[1]
            and max(width, height) <= MAX_SIZE[0]
            and width * height <= MAX_SIZE[0] * MAX_SIZE[1]):
        # Translators: {size} is what was typed, quoted; the others are window sizes as
        # they are typed, e.g. 1280x720
        raise UsageError(_("bad size {size} (expected WIDTHxHEIGHT, e.g. {example}, from "
                           "{least} up to {most} or {tall})").format(
            size=repr(text), example=size_text(DEFAULT_SIZE), least=size_text(MIN_SIZE),
            most=size_text(MAX_SIZE), tall=size_text(MAX_SIZE[::-1])))
    return width, height


def parse_frames(text: str) -> int:
    frames = whole_number(text, len(str(MAX_FRAMES)))
    if not frames:
        # Translators: {count} is what was typed, quoted; {least} and {most} numbers
        raise UsageError(_("bad frame count {count} (expected a whole number from {least} "
                           "to {most})").format(count=repr(text), least=1, most=MAX_FRAMES))
    return frames


def check_screenshot(path: str) -> str:
    """Raise UsageError unless a file can be written at `path` (tried now, by creating
    it and removing it again, so the frames never run for nothing)."""
    if os.path.isdir(path):
        # Translators: {path} is a file's path, quoted
        raise UsageError(_("cannot save a screenshot to {path}: it is a folder").format(
            path=repr(path)))
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        # Translators: {path} is a file's path, {folder} a folder's, both quoted
        raise UsageError(_("cannot save a screenshot to {path}: no folder {folder}").format(
            path=repr(path), folder=repr(folder)))
    try:
        if os.path.lexists(path):
            with open(path, "ab"):          # writable? (its contents stay untouched)
                pass
        else:
            with open(path, "xb"):
                pass
            os.unlink(path)
    except OSError as error:
        # Translators: {path} is a file's path, quoted; {error} the system's reason
        raise UsageError(_("cannot save a screenshot to {path}: {error}").format(
            path=repr(path), error=error.strerror or error)) from None
    return path


def check_data_dir(path: str) -> str:
    """`path` as a folder we can write in (made if missing; `~` is the home folder, as
    in the Export dialog); raises UsageError."""
    folder = os.path.expanduser(path)
    if os.path.exists(folder) and not os.path.isdir(folder):
        # Translators: {path} is a folder's path, quoted
        raise UsageError(_("cannot keep data in {path}: it is a file, not a folder").format(
            path=repr(path)))
    try:
        os.makedirs(folder, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as error:
        # Translators: {path} is a folder's path, quoted; {error} the system's reason
        raise UsageError(_("cannot keep data in {path}: {error}").format(
            path=repr(path), error=error.strerror or error)) from None
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
        # Translators: {date} is a date as it was typed, quoted
        raise UsageError(_("bad date {date}: that day has not come yet").format(
            date=repr(args.date.isoformat())))
    daily = args.daily or args.date is not None
    if daily and args.seed is not None:
        # Translators: {seed}, {daily} and {date} are options, as they are typed
        raise UsageError(_("{seed} and the deal of the day ({daily}, {date}) do not go "
                           "together").format(seed="--seed", daily="--daily", date="--date"))
    fullscreen = args.fullscreen
    if fullscreen is None and args.size is not None:
        fullscreen = False                  # a size asks for a window
    return Options(game=args.game, seed=args.seed, fullscreen=fullscreen, size=args.size,
                   frames=args.frames, screenshot=args.screenshot, data_dir=args.data_dir,
                   daily=daily, date=args.date, lang=args.lang, speech=args.speech)


def show_window(options: Options) -> None:
    """Open the window the command line asks for (--windowed, --fullscreen or --size)
    before the rest of the game loads; without one the settings say which, and the App
    opens it after reading them. Raises NoDisplay."""
    if options.fullscreen is not None:
        start_display(TITLE, offscreen_allowed=options.frames is not None, caption=_(TITLE))
        open_window(options.fullscreen, options.size or DEFAULT_SIZE, options.size is None)


def main(argv: Sequence[str] | None = None, calendar: CalendarClock | None = None,
         opened: Opened = NOTHING) -> int:
    """Run the game as the arguments say (default: sys.argv); today's date is the
    `calendar`'s (default: the computer's); `opened`: what the opening showed already
    (game/opening.py: the window, the table's picture). Returns the exit code."""
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
        app = App(options, calendar, opened)
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
        # Translators: {game} is a game's id, e.g. "wall"; {error} why it failed
        print(f"{PROG}: " + _("cannot open the {game} table: {error}").format(
            game=options.game, error=error), file=sys.stderr)
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
