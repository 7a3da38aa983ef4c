"""Game records: a game written down as JSON (never pickle) so it can be resumed, replayed
and shared. No pygame.

    {"format": "aisle-five-record", "version": 1, "game": "wall", "seed": 7,
     "actions": [["deal"], ["waste1>wall40"], ["restart"]],   # one entry per undo step
     "cursor": 2,             # how many actions are in effect (the rest can be redone)
     "moves": 2,              # actions the player made, undone ones too (optional)
     "elapsed": 61.5, "started": "2026-11-26T08:10:00Z", "result": null,
     "daily": "2026-11-29"}   # only in a deal of the day (game/solver/daily.py): its date

Moves are in the notation of shared/spec/api.md; a restart step is ["restart"]. A record
is trusted only once it replays through game.rules: `session_of` rebuilds the exact
history (undo and redo included) or raises RecordError with a one-line reason (its
`problem`, DAMAGED or NEWER, picks the sentence a player reads of it (game/store/notices.py);
the reason goes to the log). A record
from a newer Aisle Five (a higher "version") is refused; an older one is brought forward
by `_MIGRATIONS`, one version at a time.
"""

import json
import math
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path

from game.rules import GAMES, State
from game.rules.seeds import MAX_SEED
from game.rules.session import RESTART, Session
from game.store.jsonfile import UNREADABLE, load_json, remove_stale_temporaries, write_json
from game.store.notices import DAMAGED, NEWER

FORMAT = "aisle-five-record"
VERSION = 1
RESULTS = (None, "won", "lost")
MAX_ACTIONS = 20_000          # a long game takes a few hundred
MAX_MOVES_PER_ACTION = 500    # an autoplay sends at most a deck or two home
MAX_MOVE_CHARS = 64
MAX_MOVES = 10 ** 7           # moves made, undone ones included
MAX_SECONDS = 10 ** 9         # about 31 years of play


class RecordError(ValueError):
    """A record that cannot be read or does not replay; the message is one line for the
    log, `problem` what a player is told of it: DAMAGED or NEWER (game/store/notices.py
    words it)."""

    def __init__(self, reason: str, problem: str = DAMAGED):
        super().__init__(reason)
        self.problem = problem


@dataclass(frozen=True)
class GameRecord:
    game: str
    seed: int
    actions: tuple[tuple[str, ...], ...]
    cursor: int
    elapsed: float
    started: str
    result: str | None = None
    moves: int | None = None         # None: count the moves among `actions`
    daily: str | None = None         # the deal of the day of this ISO date, if it is

    @property
    def moves_made(self) -> int:
        if self.moves is not None:
            return self.moves
        return sum(1 for action in self.actions if action != (RESTART,))


# ----- session <-> record ----------------------------------------------------------------
def record_of(session: Session, elapsed: float) -> GameRecord:
    """The record of `session` as it stands, `elapsed` seconds into the game."""
    result = "won" if session.won else "lost" if session.over else None
    return GameRecord(session.game, session.seed, tuple(session.actions), session.cursor,
                      float(elapsed), session.started_utc, result, session.moves_made,
                      session.daily)


def session_of(record: GameRecord, now: float = 0.0) -> Session:
    """The session `record` describes, its clock showing `record.elapsed` at game-clock
    time `now`; raises RecordError naming the first step that does not replay."""
    session = Session(record.game, record.seed)
    for number, action in enumerate(record.actions, 1):
        if action == (RESTART,):
            if not session.restart():
                raise RecordError(f"step {number}: a restart at the opening deal")
            continue
        try:
            session.act(list(action))
        except ValueError as refusal:           # IllegalMove, or a malformed move
            raise RecordError(f"step {number} does not replay: {refusal}") from None
    session.cursor = record.cursor
    session.moves_made = record.moves_made
    session.started_utc = record.started
    session.daily = record.daily
    session.started_at = session.stopped_at = None
    if session.moves_made:
        session.started_at = now - record.elapsed
        if session.won or session.over:
            session.stopped_at = now
    return session


def states_of(record: GameRecord) -> list[State]:
    """The positions of the game as it stands, from the opening deal to the one at the
    cursor (what a replay shows step by step); raises RecordError like `session_of`."""
    session = session_of(record)
    return session.history[:session.cursor + 1]


# ----- record <-> JSON -------------------------------------------------------------------
def to_json(record: GameRecord) -> dict:
    """The record as a JSON-compatible dict (json.dumps writes it); "daily" only in a
    deal of the day, so other records read as they always did."""
    data = {"format": FORMAT, "version": VERSION, "game": record.game, "seed": record.seed,
            "actions": [list(action) for action in record.actions],
            "cursor": record.cursor, "moves": record.moves_made,
            "elapsed": record.elapsed, "started": record.started, "result": record.result}
    if record.daily is not None:
        data["daily"] = record.daily
    return data


