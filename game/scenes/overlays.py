"""Overlays drawn over the table: win, no more moves and game number entry (the rules
and keys pages are in `pages`; the Dialog they are made of in `dialog`).

Each is a dialog on the scene stack over the table, taking the input until it closes;
its buttons map to the table's own commands.
"""

from game.engine.clock import clock_text
from game.i18n import ngettext
from game.i18n.formats import number
from game.rules.seeds import MAX_SEED
from game.scenes import pad_digits
from game.scenes.common import commands
from game.scenes.common.daily_marks import deal_name
from game.scenes.confirm import abandon_game
from game.scenes.dialog import Dialog, EntryDialog
from game.scenes.records import export_dialog
from sprites.text_input import TextInput


class TableDialog(Dialog):
    """A dialog whose buttons are the table's own commands."""

    def __init__(self, app, table, title, lines, buttons):
        super().__init__(app, title, lines, buttons)
        self.table = table

    def choose(self, action: str) -> None:
        self.close()
        if action != "close":
            self.table.play.command(commands.by_id(action))


class WinOverlay(TableDialog):
    def __init__(self, app, table):
        elapsed = clock_text(table.session.elapsed(app.clock.now))
        moves = table.session.moves_made
        # Translators: {game} is a game's name, {deal} e.g. "Game #71", {time} e.g. "3:05"
        lines = [ngettext("{game}, {deal}: won with a score of {score} in {time} and "
                          "{count} move.",
                          "{game}, {deal}: won with a score of {score} in {time} and "
                          "{count} moves.", moves).format(
            game=table.board.rules.title, deal=deal_name(table.session),
            score=number(table.session.state.score), time=elapsed, count=number(moves))]
        super().__init__(app, table, "You won!", lines,
                         [("New game", "new"), ("Replay", "replay"), ("Export", "export"),
                          ("Restart", "restart"), ("Menu", "menu")])

    def choose(self, action: str) -> None:
        """Export opens over this dialog and comes back to it, saying where the game
        went: New game and Replay are still at hand."""
        if action != "export":
            super().choose(action)
            return
        export_dialog(self.table, say=self.exported)

    def exported(self, text: str) -> None:
        self.lines[1:] = ["", text]          # under the result, a line apart
        self.dirty = True


class StuckOverlay(TableDialog):
    def __init__(self, app, table):
        lines = ["No more moves: nothing left changes the game. Undo to try another way, "
                 "restart this deal, or start a new one."]
        super().__init__(app, table, "No more moves", lines,
                         [("Undo", "undo"), ("Restart", "restart"), ("New game", "new")])


REFUSED_NUMBER = f"A game number is digits only, from 0 to {MAX_SEED}"


class GameNumberOverlay(EntryDialog):
    """Type a game number (digits, 0 .. 4294967295) and press Enter to deal it. Over a
    game in progress the number typed is dealt only once the player says so, as New and
    Menu ask ("Keep playing" leaves the game as it was, and its statistics)."""

    def __init__(self, app, table):
        super().__init__(app, "Play game number",
                         [f"Type a number from 0 to {MAX_SEED}, then press Enter."],
                         TextInput(max_length=10), "Deal", self.deal)
        self.table = table
        self.refusal = REFUSED_NUMBER
        self.too_long = f"Too long: a game number has at most 10 digits, up to {MAX_SEED}"

    def handle_event(self, event) -> None:
        if not (getattr(event, "pad", None) and pad_digits.edit(self, event.pad)):
            super().handle_event(event)       # a game pad turns digits: pad_digits.py

    def deal(self, text: str):
        text = text.strip()
        if not (text.isascii() and text.isdigit()) or int(text) > MAX_SEED:
            return REFUSED_NUMBER
        self.close()
        table, seed = self.table, int(text)
        if table.session.in_progress:
            self.app.manager.push(abandon_game(self.app, "new",
                                               lambda: table.play.new_game(seed)))
        else:
            table.play.new_game(seed)
        return None
