"""Issue 11, item 9, at the table: in Forty Thieves #12 after the solver's first 160 moves,
dragging 6♣ 5♣ onto 7♣ with no empty tableau pile is refused for the move limit, in the
rules' words (not "Only a run of one suit…"), and the cards go back."""

from game.rules import from_position
from tests.rules.test_refusal_reasons import GAME_12_AFTER_160, TWO_CARDS_NO_EMPTY_PILE
from tests.scenes.table_helpers import (
    assert_sprites_match_state,
    drag,
    drop_point,
    open_table,
    post,
)


def test_dragging_six_five_of_clubs_onto_seven_names_the_move_limit(app, run_frames):
    state = from_position(GAME_12_AFTER_160)
    table = open_table(app, "forty-thieves", 12, state)
    six = table.board.cards.pile("tableau2")[-2]                  # 6♣, under 5♣
    start = (int(six.x + table.board.geometry.card_w / 2), int(six.y + 4))
    post(app, drag(start, drop_point(table, "tableau4")), run_frames, frames=30)
    assert table.board.state == state
    assert table.voice.toast.text == TWO_CARDS_NO_EMPTY_PILE
    assert_sprites_match_state(table)
