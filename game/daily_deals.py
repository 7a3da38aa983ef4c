"""The App's deal-of-the-day hooks, mixed into App: which day is played (--date or the
local date), opening a game's deal of that day (its game in progress, else dealt anew) and
telling whether a game in progress is one. Scenes reach them through the app: the chooser's
buttons, Ctrl+D at the table, and the command line's --daily.
"""

import datetime


class DailyDeals:
    """Deal-of-the-day hooks of the App (`self`)."""

    def today(self):
        """The day whose deals of the day are played: --date when given, else the
        local date."""
        return self.options.date or datetime.date.today()

    def open_daily(self, game_id: str, day=None):
        """`game_id`'s deal of the day of `day` (None: `today()`): its game in progress
        when that is this deal, else the deal anew (a game in progress it replaces counts
        as abandoned: the chooser and the table ask first). Returns the table, or None
        when there is no such deal (a future day: the player is told why)."""
        # here, not at the top: hashlib loads OpenSSL, which a table without a deal of the
        # day does without (rss: python -m benchmarks.versus_aisleriot)
        from game.solver import daily
        day = day or self.today()
        try:
            seed = daily.daily_game_number(game_id, daily.check_day(day))
        except daily.NoDailyDeal as error:
            self.keeping.notify(str(error))
            return None
        date = day.isoformat()
        for scene in self.manager.scenes:       # already at that table
            session = getattr(scene, "session", None)
            if getattr(scene, "game_id", None) == game_id and session is not None \
                    and session.daily == date:    # (a replay is no table: it has none)
                scene.say("This is the deal of the day")
                return scene
        self.keeping.leave_tables()             # every table's game in progress abandoned
        self._pending_seed = None
        if self.daily_in_progress(game_id) == date:
            return self.start_game(game_id)     # resumed like any other game
        return self.start_game(game_id, seed, daily=date)

    def daily_in_progress(self, game_id: str) -> str | None:
        """The date of `game_id`'s game in progress when it is a deal of the day."""
        saved = self.keeping.keeper.resume(game_id, self.clock.now)
        return saved.daily if saved is not None else None
