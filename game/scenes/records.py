"""Game records at the table: save this game under a name, export a won game to share,
and the list of saved games, from which one is replayed or played on.

    GamesMenu(app, table)   # the toolbar's Games button: all of these, and statistics
    save_dialog(table)      # Ctrl+S: "Save this game" with a name field
    export_dialog(table)    # a won game: "Export this game" (a name, or a path)
    open_records(table)     # Ctrl+O: the saved games, newest first

Files go to DATA/records and DATA/exports (game/store/record_files.py); a name already
taken is refused, never overwritten. In the list, Up/Down (or a click, a tap, the wheel)
choose a saved game, a finger dragged over the rows scrolls them, Left/Right or Tab move
the focus among the buttons and Enter runs the focused one (Replay first). Replay
replays (game/scenes/replay.py: it counts nowhere and leaves the game in progress
alone), Play on makes the record the game at the table (asking first when that throws
away a game in progress), Rename (F2) gives it another name and Delete (the Delete key)
deletes its file once the player confirms. A file that does not read is set aside as
NAME.json.corrupt-N when the list opens, said in the "About your saved data" notice (one
that cannot be moved is listed with its reason and offers nothing).
"""

import datetime
import logging

import pygame

from game.i18n import N_, _, formats, ngettext, pgettext
from game.rules import rules_for
from game.scenes.common import commands
from game.scenes.common.spoken_screens import stop_words
from game.scenes.common.spoken_table import sentences
from game.scenes.confirm import ConfirmDialog, abandon_game
from game.scenes.dialog import Dialog, EntryDialog, MenuDialog
from game.scenes.replay import open_replay, refuse_record, show_message
from game.store import notices
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
from sprites.mirror import end_anchor, end_x, start_anchor, start_x
from sprites.palette import ACCENT, ERROR_INK, TEXT, TEXT_DIM
from sprites.panels import rounded_surface
from sprites.text import draw_text, fit_text
from sprites.text_input import NAME_LENGTH, NameInput
from sprites.toolbar import Button

log = logging.getLogger(__name__)

# marked here, translated where they are said: _(NOTHING_TO_REPLAY)
EXPORT_REFUSED = N_("Only a won game can be exported: win it first")
NOTHING_TO_REPLAY = N_("Nothing to replay yet: make a move first")
EMPTY_RECORD = N_("Nothing to replay: this saved game has no moves")
SEPARATOR = "   ·   "       # between the facts of a saved game's line


def data_dir(app):
    return app.keeping.data_dir


def table_record(table):
    """The record of the game at `table` as it stands now."""
    session = table.session
    return record_of(session, session.elapsed(table.app.clock.now))


class NameDialog(EntryDialog):
    """A dialog with a name field (see EntryDialog); `wording()` gives its (title, lines,
    the first button's label) in the player's language now."""

    def __init__(self, app, wording, text, on_go):
        self.wording = wording
        super().__init__(app, NameInput(text), on_go)

    def entry_words(self):
        return self.wording()

    @property
    def refusal(self) -> str:
        return _("A name takes letters, digits, spaces and - _ . / ~ only")

    @property
    def too_long(self) -> str:
        return ngettext("Too long: a name or path has at most {count} character",
                        "Too long: a name or path has at most {count} characters",
                        NAME_LENGTH).format(count=formats.number(NAME_LENGTH))


def attempt(say, write, done, failed):
    """Run `write()` (it returns the path written): `say(done(path))` (the table's toast)
    and return None, or return the one line that says why not, `failed(reason)`."""
    try:
        path = write()
    except NameError_ as problem:
        return str(problem)
    except OSError as error:
        log.warning("a record was not written: %s", error)
        return failed(why(error))
    say(done(path))
    return None


