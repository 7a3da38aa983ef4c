"""One game being played: its history of states, undo/redo, and the game timer.

Pure Python (no pygame). A player action is a list of moves (a double-click may make
several: Forty Thieves' autoplay); it becomes one history entry, so one undo takes it
all back; a restart is one more step, so undo brings the player back to where they were.
The timer starts at the first action and stops when the game is won or over, and stands
still while the game is paused (another screen over the table: the rules, the settings,
the statistics); times come from the caller's game clock. Undo out of a finished game
runs the clock on; redo back into that same finish shows the time it was reached in
again (the time spent looking back does not re-time a win).

Next to its states the session keeps what made each step (`actions[i]` leads from
`history[i]` to `history[i + 1]`: the moves of an action, or `("restart",)`), so a game
record (game/store/records.py) can write the whole history down and replay it. A
`listener(session, now)`, when set, hears of every step and every undo and redo (the
game keeper saves the game there).
"""

from collections.abc import Callable

from game.calendar_clock import utc_stamp

from . import new_game, rules_for
from .events import Event
from .state import State

RESTART = "restart"           # the step a restart adds to `actions`


class Session:
    def __init__(self, game: str, seed: int, state: State | None = None,
                 daily: str | None = None):
        self.game = game
        self.seed = seed
        self.rules = rules_for(game)
        self.history: list[State] = [state if state is not None else new_game(game, seed)]
        self.actions: list[tuple[str, ...]] = []   # actions[i]: history[i] -> history[i+1]
        self.cursor = 0
        self.started_utc = utc_stamp()  # when dealt; the first action sets it again
        self.listener: Callable[[Session, float], None] | None = None
        self.started_at: float | None = None   # game-clock time of the first action
        self.stopped_at: float | None = None
        self.paused_at: float | None = None   # game-clock time the pause began
        self.moves_made = 0
        self.finish_times: dict[int, float] = {}   # a finished step -> its elapsed time
        self.daily = daily                  # the deal of the day of this ISO date, if so

    # ----- state ----------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.history[self.cursor]

    @property
    def won(self) -> bool:
        return self.rules.is_won(self.state)

    @property
    def over(self) -> bool:
        return self.rules.is_over(self.state)

    @property
    def in_progress(self) -> bool:
        """A move was made and the game is neither won nor over: leaving it loses play."""
        return self.moves_made > 0 and not self.won and not self.over

    def elapsed(self, now: float) -> float:
        if self.started_at is None:
            return 0.0
        end = self.stopped_at if self.stopped_at is not None else (
            self.paused_at if self.paused_at is not None else now)
        return max(0.0, end - self.started_at)

    @property
    def timer_running(self) -> bool:
        return self.started_at is not None and self.stopped_at is None \
            and self.paused_at is None

    def pause(self, now: float) -> None:
        """Stop the timer until `unpause` (a pause of a paused game changes nothing)."""
        if self.paused_at is None:
            self.paused_at = now

    def unpause(self, now: float) -> None:
        """Run the timer again; the time paused does not count."""
        if self.paused_at is None:
            return
        if self.started_at is not None and self.stopped_at is None:
            self.started_at += max(0.0, now - self.paused_at)
        self.paused_at = None

    # ----- actions --------------------------------------------------------------------
    def act(self, moves: list[str], now: float = 0.0) -> list[Event]:
        """Play `moves` in order as one undoable action; raises IllegalMove on the first
        refused move (then nothing changes). Returns the events of all moves."""
        if not moves:
            return []
        state = self.state
        events: list[Event] = []
        for move in moves:
            state, more = self.rules.apply(state, move)
            events.extend(more)
        self.unpause(now)                   # a move is play: the pause is over
        self._push(state, tuple(moves))
        self.moves_made += 1
        if self.started_at is None:
            self.started_at = now
            self.started_utc = utc_stamp()
        self._update_timer(now)
        self._tell(now)
        return events

    def can_undo(self) -> bool:
        return self.cursor > 0

    def can_redo(self) -> bool:
        return self.cursor < len(self.history) - 1

    def undo(self, now: float = 0.0) -> bool:
        if not self.can_undo():
            return False
        self.cursor -= 1
        self._update_timer(now)
        self._tell(now)
        return True

    def redo(self, now: float = 0.0) -> bool:
        if not self.can_redo():
            return False
        self.cursor += 1
        self._update_timer(now)
        self._tell(now)
        return True

    def restart(self, now: float = 0.0) -> bool:
        """Back to the opening deal as one undoable step (undo returns to where the player
        was); False when the position already is the opening deal. Like undo, it rewinds
        neither the timer nor the count of moves made."""
        if self.state == self.history[0]:
            return False
        self._push(self.history[0], (RESTART,))
        self._update_timer(now)
        self._tell(now)
        return True

    def _push(self, state: State, action: tuple[str, ...]) -> None:
        """A new step after the cursor; the redo branch goes."""
        del self.history[self.cursor + 1:]
        del self.actions[self.cursor:]
        for step in [step for step in self.finish_times if step > self.cursor]:
            del self.finish_times[step]             # that finish is no longer ahead
        self.history.append(state)
        self.actions.append(action)
        self.cursor += 1

    def _tell(self, now: float) -> None:
        if self.listener is not None:
            self.listener(self, now)

    def _update_timer(self, now: float) -> None:
        self.unpause(now)
        finished = self.won or self.over
        if finished and self.stopped_at is None:
            self.stopped_at = now
            if self.started_at is not None:
                if self.cursor in self.finish_times:    # redone: the time it was reached
                    self.started_at = now - self.finish_times[self.cursor]
                else:
                    self.finish_times[self.cursor] = now - self.started_at
        elif not finished and self.stopped_at is not None:
            # Undo out of a finished game: the clock runs on from where it stopped.
            if self.started_at is not None:
                self.started_at += now - self.stopped_at
            self.stopped_at = None


def describe_refusal(rules, state: State, move: str) -> tuple[bool, str]:
    """(legal, reason): the reason a player reads when `move` is refused."""
    try:
        rules.apply(state, move)
    except ValueError as error:
        return False, str(error)
    return True, ""
