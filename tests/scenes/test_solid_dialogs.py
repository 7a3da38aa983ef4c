"""Nothing of the table reads through a dialog, a page or a tooltip: their panels are
opaque, so what lies under them (a white card, a red one, the black of a card's pips)
changes no pixel inside them."""

import pygame
import pytest

from game.scenes.common.commands import keys_rows
from game.scenes.confirm import abandon_game, quit_game
from game.scenes.notice import NoticeDialog
from game.scenes.overlays import Dialog, GameNumberOverlay, StuckOverlay, WinOverlay
from game.scenes.pages import HelpOverlay, KeysOverlay
from game.scenes.records import GamesMenu, RecordsScene, save_dialog
from sprites.palette import PANEL_COLOR
from sprites.toolbar import draw_tooltip
from tests.scenes.table_helpers import open_table

UNDER = [(253, 253, 250), (200, 16, 46), (0, 0, 0)]       # a card, its red, its black

OVERLAYS = {          # each opens its overlay over the table and returns it
    "win": lambda app, table: WinOverlay(app.services, table),
    "stuck": lambda app, table: StuckOverlay(app.services, table),
    "number": lambda app, table: GameNumberOverlay(app.services, table),
    "abandon": lambda app, table: abandon_game(app.services, "new", lambda: None),
    "quit": lambda app, table: quit_game(app.services),
    "notice": lambda app, table: NoticeDialog(app.services, ["Your saved Wall game could not be "
                                                    "resumed; it was set aside."]),
    "message": lambda app, table: Dialog(app.services, "This record does not read", ["Bad."],
                                         [("OK", "close")]),
    "games": lambda app, table: GamesMenu(app.services, table),
    "records": lambda app, table: RecordsScene(app.services, table),
    "rules": lambda app, table: HelpOverlay(app.services, "wall"),
    "keys": lambda app, table: KeysOverlay(app.services, keys_rows(table)),
}


def inside(panel, surface):
    """The panel's pixels, its rounded corners left out."""
    radius = max(4, min(panel.w, panel.h) // 14) + 1
    return [pygame.image.tobytes(surface.subsurface(rect), "RGB")
            for rect in (panel.inflate(-2 * radius, -2), panel.inflate(-2, -2 * radius))]


@pytest.mark.parametrize("size", [(640, 480), (1280, 720)])
@pytest.mark.parametrize("name", sorted(OVERLAYS) + ["save"])
def test_what_lies_under_a_panel_changes_none_of_its_pixels(make_app, size, name):
    app = make_app(size=size)
    table = open_table(app, "wall", 2)
    if name == "save":
        overlay = save_dialog(table)        # it opens itself
    else:
        overlay = app.manager.push(OVERLAYS[name](app, table))
    drawn = []
    for colour in UNDER:
        surface = pygame.Surface(app.size)
        surface.fill(colour)
        overlay.draw(surface)
        drawn.append(inside(overlay.panel, surface))
    assert overlay.panel.w > 100 and overlay.panel.h > 60
    assert drawn[0] == drawn[1] == drawn[2]


def test_over_the_cards_of_the_table_a_dialog_shows_its_own_colour(make_app):
    """Where the win dialog lies over cards, its margin is the panel's colour exactly."""
    app = make_app(size=(1280, 720))
    table = open_table(app, "forty-thieves", 71)
    dialog = app.manager.push(WinOverlay(app.services, table))
    app.draw()
    margin_x = dialog.panel.x + dialog.unit(app.screen) // 2
    geometry = table.board.geometry
    covered = [y for y in range(dialog.panel.y + 20, dialog.panel.bottom - 20)
               if any(pygame.Rect(s.x, s.y, geometry.card_w, geometry.card_h)
                      .collidepoint(margin_x, y) for s in table.board.cards.sprites)]
    assert len(covered) > 40                        # the first column's cards lie there
    assert {tuple(app.screen.get_at((margin_x, y))) for y in covered} == {PANEL_COLOR}


def test_a_tooltip_hides_what_is_under_it(make_app):
    app = make_app(size=(1280, 720))
    table = open_table(app, "wall", 2)
    button = table.toolbar.button("new")
    drawn = []
    for colour in UNDER:
        surface = pygame.Surface(app.size)
        surface.fill(colour)
        draw_tooltip(surface, button)
        if not drawn:                       # the tooltip: where the panel's colour is
            mask = pygame.mask.from_threshold(surface, PANEL_COLOR, (1, 1, 1, 255))
            box = mask.get_bounding_rects()[0]
        drawn.append(inside(box, surface))
    assert box.w > 50 and drawn[0] == drawn[1] == drawn[2]
