"""The toolbar keeps its text as large as the status bar's (issue 20, §2): on a narrow
window its toggles fold into an Options button whose list shows and switches them (mouse
and keys), in portrait it takes two rows, and the table leaves room for it."""

import itertools

import pygame
import pytest

from game.scenes.common.bars import table_bands
from sprites.fonts import font
from sprites.status_bar import StatusBar
from tests.scenes.table_helpers import centre, key, open_table, post, press, release

SIZES = [(640, 480), (800, 600), (1024, 600), (1280, 720), (1366, 768), (1440, 900),
         (1600, 900), (1920, 1080), (1920, 1200), (2560, 1440), (3840, 2160),
         (720, 1280), (1080, 1920), (600, 1024), (2160, 3840)]
TOGGLES = ("clickmode", "winnable", "speed", "mute")


def click(app, pos):
    post(app, [press(pos), release(pos)])


def assert_apart_and_inside(buttons, size):
    window = pygame.Rect(0, 0, *size)
    for button in buttons:
        assert window.contains(button.rect), (size, button.label, button.rect)
        assert font(button.font_size).size(button.text())[0] <= button.rect.w, \
            (size, button.text(), "is cut")
    for a, b in itertools.combinations(buttons, 2):
        assert not a.rect.colliderect(b.rect), (size, a.label, b.label)


@pytest.mark.parametrize("size", SIZES)
def test_the_toolbar_text_is_never_smaller_than_the_status_bars(make_app, size):
    app = make_app(size)
    table = open_table(app, "maze", 3)
    app.draw()
    bar = table.toolbar
    status_size = StatusBar.text_size(table.bars.status_h)
    assert all(button.font_size >= status_size for button in bar.shown), size
    assert_apart_and_inside(bar.shown, size)
    lowest = max(button.rect.bottom for button in bar.shown)
    assert table.bars.bar_h >= lowest and table.board.geometry.area.y >= lowest, \
        "the table lies under the toolbar's last row"
    assert (table.bars.bar_h, table.bars.status_h) == table_bands(size)
    if bar.folded:
        assert [b.action for b in bar.fold.items] == list(TOGGLES)
        bar.open_list()
        assert bar.list_open
        assert_apart_and_inside(bar.shown + bar.fold.items, size)
    else:
        assert all(bar.button(action) in bar.shown for action in TOGGLES)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1440), (3840, 2160)])
def test_wide_windows_keep_one_row_with_every_toggle(make_app, size):
    app = make_app(size)
    table = open_table(app, "whitehead", 3)
    bar = table.toolbar
    assert not bar.folded and len({b.rect.y for b in bar.shown}) == 1
    assert bar.shown == bar.buttons


def test_a_portrait_window_takes_two_rows_with_every_toggle(make_app):
    app = make_app((720, 1280))
    table = open_table(app, "forty-thieves", 3)
    bar = table.toolbar
    assert len({b.rect.y for b in bar.shown}) == 2 and not bar.folded
    one_row, _ = table_bands((1280, 720))
    assert table.bars.bar_h > one_row


def test_the_options_list_shows_and_switches_the_toggles_with_the_mouse(make_app):
    app = make_app((640, 480))
    table = open_table(app, "doublets", 3)
    bar = table.toolbar
    assert bar.folded and bar.button("winnable") not in bar.shown
    options = bar.fold.button
    click(app, options.rect.center)
    assert bar.list_open and options.text().endswith("▴")
    winnable = bar.button("winnable")
    before = app.settings.winnable_only
    app.draw()
    shown = pygame.image.tobytes(app.screen.subsurface(winnable.rect), "RGB")
    click(app, winnable.rect.center)
    assert app.settings.winnable_only is not before
    assert bar.list_open, "the list stays open, showing the new state"
    app.draw()
    assert winnable.checked is app.settings.winnable_only
    assert pygame.image.tobytes(app.screen.subsurface(winnable.rect), "RGB") != shown
    click(app, options.rect.center)
    assert not bar.list_open


def test_a_press_beside_the_list_closes_it_and_does_nothing_else(make_app):
    app = make_app((640, 480))
    table = open_table(app, "doublets", 3)
    table.toolbar.open_list()
    stock = len(table.board.state.piles[table.board.rules.index["stock"]])
    click(app, centre(table, "stock"))
    assert not table.toolbar.list_open
    assert len(table.board.state.piles[table.board.rules.index["stock"]]) == stock, "it dealt"
    click(app, centre(table, "stock"))
    assert len(table.board.state.piles[table.board.rules.index["stock"]]) == stock - 1
    table.toolbar.open_list()
    spot = centre(table, "stock")
    post(app, [(pygame.MOUSEBUTTONDOWN, {"pos": spot, "button": 3}),
               (pygame.MOUSEBUTTONUP, {"pos": spot, "button": 3})])
    assert not table.toolbar.list_open, "a right-click beside it closes it too"


def test_the_options_list_works_from_the_keyboard(make_app):
    app = make_app((800, 600))
    table = open_table(app, "wall", 3)
    bar = table.toolbar
    muted = app.settings.muted
    post(app, [key(pygame.K_F10)])
    assert bar.list_open and bar.fold.cursor == 0
    post(app, [key(pygame.K_UP), key(pygame.K_RETURN)])     # round to the last: Sound
    assert app.settings.muted is not muted and bar.list_open
    post(app, [key(pygame.K_DOWN), key(pygame.K_SPACE)])    # round to the first: Click
    assert app.settings.click_to_move and bar.list_open
    assert not table.ui.focus.visible, "the arrows moved the list, not the table's focus"
    post(app, [key(pygame.K_ESCAPE)])
    assert not bar.list_open and app.manager.top is table, "Esc closed only the list"


def test_f10_opens_no_list_on_a_bar_that_shows_its_toggles(app):
    table = open_table(app, "maze", 3)
    post(app, [key(pygame.K_F10)])
    assert not table.toolbar.list_open and not table.toolbar.folded
