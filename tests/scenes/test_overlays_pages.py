"""The Rules and Keys pages (issue 11, item 12): they fit between the toolbar and the
status bar (both stay in view), keep their size while they scroll, scroll to the last
line with the wheel, arrows, PgUp/PgDn and Home/End, survive tiny windows, and the Keys
page names every key the table handles.
"""

import re
from pathlib import Path

import pygame
import pytest

from game.scenes.common import commands
from game.scenes.games import scene_class, wall
from game.scenes.pages import HelpOverlay, KeysOverlay
from game.scenes.table import input as table_input
from game.scenes.table import keys as table_keys
from tests.scenes.table_helpers import key, open_table, post, press, release

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


def bands(app, table):
    """The toolbar and status bar as drawn on screen."""
    width, height = app.screen.get_size()
    top = pygame.Rect(0, 0, width, table.bars.bar_h)
    bottom = pygame.Rect(0, height - table.bars.status_h, width, table.bars.status_h)
    return [pygame.image.tobytes(app.screen.subsurface(r), "RGB") for r in (top, bottom)]


def open_page(app, table, which):
    post(app, [key(pygame.K_F1 if which == "rules" else pygame.K_k)])
    page = app.manager.top
    assert isinstance(page, HelpOverlay if which == "rules" else KeysOverlay)
    app.manager.draw(app.screen)
    return page


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("which", ["rules", "keys"])
def test_pages_fit_between_toolbar_and_status_bar_and_leave_both_in_view(
        make_app, size, which):
    app = make_app(size)
    table = open_table(app, "forty-thieves", 4)
    app.manager.draw(app.screen)
    before = bands(app, table)
    page = open_page(app, table, which)
    assert page.panel.top >= table.bars.bar_h
    assert page.panel.bottom <= size[1] - table.bars.status_h
    assert 0 <= page.panel.left and page.panel.right <= size[0]
    assert bands(app, table) == before, "the page covers the toolbar or the status bar"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_rules_scroll_to_the_end_with_a_steady_panel(make_app, size):
    app = make_app(size)
    table = open_table(app, "forty-thieves", 4)
    page = open_page(app, table, "rules")
    panel = page.panel.copy()
    assert len(page.lines) > page.page, "the Forty Thieves rules need scrolling here"
    steps = [(key(pygame.K_DOWN), 3), ((pygame.MOUSEWHEEL, {"x": 0, "y": -1}), 3),
             (key(pygame.K_PAGEDOWN), page.page - 1), (key(pygame.K_SPACE), page.page - 1)]
    for event, lines in steps:
        expected = min(page.last_offset(), page.offset + lines)
        post(app, [event])
        app.manager.draw(app.screen)
        assert page.panel == panel, "the panel changed size while scrolling"
        assert page.offset == expected
    for _ in range(200):
        post(app, [key(pygame.K_PAGEDOWN)])
    app.manager.draw(app.screen)
    assert page.panel == panel
    assert page.shown()[-1] == page.lines[-1], "the last line cannot be reached"
    post(app, [key(pygame.K_PAGEUP)])
    assert page.offset == max(0, page.last_offset() - (page.page - 1))
    post(app, [key(pygame.K_HOME)])
    assert page.offset == 0
    post(app, [key(pygame.K_END)])
    assert page.offset == page.last_offset()
    post(app, [(pygame.MOUSEWHEEL, {"x": 0, "y": 1})])
    assert page.offset == page.last_offset() - 3


@pytest.mark.parametrize("which", ["rules", "keys"])
def test_every_line_can_be_seen_at_the_smallest_supported_size(make_app, which):
    app = make_app((1024, 600))
    table = open_table(app, "wall", 4)
    page = open_page(app, table, which)
    seen = set()
    while True:
        seen.update(range(page.offset, page.offset + len(page.shown())))
        if page.offset == page.last_offset():
            break
        post(app, [key(pygame.K_DOWN)])
    assert seen == set(range(len(page.lines)))
    font_h = page.line_h
    assert page.text_rect.h >= page.page * font_h >= 5 * font_h


