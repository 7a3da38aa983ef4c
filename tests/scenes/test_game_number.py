"""The game-number dialog (G): digits only, from 0 to 2^32 - 1; Enter deals that game."""

import pygame
import pytest

from game.scenes.overlays import GameNumberOverlay
from sprites.fonts import font
from tests.scenes.table_helpers import open_table


def type_text(dialog, text):
    for ch in text:
        dialog.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    dialog.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                           unicode="\r"))


def press(dialog, ch):
    """A key typed as a keyboard types it: its key press, then its text."""
    dialog.handle_event(pygame.event.Event(pygame.KEYDOWN, key=ord(ch), mod=0, unicode=ch))
    dialog.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=ch))


def test_a_number_deals_that_game_and_closes(app):
    table = open_table(app, "whitehead", 1)
    dialog = app.manager.push(GameNumberOverlay(app.services, table))
    type_text(dialog, "77")
    assert app.manager.top is not dialog
    assert app.manager.top.session.seed == 77
    dialog = app.manager.push(GameNumberOverlay(app.services, app.manager.top))
    type_text(dialog, "0")
    assert app.manager.top.session.seed == 0, "game number 0 is a game too"


def test_anything_but_digits_in_range_is_refused_with_a_reason(app):
    table = open_table(app, "whitehead", 1)
    dialog = app.manager.push(GameNumberOverlay(app.services, table))
    for bad in ("4294967296", "99999999999"):
        dialog.field.text = ""
        type_text(dialog, bad)
        assert app.manager.top is dialog
        assert "digits only" in dialog.error
    assert dialog.deal("1_000") and dialog.deal("١٢") and dialog.deal("")
    assert table.session.seed == 1
    dialog.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert app.manager.top is not dialog


def test_the_reason_stands_out_in_the_error_ink(app):
    """(The refusal was drawn in the instructions' white, like one more instruction.)"""
    from sprites.palette import ERROR_INK
    table = open_table(app, "whitehead", 1)
    dialog = app.manager.push(GameNumberOverlay(app.services, table))
    app.manager.draw(app.screen)

    def inked():
        panel = app.screen.subsurface(dialog.panel)
        return sum(1 for x in range(panel.get_width()) for y in range(panel.get_height())
                   if panel.get_at((x, y))[:3] == ERROR_INK)

    assert inked() == 0
    type_text(dialog, "")                       # Enter on nothing: refused
    app.manager.draw(app.screen)
    assert dialog.error and inked() > 20


@pytest.mark.parametrize("keys, kept, reason", [
    ("12x", "12", "digits only"),
    ("12345678901", "1234567890", "at most 10 digits")])     # (was 'digits only' too)
def test_a_character_refused_says_why_at_once(app, keys, kept, reason):
    """(Typing a letter gave no sign that it was refused until Enter.)"""
    table = open_table(app, "whitehead", 1)
    dialog = app.manager.push(GameNumberOverlay(app.services, table))
    for ch in keys:
        press(dialog, ch)
    assert dialog.field.text == kept and reason in dialog.error
    dialog.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0,
                                           unicode=""))
    press(dialog, "3")
    assert dialog.field.text == kept[:-1] + "3" and not dialog.error   # an edit: it goes
    assert app.manager.top is dialog and table.session.seed == 1


def test_the_g_that_opened_it_is_no_refused_letter(app):
    """The G key's own text arrives after the dialog opened: no reason shows for it."""
    open_table(app, "whitehead", 1)
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_g, mod=0,
                                        unicode="g"))
    dialog = app.manager.top
    app.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="g"))
    assert isinstance(dialog, GameNumberOverlay) and not dialog.error
    assert dialog.field.text == ""


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_reason_takes_room_under_the_field_only_while_it_shows(make_app, size):
    """(A tall empty band waited between the field and the buttons for a reason; before
    that, the panel grew and shifted when its reason appeared.) Without a reason the
    buttons sit a little under the field; with one the panel grows downwards by its
    lines, the title and the field staying put; an edit that takes the reason away
    puts everything back."""
    app = make_app(size=size)
    table = open_table(app, "whitehead", 1)
    dialog = app.manager.push(GameNumberOverlay(app.services, table))
    unit = dialog.unit(app.screen)

    def places():
        app.manager.draw(app.screen)
        return dialog.panel.top, tuple(dialog.field.rect), min(b.rect.top for b in
                                                               dialog.buttons)

    top, field, buttons = places()
    assert unit // 2 <= buttons - dialog.field.rect.bottom <= 1.5 * unit     # no band
    press(dialog, "a")
    assert dialog.error
    shown = dialog.error_lines(dialog.error, app.screen, dialog.ERROR_LINES)
    grown = len(shown) * font(unit).get_linesize()
    assert places() == (top, field, buttons + grown)
    assert min(b.rect.top for b in dialog.buttons) - dialog.error_bottom >= unit // 2
    press(dialog, "1")                                  # an edit: the reason goes
    assert not dialog.error and places() == (top, field, buttons)


def number_typed(app, text):
    """G at the table, `text` typed, Enter: as a player does it."""
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_g, mod=0, unicode="g"))
    type_text(app.manager.top, text)


def test_over_a_game_in_progress_the_number_is_dealt_only_once_the_player_says_so(app):
    """(G dealt at once, and the game in progress counted as abandoned.) The number is
    typed first, then the question New and Menu ask."""
    from game.scenes.confirm import ConfirmDialog
    table = app.start_game("whitehead", 1)
    table.motion.finish()
    table.play.act([table.board.rules.legal_moves(table.board.state)[0]])
    played, stats = table.board.state, app.keeping.statistics
    number_typed(app, "77")
    question = app.manager.top
    assert isinstance(question, ConfirmDialog) and question.title == "Abandon this game?"
    assert [b.label for b in question.buttons] == ["New game", "Keep playing"]
    question.choose("close")                                    # Keep playing
    assert app.manager.top is table and table.session.seed == 1 and table.board.state == played
    assert stats.figures("whitehead").played == 0               # nothing counted
    assert [row.seed for row in stats.unfinished("whitehead")] == [1]
    number_typed(app, "77")
    app.manager.top.choose("go")
    assert app.manager.top is table and table.session.seed == 77
    assert not table.session.in_progress
    figures = stats.figures("whitehead")
    assert (figures.played, figures.won, figures.abandoned) == (1, 0, 1)
    assert [row.seed for row in stats.recent("whitehead", 5)] == [1]
    number_typed(app, "78")                 # no move made in game 77: dealt at once
    assert app.manager.top is table and table.session.seed == 78
