"""Mistakes on our two command lines (the game's, game/cli.py, and the solver's,
python -m game.solver): `UsageError`, the argparse parser that raises it instead of
printing the usage, and `report_error`, which shows one as one line with exit code 2.
The rules' parsers of written game ids and game numbers (game.rules.registry,
game.rules.seeds) raise it too, so it sits below them, knowing nothing of the game.

argparse writes some words of its own ("usage:", "options", "show this help message and
exit", its errors). Our parser looks those up in our catalogue (game.i18n) while it is
built, parses and formats, so they are in the player's language like the rest;
ARGPARSE_MESSAGES marks them for the catalogue, as argparse writes them.
"""

import argparse
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from .i18n import N_, _, ngettext

# argparse's own words that our command lines can show, exactly as argparse 3.11 writes
# them; it fills them in with %, so a translation keeps each %s, %r and %(name)s
ARGPARSE_MESSAGES = (
    # Translators: argparse's heading of the usage line; keep the space after the colon
    N_("usage: "),
    # Translators: argparse's heading of the list of options in --help
    N_("options"),
    N_("positional arguments"),
    N_("show this help message and exit"),
    # Translators: argparse's error; %s is what was typed; keep %s as it is
    N_("unrecognized arguments: %s"),
    # Translators: argparse's error; keep %(argument_name)s and %(message)s as they are
    N_("argument %(argument_name)s: %(message)s"),
    N_("expected one argument"),
    # Translators: argparse's error; %s is an option, e.g. --windowed; keep %s as it is
    N_("not allowed with argument %s"),
    # Translators: argparse's error; %r is what was typed; keep %r as it is
    N_("ignored explicit argument %r"),
    # Translators: argparse's error; keep %(type)s and %(value)r as they are
    N_("invalid %(type)s value: %(value)r"),
    # Translators: argparse's error; keep %(value)r and %(choices)s as they are
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    # Translators: argparse's error; keep %s as it is
    N_("the following arguments are required: %s"),
)


class UsageError(Exception):
    """A bad command-line argument; its message is the one line shown."""


def report_error(error: Exception, prog: str) -> int:
    """Print `error` as the one line "PROG: message" on stderr; returns exit code 2."""
    print(f"{prog}: {error}", file=sys.stderr)
    return 2


@contextmanager
def argparse_speaking_ours() -> Iterator[None]:
    """argparse's words looked up in our catalogue for a while: argparse calls the
    gettext functions it imported as its module's `_` and `ngettext`."""
    saved = argparse._, argparse.ngettext
    argparse._, argparse.ngettext = _, ngettext
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved


def as_written(help_text: str) -> str:
    """A translated help text as argparse must be given it: argparse fills help texts in
    with %, so a % of the text itself is doubled."""
    return help_text.replace("%", "%%")


class OneLineParser(argparse.ArgumentParser):
    """An ArgumentParser whose mistakes raise UsageError instead of printing the usage,
    and whose own words are in the player's language. An option must be spelled out
    whole: argparse would otherwise read `--se 5` as `--seed 5`, and a later option
    starting alike would change what old lines mean."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("allow_abbrev", False)
        with argparse_speaking_ours():          # the options' heading, -h's help
            super().__init__(*args, **kwargs)

    def parse_args(self, args=None, namespace=None):
        with argparse_speaking_ours():
            return super().parse_args(args, namespace)

    def parse_known_args(self, args=None, namespace=None):
        with argparse_speaking_ours():
            return super().parse_known_args(args, namespace)

    def format_usage(self):
        with argparse_speaking_ours():
            return super().format_usage()

    def format_help(self):
        with argparse_speaking_ours():
            return super().format_help()

    def error(self, message):
        raise UsageError(message)
