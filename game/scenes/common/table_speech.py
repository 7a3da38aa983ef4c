"""The table said aloud: every focus move, what is picked up and put down, every move
made (by the player, by undo and redo, a deal with the cards it dealt, a game's own
moves with what they did), hints with where they come from, each change of the solver's verdict, and
the info keys' readings (the whole table, the focused pile, its moves, the foundations,
the stock, the time and moves).

`TableSpeaker` is given what it reads: the app (its speech, clock and settings), the
board, the UI state (the focus, what is held), the voice (which says it), the game's
words (`TableScene.words`, game/scenes/common/spoken_table.py) and the advisor (its
verdict); it holds no table. The play, the hooks and the table call it where things
happen; with speech off the announcer says nothing, and this costs only the words.
Refusals and toasts need nothing here: the voice says them as it shows them.
"""

from game.i18n import _, ngettext
from game.i18n.formats import number
from game.rules.session import RESTART
from game.scenes.common.spoken_cards import listing
from game.scenes.common.spoken_table import BRIEF, FULL, lifted_words, sentences
from game.solver import LOST, UNKNOWN, WON


class TableSpeaker:
    def __init__(self, *, app, board, ui, voice, words, advisor, status):
        self.app = app
        self.board = board
        self.ui = ui
        self.voice = voice
        self.words = words
        self.advisor = advisor
        self.status = status            # the status bar's words (frame_builder.StatusTexts)
        self.verdict = None             # (session, the verdict last said)

    @property
    def level(self) -> str:
        """How much is said: the announcer's verbosity."""
        return self.app.speech.verbosity

    @property
    def on(self) -> bool:
        return self.app.speech.enabled

    def say(self, text: str, kind: str = "result", level: str = BRIEF) -> None:
        self.voice.speak(text, kind, level)

    # ----- the focus ------------------------------------------------------------------
    def focus(self) -> None:
        """Where the focus is now (a focus move, or one tried at the edge: never
        silent)."""
        if not self.on:
            return
        focus = self.ui.focus
        if focus.pile is None:
            return
        text = self.words.focus(self.board.state, focus.pile, focus.index, self.level)
        held = self.ui.selection
        if held is not None and held[0] != focus.pile and self.level != BRIEF:
            targets = self.board.rules.drop_targets(self.board.state, *held)
            if focus.pile in targets:
                # Translators: said after the focus when the cards held may go there
                text = _("{focus}; the cards held can go here").format(focus=text)
        if focus.pile in self.ui.marked:
            text = self.words.marked(text)
        self.say(text, "focus")

    # ----- holding cards --------------------------------------------------------------
    def picked(self, pile: str, count: int, targets) -> None:
        """Cards picked up: which, and where they may go."""
        if not self.on:
            return
        state = self.board.state
        cards = self.words.cards(state, pile)[-count:]
        targets = [t for t in targets if t != pile]
        if targets:
            # Translators: cards picked up, said aloud, and the piles they can go to
            text = _("Picked up {cards}; it can go to {piles}").format(
                cards=lifted_words(cards), piles=listing(self.words.name(state, t)
                                                        for t in targets))
        else:
            # Translators: cards picked up, said aloud, that no pile takes now
            text = _("Picked up {cards}; it has nowhere to go now").format(
                cards=lifted_words(cards))
        self.say(text, level=BRIEF if not targets else "normal")

    def let_go(self, pile: str, count: int) -> None:
        """Cards held put back where they were."""
        if not self.on:
            return
        cards = self.words.cards(self.board.state, pile)[-count:]
        if cards:
            # Translators: cards held put back on their own pile, said aloud
            self.say(_("Put back {cards}").format(cards=lifted_words(cards)))

    def marked(self, marked) -> None:
        """The piles the player marked changed: what they come to now."""
        if self.on:
            self.say(self.words.marked_words(self.board.state, marked))

    # ----- moves ----------------------------------------------------------------------
    def moved(self, before, after, events) -> None:
        """A move made: what it did."""
        if self.on:
            self.say(self.words.events(before, after, events, self.level))

    def replayed(self, before, action, undone: bool) -> None:
        """Undo (`undone`) or redo of `action`, played from `before`."""
        if not self.on:
            return
        if action == (RESTART,):
            # Translators: said aloud after Undo took back a restart
            self.say(_("Undone: the restart") if undone else _("Restarted the deal"))
            return
        rules, state, events = self.board.rules, before, []
        for move in action:
            state, more = rules.apply(state, move)
            events.extend(more)
        what = self.words.events(before, state, events, FULL)
        if undone:
            # Translators: said aloud after Undo: {move} is what the move had done
            self.say(_("Undone: {move}").format(move=what))
        else:
            # Translators: said aloud after Redo: {move} is what the move did
            self.say(_("Redone: {move}").format(move=what))

    def intro(self) -> str:
        """The table as it comes up (or back): the game and its deal, the focus."""
        said = [" ".join(self.status.texts()[0].split())]
        focus = self.ui.focus
        if focus.visible and focus.pile in self.board.rules.index:
            said.append(self.words.focus(self.board.state, focus.pile, focus.index,
                                         self.level))
        return sentences(said)

    def dealt_anew(self) -> None:
        """A new deal or a restart: which game and deal; at "full", the table too."""
        if not self.on:
            return
        left = " ".join(self.status.texts()[0].split())
        if self.level == FULL:
            left = sentences([left, self.words.table(self.board.state, BRIEF)])
        self.say(left, "info")

    def hint(self, move, text: str, line: bool, verdict: str = "") -> None:
        """A hint: the move with its piles, and whether it comes from a winning line."""
        if not self.on:
            return
        state = self.board.state
        said = self.words.move(state, move) if move else text
        if line:
            # Translators: a hint said aloud, from the solver's line that wins the game
            said = _("Hint, from a winning line: {move}").format(move=said)
        else:
            # Translators: a hint said aloud, the game's own (no winning line known)
            said = _("Hint: {move}").format(move=said)
        if verdict:
            said = sentences([verdict, said])
        self.say(said)

    # ----- the solver's verdict -------------------------------------------------------
    def update(self) -> None:
        """Each frame: a new verdict on this game is said once."""
        advisor = self.advisor
        if not self.on or advisor is None:      # a replay's table has no verdict
            return
        session = self.board.session
        if session.won or not advisor.shown():
            return
        result = advisor.known(self.board.state)
        if result is None or result.status not in (WON, LOST, UNKNOWN):
            return
        verdict = advisor.status_text()
        if self.verdict != (session, verdict):
            self.verdict = (session, verdict)
            self.say(verdict)

    # ----- the info keys --------------------------------------------------------------
    def focused(self):
        focus = self.ui.focus
        if focus.pile is None or focus.pile not in self.board.rules.index:
            return self.words.reading_order()[0], None
        return focus.pile, focus.index

    def read_table(self) -> None:
        self.say(self.words.table(self.board.state, self.level), "info")

    def read_pile(self) -> None:
        pile, _index = self.focused()
        self.say(self.words.in_full(self.board.state, pile), "info")

    def read_moves(self) -> None:
        pile, index = self.focused()
        self.say(self.words.moves_from(self.board.state, pile, index), "info")

    def read_foundations(self) -> None:
        self.say(self.words.foundations(self.board.state), "info")

    def read_stock(self) -> None:
        self.say(self.words.stock(self.board.state), "info")

    def read_status(self) -> None:
        """The status bar: the game and deal, its status and the verdict, the score and
        the time, then the moves made."""
        board = self.board
        left, _centre, right = self.status.texts()[:3]
        moves = board.session.moves_made
        texts = [left, board.rules.status(board.state), self.status.advisor.status_text(),
                 right, ngettext("{count} move", "{count} moves", moves).format(
                     count=number(moves))]
        self.say(sentences(" ".join(text.split()) for text in texts if text.strip()),
                 "info")
