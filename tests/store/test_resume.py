"""Resume and statistics through the App: play, drop the App without closing it, start
again: the same position and history; New game and Menu abandon, closing does not; bad
records are set aside with a message on screen."""

import json
import random

import pygame
import pytest

from game.rules import legal_moves
from game.scenes.common import commands
from game.scenes.notice import NoticeDialog
from game.scenes.table.scene import TableScene


def play_some(table, count, rng_seed=3):
    rng = random.Random(rng_seed)
    for _ in range(count):
        moves = legal_moves(table.board.state)
        if not moves or table.session.won or table.session.over:
            break
        table.play.act([rng.choice(moves)])


def table_of(app):
    return next(s for s in app.manager.scenes if isinstance(s, TableScene))


def data(app):
    return app.keeping.data_dir


@pytest.mark.parametrize("game", ["forty-thieves", "wall", "doublets"])
def test_a_game_comes_back_exactly_after_the_app_is_dropped(make_app, game):
    first = make_app()
    table = first.start_game(game, 1234)
    play_some(table, 12)
    table.play.command(commands.UNDO)
    table.play.command(commands.RESTART)
    table.play.command(commands.UNDO)
    table.play.command(commands.UNDO)                         # something left to redo
    first.clock.advance(42.0)
    play_some(table, 1, rng_seed=9)
    table.play.command(commands.UNDO)
    session = table.session
    # the process dies here: no close, no quit
    second = make_app()
    assert second.keeping.resume_last()
    again = table_of(second).session
    assert (again.game, again.seed) == (game, 1234)
    assert again.history == session.history and again.actions == session.actions
    assert again.cursor == session.cursor and again.moves_made == session.moves_made
    assert again.elapsed(second.clock.now) == pytest.approx(session.elapsed(first.clock.now))
    assert again.can_redo() and again.redo() and again.state == session.history[
        session.cursor + 1]
    third = make_app()
    third.start_game(game)                      # --game without --seed: the same game
    assert table_of(third).session.history == again.history


def test_python_main_without_a_game_in_progress_shows_the_chooser(make_app):
    app = make_app()
    assert not app.keeping.resume_last()
    table = app.start_game("maze", 5)               # dealt, no move made
    assert not app.keeping.resume_last()
    assert table.session.moves_made == 0


def test_a_seed_asked_for_abandons_the_game_in_progress(make_app):
    first = make_app()
    play_some(first.start_game("whitehead", 77), 4)
    second = make_app()
    table = second.start_game("whitehead", 78)
    assert table.session.seed == 78 and table.session.moves_made == 0
    figures = second.keeping.statistics.figures("whitehead")
    assert (figures.played, figures.won, figures.abandoned) == (1, 0, 1)
    assert not second.keeping.keeper.has_game_in_progress("whitehead")


def test_statistics_after_wins_losses_abandons_and_restarts(make_app):
    app = make_app()
    stats = app.keeping.statistics
    table = app.start_game("doublets", 3)
    play_some(table, 3)
    table.play.command(commands.RESTART)                        # no new game
    table.play.command(commands.RESTART)                        # (already at the deal: nothing)
    assert stats.figures("doublets").played == 0
    assert len(stats.unfinished("doublets")) == 1
    table.play.command(commands.NEW, confirmed=True)            # abandoned
    play_some(table, 2)
    table.play.command(commands.MENU, confirmed=True)           # abandoned again
    assert stats.figures("doublets").abandoned == 2
    table = app.start_game("doublets", 4)
    table.play.command(commands.NEW, confirmed=True)            # no move made: not a game
    assert stats.figures("doublets").played == 2
    # a win: play a solved line (the solver proves Doublets deals quickly)
    from game.solver import solve
    table = app.start_game("doublets", 5)
    result = solve(table.board.state, time_limit=20)
    assert result.status == "won"
    for move in result.moves:
        table.play.act([move])
    assert table.session.won
    figures = stats.figures("doublets")
    assert (figures.played, figures.won, figures.abandoned) == (3, 1, 1 + 1)
    assert figures.fewest_moves == len(result.moves) and figures.best_streak == 1
    assert not app.keeping.keeper.has_game_in_progress("doublets"), "a won game ends"
    record = json.loads((data(app) / "games" / "doublets.json").read_text())
    assert record["result"] == "won"


def test_closing_the_window_abandons_nothing(make_app):
    app = make_app()
    play_some(app.start_game("wall", 9), 3)
    app.handle_event(pygame.event.Event(pygame.QUIT))
    app.close()
    again = make_app()
    assert again.keeping.statistics.figures("wall").played == 0
    assert again.keeping.resume_last() and table_of(again).session.moves_made == 3


