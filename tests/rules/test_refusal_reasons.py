"""Every refusal names its real reason (issue 11, item 9): a group that is not a run says
which card breaks it, a run too long for the empty piles says so, a card with nowhere to
go says what it would need. `pick_refusal` is what the table shows when a group cannot be
taken anywhere; `lift_refusal` says whether it may be lifted at all; `play` refuses a drop
with the same words."""

import pytest

from game.rules import IllegalMove, from_position, legal_moves, play, rules_for
from tests.rules.test_doublets import FULL as DOUBLETS_RESERVES
from tests.rules.test_doublets import position as doublets_position
from tests.rules.test_forty_thieves import position as forty_thieves_position
from tests.rules.test_forty_thieves import tableau
from tests.rules.test_maze import STUCK
from tests.rules.test_maze import state_of as maze_state
from tests.rules.test_wall import state_of as wall_state
from tests.rules.test_whitehead import state_of as whitehead_state

FORTY_THIEVES = rules_for("forty-thieves")
WHITEHEAD = rules_for("whitehead")
MAZE = rules_for("maze")
WALL = rules_for("wall")
DOUBLETS = rules_for("doublets")

# Forty Thieves game 12 after the solver's first 160 moves: 6♣ 5♣ top tableau2, 7♣ tops
# tableau4, and no tableau pile is empty.
GAME_12_AFTER_160 = {
    "game": "forty-thieves", "score": 260,
    "piles": {
        "stock": [],
        "waste": ["KC", "QS", "3S", "KH", "QH", "QH", "TD", "QD", "KD", "JD", "KD", "JH",
                  "KC", "2S", "KH", "9C", "KS", "6C", "6S", "TD", "8H", "KS", "JS", "5D",
                  "6D", "QC", "JC"],
        "foundation1": ["AC", "2C", "3C", "4C", "5C"],
        "foundation2": ["AD", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D"],
        "foundation3": ["AC", "2C", "3C"],
        "foundation4": ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH"],
        "foundation5": ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS",
                        "QS"],
        "foundation6": ["AH", "2H", "3H", "4H", "5H", "6H", "7H"],
        "foundation7": ["AD", "2D", "3D", "4D"],
        "foundation8": ["AS"],
        "tableau1": ["5S", "4S"],
        "tableau2": ["QC", "JC", "TC", "9C", "8C", "7C", "6C", "5C"],
        "tableau3": ["JD"], "tableau4": ["8C", "7C"], "tableau5": ["TH", "9H"],
        "tableau6": ["4C"], "tableau7": ["9D", "8D", "7D"],
        "tableau8": ["TS", "9S", "8S", "7S"], "tableau9": ["TC"], "tableau10": ["QD"],
    },
}
TWO_CARDS_NO_EMPTY_PILE = ("2 cards move together only with an empty tableau pile: "
                           "with none, one card at a time")


def refusal(state, move) -> str:
    assert move not in legal_moves(state)
    with pytest.raises(IllegalMove) as refused:
        play(state, move)
    return str(refused.value)


# ----- Forty Thieves ----------------------------------------------------------------------

def test_game_12_run_onto_seven_of_clubs_is_refused_for_the_move_limit():
    state = from_position(GAME_12_AFTER_160)
    assert FORTY_THIEVES.lift_refusal(state, "tableau2", 2) is None   # 6♣ 5♣ is a run
    assert FORTY_THIEVES.pick_refusal(state, "tableau2", 2) == TWO_CARDS_NO_EMPTY_PILE
    assert refusal(state, "tableau2*2>tableau4") == TWO_CARDS_NO_EMPTY_PILE
    assert FORTY_THIEVES.pick_refusal(state, "tableau6", 1) is None   # 4♣ onto 5♣


