"""The deal of the day as the screens show it: how a deal is named (window title, status
bar, win dialog, saved games), and the chooser's mark per game saying whether today's
deal was won, begun, or not played yet.

    deal_name(session)          # "Game #71", or "Deal of the day, 29 Nov 2026"
    marks = DailyMarks(app)     # marks.get() -> {"wall": "won", "maze": "played"}

Every word is in the player's language when it is asked for (game.i18n); dates are
written as the language writes them (game.i18n.formats), and in English as the game
always wrote them: "29 Nov 2026".
"""

import calendar
import datetime

from game.i18n import N_, _, active_language, formats
from game.i18n.languages import SOURCE

MONTHS = tuple(calendar.month_abbr)[1:]         # English: Jan ... Dec
WEEKDAYS = tuple(calendar.day_abbr)             # English: Mon ... Sun

# the chooser's mark of today's deal per game, marked N_: `mark_text` translates
MARK_TEXT = {"won": N_("✓ won"), "played": N_("begun"), None: N_("not played")}
MARK_SHORT = {"won": "✓", "played": "…", None: ""}     # where the words do not fit


def mark_text(mark) -> str:
    """The words of a mark of MARK_TEXT ("won", "played" or None) in the player's
    language."""
    return _(MARK_TEXT[mark])


def day_text(day, weekday: bool = False) -> str:
    """"29 Nov 2026" ("Sun 29 Nov 2026" with `weekday`) in English; in another language
    its medium date (and short weekday name)."""
    if isinstance(day, str):
        day = datetime.date.fromisoformat(day)
    if active_language() == SOURCE:
        text = f"{day.day} {MONTHS[day.month - 1]} {day.year}"
        return f"{WEEKDAYS[day.weekday()]} {text}" if weekday else text
    text = formats.medium_date(day)
    if not weekday:
        return text
    # Translators: a date with its weekday: "Sun 29 Nov 2026"; {weekday} is short
    return _("{weekday} {date}").format(weekday=formats.weekday_names()[day.weekday()],
                                       date=text)


def game_number(seed: int) -> str:
    """A deal's number as the player reads it: "Game #71" (no grouping: it is a name)."""
    # Translators: {number} is a deal's number, up to ten digits: "Game #886097364"
    return _("Game #{number}").format(number=formats.digits(str(seed)))


def deal_name(session_or_record) -> str:
    """How a deal is named: "Game #71", or for a deal of the day its date."""
    daily = getattr(session_or_record, "daily", None)
    if daily:
        return _("Deal of the day, {date}").format(date=day_text(daily))
    return game_number(session_or_record.seed)


def window_caption(title: str, session) -> str:
    """The window's title at a table: "Wall — Game #71", or for a deal of the day
    "Wall — Deal of the day, Sun 29 Nov 2026 — Game #886097364" (`title` as shown)."""
    if getattr(session, "daily", None):
        # Translators: the window's title: the game, the day of its deal, its number
        return _("{game} — Deal of the day, {date} — {number}").format(
            game=title, date=day_text(session.daily, weekday=True),
            number=game_number(session.seed))
    # Translators: the window's title: the game and its deal's number ("Game #71")
    return _("{game} — {number}").format(game=title, number=game_number(session.seed))


class DailyMarks:
    """The deal of the day per game (today's, or --date's: `app.deal_day()`): "won",
    "played" (begun, not won) or absent. Read from the statistics once they are open (the
    chooser opens them after its first frame, which does not wait for sqlite3), again
    when the date changes or `forget` is called (back from a screen that may have changed
    them)."""

    def __init__(self, app):
        self.app = app
        self._marks: dict[str, str] | None = None
        self._day = None

    def forget(self) -> None:
        self._marks = None

    def ready(self) -> bool:
        """Whether the statistics are open (until then the marks wait)."""
        return self.app.keeping.statistics_open

    def open(self) -> None:
        """Open the statistics (a damaged database is reported as it is found)."""
        self.app.keeping.statistics  # noqa: B018 (the property opens it)

    def stale(self) -> bool:
        """Whether `get` would read anew: never read, forgotten, or a new day."""
        return self.ready() and (self._marks is None or self._day != self.app.deal_day())

    def get(self) -> dict[str, str]:
        if self.stale():
            self._day = self.app.deal_day()
            self._marks = self.app.keeping.statistics.daily_on(self._day.isoformat())
        return self._marks or {}
