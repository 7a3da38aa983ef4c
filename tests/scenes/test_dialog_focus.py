"""Every dialog and screen with buttons has a keyboard focus a player can see: Tab,
Shift+Tab and the arrows move it, Enter (keypad Enter, Space) acts on the focused button,
the mouse moves it too; a question that throws something away starts on its safe
answer; a text field has the focus first. Real events through the app, as a player."""

import pygame
import pytest

from game.rules import legal_moves
from game.scenes.confirm import ConfirmDialog
from game.scenes.overlays import GameNumberOverlay, StuckOverlay, WinOverlay
from game.scenes.records import GamesMenu, NameDialog, RecordsScene, play_on, table_record
from game.store.record_files import records_folder, save_named
from sprites.palette import ACCENT
from tests.scenes.table_helpers import key, open_table, post

GAME, SEED = "forty-thieves", 3
SHIFT, CTRL = pygame.KMOD_LSHIFT, pygame.KMOD_LCTRL


def keys(app, *presses):
    """Key presses (a key, or (key, mod)) through the app's own event handling."""
    post(app, [key(*(p if isinstance(p, tuple) else (p,))) for p in presses])
    app.draw()


def typed(app, text):
    for ch in text:
        post(app, [key(ord(ch)), (pygame.TEXTINPUT, {"text": ch})])
    app.draw()


def in_progress(app):
    table = open_table(app, GAME, SEED)
    table.play.act([next(m for m in sorted(legal_moves(table.board.state)) if ">" in m)])
    table.motion.finish()
    return table


def focused(scene):
    return next((b.action for b in scene.buttons if b.focused), None)


def ring_shown(app, button) -> bool:
    """The gold of the focus ring above the button, on the screen."""
    width = max(2, round(button.rect.h / 12))
    return app.screen.get_at((button.rect.centerx, button.rect.top - width - 1))[:3] == ACCENT


# ----- dialogs ------------------------------------------------------------------------------
def test_the_focus_shows_and_moves_along_a_row_of_buttons(app):
    table = in_progress(app)
    dialog = app.manager.push(WinOverlay(app.services, table))
    app.draw()
    assert focused(dialog) == "new" and ring_shown(app, dialog.buttons[0])
    assert not any(ring_shown(app, b) for b in dialog.buttons[1:])
    keys(app, pygame.K_RIGHT)
    assert focused(dialog) == "replay" and ring_shown(app, dialog.buttons[1])
    assert not ring_shown(app, dialog.buttons[0])
    keys(app, pygame.K_TAB, pygame.K_TAB)
    assert focused(dialog) == "restart"
    keys(app, (pygame.K_TAB, SHIFT))
    assert focused(dialog) == "export"
    keys(app, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT)      # stops at the end
    assert focused(dialog) == "menu"
    keys(app, pygame.K_TAB)                                         # Tab goes round
    assert focused(dialog) == "new"
    keys(app, pygame.K_LEFT, pygame.K_UP, pygame.K_DOWN)
    assert focused(dialog) == "new" and app.manager.top is dialog


@pytest.mark.parametrize("enter", [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE])
def test_enter_acts_on_the_focused_button_not_the_first(app, enter):
    table = in_progress(app)
    played = table.board.state
    dialog = app.manager.push(StuckOverlay(app.services, table))
    app.draw()
    keys(app, pygame.K_RIGHT)
    assert focused(dialog) == "restart"
    keys(app, enter)
    assert app.manager.top is table
    assert table.board.state == table.session.history[0] != played        # restarted, not undone


def test_the_mouse_moves_the_focus_too(app):
    table = in_progress(app)
    dialog = app.manager.push(WinOverlay(app.services, table))
    app.draw()
    export = dialog.buttons[2]
    post(app, [(pygame.MOUSEMOTION, {"pos": export.rect.center, "rel": (2, 0),
                                     "buttons": (0, 0, 0)})])
    app.draw()
    assert focused(dialog) == "export" and ring_shown(app, export)
    keys(app, pygame.K_RIGHT)
    assert focused(dialog) == "restart"


def test_your_games_moves_down_its_column_over_greyed_entries(app):
    table = open_table(app, GAME, SEED)             # nothing played: Replay greyed
    menu = app.manager.push(GamesMenu(app.services, table))
    app.draw()
    assert focused(menu) == "stats"
    keys(app, pygame.K_DOWN, pygame.K_DOWN)
    assert focused(menu) == "records"
    keys(app, pygame.K_DOWN)
    assert focused(menu) == "close"                 # Replay and Export greyed: skipped
    keys(app, pygame.K_UP, pygame.K_RETURN)
    assert isinstance(app.manager.top, RecordsScene)


# ----- the safe answer first ----------------------------------------------------------------
def ask_new(app):
    return in_progress(app), [key(pygame.K_n, CTRL)]


def ask_menu(app):
    return in_progress(app), [key(pygame.K_ESCAPE)]


