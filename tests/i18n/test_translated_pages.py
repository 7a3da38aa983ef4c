"""A rules page is read in the player's language when that language has one
(game/locale/<code>/help/<game>.txt), in English when it has none or when its page does
not read; the worked example's sentences and the solver's section follow the language."""

import gettext
import logging

from game.help_example import worked_example
from game.help_text import help_page, solver_section
from game.i18n import catalogue
from tests.i18n.pseudo import english_words, speaking_pseudo

FRENCH_MAZE = """# Maze en français
Un jeu de cartes.

## But
- Ranger les cartes.

## Disposition
@opening
"""


def write_page(root, code, game, text):
    path = root / code / "help" / f"{game}.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_the_page_of_the_active_language_is_the_one_read(locale_tree):
    write_page(locale_tree, "fr", "maze", FRENCH_MAZE)
    english = help_page("maze")
    catalogue.install("fr", gettext.NullTranslations())
    page = help_page("maze")
    assert page.title == "Maze en français"
    assert page.headings() == ["But", "Disposition"] and page.markers() == ["opening"]
    assert help_page("wall").title == "Wall"            # no French page: the English one
    catalogue.install("en", gettext.NullTranslations())
    assert help_page("maze") == english and english.title == "Maze"


def test_a_translated_page_that_does_not_read_leaves_the_english_one(locale_tree, caplog):
    write_page(locale_tree, "fr", "maze", "pas de titre\n")
    catalogue.install("fr", gettext.NullTranslations())
    with caplog.at_level(logging.WARNING):
        page = help_page("maze")
    assert page.title == "Maze"
    assert "fr rules page of maze does not read" in caplog.text


def test_the_example_and_the_solver_section_speak_the_language():
    english = worked_example("forty-thieves")
    assert english_words(english.reason)                     # in English first
    with speaking_pseudo("game/rules", "game/i18n", "game/help_text.py"):
        example = worked_example("forty-thieves")
        section = solver_section()
    assert (example.seed, example.legal, example.refused) == (
        english.seed, english.legal, english.refused)
    texts = [example.legal_text, example.reason, section.heading] + [
        text for _kind, text in section.blocks]
    assert all(text and not english_words(text) for text in texts), texts
    assert worked_example("forty-thieves") is english       # English again: remembered
