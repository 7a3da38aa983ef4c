"""What the table opens over itself: the win and no-more-moves dialogs, the statistics,
the game records (save, export, saved games, replay), the game number, the rules and keys
pages and the settings; and running a command, which asks first when New or Menu would
throw a game in progress away.

`TableScreens` is an object the table holds (`table.screens.open_settings()`): the
table's commands (commands.py) call it, so the command table needs none of these
screens. It holds the table by a weak reference (the table owns it, and the screens it
opens are given the table itself), so a closed table leaves no reference cycle behind.
"""

import weakref

from game.i18n import _
from game.scenes import confirm
from game.scenes.common import commands

# Each screen's module loads when it is first opened, not with every table: they weigh
# on a table's memory (rss: python -m benchmarks.versus_aisleriot).


class TableScreens:
    """The screens a table opens over itself."""

    def __init__(self, app, table):
        self.app = app
        self.table = weakref.ref(table)     # call it for the table

    @property
    def session(self):
        return self.table().session

    def run_command(self, command, confirmed: bool = False) -> None:
        """Run a command; one that would throw the game in progress away (New, Menu, the
        deal of the day when another deal is at the table) asks first."""
        table = self.table()
        if command.abandons is not None and not confirmed and self.session.in_progress \
                and command.abandons(table):
            self.app.manager.push(confirm.abandon_game(
                self.app, command.id, lambda: table.play.command(command, confirmed=True)))
        else:
            command.run(table)

    def command_for(self, key: int, mod: int):
        """The command a key press runs at this table, or None."""
        return commands.for_key(self.table(), key, mod)

    def is_todays_deal(self) -> bool:
        """Whether the table shows the deal of the day Ctrl+D would open (today's, or
        --date's)."""
        return self.session.daily == self.app.deal_day().isoformat()

    def show_won(self) -> None:
        from game.scenes.overlays import WinOverlay
        self.app.manager.push(WinOverlay(self.app, self.table()))

    def show_stuck(self) -> None:
        from game.scenes.overlays import StuckOverlay
        self.app.manager.push(StuckOverlay(self.app, self.table()))

    def show_statistics(self) -> None:
        from game.scenes.statistics import StatisticsScene
        self.app.manager.push(StatisticsScene(self.app, self.table().game_id))

    def replay_this_game(self) -> None:
        from game.scenes.records import NOTHING_TO_REPLAY, table_record
        from game.scenes.replay import open_replay
        table = self.table()
        record = table_record(table)
        if record.cursor == 0:
            table.say(_(NOTHING_TO_REPLAY))
        else:
            open_replay(self.app, record)

    def show_games_menu(self) -> None:
        from game.scenes.records import GamesMenu
        self.app.manager.push(GamesMenu(self.app, self.table()))

    def open_records(self) -> None:
        from game.scenes.records import open_records
        open_records(self.table())

    def save_dialog(self) -> None:
        from game.scenes.records import save_dialog
        save_dialog(self.table())

    def export_dialog(self) -> None:
        from game.scenes.records import export_dialog
        export_dialog(self.table())

    def ask_game_number(self) -> None:
        from game.scenes.overlays import GameNumberOverlay
        self.app.manager.push(GameNumberOverlay(self.app, self.table()))

    def show_help(self) -> None:
        from game.scenes.pages import HelpOverlay
        self.app.manager.push(HelpOverlay(self.app, self.table().game_id))

    def show_keys(self) -> None:
        from game.scenes.pages import KeysOverlay
        self.app.manager.push(KeysOverlay(self.app, commands.keys_rows(self.table())))

    def show_pad_menu(self) -> None:
        from game.scenes.pad_menu import PadMenu
        self.app.manager.push(PadMenu(self.app, self.table()))

    def open_settings(self) -> None:
        from game.scenes.settings import open_settings
        open_settings(self.app)
