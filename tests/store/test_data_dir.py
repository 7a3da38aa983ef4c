"""--data-dir: all user data goes there; a folder that cannot be used is one line and
exit code 2."""

import os

from game import cli
from tests.test_cli import _no_sleep


def test_a_bad_data_dir_is_one_line_and_exit_2(tmp_path, capsys):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    assert cli.main(["--data-dir", str(blocker / "inside")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("aisle-five: cannot keep data in") and err.count("\n") == 1
    assert blocker.read_text() == "x"


def test_everything_goes_to_the_data_dir(tmp_path, data_dir, monkeypatch):
    _no_sleep(monkeypatch)
    folder = tmp_path / "portable" / "data"
    assert cli.main(["--data-dir", str(folder), "--game", "maze", "--seed", "3",
                     "--frames", "2", "--windowed"]) == 0
    assert (folder / "settings.json").is_file()
    assert (folder / "statistics.sqlite3").is_file()
    assert os.listdir(data_dir) == [], "nothing in the default data folder"
    options = cli.parse_options(["--data-dir", str(folder)])
    assert options.data_dir == str(folder)

