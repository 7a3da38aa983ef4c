"""The click hook of every game: what a single click on a pile plays (GameRules.click),
and why a click meant to play makes no move (click_refusal)."""

import pytest

from game.rules import GAMES, from_position, legal_moves, new_game, play, rules_for
from tests.rules.test_doublets import FULL as DOUBLETS_RESERVES
from tests.rules.test_doublets import position as doublets_position
from tests.rules.test_forty_thieves import position as forty_thieves_position
from tests.rules.test_forty_thieves import tableau
from tests.rules.test_wall import state_of as wall_state
from tests.rules.test_whitehead import state_of as whitehead_state


@pytest.mark.parametrize("game", [g for g in GAMES if g != "maze"])
def test_a_click_on_a_full_stock_deals(game):
    rules, state = rules_for(game), new_game(game, 4)
    assert rules.click(state, "stock") == ["deal"]
    assert rules.click_refusal(state, "stock") is None


@pytest.mark.parametrize("game", GAMES)
def test_a_click_elsewhere_plays_nothing_outside_wall(game):
    """Outside Wall a click on any pile but the stock makes no move: it picks cards up,
    which the table does; nor is there anything to refuse."""
    rules, state = rules_for(game), new_game(game, 4)
    for pile in rules.pile_names:
        if pile == "stock" or game == "wall":
            continue
        assert rules.click(state, pile) == [], pile
        assert rules.click_refusal(state, pile) is None, pile


@pytest.mark.parametrize("empty, reason", [
    (lambda: forty_thieves_position(tableau(), rest="waste"),
     "Nothing to deal: the stock is empty"),
    (lambda: whitehead_state(rest_to="waste"),
     "Nothing to deal: the stock is empty"),
    (lambda: from_position(doublets_position(["4H"], DOUBLETS_RESERVES, waste=["2C"],
                                             redeals=2)),
     "Nothing to deal: the stock is empty and both redeals are used"),
    (lambda: wall_state(stock=[]), "Nothing to deal: the stock is empty"),
])
def test_a_click_on_an_empty_stock_says_why_nothing_is_dealt(empty, reason):
    state = empty()
    rules = rules_for(state.game)
    assert rules.click(state, "stock") == []
    assert rules.click_refusal(state, "stock") == reason


def test_a_click_on_the_empty_stock_redeals_doublets_while_a_redeal_is_left():
    rules = rules_for("doublets")
    state = from_position(doublets_position(["4H"], DOUBLETS_RESERVES, waste=["2C"],
                                            redeals=1))
    assert rules.click(state, "stock") == ["deal"]
    assert play(state, "deal").extra == (2,)


def test_maze_has_no_stock_and_no_click_moves():
    rules, state = rules_for("maze"), new_game("maze", 4)
    assert "stock" not in rules.index
    assert all(rules.click(state, pile) == [] for pile in rules.pile_names)


# ----- Wall: a click on a target attacks it -------------------------------------------------
WALL = rules_for("wall")


def test_a_wall_click_attacks_a_target_with_the_whole_waste():
    state = wall_state(waste1=["2S"], waste2=[], waste3=["9D"], wall40=["5C"],
                       wall32=["AC"], wall33=["AD"])
    assert WALL.click(state, "wall40") == ["waste1+waste3>wall40"]
    assert WALL.click_refusal(state, "wall40") is None
    assert WALL.click(state, "wall40") == [WALL.attack_move(state, "wall40")]


def test_a_wall_click_attacks_with_the_grouped_waste_cards_only():
    state = wall_state(waste1=["2S"], waste2=["3C"], waste3=["9D"], wall40=["5C"],
                       wall32=["AC"], wall33=["AD"])
    assert WALL.click(state, "wall40", ["waste3"]) == ["waste3>wall40"]
    assert WALL.click(state, "wall40", ["waste1", "waste2"]) == []
    assert WALL.click_refusal(state, "wall40", ["waste2", "waste1"]) == (
        "2♠ + 3♣ make 5, not more than the health of 5♣ (7): the attack needs more than 7")
    assert WALL.click(state, "wall40", []) == ["waste1+waste2+waste3>wall40"]


def test_a_wall_click_that_cannot_attack_says_why():
    state = wall_state(waste1=["2S"], waste2=[], waste3=[], wall40=["5C"],
                       wall32=["AC"], wall33=["AD"])
    assert WALL.click(state, "wall40") == []
    assert WALL.click_refusal(state, "wall40") == (
        "2♠ makes 2, not more than the health of 5♣ (7): the attack needs more than 7")
    assert WALL.click(state, "wall1") == []
    assert "covered" in WALL.click_refusal(state, "wall1")
    no_waste = wall_state(waste1=[], waste2=[], waste3=[], stock=["#2H", "#3H", "#4H"])
    assert WALL.click(no_waste, "wall40") == []
    assert WALL.click_refusal(no_waste, "wall40") == (
        "No waste cards to attack with: click the stock to deal")


def test_a_wall_click_on_the_waste_or_the_removed_cards_plays_nothing():
    state = new_game("wall", 4)
    for pile in ("waste1", "waste2", "waste3", "removed"):
        assert WALL.click(state, pile) == []
        assert WALL.click_refusal(state, pile) is None


def test_every_click_move_is_legal_along_a_playout():
    for game in GAMES:
        rules = rules_for(game)
        state = new_game(game, 9)
        for step in range(30):
            legal = set(legal_moves(state))
            for pile in rules.pile_names:
                for move in rules.click(state, pile):
                    assert move in legal, (game, step, pile, move)
            if not legal:
                break
            state = play(state, sorted(legal)[step % len(legal)])
