"""The replay's parts: what a replay's table is built with in place of a played table's.

`Tape` is the record being replayed (its positions, its actions in words, the pace,
playing or paused); `ReplayParts` gives the table the replay's bars (its controls, and a
status strip with room for the longest move in words), a quiet advisor that asks the
solver nothing and says where the replay is, and status texts that give the record's
total time and the step's move. They read the tape and the table's board and bars; none
of them holds the replay or the table.
"""

from game.engine.clock import clock_text
from game.rules.session import RESTART
from game.scenes.common.bars import TableBars, place_toolbar
from game.scenes.common.frame_builder import StatusTexts
from sprites.status_bar import StatusBar
from sprites.toolbar import Button, Toolbar

SPEEDS = (1.0, 2.0, 4.0, 0.5)


class Tape:
    """The record being replayed: its positions, its actions in words, and how it is
    played (the pace, playing or paused). The replay's parts read it; it holds none of
    them."""

    def __init__(self, record, states, rules):
        self.record = record
        self.states = list(states)
        self.actions = list(record.actions[:len(self.states) - 1])
        self.rules = rules
        self.speed = SPEEDS[0]
        self.playing = False

    @property
    def last_step(self) -> int:
        return len(self.states) - 1

    def status(self, step: int) -> str:
        state = "playing" if self.playing else "paused"
        return f"Replay: step {step} of {self.last_step}, {state}, " \
               f"{pace_text(self.speed).lower()}"

    def move_text(self, step: int) -> str:
        """What the status bar's own line says of step `step`."""
        return self.step_words(step) if step else "The cards as dealt"

    def step_words(self, step: int) -> str:
        """What step `step` did, in the hints' words ("Move Q♥ to the foundation"), not
        the moves' notation; an autoplay of many moves counts the rest."""
        action = self.actions[step - 1]
        if action == (RESTART,):
            return "Restart the deal"
        words = self.rules.describe_move(self.states[step - 1], action[0])
        more = len(action) - 1
        return words + (f", and {more} more move{'s' if more > 1 else ''}" if more else "")


class QuietAdvisor:
    """The advisor a replay has: it asks the solver nothing and says where the replay is."""

    ever_winnable = False

    def __init__(self, tape, play):
        self.tape = tape
        self.play = play

    def status_text(self) -> str:
        return self.tape.status(self.play.session.cursor)

    def known(self, state):
        return None

    def position_changed(self) -> None:
        pass

    update = close = hint = position_changed

    def wake_in(self):
        return None

    def client_busy(self) -> bool:
        return False


class ReplayBars(TableBars):
    """The replay's controls for a toolbar; a status bar with, above its texts, the
    lines the record's longest move takes, so that every move reads whole."""

    def __init__(self, tape):
        super().__init__()
        self.tape = tape
        self.line_h = 0             # the status bar's line

    def make(self, size):
        toolbar = replay_toolbar()
        bar_h, self.line_h = place_toolbar(toolbar, size)
        longest = max(len(StatusBar.wrap_top(self.tape.move_text(step), size[0], self.line_h))
                      for step in range(self.tape.last_step + 1))
        return toolbar, bar_h, self.line_h * (1 + longest)


class ReplayStatus(StatusTexts):
    """The table's status texts; the right one gives the record's time as the game's
    total ("Total time 4:07"), the same at every step (a record keeps no time per step,
    and a bare clock would read as running from step 0), and the step's move goes on
    lines above."""

    def __init__(self, app, board, advisor, tape, bars):
        super().__init__(app, board, advisor)
        self.tape = tape
        self.bars = bars
        self.wrapped = (None, ())   # the last ((step, size, line height), move lines)

    def texts(self):
        left, centre, _ = super().texts()
        board = self.board
        right = f"Score {board.state.score}   " \
                f"Total time {clock_text(self.tape.record.elapsed)}"
        return left, centre, right, self.move_lines(board.session.cursor)

    def move_lines(self, step: int):
        """The move of step `step` wrapped in the status bar's lines above its texts
        (blank lines first when it takes fewer than the longest move of the record)."""
        bars = self.bars
        key = (step, bars.size, bars.line_h)
        if self.wrapped[0] != key:
            lines = StatusBar.wrap_top(self.tape.move_text(step), bars.size[0], bars.line_h)
            blank = bars.status_h // bars.line_h - 1 - len(lines)
            self.wrapped = (key, ("",) * blank + tuple(lines))
        return self.wrapped[1]


class ReplayParts:
    """What a replay's table is built with (see TableParts)."""

    def __init__(self, tape):
        self.tape = tape
        self.made_bars = None

    def bars(self):
        self.made_bars = ReplayBars(self.tape)
        return self.made_bars

    def advisor(self, play):
        return QuietAdvisor(self.tape, play)

    def status(self, app, board, advisor):
        return ReplayStatus(app, board, advisor, self.tape, self.made_bars)


def pace_text(speed: float) -> str:
    """How the replay says its speed, on its button and in its status: "Speed: 2x"."""
    return f"Speed: {speed:g}x"


def replay_toolbar() -> Toolbar:
    return Toolbar([
        Button("Close", "close", tooltip="Back to where you were (Esc)"),
        Button("|◀ Start", "start", tooltip="The opening deal (Home)"),
        Button("◀ Back", "back", tooltip="One step back (Left)"),
        Button("Play ▶", "play", tooltip="Play or pause (Space)", labels=("Pause",)),
        Button("Step ▶", "step", tooltip="One step forward (Right)"),
        Button("End ▶|", "end", tooltip="The last position (End)"),
        Button(pace_text(SPEEDS[0]), "pace",
               tooltip="Replay speed: " + ", ".join(f"{s:g}x" for s in sorted(SPEEDS))
               + " (+ and -)", labels=tuple(pace_text(s) for s in SPEEDS)),
    ])