def bad_record(path, kind):
    path.parent.mkdir(parents=True, exist_ok=True)
    good = {"format": "aisle-five-record", "version": 1, "game": "maze", "seed": 5,
            "actions": [["cell1>cell2"]], "cursor": 1, "elapsed": 3.0,
            "started": "2026-11-26T08:00:00Z", "result": None}
    if kind == "bad json":
        path.write_text('{"format": "aisle-five-record", "version": 1, "ga')
    elif kind == "illegal move":
        path.write_text(json.dumps(good))
    elif kind == "future version":
        path.write_text(json.dumps({**good, "version": 99}))
    elif kind == "huge numbers":
        path.write_text(json.dumps({**good, "seed": 10 ** 400}))
    elif kind == "wrong game":
        path.write_text(json.dumps({**good, "game": "wall", "actions": [], "cursor": 0}))


@pytest.mark.parametrize("kind", ["bad json", "illegal move", "future version",
                                  "huge numbers", "wrong game"])
def test_a_record_that_does_not_replay_is_set_aside_with_a_message_on_screen(
        make_app, kind, tmp_path):
    first = make_app()
    path = data(first) / "games" / "maze.json"
    bad_record(path, kind)
    before = path.read_bytes()
    first.settings.last_game = "maze"
    first.save_settings()
    app = make_app()
    assert not app.keeping.resume_last()
    app.show_chooser()
    top = app.manager.top
    assert isinstance(top, NoticeDialog)
    assert "saved Maze game could not be resumed" in top.lines[0]     # its name
    problem = ("was made by a newer Aisle Five" if kind == "future version"
               else "is damaged and could not be read")
    assert top.lines[0] == (f"Your saved Maze game could not be resumed: the file "
                            f"maze.json {problem}; it was set aside as maze.json.corrupt-1.")
    assert (path.parent / "maze.json.corrupt-1").read_bytes() == before
    assert not path.exists()
    top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert app.manager.top is not top


def test_damaged_settings_are_said_at_once_and_the_database_when_first_needed(make_app):
    first = make_app()
    folder = data(first)
    first.close()
    (folder / "settings.json").write_text("{nope")
    (folder / "statistics.sqlite3").write_bytes(b"SQLite format 3\x00" + b"\x13" * 600)
    app = make_app()
    table = app.start_game("wall", 2)
    app.draw()
    top = app.manager.top
    assert isinstance(top, NoticeDialog) and top is not table
    assert [line for line in top.lines if line and "settings.json" in line]
    assert not any("statistics.sqlite3" in line for line in top.lines)
    assert (folder / "settings.json.corrupt-1").exists()
    assert not (folder / "statistics.sqlite3.corrupt-1").exists()   # not opened yet
    top.close()
    assert table.play.act([legal_moves(table.board.state)[0]])   # the first move begins its row
    top = app.manager.top
    assert isinstance(top, NoticeDialog)
    assert any("statistics.sqlite3" in line for line in top.lines)
    assert (folder / "statistics.sqlite3.corrupt-1").exists()


def test_a_game_put_on_the_table_from_a_record_is_kept_at_once(make_app):
    from game.rules.session import Session
    app = make_app()
    table = app.start_game("maze", 8)
    loaded = Session("maze", 3)
    rng = random.Random(1)
    for _ in range(5):                          # as a record file would bring it
        loaded.act([rng.choice(legal_moves(loaded.state))])
    app.keeping.watch(table, loaded)
    assert table.session is loaded
    again = make_app()                          # dropped before any further move
    assert again.keeping.resume_last()
    assert table_of(again).session.history == loaded.history


def test_a_damaged_game_opened_by_its_table_is_said_over_a_fresh_deal(make_app):
    """(--game wall over a damaged games/wall.json.) The notice shows over the table,
    the file is set aside, and a new game is dealt and played."""
    first = make_app()
    path = data(first) / "games" / "wall.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "aisle-five-record", "version": 1, "game": "wa')
    app = make_app()
    table = app.start_game("wall")
    notice = app.manager.top
    assert isinstance(notice, NoticeDialog) and notice is not table
    assert "Your saved Wall game could not be resumed" in notice.lines[0]
    assert "set aside as wall.json.corrupt-1" in notice.lines[0]
    assert (path.parent / "wall.json.corrupt-1").exists()
    notice.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert app.manager.top is table and table.session.moves_made == 0
    table.motion.finish()
    play_some(table, 1)
    assert table.session.moves_made == 1 and path.is_file()     # kept from now on
