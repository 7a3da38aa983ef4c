"""A finger's targets are 9 mm at least (issue 31): on every screen, while touch is in
use, every button, toolbar entry, settings row, dialog button and list row is that wide
and high on the physical screen, lies inside the window and overlaps no other, at
1280x800 on a 7-inch screen and at 3840x2160 on a 15-inch one (their DPI given to the
App as SDL would report it); and every button a screen draws is one of its targets."""

import math
from itertools import combinations

import pygame
import pytest

from game.engine.touch import TARGET_MM
from game.scenes.chooser import ChooserScene
from game.scenes.common import commands
from game.scenes.confirm import abandon_game, quit_game
from game.scenes.language_list import LanguageList
from game.scenes.notice import NoticeDialog
from game.scenes.overlays import GameNumberOverlay, StuckOverlay, WinOverlay
from game.scenes.pad_menu import PadMenu
from game.scenes.pages import TextPage
from game.scenes.records import (
    GamesMenu,
    RecordsScene,
    delete_question,
    rename_dialog,
    save_dialog,
)
from game.scenes.replay import open_replay
from game.scenes.settings import open_settings
from game.scenes.statistics import StatisticsScene
from game.store.records import record_of

SCREENS = {"7-inch 1280x800": ((1280, 800), 7.0), "15-inch 4K": ((3840, 2160), 15.0)}


@pytest.fixture(params=list(SCREENS))
def screen(request, make_app):
    size, inches = SCREENS[request.param]
    return finger_sized(make_app(size), inches)


def finger_sized(app, inches):
    """`app` on a screen of `inches` diagonal, laid out for fingers."""
    app.draw()              # the first frame: the App asks SDL (the dummy driver: unknown)
    app.touch.set_dpi(math.hypot(*app.size) / inches)
    app.touch.use(True)
    assert app.touch.target() == math.ceil(TARGET_MM * math.hypot(*app.size) / inches / 25.4)
    return app


def table(app, moves=1):
    scene = app.start_game("forty-thieves", 1)
    scene.motion.finish()
    for _ in range(moves):
        scene.play.act(["deal"])
    scene.motion.finish()
    return scene


def saved_games(app, count=3):
    scene = table(app)
    for n in range(count):
        save_dialog(scene).go(f"game {n}")
    return scene


def open_list(app):
    scene = saved_games(app)
    return app.manager.push(RecordsScene(app.services, scene))


OPEN = {
    "chooser": lambda app: app.show_chooser(),
    "table": table,
    "settings": lambda app: open_settings(app.services),
    "languages": lambda app: app.manager.push(LanguageList(app.services)),
    "statistics, empty": lambda app: app.manager.push(
        StatisticsScene(app.services, "wall", can_play=True)),
    "statistics": lambda app: (table(app).play.command(commands.by_id("stats"))
                               or app.manager.top),
    "statistics, daily": lambda app: (table(app).play.command(commands.by_id("stats"))
                                      or app.manager.top.toggle_view() or app.manager.top),
    "rules": lambda app: table(app).screens.show_help() or app.manager.top,
    "keys": lambda app: table(app).screens.show_keys() or app.manager.top,
    "games menu": lambda app: app.manager.push(GamesMenu(app.services, table(app))),
    "pad menu": lambda app: app.manager.push(PadMenu(app.services, table(app))),
    "save": lambda app: save_dialog(table(app)),
    "saved games": open_list,
    "rename": lambda app: app.manager.push(rename_dialog(open_list(app),
                                                         open_list(app).saved[0])),
    "delete": lambda app: app.manager.push(delete_question(open_list(app),
                                                           open_list(app).saved[0])),
    "game number": lambda app: app.manager.push(GameNumberOverlay(app.services,
                                                                  table(app))),
    "won": lambda app: app.manager.push(WinOverlay(app.services, table(app))),
    "stuck": lambda app: app.manager.push(StuckOverlay(app.services, table(app))),
    "abandon": lambda app: app.manager.push(abandon_game(app.services, "new", print)),
    "quit": lambda app: app.manager.push(quit_game(app.services)),
    "notice": lambda app: app.manager.push(NoticeDialog(app.services, ["A notice."])),
    "replay": lambda app: open_replay(app.services, record_of(table(app, 3).session, 9.0)),
}


def check_targets(app, scene):
    """Every target of `scene` as drawn now: a finger's size, in the window, apart."""
    app.draw()
    least = app.touch.target()
    window = pygame.Rect((0, 0), app.size)
    rects = [pygame.Rect(r) for r in scene.touch_targets()]
    assert rects
    for rect in rects:
        assert rect.w >= least and rect.h >= least, (rect, least)
        assert window.contains(rect), rect
    for a, b in combinations(rects, 2):
        assert not a.colliderect(b), (a, b)
    return rects


@pytest.mark.parametrize("name", list(OPEN))
def test_every_target_of_every_screen_is_nine_millimetres(screen, name):
    app = screen
    scene = OPEN[name](app)
    assert app.manager.top is scene
    rects = check_targets(app, scene)
    buttons = [b for b in [*scene_buttons(scene)] if b.rect.w]
    for button in buttons:                  # every button the screen draws is a target
        assert any(rect.contains(button.rect) for rect in rects), button.label


def scene_buttons(scene):
    """The buttons a screen draws, wherever it keeps them."""
    if scene.toolbar is not None:
        return scene.toolbar.shown
    if isinstance(scene, LanguageList):
        return [*scene.buttons, scene.back]
    if isinstance(scene, ChooserScene):
        return scene.settings_bar.buttons
    if isinstance(scene, TextPage):
        return [scene.close_button]
    return scene.buttons


def test_the_toolbars_folded_list_holds_finger_sized_items(make_app):
    app = finger_sized(make_app((1024, 600)), 7.0)  # a narrow screen: the toggles fold
    scene = table(app)
    assert scene.toolbar.folded
    scene.toolbar.open_list()
    check_targets(app, scene)
    assert len(scene.touch_targets()) > len(scene.toolbar.shown)


def test_every_settings_row_is_a_finger_high_and_the_rows_scroll_into_view(screen):
    app = screen
    settings = open_settings(app.services)
    seen = set()
    for index in range(len(settings.rows)):
        settings.set_focus(index)           # the keys scroll the row into view
        check_targets(app, settings)
        assert settings.in_view(index)
        assert settings.rows[index].h >= app.touch.target()
        seen.add(index)
    assert seen == set(range(len(settings.rows)))


def test_without_touch_the_screens_keep_their_mouse_sizes(make_app):
    app = make_app((1280, 800))
    app.draw()
    app.touch.set_dpi(math.hypot(1280, 800) / 7.0)
    scene = table(app)
    mouse = scene.bars.bar_h
    assert not app.touch.in_use and all(b.reach is None for b in scene.toolbar.shown)
    app.touch.use(True)
    assert scene.bars.bar_h > mouse
    app.touch.use(False)
    assert scene.bars.bar_h == mouse and all(b.reach is None for b in scene.toolbar.shown)
