"""Mistakes on our two command lines (the game's, game/cli.py, and the solver's,
python -m game.solver): `UsageError`, the argparse parser that raises it instead of
printing the usage, and `report_error`, which shows one as one line with exit code 2.
The rules' parsers of written game ids and game numbers (game.rules.registry,
game.rules.seeds) raise it too, so it sits below them, knowing nothing of the game."""

import argparse
import sys


class UsageError(Exception):
    """A bad command-line argument; its message is the one line shown."""


def report_error(error: Exception, prog: str) -> int:
    """Print `error` as the one line "PROG: message" on stderr; returns exit code 2."""
    print(f"{prog}: {error}", file=sys.stderr)
    return 2


class OneLineParser(argparse.ArgumentParser):
    """An ArgumentParser whose mistakes raise UsageError instead of printing the usage.
    An option must be spelled out whole: argparse would otherwise read `--se 5` as
    `--seed 5`, and a later option starting alike would change what old lines mean."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("allow_abbrev", False)
        super().__init__(*args, **kwargs)

    def error(self, message):
        raise UsageError(message)
