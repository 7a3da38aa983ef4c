"""The calendar clock: the one place the game reads the local date and time of day.

    calendar = CalendarClock()
    calendar.today()                # the player's local date, e.g. 2026-11-29
    calendar.seconds_to_midnight()  # until today's date turns over

The App holds one (`App(options, calendar=...)`) and everything that needs today's
date asks the App for it: the command line's --date check, the deals of the day, the
chooser's marks and its wake-up at midnight, the streaks and the calendar of the
statistics screen. A test hands the App a clock stopped at the moment it wants, so no
test depends on the day it runs. The game clock (game.engine.clock) is another thing:
it measures play, not the calendar.

`utc_stamp` writes the time a game was dealt or finished into its record and the
statistics; it reads the same system clock, and nothing else in the game does.
"""

import datetime


class CalendarClock:
    """The computer's local date and time. Subclass it and override `now` to stop the
    calendar at another moment (tests)."""

    def now(self) -> datetime.datetime:
        """The local date and time now (naive, as the player's clock shows it)."""
        return datetime.datetime.now()

    def today(self) -> datetime.date:
        """The player's local date."""
        return self.now().date()

    def seconds_to_midnight(self) -> float:
        """Seconds from now until the local date turns over."""
        now = self.now()
        midnight = datetime.datetime.combine(now.date() + datetime.timedelta(days=1),
                                             datetime.time())
        return (midnight - now).total_seconds()


def utc_stamp() -> str:
    """The time now as ISO-8601 UTC to the second, e.g. 2026-11-26T08:10:00Z."""
    return datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
