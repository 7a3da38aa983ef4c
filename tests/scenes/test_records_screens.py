"""Game records from the table, by keys as a player would: Ctrl+S saves under a typed
name, Ctrl+L lists the saved games (a damaged one with its reason), Replay and Play on
work from the list, P replays this game, T opens its statistics, Ctrl+E exports a win."""

from dataclasses import replace
from types import SimpleNamespace

import pygame
import pytest

from game.scenes.notice import NoticeDialog
from game.scenes.records import NameDialog, RecordsScene, describe
from game.scenes.replay import Replay
from game.scenes.statistics import StatisticsScene
from game.store.record_files import list_saved, records_folder
from sprites.fonts import font
from tests.scenes.table_helpers import open_table


def key(app, code, ctrl=False):
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code,
                                        mod=pygame.KMOD_LCTRL if ctrl else 0))


def typed(app, text):
    app.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))


def played_table(app, moves=4):
    table = open_table(app, "doublets", 9)
    for _ in range(moves):
        table.play.act([table.board.rules.legal_moves(table.board.state)[0]])
    return table


def test_save_by_name_then_load_and_play_on(make_app):
    app = make_app()
    table = played_table(app)
    key(app, pygame.K_s, ctrl=True)
    dialog = app.manager.top
    assert isinstance(dialog, NameDialog) and dialog.field.text == "doublets-9"
    for _ in range(len(dialog.field.text)):
        key(app, pygame.K_BACKSPACE)
    typed(app, "my/best?")              # '?' is refused as it is typed
    assert dialog.field.text == "my/best"
    key(app, pygame.K_RETURN)           # a '/' in a saved name: refused with a reason
    assert app.manager.top is dialog and dialog.error
    for _ in range(len(dialog.field.text)):
        key(app, pygame.K_BACKSPACE)
    typed(app, "my best-5")
    app.draw()
    key(app, pygame.K_RETURN)
    assert app.manager.top is table
    folder = records_folder(app.keeping.data_dir)
    saved = list_saved(folder)
    assert [s.name for s in saved] == ["my best-5"] and saved[0].record.cursor == 4
    (folder / "broken.json").write_text("{not json")
    table.play.act([table.board.rules.legal_moves(table.board.state)[0]])   # play on past the save
    key(app, pygame.K_l, ctrl=True)
    notice = app.manager.top            # a damaged record: set aside, and said
    assert isinstance(notice, NoticeDialog) and "'broken' could not be opened" in \
        notice.lines[0] and "set aside as broken.json.corrupt-1" in notice.lines[0]
    assert "Expecting" not in notice.lines[0]           # the parser's words: the log
    assert (folder / "broken.json.corrupt-1").read_text() == "{not json"
    key(app, pygame.K_RETURN)
    listing = app.manager.top
    assert isinstance(listing, RecordsScene)
    app.draw()
    names = [s.name for s in listing.saved]
    assert names == [saved[0].name]
    row = listing.row_rects[0][1]       # its details, date and all
    long = replace(saved[0].record, game="forty-thieves", seed=4294967295, moves=1234,
                   elapsed=12 * 3600.0)
    detail = describe(SimpleNamespace(record=long))[0]
    assert font(round(listing.unit(app.screen) * 0.75)).size(detail)[0] <= row.w - 8
    listing.choose("play")              # the game at the table is in progress: asks
    app.manager.top.choose("go")
    new_table = app.manager.top
    assert new_table is not table and new_table.session.moves_made == 4
    assert new_table.session.cursor == 4 and new_table.session.actions == \
        list(saved[0].record.actions)


def test_replay_this_game_statistics_and_export_from_the_table(make_app):
    app = make_app()
    table = played_table(app, moves=3)
    key(app, pygame.K_p)
    replay = app.manager.top
    assert isinstance(replay, Replay) and replay.last_step == 3
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is table
    key(app, pygame.K_t)
    assert isinstance(app.manager.top, StatisticsScene)
    app.draw()
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_e, ctrl=True)     # not won: nothing to export, and it says so
    assert app.manager.top is table and "won" in table.voice.toast.text


