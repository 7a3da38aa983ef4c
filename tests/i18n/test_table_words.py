"""The card table speaks the player's language, and a change of language shows at the next
`resize` (the App calls every scene's with its size when the player switches): the
toolbar's buttons and tooltips, the status bar, the Keys page and the felt's labels."""

import gettext

import pytest

from game.i18n import catalogue
from game.scenes.common import commands
from sprites import charts, pad_glyphs
from tests.scenes.table_helpers import open_table

PO = '''msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

msgid "New"
msgstr "Neu"

msgid "New game"
msgstr "Neues Spiel"

msgid "Ctrl+N"
msgstr "Strg+N"

msgid "{what} ({keys})"
msgstr "{what} [{keys}]"

msgid "Options"
msgstr "Optionen"

msgid "Score {score}   {time}"
msgstr "Punkte {score}   {time}"

msgid "Game #{number}"
msgstr "Spiel Nr. {number}"

msgid "MOUSE"
msgstr "MAUS"

msgid "Doublets"
msgstr "Verdoppeln"

msgctxt "pile"
msgid "Foundation"
msgstr "Ablage"

msgctxt "pad button"
msgid "Back"
msgstr "Zurück"

msgid "game {number}"
msgstr "Spiel {number}"
'''


@pytest.fixture
def german(tmp_path, monkeypatch):
    """A tiny German catalogue in a locale folder of the test's own; English after."""
    root = tmp_path / "locale"
    path = root / "de" / "LC_MESSAGES" / "aisle-five.po"
    path.parent.mkdir(parents=True)
    path.write_text(PO, encoding="utf-8")
    monkeypatch.setattr(catalogue, "locale_dir", lambda: root)
    monkeypatch.setenv("AISLE_FIVE_CACHE", str(tmp_path / "cache"))
    yield
    catalogue.install("en", gettext.NullTranslations())


def switch(table, code):
    """What the App does when the player picks a language: install it, resize the scene."""
    catalogue.install(code)
    table.resize(table.size)


def test_a_switch_rebuilds_the_toolbar_and_the_status_bar_in_the_new_language(app, german):
    table = open_table(app, "doublets", 71)
    new = table.toolbar.button("new")
    assert (new.label, new.tooltip) == ("New", "New game (Ctrl+N)")
    left, _centre, right = table.frame_builder.status_texts()
    assert left == "Doublets   Game #71" and right.startswith("Score ")

    switch(table, "de")
    new = table.toolbar.button("new")
    assert (new.label, new.tooltip) == ("Neu", "Neues Spiel [Strg+N]")
    assert table.toolbar.rect.w > 0 and new.rect.w >= new.preferred_width(new.font_size, 0.8)
    left, _centre, right = table.frame_builder.status_texts()
    assert left == "Verdoppeln   Spiel Nr. 71" and right.startswith("Punkte ")
    assert table.caption().startswith("Verdoppeln — Spiel Nr. 71")

    switch(table, "en")
    assert table.toolbar.button("new").label == "New"
    assert table.frame_builder.status_texts()[2].startswith("Score ")


def test_a_narrow_toolbar_folds_under_a_menu_button_of_the_new_language(make_app, german):
    app = make_app((640, 480))
    table = open_table(app, "doublets", 71)
    assert table.toolbar.folded and table.toolbar.fold.name == "Options"
    switch(table, "de")
    assert table.toolbar.folded and table.toolbar.fold.name == "Optionen"
    assert table.toolbar.fold.button.label.startswith("Optionen")


def test_the_keys_page_and_the_felt_label_follow_the_language(app, german):
    table = open_table(app, "doublets", 71)
    english_label = table.hooks.felt_marks()[1][0]
    switch(table, "de")
    rows = commands.keys_rows(table)
    assert rows[0] == ("head", "MAUS")
    assert ("key", "Strg+N", "Neues Spiel") in rows
    german_label = table.hooks.felt_marks()[1][0]
    assert german_label.get_width() != english_label.get_width()   # "Ablage", drawn anew


def test_pad_glyphs_and_chart_labels_are_drawn_in_the_language_of_the_moment(german):
    width = pad_glyphs.glyph_width("back", 20)
    bins = charts.time_bins([30, 50, 70])
    english = bins.label(1)
    assert pad_glyphs.pill_label("xbox", "back") == "Back"
    catalogue.install("de")
    assert pad_glyphs.pill_label("xbox", "back") == "Zurück"
    assert pad_glyphs.glyph_width("back", 20) > width
    assert pad_glyphs.pill_label("xbox", "lb") == "LB"
    assert charts.game_label(1234) == "Spiel 1.234"        # German grouping
    catalogue.install("fa", gettext.NullTranslations())
    persian = english.translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))
    assert bins.label(1) == persian != english                  # Persian digits
