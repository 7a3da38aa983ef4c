"""Session: one action = one undo step, redo, restart, and the game timer."""

import pytest

from game.rules import IllegalMove, legal_moves, new_game, to_position
from game.rules.session import Session, describe_refusal


def test_act_undo_redo_restore_exactly():
    session = Session("whitehead", 5)
    opening = session.state
    move = legal_moves(opening)[0]
    session.act([move], now=1.0)
    after = session.state
    assert after != opening
    assert session.undo(now=2.0) and session.state == opening
    assert session.redo(now=3.0) and session.state == after
    assert not session.can_redo()


def test_several_moves_are_one_undo_step():
    session = Session("doublets", 3)
    session.act(["deal", "deal", "deal"], now=0.5)
    assert len(session.rules.pile(session.state, "waste")) == 3
    session.undo()
    assert session.state == new_game("doublets", 3)


def test_refused_action_changes_nothing():
    session = Session("maze", 8)
    before = to_position(session.state)
    with pytest.raises(IllegalMove):
        session.act(["cell1>cell2", "deal"])
    assert to_position(session.state) == before
    assert not session.can_undo()
    assert session.started_at is None


def test_new_action_after_undo_drops_the_redo_branch():
    session = Session("doublets", 11)
    session.act(["deal"])
    session.act(["deal"])
    session.undo()
    session.act(["deal"])
    assert not session.can_redo()
    assert len(session.history) == 3


def test_timer_starts_at_first_action():
    session = Session("whitehead", 9)
    assert session.elapsed(100.0) == 0.0
    session.act(["deal"], now=10.0)
    assert session.elapsed(25.0) == 15.0


def test_a_pause_stops_the_timer_and_its_time_does_not_count():
    session = Session("whitehead", 9)
    session.act(["deal"], now=10.0)
    session.pause(20.0)
    session.pause(22.0)                         # paused already: the first pause holds
    assert session.elapsed(50.0) == 10.0 and not session.timer_running
    session.unpause(60.0)
    assert session.timer_running and session.elapsed(65.0) == 15.0
    session.unpause(70.0)                       # not paused: nothing changes
    assert session.elapsed(70.0) == 20.0


def test_a_pause_before_the_first_move_and_a_move_that_ends_a_pause():
    session = Session("whitehead", 9)
    session.pause(5.0)
    session.unpause(8.0)
    session.act(["deal"], now=10.0)
    assert session.elapsed(12.0) == 2.0
    session.pause(12.0)
    session.act(["deal"], now=30.0)             # play goes on: the pause is over
    assert session.timer_running and session.elapsed(31.0) == 3.0


def test_restart_is_one_undo_step_back_to_where_the_player_was():
    session = Session("whitehead", 9)
    opening = session.state
    assert not session.restart(now=1.0), "at the opening deal there is nothing to restart"
    session.act(["deal"], now=10.0)
    session.act(["deal"], now=11.0)
    played = session.state
    assert session.restart(now=20.0) and session.state == opening
    assert session.in_progress and session.elapsed(25.0) == 15.0, "the clock runs on"
    assert session.undo(now=26.0) and session.state == played
    assert session.redo(now=27.0) and session.state == opening
    session.act(["deal"], now=28.0)
    assert not session.can_redo() and session.undo() and session.state == opening


def test_redo_back_into_a_finish_shows_the_time_it_was_reached_in():
    """Undo out of a won game runs the clock on from the win; redo into the same win
    (however many steps back and forth) shows the win's time again."""
    import json
    from pathlib import Path
    line = json.loads((Path(__file__).parent / "scenes" / "data" /
                       "doublets-1-line.json").read_text())
    session = Session(line["game"], line["seed"])
    for number, move in enumerate(line["moves"]):
        session.act([move], now=float(number))
    won_in = session.elapsed(1000.0)
    assert session.won and won_in == len(line["moves"]) - 1
    session.undo(now=500.0)
    session.undo(now=510.0)
    assert session.elapsed(520.0) == won_in + 20.0          # the clock runs on
    session.redo(now=530.0)
    session.redo(now=540.0)
    assert session.won and session.elapsed(900.0) == won_in
    session.undo(now=950.0)
    session.act([line["moves"][-1]], now=960.0)            # the same win, played anew
    assert session.won and session.elapsed(999.0) == won_in + 10.0


def test_in_progress_means_a_move_made_and_the_game_not_finished():
    session = Session("doublets", 11)
    assert not session.in_progress
    session.act(["deal"])
    assert session.in_progress


def test_describe_refusal_gives_the_reason():
    session = Session("doublets", 1)
    legal, reason = describe_refusal(session.rules, session.state, "reserve1>reserve2")
    assert not legal and reason
    assert describe_refusal(session.rules, session.state, "deal") == (True, "")


def test_each_step_keeps_the_moves_that_made_it():
    session = Session("doublets", 11)
    session.act(["deal", "deal"])
    session.restart()
    session.act(["deal"])
    assert session.actions == [("deal", "deal"), ("restart",), ("deal",)]
    session.undo()
    session.undo()
    session.act(["deal"])                   # a new branch: the redo steps go, moves too
    assert session.actions == [("deal", "deal"), ("deal",)]
    assert len(session.history) == len(session.actions) + 1
