"""The opening: the table the player left, on screen before the rest of the game loads.

At exit the app keeps a picture of the table the next start will open, drawn as that
start will draw its first frame (game/opening_picture.py), in the data folder as
opening.pixels (the pixels as the window holds them, read straight into it), beside
opening.key: a copy of everything that decides how that table looks
(the game and its saved position, the settings: felt, back, card style, language...;
the command line's window and language, the system's language, the game's own files and
versions), then the window it was drawn for. A start that asks only for a table and a
window (`--game`, `--windowed`, `--fullscreen`, `--size`, `--lang`, `--data-dir`,
`--frames`, `--screenshot`, or nothing at all) makes that copy again from what is on
disk now; when it is the same, byte for byte, it opens the window as the app would and,
when the window is the one the picture was drawn for, shows the picture at once. Any
difference, or anything missing, shows nothing, and the app starts as it always does: a
picture is never shown for a table that is not the one about to open. Then the app
loads and draws the same table over it, live.

This module loads with pygame alone (and game.engine's window helpers): it must not
wait for the game's other modules, which is the whole point.
"""

import os
import sys
from pathlib import Path

import pygame

from game.engine.display_open import open_display
from game.engine.window import open_window
from game.resources import user_data_dir

FORMAT = b"aisle-five opening 1"
KEY = "opening.key"
PICTURE = "opening.pixels"     # the pixels as the window holds them, row by row
# what gettext reads for the system's language (game.i18n.system_language)
LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
# the options a start may give and still open the table it left (with a value or not)
WITH_VALUE = ("--game", "--size", "--lang", "--data-dir", "--frames", "--screenshot")
WITHOUT_VALUE = ("--windowed", "--fullscreen")


class Start:
    """What a start's command line asks, when it asks only for a table and a window."""

    def __init__(self, game=None, fullscreen=None, size=None, lang=None, data_dir=None,
                 frames=False):
        self.game = game                # None: the last game played
        self.fullscreen = fullscreen    # None: as the settings say
        self.size = size                # (w, h) asked, or None
        self.lang = lang
        self.data_dir = data_dir
        self.frames = frames            # --frames: a run without a display is allowed

    def words(self) -> bytes:
        """The part of the key the command line decides."""
        return repr((self.fullscreen, self.size, self.lang)).encode()


class Opened:
    """What the opening did: the window is open (as the app would open it), and the
    table's picture shows in it."""

    def __init__(self, window=False, picture=False):
        self.window = window
        self.picture = picture


NOTHING = Opened()


def read_start(argv) -> Start | None:
    """The Start `argv` asks for, or None when it asks anything else (a deal, the deal of
    the day, --help, a mistake): those starts open no saved table."""
    given, rest = {}, list(argv)
    while rest:
        option = rest.pop(0)
        if option in given:
            return None
        if option in WITHOUT_VALUE:
            given[option] = True
        elif option in WITH_VALUE and rest and not rest[0].startswith("-"):
            given[option] = rest.pop(0)
        else:
            return None
    if "--windowed" in given and "--fullscreen" in given:
        return None
    size = given.get("--size")
    if size is not None:
        width, cross, height = size.partition("x")
        if not (cross and width.isdigit() and height.isdigit()):
            return None
        size = (int(width), int(height))
    fullscreen = True if "--fullscreen" in given else False if (
        "--windowed" in given or size is not None) else None
    frames = given.get("--frames")
    if frames is not None and not (frames.isdigit() and int(frames) > 0):
        return None
    return Start(given.get("--game"), fullscreen, size, given.get("--lang"),
                 given.get("--data-dir"), frames is not None)


def data_folder(start: Start) -> Path:
    """Where the start keeps its data (game.keeping's choice: --data-dir, else the
    user's data folder)."""
    if start.data_dir:
        return Path(os.path.abspath(os.path.expanduser(start.data_dir)))
    return user_data_dir()


def read_fields(data: bytes) -> dict | None:
    """The key file's fields (names and values, bytes), or None when it is damaged."""
    items, at = [], 0
    try:
        while at < len(data):
            colon = data.index(b":", at)
            length = int(data[at:colon])
            start = colon + 1
            if data[start + length:start + length + 1] != b"\n":
                return None
            items.append(data[start:start + length])
            at = start + length + 1
    except ValueError:
        return None
    if len(items) % 2:
        return None
    return dict(zip(items[::2], items[1::2]))


