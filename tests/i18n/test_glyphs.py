"""Every message of every shipped catalogue, the languages' names and the dates and
numbers each language writes are drawn without a missing glyph (tofu) by the font set
the game would draw them with, and each one renders.

The face the game picks for each character (sprites/text_runs.py) must hold a glyph for
it by the font file's own character map, read here with fontTools, not by the
coverage.json the game trusts. When a catalogue gains a character a subset lacks, the
failure says to run `python -m sprites.fonts_subset`.
"""

import gettext
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from fontTools.ttLib import TTFont  # noqa: E402

from game.i18n import catalogue  # noqa: E402
from game.i18n.languages import BY_CODE, LANGUAGES  # noqa: E402
from game.resources import resource_path  # noqa: E402
from sprites import font_choice, fonts, fonts_subset  # noqa: E402
from sprites.font_choice import invisible  # noqa: E402
from sprites.text_runs import visual_runs  # noqa: E402
from tests.i18n.one_message import one_message_catalogue  # noqa: E402

CODES = [language.code for language in LANGUAGES]
_CMAPS = {}


def cmap(name):
    if name not in _CMAPS:
        _CMAPS[name] = set(TTFont(resource_path("sprites", "fonts", name)).getBestCmap())
    return _CMAPS[name]


def missing_glyphs(code, texts):
    """{character: the text it is in} for each character of `texts` that the font set
    of language `code` would draw as tofu, in either weight."""
    missing = {}
    for text in texts:
        for bold in (False, True):
            for run in visual_runs(text, BY_CODE[code].rtl, font_choice.font_set(code), bold):
                for char in run.text:
                    if invisible(char) or char in "\n\t":
                        continue
                    if run.face is None or ord(char) not in cmap(run.face.file(bold)):
                        missing.setdefault(char, text)
    return missing


@pytest.mark.parametrize("code", CODES)
def test_every_text_of_a_language_has_its_glyphs(code):
    missing = missing_glyphs(code, fonts_subset.texts_of(code))
    assert not missing, (f"{code}: no glyph for {sorted(missing)} (in e.g. "
                         f"{next(iter(missing.values()))!r}); run python -m sprites.fonts_subset")


@pytest.mark.parametrize("code", CODES)
def test_every_text_of_a_language_renders(code):
    pygame.font.init()
    before = catalogue.active_language()
    catalogue.install(code, gettext.NullTranslations())
    try:
        for bold in (False, True):
            face = fonts.font(14, bold)
            for text in fonts_subset.texts_of(code):
                for line in text.split("\n"):
                    image = face.render(line, True, (255, 255, 255))
                    assert image.get_height() >= face.get_height()
                    if line.strip():
                        assert image.get_bounding_rect().w > 0, line
    finally:
        catalogue.install(before, gettext.NullTranslations())


def test_a_catalogue_character_missing_from_the_subset_is_found(tmp_path, monkeypatch):
    """A Japanese catalogue with a character the cut did not keep fails the check."""
    one_message_catalogue(tmp_path, monkeypatch, "ja", "新しい龘")
    texts = fonts_subset.texts_of("ja")
    assert "新しい龘" in texts
    assert set(missing_glyphs("ja", texts)) >= {"龘"}


def test_every_language_name_draws_in_every_language():
    names = [language.name for language in LANGUAGES]
    for code in CODES:
        assert missing_glyphs(code, names) == {}, code
