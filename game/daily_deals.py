"""The deal of the day, as the App offers it: today's date (from the App's calendar
clock, game/calendar_clock.py), which day's deals are played (--date, else today), opening
a game's deal of that day (its game in progress, else dealt anew) and telling whether a
game in progress is one. An object the App owns and hands its collaborators to; scenes
reach it through the declared services (game/scenes/common/services.py): the chooser's
buttons and marks, Ctrl+D at the table, the statistics' streaks and calendar, and the
command line's --daily.
"""

from game.i18n import _
from game.scenes.table.scene import TableScene
from game.solver import daily


class DailyDeals:
    def __init__(self, calendar, asked_day, keeping, manager, clock, start_game,
                 forget_seed):
        self.calendar = calendar            # the one reader of the local date
        self.asked_day = asked_day          # --date, or None
        self.keeping = keeping
        self.manager = manager
        self.clock = clock
        self.start_game = start_game        # App.start_game
        self.forget_seed = forget_seed      # drops a --seed not used yet

    def today(self):
        """The player's local date, as the calendar clock says: the one today of the
        whole game (streaks, calendar, what has not come yet)."""
        return self.calendar.today()

    def deal_day(self):
        """The day whose deals of the day the chooser and Ctrl+D play: --date when
        given, else today."""
        return self.asked_day or self.today()

    def open_daily(self, game_id: str, day=None):
        """`game_id`'s deal of the day of `day` (None: `deal_day()`): its game in progress
        when that is this deal, else the deal anew (a game in progress it replaces counts
        as abandoned: the chooser and the table ask first). Returns the table, or None
        when there is no such deal (a future day: the player is told why)."""
        day = day or self.deal_day()
        try:
            seed = daily.daily_game_number(game_id, daily.check_day(day, self.today()))
        except daily.NoDailyDeal as error:
            self.keeping.notify(str(error))
            return None
        date = day.isoformat()
        for scene in self.manager.scenes:       # already at that table
            if isinstance(scene, TableScene) \
                    and scene.game_id == game_id and scene.session.daily == date:
                scene.say(_("This is the deal of the day"))
                return scene
        self.keeping.leave_tables()             # every table's game in progress abandoned
        self.forget_seed()
        if self.daily_in_progress(game_id) == date:
            return self.start_game(game_id)     # resumed like any other game
        return self.start_game(game_id, seed, daily=date)

    def daily_in_progress(self, game_id: str) -> str | None:
        """The date of `game_id`'s game in progress when it is a deal of the day."""
        saved = self.keeping.keeper.resume(game_id, self.clock.now)
        return saved.daily if saved is not None else None
