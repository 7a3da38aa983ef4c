"""The active catalogue: compiled from the .po on first use, English when damaged."""

import gettext
import logging

import pytest

from game.i18n import _, catalogue, ngettext, pgettext

PO = '''msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : "
"n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

msgid "New game"
msgstr "Nowa gra"

msgid "{count} card"
msgid_plural "{count} cards"
msgstr[0] "{count} karta"
msgstr[1] "{count} karty"
msgstr[2] "{count} kart"

msgctxt "pile"
msgid "Stock"
msgstr "Talia"
'''


@pytest.fixture
def locale_tree(tmp_path, monkeypatch):
    root = tmp_path / "locale"
    monkeypatch.setattr(catalogue, "locale_dir", lambda: root)
    monkeypatch.setenv("AISLE_FIVE_CACHE", str(tmp_path / "cache"))
    yield root
    catalogue.install("en", gettext.NullTranslations())


def write_po(root, code, text):
    path = root / code / "LC_MESSAGES" / "aisle-five.po"
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_a_po_is_compiled_on_first_use_and_plurals_follow_the_language(locale_tree):
    write_po(locale_tree, "pl", PO)
    catalogue.install("pl")
    assert _("New game") == "Nowa gra"
    assert [ngettext("{count} card", "{count} cards", n) for n in (1, 3, 5, 22)] == [
        "{count} karta", "{count} karty", "{count} kart", "{count} karty"]
    assert pgettext("pile", "Stock") == "Talia"
    assert _("Not in the catalogue") == "Not in the catalogue"
    assert catalogue.active_language() == "pl"


def test_a_damaged_catalogue_leaves_english_with_one_warning(locale_tree, caplog):
    po = write_po(locale_tree, "pl", PO)
    po.with_suffix(".mo").write_bytes(b"not a catalogue at all")
    po.with_suffix(".mo").touch()
    po.touch(exist_ok=True)
    import os
    os.utime(po, (1, 1))                    # the .mo is newer: it is the one read
    with caplog.at_level(logging.WARNING):
        catalogue.install("pl")
    assert _("New game") == "New game"
    assert len([r for r in caplog.records if "pl catalogue" in r.getMessage()]) == 1


def test_a_missing_catalogue_leaves_english(locale_tree, caplog):
    with caplog.at_level(logging.WARNING):
        catalogue.install("de")
    assert _("New game") == "New game"
    assert "English" in caplog.text
