"""Every screen says its words in the player's language, and a language chosen while it
shows is taken up at its next resize (what the App does on a switch): a tiny German
catalogue is installed, the screen resized, and the German words are what it draws or
holds in its labels. The deals of the day's calendar starts its weeks on the language's
first weekday."""

import datetime
import gettext

import pygame
import pytest

from game.i18n import catalogue, formats
from game.scenes.chooser import ChooserScene
from game.scenes.common.commands import keys_rows
from game.scenes.confirm import quit_game
from game.scenes.daily_calendar import paint_calendar
from game.scenes.notice import NoticeDialog
from game.scenes.overlays import GameNumberOverlay, WinOverlay
from game.scenes.pages import HelpOverlay, KeysOverlay
from game.scenes.records import GamesMenu, RecordsScene
from game.scenes.replay import open_replay
from game.scenes.settings import SettingsScene
from game.scenes.statistics import StatisticsScene, reset_question
from game.store.records import record_of
from game.store.statistics_rows import DailyDay
from tests.i18n.conftest import locale_tree  # noqa: F401 (its fixture)
from tests.i18n.test_catalogue import write_po
from tests.scenes.table_helpers import open_table

PO = r'''msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

msgid "Wall"
msgstr "Mauer"

msgid "☀ Daily"
msgstr "☀ Täglich"

msgid "♠  Choose a game  ♥"
msgstr "♠  Wähle ein Spiel  ♥"

msgid "Sound"
msgstr "Ton"

msgid "the cards' sounds on or off (M)"
msgstr "die Geräusche der Karten an oder aus (M)"

msgctxt "switch"
msgid "On"
msgstr "Ein"

msgctxt "button"
msgid "Back"
msgstr "Zurück"

msgid "Settings"
msgstr "Einstellungen"

msgid "Statistics"
msgstr "Statistik"

msgid "Close"
msgstr "Schließen"

msgid "current streak"
msgstr "aktuelle Serie"

msgid "Quit Aisle Five?"
msgstr "Aisle Five beenden?"

msgid "Quit"
msgstr "Beenden"

msgid "Stay"
msgstr "Bleiben"

msgid "About your saved data"
msgstr "Über deine gespeicherten Daten"

msgid "Cancel"
msgstr "Abbrechen"

msgid "Play game number"
msgstr "Spiel Nummer spielen"

msgid "You won!"
msgstr "Gewonnen!"

msgid "{game}, {deal}: won with a score of {score} in {time} and {count} move."
msgid_plural "{game}, {deal}: won with a score of {score} in {time} and {count} moves."
msgstr[0] "{game}, {deal}: gewonnen mit {score} Punkten in {time} und {count} Zug."
msgstr[1] "{game}, {deal}: gewonnen mit {score} Punkten in {time} und {count} Zügen."

msgid "Reset the statistics of {game}?"
msgstr "Die Statistik von {game} zurücksetzen?"

msgid "Your games"
msgstr "Deine Spiele"

msgid "Saved games"
msgstr "Gespeicherte Spiele"

msgid "Keys and mouse"
msgstr "Tasten und Maus"

msgid "How to play {game}"
msgstr "So spielt man {game}"

msgid "Speed: {speed}"
msgstr "Tempo: {speed}"
'''


@pytest.fixture
def german(request):
    """Installs the tiny German catalogue when called (English again afterwards: the
    catalogue tests' locale_tree)."""
    write_po(request.getfixturevalue("locale_tree"), "de", PO)
    return lambda: catalogue.install("de")


@pytest.fixture
def speaking():
    """Installs a language with no messages (its formats and first weekday alone)."""
    yield lambda code: catalogue.install(code, gettext.NullTranslations())
    catalogue.install("en", gettext.NullTranslations())


def switched(app, scene, install, seen=None):
    """Draw `scene` in English, install the language, resize it as the App does (and
    forget what `seen` recorded of the English)."""
    app.manager.draw(app.screen)
    if seen is not None:
        seen.clear()
    install()
    scene.resize(app.size)
    app.manager.draw(app.screen)


def spy(monkeypatch, target, name, seen):
    """Record the text argument (the second) of every call of `target.name`."""
    real = getattr(target, name)

    def recording(surface, text, *args, **kwargs):
        seen.append(text)
        return real(surface, text, *args, **kwargs)
    monkeypatch.setattr(target, name, recording)


def test_the_chooser_rewords_its_buttons_names_and_lines(app, german, monkeypatch):
    chooser = app.manager.push(ChooserScene(app.services))
    seen = []
    real = chooser._text
    monkeypatch.setattr(chooser, "_text", lambda key, text, face, color: (
        seen.append(text), real(key, text, face, color))[1])
    switched(app, chooser, german, seen)
    assert chooser.settings_bar.buttons[0].label == "☀ Täglich"
    assert "♠  Wähle ein Spiel  ♥" in seen and "Mauer" in seen
    assert "Wall" not in seen and "♠  Choose a game  ♥" not in seen


