"""The table's UI state object and the command table (issue 12 items 2 and 8): a UI change
asks for exactly one more frame, selections and marks belong to their position, and one
table of commands gives keys, buttons, tooltips and the Keys page."""

import pygame
import pytest

from game.scenes.common import commands
from game.scenes.common.pad_keys import pad_rows
from game.scenes.games.wall import WallScene as wall_scene
from game.scenes.table.ui_state import Focus, TableUI
from tests.scenes.table_helpers import key, open_table, post


def test_a_ui_change_asks_for_one_frame_and_no_change_asks_none(app):
    table = open_table(app, "forty-thieves", 3)
    app.manager.draw(app.screen)
    assert not table.dirty
    table.ui.clear()                       # nothing held, marked or lit already
    table.ui.set_focus(visible=False)
    assert not table.dirty, "setting what is already so is no change"
    table.ui.select("tableau1", 1, ["tableau2"])
    assert table.dirty
    app.manager.draw(app.screen)
    assert not table.dirty
    table.ui.set_focus("tableau3", 0, True)
    assert table.dirty
    app.manager.draw(app.screen)
    assert not table.dirty


def test_selection_and_marks_belong_to_their_position():
    ui = TableUI()
    session, state, later = object(), object(), object()
    ui.position_changed(session, state)
    ui.select("tableau1", 2, ["tableau4"])
    ui.mark("waste2", "waste1")
    assert ui.selection == ("tableau1", 2) and ui.highlights == ["tableau1", "tableau4"]
    assert ui.marked == ["waste1", "waste2"]
    ui.position_changed(session, state)            # a resize: the same position
    assert ui.selection == ("tableau1", 2) and ui.marked == ["waste1", "waste2"]
    ui.position_changed(session, later)            # play moved on
    assert ui.selection is None and ui.marked == []


def test_marks_toggle_and_are_used_up():
    ui = TableUI()
    ui.toggle_mark("waste3")
    ui.toggle_mark("waste1")
    ui.toggle_mark("waste3")
    assert ui.take_marks() == ["waste1"] and ui.marked == []


def test_a_hint_keeps_its_highlights_other_glows_go():
    ui = TableUI()
    ui.show_hint(["tableau1", "gone"], "Move it")
    ui.keep_hint_highlights({"tableau1": 0})
    assert ui.highlights == ["tableau1"]
    ui.show_targets(["tableau2"])                  # cards in hand: the hint is over
    assert ui.hint_text == ""
    ui.keep_hint_highlights({"tableau2": 0})
    assert ui.highlights == []
    assert ui.focus == Focus(None, None, False)


def test_keys_run_their_command_only_with_their_modifiers(app, monkeypatch):
    table = open_table(app, "doublets", 4)
    ran = []
    monkeypatch.setattr(table.play, "command", lambda command: ran.append(command.id))
    ctrl, shift = pygame.KMOD_CTRL, pygame.KMOD_SHIFT
    post(app, [key(pygame.K_z), key(pygame.K_y), key(pygame.K_n), key(pygame.K_r),
               key(pygame.K_z, shift), key(pygame.K_SLASH), key(pygame.K_LEFT, ctrl)])
    assert ran == []
    post(app, [key(pygame.K_d), key(pygame.K_h, ctrl), key(pygame.K_y, ctrl | shift)])
    assert ran == ["deal", "hint", "redo"]


def test_d_in_a_game_without_a_stock_does_nothing(app, monkeypatch):
    table = open_table(app, "maze", 4)
    ran = []
    monkeypatch.setattr(table.play, "command", lambda command: ran.append(command.id))
    post(app, [key(pygame.K_d)])
    assert ran == []


def test_one_table_gives_the_buttons_their_tooltips_and_the_keys_page_its_rows(app):
    table = open_table(app, "whitehead", 4)
    labelled = [c for c in commands.COMMANDS if c.label]
    assert [b.action for b in table.toolbar.buttons] == [c.id for c in labelled]
    assert table.toolbar.button("redo").tooltip == "Redo (Ctrl+Shift+Z, Ctrl+Y)"
    assert table.toolbar.button("clickmode").tooltip == "Click-to-move on/off"
    rows = commands.keys_rows(table)
    for command in commands.COMMANDS:
        if command.keys:
            assert ("key", command.keys_text(), command.keys_what or command.what) in rows
    heads = [index for index, row in enumerate(rows) if row[0] == "head"]
    assert len(heads) == 4 and heads[0] == 0    # the mouse, touch, the keyboard, a pad
    assert all(rows[index - 1] == ("gap",) for index in heads[1:])     # set apart
    wall_table = open_table(app, "wall", 4)     # and a game's own keys, before the pad's
    wall = commands.keys_rows(wall_table)[:-len(pad_rows(wall_table))]
    assert wall[-len(wall_scene.help_rows) - 2:-len(wall_scene.help_rows)] == [
        ("gap",), ("head", "WALL")]


def test_commands_are_named_objects_and_an_unknown_id_is_an_error():
    assert commands.by_id("undo") is commands.UNDO and commands.UNDO in commands.COMMANDS
    assert len({command.id for command in commands.COMMANDS}) == len(commands.COMMANDS)
    with pytest.raises(KeyError):
        commands.by_id("nosuch")