def test_the_games_button_reaches_every_one_of_them_by_mouse(make_app):
    app = make_app(size=(1024, 600))
    table = played_table(app, moves=2)
    button = table.toolbar.button("games")
    assert button is not None and button.font_size >= 12

    def click(pos):
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            app.handle_event(pygame.event.Event(kind, button=1, pos=pos))

    opened = {}
    for action, kind in (("stats", StatisticsScene), ("save", NameDialog),
                         ("records", RecordsScene), ("replay", Replay)):
        click(button.rect.center)
        menu = app.manager.top
        assert type(menu).__name__ == "GamesMenu"
        app.draw()
        choice = next(b for b in menu.buttons if b.action == action)
        assert app.screen.get_rect().contains(choice.rect)
        assert menu.panel.contains(choice.rect)
        click(choice.rect.center)
        opened[action] = app.manager.top
        assert isinstance(app.manager.top, kind), action
        app.manager.top.close()
        assert app.manager.top is table
    click(button.rect.center)
    app.draw()
    menu = app.manager.top
    export = next(b for b in menu.buttons if b.action == "export")
    assert not export.enabled and "won" in export.tooltip   # greyed, saying why
    click(export.rect.center)
    assert app.manager.top is menu and not table.voice.toast.text
    menu.close()


def test_your_games_offers_export_only_for_a_won_game(make_app):
    """(It offered "Export this win…" for a game in progress, then said why not.)"""
    from game.scenes.records import GamesMenu
    from game.solver import solve
    app = make_app()
    table = played_table(app, moves=2)
    menu = app.manager.push(GamesMenu(app.services, table))
    export = next(b for b in menu.buttons if b.action == "export")
    assert not export.enabled
    app.draw()
    under = pygame.Rect(export.rect.x, export.rect.bottom, export.rect.w, export.rect.h)
    before = app.screen.subsurface(under).copy()
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=export.rect.center,
                                        rel=(0, 0), buttons=(0, 0, 0)))
    app.draw()                       # its reason as a tooltip, under it
    assert export.hovered and "won" in export.tooltip
    assert pygame.image.tobytes(before, "RGB") != \
        pygame.image.tobytes(app.screen.subsurface(under), "RGB")
    menu.close()
    table = open_table(app, "doublets", 2)
    for move in solve(table.board.state, time_limit=20.0).moves:
        table.session.act([move])
    menu = app.manager.push(GamesMenu(app.services, table))
    export = next(b for b in menu.buttons if b.action == "export")
    assert export.enabled
    menu.choose("export")
    assert isinstance(app.manager.top, NameDialog)


def test_a_won_game_replays_and_exports_from_the_win_dialog(make_app):
    from game.scenes.overlays import WinOverlay
    from game.solver import solve
    from game.store.record_files import exports_folder
    from game.store.records import load_record
    app = make_app()
    table = open_table(app, "doublets", 2)
    line = solve(table.board.state, time_limit=20.0).moves
    for move in line:
        table.session.act([move])
    assert table.session.won
    app.manager.push(WinOverlay(app.services, table))
    app.draw()
    labels = [b.label for b in app.manager.top.buttons]
    assert "Replay" in labels and "Export" in labels
    app.manager.top.choose("replay")
    replay = app.manager.top
    assert isinstance(replay, Replay) and replay.last_step == len(line)
    replay.close()
    win = app.manager.push(WinOverlay(app.services, table))
    win.choose("export")
    dialog = app.manager.top
    assert isinstance(dialog, NameDialog) and dialog.field.text == "doublets-2-won"
    key(app, pygame.K_RETURN)
    path = exports_folder(app.keeping.data_dir) / "doublets-2-won.json"
    assert app.manager.top is win and str(path) in win.lines[-1]   # back to the dialog
    exported = load_record(path)
    assert exported.result == "won" and len(exported.actions) == len(line)


