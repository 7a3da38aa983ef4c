"""The App's side of keeping games: where user data lives (--data-dir, else the user's
data directory), the game keeper (game/store/keeper.py: the game in progress on disk and
the statistics), the settings file, resuming a table, and messages about damaged files
and failed writes shown on screen.

    app.keeping.resume_last()        # python main.py: back to the table in progress
    app.keeping.keeper.statistics    # the statistics database (game/store/statistics.py)
    app.keeping.save_settings(app.settings)     # False (and said once) when it failed

Settings that cannot be saved (a full disk, a read-only folder) are said once, until a
save works again, and are tried again at the next change and whenever the App shows
another screen or closes (`retry_settings`).
"""

import logging
import weakref
from pathlib import Path

from game.resources import user_data_dir
from game.rules.session import Session
from game.scenes.notice import NoticeDialog
from game.scenes.table.scene import TableScene
from game.store.notices import settings_not_saved
from game.store.settings import Settings, read_settings, save_settings

log = logging.getLogger(__name__)


class Keeping:
    def __init__(self, app):
        self.app = app
        data_dir = app.options.data_dir
        self.data_dir = Path(data_dir).expanduser() if data_dir else user_data_dir()
        self.notices: list[str] = []        # waiting for a scene to show them over
        self._keeper = None
        self._settings_unsaved = None       # the Settings a save of which failed
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass                            # the keeper says so when it needs the folder

    @property
    def keeper(self):
        """The game keeper, made on first use: when a table opens, after the window."""
        if self._keeper is None:
            # the keeper loads when a table opens: tests/test_startup_imports.py
            from game.store.keeper import GameKeeper
            self._keeper = GameKeeper(self.data_dir, self.notify)
        return self._keeper

    @property
    def settings_path(self) -> Path:
        return self.data_dir / "settings.json"

    # ----- settings ---------------------------------------------------------------------
    def load_settings(self) -> Settings:
        """The player's settings; a damaged file is set aside and said, and a file with
        bad values too, the good ones written back at once."""
        settings, write_back = read_settings(self.settings_path, self.notify)
        if write_back:
            self.save_settings(settings)
        return settings

    def save_settings(self, settings: Settings) -> bool:
        """Write `settings` now; False when that failed (said once until a save works,
        tried again by `retry_settings`)."""
        try:
            save_settings(settings, self.settings_path)
        except OSError as error:
            log.warning("settings not saved: %s", error)
            if self._settings_unsaved is None:
                self.notify(settings_not_saved(error))
            self._settings_unsaved = settings
            return False
        self._settings_unsaved = None
        return True

    @property
    def settings_unsaved(self) -> bool:
        """Whether the settings in use are not the ones on disk (their save failed)."""
        return self._settings_unsaved is not None

    def retry_settings(self) -> None:
        """Settings whose save failed: try once more (nothing to do otherwise)."""
        if self._settings_unsaved is not None:
            self.save_settings(self._settings_unsaved)

    @property
    def statistics(self):
        return self.keeper.statistics

    @property
    def statistics_open(self) -> bool:
        """Whether the statistics database is open (nothing is opened to tell)."""
        return self._keeper is not None and self._keeper.statistics_open

    def close(self) -> None:
        self.retry_settings()               # a last try before the game ends
        if self._keeper is not None:
            self._keeper.close()

    # ----- messages on screen --------------------------------------------------------
    def notify(self, message: str) -> None:
        """Tell the player `message` (a damaged file set aside, a game not saved): over
        the scene showing, or over the first one shown."""
        self.notices.append(message)
        if self.app.manager.scenes:
            self.show_notices()

    def take_back_notices(self) -> None:
        """The screen is about to be replaced (a table opens while a notice is up, said
        on the way): its notices wait to be shown over the next one."""
        for scene in self.app.manager.scenes:
            if isinstance(scene, NoticeDialog):
                self.notices[:0] = scene.messages
                scene.messages = []

    def show_notices(self) -> None:
        if not self.notices:
            return
        messages, self.notices = self.notices, []
        top = self.app.manager.top
        if isinstance(top, NoticeDialog):
            top.add(messages)
        else:
            self.app.manager.push(NoticeDialog(self.app.services, messages))

    # ----- tables --------------------------------------------------------------------
    def resume_last(self) -> bool:
        """Open the last table played if its game is in progress; False if none is."""
        game = self.app.settings.last_game
        if game is None or not self.keeper.has_game_in_progress(game):
            return False
        self.app.start_game(game)
        return True

    def resume_or_forget(self, game: str, seed: int | None):
        """A table of `game` opens: with no deal asked for (`seed` None), its game in
        progress if there is one; with a deal asked for, the game in progress counts as
        abandoned. Returns the session to resume, or None."""
        if seed is None:
            return self.keeper.resume(game, self.app.clock.now)
        self.keeper.abandon_saved(game)
        return None

    def watch(self, table, resumed=None) -> None:
        """Keep `table`'s game from now on; with `resumed` (a session resumed, or loaded
        from a record file), put that on the table first and save it at once."""
        if not isinstance(table, TableScene):
            return                          # not a table of cards (a test's stand-in)
        if resumed is not None:
            table.session.listener = None           # the deal it replaces is not kept
            table.session = resumed
            table.position_replaced()
        kept = weakref.ref(table)       # the session's listener must not hold its table
        self.keeper.watch(table.session, lambda: deal_verdict(kept()))
        if resumed is not None and resumed.moves_made:
            # a game loaded from a file is kept from now on, not from its next move
            self.keeper.save(resumed, resumed.elapsed(self.app.clock.now))

    def new_session(self, table, seed: int):
        """New game on `table`: the session of deal `seed`, kept from now on; the game in
        progress it replaces counts as abandoned."""
        self.abandon(table)
        session = table.session = Session(table.game_id, seed)
        self.watch(table)
        return session

    def abandon(self, table) -> None:
        """New game or Menu on `table`: its game in progress counts as abandoned."""
        self.keeper.abandon(table.session, self.app.clock.now)

    def leave_tables(self) -> None:
        """Back to the menu: every table's game in progress counts as abandoned."""
        for scene in self.app.manager.scenes:
            if isinstance(scene, TableScene):
                self.abandon(scene)


def deal_verdict(table) -> str | None:
    """What the solver found of the deal: 'winnable' (it saw a winning line at some
    point), 'not winnable' (it proved the opening deal lost), 'unknown', or None (it
    was not asked)."""
    advisor = table.advisor
    if advisor.ever_winnable:
        return "winnable"
    known = advisor.known(table.session.history[0])
    if known is None:
        return None
    return "not winnable" if known.status == "lost" else "unknown"
