"""The calendar clock (game/calendar_clock.py) is the only code of the game that reads the
computer's date or time of day, so one injected clock gives the whole game its today;
it reads the computer's clock right at a month's end, 29 February and New Year's Eve."""

import ast
import datetime
from pathlib import Path

import freezegun
import pytest

from game.calendar_clock import CalendarClock, utc_stamp
from tests.conftest import MOMENTS

GAME = Path(__file__).resolve().parent.parent / "game"
CLOCK = GAME / "calendar_clock.py"
DATE_NAMES = {"date", "datetime"}
READS = {"today", "now", "utcnow", "fromtimestamp", "utcfromtimestamp"}
TIME_READS = {"localtime", "gmtime", "ctime", "asctime", "strftime"}    # time.time: a
# stopwatch for stale files, no calendar


def calendar_reads(source: str):
    """The places in `source` that read the computer's date or time of day: `date.today`,
    `datetime.now`, `datetime.datetime.now`, `time.localtime`, ... (called or not)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Attribute):
            continue
        owner = node.value
        name = owner.id if isinstance(owner, ast.Name) else \
            owner.attr if isinstance(owner, ast.Attribute) else None
        if (name in DATE_NAMES and node.attr in READS) or \
                (name == "time" and node.attr in TIME_READS):
            found.append((node.lineno, f"{node.lineno}: {name}.{node.attr}"))
    return [place for _, place in sorted(found)]


def test_the_finder_finds_each_way_of_reading_the_date():
    source = ("import datetime, time\nfrom datetime import date, datetime as dt\n"
              "a = datetime.date.today()\nb = datetime.datetime.now()\nc = date.today()\n"
              "d = time.localtime()\ne = datetime.datetime.utcnow\n"
              "f = datetime.date(2026, 1, 1)\ng = time.time()\n")
    assert [place.split(": ")[1] for place in calendar_reads(source)] == [
        "date.today", "datetime.now", "date.today", "time.localtime", "datetime.utcnow"]


def test_only_the_calendar_clock_reads_the_computers_date():
    modules = sorted(GAME.rglob("*.py"))
    assert CLOCK in modules and len(modules) > 50
    readers = {str(path.relative_to(GAME.parent)): calendar_reads(path.read_text("utf-8"))
               for path in modules}
    readers = {path: found for path, found in readers.items() if found}
    assert list(readers) == ["game/calendar_clock.py"], readers


@pytest.mark.parametrize("moment", [moment for moment, _ in MOMENTS.values()],
                         ids=list(MOMENTS))
def test_the_clock_reads_the_computers_date(moment):
    with freezegun.freeze_time(moment):
        clock = CalendarClock()
        assert clock.now() == moment and clock.today() == moment.date()
        midnight = datetime.datetime.combine(moment.date() + datetime.timedelta(days=1),
                                             datetime.time())
        assert clock.seconds_to_midnight() == (midnight - moment).total_seconds()
        assert utc_stamp() == moment.strftime("%Y-%m-%dT%H:%M:%SZ")   # frozen as UTC


def test_two_seconds_before_the_new_year():
    with freezegun.freeze_time("2026-12-31 23:59:58"):
        clock = CalendarClock()
        assert clock.seconds_to_midnight() == 2.0
        assert clock.today() == datetime.date(2026, 12, 31)
    with freezegun.freeze_time("2027-01-01 00:00:00"):
        assert clock.today() == datetime.date(2027, 1, 1)
        assert clock.seconds_to_midnight() == 86400.0
    with freezegun.freeze_time("2028-02-28 23:59:59"):
        assert (clock.today() + datetime.timedelta(days=1)).isoformat() == "2028-02-29"