def save_dialog(table) -> NameDialog:
    """Ctrl+S: save the game at the table in DATA/records under a name typed."""
    app = table.app

    def save(name):
        return attempt(table.say,
                       lambda: save_named(records_folder(data_dir(app)), name,
                                          table_record(table)),
                       lambda path: _("Saved as {name}").format(name=path.stem),
                       # Translators: {reason} says why, e.g. "the disk is full"
                       lambda reason: _("Not saved: {reason}").format(reason=reason))

    def wording():
        return (_("Save this game"),
                [_("A name for it. Saved games (Ctrl+L) lists it, to replay it or play on "
                   "from here:")], _("Save"))

    record = table_record(table)
    return app.manager.push(NameDialog(app, wording, suggested_name(record), save))


def export_dialog(table, say=None):
    """Export the won game at the table to share: a name (DATA/exports) or a path; where
    it went is said by `say` (the table's toast unless given)."""
    app = table.app
    record = table_record(table)
    if record.result != "won":
        table.say(_(EXPORT_REFUSED))
        return None

    def export(text):
        return attempt(say or table.say,
                       lambda: export_record(exports_folder(data_dir(app)), text, record),
                       lambda path: _("Exported to {path}").format(path=path),
                       # Translators: {reason} says why, e.g. "the disk is full"
                       lambda reason: _("Not exported: {reason}").format(reason=reason))

    def wording():
        return (_("Export this won game"),
                # Translators: {folder} is a folder's path
                [_("A name (saved in {folder}) or a path such as ~/wall.json:").format(
                    folder=exports_folder(data_dir(app)))], pgettext("button", "Export"))

    return app.manager.push(NameDialog(app, wording, suggested_name(record), export))


def open_records(table):
    """The saved games over the table; files that did not read are said over them."""
    listing = table.app.manager.push(RecordsScene(table.app, table))
    listing.tell()
    return listing


class GamesMenu(MenuDialog):
    """The toolbar's Games button: every command about this game's history, one under
    another (each runs the table's own command, so its key does the same); Up and Down
    move the focus, Enter runs the focused one. Export is greyed until the game is won,
    Replay until a move is made, each tooltip saying why."""

    CHOICES = ((N_("Statistics  (T)"), "stats"), (N_("Save this game…  (Ctrl+S)"), "save"),
               (N_("Saved games…  (Ctrl+L)"), "records"),
               (N_("Replay this game  (P)"), "replay"),
               (N_("Export this win…  (Ctrl+E)"), "export"), (N_("Close"), "close"))

    def __init__(self, app, table):
        self.table = table
        super().__init__(app, "", [], self.CHOICES)     # worded by words()

    def words(self):
        return _("Your games"), [], [_(label) for label, _action in self.CHOICES]

    def reword(self) -> None:
        super().reword()
        session = self.table.session
        if not session.won:             # shown greyed, saying why on hover
            grey(self.buttons, "export", _(EXPORT_REFUSED))
        if session.cursor == 0:         # no move in effect: nothing to replay
            grey(self.buttons, "replay", _(NOTHING_TO_REPLAY))

    def choose(self, action: str) -> None:
        self.close()
        if action != "close":
            self.table.play.command(commands.by_id(action))