def write_fields(fields: dict) -> bytes:
    """The key file's bytes for `fields` (names and values, bytes)."""
    return b"".join(b"%d:%s\n" % (len(item), item)
                    for pair in fields.items() for item in pair)


def read_bytes(path: Path) -> bytes:
    """The file's bytes; b"-" when there is none (no file is not an empty file)."""
    try:
        return b"+" + path.read_bytes()
    except OSError:
        return b"-"


def stamp(paths, named=True) -> bytes:
    """When each of `paths` last changed, and its size (each named, when `named`): the
    game's own folders (a file added, removed or replaced changes its folder's time), a
    built program's file, the picture."""
    lines = []
    for path in paths:
        name = os.fsencode(path) if named else b""
        try:
            status = os.stat(path)
        except OSError:
            lines.append(b"%s -" % name)
            continue
        lines.append(b"%s %d %d" % (name, status.st_mtime_ns, status.st_size))
    return b"\n".join(lines)


def inputs(start: Start, folder: Path, game: str, code_paths, environ=os.environ) -> bytes:
    """Everything that decides how the table a start opens looks, as bytes: the same
    bytes, the same picture."""
    versions = f"{sys.platform} {sys.version} {pygame.version.ver} {pygame.get_sdl_version()}"
    language = "\n".join(f"{name}={environ.get(name, '')}" for name in LANGUAGE_VARIABLES)
    parts = [FORMAT, versions.encode(), start.words(), language.encode(),
             stamp(code_paths), read_bytes(folder / "settings.json"),
             game.encode(), read_bytes(folder / "games" / f"{game}.json"),
             stamp([folder / PICTURE], named=False)]
    return write_fields({b"%d" % index: part for index, part in enumerate(parts)})


def window_words(surface, window_size) -> bytes:
    """A window as the key says it: its pixels (`surface`), its size on the screen, and
    how its pixels are laid out in memory (the picture is read straight into them)."""
    return repr((tuple(surface.get_size()), tuple(window_size), surface.get_bitsize(),
                 tuple(surface.get_masks()), surface.get_pitch())).encode()


def show_saved_table(argv, environ=os.environ) -> Opened:
    """Show the table the player left, if this start opens it and its picture is kept
    for exactly what it would show; else show nothing. Never raises for a missing or
    damaged file, nor for a display that will not start (the app says why)."""
    start = read_start(argv)
    if start is None:
        return NOTHING
    folder = data_folder(start)
    try:
        kept = read_fields((folder / KEY).read_bytes())
    except OSError:
        return NOTHING
    if kept is None or kept.get(b"format") != FORMAT:
        return NOTHING
    game = kept.get(b"game", b"").decode()
    asked = start.game if start.game is not None else (
        game if kept.get(b"last") == b"yes" else None)
    if not game or asked != game:
        return NOTHING
    code_paths = [os.fsdecode(path) for path in kept.get(b"code", b"").split(b"\n") if path]
    if inputs(start, folder, game, code_paths, environ) != kept.get(b"inputs"):
        return NOTHING
    try:
        fullscreen = kept[b"fullscreen"] == b"yes"
        width, height = (int(part) for part in kept[b"size"].split(b"x"))
        fit = kept[b"fit"] == b"yes"
        title, caption = kept[b"title"].decode(), kept[b"caption"].decode()
    except (KeyError, ValueError):
        return NOTHING
    if open_display(title, start.frames, caption) is not None:
        return NOTHING                  # the app tries again, and says why not
    open_window(fullscreen, (width, height), fit)
    screen = pygame.display.get_surface()
    if window_words(screen, pygame.display.get_window_size()) != kept.get(b"window"):
        return Opened(window=True)
    wanted = screen.get_pitch() * screen.get_height()
    try:
        with open(folder / PICTURE, "rb") as picture:
            if os.fstat(picture.fileno()).st_size != wanted or \
                    picture.readinto(screen.get_buffer()) != wanted:
                return Opened(window=True)
    except OSError:
        return Opened(window=True)
    pygame.display.flip()
    return Opened(window=True, picture=True)
