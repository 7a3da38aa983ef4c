"""The blocks the games share: pile names (piles.py), build predicates, runs, foundations,
face checks and one-card deals (builds.py), and the move tables (notation.py)."""

import pytest

from game.rules import IllegalMove, InvalidPosition
from game.rules import cards as C
from game.rules.builds import (
    SAME_SUIT_DOWN,
    check_faces,
    check_foundations,
    deal_one,
    first_foundation,
    fit_table,
    run_length,
    same_colour_down,
    same_suit_down,
    up_in_suit,
)
from game.rules.events import Event
from game.rules.notation import AttackTable, MoveTable, parse
from game.rules.piles import a_pile, flags, index_of, indexes_of, kind_of, numbered, that_pile
from game.rules.state import State


def cards(text):
    return tuple(C.parse_token(t) for t in text.split())


# ----- pile names -------------------------------------------------------------------------

def test_indexes_come_from_the_names_wherever_they_sit():
    names = ("tableau2", "stock", "tableau10", "foundation", "tableau1")
    assert kind_of("tableau10") == "tableau" and kind_of("stock") == "stock"
    assert numbered("low", 3) == ("low1", "low2", "low3")
    assert index_of(names)["stock"] == 1
    assert indexes_of(names, "tableau") == (4, 0, 2)       # tableau1, 2, 10: by number
    assert indexes_of(names, "foundation") == ()           # unnumbered: not one of several
    assert flags(names, (0, 4)) == (True, False, False, False, True)


@pytest.mark.parametrize("pile, that, any_one", [
    ("stock", "the stock", "the stock"),
    ("waste", "the waste", "the waste"),
    ("foundation", "the foundation", "the foundation"),
    ("foundation3", "that foundation", "a foundation"),
    ("tableau7", "that tableau pile", "a tableau pile"),
    ("reserve2", "that reserve pile", "a reserve pile"),
    ("waste2", "that waste pile", "a waste pile"),
    ("cell17", "that cell", "a cell"),
    ("throne", "the throne", "the throne"),
    ("removed", "the removed cards", "the removed cards"),
])
def test_a_pile_is_spoken_by_its_kind_never_its_id(pile, that, any_one):
    assert that_pile(pile) == that
    assert a_pile(pile) == any_one


# ----- build predicates and runs ----------------------------------------------------------

def test_build_predicates():
    eight_h, seven_h, seven_d, seven_c = cards("8H 7H 7D 7C")
    assert same_suit_down(eight_h, seven_h) and not same_suit_down(eight_h, seven_d)
    assert same_colour_down(eight_h, seven_d) and same_colour_down(eight_h, seven_h)
    assert not same_colour_down(eight_h, seven_c) and not same_colour_down(seven_h, eight_h)
    assert up_in_suit(seven_h, eight_h) and not up_in_suit(eight_h, seven_h)
    ace_d, king_c = cards("AD KC")          # neighbouring ints of two suits
    assert not same_suit_down(ace_d, king_c) and not up_in_suit(king_c, ace_d)
    assert not same_suit_down(C.face_down(eight_h), seven_h)


def test_run_length_counts_the_run_on_top():
    assert run_length(()) == 0
    assert run_length(cards("9S")) == 1
    assert run_length(cards("2C 9H 8H 7H")) == 3
    assert run_length(cards("9H 8H 7D")) == 1
    assert run_length(cards("AD KC QC")) == 2              # KC does not lie on AD
    assert run_length(cards("KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS")) == 13
    down = (C.face_down(C.parse_token("8H")),) + cards("7H")
    assert run_length(down) == 1
    colour = fit_table(same_colour_down)
    assert run_length(cards("2C 9H 8D 7H"), colour) == 3
    assert run_length(cards("9H 8D 7H"), SAME_SUIT_DOWN) == 1


def test_first_foundation_takes_an_ace_or_the_next_card_of_its_suit():
    piles = ((), cards("AH 2H"), (), cards("AC"))
    foundations = (1, 2, 3)
    assert first_foundation(piles, foundations, C.parse_token("AS")) == 2
    assert first_foundation(piles, foundations, C.parse_token("3H")) == 1
    assert first_foundation(piles, foundations, C.parse_token("2C")) == 3
    assert first_foundation(piles, foundations, C.parse_token("4H")) is None
    full = (cards("AH"), cards("AC"))
    assert first_foundation(full, (0, 1), C.parse_token("AS")) is None


def test_deal_one_turns_the_top_stock_card_onto_the_waste():
    down = tuple(C.face_down(c) for c in cards("2C 9D"))
    state = State("toy", (down, cards("5S")), 7, (1,))
    after, events = deal_one(state, ("stock", "waste"), 0, 1)
    assert after == State("toy", (down[:1], cards("5S 9D")), 7, (1,))
    assert events == [Event("dealt", "stock", "waste", cards("9D"))]
    with pytest.raises(IllegalMove, match="Nothing to deal: the stock is empty"):
        deal_one(State("toy", ((), ())), ("stock", "waste"), 0, 1)


def test_face_and_foundation_checks_name_the_pile_and_the_card():
    names = ("stock", "low1", "waste")
    up, down = C.parse_token("7H"), C.face_down(C.parse_token("8S"))
    check_faces(names, ((down,), (up, down), (up,)), face_down=(0,), either=(1,))
    with pytest.raises(InvalidPosition, match=r"pile 'stock' holds the face-up card 7H"):
        check_faces(names, ((up,), (), ()), face_down=(0,))
    with pytest.raises(InvalidPosition, match=r"pile 'waste' holds the face-down card #8S, "
                                              r"which must be face up: only the stock"):
        check_faces(names, ((), (), (down,)), face_down=(0,),
                    rule="only the stock holds face-down cards")
    check_foundations(("foundation1",), (cards("AD 2D 3D"),), (0,))
    for bad in ("2D", "AD 3D", "AD 2C"):
        with pytest.raises(InvalidPosition, match="'foundation1' must build up in one suit"):
            check_foundations(("foundation1",), (cards(bad),), (0,))


# ----- move tables --------------------------------------------------------------------------

def test_the_move_table_holds_every_canonical_move_both_ways():
    names = ("stock", "waste", "tableau1")
    table = MoveTable(names, 3)
    assert table.one[1][2] == "waste>tableau1"
    assert table.many[2][1][3] == "tableau1*3>waste"
    assert table.one[2][2] is None and table.many[0][1][0] is None
    assert len(table.parsed) == 3 * 2 * 3
    index = index_of(names)
    for text, (s, n, d) in table.parsed.items():
        assert table.many[s][d][n] == text
        assert parse(text, index) == ("move", names[s], n, names[d])


def test_the_attack_table_holds_every_attack_both_ways():
    names = ("wall1", "waste1", "waste2", "waste3", "stock")
    table = AttackTable(names, (1, 2, 3), (0,))
    assert table.masks == (1, 2, 3, 4, 5, 6, 7)
    assert table.groups[5] == "waste1+waste3" and table.sources[6] == (2, 3)
    assert table.text[0][7] == "waste1+waste2+waste3>wall1"
    assert table.text[4][1] is None and table.text[0][0] is None
    assert len(table.parsed) == 7
    index = index_of(names)
    for text, (mask, t) in table.parsed.items():
        assert parse(text, index, attacks=True) == (
            "attack", tuple(names[w] for w in table.sources[mask]), names[t])
