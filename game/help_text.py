"""The in-game rules pages: game/help/<game id>.txt, in a small format of our own, and
each language's translation of them: game/locale/<code>/help/<game id>.txt, a whole page.

Pure Python, no pygame. A page is lines of:

    # Title                 the page's title (first line)
    ## Heading              starts a section
    - item                  a bullet; indented lines that follow continue it
    plain text              a paragraph; lines up to the next blank line join it
    @opening                the game's opening deal, drawn by the game
    @example                a worked example: a legal and a refused move from a real deal

`help_page(game)` reads and parses a game's page in the player's language (the English
page when that language has none, or one that does not read, with a warning in the log);
`parse_page(text)` parses any text and raises HelpFormatError naming the line that is
wrong. A translated page has the English page's sections, its headings translated as
the catalogue translates SECTIONS, and the same markers.
"""

import logging
from dataclasses import dataclass, field
from pathlib import Path

from game.i18n import N_, _, active_language, catalogue
from game.i18n.languages import SOURCE
from game.resources import resource_path
from game.rules.registry import REGISTRY

log = logging.getLogger(__name__)

MARKERS = ("opening", "example")
# every page's headings, in this order (a translated page's: these, translated)
SECTIONS = (N_("Goal"), N_("Layout"), N_("Moves"), N_("Dealing"), N_("Worked example"),
            N_("Scoring and winning"), N_("Tips"))


class HelpFormatError(ValueError):
    """A help page that does not follow the format (the message names the line)."""


@dataclass
class Section:
    heading: str                        # "" for the text before the first heading
    blocks: list[tuple[str, str]] = field(default_factory=list)
    # ("para", text), ("bullet", text), ("opening", ""), ("example", "")


@dataclass
class Page:
    title: str
    sections: list[Section]

    def headings(self) -> list[str]:
        return [s.heading for s in self.sections if s.heading]

    def markers(self) -> list[str]:
        return [kind for s in self.sections for kind, _text in s.blocks if kind in MARKERS]


def parse_page(text: str, name: str = "page") -> Page:
    """The Page that `text` writes; HelpFormatError for anything the format lacks."""
    lines = text.splitlines()
    if not lines or not lines[0].startswith("# ") or not lines[0][2:].strip():
        raise HelpFormatError(f"{name}, line 1: a page starts with '# Title'")
    page = Page(lines[0][2:].strip(), [Section("")])
    open_block = None                   # the block the next line may continue
    for number, line in enumerate(lines[1:], start=2):
        blocks = page.sections[-1].blocks
        stripped = line.strip()
        if not stripped:
            open_block = None
        elif line.startswith("## "):
            page.sections.append(Section(stripped[3:].strip()))
            open_block = None
        elif line.startswith("#"):
            raise HelpFormatError(f"{name}, line {number}: only one '# Title', then "
                                  f"'## Heading' lines")
        elif stripped.startswith("@"):
            marker = stripped[1:]
            if marker not in MARKERS:
                raise HelpFormatError(f"{name}, line {number}: unknown marker {stripped!r} "
                                      f"(known: {', '.join('@' + m for m in MARKERS)})")
            blocks.append((marker, ""))
            open_block = None
        elif line.startswith("- "):
            blocks.append(("bullet", stripped[2:].strip()))
            open_block = "bullet"
        elif open_block == "bullet" and line.startswith(" "):
            blocks[-1] = ("bullet", blocks[-1][1] + " " + stripped)
        elif open_block == "para":
            blocks[-1] = ("para", blocks[-1][1] + " " + stripped)
        elif line.startswith(" "):
            raise HelpFormatError(f"{name}, line {number}: an indented line continues a "
                                  f"bullet, and there is none to continue")
        else:
            blocks.append(("para", stripped))
            open_block = "para"
    page.sections = [s for s in page.sections if s.blocks or s.heading]
    return page


def help_path(game: str) -> str:
    """Where the English rules page of the game with id `game` lives: game/help/<id>.txt,
    unless its record in the games list names another file."""
    entry = REGISTRY.get(game)
    if entry is not None and entry.page is not None:
        return entry.page
    return str(resource_path("game", "help", f"{game}.txt"))


def translated_path(game: str, code: str) -> Path:
    """Where language `code`'s rules page of `game` lives, if it has one."""
    return catalogue.locale_dir() / code / "help" / f"{game}.txt"


def help_page(game: str) -> Page:
    """The rules page of `game` in the player's language, else in English;
    FileNotFoundError when it has none at all."""
    code = active_language()
    if code != SOURCE:
        path = translated_path(game, code)
        if path.is_file():
            try:
                return read_page(path)
            except (OSError, UnicodeDecodeError, HelpFormatError) as error:
                log.warning("the %s rules page of %s does not read, so the English one is "
                            "shown: %s", code, game, error)
    return read_page(Path(help_path(game)))


def read_page(path: Path) -> Page:
    with open(path, encoding="utf-8") as page:
        return parse_page(page.read(), path.name)


def solver_section() -> Section:
    """The section every rules page ends with, in the player's language."""
    return Section(_("Hints and the solver"), [("para", text) for text in (
        # Translators: in these paragraphs, Hint, Winnable, No longer winnable, Cannot be
        # won, Unknown, Winnable status, On request, Settings and New game are what the
        # buttons, status bar and settings say: write them as they are translated there
        _("Hint (H, or the toolbar button) highlights the next move: the solver's move when "
          "it has found a winning line within a second or two, otherwise the best move by "
          "the rules' own advice."),
        _("The status bar says whether the position is Winnable, No longer winnable (it was "
          "earlier in this game), Cannot be won, or Unknown (no answer within the time "
          "limit). The search runs in the background and never holds up the game."),
        _("With Winnable status set to On request (the default, in Settings) a new deal "
          "keeps the answer to itself until you ask, with Hint or a click on the status "
          "bar, or make a move."),
        _("The solver knows the hidden cards: the order of the stock and every face-down "
          "card. Its answer is whether the deal can be won, not what a player who cannot "
          "see those cards should do."),
        _("Settings can ask New game to deal only games the solver has proved winnable."),
    )])
