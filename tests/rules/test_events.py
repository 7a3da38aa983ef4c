"""The event kinds game.rules.events documents are exactly the kinds the games send."""

import random
import re

from game.rules import GAMES, apply, events, legal_moves, new_game, rules_for


def documented_kinds():
    return set(re.findall(r"^- (\w+): ", events.__doc__, re.MULTILINE))


def sent_kinds(seeds=3, steps=300):
    """Every event kind seen over seeded playouts of every game, which follow the game's
    hint most of the time (so they get deep into a game) and play at random otherwise."""
    seen = set()
    for game in GAMES:
        rules = rules_for(game)
        for seed in range(seeds):
            rng = random.Random(seed)
            state = new_game(game, seed)
            for _ in range(steps):
                moves = legal_moves(state)
                if not moves:
                    break
                hinted = rules.hint(state).move
                move = hinted if hinted in moves and rng.random() < 0.7 else rng.choice(moves)
                state, happened = apply(state, move)
                seen.update(event.kind for event in happened)
    return seen


def test_every_documented_event_kind_is_sent_and_no_other():
    documented = documented_kinds()
    assert {"moved", "dealt", "attacked", "revealed", "discarded", "redealt"} <= documented
    assert sent_kinds() == documented
