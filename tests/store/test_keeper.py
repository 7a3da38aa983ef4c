"""The game keeper without a window: a dead end counts as lost (not abandoned) and an
undo out of it reopens the row; a game's record follows every step."""

import random

from game.rules import legal_moves
from game.rules.session import Session
from game.store.keeper import GameKeeper
from game.store.records import load_record, session_of


def test_a_dead_end_is_lost_and_undo_reopens_it(tmp_path):
    keeper = GameKeeper(tmp_path)
    rng = random.Random(4)
    for seed in range(50):                       # Wall: most deals end in a dead end
        session = Session("wall", seed)
        keeper.watch(session)
        while not (session.over or session.won):
            session.act([rng.choice(legal_moves(session.state))], now=1.0)
        if session.over:
            break
        keeper.abandon(session, 2.0)
    stats = keeper.statistics
    assert session.over
    figures = stats.figures("wall")
    lost_before = figures.played - figures.won
    assert stats.recent("wall", 1)[0].result == "lost"
    assert not stats.recent("wall", 1)[0].abandoned
    assert load_record(keeper.record_path("wall")).result == "lost"
    assert keeper.resume("wall") is None, "a lost game is not resumed"
    session.undo(now=3.0)
    assert stats.figures("wall").played == figures.played - 1
    assert keeper.resume("wall") is not None
    session.redo(now=4.0)
    assert stats.figures("wall").played - stats.figures("wall").won == lost_before
    keeper.close()


def test_the_record_follows_every_step(tmp_path):
    keeper = GameKeeper(tmp_path)
    session = Session("forty-thieves", 8)
    keeper.watch(session)
    rng = random.Random(1)
    for step in range(30):
        if step % 7 == 6:
            session.undo(now=step)
        elif step % 11 == 10:
            session.restart(now=step)
        else:
            session.act([rng.choice(legal_moves(session.state))], now=step)
        again = session_of(load_record(keeper.record_path("forty-thieves")))
        assert again.history == session.history and again.cursor == session.cursor
    keeper.close()


def test_a_kill_between_the_abandoned_row_and_the_record_going_counts_the_game_once(
        tmp_path, monkeypatch):
    """A new deal abandons the saved game: its row is finished, then its record goes. If
    the game dies in between, the next start finds the record again: the same row
    counts it, whether it is abandoned again or played on and won."""
    for then in ("abandon again", "play on"):
        folder = tmp_path / then
        keeper = GameKeeper(folder)
        session = Session("whitehead", 9)
        keeper.watch(session)
        session.act(["deal"], now=1.0)
        keeper.close()
        keeper = GameKeeper(folder)
        monkeypatch.setattr(keeper, "_forget", lambda game: None)   # killed before unlink
        keeper.abandon_saved("whitehead")
        assert keeper.statistics.figures("whitehead").played == 1
        keeper.close()
        monkeypatch.undo()
        keeper = GameKeeper(folder)
        if then == "abandon again":
            keeper.abandon_saved("whitehead")
        else:
            session = keeper.resume("whitehead")
            keeper.watch(session)
            session.act(["deal"], now=5.0)
            assert keeper.statistics.figures("whitehead").played == 0, "in play again"
            keeper.abandon(session, 6.0)
        figures = keeper.statistics.figures("whitehead")
        assert (figures.played, figures.abandoned) == (1, 1), then
        keeper.close()
