"""The win and what follows it: undo then redo after a win neither counts it twice nor
re-times it (the statistics and the win dialog keep the time it was won in), and Export
from the win dialog comes back to the win dialog."""

import json
from pathlib import Path

import pygame

from game.scenes.common import commands
from game.scenes.overlays import WinOverlay
from game.scenes.records import NameDialog

LINE = json.loads((Path(__file__).with_name("data") / "doublets-1-line.json").read_text())


def won_table(app, seconds_a_move=2.0):
    """Doublets #1 played to its win through the App (so it is kept and counted), the
    game clock running `seconds_a_move` a move; the win dialog is up."""
    table = app.start_game(LINE["game"], LINE["seed"])
    table.motion.finish()
    for move in LINE["moves"]:
        app.clock.advance(seconds_a_move)
        assert table.play.act([move]), move
    table.motion.finish()                           # the celebration, then the dialog
    assert table.session.won and isinstance(app.manager.top, WinOverlay)
    return table


def key(app, code, mod=0):
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=""))


def test_undo_then_redo_after_a_win_keeps_one_win_and_its_time(app):
    table = won_table(app)
    stats = app.keeping.statistics
    won_in = table.session.elapsed(app.clock.now)
    assert won_in == 2.0 * (len(LINE["moves"]) - 1)     # from the first move on
    shown = app.manager.top.lines[0]
    assert "in 4:14 " in shown
    [row] = stats.finished("doublets")
    assert (row.result, row.seconds) == ("won", won_in)
    app.manager.top.close()
    key(app, pygame.K_z, pygame.KMOD_LCTRL)             # undo out of the win
    assert not table.session.won and not stats.finished("doublets")
    app.clock.advance(95.0)                             # a long look back
    key(app, pygame.K_y, pygame.KMOD_LCTRL)             # redo: the same win again
    table.motion.finish()
    assert table.session.won and isinstance(app.manager.top, WinOverlay)
    assert app.manager.top.lines[0] == shown            # the same time, moves and score
    assert table.session.elapsed(app.clock.now) == won_in
    [again] = stats.finished("doublets")
    assert (again.id, again.result, again.seconds) == (row.id, "won", won_in)
    assert stats.figures("doublets").won == 1


def test_a_different_win_after_an_undo_is_timed_anew(app):
    """Undo, then a win reached by other moves: that win is the game's, at its own time
    (still one row: one game)."""
    table = won_table(app)
    won_in = table.session.elapsed(app.clock.now)
    app.manager.top.close()
    table.play.command(commands.UNDO)
    app.clock.advance(30.0)
    last = LINE["moves"][-1]
    assert table.play.act([last])                            # played again, not redone
    assert table.session.elapsed(app.clock.now) == won_in + 30.0
    [row] = app.keeping.statistics.finished("doublets")
    assert row.seconds == won_in + 30.0


def click(app, pos):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.handle_event(pygame.event.Event(kind, button=1, pos=pos))


def test_export_from_the_win_dialog_comes_back_to_it(app):
    """(Export went back to the table: New game and Replay were gone with the dialog.)"""
    table = won_table(app)
    win = app.manager.top
    app.draw()
    export = next(b for b in win.buttons if b.action == "export")
    click(app, export.rect.center)
    dialog = app.manager.top
    assert isinstance(dialog, NameDialog) and dialog.field.text == "doublets-1-won"
    key(app, pygame.K_ESCAPE)                       # Cancel: back to the win dialog
    assert app.manager.top is win and len(win.lines) == 1
    click(app, export.rect.center)
    key(app, pygame.K_RETURN)                       # exported under the name suggested
    path = app.keeping.data_dir / "exports" / "doublets-1-won.json"
    assert path.is_file()
    assert app.manager.top is win and win.lines[1:] == ["", f"Exported to {path}"]
    app.draw()                                      # the line shows in the dialog
    assert win.buttons[0].rect.bottom <= win.panel.bottom
    click(app, export.rect.center)
    key(app, pygame.K_RETURN)                       # the name is taken now: refused
    assert isinstance(app.manager.top, NameDialog) and "exists" in app.manager.top.error
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is win
    click(app, next(b for b in win.buttons if b.action == "new").rect.center)
    assert app.manager.top is table and table.session.seed != LINE["seed"]