def test_the_settings_draw_their_rows_and_back_in_the_language(app, german, monkeypatch):
    from sprites import settings_widgets
    screen = app.manager.push(SettingsScene(app.services))
    labels, words = [], []
    monkeypatch.setattr(settings_widgets, "draw_row",
                        lambda surface, rect, label, note, *rest: labels.append((label, note)))
    spy(monkeypatch, __import__("game.scenes.settings", fromlist=["x"]), "draw_text", words)
    app.settings.muted = False
    switched(app, screen, german, words)
    assert ("Ton", "die Geräusche der Karten an oder aus (M)") in labels
    assert "Einstellungen" in words and "Ein" in words
    assert screen.back.label == "Zurück"


def test_the_statistics_paint_anew_in_the_language(app, german, monkeypatch):
    from game.scenes import statistics
    from sprites import figure_tiles
    app.keeping.statistics.finish(app.keeping.statistics.begin("wall", 7, "2026-11-29T10:00:00Z"),
                                  "won", 40, 100.0, 12)
    scene = app.manager.push(StatisticsScene(app.services, "wall"))
    words, captions = [], []
    spy(monkeypatch, statistics, "draw_text", words)
    real = figure_tiles.draw_tiles
    monkeypatch.setattr(statistics, "draw_tiles", lambda layer, rects, tiles, unit: (
        captions.extend(caption for _, caption in tiles), real(layer, rects, tiles, unit))[1])
    switched(app, scene, german, words)
    assert "Statistik" in words and "Mauer" in words
    assert "aktuelle Serie" in captions
    assert {b.action: b.label for b in scene.buttons}["close"] == "Schließen"
    assert reset_question(scene).title == "Die Statistik von Mauer zurücksetzen?"


def test_dialogs_reword_their_title_lines_and_buttons(app, german):
    table = open_table(app, "wall", 2)
    question = app.manager.push(quit_game(app.services))
    switched(app, question, german)
    assert question.title == "Aisle Five beenden?"
    assert [b.label for b in question.buttons] == ["Beenden", "Bleiben"]
    notice = app.manager.push(NoticeDialog(app.services, ["Ein Brief."]))
    notice.resize(app.size)
    assert notice.title == "Über deine gespeicherten Daten" and notice.lines == ["Ein Brief."]
    number = app.manager.push(GameNumberOverlay(app.services, table))
    number.resize(app.size)
    assert number.title == "Spiel Nummer spielen" and number.buttons[1].label == "Abbrechen"
    menu = app.manager.push(GamesMenu(app.services, table))
    menu.resize(app.size)
    assert menu.title == "Deine Spiele" and menu.buttons[-1].label == "Schließen"
    listing = app.manager.push(RecordsScene(app.services, table))
    listing.resize(app.size)
    assert listing.title == "Gespeicherte Spiele"


def test_the_win_says_its_moves_in_the_languages_plural(app, german):
    table = open_table(app, "wall", 2)
    table.session.moves_made = 1
    won = app.manager.push(WinOverlay(app.services, table))
    assert won.lines[0].endswith("and 1 move.")
    switched(app, won, german)
    assert won.title == "Gewonnen!" and won.lines[0].endswith("und 1 Zug.")
    assert won.lines[0].startswith("Mauer, ")
    table.session.moves_made = 1234
    won.resize(app.size)
    assert won.lines[0].endswith("und 1.234 Zügen.")        # German digits' grouping


def test_pages_reword_their_title_and_close_button(app, german):
    table = open_table(app, "wall", 2)
    keys = app.manager.push(KeysOverlay(app.services, lambda: keys_rows(table)))
    switched(app, keys, german)
    assert keys.title == "Tasten und Maus" and keys.close_button.label == "Schließen"
    rules = app.manager.push(HelpOverlay(app.services, "wall"))
    rules.resize(app.size)
    assert rules.title == "So spielt man Mauer"


def test_the_replay_rewords_its_controls(app, german):
    table = open_table(app, "wall", 2)
    table.play.act([sorted(table.board.rules.legal_moves(table.board.state))[0]])
    replay = open_replay(app.services, record_of(table.session, 10.0))
    switched(app, replay, german)
    labels = {b.action: b.label for b in replay.toolbar.buttons}
    assert labels["close"] == "Schließen" and labels["pace"] == "Tempo: 1x"


@pytest.mark.parametrize("code, first", [("en", 6), ("de", 0), ("fa", 5)])
def test_the_calendar_starts_its_weeks_on_the_languages_first_weekday(app, speaking,
                                                                     monkeypatch, code, first):
    from game.scenes import daily_calendar
    speaking(code)
    assert formats.first_weekday() == first
    heads = []
    spy(monkeypatch, daily_calendar, "draw_text", heads)
    today = datetime.date(2026, 11, 26)                 # a Thursday
    days = [DailyDay((today - datetime.timedelta(days=2)).isoformat(), True, 80.0)]
    layer = pygame.Surface((900, 600))
    cells = paint_calendar(layer, layer.get_rect(), 30, days, today)["cells"]
    dates = sorted(cells)
    assert len(dates) == 35 and dates[0].weekday() == first
    assert dates[-1] - dates[0] == datetime.timedelta(days=34)
    assert dates[-7] <= today <= dates[-1]              # this week is the last row
    names = formats.weekday_names()
    assert heads[1:8] == names[first:] + names[:first]   # after the heading: the weekdays
    rows = [[cells[d] for d in dates[r * 7:r * 7 + 7]] for r in range(5)]
    assert all(row[0].x < row[1].x for row in rows)       # each row left to right
