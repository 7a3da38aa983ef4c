"""The one sync path: cards keep their slots, a moved card is the same TableCard."""

from game.rules.cards import FACE_DOWN, card
from sprites.table_cards import TableCard, TableCards

ACE, TWO, THREE = card(1, 0), card(2, 0), card(3, 0)


def test_first_assign_makes_one_table_card_per_card():
    cards = TableCards()
    changed = cards.assign({"a": (ACE, TWO), "b": (THREE | FACE_DOWN,)})
    assert len(changed) == 3
    assert [s.card for s in cards.pile("a")] == [ACE, TWO]
    assert not cards.pile("b")[0].face_up


def test_a_moved_card_keeps_its_table_card_and_the_rest_stay():
    cards = TableCards()
    cards.assign({"a": (ACE, TWO), "b": (THREE,)})
    two = cards.pile("a")[1]
    ace = cards.pile("a")[0]
    changed = cards.assign({"a": (ACE,), "b": (THREE, TWO)}, sources=["a"])
    assert changed == [two]
    assert cards.pile("b")[1] is two and cards.pile("a")[0] is ace
    assert (two.pile, two.index) == ("b", 1)


def test_twins_prefer_the_table_card_from_the_event_source():
    cards = TableCards()
    cards.assign({"a": (ACE,), "b": (ACE,), "c": ()})
    from_b = cards.pile("b")[0]
    cards.assign({"a": (ACE,), "b": (), "c": (ACE,)}, sources=["b"])
    assert cards.pile("c")[0] is from_b


def test_flip_updates_face_without_a_new_table_card():
    cards = TableCards()
    cards.assign({"a": (ACE | FACE_DOWN,)})
    table_card = cards.pile("a")[0]
    cards.assign({"a": (ACE,)})
    assert cards.pile("a")[0] is table_card and table_card.face_up


def test_top_at_finds_the_card_drawn_last_under_the_point():
    cards = TableCards()
    cards.assign({"a": (ACE, TWO)})
    ace, two = cards.pile("a")
    ace.x, ace.y, two.x, two.y = 0, 0, 0, 30
    order = cards.all
    assert cards.top_at(order, 5, 40, 50, 70) is two          # both there: the later one
    assert cards.top_at(order, 5, 10, 50, 70) is ace          # only the ace reaches here
    assert cards.top_at(order, 60, 10, 50, 70) is None
    assert cards.top_at(list(reversed(order)), 5, 40, 50, 70) is ace


def test_a_new_table_card_rests_face_up_or_down_as_dealt():
    down = TableCard(THREE | FACE_DOWN, "stock", 0)
    assert (down.card, down.face_up) == (THREE, False)
    assert down.lift == 0 and down.tween is None and down.flip is None
