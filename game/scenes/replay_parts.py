"""The replay's parts: what a replay's table is built with in place of a played table's.

`Tape` is the record being replayed (its positions, its actions in words, the pace,
playing or paused); `ReplayParts` gives the table the replay's bars (its controls, and a
status strip with room for the longest move in words), a quiet advisor that asks the
solver nothing and says where the replay is, and status texts that give the record's
total time and the step's move. They read the tape and the table's board and bars; none
of them holds the replay or the table.
"""

from game.i18n import _, formats, ngettext
from game.rules.session import RESTART
from game.scenes.common.bars import TableBars, place_toolbar
from game.scenes.common.frame_builder import StatusTexts
from game.scenes.common.table_speech import TableSpeaker
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
        """"Replay: step 3 of 40, paused, speed: 2x"."""
        values = dict(step=formats.number(step), last=formats.number(self.last_step),
                      speed=speed_text(self.speed))
        if self.playing:
            # Translators: {speed} is the replay's pace, "2x"
            return _("Replay: step {step} of {last}, playing, speed: {speed}").format(
                **values)
        return _("Replay: step {step} of {last}, paused, speed: {speed}").format(**values)

    def move_text(self, step: int) -> str:
        """What the status bar's own line says of step `step`."""
        return self.step_words(step) if step else _("The cards as dealt")

    def step_words(self, step: int) -> str:
        """What step `step` did, in the hints' words ("Move Q♥ to the foundation"), not
        the moves' notation; an autoplay of many moves counts the rest."""
        action = self.actions[step - 1]
        if action == (RESTART,):
            return _("Restart the deal")
        words = self.rules.describe_move(self.states[step - 1], action[0])
        more = len(action) - 1
        if not more:
            return words
        # Translators: {move} is a move in words, "Move Q♥ to the foundation"
        return ngettext("{move}, and {count} more move", "{move}, and {count} more moves",
                        more).format(move=words, count=formats.number(more))


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
        bar_h, self.line_h = place_toolbar(toolbar, size, self.target)
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
        self.wrapped = (None, ())   # the last ((words, size, line height), move lines)

    def texts(self):
        left, centre = super().texts()[:2]
        board = self.board
        right = _("Score {score}   Total time {time}").format(
            score=formats.number(board.state.score),
            time=formats.clock(self.tape.record.elapsed))
        return left, centre, right, self.move_lines(board.session.cursor)

    def move_lines(self, step: int):
        """The move of step `step` wrapped in the status bar's lines above its texts
        (blank lines first when it takes fewer than the longest move of the record)."""
        bars = self.bars
        text = self.tape.move_text(step)
        key = (text, bars.size, bars.line_h)        # the words: a new language, anew
        if self.wrapped[0] != key:
            lines = StatusBar.wrap_top(text, bars.size[0], bars.line_h)
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

    def speaker(self, **parts):
        return TableSpeaker(**dict(parts, advisor=None))   # a record has no verdict


def speed_text(speed: float) -> str:
    """A pace as the replay writes it: "2x", "0.5x"."""
    # Translators: a replay's pace, {speed} times as fast as played: "2x"
    return _("{speed}x").format(speed=formats.digits(f"{speed:g}"))


def pace_text(speed: float) -> str:
    """How the replay says its speed, on its button: "Speed: 2x"."""
    return _("Speed: {speed}").format(speed=speed_text(speed))


def replay_toolbar() -> Toolbar:
    """The replay's controls, worded in the player's language now (made at each layout)."""
    # Translators: {speeds} lists the replay's paces, "0.5x, 1x, 2x, 4x"
    speeds = _("Replay speed: {speeds} (+ and -)").format(
        speeds=", ".join(speed_text(s) for s in sorted(SPEEDS)))
    return Toolbar([
        Button(_("Close"), "close", tooltip=_("Back to where you were (Esc)")),
        Button(_("|◀ Start"), "start", tooltip=_("The opening deal (Home)")),
        Button(_("◀ Back"), "back", tooltip=_("One step back (Left)")),
        Button(_("Play ▶"), "play", tooltip=_("Play or pause (Space)"), labels=(_("Pause"),)),
        Button(_("Step ▶"), "step", tooltip=_("One step forward (Right)")),
        Button(_("End ▶|"), "end", tooltip=_("The last position (End)")),
        Button(pace_text(SPEEDS[0]), "pace", tooltip=speeds,
               labels=tuple(pace_text(s) for s in SPEEDS)),
    ])
