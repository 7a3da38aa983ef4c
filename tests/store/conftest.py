"""The `disk` fixture: a small disk to fill or make read-only, once mounted for real (a
tmpfs; skipped where mounting is not permitted) and once simulated (always), unmounted
at teardown. See tests/store/disks.py."""

import pytest

from tests.store.disks import MountedDisk, SimulatedDisk


@pytest.fixture(params=["tmpfs", "simulated"])
def disk(request, tmp_path, monkeypatch):
    folder = tmp_path / "disk"
    if request.param == "tmpfs":
        made = MountedDisk(folder)
    else:
        made = SimulatedDisk(folder, monkeypatch)
    request.addfinalizer(made.close)
    return made
