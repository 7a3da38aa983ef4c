"""Abandoning a game on a full or read-only disk loses nothing and is said: on a full
disk its record is kept aside until the loss is written (counted once, at the next
start or as soon as the disk has room); on a read-only one it cannot be abandoned, so it
comes back, and the player is told so."""

import random

from game.rules import legal_moves, rules_for
from game.rules.session import Session
from game.scenes.notice import NoticeDialog
from game.store.keeper import GameKeeper
from tests.store.disks import assert_plain

GAME = "whitehead"
TITLE = rules_for(GAME).title
NOT_COUNTED = (f"Your abandoned {TITLE} game is not in the statistics yet: it will be "
               f"counted as lost as soon as they can be written.")


def play(keeper, seed, moves=3, game=GAME):
    session = Session(game, seed)
    keeper.watch(session)
    rng = random.Random(seed)
    for step in range(moves):
        session.act([rng.choice(legal_moves(session.state))], now=step + 1.0)
    assert session.in_progress
    return session


def keeper_on(disk):
    """A keeper of the data on `disk`, and the list of what it says."""
    said = []
    return GameKeeper(disk.path, said.append), said


def ours(said):
    """What the keeper said, less the statistics' own words (game/store/statistics.py)."""
    return [line for line in said if not line.startswith("Your statistics could not be saved")]


def counted(keeper, game=GAME):
    figures = keeper.statistics.figures(game)
    return figures.played, figures.abandoned


def test_a_game_abandoned_on_a_full_disk_is_counted_at_the_next_start(disk):
    keeper, said = keeper_on(disk)
    session = play(keeper, 9)
    disk.fill()
    keeper.abandon(session, 10.0)
    assert said[-1] == NOT_COUNTED
    assert ours(said) == [NOT_COUNTED]
    assert keeper.resume(GAME) is None, "abandoned: not back as a game in progress"
    assert [p.name for p in keeper.pending.paths()] == [f"{GAME}.json.abandoned-1"]
    assert counted(keeper) == (0, 0)
    keeper.close()
    disk.make_room()
    again = GameKeeper(disk.path, said.append)
    assert counted(again) == (1, 1)
    assert again.statistics.recent(GAME, 1)[0].moves == 3
    assert again.pending.paths() == [] and again.resume(GAME) is None
    again.close()
    assert counted(GameKeeper(disk.path)) == (1, 1), "once, not at every start"


def test_a_game_never_saved_is_counted_when_a_save_works_again_and_no_other_row_moves(
        disk):
    """The disk full from the first move: no record, no row. The loss waits in memory;
    the first save that works writes it, and the game of its kind now in progress stays
    in progress."""
    keeper, said = keeper_on(disk)
    assert counted(keeper) == (0, 0)            # the database was there before
    disk.fill()
    first = play(keeper, 9)
    assert not keeper.record_path(GAME).exists()
    keeper.abandon(first, 10.0)
    game_lines = ours(said)
    assert game_lines == ["Your game could not be saved (the disk is full). Play on: it "
                          "is saved again as soon as that works.", NOT_COUNTED]
    assert len(said) == len(game_lines) + 1, "the statistics' refusal: once, not per move"
    disk.make_room()
    second = play(keeper, 10)
    assert counted(keeper) == (1, 1)
    assert [row.seed for row in keeper.statistics.unfinished(GAME)] == [10]
    assert keeper.resume(GAME).seed == second.seed
    keeper.close()


def test_a_record_kept_aside_counts_once_when_the_next_game_counted_its_row(disk):
    keeper = GameKeeper(disk.path)
    first = play(keeper, 9)                      # its row begun while there was room
    disk.fill()
    keeper.abandon(first, 10.0)
    disk.make_room()
    second = play(keeper, 10)                   # its first move ends the row left open
    keeper.abandon(second, 20.0)
    assert counted(keeper) == (2, 2)
    assert keeper.pending.paths() == []
    keeper.close()


def test_a_loss_kept_aside_waits_while_the_statistics_live_in_memory(disk):
    keeper = GameKeeper(disk.path)
    session = play(keeper, 11)
    disk.fill()
    keeper.abandon(session, 10.0)
    keeper.close()
    (disk.path / "statistics.sqlite3").unlink()     # gone, and no room for a new one
    disk.make_room()
    disk.fill()
    keeper = GameKeeper(disk.path)              # statistics in memory for this run
    assert counted(keeper) == (0, 0)
    assert len(keeper.pending.paths()) == 1, "not counted where it would be lost"
    keeper.close()
    disk.make_room()
    keeper = GameKeeper(disk.path)
    assert counted(keeper) == (1, 1) and keeper.pending.paths() == []
    keeper.close()


def test_a_game_abandoned_on_a_read_only_disk_is_said_and_comes_back(disk):
    keeper, said = keeper_on(disk)
    session = play(keeper, 9)
    disk.read_only()
    keeper.abandon(session, 10.0)
    mine = ours(said)
    assert mine == [f"Your {TITLE} game could not be abandoned on disk (the disk is "
                    f"read-only): it will be back the next time {TITLE} opens."]
    keeper.close()
    back = GameKeeper(disk.path).resume(GAME)           # the next start, as it was said
    assert back is not None and back.history == session.history
    disk.writable()
    keeper = GameKeeper(disk.path)
    back = keeper.resume(GAME)
    keeper.watch(back)
    keeper.abandon(back, 20.0)
    assert counted(keeper) == (1, 1) and keeper.resume(GAME) is None
    keeper.close()


def test_every_message_of_a_full_or_read_only_disk_is_plain(disk):
    keeper, said = keeper_on(disk)
    session = play(keeper, 9)
    disk.fill()
    session.act([legal_moves(session.state)[0]], now=5.0)
    keeper.abandon(session, 10.0)
    disk.make_room()
    session = play(keeper, 11)
    disk.read_only()
    session.act([legal_moves(session.state)[0]], now=5.0)
    keeper.abandon(session, 10.0)
    mine = ours(said)
    assert len(mine) == 4, said
    for line in mine:
        assert_plain(line)
    keeper.close()


def test_a_new_deal_on_a_full_disk_says_so_over_the_new_table(make_app, disk):
    app = make_app(data_dir=str(disk.path))
    table = app.start_game(GAME, 9)
    rng = random.Random(2)
    for _ in range(3):
        table.play.act([rng.choice(legal_moves(table.board.state))])
    disk.fill()
    table = app.start_game(GAME, 12)            # the chooser asked first: abandon it
    notice = app.manager.top
    assert isinstance(notice, NoticeDialog) and app.manager.scenes[0] is table
    assert NOT_COUNTED in notice.lines
    app.close()
    disk.make_room()
    again = make_app(data_dir=str(disk.path))
    assert counted(again.keeping.keeper) == (1, 1)