@pytest.mark.parametrize("asking, safe", [(ask_new, "Keep playing"),
                                          (ask_menu, "Keep playing")])
@pytest.mark.parametrize("enter", [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE])
def test_abandon_questions_start_on_keep_playing(app, asking, safe, enter):
    table, asked = asking(app)
    played, seed = table.board.state, table.session.seed
    post(app, asked)
    dialog = app.manager.top
    app.draw()
    assert isinstance(dialog, ConfirmDialog)
    assert [b.label for b in dialog.buttons if b.focused] == [safe]
    keys(app, enter)
    assert app.manager.top is table and table.board.state == played
    assert table.session.seed == seed and table.session.in_progress


def test_playing_on_from_a_record_asks_first_on_keep_playing(app):
    table = in_progress(app)
    save_named(records_folder(app.keeping.data_dir), "kept", table_record(table))
    table.play.act([next(m for m in sorted(legal_moves(table.board.state)) if ">" in m)])
    played = table.board.state
    record = table_record(table)
    play_on(table, record)
    dialog = app.manager.top
    app.draw()
    assert [b.label for b in dialog.buttons if b.focused] == ["Keep playing"]
    keys(app, pygame.K_RETURN)
    assert app.manager.top is table and table.board.state == played


def test_quit_starts_on_stay(app):
    chooser = app.show_chooser()
    app.running = True
    keys(app, pygame.K_ESCAPE)
    dialog = app.manager.top
    assert [b.label for b in dialog.buttons if b.focused] == ["Stay"]
    keys(app, pygame.K_SPACE)
    assert app.manager.top is chooser and app.running


# ----- a text field -------------------------------------------------------------------------
def test_the_field_has_the_focus_first_then_tab_goes_to_the_buttons(app):
    table = open_table(app, GAME, SEED)
    dialog = app.manager.push(GameNumberOverlay(app.services, table))
    app.draw()
    assert dialog.field.focused and focused(dialog) is None
    typed(app, "42")
    keys(app, pygame.K_TAB)
    assert focused(dialog) == "go" and not dialog.field.focused
    typed(app, "7")                                 # typed on a button: goes nowhere
    assert dialog.field.text == "42" and not dialog.error
    keys(app, pygame.K_TAB)
    assert focused(dialog) == "close"
    keys(app, pygame.K_TAB)                         # round to the field
    assert dialog.field.focused
    keys(app, (pygame.K_TAB, SHIFT))
    assert focused(dialog) == "close"
    keys(app, pygame.K_UP)
    assert dialog.field.focused
    keys(app, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_RETURN)   # Cancel: nothing dealt
    assert app.manager.top is table and table.session.seed == SEED


def test_enter_in_the_field_still_deals_and_the_pointer_leaves_it_the_focus(app):
    table = open_table(app, GAME, SEED)
    dialog = app.manager.push(GameNumberOverlay(app.services, table))
    app.draw()
    cancel = dialog.buttons[1]
    post(app, [(pygame.MOUSEMOTION, {"pos": cancel.rect.center, "rel": (3, 3),
                                     "buttons": (0, 0, 0)})])
    typed(app, "71")
    assert dialog.field.focused and dialog.field.text == "71"
    keys(app, pygame.K_KP_ENTER)
    assert app.manager.top is table and table.session.seed == 71


def test_the_field_keys_edit_in_a_dialog_and_refusals_still_show(app):
    table = open_table(app, GAME, SEED)
    dialog = app.manager.push(GameNumberOverlay(app.services, table))
    app.draw()
    typed(app, "12345")
    keys(app, pygame.K_HOME, pygame.K_DELETE, pygame.K_END, pygame.K_LEFT,
         pygame.K_BACKSPACE)
    assert dialog.field.text == "235"
    typed(app, "x")
    assert "digits only" in dialog.error and dialog.field.text == "235"
    keys(app, (pygame.K_a, CTRL))
    typed(app, "9")
    assert dialog.field.text == "9" and not dialog.error
    typed(app, "8" * 10)
    assert dialog.field.text == "9" + "8" * 9 and "at most 10 digits" in dialog.error
    keys(app, (pygame.K_BACKSPACE, CTRL), pygame.K_RETURN)
    assert app.manager.top is dialog and dialog.error      # empty: refused, says why


def test_a_click_on_the_field_gives_it_the_focus_back(app):
    in_progress(app)
    post(app, [key(pygame.K_s, CTRL)])
    dialog = app.manager.top
    app.draw()
    assert isinstance(dialog, NameDialog)
    keys(app, pygame.K_TAB)
    assert not dialog.field.focused
    field = dialog.field.rect
    post(app, [(pygame.MOUSEBUTTONDOWN, {"pos": (field.x + 3, field.centery),
                                         "button": 1})])
    app.draw()
    assert dialog.field.focused and dialog.field.caret == 0
    typed(app, "my ")
    assert dialog.field.text.startswith("my forty-thieves")
