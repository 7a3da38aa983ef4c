"""Full screen toggled 200 times on a real X server, a move played by mouse after each
(issue 26: F11 crashed the game in pygame.display.get_wm_info after a few toggles)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_two_hundred_toggles_and_a_move_after_each(x_display, tmp_path):
    env = dict(os.environ, DISPLAY=x_display, SDL_VIDEODRIVER="x11",
               AISLE_FIVE_DATA=str(tmp_path), AISLE_FIVE_SOLVER="off")
    done = subprocess.run([sys.executable, "-X", "faulthandler", "-m",
                           "tests.x11.toggle_driver", "200"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.splitlines()[-1] == "done 200"
