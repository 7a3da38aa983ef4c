"""Every screen and dialog answered by fingers (issue 31): the chooser and its deal of the
day, the questions asked first, the table's toolbar, the settings (a switch, a choice, the
volume dragged, the rows scrolled, the language list), the rules page scrolled and closed,
the keys page, the statistics swept to another game, the Games menu and what it opens
(save, the saved games scrolled and chosen, rename, delete, the replay's controls), the
game number, the stuck dialog, a notice and the pad's menu. Only FINGER* events are
posted (tests/scenes/touch_driver.py), but for the digits of a game number, which an
on-screen keyboard types as text."""

import pygame

from game.scenes.chooser import ChooserScene
from game.scenes.confirm import ConfirmDialog
from game.scenes.language_list import LanguageList
from game.scenes.notice import NoticeDialog
from game.scenes.overlays import GameNumberOverlay, StuckOverlay
from game.scenes.pad_menu import PadMenu
from game.scenes.pages import HelpOverlay, KeysOverlay
from game.scenes.records import GamesMenu, NameDialog, RecordsScene, save_dialog
from game.scenes.settings import SettingsScene
from game.scenes.settings_rows import ROWS
from game.scenes.statistics import StatisticsScene
from game.scenes.table.scene import TableScene
from tests.conftest import fake_services
from tests.scenes.touch_driver import Finger

SEED = 3381121285       # a Doublets deal of the winnable catalogue


def by_touch(make_app, size=(1280, 720)):
    app = make_app(size)
    app.touch.use(True)                 # laid out for fingers, as after the first touch
    return app, Finger(app, draw=True)


def table_by_touch(make_app):
    app, finger = by_touch(make_app)
    table = app.start_game("doublets", SEED)
    table.motion.finish()
    finger.run()
    return app, table, finger


def tap(finger, target) -> None:
    """A tap on a button (or a rect): its middle."""
    finger.app.draw()                   # laid out as shown
    rect = target.rect if hasattr(target, "rect") else target
    finger.pause()
    finger.tap(rect.center)


def button(scene, action):
    return next(b for b in scene.buttons if b.action == action)


def toolbar_tap(finger, table, action) -> None:
    tap(finger, table.toolbar.button(action))


def test_the_chooser_by_touch(make_app):
    app, finger = by_touch(make_app)
    chooser = app.show_chooser()
    finger.run()
    tap(finger, chooser.touch_targets()[2])         # the third panel
    assert isinstance(app.manager.top, TableScene)
    assert app.manager.top.game_id == chooser.games[2].id


def test_the_chooser_deal_of_the_day_statistics_and_settings_by_touch(make_app):
    app, finger = by_touch(make_app)
    chooser = app.show_chooser()
    finger.run()
    tap(finger, chooser.daily.rects[3])
    table = app.manager.top
    assert isinstance(table, TableScene) and table.session.daily
    chooser = app.show_chooser()
    finger.run()
    tap(finger, button(chooser.settings_bar, "statistics"))
    assert isinstance(app.manager.top, StatisticsScene)
    tap(finger, button(app.manager.top, "close"))
    tap(finger, button(chooser.settings_bar, "settings"))
    assert isinstance(app.manager.top, SettingsScene)


def test_the_question_before_quitting_answered_by_touch(make_app):
    app, finger = by_touch(make_app)
    quits = []
    fake_services(app, quit=lambda: quits.append(True))
    app.show_chooser()
    escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                scancode=0)
    app.handle_event(escape)
    question = app.manager.top
    assert isinstance(question, ConfirmDialog)
    tap(finger, button(question, "close"))          # Stay
    assert isinstance(app.manager.top, ChooserScene) and not quits
    app.handle_event(escape)
    tap(finger, button(app.manager.top, "go"))
    assert quits == [True]


def test_the_toolbar_and_the_question_before_leaving_by_touch(make_app):
    app, table, finger = table_by_touch(make_app)
    toolbar_tap(finger, table, "hint")
    assert table.ui.hint_text
    stock = table.board.pile_size("stock")
    table.play.act(["deal"])
    toolbar_tap(finger, table, "undo")
    assert table.board.pile_size("stock") == stock
    toolbar_tap(finger, table, "redo")
    assert table.board.pile_size("stock") == stock - 1
    toolbar_tap(finger, table, "menu")
    question = app.manager.top
    assert isinstance(question, ConfirmDialog)
    tap(finger, button(question, "close"))          # Keep playing
    assert app.manager.top is table
    toolbar_tap(finger, table, "menu")
    tap(finger, button(app.manager.top, "go"))
    assert isinstance(app.manager.top, ChooserScene)


def settings_target(settings, name, payload=None):
    index = next(i for i, row in enumerate(ROWS) if row.name == name)
    settings.set_focus(index)                       # scrolled into view
    return next(rect for rect, row, value in settings.targets
                if row == index and (payload is None or value == payload))


