"""The table in words (game/scenes/common/spoken_*.py), read alone: a card, a pile and
its role, the whole table, Wall's targets, Maze's gaps and what a move did."""

import pytest

from game.i18n import catalogue
from game.rules import GAMES, new_game, rules_for
from game.rules import cards as C
from game.scenes.common.spoken_cards import card_words, speakable
from game.scenes.games import scene_class


def words_for(game):
    return scene_class(game).words(rules_for(game))


def test_cards_said_in_words():
    assert card_words(C.card(12, C.SPADES)) == "queen of spades"
    assert card_words(C.card(10, C.HEARTS)) == "10 of hearts"
    assert speakable("Move 5♣–3♣ onto 6♦") == \
        "Move 5 of clubs down to 3 of clubs onto 6 of diamonds"
    assert speakable("7♥ + A♠ make 8") == "7 of hearts + ace of spades make 8"
    assert speakable("GAME 10") == "GAME 10"        # no suit: no card


def test_cards_said_in_the_players_language():
    catalogue.install("de")
    assert speakable("K♥") != "king of hearts" and "K♥" not in speakable("K♥")


@pytest.mark.parametrize("game", GAMES)
def test_the_whole_table_names_every_face_up_card(game):
    rules, words = rules_for(game), words_for(game)
    state = new_game(game, 7)
    text = words.table(state)
    for pile in words.reading_order():
        for c in rules.pile(state, pile):
            if not C.is_face_down(c):
                assert card_words(c) in text, (pile, card_words(c))
    assert text.count(":") >= len({words.name(state, p) for p in words.reading_order()
                                   if rules.pile(state, p)}) // 10


def test_a_focus_names_the_pile_its_top_card_and_its_counts():
    words = words_for("whitehead")
    state = new_game("whitehead", 7)
    top = card_words(rules_for("whitehead").pile(state, "tableau7")[-1])
    assert words.focus(state, "tableau7", None) == f"tableau 7: {top}, 7 cards"
    assert words.focus(state, "tableau7", None, "brief") == f"tableau 7: {top}"
    assert words.focus(state, "stock", None) == "stock: 24 face down"
    assert words.focus(state, "foundation2", None) == "foundation 2: empty"
    deeper = words.focus(state, "tableau7", 4)
    assert deeper.startswith("tableau 7: ") and "and the 2 cards on it" in deeper


def test_wall_targets_say_their_health_and_whether_they_are_open():
    words = words_for("wall")
    state = new_game("wall", 3)
    bottom = words.focus(state, "wall45", None)
    assert "in the wall's bottom row" in bottom and "open to attack" in bottom
    assert "health" in bottom
    assert words.focus(state, "throne", None).endswith("covered")
    hidden = words.focus(state, "low1", None)
    assert "3 face down" in hidden and "health" not in hidden   # hidden cards stay hidden


def test_a_wall_attack_says_its_damage_and_what_it_opened():
    rules, words = rules_for("wall"), words_for("wall")
    state = new_game("wall", 1)
    move = next(m for m in rules.legal_moves(state) if m != "deal")
    after, events = rules.apply(state, move)
    said = words.events(state, after, events)
    assert "worth" in said and "health" in said and "Dealt" not in said.split("removed")[0]


def test_a_maze_gap_is_named_by_its_neighbours():
    rules, words = rules_for("maze"), words_for("maze")
    state = new_game("maze", 1)
    gaps = [p for p in rules.pile_names if not rules.pile(state, p)]
    for gap in gaps:
        said = words.focus(state, gap, None)
        assert said.startswith("row ") and "gap" in said
    i = rules.index[gaps[0]]
    left = state.piles[i - 1]
    if left:
        assert card_words(left[0]) in words.focus(state, gaps[0], None)


@pytest.mark.parametrize("game", GAMES)
def test_every_legal_move_is_said_with_its_piles(game):
    rules, words = rules_for(game), words_for(game)
    state = new_game(game, 5)
    for move in rules.legal_moves(state):
        said = words.move(state, move)
        assert not any(symbol in said for symbol in C.SUIT_SYMBOLS), said
        parsed = rules.parse(move)
        if parsed[0] == "move":
            assert words.name(state, parsed[1]) in said and words.name(state, parsed[3]) in said


def test_a_move_says_what_moved_and_what_it_uncovered():
    rules, words = rules_for("forty-thieves"), words_for("forty-thieves")
    state = new_game("forty-thieves", 2)
    move = next(m for m in rules.legal_moves(state) if m != "deal")
    after, events = rules.apply(state, move)
    src = rules.parse(move)[1]
    said = words.events(state, after, events)
    assert " to " in said and (f"{words.name(after, src)} shows" in said
                               or f"{words.name(after, src)} is empty" in said)
    assert words.events(state, after, events, "brief") == said.split(". ", 1)[1]
