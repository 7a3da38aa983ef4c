"""Game records at the table: save this game under a name, export a won game to share,
and the list of saved games, from which one is replayed or played on.

    GamesMenu(app, table)   # the toolbar's Games button: all of these, and statistics
    save_dialog(table)      # Ctrl+S: "Save this game" with a name field
    export_dialog(table)    # a won game: "Export this game" (a name, or a path)
    open_records(table)     # Ctrl+O: the saved games, newest first

Files go to DATA/records and DATA/exports (game/store/record_files.py); a name already
taken is refused, never overwritten. In the list, Up/Down (or a click) choose a saved
game, Left/Right or Tab move the focus among the buttons and Enter runs the focused one
(Replay first). Replay replays (game/scenes/replay.py: it counts nowhere and leaves the
game in progress alone), Play on makes the record the game at the table (asking first
when that throws away a game in progress), Rename (F2) gives it another name and Delete
(the Delete key) deletes its file once the player confirms. A file that does not read is
set aside as NAME.json.corrupt-N when the list opens, said in the "About your saved data"
notice (one that cannot be moved is listed with its reason and offers nothing).
"""

import logging

import pygame

from game.engine.clock import clock_text
from game.rules import rules_for
from game.rules.wording import counted
from game.scenes.common import commands
from game.scenes.common.daily_marks import day_text
from game.scenes.confirm import ConfirmDialog, abandon_game
from game.scenes.dialog import Dialog, EntryDialog
from game.scenes.replay import open_replay, refuse_record, show_message
from game.store.notices import why
from game.store.record_files import (
    NameError_,
    delete_saved,
    export_record,
    exports_folder,
    list_saved,
    records_folder,
    rename_saved,
    save_named,
    set_aside_unreadable,
    suggested_name,
)
from game.store.records import RecordError, record_of, session_of
from sprites.fonts import font
from sprites.palette import ACCENT, ERROR_INK, TEXT, TEXT_DIM
from sprites.panels import rounded_surface
from sprites.text import draw_text, fit_text
from sprites.text_input import NAME_LENGTH, NameInput
from sprites.toolbar import Button

log = logging.getLogger(__name__)

EXPORT_REFUSED = "Only a won game can be exported: win it first"
NOTHING_TO_REPLAY = "Nothing to replay yet: make a move first"
EMPTY_RECORD = "Nothing to replay: this saved game has no moves"


def data_dir(app):
    return app.keeping.data_dir


def table_record(table):
    """The record of the game at `table` as it stands now."""
    session = table.session
    return record_of(session, session.elapsed(table.app.clock.now))


class NameDialog(EntryDialog):
    """A dialog with a name field (see EntryDialog)."""

    refusal = "A name takes letters, digits, spaces and - _ . / ~ only"
    too_long = f"Too long: a name or path has at most {NAME_LENGTH} characters"

    def __init__(self, app, title, lines, text, go_label, on_go):
        super().__init__(app, title, lines, NameInput(text), go_label, on_go)


def attempt(say, write, done: str, failed: str):
    """Run `write()` (it returns the path written): `say(done)` (the table's toast) and
    return None, or return the one line that says why not."""
    try:
        path = write()
    except NameError_ as problem:
        return str(problem)
    except OSError as error:
        log.warning("%s: %s", failed, error)
        return f"{failed}: {why(error)}"
    say(done.format(path=path))
    return None


def save_dialog(table) -> NameDialog:
    """Ctrl+S: save the game at the table in DATA/records under a name typed."""
    app = table.app

    def save(name):
        return attempt(table.say,
                       lambda: save_named(records_folder(data_dir(app)), name,
                                          table_record(table)),
                       "Saved as {path.stem}", "Not saved")

    record = table_record(table)
    return app.manager.push(NameDialog(app, "Save this game", [
        "A name for it. Saved games (Ctrl+L) lists it, to replay it or play on from here:"],
        suggested_name(record), "Save", save))


