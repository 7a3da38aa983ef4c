"""Wall's double-click as Aisleriot's board makes it: two clicks are a double-click only
when both find the same card of the same pile. A first click that removes its target
leaves the second an ordinary click (the three cards dealt after the attack stay); on
a target still there, the double-click attacks with the whole waste or deals, once."""

from game.rules import play
from game.scenes.common import commands
from game.scenes.games.wall import DISCARDED
from tests.rules.test_wall import state_of
from tests.scenes.table_helpers import centre, open_table, post, press, release

LOW_STOCK = ["#2H", "#3H", "#4H", "#5D", "#6D", "#7D"]      # 7♦ 6♦ 5♦ are dealt first


def double_click(app, run_frames, pos):
    post(app, [press(pos), release(pos), press(pos), release(pos)], run_frames, frames=3)


def lower_part(table, pile):
    """A point on the lower part of a bottom-row card: no other card's box is there."""
    sprite = table.board.cards.pile(pile)[-1]
    g = table.board.geometry
    return int(sprite.x + g.card_w / 2), int(sprite.y + g.card_h * 0.85)


def beatable_wall40():
    """5♣ on wall40 under A♣ A♦ (health 7), the waste 9♦ 4♣ 5♥ (18), six in the stock;
    beside it K♣ on wall41 under A♦ K♥ (health 27)."""
    return state_of(waste1=["9D"], waste2=["4C"], waste3=["5H"], wall40=["5C"],
                    wall32=["AC"], wall33=["AD"], wall41=["KC"], wall34=["KH"],
                    stock=LOW_STOCK)


def test_a_first_click_that_removes_the_card_leaves_the_new_cards_alone(app, run_frames):
    """(The second click dealt again, throwing away the three cards dealt after the
    attack, where Aisleriot sees no double-click.)"""
    state = beatable_wall40()
    table = open_table(app, "wall", 0, state)
    double_click(app, run_frames, lower_part(table, "wall40"))
    attacked = play(state, "waste1+waste2+waste3>wall40")
    assert table.board.state == attacked                      # the attack, and nothing more
    assert len(table.board.rules.pile(table.board.state, "stock")) == 3
    assert not table.voice.toast.text                         # the empty place says nothing


def test_a_second_click_on_the_card_behind_is_its_own_click(app, run_frames):
    """The second click lands on a parent the attack uncovered: as in Aisleriot it is an
    ordinary click there, which attacks it when the new cards beat it (A♦ under 2♣ 2♦,
    health 5, against 7♦ 6♦ 5♦)."""
    state = state_of(waste1=["9D"], waste2=["4C"], waste3=["5H"], wall40=["5C"],
                     wall32=["AC"], wall33=["AD"], wall25=["2C"], wall26=["2D"],
                     stock=LOW_STOCK)
    table = open_table(app, "wall", 0, state)
    sprite, g = table.board.cards.pile("wall40")[-1], table.board.geometry
    point = int(sprite.x + g.card_w * 0.75), int(sprite.y + g.card_h * 0.25)  # in wall33
    double_click(app, run_frames, point)
    attacked = play(state, "waste1+waste2+waste3>wall40")
    assert table.board.state == play(attacked, "waste1+waste2+waste3>wall33")
    assert table.session.cursor == 2                    # two clicks, two steps


def test_a_double_click_on_a_card_it_cannot_beat_discards_the_waste_and_deals(
        app, run_frames):
    state = beatable_wall40()
    table = open_table(app, "wall", 0, state)
    assert not table.board.rules.can_attack(state, "wall41")
    double_click(app, run_frames, lower_part(table, "wall41"))
    assert table.board.state == play(state, "deal")           # the first click only said why


def test_after_a_face_down_pile_turns_up_the_double_click_deals_and_says_so(
        app, run_frames):
    """The first click attacks a face-down low pile and fails: it turns face up, the
    waste is used up and three are dealt. The second click finds the same card, so it
    is a double-click: the new cards cannot beat the pile, and Aisleriot's deal then
    discards them and deals three more. The toast says so."""
    state = state_of(wall3=[], low2=["#KC", "#KD", "#KH"], waste1=["2C"], waste2=["3C"],
                     waste3=["4C"], stock=LOW_STOCK)
    table = open_table(app, "wall", 0, state)
    revealed = play(state, "waste1+waste2+waste3>low2")
    assert not table.board.rules.can_attack(revealed, "low2")
    double_click(app, run_frames, centre(table, "low2"))
    assert table.board.state == play(revealed, "deal")
    assert table.board.rules.pile(table.board.state, "stock") == ()
    assert table.voice.toast.text == DISCARDED
    table.play.command(commands.UNDO)                               # one step: the deal
    assert table.board.state == revealed
