"""Aisle Five: five classic patience games. Run `python main.py --help` for the options."""

import os
import sys

if __name__ == "__main__":
    if sys.argv[1:] == ["--solver-worker"]:
        # the solver worker of a built executable (game.solver.worker starts it so):
        # before anything else is imported, and never pygame
        from game.solver.worker_main import main as solver_worker
        sys.exit(solver_worker())
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")    # pygame's greeting
    # the table the player left, on screen before the game's other modules load
    from game.opening import show_saved_table
    opened = show_saved_table(sys.argv[1:])
    from game import cli
    sys.exit(cli.main(opened=opened))
