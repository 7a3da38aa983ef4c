"""Play: what the player does to the game at a table, and the one sync path.

Moves (`act`), undo, redo, restart and a new deal change the session; every change of
position ends in `sync`, which lets go of a drag, lays every sprite toward its place
(`motion`), keeps a hint's glow and tells the advisor. `check_finished` opens the win
celebration or says no move is left. `command` runs a command of the command table.

The table owns its Play; the parts that call back into it (the hooks, the advisor, the
keys) hold it by a weak proxy, so a closed table leaves no reference cycle behind.
"""

import random

from game.i18n import _
from game.rules.errors import IllegalMove


def random_seed() -> int:
    return random.SystemRandom().randrange(2**32)


class Play:
    def __init__(self, app, board, ui, voice, drag):
        self.app = app
        self.board = board
        self.ui = ui
        self.voice = voice
        self.drag = drag                # the mouse's press and drag (input.Drag)
        self.finished_shown = False
        # joined by the table once they are made (they call back into this Play)
        self.motion = self.advisor = self.screens = self.hooks = self.speaker = None

    # ----- what the advisor and the keeper read -----------------------------------------
    @property
    def state(self):
        return self.board.state

    @property
    def session(self):
        return self.board.session

    @property
    def rules(self):
        return self.board.rules

    @property
    def game_id(self) -> str:
        return self.board.game_id

    @property
    def dirty(self) -> bool:
        return self.ui.unseen

    @dirty.setter
    def dirty(self, value) -> None:
        if value:
            self.ui.touch()

    def say(self, text: str) -> None:
        self.voice.say(text)

    # ----- the one sync path ------------------------------------------------------------
    def sync(self, events=(), instant=False) -> None:
        """Match sprites to the state and animate them there (a drag under way ends
        first: its cards go where the layout says)."""
        self.let_go()
        self.motion.sync(events, instant)
        self.ui.keep_hint_highlights(self.board.rules.index)
        self.advisor.position_changed()

    def let_go(self) -> None:
        """Before cards are laid out: a drag or a press never outlives it (the layout
        puts their cards back); a pick and the marks are dropped when the position is
        not the one they were made in."""
        if self.drag.dragging or self.drag.press is not None:
            self.drag.end()
        self.ui.position_changed(self.board.session, self.board.state)

    def position_replaced(self) -> None:
        """A new deal or a restart: nothing held survives, the cards are dealt again."""
        self.finished_shown = False
        self.let_go()
        self.motion.deal_in()
        self.advisor.position_changed()
        self.speaker.dealt_anew()

    # ----- actions ----------------------------------------------------------------------
    def act(self, moves) -> bool:
        """Play moves as one undo step; a refusal becomes a toast. True if played."""
        before = self.board.state
        try:
            events = self.board.session.act(list(moves), self.app.clock.now)
        except IllegalMove as refusal:
            self.voice.refuse(str(refusal))
            return False
        self.ui.clear_hint()
        self.speaker.moved(before, self.board.state, events)
        self.sync(events)
        self.check_finished()
        return True

    def undo(self) -> None:
        session = self.board.session
        if session.undo(self.app.clock.now):
            self.finished_shown = False
            self.speaker.replayed(session.state, session.actions[session.cursor], True)
            self.sync()
        else:
            self.say(_("Nothing to undo"))

    def redo(self) -> None:
        session = self.board.session
        before = session.state
        if session.redo(self.app.clock.now):
            self.speaker.replayed(before, session.actions[session.cursor - 1], False)
            self.sync()
            self.check_finished()
        else:
            self.say(_("Nothing to redo"))

    def restart(self) -> None:
        """Back to the opening deal as one undo step (undo returns to where you were)."""
        if not self.board.session.restart(self.app.clock.now):
            self.say(_("This is the opening deal"))
            return
        self.position_replaced()

    def new_game(self, seed=None, checked=False) -> None:
        """Deal a new game (seed None: a random one, or with "winnable deals only" on,
        the first deal from a random seed that the solver proves winnable)."""
        if seed is None and not checked and self.app.settings.winnable_only:
            self.advisor.find_winnable(self.board.game_id, random_seed())
            return
        self.app.keeping.new_session(   # the old one abandoned, the new one kept
            self.screens.table(), random_seed() if seed is None else seed)
        self.advisor.ever_winnable = False
        self.position_replaced()

    def command(self, command, confirmed: bool = False) -> None:
        """Run a command (commands.NEW, ...); a drag under way ends first."""
        self.cancel_drag()
        self.screens.run_command(command, confirmed)

    def run_key(self, key: int, mod: int) -> None:
        """Run the command of the command table that this key press names, if any."""
        command = self.screens.command_for(key, mod)
        if command is not None:
            self.command(command)

    def rules_hint(self, verdict: str = "") -> None:
        """The game's own hint (Aisleriot's order, or better), after the solver's
        `verdict` when there is one ("Cannot be won. Move ...")."""
        hint = self.board.rules.hint(self.board.state)
        text = hint.text
        if verdict:
            # Translators: the solver's verdict ("Winnable"), then the game's own hint
            text = _("{verdict}. {hint}").format(verdict=verdict, hint=text)
        self.show_hint(hint.move, text, hint=hint.text, verdict=verdict)

    def show_hint(self, move, text: str, line: bool = False, hint=None,
                  verdict: str = "") -> None:
        """Light the cards and the target of `move` and show `text`; speech says the
        move with its piles (`hint`: the rules' words for it), and whether it comes from
        the solver's winning `line`."""
        self.ui.show_hint(self.hooks.hint_piles(move) if move else [], text)
        self.voice.say(text, spoken="")
        self.speaker.hint(move, text if hint is None else hint, line, verdict)

    def check_finished(self) -> None:
        if self.finished_shown:
            return
        session = self.board.session
        if session.won:
            self.finished_shown = True
            self.motion.celebrate(self.screens.show_won)
        elif session.over:
            self.finished_shown = True
            self.app.play_sound("stuck")
            self.screens.show_stuck()

    # ----- letting go -------------------------------------------------------------------
    def holding(self) -> bool:
        """Whether cards are held, marked or dragged (Esc lets go of them)."""
        return bool(self.ui.selection or self.ui.marked or self.drag.dragging)

    def cancel_drag(self) -> None:
        """End a drag or a press (the cards go back to their slots); a click-to-move or
        keyboard pick and the marked piles stay."""
        was_dragging = self.drag.dragging
        if was_dragging:
            self.drag.end()
        self.drag.press = None
        if was_dragging:
            self.sync()

    def cancel(self) -> None:
        """Drop any selection, marks or drag, putting cards back."""
        self.cancel_drag()
        held = self.ui.selection
        self.ui.clear()
        if held is not None:
            self.speaker.let_go(*held)
