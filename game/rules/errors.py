"""The errors of the rules API (both ValueErrors carrying a readable reason), and the one
of our command lines: a bad argument, shown as one line with exit code 2."""

import argparse
import sys


class IllegalMove(ValueError):
    """A move that is malformed or not legal in the given state."""


class InvalidPosition(ValueError):
    """A position dict that does not describe a state of the named game."""


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
