"""A real X server for the tests in this folder: a fresh Xvfb per test (`x_display`).

The rest of the suite runs SDL's dummy driver; these tests run the game in a child
process with SDL_VIDEODRIVER=x11 against their own Xvfb. Without Xvfb they are skipped
locally; under CI (CI=true) a missing Xvfb fails them, since .ci/run installs it.
"""

import os
import shutil
import subprocess

import pytest

SCREEN = "1280x800x24"


@pytest.fixture
def x_display():
    """The DISPLAY of a new Xvfb (its number chosen by the server), stopped afterwards."""
    if shutil.which("Xvfb") is None:
        if os.environ.get("CI"):
            pytest.fail("Xvfb is missing: .ci/run should have installed it")
        pytest.skip("needs Xvfb (apt-get install xvfb)")
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", SCREEN,
                               "-nolisten", "tcp"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as numbers:
        number = numbers.readline().strip()     # written once the server takes clients
    if not number:
        server.kill()
        pytest.fail("Xvfb did not start")
    yield f":{number}"
    server.terminate()
    server.wait(timeout=30)
