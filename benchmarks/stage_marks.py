"""Run a Python program and print when each stage of its start-up ends (for
benchmarks/startup_timeline.py; run as a script, not with -m, so it imports nothing).

    STAGE_T0=<time.monotonic_ns() at launch> python benchmarks/stage_marks.py PROGRAM ARGS

Prints `stage NAME MS` lines on stderr (a copy of fd 2 made at start), milliseconds
since STAGE_T0 (CLOCK_MONOTONIC is one clock for every process): `ready` when this
script's first line runs, `import X` when module X has finished loading (X in WATCHED;
`import pygame` is the package body, which the game runs after its window is up),
then pygame.display.init, set_mode and the first display.flip/update returning (the
game's shows the felt's colour or the opening's picture, before the table's first live
frame), and `input` when the program first reads its input (pygame.event.get, poll,
wait or peek: the game does so in its loop, its table built). It
adds no import of its own: a finder first on sys.meta_path looks only at the names it
watches.

Given to PyInstaller as a runtime hook (`--runtime-hook benchmarks/stage_marks.py`, a
build for measuring only) it marks the same stages inside the built program.
"""

import os
import sys
import time

T0 = int(os.environ.get("STAGE_T0", "0")) or time.monotonic_ns()
OUT = os.dup(2)         # the program may silence fd 2 while SDL starts
WATCHED = ("inspect", "pkgutil", "multiprocessing", "game.cli", "game.app",
           "game.store.settings", "game.keeping", "pygame.display", "pygame",
           "game.scenes.games", "sounds.bank", "game.opening", "pygame.event")


def mark(name: str) -> None:
    os.write(OUT, f"stage {name} {(time.monotonic_ns() - T0) / 1e6:.1f}\n".encode())


mark("ready")


def _timed(function, name, once=True):
    done = []

    def wrapper(*args, **kwargs):
        result = function(*args, **kwargs)
        if not (once and done):
            done.append(True)
            mark(name)
        return result
    return wrapper


def _patch_display(display) -> None:
    display.init = _timed(display.init, "display.init")
    display.set_mode = _timed(display.set_mode, "set_mode")
    first = []

    def shown(name):
        def note():
            if not first:
                first.append(True)
                mark(name)
        return note
    for name in ("flip", "update"):
        original, note = getattr(display, name), shown("first " + name)
        setattr(display, name, lambda *a, _o=original, _n=note: (_o(*a), _n())[0])


def _patch_event(event) -> None:
    first = []

    def reading(function):
        def read(*args, **kwargs):
            if not first:
                first.append(True)
                mark("input")
            return function(*args, **kwargs)
        return read
    for name in ("get", "poll", "wait", "peek"):
        setattr(event, name, reading(getattr(event, name)))


class _Watch:
    """A meta-path finder that times the loading of the WATCHED modules."""

    def find_spec(self, name, path=None, target=None):
        if name not in WATCHED:
            return None
        spec = None
        for finder in sys.meta_path:
            if finder is not self and hasattr(finder, "find_spec"):
                spec = finder.find_spec(name, path, target)
                if spec is not None:
                    break
        if spec is None or spec.loader is None:
            return spec
        execute = spec.loader.exec_module

        def exec_module(module):
            execute(module)
            mark("import " + name)
            if name == "pygame.display":
                _patch_display(module)
            elif name == "pygame.event":
                _patch_event(module)
        spec.loader.exec_module = exec_module
        return spec


def main() -> None:
    program = os.path.abspath(sys.argv[1])
    sys.argv = sys.argv[1:]
    sys.path[0] = os.path.dirname(program)
    sys.meta_path.insert(0, _Watch())
    with open(program, "rb") as source:
        code = compile(source.read(), program, "exec")
    exec(code, {"__name__": "__main__", "__file__": program, "__builtins__": __builtins__})


if getattr(sys, "frozen", False):    # a PyInstaller runtime hook: the built program runs
    sys.meta_path.insert(0, _Watch())
elif __name__ == "__main__":
    main()