class RecordsScene(Dialog):
    """The saved games, one per row: name, game and deal, moves, time, result, date."""

    pad_keys = {"hint": pygame.K_F2, "deal": pygame.K_DELETE}     # a pad's X and Y

    extra_units = 0.0
    width_units = 40            # room for a row's details, its date included

    CHOICES = ("replay", "play", "rename", "delete")     # over a list that is not empty
    ALWAYS = ("save", "close")

    def __init__(self, app, table):
        self.saved = []
        super().__init__(app, "", [], [])       # worded by words(), its buttons by load()
        self.table = table
        self.chosen = 0
        self.top = 0                    # the first row shown
        self.rows_shown = 1
        self.row_rects = []
        self.pitch = (1, 1)             # a row's band and pitch, as last drawn
        self.scrolling = None           # the top row when a finger began to scroll
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
        self.buttons = [Button("", action)
                        for action in (self.CHOICES if listed else ()) + self.ALWAYS]
        paths = [saved.path for saved in listed]
        self.choose_row(paths.index(chosen) if chosen in paths else self.chosen)
        self.reword()

    def words(self):
        lines = [] if self.saved else [_("No saved games yet. Save this game to find it "
                                         "here (Ctrl+S at the table).")]
        labels = {"replay": pgettext("button", "Replay"), "play": _("Play on"),
                  "rename": _("Rename…"), "delete": _("Delete…"), "save": _("Save this…"),
                  "close": _("Close")}
        return _("Saved games"), lines, [labels[button.action] for button in self.buttons]

    def reword(self) -> None:
        super().reword()
        tips = {"rename": _("Give it another name (F2)"),
                "delete": _("Delete its file, after asking (Delete)")}
        for button in self.buttons:
            button.tooltip = tips.get(button.action)
        if self.saved:
            self.offer_replay()

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
            replay.enabled, replay.tooltip = not empty, _(EMPTY_RECORD) if empty else ""

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

    def spoken(self) -> str:
        return sentences([self.title, *self.lines, self.spoken_focus()])

    def spoken_focus(self) -> str:
        """The saved game chosen (its name, its details, which of how many), then the
        button focused."""
        if not self.saved:
            return stop_words(self.focus.current)
        saved = self.saved[self.chosen]
        return sentences([saved.name, describe(saved)[0], _("{number} of {count}").format(
            number=formats.number(self.chosen + 1), count=formats.number(len(self.saved))),
            stop_words(self.focus.current)])

    def touch_targets(self) -> list:
        return [rect for _index, rect in self.row_rects] + super().touch_targets()

    def handle_touch(self, gesture) -> bool:
        """A finger dragged over the rows scrolls them (the chosen row stays in view);
        anything else is the mouse's."""
        rows = [rect for _index, rect in self.row_rects]
        if gesture.kind == "drag" and rows and rows[0].unionall(rows).collidepoint(
                gesture.start):
            self.scrolling = self.top
        if self.scrolling is None:
            return False
        if gesture.kind in ("drag", "move"):
            moved = round((gesture.start[1] - gesture.pos[1]) / max(1, self.pitch[1]))
            self.scroll_to(self.scrolling + moved)
        else:
            self.scrolling = None
        return True

    def scroll_to(self, top: int) -> None:
        """Show the rows from `top` on, the chosen one kept among them."""
        top = max(0, min(len(self.saved) - self.rows_shown, top))
        if top != self.top:
            self.top = top
            self.chosen = max(top, min(top + self.rows_shown - 1, self.chosen))
            self.offer_replay()
            self.dirty = True

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
                show_message(self.app, lambda: (_("This record does not read"), [
                    notices.the_file(saved.path.name, saved.problem)]))
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
        pitch = row_size(unit, self.app.touch_target())[1]
        spare = height - unit * 10 - (self.button_height(unit) - 2 * unit)
        self.rows_shown = max(1, min(len(self.saved) or 1, spare // pitch))
        self.extra_units = self.rows_shown * pitch / unit + 0.5
        super().draw(surface)
        self.draw_rows(surface, unit)

    def draw_rows(self, surface, unit) -> None:
        self.row_rects = []
        small = detail_size(unit)
        band, pitch = self.pitch = row_size(unit, self.app.touch_target())
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
            start, anchor = start_x(rect, unit // 3), start_anchor("topleft")
            draw_text(surface, fit_text(saved.name, name_font, w), (start, y + pad), unit,
                      TEXT, bold=True, anchor=anchor)
            detail, ink = describe(saved)
            draw_text(surface, fit_text(detail, font(small), w),
                      (start, y + pad + name_font.get_linesize()), small, ink, anchor=anchor)
            y += pitch
        if len(self.saved) > self.rows_shown:
            # Translators: which saved game is chosen, of how many: "3 of 12"
            draw_text(surface, _("{number} of {count}").format(
                number=formats.number(self.chosen + 1), count=formats.number(len(self.saved))),
                      (end_x(self.panel, unit), self.panel.y + unit), small, TEXT_DIM,
                      anchor=end_anchor("topright"))


def detail_size(unit: int) -> int:
    """The type size of a saved game's details, under its name."""
    return max(8, round(unit * 0.75))


def row_pad(unit: int) -> int:
    """The air inside a row's band above its name's line (below its details' line the
    band keeps a fifth of a unit more: the name's line has room above its capitals that
    the details' line lacks below its letters)."""
    return max(2, unit // 4)


def row_size(unit: int, target: int = 0) -> tuple[int, int]:
    """(height of a saved game's band, pitch from one row to the next): its name and
    details with `row_pad` above and below, a finger's `target` at least while touch is
    in use, and a gap between bands."""
    band = max(target, font(unit, True).get_linesize()
               + font(detail_size(unit)).get_linesize() + 2 * row_pad(unit) + unit // 5)
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
            # Translators: {reason} says why, e.g. "the disk is full"
            return _("Not renamed: {reason}").format(reason=why(error))
        listing.load(chosen=path)
        return None

    def wording():
        return (_("Rename this saved game"),
                # Translators: {name} is the saved game's name, in quotes
                [_("A new name for {name}:").format(name=repr(saved.name))], _("Rename"))

    return NameDialog(listing.app, wording, saved.name, rename)


def delete_question(listing, saved) -> ConfirmDialog:
    """"Delete this saved game?" [Delete] [Keep]: the file goes only on Delete."""
    def delete():
        try:
            delete_saved(saved.path)
        except OSError as error:
            log.warning("not deleted: %s", error)
            reason = why(error)
            show_message(listing.app, lambda: (_("Not deleted"), [
                # Translators: {name} is a file's name, {reason} says why, e.g. "the disk
                # is full"
                _("{name}: {reason}").format(name=saved.path.name, reason=reason)]))
        listing.load()
        listing.tell()

    def wording():
        return (_("Delete this saved game?"),
                # Translators: {name} is the saved game's name, in quotes; {detail} its
                # game, moves, time and result
                [_("{name} ({detail}) is deleted for good: it can no longer be replayed or "
                   "played on.").format(name=repr(saved.name), detail=describe(saved)[0])],
                _("Delete"), _("Keep"))

    return ConfirmDialog(listing.app, wording, delete)


EDITS = {pygame.K_F2: "rename", pygame.K_DELETE: "delete"}
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
        return notices.this_file(saved.problem), ERROR_INK
    game = rules_for(record.game).title
    number = formats.digits(str(record.seed))
    daily = getattr(record, "daily", None)
    if daily:
        # Translators: {game} is a game's name, {number} its deal's number, {date} a date
        deal = _("{game} #{number} · deal of the day {date}").format(
            game=game, number=number,
            date=formats.medium_date(datetime.date.fromisoformat(daily)))
    else:
        # Translators: {game} is a game's name, {number} its deal's number
        deal = _("{game} #{number}").format(game=game, number=number)
    moves = ngettext("{count} move", "{count} moves", record.moves_made).format(
        count=formats.number(record.moves_made))
    result = {"won": pgettext("game", "won"), "lost": pgettext("game", "lost")}.get(
        record.result) or _("in progress")
    return SEPARATOR.join((deal, moves, formats.clock(record.elapsed), result,
                           started_text(record.started))), TEXT_DIM


def started_text(started: str) -> str:
    """When a record's game began ("2026-11-29T21:00:00Z"): its date and time of day."""
    try:
        day = datetime.date.fromisoformat(started[:10])
    except ValueError:
        return started[:16].replace("T", " ")
    # Translators: a date ("Nov 29, 2026") and a time of day ("21:00")
    return _("{date} {time}").format(date=formats.medium_date(day),
                                     time=formats.digits(started[11:16]))


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
        # Translators: the button that leaves the game in progress and plays on from the
        # saved game's position (not a replay of it)
        app.manager.push(abandon_game(app, N_("Play the record"),
                                      lambda: take_over(table, session)))
    else:
        take_over(table, session)


def take_over(table, session) -> None:
    app = table.app
    app.keeping.abandon(table)
    new_table = app.start_game(session.game, session.seed)
    app.keeping.watch(new_table, session)
    new_table.say(ngettext("Playing on from the record: {count} move made",
                           "Playing on from the record: {count} moves made",
                           session.moves_made).format(count=formats.number(session.moves_made)))
