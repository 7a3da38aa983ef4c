"""Every screen's own buttons answer the mouse as the table's toolbar does: lit while the
pointer is over them, with their tooltip (if they have one) shown under them; both go
when the pointer leaves. Checked on the screen as drawn, not on flags alone."""

import pygame
import pytest

from game.scenes.chooser import ChooserScene
from game.scenes.settings import open_settings
from tests.scenes.table_helpers import key, open_table, post


def hover(app, pos):
    post(app, [(pygame.MOUSEMOTION, {"pos": pos, "rel": (1, 1), "buttons": (0, 0, 0)})])
    app.manager.draw(app.screen)


def pixels(app, rect):
    return pygame.image.tobytes(app.screen.subsurface(rect.clip(app.screen.get_rect())),
                                "RGB")


def rules_page(app):
    open_table(app, "maze", 5)
    post(app, [key(pygame.K_F1)])
    page = app.manager.top
    return page, page.close_button


def abandon_dialog(app):
    table = open_table(app, "doublets", 5)
    legal = table.board.rules.legal_moves(table.board.state)
    table.play.act(["stock>waste"] if "stock>waste" in legal else [sorted(legal)[0]])
    table.motion.finish()
    post(app, [key(pygame.K_n, pygame.KMOD_CTRL)])
    dialog = app.manager.top
    app.manager.draw(app.screen)
    return dialog, dialog.buttons[0]


def settings_back(app):
    app.manager.replace_all(ChooserScene(app.services))
    screen = open_settings(app.services)
    return screen, screen.back


def chooser_statistics(app):
    chooser = ChooserScene(app.services)
    app.manager.replace_all(chooser)
    app.manager.draw(app.screen)
    return chooser, chooser.settings_bar.button("statistics")


def beside(button):
    """The bands above and below a button, where its tooltip shows (clear of a focus
    ring round the button)."""
    rect, clear = button.rect, button.rect.h // 4
    return [pygame.Rect(rect.x - 300, rect.y - 2 * rect.h, rect.w + 600, 2 * rect.h - clear),
            pygame.Rect(rect.x - 300, rect.bottom + clear, rect.w + 600, 2 * rect.h)]


@pytest.mark.parametrize("opening, tooltip", [
    (rules_page, "Esc"), (abandon_dialog, None), (settings_back, "Esc"),
    (chooser_statistics, "(T)")])
def test_a_hovered_button_lights_and_shows_its_tooltip(make_app, opening, tooltip):
    app = make_app(size=(1280, 720))
    scene, button = opening(app)
    away = (button.rect.x - 150, button.rect.y - 150)
    hover(app, button.rect.center)      # a dialog's focus follows the mouse: it stays
    hover(app, away)                    # on the button after it left, as it is below
    assert app.manager.top is scene
    bare = [pixels(app, rect) for rect in [button.rect] + beside(button)]
    hover(app, button.rect.center)
    shown = [pixels(app, rect) for rect in [button.rect] + beside(button)]
    assert button.hovered and shown[0] != bare[0]                           # lit
    if tooltip is None:
        assert shown[1:] == bare[1:]
    else:
        assert tooltip in button.tooltip and shown[1:] != bare[1:]          # its tooltip
    hover(app, away)
    assert not button.hovered
    assert [pixels(app, rect) for rect in [button.rect] + beside(button)] == bare



def test_no_chooser_tooltip_stays_under_the_quit_dialog(make_app):
    app = make_app(size=(1280, 720))
    chooser, button = chooser_statistics(app)
    hover(app, button.rect.center)
    assert button.hovered
    post(app, [key(pygame.K_ESCAPE)])
    assert app.manager.top is not chooser and not button.hovered


def test_no_toolbar_tooltip_stays_under_a_dialog_opened_by_key(make_app):
    """(G pressed with the mouse on Game #: its tooltip showed, dimmed, under the game
    number dialog.)"""
    app = make_app(size=(1280, 720))
    table = open_table(app, "wall", 2)
    button = table.toolbar.button("number")
    hover(app, button.rect.center)
    assert button.hovered
    post(app, [key(pygame.K_g)])
    dialog = app.manager.top
    assert dialog is not table
    app.manager.draw(app.screen)
    assert not button.hovered
    under = beside(button)[1]
    shown = pixels(app, under)
    dialog.close()
    app.manager.draw(app.screen)
    hover(app, (button.rect.x, button.rect.bottom + 300))       # nothing hovered
    dialog = app.manager.push(type(dialog)(app.services, table)) or app.manager.top
    app.manager.draw(app.screen)
    assert pixels(app, under) == shown