def export_dialog(table, say=None):
    """Export the won game at the table to share: a name (DATA/exports) or a path; where
    it went is said by `say` (the table's toast unless given)."""
    app = table.app
    record = table_record(table)
    if record.result != "won":
        table.say(EXPORT_REFUSED)
        return None

    def export(text):
        return attempt(say or table.say,
                       lambda: export_record(exports_folder(data_dir(app)), text, record),
                       "Exported to {path}", "Not exported")

    return app.manager.push(NameDialog(app, "Export this won game", [
        f"A name (saved in {exports_folder(data_dir(app))}) or a path such as "
        "~/wall.json:"], suggested_name(record), "Export", export))


def open_records(table):
    """The saved games over the table; files that did not read are said over them."""
    listing = table.app.manager.push(RecordsScene(table.app, table))
    listing.tell()
    return listing


class GamesMenu(Dialog):
    """The toolbar's Games button: every command about this game's history, one under
    another (each runs the table's own command, so its key does the same); Up and Down
    move the focus, Enter runs the focused one. Export is greyed until the game is won,
    Replay until a move is made, each tooltip saying why."""

    CHOICES = (("Statistics  (T)", "stats"), ("Save this game…  (Ctrl+S)", "save"),
               ("Saved games…  (Ctrl+L)", "records"), ("Replay this game  (P)", "replay"),
               ("Export this win…  (Ctrl+E)", "export"), ("Close", "close"))
    extra_units = len(CHOICES) * 2.4 - 2.2
    below_units = 3.2           # the choices start right under the title

    def __init__(self, app, table):
        super().__init__(app, "Your games", [], self.CHOICES)
        self.table = table
        if not table.session.won:       # shown greyed, saying why on hover
            grey(self.buttons, "export", EXPORT_REFUSED)
        if table.session.cursor == 0:   # no move in effect: nothing to replay
            grey(self.buttons, "replay", NOTHING_TO_REPLAY)

    def choose(self, action: str) -> None:
        self.close()
        if action != "close":
            self.table.play.command(commands.by_id(action))

    def layout_buttons(self, unit) -> None:
        """One under another, as wide as the panel."""
        y = self.content_top
        for button in self.buttons:
            button.rect = pygame.Rect(self.panel.x + unit, y, self.panel.w - 2 * unit,
                                      int(unit * 2))
            button.font_size = max(10, int(unit * 0.9))
            y += int(unit * 2.4)
        self.buttons[-1].rect.y += unit // 2


