"""Every screen and dialog answered with a game pad: the chooser, the table's own
buttons (hint, deal, undo, redo), the Start menu and what it opens (settings, rules,
keys, statistics, saved games, replay), the questions asked first, the win dialog
(tests/scenes/test_pad_play.py) and the game number typed digit by digit."""

import pygame

from game.scenes.chooser import ChooserScene
from game.scenes.confirm import ConfirmDialog
from game.scenes.pad_menu import PadMenu
from game.scenes.pages import HelpOverlay, KeysOverlay
from game.scenes.records import GamesMenu, NameDialog, RecordsScene
from game.scenes.settings import SettingsScene
from game.scenes.statistics import StatisticsScene
from game.scenes.table.scene import TableScene
from tests.conftest import fake_services
from tests.scenes.pad_driver import (
    BACK,
    DOWN,
    LEFT,
    RIGHT,
    START,
    UP,
    A,
    B,
    Pad,
    X,
    Y,
    play_move,
    step_to,
)

SEED = 3381121285       # a Doublets deal of the winnable catalogue


def table_with_pad(make_app, game="doublets", seed=SEED):
    app = make_app()
    table = app.start_game(game, seed)
    table.motion.finish()
    return app, table, Pad(app, draw=True)


def focused(scene):
    return scene.focus.current.action


def choose_in_menu(pad, menu, action):
    """The d-pad down the menu to `action`, then A."""
    for _ in range(len(menu.buttons)):
        if focused(menu) == action:
            break
        pad.press(DOWN)
    assert focused(menu) == action
    pad.press(A)


def open_menu(app, pad, action):
    pad.press(START)
    menu = app.manager.top
    assert isinstance(menu, PadMenu)
    choose_in_menu(pad, menu, action)


def test_the_chooser_by_pad(make_app):
    app = make_app()
    chooser = app.show_chooser()
    pad = Pad(app, draw=True)
    first = chooser.selected
    pad.press(RIGHT)
    assert chooser.selected == (first + 1) % len(chooser.games)
    game = chooser.games[chooser.selected].id
    pad.press(A)
    assert isinstance(app.manager.top, TableScene) and app.manager.top.game_id == game


def test_b_on_the_chooser_asks_before_quitting_and_a_stays(make_app):
    app = make_app()
    quits = []
    fake_services(app, quit=lambda: quits.append(True))
    app.show_chooser()
    pad = Pad(app, draw=True)
    pad.press(B)
    assert isinstance(app.manager.top, ConfirmDialog)
    pad.press(A)                         # the safe answer has the focus: Stay
    assert isinstance(app.manager.top, ChooserScene) and not quits
    pad.press(B)
    pad.press(LEFT)
    pad.press(A)
    assert quits == [True]