@pytest.mark.parametrize("size", [(320, 240), (200, 150), (100, 80), (21, 200), (1, 1)])
def test_pages_survive_small_windows(make_app, size):
    app = make_app((1024, 600))
    table = open_table(app, "doublets", 4)
    for which in ("rules", "keys"):
        page = open_page(app, table, which)
        surface = pygame.Surface(size)
        page.resize(size)
        page.draw(surface)
        post(app, [key(pygame.K_END), key(pygame.K_PAGEUP)])
        page.draw(surface)
        page.close()


def test_esc_enter_own_key_and_close_button_close_the_page(app):
    table = open_table(app, "maze", 4)
    for which, own in (("rules", pygame.K_F1), ("keys", pygame.K_k)):
        for closing in ([key(pygame.K_ESCAPE)], [key(own)], [key(pygame.K_RETURN)]):
            open_page(app, table, which)
            post(app, closing)
            assert app.manager.top is table
        page = open_page(app, table, which)
        centre = page.close_button.rect.center
        post(app, [press(centre), release(centre)])
        assert app.manager.top is table


def test_a_click_on_the_toolbar_closes_the_page_and_works(app):
    table = open_table(app, "whitehead", 4)
    open_page(app, table, "keys")
    rules = table.toolbar.button("help").rect.center
    post(app, [press(rules), release(rules)])
    assert isinstance(app.manager.top, HelpOverlay), "Rules did not open over Keys' place"
    own = table.toolbar.button("help").rect.center
    post(app, [press(own), release(own)])
    assert app.manager.top is table, "the page's own button should close it"


def handled_keys():
    """Every pygame key constant the table's input code names."""
    names = set()
    for module in (table_input, table_keys, commands, wall):
        names |= set(re.findall(r"pygame\.(K_\w+)", Path(module.__file__).read_text()))
    return names


# How the Keys page writes each key the table handles.
LABELS = {"K_LEFT": "Arrows", "K_RIGHT": "Arrows", "K_UP": "Arrows", "K_DOWN": "Arrows",
          "K_SPACE": "Space", "K_RETURN": "Enter", "K_KP_ENTER": "Enter",
          "K_ESCAPE": "Esc", "K_z": "Ctrl+Z", "K_y": "Ctrl+Y", "K_n": "Ctrl+N",
          "K_r": "Ctrl+R", "K_h": "H", "K_g": "G", "K_F1": "F1", "K_k": "K",
          "K_QUESTION": "?", "K_SLASH": "?", "K_w": "W", "K_m": "M", "K_a": "A",
          "K_d": "D", "K_F10": "F10", "K_F11": "F11", "K_o": "O", "K_t": "T", "K_l": "Ctrl+L",
          "K_s": "Ctrl+S", "K_p": "P", "K_e": "Ctrl+E", "K_TAB": "Tab", "K_f": "F",
          "K_u": "U", "K_i": "I"}


@pytest.mark.parametrize("game", ["forty-thieves", "wall"])
def test_the_keys_page_names_every_key_the_table_handles(app, game):
    table = open_table(app, game, 4)
    assert isinstance(table, scene_class(game))
    post(app, [key(pygame.K_k)])
    page = app.manager.top
    assert isinstance(page, KeysOverlay)
    written = {part.strip() for row in page.rows if row[0] == "key"
               for part in row[1].split(",")}

    def mentioned(label):
        return any(part == label or part.startswith(label + " ") for part in written)

    missing = sorted({LABELS.get(name, name) for name in handled_keys()
                      if not mentioned(LABELS.get(name, name))})
    assert not missing, f"the Keys page does not mention {missing}"
    assert mentioned("Ctrl+Shift+Z") and mentioned("F11")   # redo's other key; the app's F11


@pytest.mark.parametrize("which", ["rules", "keys"])
def test_the_game_clock_stands_still_while_a_page_covers_the_table(make_app, which):
    app = make_app(size=(1280, 720))
    table = open_table(app, "whitehead", 9)
    table.session.act(["deal"], now=app.clock.now)
    app.update(5.0)
    page = open_page(app, table, which)
    app.update(60.0)
    assert table.session.elapsed(app.clock.now) == pytest.approx(5.0)
    assert table.wake_in() is None or table.wake_in() > 1.0, "no tick while paused"
    app.manager.pop()
    assert app.manager.top is table and page is not table
    app.update(2.0)
    assert table.session.elapsed(app.clock.now) == pytest.approx(7.0)