class RecordsScene(Dialog):
    """The saved games, one per row: name, game and deal, moves, time, result, date."""

    pad_keys = {"hint": pygame.K_F2, "deal": pygame.K_DELETE}     # a pad's X and Y

    extra_units = 0.0
    width_units = 40            # room for a row's details, its date included

    CHOICES = (("Replay", "replay"), ("Play on", "play"), ("Rename…", "rename"),
               ("Delete…", "delete"))         # offered over a list that is not empty
    ALWAYS = (("Save this…", "save"), ("Close", "close"))

    def __init__(self, app, table):
        super().__init__(app, "Saved games", [], self.ALWAYS)
        self.table = table
        self.chosen = 0
        self.top = 0                    # the first row shown
        self.rows_shown = 1
        self.row_rects = []
        self.notices = []               # files set aside, said once the list is on top
        self.load()

    def load(self, chosen=None) -> None:
        """Read the folder (again): the rows, the buttons that act on them, the chosen row
        (the one saved at path `chosen`, if given); files that do not read are set aside,
        to be said (`tell`)."""
        folder = records_folder(data_dir(self.app))
        listed, notices = set_aside_unreadable(list_saved(folder))
        self.notices += notices
        self.saved = listed
        self.buttons = [Button(label, action, tooltip=KEY_TIPS.get(action))
                        for label, action in (self.CHOICES if listed else ()) + self.ALWAYS]
        self.lines = [] if listed else ["No saved games yet. Save this game to find it "
                                        "here (Ctrl+S at the table)."]
        paths = [saved.path for saved in listed]
        self.choose_row(paths.index(chosen) if chosen in paths else self.chosen)
        self.dirty = True

    def tell(self) -> None:
        """Say over the list which files were set aside (the notice dialog)."""
        messages, self.notices = self.notices, []
        for message in messages:
            self.app.keeping.notify(message)

    def resume(self) -> None:
        super().resume()
        self.tell()                     # after a rename: over the list, not the dialog

    def offer_replay(self) -> None:
        """Replay greyed, saying why, when the chosen record has no move to replay."""
        replay = button_for(self.buttons, "replay")
        if replay is not None:
            record = self.saved[self.chosen].record
            empty = record is not None and record.cursor == 0
            replay.enabled, replay.tooltip = not empty, EMPTY_RECORD if empty else ""

    # ----- input --------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        kind = event.type
        if kind == pygame.KEYDOWN and event.key in MOVES:
            self.choose_row(MOVES[event.key](self))
        elif kind == pygame.KEYDOWN and event.key in EDITS:
            self.choose(EDITS[event.key])
        elif kind == pygame.MOUSEWHEEL:
            self.choose_row(self.chosen - event.y)
        elif kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in self.row_rects:
                if rect.collidepoint(event.pos):
                    self.choose_row(index)
        else:
            super().handle_event(event)

    def choose_row(self, index: int) -> None:
        if not self.saved:
            self.chosen = self.top = 0
            return
        self.chosen = max(0, min(len(self.saved) - 1, index))
        self.top = min(self.top, self.chosen)
        self.top = max(self.top, self.chosen - self.rows_shown + 1)
        self.offer_replay()
        self.dirty = True

    def choose(self, action: str) -> None:
        if action == "close":
            self.close()
        elif action == "save":
            self.close()
            save_dialog(self.table)
        elif action == "replay" and not button_for(self.buttons, "replay").enabled:
            return                      # Enter on an empty record: greyed, nothing to do
        elif self.saved:
            saved = self.saved[self.chosen]
            if action in ("rename", "delete"):
                self.app.manager.push((rename_dialog if action == "rename"
                                       else delete_question)(self, saved))
            elif saved.record is None:
                show_message(self.app, "This record does not read",
                             [f"The file {saved.path.name} {saved.error}."])
            elif action == "replay":
                self.close()
                open_replay(self.app, saved.record)
            elif action == "play":
                self.close()
                play_on(self.table, saved.record)

    # ----- drawing ------------------------------------------------------------------------
    def draw(self, surface) -> None:
        width, height = surface.get_size()
        unit = self.unit(surface)
        pitch = row_size(unit)[1]
        self.rows_shown = max(1, min(len(self.saved) or 1, (height - unit * 10) // pitch))
        self.extra_units = self.rows_shown * pitch / unit + 0.5
        super().draw(surface)
        self.draw_rows(surface, unit)

    def draw_rows(self, surface, unit) -> None:
        self.row_rects = []
        small = detail_size(unit)
        band, pitch = row_size(unit)
        pad = row_pad(unit)
        x, y = self.panel.x + unit, self.content_top
        w = self.panel.w - 2 * unit
        for index in range(self.top, min(len(self.saved), self.top + self.rows_shown)):
            saved = self.saved[index]
            rect = pygame.Rect(x - unit // 3, y, w + 2 * (unit // 3), band)
            if index == self.chosen:
                surface.blit(rounded_surface(rect.size, (255, 214, 80, 56), unit // 3, ACCENT,
                                             max(1, unit // 12)), rect)
            self.row_rects.append((index, rect))
            name_font = font(unit, True)
            draw_text(surface, fit_text(saved.name, name_font, w), (x, y + pad), unit,
                      TEXT, bold=True)
            detail, ink = describe(saved)
            draw_text(surface, fit_text(detail, font(small), w),
                      (x, y + pad + name_font.get_linesize()), small, ink)
            y += pitch
        if len(self.saved) > self.rows_shown:
            draw_text(surface, f"{self.chosen + 1} of {len(self.saved)}",
                      (self.panel.right - unit, self.panel.y + unit), small, TEXT_DIM,
                      anchor="topright")


def detail_size(unit: int) -> int:
    """The type size of a saved game's details, under its name."""
    return max(8, round(unit * 0.75))


def row_pad(unit: int) -> int:
    """The air inside a row's band above its name's line (below its details' line the
    band keeps a fifth of a unit more: the name's line has room above its capitals that
    the details' line lacks below its letters)."""
    return max(2, unit // 4)


def row_size(unit: int) -> tuple[int, int]:
    """(height of a saved game's band, pitch from one row to the next): its name and
    details with `row_pad` above and below, and a gap between bands."""
    band = (font(unit, True).get_linesize() + font(detail_size(unit)).get_linesize()
            + 2 * row_pad(unit) + unit // 5)
    return band, band + max(2, unit // 6)


def rename_dialog(listing, saved) -> NameDialog:
    """"Rename this saved game": the name refused for the save dialog's reasons."""
    def rename(text):
        try:
            path = rename_saved(saved.path, text)
        except NameError_ as problem:
            return str(problem)
        except OSError as error:
            log.warning("not renamed: %s", error)
            return f"Not renamed: {why(error)}"
        listing.load(chosen=path)
        return None

    return NameDialog(listing.app, "Rename this saved game",
                      [f"A new name for {saved.name!r}:"], saved.name, "Rename", rename)


def delete_question(listing, saved) -> ConfirmDialog:
    """"Delete this saved game?" [Delete] [Keep]: the file goes only on Delete."""
    def delete():
        try:
            delete_saved(saved.path)
        except OSError as error:
            log.warning("not deleted: %s", error)
            show_message(listing.app, "Not deleted", [f"{saved.path.name}: {why(error)}"])
        listing.load()
        listing.tell()

    detail = describe(saved)[0]
    return ConfirmDialog(listing.app, "Delete this saved game?",
                         [f"{saved.name!r} ({detail}) is deleted for good: it can no "
                          f"longer be replayed or played on."], "Delete", delete, "Keep")


EDITS = {pygame.K_F2: "rename", pygame.K_DELETE: "delete"}
KEY_TIPS = {"rename": "Give it another name (F2)", "delete": "Delete its file, after "
            "asking (Delete)"}
MOVES = {pygame.K_UP: lambda s: s.chosen - 1, pygame.K_DOWN: lambda s: s.chosen + 1,
         pygame.K_PAGEUP: lambda s: s.chosen - s.rows_shown,
         pygame.K_PAGEDOWN: lambda s: s.chosen + s.rows_shown,
         pygame.K_HOME: lambda s: 0, pygame.K_END: lambda s: len(s.saved) - 1}


def button_for(buttons, action: str):
    """The button for `action` among `buttons`, or None."""
    return next((b for b in buttons if b.action == action), None)


def grey(buttons, action: str, why: str) -> None:
    """Show the button for `action` greyed, `why` as its tooltip."""
    button = button_for(buttons, action)
    button.enabled, button.tooltip = False, why


def describe(saved):
    """(the line under a saved game's name, its ink)."""
    record = saved.record
    if record is None:
        return f"This file {saved.error}", ERROR_INK
    result = {"won": "won", "lost": "lost"}.get(record.result, "in progress")
    moves = counted(record.moves_made, "move")
    daily = getattr(record, "daily", None)
    deal = f" · deal of the day {day_text(daily)}" if daily else ""
    return (f"{rules_for(record.game).title} #{record.seed}{deal}   ·   {moves}"
            f"   ·   {clock_text(record.elapsed)}   ·   {result}   ·   "
            f"{record.started[:16].replace('T', ' ')}", TEXT_DIM)


def play_on(table, record) -> None:
    """Make `record` the game at the table, from where it stands (undo history and all);
    a game in progress there is abandoned, after asking."""
    app = table.app
    try:
        session = session_of(record, app.clock.now)
    except RecordError as error:
        refuse_record(app, error)
        return
    if table.session.in_progress:
        app.manager.push(abandon_game(app, "Play the record", lambda: take_over(table,
                                                                                session)))
    else:
        take_over(table, session)


def take_over(table, session) -> None:
    app = table.app
    app.keeping.abandon(table)
    new_table = app.start_game(session.game, session.seed)
    app.keeping.watch(new_table, session)
    new_table.say(f"Playing on from the record: {counted(session.moves_made, 'move')} made")