def test_with_no_saved_games_only_buttons_that_do_something_are_shown(make_app):
    """(Replay and Play on stood there, doing nothing, over an empty list.)"""
    app = make_app()
    table = played_table(app)
    key(app, pygame.K_l, ctrl=True)
    listing = app.manager.top
    app.draw()
    assert isinstance(listing, RecordsScene) and not listing.saved
    assert [b.action for b in listing.buttons] == ["save", "close"]
    key(app, pygame.K_RETURN)                   # Enter: the first button, Save this…
    assert isinstance(app.manager.top, NameDialog)
    app.manager.top.close()
    assert app.manager.top is table


def test_replay_is_greyed_with_nothing_to_replay(make_app):
    """(Replay this game was offered on a fresh deal, and Replay on a saved game with no
    moves.) Greyed, its tooltip saying why; a click or Enter does nothing."""
    from game.scenes.records import EMPTY_RECORD, NOTHING_TO_REPLAY, GamesMenu, table_record
    from game.store.record_files import save_named
    app = make_app()
    table = played_table(app, moves=0)
    menu = app.manager.push(GamesMenu(app.services, table))
    replay = next(b for b in menu.buttons if b.action == "replay")
    assert not replay.enabled and replay.tooltip == NOTHING_TO_REPLAY
    app.draw()
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.handle_event(pygame.event.Event(kind, button=1, pos=replay.rect.center))
    assert app.manager.top is menu
    menu.close()
    folder = records_folder(app.keeping.data_dir)
    save_named(folder, "fresh", table_record(table))
    table.play.act([table.board.rules.legal_moves(table.board.state)[0]])
    save_named(folder, "one move", table_record(table))
    menu = app.manager.push(GamesMenu(app.services, table))       # a move made: offered again
    assert next(b for b in menu.buttons if b.action == "replay").enabled
    menu.close()
    key(app, pygame.K_l, ctrl=True)
    listing = app.manager.top
    app.draw()
    names = [s.name for s in listing.saved]
    replay = next(b for b in listing.buttons if b.action == "replay")
    listing.choose_row(names.index("fresh"))
    assert not replay.enabled and replay.tooltip == EMPTY_RECORD
    assert listing.focus.current is replay              # greyed under the focus: it stays
    key(app, pygame.K_RETURN)                           # Enter: nothing happens
    assert app.manager.top is listing
    listing.choose_row(names.index("one move"))
    assert replay.enabled
    key(app, pygame.K_RETURN)
    assert isinstance(app.manager.top, Replay)


def test_a_long_export_error_keeps_the_field_where_it_is(make_app):
    """(An error that wrapped to several lines made the dialog grow and move up.) The
    panel grows downwards by the reason's lines, the field staying put; a reason
    longer than the room a reason may take ends in an ellipsis."""
    from game.solver import solve
    for size in ((640, 480), (1280, 720), (3840, 2160)):
        app = make_app(size=size)
        table = open_table(app, "doublets", 2)
        for move in solve(table.board.state, time_limit=20.0).moves:
            table.session.act([move])
        key(app, pygame.K_e, ctrl=True)
        dialog = app.manager.top
        assert isinstance(dialog, NameDialog)

        def places(app=app, dialog=dialog):
            app.draw()
            return dialog.panel.top, tuple(dialog.field.rect), \
                min(b.rect.top for b in dialog.buttons)

        top, field, buttons = places()
        key(app, pygame.K_BACKSPACE)
        typed(app, "/no/such/folder/" + "/".join(["deeper"] * 14) + "/won")
        key(app, pygame.K_RETURN)
        assert dialog.error.startswith("No folder") and app.manager.top is dialog
        room = max(dialog.ERROR_LINES, len(dialog.error_lines(dialog.refusal, app.screen)))
        shown = dialog.error_lines(dialog.error, app.screen, room)
        assert len(dialog.error_lines(dialog.error, app.screen)) > room  # it had to be cut
        assert len(shown) == room and shown[-1].endswith("…")
        unit = dialog.unit(app.screen)
        grown = room * font(unit).get_linesize()
        assert places() == (top, field, buttons + grown), size
        assert min(b.rect.top for b in dialog.buttons) - dialog.error_bottom >= unit // 2
        assert dialog.panel.bottom <= size[1]
        dialog.close()


