"""The game keeper: each game's game in progress kept on disk, and its statistics row.

After every step, undo and redo of a watched session the keeper writes its record to
DATA/games/GAME.json (atomically: a kill loses at most the move in flight); the first
move begins a statistics row and a win or a dead end finishes it. `resume(game)` brings
the game in progress back exactly; a record that does not replay is set aside with a
message for the player. `abandon` (New game, Menu) finishes a game in progress as lost
and abandoned; closing the window abandons nothing. No pygame.

A loss the statistics cannot take (a full disk) is not dropped: the game's record is kept
aside until the loss is written (game/store/abandoned.py), tried again when the
statistics open, at the next abandon and when a save works again. A record that cannot
be removed nor kept aside (a read-only folder) comes back at the next start, and the
player is told so.
"""

import logging
import os
from collections.abc import Callable
from pathlib import Path

from game.rules import rules_for
from game.rules.session import Session
from game.store import notices
from game.store.abandoned import PendingLosses
from game.store.jsonfile import set_aside
from game.store.records import RecordError, load_record, record_of, save_record, session_of

log = logging.getLogger(__name__)


class GameKeeper:
    def __init__(self, data_dir, report: Callable[[str], None] | None = None):
        self.data_dir = Path(data_dir)
        self.report = report or (lambda message: None)
        self._statistics = None
        self._statistics_said = SaidOnce(self.report)   # not again at every move
        self._save_failed = False
        self.pending = PendingLosses(self)      # abandoned games not counted yet

    @property
    def statistics_open(self) -> bool:
        return self._statistics is not None

    @property
    def statistics(self):
        """The statistics database, opened on first use (the first move, the statistics
        screen, the chooser's daily marks): a table needs only the game in progress, so
        sqlite3 stays unloaded until then (rss: python -m benchmarks.versus_aisleriot);
        a damaged database is reported when it is found."""
        if self._statistics is None:
            # SQLite and this module wait for first need: tests/test_startup_imports.py
            from game.store.statistics import Statistics
            self._statistics = Statistics(self.data_dir / "statistics.sqlite3",
                                          self._statistics_said)
            self.pending.count()
        return self._statistics

    def record_path(self, game: str) -> Path:
        return self.data_dir / "games" / f"{game}.json"

    def close(self) -> None:
        if self._statistics is not None:
            self._statistics.close()

    # ----- the game in progress on disk ---------------------------------------------
    def resume(self, game: str, now: float = 0.0) -> Session | None:
        """`game`'s game in progress, replayed from its record (its clock as it was at
        game time `now`); None when there is none (a won or lost game is not resumed)."""
        session = self._saved(game, now)
        if session is None or not session.in_progress:
            return None
        return session

    def has_game_in_progress(self, game: str) -> bool:
        return self.resume(game) is not None

    def _saved(self, game: str, now: float) -> Session | None:
        path = self.record_path(game)
        try:
            record = load_record(path)
            if record is None:
                return None
            if record.game != game:
                raise RecordError(f"it holds a game of {record.game}")
            return session_of(record, now)
        except RecordError as error:
            aside = set_aside(path)
            log.warning("%s does not resume (%s); %s", path, error,
                        f"set aside as {aside.name}" if aside else "could not be set aside")
            title = rules_for(game).title           # as the player knows it: "Wall"
            self.report(notices.game_not_resumed(title, path.name, error.problem, aside))
            return None

    def abandon_saved(self, game: str) -> None:
        """A new deal replaces `game`'s saved game: if it was in progress, it counts as
        abandoned; its record goes."""
        session = self.resume(game)
        if session is None:
            self._forget(game)
        else:
            self._abandon(session, session.elapsed(0.0))

    def _forget(self, game: str) -> OSError | None:
        """Remove `game`'s record; the error when it could not be removed."""
        try:
            os.unlink(self.record_path(game))
        except FileNotFoundError:
            pass
        except OSError as error:
            log.warning("saved game not removed: %s", error)
            return error
        return None

    # ----- following a table's session -----------------------------------------------
    def watch(self, session: Session, verdict: Callable[[], str | None] | None = None):
        """Save `session` after each of its changes from now on; `verdict()` gives the
        statistics' winnable verdict of the deal when the game ends."""
        session.listener = KeptGame(self, verdict)
        return session.listener

    def abandon(self, session: Session, now: float) -> None:
        """New game or Menu: a game in progress counts as lost and abandoned, and is no
        longer resumed."""
        if session.in_progress:
            self._abandon(session, session.elapsed(now))
        session.listener = None

    def _abandon(self, session: Session, elapsed: float) -> None:
        """Count `session` as lost and abandoned, then remove its record; a loss not
        written keeps the record aside, a record not removed is said."""
        self.pending.count()                    # earlier losses first
        if not self._finish_abandoned(session, elapsed):
            self.pending.keep(session, elapsed)
            return
        error = self._forget(session.game)
        if error is not None:
            self.report(notices.not_abandoned(rules_for(session.game).title, error))

    def _finish_abandoned(self, session: Session, elapsed: float) -> bool:
        """Finish `session`'s row as lost and abandoned; False when that was not
        written (the statistics said why)."""
        row = self.row_for(session)
        self.statistics.finish(row, "lost", session.moves_made, elapsed,
                               session.state.score, None, abandoned=True)
        if not self.counted(session):
            return False
        self._statistics_said.reset()
        return True

    def counted(self, session: Session) -> bool:
        """Whether `session`'s row is finished in the statistics."""
        found = self.statistics.row_of(session.game, session.seed, session.started_utc)
        return found is not None and found.result is not None

    def row_for(self, session: Session) -> int | None:
        """The statistics row of `session` (begun at its first move); rows of the same
        game left unfinished by a game whose record is gone count as abandoned."""
        listener = session.listener
        if isinstance(listener, KeptGame) and listener.row is not None:
            return listener.row
        row = None
        for unfinished in self.statistics.unfinished(session.game):
            if unfinished.seed == session.seed and unfinished.started == session.started_utc:
                row = unfinished.id
            else:
                self.statistics.finish(unfinished.id, "lost", unfinished.moves,
                                       unfinished.seconds, unfinished.score, None,
                                       abandoned=True)
        if row is None and session.moves_made:
            row = self._row_finished_before_its_record_went(session)
        if row is None and session.moves_made:
            row = self.statistics.begin(session.game, session.seed, session.started_utc,
                                        session.daily)
            if row is not None:
                self._statistics_said.reset()   # written: a failure is news again
        if isinstance(listener, KeptGame):
            listener.row = row
        return row

    def _row_finished_before_its_record_went(self, session: Session) -> int | None:
        """A game abandoned whose record outlived its row's end (the game was killed in
        between): the row it has, in progress again; the game counts once."""
        found = self.statistics.row_of(session.game, session.seed, session.started_utc)
        if found is None or not found.abandoned:
            return None
        self.statistics.reopen(found.id)
        return found.id

    def save(self, session: Session, elapsed: float) -> None:
        try:
            save_record(self.record_path(session.game), record_of(session, elapsed))
        except OSError as error:
            if not self._save_failed:           # once, not at every move
                self._save_failed = True
                self.report(notices.game_not_saved(error))
            log.warning("game not saved: %s", error)
            return
        if self._save_failed:                   # the disk has room again
            self._save_failed = False
            self.pending.count()


class SaidOnce:
    """Passes each message to `report` once, until `reset()`: a full disk refuses the
    statistics' row at every move, and the player needs telling only the first time."""

    def __init__(self, report: Callable[[str], None]):
        self.report = report
        self.said = set()

    def __call__(self, message: str) -> None:
        if message not in self.said:
            self.said.add(message)
            self.report(message)

    def reset(self) -> None:
        self.said.clear()


class KeptGame:
    """A watched session's listener: saves it and keeps its statistics row."""

    def __init__(self, keeper: GameKeeper, verdict=None):
        self.keeper = keeper
        self.verdict = verdict or (lambda: None)
        self.row = None
        self.result = None          # what the row was finished as, if it was

    def __call__(self, session: Session, now: float) -> None:
        elapsed = session.elapsed(now)
        self.keeper.save(session, elapsed)
        if not session.moves_made:
            return
        row = self.keeper.row_for(session)
        result = "won" if session.won else "lost" if session.over else None
        if result is not None and result != self.result:
            self.keeper.statistics.finish(row, result, session.moves_made, elapsed,
                                          session.state.score, self.verdict())
        elif result is None and self.result is not None:
            self.keeper.statistics.reopen(row)
        self.result = result
