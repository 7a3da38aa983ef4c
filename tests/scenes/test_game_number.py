"""The game-number dialog (G): digits only, from 0 to 2^32 - 1; Enter deals that game."""

import pygame

from game.scenes.overlays import GameNumberOverlay
from tests.scenes.table_helpers import open_table


def type_text(dialog, text):
    for ch in text:
        dialog.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    dialog.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                           unicode="\r"))


def test_a_number_deals_that_game_and_closes(app):
    table = open_table(app, "whitehead", 1)
    dialog = app.manager.push(GameNumberOverlay(app, table))
    type_text(dialog, "77")
    assert app.manager.top is not dialog
    assert app.manager.top.session.seed == 77
    dialog = app.manager.push(GameNumberOverlay(app, app.manager.top))
    type_text(dialog, "0")
    assert app.manager.top.session.seed == 0, "game number 0 is a game too"


def test_anything_but_digits_in_range_is_refused_with_a_reason(app):
    table = open_table(app, "whitehead", 1)
    dialog = app.manager.push(GameNumberOverlay(app, table))
    for bad in ("4294967296", "99999999999"):
        dialog.field.text = ""
        type_text(dialog, bad)
        assert app.manager.top is dialog
        assert "digits only" in dialog.lines[-1]
    assert dialog.deal("1_000") and dialog.deal("١٢") and dialog.deal("")
    assert table.session.seed == 1
    dialog.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert app.manager.top is not dialog


def test_the_reason_stands_out_in_the_error_ink(app):
    """(The refusal was drawn in the instructions' white, like one more instruction.)"""
    from sprites.palette import ERROR_INK
    table = open_table(app, "whitehead", 1)
    dialog = app.manager.push(GameNumberOverlay(app, table))
    app.manager.draw(app.screen)

    def inked():
        panel = app.screen.subsurface(dialog.panel)
        return sum(1 for x in range(panel.get_width()) for y in range(panel.get_height())
                   if panel.get_at((x, y))[:3] == ERROR_INK)

    assert inked() == 0
    type_text(dialog, "")                       # Enter on nothing: refused
    app.manager.draw(app.screen)
    assert dialog.error and inked() > 20
