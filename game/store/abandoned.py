"""Abandoned games whose loss the statistics could not take yet (a full disk): each one's
record is kept aside as DATA/games/GAME.json.abandoned-N (or, when not even that can be
written, in memory for this run) until the loss is written, so a game abandoned is never
counted neither played nor lost. The game keeper (game/store/keeper.py) keeps them and
asks to count them when the statistics open, at each abandon and when a save works
again. No pygame.
"""

import itertools
import logging
import os
from pathlib import Path

from game.rules import rules_for
from game.rules.session import Session
from game.store import notices
from game.store.jsonfile import set_aside
from game.store.records import (
    GameRecord,
    RecordError,
    load_record,
    record_of,
    save_record,
    session_of,
)

log = logging.getLogger(__name__)
MARK = ".abandoned-"           # GAME.json.abandoned-N: not read as a record anywhere


class PendingLosses:
    def __init__(self, keeper):
        self.keeper = keeper
        self.unkept: list[GameRecord] = []      # not on disk either: this run only

    def paths(self) -> list[Path]:
        """The records kept aside, oldest name first."""
        try:
            return sorted((self.keeper.data_dir / "games").glob(f"*.json{MARK}*"))
        except OSError:
            return []

    def keep(self, session: Session, elapsed: float) -> None:
        """Keep the abandoned `session` aside until its loss is written: its record as
        it stands, else the one last saved, else in memory; said either way."""
        keeper = self.keeper
        record = record_of(session, elapsed)
        title = rules_for(session.game).title
        path, pending = keeper.record_path(session.game), self._free_path(session.game)
        try:
            save_record(pending, record)
        except OSError as error:
            log.warning("abandoned game not kept aside as it stands: %s", error)
            try:
                os.replace(path, pending)       # no room to write: the one last saved
            except FileNotFoundError:
                self.unkept.append(record)      # never saved
            except OSError as error:            # a read-only folder: it stays, and
                log.warning("abandoned game not kept aside: %s", error)   # comes back
                keeper.report(notices.not_abandoned(title, error))
                return
        else:
            error = keeper._forget(session.game)
            if error is not None:               # it would come back and count twice
                _discard(pending)
                keeper.report(notices.not_abandoned(title, error))
                return
        keeper.report(notices.loss_not_counted_yet(title))

    def count(self) -> None:
        """Write the loss of each game kept aside; its record goes once the statistics
        hold it. Only into statistics on disk: in memory it would be lost again."""
        if not self.keeper.statistics_open or not self._statistics_on_disk():
            return
        for path in self.paths():
            try:
                record = load_record(path)
                session = session_of(record) if record is not None else None
            except RecordError as error:
                aside = set_aside(path)
                log.warning("%s does not replay (%s); set aside as %s", path, error,
                            aside.name if aside else "(could not move it)")
                self.keeper.report(notices.pending_not_read(path.name, aside))
                continue
            if session is not None and self._write_loss(session, record.elapsed):
                _discard(path)
        for record in list(self.unkept):
            if self._write_loss(session_of(record), record.elapsed):
                self.unkept.remove(record)
                continue
            try:                                # not counted yet: on disk, if it fits
                save_record(self._free_path(record.game), record)
                self.unkept.remove(record)
            except OSError as error:
                log.warning("abandoned game still not kept aside: %s", error)

    def _write_loss(self, session: Session, elapsed: float) -> bool:
        """Count `session` as lost and abandoned in its own row (begun now if its first
        move could not begin one). No other row is touched: the game of its kind at the
        table is in progress."""
        stats = self.keeper.statistics
        found = stats.row_of(session.game, session.seed, session.started_utc)
        if found is not None and found.result is not None:
            return True                 # a later game of its kind counted it already
        row = found.id if found is not None else stats.begin(
            session.game, session.seed, session.started_utc, session.daily)
        stats.finish(row, "lost", session.moves_made, elapsed, session.state.score, None,
                     abandoned=True)
        return self.keeper.counted(session)

    def _statistics_on_disk(self) -> bool:
        """False when the statistics live in memory for this run (their file could not
        be opened)."""
        import sqlite3  # loaded with the statistics already
        try:
            files = self.keeper.statistics.db.execute("PRAGMA database_list").fetchall()
        except sqlite3.Error as error:
            log.warning("statistics not asked where they are: %s", error)
            return False
        return any(name == "main" and file for _, name, file in files)

    def _free_path(self, game: str) -> Path:
        path = self.keeper.record_path(game)
        for number in itertools.count(1):
            pending = path.with_name(f"{path.name}{MARK}{number}")
            if not os.path.lexists(pending):
                return pending


def _discard(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError as error:
        log.warning("%s not removed: %s", path, error)
