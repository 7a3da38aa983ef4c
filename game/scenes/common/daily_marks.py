"""The deal of the day as the screens show it: how a deal is named (window title, status
bar, win dialog, saved games), and the chooser's mark per game saying whether today's
deal was won, begun, or not played yet.

    deal_name(session)          # "Game #71", or "Deal of the day, 29 Nov 2026"
    marks = DailyMarks(app)     # marks.get() -> {"wall": "won", "maze": "played"}
"""

import datetime

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
          "Dec")
WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")

MARK_TEXT = {"won": "✓ won", "played": "begun", None: "not played"}
MARK_SHORT = {"won": "✓", "played": "…", None: ""}     # where the words do not fit


def day_text(day, weekday: bool = False) -> str:
    """"29 Nov 2026" ("Sun 29 Nov 2026" with `weekday`), the same in every locale."""
    if isinstance(day, str):
        day = datetime.date.fromisoformat(day)
    text = f"{day.day} {MONTHS[day.month - 1]} {day.year}"
    return f"{WEEKDAYS[day.weekday()]} {text}" if weekday else text


def deal_name(session_or_record) -> str:
    """How a deal is named: "Game #71", or for a deal of the day its date."""
    daily = getattr(session_or_record, "daily", None)
    if daily:
        return f"Deal of the day, {day_text(daily)}"
    return f"Game #{session_or_record.seed}"


def window_caption(title: str, session) -> str:
    """The window's title at a table: "Wall — Game #71", or for a deal of the day
    "Wall — Deal of the day, Sun 29 Nov 2026 — Game #886097364"."""
    if getattr(session, "daily", None):
        return (f"{title} — Deal of the day, {day_text(session.daily, weekday=True)} — "
                f"Game #{session.seed}")
    return f"{title} — Game #{session.seed}"


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
