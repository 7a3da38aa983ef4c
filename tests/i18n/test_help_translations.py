"""The translated rules pages (game/locale/<code>/help/<game>.txt) keep the English page's
shape and its figures: the same sections in the same order, the same run of paragraphs,
bullets and @markers in each, every number the English page writes in digits, and one
set of headings per language across its five pages."""

import re
from pathlib import Path

import pytest

from game.help_text import parse_page
from game.i18n.languages import BY_CODE, SOURCE
from game.rules import GAMES

ROOT = Path(__file__).resolve().parents[2]
ENGLISH = ROOT / "game" / "help"
LOCALE = ROOT / "game" / "locale"
PAGES = sorted(LOCALE.glob("*/help/*.txt"))

# Arabic-Indic and Persian digits read as ASCII ones; group separators inside a number
NATIVE_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")
NUMBER = re.compile(r"\d(?:[\d.,٬\u00a0\u202f](?=\d)|\d)*")
# the format joins a wrapped line with a space, which these scripts never put between words
UNSPACED = ("ja", "zh_CN", "zh_TW")
CJK_SPACE = re.compile(r"[\u3000-\u9fff\uff00-\uffef] [\u3000-\u9fff\uff00-\uffef]")


def page_id(path):
    return f"{path.parent.parent.name}/{path.stem}"


def read(path):
    return parse_page(path.read_text(encoding="utf-8"), page_id(path))


def shape(page):
    return [[kind for kind, _ in section.blocks] for section in page.sections]


def numbers(path):
    text = path.read_text(encoding="utf-8").translate(NATIVE_DIGITS)
    return {re.sub(r"\D", "", found) for found in NUMBER.findall(text)}


def test_there_are_translated_pages_and_each_is_of_a_shipped_language_and_game():
    assert PAGES
    for path in PAGES:
        code = path.parent.parent.name
        assert code in BY_CODE and code != SOURCE, path
        assert path.stem in GAMES, path


@pytest.mark.parametrize("path", PAGES, ids=page_id)
def test_a_translated_page_has_the_english_pages_shape(path):
    english = read(ENGLISH / path.name)
    page = read(path)
    assert page.title and page.title != english.title or path.stem == "whitehead"
    assert shape(page) == shape(english)
    assert all(section.heading for section in page.sections[1:])
    assert page.markers() == english.markers()


@pytest.mark.parametrize("path", PAGES, ids=page_id)
def test_a_translated_page_keeps_every_figure_of_the_english_page(path):
    missing = numbers(ENGLISH / path.name) - numbers(path)
    assert not missing, f"{page_id(path)} lacks {sorted(missing, key=int)}"


@pytest.mark.parametrize("code", sorted({p.parent.parent.name for p in PAGES}))
def test_a_language_names_the_sections_alike_on_every_page(code):
    headings = {path.stem: read(path).headings() for path in PAGES
                if path.parent.parent.name == code}
    assert len({tuple(found) for found in headings.values()}) == 1, headings


@pytest.mark.parametrize("path", [p for p in PAGES if p.parent.parent.name in UNSPACED],
                         ids=page_id)
def test_a_page_in_an_unspaced_script_has_no_space_between_its_words(path):
    page = read(path)
    texts = [text for section in page.sections for _, text in section.blocks]
    assert not [text for text in texts if CJK_SPACE.search(text)]


def test_the_figure_check_reads_native_digits_and_grouping():
    assert NUMBER.findall("1.000 ١٬٠٠٠ 2, 4 7♥".translate(NATIVE_DIGITS)) == [
        "1.000", "1٬000", "2", "4", "7"]
