"""In Arabic, Persian and Hebrew the screens read from the right (issue 29, §3): a
dialog's lines end on the panel's right edge and its first button is the rightmost, the
settings' controls stand at the left of their rows (a switch's knob goes left for on,
the volume fills from the right), the saved games' names line up on the right; in
English all of it is as it was. The card table is not mirrored."""

import gettext

import pygame
import pytest

from game.i18n import catalogue
from game.scenes.confirm import quit_game
from game.scenes.notice import NoticeDialog
from game.scenes.records import RecordsScene, table_record
from game.scenes.settings import SettingsScene
from game.scenes.settings_rows import BY_NAME, ROWS
from game.store.record_files import records_folder, save_named
from sprites import settings_widgets
from sprites.text import watch_text
from tests.scenes.table_helpers import open_table


@pytest.fixture
def speaking():
    yield lambda code: catalogue.install(code, gettext.NullTranslations())
    catalogue.install("en", gettext.NullTranslations())


def lines(app, scene):
    seen = []
    stop = watch_text(lambda surface, text, rect, _ink: seen.append((text, pygame.Rect(rect))))
    try:
        scene.draw(app.screen)
    finally:
        stop()
    return seen


@pytest.mark.parametrize("code", ["ar", "fa", "he", "en"])
def test_a_dialog_reads_from_the_right(app, speaking, code):
    speaking(code)
    notice = app.manager.push(NoticeDialog(app.services, ["One line.", "Another line."]))
    notice.resize(app.size)
    seen = lines(app, notice)
    panel, unit = notice.panel, notice.unit(app.screen)
    body = [rect for text, rect in seen if text in ("One line.", "Another line.")]
    assert len(body) == 2
    question = app.manager.push(quit_game(app.services))
    question.resize(app.size)
    question.draw(app.screen)
    first, second = (b.rect for b in question.buttons[:2])
    if code == "en":
        assert all(rect.left == panel.left + unit for rect in body)
        assert first.x < second.x
    else:
        assert all(rect.right == panel.right - unit for rect in body)
        assert first.x > second.x                   # the first at the reading start


@pytest.mark.parametrize("code", ["ar", "en"])
def test_the_settings_put_their_controls_at_the_rows_reading_end(app, speaking, code):
    speaking(code)
    screen = app.manager.push(SettingsScene(app.services))
    screen.resize(app.size)
    app.manager.draw(app.screen)
    for index, (row, control) in enumerate(zip(screen.rows, screen.controls)):
        rects = control if isinstance(control, list) else [control]
        for rect in rects:
            assert row.contains(rect)
            if code == "en":
                assert rect.left >= row.x + row.w * 0.45, ROWS[index].name
            else:
                assert rect.right <= row.right - row.w * 0.45, ROWS[index].name
        for rect, target_index, _ in screen.targets:
            if target_index == index and rect != row:
                assert any(rect.colliderect(r) for r in rects), ROWS[index].name
    segments = screen.controls[ROWS.index(BY_NAME["animation"])]
    assert (segments[0].x < segments[1].x) == (code == "en")   # "Normal" first in reading


def test_the_volume_fills_from_the_right_in_a_right_to_left_language(speaking):
    rect = pygame.Rect(100, 0, 200, 20)
    assert settings_widgets.slider_value(rect, 100) == 0.0
    speaking("he")
    assert settings_widgets.slider_value(rect, 300) == 0.0
    assert settings_widgets.slider_value(rect, 150) == 0.75
    surface = pygame.Surface((400, 20))
    settings_widgets.draw_slider(surface, rect, 0.25)
    filled, empty = surface.get_at((290, 10)), surface.get_at((200, 10))
    assert filled.r > 200 and empty.r < 100                 # the right quarter is lit


def test_a_switch_on_has_its_knob_at_the_left_in_arabic(speaking):
    rect = pygame.Rect(0, 0, 60, 30)
    knob = settings_widgets.KNOB
    speaking("ar")
    surface = pygame.Surface((60, 30))
    settings_widgets.draw_switch(surface, rect, True)
    assert tuple(surface.get_at((15, 15)))[:3] == knob
    assert tuple(surface.get_at((45, 15)))[:3] != knob


def test_saved_games_line_up_on_the_right(app, speaking):
    table = open_table(app, "wall", 2)
    table.play.act([sorted(table.board.rules.legal_moves(table.board.state))[0]])
    folder = records_folder(app.keeping.data_dir)
    for name in ("first", "second"):
        save_named(folder, name, table_record(table))
    speaking("ar")
    listing = app.manager.push(RecordsScene(app.services, table))
    listing.resize(app.size)
    seen = lines(app, listing)
    assert seen
    unit = listing.unit(app.screen)
    body = [rect for text, rect in seen if text != listing.title
            and not any(text == b.label for b in listing.buttons)]
    assert {"first", "second"} <= {text for text, _rect in seen}
    assert body and all(rect.right == listing.panel.right - unit for rect in body)


def test_the_table_itself_is_not_mirrored(app, speaking):
    table = open_table(app, "forty-thieves", 2)
    english = [tuple(table.board.geometry.slot(name)) for name in
               table.board.geometry.visible_piles()]
    speaking("ar")
    table.resize(app.size)
    assert [tuple(table.board.geometry.slot(name)) for name in
            table.board.geometry.visible_piles()] == english


@pytest.mark.parametrize("size", [(1280, 720), (1080, 1920)])
def test_the_statistics_read_from_the_right(speaking, size):
    from game.scenes.statistics_layout import statistics_layout
    english = statistics_layout(size)
    speaking("fa")
    persian = statistics_layout(size)
    width = size[0]
    assert persian.ring.right == width - english.ring.x
    assert persian.previous.x > persian.next.x and english.previous.x < english.next.x
    assert [r.right for r in persian.tiles] == [width - r.x for r in english.tiles]
    assert persian.strip.size == english.strip.size


@pytest.mark.parametrize("code, forward", [("en", pygame.K_RIGHT), ("he", pygame.K_LEFT)])
def test_the_replays_arrow_keys_follow_its_controls(app, speaking, code, forward):
    from game.scenes.replay import keyed
    speaking(code)
    backward = pygame.K_LEFT if forward == pygame.K_RIGHT else pygame.K_RIGHT
    assert keyed(forward) == "step" and keyed(backward) == "back"
    assert keyed(pygame.K_HOME) == "start"


@pytest.mark.parametrize("code, forward", [("en", pygame.K_RIGHT), ("ar", pygame.K_LEFT)])
def test_the_statistics_arrow_keys_follow_the_previous_and_next_buttons(app, speaking, code,
                                                                         forward):
    from game.rules import GAMES
    from game.scenes.statistics import StatisticsScene
    speaking(code)
    screen = app.manager.push(StatisticsScene(app.services, GAMES[0]))
    screen.handle_event(pygame.event.Event(pygame.KEYDOWN, key=forward, mod=0))
    assert screen.game_id == GAMES[1]


@pytest.mark.parametrize("code", ["en", "ar"])
def test_the_chooser_lists_the_games_from_the_reading_start(app, speaking, code):
    from game.scenes.chooser import ChooserScene
    speaking(code)
    chooser = app.manager.push(ChooserScene(app.services))
    chooser.resize(app.size)
    first, second = chooser.rects[0], chooser.rects[1]
    assert (first.x < second.x) == (code == "en")
    towards_second = pygame.K_RIGHT if code == "en" else pygame.K_LEFT
    chooser.handle_event(pygame.event.Event(pygame.KEYDOWN, key=towards_second, mod=0,
                                            unicode="", scancode=0))
    assert chooser.selected == 1
