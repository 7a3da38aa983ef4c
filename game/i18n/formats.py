"""Numbers, percentages, durations and dates written the way the player's language
writes them (Babel, with the locale's own digits: Persian and Arabic digits where the
locale uses them), the calendar's month and weekday names and first weekday, and
clauses joined into one sentence ("a, b, and c").

English, the language the messages are written in, is formatted by Python itself, so a
player in English never waits for Babel's locale data; a test holds the two to the same
results. Nor do a table or the settings in any language: a clock, a number below a
thousand and a percentage below that are only the language's digits and percentage
pattern, which languages.py names, so Babel's data is read when a screen first shows
a date or a large number.
"""

from __future__ import annotations

import calendar
import datetime

from .catalogue import active_language
from .languages import BY_CODE, SOURCE

# the first digit of each numbering system a language's digits may name (languages.py)
# that does not use ASCII digits (Babel gives the symbols; the digits are written here)
ZEROS = {"arab": "\u0660", "arabext": "\u06f0", "deva": "\u0966", "beng": "\u09e6"}


def _locale():
    from babel import Locale
    return Locale.parse(BY_CODE[active_language()].locale)


def digits(text: str) -> str:
    """`text` with its ASCII digits written in the locale's own digits (a seed, a clock,
    a number Babel grouped)."""
    zero = ZEROS.get(BY_CODE[active_language()].digits)
    if zero is None:
        return text
    return "".join(chr(ord(zero) + ord(c) - 48) if "0" <= c <= "9" else c for c in text)


def _english() -> bool:
    return active_language() == SOURCE


def number(value: int) -> str:
    """A whole number with the locale's grouping and digits: 1,234 / 1.234 / ۱٬۲۳۴."""
    if _english():
        return f"{value:,}"
    if 0 <= value < 1000:       # no locale groups or signs these: only its digits
        return digits(str(value))
    from babel.numbers import format_decimal
    return digits(format_decimal(value, locale=_locale(), numbering_system="default"))


def percent(fraction: float) -> str:
    """A share as a whole percentage: 0.456 -> 46% / 46 % / ۴۶٪."""
    value = whole_percent(fraction)
    if _english():
        return f"{value:,}%"
    if 0 <= value < 1000:       # no grouping: the language's pattern and digits
        return digits(BY_CODE[active_language()].percent.format(value))
    from babel.numbers import format_percent
    return digits(format_percent(fraction, locale=_locale(), numbering_system="default"))


def whole_percent(fraction: float) -> int:
    """A share in whole percent, rounded as Babel rounds: the decimal the float is
    written as, half to even (0.575 is 58, though 0.575 * 100 is 57.49...)."""
    from decimal import ROUND_HALF_EVEN, Decimal
    return int((Decimal(repr(float(fraction))) * 100).quantize(Decimal(1), ROUND_HALF_EVEN))


def clock(seconds: int) -> str:
    """A game's time as a clock shows it, m:ss or h:mm:ss, in the locale's digits."""
    minutes, second = divmod(max(0, int(seconds)), 60)
    hours, minute = divmod(minutes, 60)
    text = f"{hours}:{minute:02d}:{second:02d}" if hours else f"{minute}:{second:02d}"
    return digits(text)


def long_date(day: datetime.date) -> str:
    """2 December 2026 / December 2, 2026 / 2026年12月2日."""
    if _english():
        return f"{calendar.month_name[day.month]} {day.day}, {day.year}"
    from babel.dates import format_date
    return digits(format_date(day, format="long", locale=_locale()))


def medium_date(day: datetime.date) -> str:
    """Dec 2, 2026 / 2 déc. 2026."""
    if _english():
        return f"{calendar.month_abbr[day.month]} {day.day}, {day.year}"
    from babel.dates import format_date
    return digits(format_date(day, format="medium", locale=_locale()))


def day_month(day: datetime.date) -> str:
    """A day of the month with its month, short: Dec 1 / 1. Dez. / 12月1日."""
    if _english():
        return f"{calendar.month_abbr[day.month]} {day.day}"
    from babel.dates import format_skeleton
    return digits(format_skeleton("MMMd", day, locale=_locale()))


def month_year(day: datetime.date) -> str:
    """The calendar's heading: December 2026 / décembre 2026 / 2026年12月."""
    if _english():
        return f"{calendar.month_name[day.month]} {day.year}"
    from babel.dates import format_skeleton
    return digits(format_skeleton("yMMMM", day, locale=_locale()))


def weekday_names() -> list[str]:
    """The short weekday names, Monday first: Mon ... Sun / lun. ... dim."""
    if _english():
        return [calendar.day_abbr[i] for i in range(7)]
    names = _locale().days["stand-alone"]["abbreviated"]
    return [names[i] for i in range(7)]


def first_weekday() -> int:
    """The weekday a week starts on in the calendar: 0 Monday ... 6 Sunday (English as
    the United States: Sunday)."""
    if _english():
        return 6
    return _locale().first_week_day


CLAUSE_COMMAS = {"zh_CN": "，", "zh_TW": "，"}   # Chinese joins clauses, not nouns, so


def and_clauses(clauses) -> str:
    """Clauses of one sentence joined as the language joins a list: 'a, and b' or 'a, b,
    and c' in English (a comma before "and", as between whole clauses), 'a, b und c' in
    German (Babel's list patterns); in Chinese by commas alone, 'a，b，c', since its
    list's 和 joins only nouns."""
    clauses = list(clauses)
    if _english():
        if len(clauses) == 1:
            return clauses[0]
        return ", ".join(clauses[:-1]) + ", and " + clauses[-1]
    comma = CLAUSE_COMMAS.get(active_language())
    if comma:
        return comma.join(clauses)
    from babel.lists import format_list
    return format_list(clauses, locale=_locale())
