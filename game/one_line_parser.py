"""The argparse parser of our command lines (`python main.py`, `python -m game.solver`):
its mistakes raise game.cli.UsageError, shown as one line with exit code 2, instead of
printing the usage. In a module of its own so that argparse (with gettext and locale,
~5 ms) loads only when a parser is built: ordinary arguments to `python main.py` are
read without it, before the window opens (game.cli.quick_parse)."""

import argparse

from game.cli import UsageError


class OneLineParser(argparse.ArgumentParser):
    """An ArgumentParser whose mistakes raise UsageError instead of printing usage."""

    def error(self, message):
        raise UsageError(message)
