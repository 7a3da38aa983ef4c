"""The game keeper without a window: a dead end counts as lost (not abandoned) and an
undo out of it reopens the row; a game's record follows every step."""

import random

from game.rules import legal_moves
from game.store.keeper import GameKeeper
from game.store.records import load_record, session_of
from game.session import Session


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
