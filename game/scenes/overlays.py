"""Overlays drawn over the table: win, no more moves and game number entry (the rules
and keys pages are in `pages`; the Dialog they are made of in `dialog`).

Each is a dialog on the scene stack over the table, taking the input until it closes;
its buttons map to the table's own commands.
"""

from game.i18n import _, formats, ngettext, pgettext
from game.rules.seeds import MAX_SEED
from game.scenes import pad_digits
from game.scenes.common import commands
from game.scenes.common.daily_marks import deal_name
from game.scenes.confirm import abandon_game
from game.scenes.dialog import Dialog, EntryDialog
from game.scenes.records import export_dialog
from sprites.text_input import TextInput

NUMBER_DIGITS = 10          # the most a game number has (MAX_SEED's)


class TableDialog(Dialog):
    """A dialog whose buttons are the table's own commands (`actions`, worded by
    `words()`)."""

    def __init__(self, app, table, actions):
        self.table = table
        super().__init__(app, "", [], [("", action) for action in actions])

    def choose(self, action: str) -> None:
        self.close()
        if action != "close":
            self.table.play.command(commands.by_id(action))


class WinOverlay(TableDialog):
    def __init__(self, app, table):
        session = table.session
        self.elapsed = session.elapsed(app.clock.now)    # the time it was won in
        self.note = ""                  # where the game was exported, once it was
        super().__init__(app, table, ("new", "replay", "export", "restart", "menu"))

    def words(self):
        session = self.table.session
        moves = session.moves_made
        # Translators: {game} is a game's name, {deal} "Game #71" or "Deal of the day,
        # …", {time} how long it took (4:07)
        result = ngettext("{game}, {deal}: won with a score of {score} in {time} and "
                          "{count} move.",
                          "{game}, {deal}: won with a score of {score} in {time} and "
                          "{count} moves.", moves).format(
            game=self.table.board.rules.title, deal=deal_name(session),
            score=formats.number(session.state.score), time=formats.clock(self.elapsed),
            count=formats.number(moves))
        lines = [result, "", self.note] if self.note else [result]
        return (_("You won!"), lines,
                [_("New game"), pgettext("button", "Replay"), pgettext("button", "Export"),
                 _("Restart"), _("Menu")])

    def choose(self, action: str) -> None:
        """Export opens over this dialog and comes back to it, saying where the game
        went: New game and Replay are still at hand."""
        if action != "export":
            super().choose(action)
            return
        export_dialog(self.table, say=self.exported)

    def exported(self, text: str) -> None:
        self.note = text                # under the result, a line apart
        self.reword()


class StuckOverlay(TableDialog):
    def __init__(self, app, table):
        super().__init__(app, table, ("undo", "restart", "new"))

    def words(self):
        return (_("No more moves"),
                [_("No more moves: nothing left changes the game. Undo to try another "
                   "way, restart this deal, or start a new one.")],
                [_("Undo"), _("Restart"), _("New game")])


def refused_number() -> str:
    return _("A game number is digits only, from 0 to {largest}").format(
        largest=formats.digits(str(MAX_SEED)))


class GameNumberOverlay(EntryDialog):
    """Type a game number (digits, 0 .. 4294967295) and press Enter to deal it. Over a
    game in progress the number typed is dealt only once the player says so, as New and
    Menu ask ("Keep playing" leaves the game as it was, and its statistics)."""

    def __init__(self, app, table):
        super().__init__(app, TextInput(max_length=NUMBER_DIGITS), self.deal)
        self.table = table

    def entry_words(self):
        return (_("Play game number"),
                [_("Type a number from 0 to {largest}, then press Enter.").format(
                    largest=formats.digits(str(MAX_SEED)))],
                pgettext("button", "Deal"))

    @property
    def refusal(self) -> str:
        return refused_number()

    @property
    def too_long(self) -> str:
        return ngettext("Too long: a game number has at most {count} digit, up to "
                        "{largest}",
                        "Too long: a game number has at most {count} digits, up to "
                        "{largest}", NUMBER_DIGITS).format(
            count=formats.number(NUMBER_DIGITS), largest=formats.digits(str(MAX_SEED)))

    def handle_event(self, event) -> None:
        if not (getattr(event, "pad", None) and pad_digits.edit(self, event.pad)):
            super().handle_event(event)       # a game pad turns digits: pad_digits.py

    def deal(self, text: str):
        text = text.strip()
        if not (text.isascii() and text.isdigit()) or int(text) > MAX_SEED:
            return refused_number()
        self.close()
        table, seed = self.table, int(text)
        if table.session.in_progress:
            self.app.manager.push(abandon_game(self.app, "new",
                                               lambda: table.play.new_game(seed)))
        else:
            table.play.new_game(seed)
        return None
