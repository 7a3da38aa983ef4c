"""Nothing overflows (issue 29, §3): every screen, drawn in every shipped language at
1024x600, 1280x720 and 3840x2160, keeps the glyphs of each line of text inside the
surface it is drawn on and clear of every other line the same screen draws (a line too
long for its place must be wrapped, or cut with an ellipsis).

The lines are those `sprites.text.draw_text` draws (every label, title, button and line
of the screens; a line cut to fit ends in an ellipsis by `fit_text`). A dialog or page
is judged on its own lines, drawn over the table it covers. A failure names the
language, the size, the screen and the lines.
"""

import gettext

import pygame
import pytest

from game.i18n import catalogue
from game.i18n.choice import shipped_codes
from game.scenes.chooser import ChooserScene
from game.scenes.common.commands import keys_rows
from game.scenes.confirm import quit_game
from game.scenes.language_list import LanguageList
from game.scenes.notice import NoticeDialog
from game.scenes.overlays import GameNumberOverlay, StuckOverlay, WinOverlay
from game.scenes.pad_menu import PadMenu
from game.scenes.pages import HelpOverlay, KeysOverlay
from game.scenes.records import GamesMenu, RecordsScene, save_dialog
from game.scenes.replay import open_replay
from game.scenes.settings import SettingsScene
from game.scenes.statistics import StatisticsScene, reset_question
from game.store.records import record_of
from sprites.text import forget_rendered_text, watch_text
from tests.scenes.table_helpers import open_table

SIZES = [(1024, 600), (1280, 720), (3840, 2160)]
GAMES = ("forty-thieves", "whitehead", "maze", "wall", "doublets")
SLACK = 1                   # px two lines' glyphs may share (anti-aliased edges)


def _table(game):
    return lambda app: open_table(app, game, 3)


def _over_table(make):
    """A dialog or page over Wall's table, made by `make(services, table)`."""
    def opened(app):
        table = open_table(app, "wall", 3)
        return app.manager.push(make(app.services, table))
    return opened


def _statistics(app):
    statistics = app.keeping.statistics
    for number, outcome in enumerate(("won", "lost", "won")):
        statistics.finish(statistics.begin("wall", number, "2026-11-29T10:00:00Z"), outcome,
                          40, 100.0 + number, 12)
    return app.manager.push(StatisticsScene(app.services, "wall"))


def _replay(app):
    table = open_table(app, "wall", 3)
    table.play.act([sorted(table.board.rules.legal_moves(table.board.state))[0]])
    return open_replay(app.services, record_of(table.session, 10.0))


def _won(app):
    table = open_table(app, "wall", 3)
    table.session.moves_made = 1234
    return app.manager.push(WinOverlay(app.services, table))


def _records(app):
    table = open_table(app, "wall", 3)
    return app.manager.push(RecordsScene(app.services, table))


def _save(app):
    table = open_table(app, "wall", 3)
    return app.manager.push(save_dialog(table))


def _reset(app):
    screen = _statistics(app)
    return app.manager.push(reset_question(screen))


SCREENS = {
    "chooser": lambda app: app.manager.push(ChooserScene(app.services)),
    **{f"table {game}": _table(game) for game in GAMES},
    "settings": lambda app: app.manager.push(SettingsScene(app.services)),
    "languages": lambda app: app.manager.push(LanguageList(app.services)),
    "statistics": _statistics,
    "reset": _reset,
    "replay": _replay,
    "won": _won,
    "stuck": _over_table(StuckOverlay),
    "number": _over_table(GameNumberOverlay),
    "games menu": _over_table(GamesMenu),
    "pad menu": _over_table(PadMenu),
    "saved games": _records,
    "save": _save,
    "quit": lambda app: app.manager.push(quit_game(app.services)),
    "notice": lambda app: app.manager.push(NoticeDialog(app.services, [
        "settings.json: the file is damaged and could not be read; it was set aside as "
        "settings.json.corrupt-1 and the game started from its defaults."])),
    "rules": _over_table(lambda services, table: HelpOverlay(services, "forty-thieves")),
    "keys": _over_table(lambda services, table: KeysOverlay(services,
                                                            lambda: keys_rows(table))),
}


