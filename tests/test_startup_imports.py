"""The way to the window and the first frame loads only what they need: `python main.py`
imports nothing before set_mode that the window can wait for (multiprocessing, logging,
sqlite3, argparse, the rules, the table's modules, the sound bank, pygame's icon), and
the first frame does not wait for logging, sqlite3 or multiprocessing either; the
statistics database opens after it."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Runs main.py as `python main.py` does, noting which modules were imported (beyond those
# loaded before main.py starts) when set_mode and the first flip return.
PROBE = r"""
import json, sys
already = set(sys.modules)
import pygame
already |= {name for name in sys.modules if name.startswith("pygame")}
seen = {}
def noting(name, function):
    def wrapper(*args, **kwargs):
        result = function(*args, **kwargs)
        seen.setdefault(name, sorted(set(sys.modules) - already))
        return result
    return wrapper
pygame.display.set_mode = noting("set_mode", pygame.display.set_mode)
pygame.display.flip = noting("flip", pygame.display.flip)
sys.argv = [sys.argv[1]] + sys.argv[2:]
sys.path[0] = sys.argv[0].rpartition("/")[0] or "."
code = compile(open(sys.argv[0]).read(), sys.argv[0], "exec")
try:
    exec(code, {"__name__": "__main__", "__file__": sys.argv[0]})
except SystemExit:
    pass
print("SEEN " + json.dumps(seen))
"""

NOT_BEFORE_THE_WINDOW = ("multiprocessing", "logging", "sqlite3", "game.scenes.games",
                         "game.store.keeper", "sounds.bank", "zipfile", "importlib.readers",
                         "game.rules", "argparse")
NOT_BEFORE_THE_FIRST_FRAME = ("multiprocessing", "logging", "sqlite3", "_sqlite3",
                              "game.store.statistics")


def test_the_window_and_first_frame_load_only_what_they_need(tmp_path):
    (tmp_path / "settings.json").write_text('{"last_game": "maze"}')    # checked too
    # without site: this interpreter's own paths, but no .pth file of this machine
    # importing things for us (one here imports zipfile and importlib.readers)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               AISLE_FIVE_DATA=str(tmp_path), AISLE_FIVE_SOLVER="off",
               PYTHONPATH=os.pathsep.join(path for path in sys.path if path))
    result = subprocess.run(
        [sys.executable, "-S", "-c", PROBE, str(ROOT / "main.py"), "--game", "wall",
         "--windowed", "--size", "640x400", "--frames", "1"],
        env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    line = next(line for line in result.stdout.splitlines() if line.startswith("SEEN "))
    seen = json.loads(line[5:])
    before_window, before_frame = set(seen["set_mode"]), set(seen["flip"])
    assert "game.app" in before_window and "game.scenes.games.wall" in before_frame
    assert before_window.isdisjoint(NOT_BEFORE_THE_WINDOW), \
        sorted(before_window & set(NOT_BEFORE_THE_WINDOW))
    assert before_frame.isdisjoint(NOT_BEFORE_THE_FIRST_FRAME), \
        sorted(before_frame & set(NOT_BEFORE_THE_FIRST_FRAME))
    assert (tmp_path / "statistics.sqlite3").exists()     # opened after the first frame
