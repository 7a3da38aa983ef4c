"""Which language is spoken: --lang, the settings, the system; a bad --lang in one
line; a saved language no longer shipped said once; a switch redraws every screen."""

import json

import pytest

from game import cli
from game.i18n import _, catalogue
from game.i18n.choice import asked_language, chosen_language, shipped_code, shipped_codes

from .fake_catalogues import use_locale_folder, write_catalogue


@pytest.fixture
def two_languages(tmp_path, monkeypatch):
    root = tmp_path / "locale"
    write_catalogue(root, "de", {"Aisle Five": "Gang Fünf", "New game": "Neues Spiel"})
    write_catalogue(root, "ja", {"New game": "新しいゲーム"})
    use_locale_folder(monkeypatch, root)
    return root


def test_only_languages_with_a_catalogue_are_shipped(two_languages):
    assert shipped_codes() == ["en", "ja", "de"]        # the list's order
    assert [shipped_code(text) for text in ("DE", "de_AT", "ja-JP", "fr", "xx")] == [
        "de", "de", "ja", None, None]


def test_a_language_added_to_the_folder_is_shipped_from_then_on(two_languages):
    assert shipped_codes() == ["en", "ja", "de"]        # looked for, and kept
    write_catalogue(two_languages, "fr", {"New game": "Nouvelle partie"})
    assert shipped_codes() == ["en", "ja", "de", "fr"]


def test_the_command_line_wins_then_the_settings_then_the_system(two_languages):
    assert chosen_language("ja", "de", system="de") == "ja"
    assert chosen_language(None, "de", system="ja") == "de"
    assert chosen_language(None, "", system="ja") == "ja"
    assert chosen_language(None, "fr", system="fr") == "en"     # neither shipped
    assert asked_language(["--game", "maze", "--lang", "de"]) == "de"
    assert asked_language(["--lang=ja"]) == "ja"
    assert asked_language(["--lang", "xx"]) is None
    assert asked_language(["--", "--lang", "de"]) is None


def test_an_unknown_lang_is_one_line_naming_the_shipped_codes(two_languages, capsys):
    assert cli.main(["--lang", "klingon"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith("aisle-five: unknown language 'klingon'")
    assert "en, ja, de" in err


def test_lang_is_parsed_and_spoken_from_then_on(two_languages, capsys):
    assert cli.parse_options(["--lang", "de"]).lang == "de"
    assert catalogue.active_language() == "de"
    assert _("New game") == "Neues Spiel"


def saved_settings(tmp_path, values=None):
    """The settings file make_app's App reads (values given) or wrote (read back)."""
    path = tmp_path / "app-data" / "settings.json"
    if values is None:
        return json.loads(path.read_text(encoding="utf-8"))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(values), encoding="utf-8")


def test_the_app_speaks_the_saved_language_and_switches_every_screen(
        two_languages, make_app, tmp_path):
    saved_settings(tmp_path, {"language": "de"})
    app = make_app()
    assert catalogue.active_language() == "de"
    sizes = []

    class Screen:
        dirty = False

        def resize(self, size):
            sizes.append(size)

    app.manager.scenes.extend([Screen(), Screen()])
    app.services.set_language("ja")
    assert _("New game") == "新しいゲーム" and app.services.language() == "ja"
    assert sizes == [app.size, app.size]                # every scene laid out again
    assert saved_settings(tmp_path)["language"] == "ja"
    app.manager.scenes.clear()


def test_a_saved_language_no_longer_shipped_is_said_once_and_forgotten(
        two_languages, make_app, tmp_path, monkeypatch):
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    saved_settings(tmp_path, {"language": "fr", "muted": True})
    app = make_app()
    assert catalogue.active_language() == "de"          # the system's
    assert len(app.keeping.notices) == 1
    assert "(fr)" in app.keeping.notices[0] and "Deutsch" in app.keeping.notices[0]
    assert saved_settings(tmp_path) == {**saved_settings(tmp_path), "language": "",
                                        "muted": True}
    again = make_app()
    assert again.keeping.notices == []                  # the second start is silent
