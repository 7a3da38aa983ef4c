"""Numbers and dates in the player's language; English by Python matches Babel's."""

import datetime
import gettext

import pytest
from babel import Locale
from babel.dates import format_date, format_skeleton
from babel.numbers import format_decimal, format_percent

from game.i18n import catalogue, formats
from game.i18n.languages import LANGUAGES

DAYS = [datetime.date(2026, 12, 2), datetime.date(2028, 2, 29), datetime.date(2031, 6, 15)]


@pytest.fixture
def speaking():
    def install(code):
        catalogue.install(code, gettext.NullTranslations())
    yield install
    catalogue.install("en", gettext.NullTranslations())


def test_english_written_by_python_is_what_babel_writes(speaking):
    speaking("en")
    us = Locale.parse("en_US")
    for value in (0, 7, 1234, 1234567):
        assert formats.number(value) == format_decimal(value, locale=us)
    for share in (0.0, 0.456, 0.575, 1.0, 12.3456):
        assert formats.percent(share) == format_percent(share, locale=us)
    for day in DAYS:
        assert formats.long_date(day) == format_date(day, "long", locale=us)
        assert formats.medium_date(day) == format_date(day, "medium", locale=us)
        assert formats.month_year(day) == format_skeleton("yMMMM", day, locale=us)
        assert formats.day_month(day) == format_skeleton("MMMd", day, locale=us)
    assert formats.first_weekday() == us.first_week_day


def test_persian_and_arabic_use_their_own_digits(speaking):
    speaking("fa")
    assert formats.number(1234) == "۱٬۲۳۴"
    assert formats.clock(3725) == "۱:۰۲:۰۵"
    assert formats.first_weekday() == 5                 # Saturday
    speaking("ar")
    assert formats.number(1234) == "١٬٢٣٤"
    assert "٢٠٢٦" in formats.long_date(DAYS[0])


def test_each_locale_groups_and_starts_its_week_its_own_way(speaking):
    speaking("de")
    assert formats.number(1234567) == "1.234.567"
    assert formats.long_date(DAYS[0]) == "2. Dezember 2026"
    assert formats.day_month(DAYS[0]) == "2. Dez."
    assert formats.first_weekday() == 0
    speaking("hi")
    assert formats.number(1234567) == "12,34,567"
    speaking("ja")
    assert formats.month_year(DAYS[0]) == "2026年12月"
    assert formats.weekday_names()[0] == "月"



ZERO = {"latn": "0", "arab": "\N{ARABIC-INDIC DIGIT ZERO}",
        "arabext": "\N{EXTENDED ARABIC-INDIC DIGIT ZERO}"}


@pytest.mark.parametrize("language", LANGUAGES, ids=lambda language: language.code)
def test_numbers_written_without_babel_are_what_babel_writes(speaking, language):
    """Below a thousand a number is only its digits, and a clock always is, and a
    percentage its digits in the language's pattern; the digits and the pattern,
    named in languages.py, are the ones Babel's locale uses."""
    speaking(language.code)
    locale = Locale.parse(language.locale)
    assert language.digits == locale.default_numbering_system
    zero = ZERO[language.digits]

    def in_digits(text):
        return "".join(chr(ord(zero) + int(c)) if c.isascii() and c.isdigit() else c
                       for c in text)
    for value in (0, 7, 42, 999, 1000, 123456):
        # Babel gives the numbering system's symbols, but ASCII digits
        assert formats.number(value) == in_digits(
            format_decimal(value, locale=locale, numbering_system=language.digits))
    assert formats.clock(3725) == in_digits("1:02:05")
    for share in [i / 1000 for i in range(1001)] + [0.575, 0.0049, 12.3456]:
        assert formats.percent(share) == in_digits(
            format_percent(share, locale=locale, numbering_system=language.digits))


@pytest.mark.parametrize("code, joined", [
    ("en", "a, b, and c"), ("de", "a, b und c"), ("zh_CN", "a，b，c"), ("zh_TW", "a，b，c")])
def test_clauses_join_as_the_language_joins_them(speaking, code, joined):
    speaking(code)
    assert formats.and_clauses(["a", "b", "c"]) == joined
    assert formats.and_clauses(["only"]) == "only"
