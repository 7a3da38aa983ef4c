"""The way to the first frame loads nothing that costs hundreds of milliseconds and the
frame does not need: no other game's rules, scene or solver, no solver search at all,
and not the statistics database (SQLite), which opens after the first frame."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.i18n import catalogue

ROOT = Path(__file__).resolve().parent.parent

# Runs main.py as `python main.py` does, noting which modules were imported (beyond those
# loaded before main.py starts) when set_mode returns and when the first frame with the
# table is shown (flip or update; the felt's colour comes before it). It imports
# nothing itself before the end: a finder first on sys.meta_path wraps pygame.display's
# functions as that module loads.
PROBE = r"""
import sys
already = set(sys.modules)
seen = {}

def noting(name, function):
    def wrapper(*args, **kwargs):
        result = function(*args, **kwargs)
        if name != "frame" or "game.scenes.games.wall" in sys.modules:
            seen.setdefault(name, sorted(set(sys.modules) - already))
        return result
    return wrapper

class Watch:
    def find_spec(self, name, path=None, target=None):
        if name != "pygame.display":
            return None
        spec = next(spec for spec in (finder.find_spec(name, path, target)
                                      for finder in sys.meta_path[1:]) if spec)
        execute = spec.loader.exec_module
        def exec_module(module):
            execute(module)
            module.set_mode = noting("set_mode", module.set_mode)
            module.flip = noting("frame", module.flip)      # the first with the table
            module.update = noting("frame", module.update)
        spec.loader.exec_module = exec_module
        return spec

sys.meta_path.insert(0, Watch())
sys.argv = [sys.argv[1]] + sys.argv[2:]
sys.path[0] = sys.argv[0].rpartition("/")[0] or "."
code = compile(open(sys.argv[0]).read(), sys.argv[0], "exec")
try:
    exec(code, {"__name__": "__main__", "__file__": sys.argv[0]})
except SystemExit:
    pass
import json
print("SEEN " + json.dumps(seen))
"""

OTHER_GAMES = ("forty_thieves", "whitehead", "maze", "doublets")     # --game wall
# the heavy things the first frame of Wall can do without
NOT_BEFORE_THE_FIRST_FRAME = (
    ("sqlite3", "_sqlite3", "game.store.statistics", "game.solver.wall")
    + tuple(f"game.rules.{game}" for game in OTHER_GAMES)
    + tuple(f"game.scenes.games.{game}" for game in OTHER_GAMES)
    + tuple(f"game.solver.{game}" for game in OTHER_GAMES))


def _imports_seen(tmp_path, *args, environ=()):
    """Modules imported when set_mode returns and the table's first frame is shown, for
    main.py ARGS
    (each run is a fresh process; `python -S`, its own user data folder; `environ`, more
    of its environment)."""
    (tmp_path / "settings.json").write_text('{"last_game": "maze", "fullscreen": false}')
    # without site: this interpreter's own paths, but no .pth file of this machine
    # importing things for us (one here imports zipfile and importlib.readers)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               XDG_DATA_HOME=str(tmp_path), AISLE_FIVE_SOLVER="off",
               PYTHONPATH=os.pathsep.join(path for path in sys.path if path), **dict(environ))
    env.pop("AISLE_FIVE_DATA", None)        # found as a player's is: platformdirs
    result = subprocess.run(
        [sys.executable, "-S", "-c", PROBE, str(ROOT / "main.py"), "--game", "wall",
         *args, "--frames", "1"], env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    line = next(line for line in result.stdout.splitlines() if line.startswith("SEEN "))
    seen = json.loads(line[5:])
    return set(seen["set_mode"]), set(seen["frame"])


def test_the_first_frame_loads_only_its_own_game(tmp_path):
    data = tmp_path / "aisle-five"
    data.mkdir()
    before_window, before_frame = _imports_seen(data.parent, "--windowed", "--size",
                                                "640x400")
    # a window asked for on the command line opens before the game's modules load
    assert "game.app" not in before_window and "game.scenes.games.wall" in before_frame
    assert before_frame.isdisjoint(NOT_BEFORE_THE_FIRST_FRAME), \
        sorted(before_frame & set(NOT_BEFORE_THE_FIRST_FRAME))
    assert not (data / "statistics.sqlite3").exists()    # opened on first need


def test_without_a_mode_on_the_command_line_too(tmp_path):
    data = tmp_path / "aisle-five"
    data.mkdir()
    before_window, before_frame = _imports_seen(data.parent)
    assert "game.store.settings" in before_window       # they say which window
    assert before_frame.isdisjoint(NOT_BEFORE_THE_FIRST_FRAME), \
        sorted(before_frame & set(NOT_BEFORE_THE_FIRST_FRAME))


@pytest.mark.parametrize("code", ["de", "ja"])
def test_a_table_in_another_language_shows_without_babel(tmp_path, monkeypatch, code):
    """Its clock and counts are only the language's digits: Babel's locale data (tens of
    milliseconds) waits for a screen with a date or a large number."""
    data = tmp_path / "aisle-five"
    data.mkdir()
    monkeypatch.setenv("AISLE_FIVE_CACHE", str(tmp_path / "cache"))
    catalogue.compiled(code)        # compiled first, as the build ships it
    _, before_frame = _imports_seen(data.parent, "--windowed", "--size", "640x400",
                                    "--lang", code,
                                    environ={"AISLE_FIVE_CACHE": str(tmp_path / "cache")})
    assert "game.i18n.catalogue" in before_frame
    assert not [name for name in before_frame if name.partition(".")[0] == "babel"]