def test_the_settings_by_touch(make_app):
    app, table, finger = table_by_touch(make_app)
    toolbar_tap(finger, table, "settings")
    settings = app.manager.top
    assert isinstance(settings, SettingsScene)
    muted = app.settings.muted
    tap(finger, settings_target(settings, "sound"))
    assert app.settings.muted != muted
    tap(finger, settings_target(settings, "animation", "fast"))
    assert app.settings.animation == "fast"
    slider = settings.controls[next(i for i, r in enumerate(ROWS) if r.kind == "slider")]
    settings_target(settings, "volume")
    app.draw()
    finger.pause()
    finger.drag((slider.x + slider.w * 3 // 4, slider.centery),
                (slider.x + slider.w // 4, slider.centery))
    assert abs(app.settings.volume - 0.25) < 0.05
    assert settings.shown < len(ROWS)               # a finger's rows do not all fit
    settings.scroll_to(0)
    app.draw()
    row = settings.rows[settings.shown - 1]
    finger.pause()
    finger.drag((row.x + 20, row.centery), (row.x + 20, row.centery - 3 * row.h))
    assert settings.first == 3                      # dragged up three rows
    tap(finger, settings_target(settings, "language"))
    languages = app.manager.top
    assert isinstance(languages, LanguageList)
    tap(finger, next(b for b in languages.buttons if b.action == "de"))
    assert app.settings.language == "de" and app.manager.top is settings
    tap(finger, settings_target(settings, "language"))
    tap(finger, next(b for b in app.manager.top.buttons if b.action == "en"))
    tap(finger, settings.back)
    assert app.manager.top is table


def test_the_rules_scrolled_and_closed_and_the_keys_page_by_touch(make_app):
    app, table, finger = table_by_touch(make_app)
    toolbar_tap(finger, table, "help")
    page = app.manager.top
    assert isinstance(page, HelpOverlay)
    text = page.text_rect
    finger.pause()
    finger.drag((text.centerx, text.bottom - 5), (text.centerx, text.top + 5))
    assert page.offset >= (text.h - 10) // page.line_h - 1      # the text came along
    finger.pause()
    finger.drag((text.centerx, text.top + 5), (text.centerx, text.bottom - 5))
    assert page.offset == 0
    tap(finger, page.close_button)
    assert app.manager.top is table
    toolbar_tap(finger, table, "keys")
    assert isinstance(app.manager.top, KeysOverlay)
    tap(finger, app.manager.top.close_button)
    assert app.manager.top is table


def test_the_statistics_swept_to_another_game_by_touch(make_app):
    app, table, finger = table_by_touch(make_app)
    table.play.command(table.screens.command_for(pygame.K_t, 0))
    stats = app.manager.top
    assert isinstance(stats, StatisticsScene) and stats.game_id == "doublets"
    width, height = app.size
    finger.pause()
    finger.drag((width * 3 // 4, height // 2), (width // 4, height // 2 + 10))
    following = stats.game_id
    assert following != "doublets"
    finger.pause()
    finger.drag((width // 4, height // 2), (width * 3 // 4, height // 2))
    assert stats.game_id == "doublets"
    finger.pause()
    finger.drag((width // 2, height // 4), (width // 2, height * 3 // 4))   # not sideways
    assert stats.game_id == "doublets"
    tap(finger, button(stats, "close"))
    assert app.manager.top is table


def test_the_games_menu_saved_games_and_replay_by_touch(make_app):
    app, table, finger = table_by_touch(make_app)
    table.play.act(["deal"])
    for n in range(7):
        save_dialog(table).go(f"saved {n}")
    toolbar_tap(finger, table, "games")
    menu = app.manager.top
    assert isinstance(menu, GamesMenu)
    tap(finger, button(menu, "save"))
    dialog = app.manager.top
    assert isinstance(dialog, NameDialog)
    tap(finger, button(dialog, "go"))
    assert app.manager.top is table and table.voice.toast.text.startswith("Saved as")
    toolbar_tap(finger, table, "games")
    tap(finger, button(app.manager.top, "records"))
    listing = app.manager.top
    assert isinstance(listing, RecordsScene) and len(listing.saved) == 8
    app.draw()
    assert listing.rows_shown < len(listing.saved)
    rows = [rect for _index, rect in listing.row_rects]
    finger.pause()
    finger.drag(rows[-1].center, (rows[-1].centerx, rows[-1].centery - 2 * listing.pitch[1]))
    assert listing.top == 2 and listing.top <= listing.chosen
    app.draw()
    tap(finger, listing.row_rects[1][1])
    assert listing.chosen == 3
    tap(finger, button(listing, "rename"))
    assert isinstance(app.manager.top, NameDialog)
    tap(finger, button(app.manager.top, "close"))
    assert app.manager.top is listing
    tap(finger, button(listing, "delete"))
    assert isinstance(app.manager.top, ConfirmDialog)
    tap(finger, button(app.manager.top, "close"))   # Keep
    assert app.manager.top is listing and len(listing.saved) == 8
    tap(finger, button(listing, "replay"))
    replay = app.manager.top
    assert replay.record is not None
    tap(finger, replay.toolbar.button("step"))
    assert replay.step == 1
    tap(finger, replay.toolbar.button("close"))
    assert app.manager.top is table


def test_a_game_number_dealt_and_the_stuck_dialog_and_a_notice_by_touch(make_app):
    app, table, finger = table_by_touch(make_app)
    toolbar_tap(finger, table, "number")
    dialog = app.manager.top
    assert isinstance(dialog, GameNumberOverlay)
    tap(finger, dialog.field.rect)
    for digit in "290":                 # what an on-screen keyboard types
        app.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=digit))
    tap(finger, button(dialog, "go"))
    assert app.manager.top is table and table.session.seed == 290
    table.play.act(["deal"])
    stuck = app.manager.push(StuckOverlay(app.services, table))
    tap(finger, button(stuck, "undo"))
    assert app.manager.top is table and table.session.cursor == 0
    notice = app.manager.push(NoticeDialog(app.services, ["Something to know."]))
    tap(finger, button(notice, "close"))
    assert app.manager.top is table


def test_the_pads_menu_answers_a_finger_too(make_app):
    app, table, finger = table_by_touch(make_app)
    menu = app.manager.push(PadMenu(app.services, table))
    tap(finger, button(menu, "help"))
    assert isinstance(app.manager.top, HelpOverlay)
