"""Aisle Five: five classic patience games. Run `python main.py --help` for the options."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from game import cli
    sys.exit(cli.main())
