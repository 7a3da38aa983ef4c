"""The worked examples of the rules pages are real: the allowed move is legal in its deal,
the refused one is refused by game.rules for the reason the page shows, and both name
the cards the picture draws."""

import pytest

from game.help_example import find_example, worked_example
from game.rules import IllegalMove, legal_moves, new_game, play, rules_for
from tests.game_parts import games_with


@pytest.mark.parametrize("game", games_with("worked example"))
def test_the_example_moves_are_judged_by_the_rules(game):
    example = worked_example(game)
    state = new_game(game, example.seed)
    assert state == example.state
    assert example.legal.notation in legal_moves(state)
    play(state, example.legal.notation)
    assert example.refused.notation not in legal_moves(state)
    with pytest.raises(IllegalMove) as refused:
        play(state, example.refused.notation)
    assert str(refused.value) == example.reason
    assert example.legal_text == rules_for(game).describe_move(state, example.legal.notation)


@pytest.mark.parametrize("game", games_with("worked example"))
def test_the_example_cards_are_those_on_the_table(game):
    example = worked_example(game)
    rules = rules_for(game)
    for move in (example.legal, example.refused):
        assert move.cards
        on_table = {c for pile in example.state.piles for c in pile}
        assert set(move.cards) <= on_table
        top = rules.pile(example.state, move.target)
        assert move.beside[1] == (top[-1] if top else None)


def test_maze_refuses_a_gap_between_cards_and_wall_a_weak_attack():
    maze = worked_example("maze")
    assert maze.refused.beside[1] is None and None not in (maze.refused.beside[0],
                                                           maze.refused.beside[2])
    wall = worked_example("wall")
    assert len(wall.refused.cards) < len(wall.legal.cards) and "health" in wall.reason


def test_no_example_in_an_empty_range_is_a_clear_error():
    with pytest.raises(LookupError, match="no worked example for maze"):
        find_example("maze", range(1, 1))
