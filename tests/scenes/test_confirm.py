"""Nothing throws a game away by accident: New and Menu ask first while a game is in
progress, Restart is one undo step, and a stray Esc never quits."""

import pygame

from game.rules import legal_moves
from game.scenes.chooser import ChooserScene
from game.scenes.confirm import ConfirmDialog
from tests.scenes.table_helpers import (
    assert_sprites_match_state,
    centre,
    key,
    motion,
    open_table,
    post,
    press,
    release,
)

GAME, SEED = "forty-thieves", 3


def table_in_progress(app):
    table = open_table(app, GAME, SEED)
    move = next(m for m in sorted(legal_moves(table.board.state)) if ">" in m)
    table.play.act([move])
    table.motion.finish()
    return table


def click(app, run_frames, pos):
    post(app, [press(pos), release(pos)], run_frames, frames=3)


def test_escape_twice_from_a_game_in_progress_does_not_quit(app, run_frames):
    table = table_in_progress(app)
    played = table.board.state
    app.running = True
    post(app, [key(pygame.K_ESCAPE)], run_frames)
    dialog = app.manager.top
    assert isinstance(dialog, ConfirmDialog) and dialog.title == "Abandon this game?"
    post(app, [key(pygame.K_ESCAPE)], run_frames)                   # "Keep playing"
    assert app.manager.top is table and table.board.state == played and app.running


def test_menu_goes_to_the_chooser_once_the_player_says_so(app, run_frames):
    table = table_in_progress(app)
    post(app, [key(pygame.K_ESCAPE), key(pygame.K_RETURN)], run_frames)   # Keep playing
    assert app.manager.top is table and table.session.in_progress
    post(app, [key(pygame.K_ESCAPE), key(pygame.K_LEFT), key(pygame.K_RETURN)], run_frames)
    assert isinstance(app.manager.top, ChooserScene)


def test_new_asks_first_and_keep_playing_keeps_the_game(app, run_frames):
    table = table_in_progress(app)
    played, seed = table.board.state, table.session.seed
    new = table.toolbar.button("new").rect.center
    click(app, run_frames, new)
    dialog = app.manager.top
    assert isinstance(dialog, ConfirmDialog)
    labels = [b.label for b in dialog.buttons]
    assert labels == ["New game", "Keep playing"]
    click(app, run_frames, dialog.buttons[1].rect.center)
    assert app.manager.top is table and table.board.state == played
    click(app, run_frames, new)
    click(app, run_frames, app.manager.top.buttons[0].rect.center)
    assert app.manager.top is table and table.session.seed != seed
    assert not table.session.in_progress
    assert_sprites_match_state(table)


def test_new_deals_at_once_when_nothing_was_played(app, run_frames):
    table = open_table(app, GAME, SEED)
    post(app, [key(pygame.K_n, pygame.KMOD_CTRL)], run_frames)
    assert app.manager.top is table and table.session.seed != SEED


def test_a_drag_released_over_the_dialog_presses_no_button(app, run_frames):
    table = table_in_progress(app)
    played = table.board.state
    src = next(m for m in sorted(legal_moves(played)) if ">" in m).split(">")[0]
    start = centre(table, src)
    post(app, [press(start), motion((start[0] + 30, start[1] + 30), start),
               key(pygame.K_n, pygame.KMOD_CTRL)], run_frames)
    dialog = app.manager.top
    assert isinstance(dialog, ConfirmDialog)
    post(app, [release(dialog.buttons[0].rect.center)], run_frames)
    assert app.manager.top is dialog and table.board.state == played


def test_restart_is_undone_by_one_undo(app, run_frames):
    table = table_in_progress(app)
    played = table.board.state
    post(app, [key(pygame.K_r, pygame.KMOD_CTRL)], run_frames, frames=5)
    assert app.manager.top is table and table.board.state == table.session.history[0]
    post(app, [key(pygame.K_z, pygame.KMOD_CTRL)], run_frames, frames=5)
    assert table.board.state == played
    assert_sprites_match_state(table)


def test_escape_in_the_chooser_asks_before_quitting(app, run_frames):
    chooser = app.show_chooser()
    app.running = True
    post(app, [key(pygame.K_ESCAPE)], run_frames)
    dialog = app.manager.top
    assert isinstance(dialog, ConfirmDialog) and app.running
    post(app, [key(pygame.K_ESCAPE)], run_frames)                   # "Stay"
    assert app.manager.top is chooser and app.running
    post(app, [key(pygame.K_ESCAPE), key(pygame.K_RETURN)], run_frames)  # Stay: focused
    assert app.manager.top is chooser and app.running
    post(app, [key(pygame.K_ESCAPE)], run_frames)
    for pressed in (key(pygame.K_TAB), key(pygame.K_RETURN)):
        app.handle_event(pygame.event.Event(*pressed))
    assert not app.running
