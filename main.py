"""Aisle Five: five classic patience games. Run `python main.py --help` for the options."""

import sys

if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        # a built executable starts its solver worker through itself; run from source,
        # freeze_support() does nothing and importing multiprocessing would cost ~8 ms
        # before the window opens
        import multiprocessing
        multiprocessing.freeze_support()
    from game import cli
    sys.exit(cli.main())
