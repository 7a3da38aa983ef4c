"""Settings -> Language (issue 29): the row names the language spoken, Enter or a click
opens the list of every shipped language named in itself, and choosing one speaks it at
once on every screen and keeps it for the next start; Esc leaves the language as it was.
The list runs from the right, Left and Right swapped, in a right-to-left language."""

import pygame
import pytest

from game.i18n import active_language
from game.i18n.languages import BY_CODE
from game.scenes.language_list import LanguageList, language_choices, language_name
from game.scenes.settings import SettingsScene, open_settings
from game.scenes.settings_rows import BY_NAME, ROWS, shown, value
from game.store.settings import load_settings
from tests.i18n.conftest import locale_tree  # noqa: F401 (its fixture)
from tests.i18n.test_catalogue import write_po

GERMAN = r'''msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

msgid "Settings"
msgstr "Einstellungen"

msgid "Language"
msgstr "Sprache"
'''
ARABIC = r'''msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

msgid "Language"
msgstr "اللغة"
'''


@pytest.fixture
def two_more(locale_tree):  # noqa: F811 (the fixture)
    """German and Arabic shipped beside English (a catalogue each, written here)."""
    write_po(locale_tree, "de", GERMAN)
    write_po(locale_tree, "ar", ARABIC)
    return locale_tree


def key(code):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def click(scene, pos):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        scene.handle_event(pygame.event.Event(kind, pos=pos, button=1))


def settings_on_language(app) -> SettingsScene:
    app.show_chooser()
    screen = open_settings(app.services)
    screen.set_focus(ROWS.index(BY_NAME["language"]))
    return screen


def test_the_list_offers_the_system_then_every_shipped_language_in_itself(app, two_more):
    assert sorted(language_choices()) == ["", "ar", "de", "en"]
    assert language_choices()[:2] == ["", "en"]
    screen = settings_on_language(app)
    screen.handle_event(key(pygame.K_RETURN))
    listing = app.manager.top
    assert isinstance(listing, LanguageList)
    names = {"": "System (English)", "en": "English", "de": "Deutsch", "ar": "العربية"}
    assert [b.label for b in listing.buttons] == [names[c] for c in listing.codes]
    assert [b.checked for b in listing.buttons] == [True, None, None, None]


def test_choosing_speaks_it_on_every_screen_at_once_and_keeps_it(app, two_more):
    screen = settings_on_language(app)
    screen.handle_event(key(pygame.K_RETURN))
    listing = app.manager.top
    click(listing, listing.buttons[listing.codes.index("de")].rect.center)
    assert app.manager.top is screen and active_language() == "de"
    assert load_settings().language == "de"
    assert listing.title() == "Sprache"          # every scene worded again in German
    assert shown(BY_NAME["language"], value(app, BY_NAME["language"])) == "Deutsch"


def test_esc_goes_back_with_the_language_as_it_was(app, two_more):
    screen = settings_on_language(app)
    screen.handle_event(key(pygame.K_SPACE))
    listing = app.manager.top
    listing.handle_event(key(pygame.K_RIGHT))
    listing.handle_event(key(pygame.K_ESCAPE))
    assert app.manager.top is screen and active_language() == "en"
    assert load_settings().language == ""


def test_the_arrows_on_the_row_step_through_the_languages(app, two_more):
    screen = settings_on_language(app)
    screen.handle_event(key(pygame.K_RIGHT))
    assert active_language() == "en" and app.settings.language == "en"
    screen.handle_event(key(pygame.K_RIGHT))
    assert active_language() == language_choices()[2]
    screen.handle_event(key(pygame.K_LEFT))
    screen.handle_event(key(pygame.K_LEFT))
    assert app.settings.language == "" and active_language() == "en"   # the system's


def test_a_click_on_the_row_opens_the_list_and_enter_chooses_the_focused(app, two_more):
    screen = settings_on_language(app)
    app.manager.draw(app.screen)
    box = screen.controls[ROWS.index(BY_NAME["language"])][0]
    click(screen, box.center)
    listing = app.manager.top
    assert isinstance(listing, LanguageList)
    for _step in range(listing.codes.index("de")):
        listing.handle_event(key(pygame.K_RIGHT))
    listing.handle_event(key(pygame.K_RETURN))
    assert active_language() == "de" and app.manager.top is screen


def test_in_a_right_to_left_language_the_grid_runs_from_the_right(app, two_more):
    app.set_language("ar")
    screen = settings_on_language(app)
    screen.handle_event(key(pygame.K_RETURN))
    listing = app.manager.top
    first, second = listing.buttons[0].rect, listing.buttons[1].rect
    if listing.columns > 1:
        assert first.x > second.x
    listing.handle_event(key(pygame.K_HOME))
    listing.handle_event(key(pygame.K_LEFT))            # towards the reading end
    assert listing.focus == 1


def test_every_shipped_language_is_named_in_itself():
    for code in language_choices()[1:]:
        assert language_name(code) == BY_CODE[code].name