def lines_of(app, scene):
    """(surface size, text, rect) of every line `scene` itself draws in a frame drawn
    afresh (laid out again: nothing kept from an earlier frame)."""
    scene.resize(app.size)
    forget_rendered_text()
    seen = []

    def watch():
        return watch_text(lambda surface, text, _box, ink: seen.append(
            (surface.get_size(), text, pygame.Rect(ink))) if text.strip() else None)
    if scene.opaque:                    # the screen itself: the whole frame is its own
        stop = watch()
        try:
            app.manager.draw(app.screen)
        finally:
            stop()
        return seen
    stop = watch()                      # an overlay's own lines (not what it covers)
    try:
        scene.dirty = True
        scene.draw(app.screen)
    finally:
        stop()
    return seen


def faults(seen) -> list[str]:
    found = []
    for index, (size, text, rect) in enumerate(seen):
        if not pygame.Rect((0, 0), size).contains(rect):
            found.append(f"cut off by the edge: {text!r} at {tuple(rect)} in {size}")
        for other_size, other, other_rect in seen[index + 1:]:
            if other_size != size:
                continue
            overlap = rect.clip(other_rect)
            if overlap.w > SLACK and overlap.h > SLACK:
                found.append(f"overlap: {text!r} {tuple(rect)} and {other!r} "
                             f"{tuple(other_rect)}")
    return found


@pytest.fixture
def speaking():
    yield lambda code: catalogue.install(code)
    catalogue.install("en", gettext.NullTranslations())


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", shipped_codes())
def test_every_screen_keeps_its_text_inside_and_apart(make_app, speaking, code, size):
    app = make_app(size)
    speaking(code)
    problems = []
    for name, open_screen in SCREENS.items():
        app.manager.replace_all(ChooserScene(app.services))
        scene = open_screen(app)
        seen = lines_of(app, scene)
        assert seen, (code, name, "draws no line")
        problems += [f"{code} {size} {name}: {fault}" for fault in faults(seen)]
    assert not problems, "\n".join(problems)


def test_the_check_sees_lines_that_cross_the_edge_or_each_other():
    surface = (200, 100)
    seen = [(surface, "one", pygame.Rect(10, 10, 80, 20)),
            (surface, "two", pygame.Rect(60, 15, 80, 20)),       # over "one"
            (surface, "three", pygame.Rect(150, 70, 80, 20)),    # past the right edge
            (surface, "four", pygame.Rect(10, 29, 40, 20))]      # "one"'s next line
    found = faults(seen)
    assert len(found) == 2, found
    assert "'one'" in found[0] and "'two'" in found[0] and "three" in found[1]



def test_the_lines_are_those_the_screen_draws(make_app):
    app = make_app((1024, 600))
    table = open_table(app, "wall", 3)
    texts = [text for _size, text, _rect in lines_of(app, table)]
    assert any(text.startswith("Wall") for text in texts)      # the status bar
    question = app.manager.push(quit_game(app.services))
    texts = [text for _size, text, _rect in lines_of(app, question)]
    assert "Quit Aisle Five?" in texts and not any(t.startswith("Wall") for t in texts)


def test_a_dialogs_buttons_widen_or_shrink_their_type_before_cutting_a_label(make_app):
    app = make_app((1280, 720))
    won = _won(app)
    long = "Dieses Spiel neu beginnen"          # at 1280 px: a smaller type
    won.buttons[3].label = long
    drawn = []
    stop = watch_text(lambda surface, text, box, ink: drawn.append(text))
    try:
        won.draw(app.screen)
    finally:
        stop()
    assert long in drawn
    widths = {b.rect.w for b in won.buttons}
    assert len(widths) == 1                     # still one width for all
    assert won.panel.w > 30 * won.unit(app.screen)          # wider than its own units
    assert won.buttons[0].font_size >= 0.8 * int(0.75 * won.unit(app.screen))
