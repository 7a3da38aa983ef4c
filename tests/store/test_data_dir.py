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
    assert not (folder / "statistics.sqlite3").exists()    # made by the first move
    assert os.listdir(data_dir) == [], "nothing in the default data folder"
    options = cli.parse_options(["--data-dir", str(folder)])
    assert options.data_dir == str(folder)



def test_python_main_returns_to_the_table_in_progress(tmp_path, monkeypatch):
    from game.app import App
    from game.rules import legal_moves
    from game.rules.session import Session
    from game.scenes.chooser import ChooserScene
    from game.store.keeper import GameKeeper
    folder = tmp_path / "d"
    keeper = GameKeeper(folder)
    session = Session("maze", 3)
    keeper.watch(session)
    session.act([legal_moves(session.state)[0]])
    keeper.close()
    (folder / "settings.json").write_text('{"last_game": "maze", "fullscreen": false}')
    shown = []

    def run(self):
        shown.append(self.manager.top)
        self.close()
        return 0

    monkeypatch.setattr(App, "run", run)
    assert cli.main(["--data-dir", str(folder)]) == 0
    assert shown[-1].session.history == session.history
    assert cli.main(["--data-dir", str(folder), "--game", "Maze"]) == 0
    assert shown[-1].session.history == session.history
    assert cli.main(["--data-dir", str(folder), "--seed", "9"]) == 0
    assert isinstance(shown[-1], ChooserScene), "a deal asked for: the chooser, as before"
    assert cli.main(["--data-dir", str(folder), "--game", "maze", "--seed", "9"]) == 0
    assert shown[-1].session.seed == 9 and shown[-1].session.moves_made == 0
    assert cli.main(["--data-dir", str(folder)]) == 0
    assert isinstance(shown[-1], ChooserScene), "the game in progress was abandoned"