def test_typing_past_the_longest_name_is_refused_on_screen(make_app):
    """(The save and export field cut typed text at 120 characters without a word, or
    with the bad-character reason.) The 121st character is refused and the dialog says
    the text is too long, in the error ink, in the room it opens under the field; an edit
    takes the reason away."""
    from sprites.palette import ERROR_INK
    from sprites.text_input import NAME_LENGTH
    for size in ((640, 480), (1280, 720)):
        app = make_app(size=size)
        played_table(app)
        key(app, pygame.K_s, ctrl=True)
        dialog = app.manager.top
        assert isinstance(dialog, NameDialog)
        app.draw()
        before = dialog.panel.top, tuple(dialog.field.rect)
        key(app, pygame.K_BACKSPACE)
        for _ in range(NAME_LENGTH):
            key(app, pygame.K_a)
            typed(app, "a")
        assert len(dialog.field.text) == NAME_LENGTH and not dialog.error
        key(app, pygame.K_b)
        typed(app, "b")
        assert dialog.field.text == "a" * NAME_LENGTH
        assert "Too long" in dialog.error and str(NAME_LENGTH) in dialog.error
        app.draw()
        assert (dialog.panel.top, tuple(dialog.field.rect)) == before      # the field stays
        shown = dialog.error_lines(dialog.error, app.screen, dialog.ERROR_LINES)
        assert " ".join(shown) == dialog.error              # whole, not cut
        under = pygame.Rect(dialog.panel.x, dialog.error_bottom - 2 * dialog.unit(
            app.screen), dialog.panel.w, 2 * dialog.unit(app.screen))
        panel = app.screen.subsurface(under.clip(app.screen.get_rect()))
        assert sum(1 for x in range(0, panel.get_width(), 2)
                   for y in range(panel.get_height())
                   if panel.get_at((x, y))[:3] == ERROR_INK) > 20
        key(app, pygame.K_BACKSPACE)
        assert not dialog.error
        dialog.close()


def saved_games(app, table, *names):
    from game.scenes.records import table_record
    from game.store.record_files import save_named
    folder = records_folder(app.keeping.data_dir)
    for name in names:
        save_named(folder, name, table_record(table))
    return folder


def listing_on_first(app):
    """The saved games "first" and "second" listed (Ctrl+L), "first" chosen."""
    folder = saved_games(app, played_table(app), "first", "second")
    key(app, pygame.K_l, ctrl=True)
    listing = app.manager.top
    listing.choose_row([s.name for s in listing.saved].index("first"))
    return folder, listing


def test_delete_asks_first_and_only_delete_deletes(make_app):
    from game.scenes.confirm import ConfirmDialog
    app = make_app()
    folder, listing = listing_on_first(app)
    assert [b.action for b in listing.buttons] == ["replay", "play", "rename", "delete",
                                                   "save", "close"]
    key(app, pygame.K_DELETE)
    question = app.manager.top
    assert isinstance(question, ConfirmDialog) and question.title == \
        "Delete this saved game?" and "'first'" in question.lines[0]
    assert [(b.label, b.action) for b in question.buttons] == [("Delete", "go"),
                                                               ("Keep", "close")]
    key(app, pygame.K_ESCAPE)                       # Keep
    assert app.manager.top is listing and (folder / "first.json").is_file()
    app.draw()
    delete = next(b for b in listing.buttons if b.action == "delete")
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.handle_event(pygame.event.Event(kind, button=1, pos=delete.rect.center))
    app.manager.top.choose("go")
    assert app.manager.top is listing and not (folder / "first.json").exists()
    assert [s.name for s in listing.saved] == ["second"]
    listing.choose("delete")
    app.manager.top.choose("go")                    # the last one: an empty list
    assert listing.saved == [] and list(folder.iterdir()) == []
    assert [b.action for b in listing.buttons] == ["save", "close"]
    app.draw()
    assert listing.lines and "No saved games" in listing.lines[0]


