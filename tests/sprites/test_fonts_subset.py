"""The subset tool: what it writes down of each bundled font is what the font holds, a
cut keeps the shaping features, and a catalogue's character goes to its language's face."""

import json

from fontTools.ttLib import TTFont

from game.resources import resource_path
from sprites import font_choice, fonts_subset
from tests.i18n.one_message import one_message_catalogue

FOLDER = resource_path("sprites", "fonts")


def test_coverage_json_is_what_each_bundled_font_holds():
    table = json.loads((FOLDER / font_choice.COVERAGE_FILE).read_text())
    assert set(table) == set(font_choice.every_file())
    for name, entry in table.items():
        font = TTFont(FOLDER / name)
        assert font_choice.coverage(name) == set(font.getBestCmap()), name
        em = font["head"].unitsPerEm
        assert entry["top"] == round(font["head"].yMax / em, 4)
        assert entry["bottom"] == round(-font["head"].yMin / em, 4)


def test_spans_join_neighbouring_code_points():
    assert fonts_subset.spans({65, 66, 67, 70, 72, 73}) == [[65, 67], [70, 70], [72, 73]]
    assert fonts_subset.spans(set()) == []


def test_a_cut_keeps_the_characters_asked_and_the_arabic_joining(tmp_path):
    source = TTFont(FOLDER / font_choice.ARABIC.regular)
    points = {ord(c) for c in "لعبة "}
    fonts_subset.cut(source, points, tmp_path / "cut.ttf")
    cut = TTFont(tmp_path / "cut.ttf")
    assert set(cut.getBestCmap()) == points
    features = {record.FeatureTag for record in cut["GSUB"].table.FeatureList.FeatureRecord}
    assert {"init", "medi", "fina"} <= features


def test_a_catalogue_character_goes_to_its_languages_face(tmp_path, monkeypatch):
    one_message_catalogue(tmp_path, monkeypatch, "ko", "새 게임")
    cmaps = {name: set(TTFont(FOLDER / name).getBestCmap())
             for name in font_choice.every_file()}
    cmaps[font_choice.CJK["ko"].regular] |= {ord(c) for c in "새게임"}  # as the source has
    keep = fonts_subset.wanted(cmaps, bold=False)
    assert {ord(c) for c in "새게임"} <= keep[font_choice.CJK["ko"]]
    assert not {ord(c) for c in "새게임"} & keep[font_choice.CJK["ja"]]
    assert ord("한") in keep[font_choice.CJK["ja"]]        # 한국어, a name the list shows