@pytest.mark.parametrize("piles,pile,count,reason", [
    # not a run: the card that breaks it
    (tableau(t1=["_", "9C", "8H"], t2=["TH"]), "tableau1", 2,
     "Only a same-suit run can move together, and 8♥ lies on 9♣"),
    (tableau(t1=["_", "5C", "9H", "8H", "7H"], t2=["TH"], t5=[]), "tableau1", 4,
     "Only a same-suit run can move together, and 9♥ lies on 5♣"),
    # a run, but too many cards for the empty piles
    (tableau(t1=["_", "9H", "8H", "7H", "6H"], t2=["TH"], t5=[]), "tableau1", 4,
     "4 cards move together only with 2 empty tableau piles: with 1, at most 2 cards at "
     "once"),
    (tableau(t1=["_", "9H", "8H"], t5=[]), "tableau1", 2,
     "2 cards go into an empty tableau pile together only with another empty tableau pile: "
     "with none, one card at a time"),
    # a run that fits nowhere
    (tableau(t1=["_", "9H", "8H"]), "tableau1", 2,
     "9♥–8♥ have nowhere to go: no tableau pile ends in 10♥, none is empty, and no "
     "foundation ends in 7♥"),
    (tableau(t1=["_", "5D"]), "tableau1", 1,
     "5♦ has nowhere to go: no tableau pile ends in 6♦, none is empty, and no foundation "
     "ends in 4♦"),
    # piles nothing leaves, or only one card leaves
    (tableau(), "stock", 1, "Cards cannot be taken from the stock: click it to deal a card"),
    ({"foundation1": ["AS"], **tableau()}, "foundation1", 1,
     "Cards on a foundation stay there"),
    ({"waste": ["5H", "4H"], **tableau(t1=["6H"])}, "waste", 2,
     "Only the top card of the waste can be moved"),
    (tableau(t3=[]), "tableau3", 1, "There is no card to move: that tableau pile is empty"),
    (tableau(t1=["_", "QS"]), "tableau1", 3, "That tableau pile holds only 2 cards"),
])
def test_forty_thieves_pick_refusals_name_the_real_reason(piles, pile, count, reason):
    state = forty_thieves_position(piles)
    assert FORTY_THIEVES.pick_refusal(state, pile, count) == reason


def test_forty_thieves_a_group_that_can_go_somewhere_is_not_refused():
    state = forty_thieves_position(tableau(t1=["_", "9H", "8H"], t2=["TH"], t5=[]))
    assert FORTY_THIEVES.pick_refusal(state, "tableau1", 2) is None
    assert FORTY_THIEVES.lift_refusal(state, "tableau1", 2) is None
    # too long for the empty piles: it may still be lifted, so a drop can say why
    long_run = forty_thieves_position(tableau(t1=["_", "9H", "8H", "7H"], t2=["TH"]))
    assert FORTY_THIEVES.lift_refusal(long_run, "tableau1", 3) is None
    assert FORTY_THIEVES.pick_refusal(long_run, "tableau1", 3) is not None


@pytest.mark.parametrize("piles,move,reason", [
    (tableau(t1=["8H"], t2=["9C"]), "tableau1>tableau2",
     "8♥ cannot go on 9♣: build down in the same suit"),
    (tableau(t1=["_", "9H", "8H"], t2=["TH"]), "tableau1*2>tableau2",
     TWO_CARDS_NO_EMPTY_PILE),
    (tableau(t1=["_", "9H", "8H", "7H"], t2=["TH"], t5=[]), "tableau1*3>tableau5",
     "3 cards go into an empty tableau pile together only with 2 other empty tableau "
     "piles: with none, one card at a time"),
    (tableau(t1=["_", "9H", "8H", "7H"], t2=["TH"], t5=[], t6=[]), "tableau1*3>tableau5",
     "3 cards go into an empty tableau pile together only with 2 other empty tableau "
     "piles: with 1, at most 2 cards at once"),
    (tableau(t1=["_", "9H", "8H", "7H", "6H", "5H"], t2=["TH"], t5=[], t6=[]),
     "tableau1*5>tableau2",
     "5 cards move together only with 3 empty tableau piles: with 2, at most 4 cards at "
     "once"),
    # wrong suit or rank beats the move limit: the target is wrong whatever is empty
    (tableau(t1=["_", "9H", "8H"], t2=["TD"]), "tableau1*2>tableau2",
     "9♥ cannot go on 10♦: build down in the same suit"),
    ({"foundation2": [r + "S" for r in "A23456789TJQK"], **tableau(t1=["AS"], t4=["QS"])},
     "tableau4>foundation2", "The foundation ending in K♠ is complete"),
])
def test_forty_thieves_drops_are_refused_for_the_real_reason(piles, move, reason):
    assert refusal(forty_thieves_position(piles), move) == reason


