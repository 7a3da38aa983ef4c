"""Screens with buttons have the dialogs' keyboard focus too (sprites.focus): Tab and
Shift+Tab move it, Enter acts on it, the arrows keep what they did there (switching game
in the statistics, choosing a saved game, stepping a replay, choosing a game)."""

import pygame

from game.rules import legal_moves
from game.scenes.chooser import ChooserScene
from game.scenes.records import NameDialog, RecordsScene, table_record
from game.scenes.settings import SettingsScene
from game.scenes.statistics import StatisticsScene
from game.store.record_files import records_folder, save_named
from tests.conftest import fake_services
from tests.scenes.table_helpers import key, post
from tests.scenes.test_dialog_focus import CTRL, SHIFT, focused, in_progress, keys, ring_shown


def test_statistics_tab_moves_the_focus_and_enter_acts_arrows_still_switch_game(app):
    screen = app.manager.push(StatisticsScene(app.services, "maze"))
    app.draw()
    assert focused(screen) == "close"
    keys(app, pygame.K_RIGHT)
    assert screen.game_id == "wall" and focused(screen) == "close"
    keys(app, pygame.K_TAB)
    assert focused(screen) == "daily"               # the deals of the day's view
    keys(app, pygame.K_TAB)
    assert focused(screen) == "previous"
    keys(app, pygame.K_TAB, pygame.K_RETURN)
    assert screen.game_id == "doublets" and focused(screen) == "next"   # made anew
    keys(app, (pygame.K_TAB, SHIFT), (pygame.K_TAB, SHIFT), (pygame.K_TAB, SHIFT),
         pygame.K_SPACE)
    assert app.manager.top is not screen


def test_statistics_from_the_chooser_start_on_play(app):
    started = []
    fake_services(app, start_game=started.append)
    screen = app.manager.push(StatisticsScene(app.services, "maze", can_play=True))
    app.draw()
    assert focused(screen) == "play"
    keys(app, pygame.K_RETURN)
    assert started == ["maze"]


def test_saved_games_arrows_choose_a_row_tab_and_sideways_a_button(app):
    table = in_progress(app)
    folder = records_folder(app.keeping.data_dir)
    save_named(folder, "first", table_record(table))
    save_named(folder, "second", table_record(table))
    post(app, [key(pygame.K_l, CTRL)])
    listing = app.manager.top
    app.draw()
    assert isinstance(listing, RecordsScene) and focused(listing) == "replay"
    keys(app, pygame.K_DOWN)
    assert listing.chosen == 1 and focused(listing) == "replay"
    keys(app, pygame.K_RIGHT, pygame.K_TAB)
    assert focused(listing) == "rename"
    keys(app, pygame.K_TAB, pygame.K_TAB)
    assert focused(listing) == "save"
    keys(app, pygame.K_RETURN)
    assert isinstance(app.manager.top, NameDialog)


def test_the_replay_bar_has_a_focus_tab_moves_and_enter_runs(app):
    from game.scenes.replay import open_replay
    table = in_progress(app)
    table.play.act([next(m for m in sorted(legal_moves(table.board.state)) if ">" in m)])
    replay = open_replay(app.services, table_record(table))
    app.draw()
    assert focused(replay.toolbar) == "play"
    keys(app, pygame.K_TAB)
    assert focused(replay.toolbar) == "step"
    keys(app, pygame.K_RETURN)
    assert replay.step == 1 and not replay.playing
    keys(app, (pygame.K_TAB, SHIFT), (pygame.K_TAB, SHIFT), pygame.K_KP_ENTER)
    assert replay.step == 0                         # Back
    keys(app, pygame.K_RIGHT)                       # the arrows keep their steps
    assert replay.step == 1 and focused(replay.toolbar) == "back"


def test_the_chooser_tabs_to_its_buttons_and_back(app):
    started = []
    fake_services(app, start_game=started.append)
    chooser = app.manager.replace_all(ChooserScene(app.services))
    app.draw()
    buttons = chooser.settings_bar.buttons
    assert not any(b.focused for b in buttons)
    keys(app, pygame.K_TAB)
    assert buttons[0].focused and ring_shown(app, buttons[0])
    keys(app, pygame.K_TAB)
    assert buttons[1].focused
    keys(app, pygame.K_TAB, pygame.K_RIGHT)         # back to the games, and the next one
    assert not any(b.focused for b in buttons) and chooser.selected == 1
    keys(app, (pygame.K_TAB, SHIFT), pygame.K_RETURN)       # Settings, the last button
    assert isinstance(app.manager.top, SettingsScene) and started == []
    app.manager.pop()
    keys(app, pygame.K_LEFT, pygame.K_RETURN)
    assert started == ["forty-thieves"]
