"""No text a player reads names a pile by its internal id (issue 11, item 14).

Seeded random playouts in every game collect every refusal of random moves that are not
legal, every pick-up refusal, every hint, every status line and the sentence for every
legal move (what the solver's hints show); none may say "wall32", "reserve4", "cell17",
nor a numbered pile such as "tableau pile 3" or "foundation 2": the player sees cards."""

import random
import re

import pytest

from game.rules import GAMES, IllegalMove, legal_moves, new_game, play, rules_for

PILE_ID = re.compile(r"\b(?:wall|tableau|foundation|reserve|cell|waste|low|high|throne|stock"
                     r"|removed)\d+\b")
NUMBERED_PILE = re.compile(r"\b(?:pile|foundation|cell|reserve|waste|tableau|guard) \d+\b")
SEEDS = 12
STEPS = 60
TRIES = 12      # random non-legal moves tried in each position


def random_move(rules, rng):
    """A well-formed move, legal or not: any waste subset onto any pile in Wall, else any
    count of cards from any pile to any other."""
    names = rules.pile_names
    if rules.attacks:
        wastes = sorted(rng.sample(["waste1", "waste2", "waste3"], rng.randint(1, 3)))
        return "+".join(wastes) + ">" + rng.choice(names)
    src, dst = rng.sample(names, 2)
    count = rng.choice((1, 1, 2, 3, 5))
    return f"{src}>{dst}" if count == 1 else f"{src}*{count}>{dst}"


def texts_seen(game):
    """{kind: set of texts} over SEEDS random playouts of STEPS moves."""
    rules = rules_for(game)
    seen = {"refusal": set(), "pick": set(), "hint": set(), "status": set(), "move": set()}
    for seed in range(SEEDS):
        rng = random.Random(seed)
        state = new_game(game, seed)
        for _ in range(STEPS):
            legal = legal_moves(state)
            seen["hint"].add(rules.hint(state).text)
            seen["status"].add(rules.status(state))
            seen["move"].update(rules.describe_move(state, move) for move in legal)
            for _ in range(TRIES):
                move = random_move(rules, rng)
                if move not in legal:
                    with pytest.raises(IllegalMove) as refused:
                        play(state, move)
                    seen["refusal"].add(str(refused.value))
            for pile in rules.pile_names:
                for count in (1, 2, 3):
                    reason = rules.pick_refusal(state, pile, count)
                    if reason is not None:
                        seen["pick"].add(reason)
            if not legal:
                break
            moves = [m for m in legal if m != "deal"] if rng.random() < 0.8 else legal
            state = play(state, rng.choice(moves or legal))
    return seen


@pytest.mark.parametrize("game", GAMES)
def test_no_player_text_names_a_pile_id(game):
    seen = texts_seen(game)
    kinds = ("refusal", "pick", "hint", "move") + (("status",) if game != "maze" else ())
    for kind in kinds:
        assert seen[kind] - {""}, f"no {kind} text seen in {game}: the test saw nothing"
    if len(rules_for(game).pile_names) >= 10:       # a toy of three piles has but a few
        assert len(seen["refusal"]) >= 20, "too few distinct refusals to mean anything"
    offending = sorted(text for texts in seen.values() for text in texts
                       if PILE_ID.search(text) or NUMBERED_PILE.search(text))
    assert not offending, f"{len(offending)} texts name piles by id, e.g. {offending[:5]}"