# ----- Whitehead --------------------------------------------------------------------------

def test_whitehead_pick_refusals_name_the_real_reason():
    state = whitehead_state(tableau1=["9C", "8C"], tableau2=["8H"], tableau3=["JS"],
                            tableau4=["TC", "9S", "8D"], foundation1=["AD", "2D"],
                            tableau5=["5H"], tableau6=["4C"], tableau7=["QC"])
    assert WHITEHEAD.pick_refusal(state, "tableau4", 2) == (
        "8♦ cannot move with 9♠: only a same-suit run moves as a unit")
    assert WHITEHEAD.pick_refusal(state, "tableau1", 2) == (
        "9♣ and the card on it have nowhere to go: no tableau pile ends in a black ten "
        "(♠ or ♣), none is empty, and no foundation ends in 7♣")
    assert WHITEHEAD.pick_refusal(state, "foundation1", 2) == (
        "Only the top card of a foundation can be moved")
    assert WHITEHEAD.pick_refusal(state, "stock", 1) == (
        "Cards cannot be taken from the stock: click it to deal")
    assert WHITEHEAD.pick_refusal(state, "tableau3", 1) is None      # J♠ onto Q♣


def test_whitehead_moves_any_run_whatever_is_empty():
    run = ["9H", "8H", "7H", "6H", "5H"]
    state = whitehead_state(tableau1=["TD"], tableau2=["KS"] + run, tableau3=["KC"],
                            tableau4=["KD"], tableau5=["QC"], tableau6=["QS"],
                            tableau7=["JC"])
    assert WHITEHEAD.pick_refusal(state, "tableau2", 5) is None
    play(state, "tableau2*5>tableau1")


# ----- Maze, Doublets, Wall ---------------------------------------------------------------

def test_maze_pick_refusals():
    state = maze_state(STUCK)
    assert MAZE.pick_refusal(state, "cell1", 1) == "That cell is a gap: there is no card to move"
    assert MAZE.pick_refusal(state, "cell2", 2) == "Maze cards move one at a time"
    assert MAZE.pick_refusal(state, "cell3", 1) == (
        "4♦ has nowhere to go: no gap follows 3♦ or comes before 5♦")


def test_doublets_pick_refusals():
    state = from_position(doublets_position(["4H"], DOUBLETS_RESERVES, waste=("2C",),
                                            stock=("#QS", "#2S")))
    assert DOUBLETS.pick_refusal(state, "reserve1", 1) == "K♣ cannot be played: kings never play"
    assert DOUBLETS.pick_refusal(state, "reserve3", 1) == (
        "2♦ cannot go on 4♥: the foundation needs an eight (twice 4)")
    assert DOUBLETS.pick_refusal(state, "foundation", 1) == "Cards never leave the foundation"
    assert DOUBLETS.pick_refusal(state, "reserve2", 1) is None          # 8♠ on 4♥


def test_wall_pick_refusals():
    state = wall_state(waste1=["9D"], waste2=[], waste3=["5H"], stock=["#2H", "#3H", "#4H"])
    assert WALL.pick_refusal(state, "waste1", 1) is None
    assert WALL.pick_refusal(state, "waste2", 1) == "That waste pile is empty"
    assert WALL.pick_refusal(state, "wall40", 1) == (
        "The wall, the guard piles and the throne stay put: attack them with the waste cards")
    assert WALL.pick_refusal(state, "stock", 1) == "Click the stock to deal three cards"