def from_json(data) -> GameRecord:
    """The record in `data` (a dict, or JSON text); raises RecordError saying what is
    wrong. Checks the form only: `session_of` checks that the moves replay."""
    if isinstance(data, (str, bytes)):
        try:
            data = json.loads(data)
        except (ValueError, RecursionError) as error:
            raise RecordError(f"not JSON ({error})") from None
    if not isinstance(data, dict):
        raise RecordError("a game record is a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"not a game record (format is not {FORMAT!r})")
    data = _migrated(data)
    actions = _actions(data)
    cursor = _whole(data, "cursor", len(actions))
    return GameRecord(game=_game(data), seed=_whole(data, "seed", MAX_SEED),
                      actions=actions, cursor=cursor, elapsed=_seconds(data),
                      started=_started(data), result=_result(data), moves=_moves(data),
                      daily=_daily(data))

# version -> the function that brings a record of that version to the next one
_MIGRATIONS: dict[int, Callable[[dict], dict]] = {}


def _migrated(data: dict) -> dict:
    version = data.get("version")
    if not _is_int(version) or version < 1:
        raise RecordError(f"bad version {_short(version)}")
    if version > VERSION:
        raise RecordError(f"made by a newer Aisle Five (record version {version}, "
                          f"this one reads up to {VERSION})", NEWER)
    while version < VERSION:
        data = _MIGRATIONS[version](dict(data))
        version += 1
        data["version"] = version
    return data


# ----- field checks ----------------------------------------------------------------------
def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _game(data: dict) -> str:
    game = data.get("game")
    if game not in GAMES:
        raise RecordError(f"unknown game {_short(game)}")
    return game


def _whole(data: dict, name: str, largest: int) -> int:
    value = data.get(name)
    if not _is_int(value) or not 0 <= value <= largest:
        raise RecordError(f"bad {name} {_short(value)} (a whole number 0 .. {largest})")
    return value


def _actions(data: dict) -> tuple[tuple[str, ...], ...]:
    actions = data.get("actions")
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise RecordError(f"'actions' must be a list of at most {MAX_ACTIONS} actions")
    return tuple(_action(number, action) for number, action in enumerate(actions, 1))


def _action(number: int, action) -> tuple[str, ...]:
    if (not isinstance(action, list) or not 1 <= len(action) <= MAX_MOVES_PER_ACTION
            or not all(isinstance(move, str) and 0 < len(move) <= MAX_MOVE_CHARS
                       for move in action)):
        raise RecordError(f"step {number} is not a list of moves")
    if RESTART in action and len(action) > 1:
        raise RecordError(f"step {number}: a restart is a step of its own")
    return tuple(action)


def _seconds(data: dict) -> float:
    value = data.get("elapsed")
    if (not isinstance(value, (int, float)) or isinstance(value, bool)
            or not math.isfinite(value) or not 0 <= value <= MAX_SECONDS):
        raise RecordError(f"bad elapsed time {_short(value)}")
    return float(value)


def _started(data: dict) -> str:
    value = data.get("started")
    try:
        if not isinstance(value, str) or len(value) > 40:
            raise ValueError
        datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise RecordError(f"bad start time {_short(value)} (ISO-8601 expected)") from None
    return value


def _result(data: dict) -> str | None:
    value = data.get("result")
    if value not in RESULTS:
        raise RecordError(f"bad result {_short(value)} (null, 'won' or 'lost')")
    return value


def _moves(data: dict) -> int | None:
    if data.get("moves") is None:
        return None
    return _whole(data, "moves", MAX_MOVES)


def _daily(data: dict) -> str | None:
    """The date of a deal of the day (absent or null in any other game)."""
    value = data.get("daily")
    if value is None:
        return None
    try:
        if not isinstance(value, str) or len(value) != 10:
            raise ValueError
        date.fromisoformat(value)
    except ValueError:
        raise RecordError(f"bad daily date {_short(value)} (YYYY-MM-DD expected)") from None
    return value


# ----- files -----------------------------------------------------------------------------
def save_record(path: Path, record: GameRecord) -> None:
    """Write `record` to `path` atomically (a kill mid-write leaves the old file whole)."""
    write_json(Path(path), to_json(record))


def load_record(path: Path) -> GameRecord | None:
    """The record in `path`, None when there is none; raises RecordError when the file
    cannot be read as one (it is left where it is: the caller sets it aside)."""
    remove_stale_temporaries(Path(path))     # of writes killed before their rename
    try:
        data = load_json(Path(path))
    except FileNotFoundError:
        return None
    except UNREADABLE as error:
        raise RecordError(f"unreadable ({error})") from None
    return from_json(data)
