"""pygame in two steps: the display alone first, then the package whole, the same module
object as a plain `import pygame` gives. Each case runs in a fresh interpreter (the test
process imported pygame long ago)."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHECK = r"""
import json, sys
from game.engine import pygame_in_two_steps as two
pygame = two.display_only()
first = {"loaded": sorted(name for name in sys.modules if name.startswith("pygame")),
         "has_surface": hasattr(pygame, "Surface"), "complete": two.is_complete()}
pygame.display.init()
pygame.display.set_mode((64, 48))
two.complete()
two.complete()                     # once is all it runs
import pygame as again
import pygame.font
pygame.font.init()
after = {"same": again is pygame, "surface": pygame.Surface is pygame.surface.Surface,
         "font": pygame.font.Font(None, 12).size("A")[1] > 0, "complete": two.is_complete(),
         "window": pygame.display.get_surface().get_size(),
         "init": pygame.get_init() is not None and pygame.error is pygame.base.error}
print(json.dumps([first, after]))
"""


def _run(code, **env):
    environment = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                       PYGAME_HIDE_SUPPORT_PROMPT="1", **env)
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=environment,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_display_comes_alone_and_the_package_whole_after():
    first, after = _run(CHECK)
    if os.name != "nt":
        assert "pygame.display" in first["loaded"] and "pygame.font" not in first["loaded"]
        assert "pygame.mixer" not in first["loaded"] and "pygame.sprite" not in first["loaded"]
        assert not first["has_surface"] and not first["complete"]
    assert after == {"same": True, "surface": True, "font": True, "complete": True,
                     "window": [64, 48], "init": True}


def test_a_pygame_already_imported_is_used_as_it_is():
    code = ("import json, sys, pygame\n"
            "from game.engine import pygame_in_two_steps as two\n"
            "print(json.dumps([two.display_only() is pygame, two.is_complete(),\n"
            "                  hasattr(pygame, 'Surface')]))")
    assert _run(code) == [True, True, True]
