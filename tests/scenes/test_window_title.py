"""The window's title names what is shown, for the task switcher: the game and its number
at a table (a new deal updates it; a dialog over the table keeps it), the app's name in
the chooser and on screens tied to no game."""

import pygame

from game.rules import legal_moves
from tests.scenes.table_helpers import key, post


def title():
    return pygame.display.get_caption()[0]


def test_the_title_names_the_game_and_its_number_and_follows_a_new_deal(app, run_frames):
    table = app.start_game("forty-thieves", 71)
    run_frames(app, 2)
    assert title() == "Forty Thieves — Game #71 — Aisle Five"
    table.play.act([next(m for m in sorted(legal_moves(table.board.state)) if ">" in m)])
    post(app, [key(pygame.K_n, pygame.KMOD_CTRL)], run_frames)      # asks first
    assert app.manager.top is not table
    assert title() == "Forty Thieves — Game #71 — Aisle Five"        # the dialog keeps it
    post(app, [key(pygame.K_LEFT), key(pygame.K_RETURN)], run_frames)
    seed = table.session.seed
    assert seed != 71 and title() == f"Forty Thieves — Game #{seed} — Aisle Five"
    post(app, [key(pygame.K_g)], run_frames)
    post(app, [(pygame.TEXTINPUT, {"text": "5"}), key(pygame.K_RETURN)], run_frames)
    assert title() == "Forty Thieves — Game #5 — Aisle Five"


def test_the_chooser_and_screens_of_no_game_show_the_apps_name(app, run_frames):
    app.start_game("wall", 9)
    run_frames(app, 2)
    assert title() == "Wall — Game #9 — Aisle Five"
    post(app, [key(pygame.K_t)], run_frames)                         # statistics
    assert title() == "Aisle Five"
    post(app, [key(pygame.K_ESCAPE)], run_frames)
    assert title() == "Wall — Game #9 — Aisle Five"
    app.show_chooser()
    run_frames(app, 2)
    assert title() == "Aisle Five"


def test_a_replay_says_so_in_the_title(app, run_frames):
    from game.scenes.records import table_record
    from game.scenes.replay import open_replay
    table = app.start_game("doublets", 4)
    table.play.act([min(legal_moves(table.board.state))])
    open_replay(app.services, table_record(table))
    run_frames(app, 2)
    assert title() == "Replay of Doublets — Game #4 — Aisle Five"
