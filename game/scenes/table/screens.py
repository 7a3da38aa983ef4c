"""What the table opens over itself: the statistics, the game records (save, export,
saved games, replay), the game number, the rules and keys pages and the settings; and
running a command, which asks first when New or Menu would throw a game in progress
away. Mixed into TableScene: the table's commands (commands.py) call these methods, so
the command table needs none of these screens, and none of them needs the table scene.
"""

from game.scenes import confirm
from game.scenes.overlays import GameNumberOverlay, HelpOverlay, KeysOverlay
from game.scenes.records import (NOTHING_TO_REPLAY, GamesMenu, export_dialog, open_records,
                                 save_dialog, table_record)
from game.scenes.replay import open_replay
from game.scenes.settings import open_settings
from game.scenes.statistics import StatisticsScene
from game.scenes.table import commands


class TableScreens:
    """The screens a table (`self`, a TableScene) opens over itself."""

    def run_command(self, action: str, confirmed: bool = False) -> None:
        """Run a command; New and Menu ask first when a game is in progress."""
        if action in confirm.GOING and self.session.in_progress and not confirmed:
            self.app.manager.push(confirm.abandon_game(
                self.app, action, lambda: self.command(action, confirmed=True)))
        elif action in commands.BY_ID:
            commands.BY_ID[action].run(self)

    def show_statistics(self) -> None:
        self.app.manager.push(StatisticsScene(self.app, self.game_id))

    def replay_this_game(self) -> None:
        record = table_record(self)
        if record.cursor == 0:
            self.say(NOTHING_TO_REPLAY)
        else:
            open_replay(self.app, record)

    def show_games_menu(self) -> None:
        self.app.manager.push(GamesMenu(self.app, self))

    def open_records(self) -> None:
        open_records(self)

    def save_dialog(self) -> None:
        save_dialog(self)

    def export_dialog(self) -> None:
        export_dialog(self)

    def ask_game_number(self) -> None:
        self.app.manager.push(GameNumberOverlay(self.app, self))

    def show_help(self) -> None:
        self.app.manager.push(HelpOverlay(self.app, self.game_id))

    def show_keys(self) -> None:
        self.app.manager.push(KeysOverlay(self.app, commands.keys_rows(self)))

    def open_settings(self) -> None:
        open_settings(self.app)