def test_rename_refuses_a_bad_or_taken_name_with_the_save_dialogs_reasons(make_app):
    app = make_app()
    folder, listing = listing_on_first(app)
    key(app, pygame.K_F2)
    dialog = app.manager.top
    assert isinstance(dialog, NameDialog) and dialog.field.text == "first"
    assert [(b.label, b.action) for b in dialog.buttons][0] == ("Rename", "go")
    for text, reason in (("second", "A record called 'second' exists: type another name"),
                         ("a/b", "Use letters, digits, spaces, '-', '_' and '.' (not "
                                 "first)")):
        dialog.field.text = ""
        typed(app, text)
        key(app, pygame.K_RETURN)
        assert app.manager.top is dialog and dialog.error == reason
    assert sorted(p.name for p in folder.iterdir()) == ["first.json", "second.json"]
    key(app, pygame.K_ESCAPE)                       # Cancel: nothing renamed
    assert app.manager.top is listing and (folder / "first.json").is_file()
    listing.choose("rename")
    dialog = app.manager.top
    dialog.field.text = ""
    typed(app, "my best")
    key(app, pygame.K_RETURN)
    assert app.manager.top is listing
    assert sorted(p.name for p in folder.iterdir()) == ["my best.json", "second.json"]
    assert listing.saved[listing.chosen].name == "my best"     # the row follows it


def test_a_damaged_record_that_cannot_be_set_aside_is_listed_with_its_reason(
        make_app, monkeypatch):
    app = make_app()
    table = played_table(app)
    folder = saved_games(app, table, "good")
    (folder / "broken.json").write_text("{not json")
    monkeypatch.setattr("game.store.record_files.set_aside", lambda path: None)
    key(app, pygame.K_l, ctrl=True)
    listing = app.manager.top
    assert isinstance(listing, RecordsScene)
    names = [s.name for s in listing.saved]
    assert set(names) == {"good", "broken"}
    listing.choose_row(names.index("broken"))
    assert describe(listing.saved[listing.chosen])[0] == \
        "This file is damaged and could not be read"
    listing.choose("replay")            # a message, nothing else
    assert "does not read" in app.manager.top.title


def _ink_rows(surface, rect):
    """The rows of `rect` (inside its frame) holding light grey ink: the text's glyphs,
    not the band's fill nor its accent frame."""
    rows = []
    for y in range(rect.top, rect.bottom):
        for x in range(rect.left + rect.w // 40, rect.left + rect.w // 2, 2):
            r, g, b = surface.get_at((x, y))[:3]
            if min(r, g, b) > 120 and max(r, g, b) - min(r, g, b) < 40:
                rows.append(y)
                break
    return rows


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (3840, 2160)])
def test_the_chosen_rows_name_and_details_keep_clear_of_its_frame(make_app, size):
    """(The chosen row's name touched the top of its frame.) Its text keeps at least a
    quarter of a text unit from the frame above the name and below the details, about
    as much each side."""
    app = make_app(size=size)
    saved_games(app, played_table(app), "Jig", "Gap")
    key(app, pygame.K_l, ctrl=True)
    listing = app.manager.top
    app.draw()
    unit = listing.unit(app.screen)
    rect = dict(listing.row_rects)[listing.chosen]
    ink = _ink_rows(app.screen, rect)
    frame = max(1, unit // 12)
    above, below = ink[0] - (rect.top + frame), (rect.bottom - frame) - ink[-1]
    assert above >= unit // 4 and below >= unit // 4, (above, below, unit)
    assert abs(above - below) <= max(2, unit // 6), (above, below, unit)     # even
