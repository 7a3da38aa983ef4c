"""What the table opens over itself: the win and no-more-moves dialogs, the statistics,
the game records (save, export, saved games, replay), the game number, the rules and keys
pages and the settings; and running a command, which asks first when New or Menu would
throw a game in progress away. Mixed into TableScene: the table's commands (commands.py)
call these methods, so the command table needs none of these screens, and none of them
needs the table scene.
"""

from game.scenes import confirm
from game.scenes.common import commands

# Each screen's module loads when it is first opened, not with every table: they weigh
# on a table's memory (rss: python -m benchmarks.versus_aisleriot).


class TableScreens:
    """The screens a table (`self`, a TableScene) opens over itself."""

    def run_command(self, command, confirmed: bool = False) -> None:
        """Run a command; New, Menu and the deal of the day ask first when a game is in
        progress (not the deal of the day already at the table)."""
        if command.id in confirm.GOING and self.session.in_progress and not confirmed \
                and not (command is commands.DAILY and self.is_todays_deal()):
            self.app.manager.push(confirm.abandon_game(
                self.app, command.id, lambda: self.command(command, confirmed=True)))
        else:
            command.run(self)

    def is_todays_deal(self) -> bool:
        """Whether the table shows the deal of the day Ctrl+D would open (today's, or
        --date's)."""
        return self.session.daily == self.app.deal_day().isoformat()

    def show_won(self) -> None:
        from game.scenes.overlays import WinOverlay
        self.app.manager.push(WinOverlay(self.app, self))

    def show_stuck(self) -> None:
        from game.scenes.overlays import StuckOverlay
        self.app.manager.push(StuckOverlay(self.app, self))

    def show_statistics(self) -> None:
        from game.scenes.statistics import StatisticsScene
        self.app.manager.push(StatisticsScene(self.app, self.game_id))

    def replay_this_game(self) -> None:
        from game.scenes.records import NOTHING_TO_REPLAY, table_record
        from game.scenes.replay import open_replay
        record = table_record(self)
        if record.cursor == 0:
            self.say(NOTHING_TO_REPLAY)
        else:
            open_replay(self.app, record)

    def show_games_menu(self) -> None:
        from game.scenes.records import GamesMenu
        self.app.manager.push(GamesMenu(self.app, self))

    def open_records(self) -> None:
        from game.scenes.records import open_records
        open_records(self)

    def save_dialog(self) -> None:
        from game.scenes.records import save_dialog
        save_dialog(self)

    def export_dialog(self) -> None:
        from game.scenes.records import export_dialog
        export_dialog(self)

    def ask_game_number(self) -> None:
        from game.scenes.overlays import GameNumberOverlay
        self.app.manager.push(GameNumberOverlay(self.app, self))

    def show_help(self) -> None:
        from game.scenes.pages import HelpOverlay
        self.app.manager.push(HelpOverlay(self.app, self.game_id))

    def show_keys(self) -> None:
        from game.scenes.pages import KeysOverlay
        self.app.manager.push(KeysOverlay(self.app, commands.keys_rows(self)))

    def show_pad_menu(self) -> None:
        from game.scenes.pad_menu import PadMenu
        self.app.manager.push(PadMenu(self.app, self))

    def open_settings(self) -> None:
        from game.scenes.settings import open_settings
        open_settings(self.app)