def test_the_table_buttons_hint_deal_undo_redo(make_app):
    app, table, pad = table_with_pad(make_app)
    pad.press(X)
    assert table.ui.hint_text and table.ui.highlights
    stock = table.board.pile_size("stock")
    pad.press(Y)
    assert table.board.pile_size("stock") == stock - 1
    pad.press(pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
    assert table.board.pile_size("stock") == stock
    pad.press(pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
    assert table.board.pile_size("stock") == stock - 1


def test_b_drops_what_is_held_then_asks_before_leaving_mid_game(make_app):
    app, table, pad = table_with_pad(make_app)
    play_move(pad, table, "deal")
    move = next(m for m in table.board.rules.legal_moves(table.board.state) if m != "deal")
    src = table.board.rules.parse(move)[1]
    step_to(pad, table, src)
    pad.press(A)
    assert table.ui.selection is not None
    state = table.board.state
    pad.press(B)
    assert table.ui.selection is None and table.board.state == state
    pad.press(B)                         # nothing held: back to the menu, asking first
    dialog = app.manager.top
    assert isinstance(dialog, ConfirmDialog) and focused(dialog) == "close"
    pad.press(A)                         # Keep playing
    assert app.manager.top is table
    pad.press(B)
    pad.press(LEFT)
    assert focused(app.manager.top) == "go"
    pad.press(A)
    assert isinstance(app.manager.top, ChooserScene)


def test_the_trigger_steps_between_the_targets_of_what_is_held(make_app):
    app, table, pad = table_with_pad(make_app)
    pad.press(Y)
    held = next(m for m in table.board.rules.legal_moves(table.board.state) if m != "deal")
    src = table.board.rules.parse(held)[1]
    step_to(pad, table, src)
    pad.press(A)
    targets = set(table.board.rules.drop_targets(table.board.state, src, 1))
    seen = set()
    for _ in range(len(targets) + 1):
        pad.trigger()
        seen.add(table.ui.focus.pile)
    assert seen == targets


def test_start_opens_the_menu_and_start_or_b_closes_it(make_app):
    app, table, pad = table_with_pad(make_app)
    pad.press(START)
    assert isinstance(app.manager.top, PadMenu)
    pad.press(START)
    assert app.manager.top is table
    pad.press(START)
    pad.press(B)
    assert app.manager.top is table


def test_settings_from_the_menu_by_pad(make_app):
    app, table, pad = table_with_pad(make_app)
    open_menu(app, pad, "settings")
    settings = app.manager.top
    assert isinstance(settings, SettingsScene)
    row = settings.focus
    pad.press(DOWN)
    assert settings.focus != row
    pad.press(B)
    assert app.manager.top is table


def test_rules_and_keys_pages_by_pad(make_app):
    app, table, pad = table_with_pad(make_app)
    open_menu(app, pad, "help")
    page = app.manager.top
    assert isinstance(page, HelpOverlay)
    pad.press(DOWN)
    assert page.offset > 0               # the rules scroll
    pad.press(A)
    assert app.manager.top is table
    pad.press(BACK)
    assert isinstance(app.manager.top, KeysOverlay)
    pad.press(BACK)                      # Back again closes it, as K does
    assert app.manager.top is table
    pad.press(BACK)
    pad.press(B)
    assert app.manager.top is table


def test_statistics_and_saved_games_and_replay_by_pad(make_app):
    app, table, pad = table_with_pad(make_app)
    pad.press(Y)                         # a move, so there is something to save
    open_menu(app, pad, "games")
    games = app.manager.top
    assert isinstance(games, GamesMenu)
    choose_in_menu(pad, games, "stats")
    stats = app.manager.top
    assert isinstance(stats, StatisticsScene)
    pad.press(RIGHT)
    assert stats.game_id != "doublets"
    pad.press(B)
    assert app.manager.top is table

    open_menu(app, pad, "games")
    choose_in_menu(pad, app.manager.top, "save")
    assert isinstance(app.manager.top, NameDialog)
    pad.press(A)                         # the name suggested: saved
    assert app.manager.top is table and table.voice.toast.text.startswith("Saved as")

    open_menu(app, pad, "games")
    choose_in_menu(pad, app.manager.top, "records")
    records = app.manager.top
    assert isinstance(records, RecordsScene) and len(records.saved) == 1
    pad.press(X)                         # X renames (F2): a name dialog; B cancels
    assert isinstance(app.manager.top, NameDialog)
    pad.press(B)
    assert app.manager.top is records
    assert focused(records) == "replay"
    pad.press(A)
    replay = app.manager.top
    assert getattr(replay, "record", None) is not None
    pad.press(RIGHT)                     # the d-pad steps the replay
    assert replay.step == 1
    pad.press(LEFT)
    assert replay.step == 0
    pad.press(A)                         # A plays and pauses
    assert replay.playing
    pad.press(A)
    assert not replay.playing
    pad.press(B)                         # the list made way for the replay
    assert app.manager.top is table


def test_the_stick_moves_the_focus_and_repeats_while_held(make_app):
    app, table, pad = table_with_pad(make_app)
    pad.tilt(pygame.CONTROLLER_AXIS_LEFTX, 32767)
    first = table.ui.focus
    assert first.visible
    moves = set()
    for _ in range(60):                  # a second held: the focus walks on
        pad.run()
        moves.add(table.ui.focus.pile)
        assert app.is_busy()             # the loop keeps its full rate for the repeats
    assert len(moves) > 2
    pad.tilt(pygame.CONTROLLER_AXIS_LEFTX, 0)
    still = table.ui.focus
    for _ in range(60):
        pad.run()
    assert table.ui.focus == still and not app.is_busy()


def test_a_game_number_turned_digit_by_digit_and_dealt_by_pad(make_app):
    from game.scenes.overlays import GameNumberOverlay
    app, table, pad = table_with_pad(make_app)
    open_menu(app, pad, "number")
    dialog = app.manager.top
    assert isinstance(dialog, GameNumberOverlay)
    for button in (UP, UP, RIGHT, DOWN, RIGHT, RIGHT, UP, UP, UP, X):   # 2 9 0, 3 undone
        pad.press(button)
    assert dialog.field.text == "290"
    pad.press(A)                         # a fresh table: dealt at once
    assert app.manager.top is table and table.session.seed == 290
