"""Worked examples for the rules pages: a real deal, a move the rules accept in it and a
move they refuse, with the reason the rules give (game.rules; no pygame).

The example is found, not written by hand, so it can never drift from the rules: for the
first deal (from game number 1 up) that has an instructive legal move, the refused move
is the same card sent somewhere it may not go, or another card sent where the legal move
went. `worked_example(game)` is cached per game and language (its sentences are the rules'
own, in the player's language).
"""

import functools
import re
from dataclasses import dataclass

from game.i18n import active_language
from game.rules import cards as C
from game.rules import legal_moves, new_game, rules_for
from game.rules.state import State

SEEDS = range(1, 301)           # the deals searched, in order
GOOD_TARGETS = {"tableau", "cell", "foundation", "wall"}   # where an example move ends


@dataclass(frozen=True)
class Move:
    """A move of the example: its notation, what it carries, where it goes."""
    notation: str
    cards: tuple[int, ...]          # the cards moved (Wall: the attack cards)
    target: str                     # the pile they go to
    beside: tuple[int | None, int | None, int | None]
    # what the picture shows at the target: (card before it or None, its top card or
    # None when it is empty, card after it or None); the neighbours only in Maze


@dataclass(frozen=True)
class Example:
    game: str
    seed: int                       # the game number of the deal
    state: State
    legal: Move
    legal_text: str                 # the sentence a hint shows for it
    refused: Move
    reason: str                     # why the rules refuse it, as `play` says


def _kind(pile: str) -> str:
    return re.sub(r"\d+$", "", pile)


def _top(cards) -> int | None:
    return cards[-1] if cards else None


def describe(rules, state: State, notation: str) -> Move:
    """The Move that `notation` makes in `state` (legal or not)."""
    parsed = rules.parse(notation)
    if parsed[0] == "attack":
        _, sources, target = parsed
        cards = tuple(rules.pile(state, s)[-1] for s in sources)
        return Move(notation, cards, target, (None, _top(rules.pile(state, target)), None))
    _, source, count, target = parsed
    cards = tuple(rules.pile(state, source)[-count:])
    before = after = None
    if rules.id == "maze":
        index = rules.pile_names.index(target)
        if index > 0:
            before = _top(rules.pile(state, rules.pile_names[index - 1]))
        if index + 1 < len(rules.pile_names):
            after = _top(rules.pile(state, rules.pile_names[index + 1]))
    return Move(notation, cards, target, (before, _top(rules.pile(state, target)), after))


def _instructive(rules, state: State, notation: str) -> bool:
    """A legal move worth showing: one card or one attack onto a card (Maze: into a gap
    between cards), not a deal and not an idle move."""
    if notation == "deal" or rules.is_idle(state, notation):
        return False
    parsed = rules.parse(notation)
    if parsed[0] == "attack":
        return _kind(parsed[2]) == "wall"
    _, source, count, target = parsed
    if count != 1 or _kind(source) == "waste" or _kind(target) not in GOOD_TARGETS:
        return False
    if rules.id == "maze":
        move = describe(rules, state, notation)
        return None not in (move.beside[0], move.beside[2])
    if _kind(target) == "foundation":
        return rules.id == "doublets"
    return bool(rules.pile(state, target))


def _candidates(rules, state: State, legal: str):
    """Moves like `legal` that might be refused: the same card(s) elsewhere first, then
    other cards to the same place."""
    parsed = rules.parse(legal)
    if parsed[0] == "attack":
        _, sources, target = parsed
        names = [n for n in rules.pile_names if _kind(n) == "wall"]
        yield from (f"{s}>{target}" for s in sources)            # one card too weak
        yield from (f"{'+'.join(sources)}>{n}" for n in names)   # a covered target
        return
    _, source, count, target = parsed
    names = rules.pile_names
    table = [(m, names[s], n, names[t]) for m, (s, n, t) in rules.move_table.parsed.items()]
    same_card = [m for m, s, n, t in table
                 if s == source and n == count and t != target and _kind(t) == _kind(target)]
    same_place = [m for m, s, n, t in table
                  if t == target and n == count and s != source
                  and _kind(s) not in ("stock", "foundation")]
    yield from same_card + same_place


def _refusable(rules, state: State, notation: str) -> bool:
    """A refused move a player could really try: the cards may be lifted and the target
    looks like a place they could go (Maze: a gap; elsewhere a card to build on)."""
    move = describe(rules, state, notation)
    if not move.cards or any(C.is_face_down(c) for c in move.cards):
        return False
    if not rules.attacks:
        source, count = rules.parse(notation)[1:3]
        if rules.lift_refusal(state, source, count) is not None:
            return False
    target_empty = move.beside[1] is None
    if rules.id == "maze":
        return target_empty and None not in (move.beside[0], move.beside[2])
    return not target_empty


def find_example(game: str, seeds=SEEDS) -> Example:
    """The first deal in `seeds` with an instructive legal move and a refused one."""
    rules = rules_for(game)
    for seed in seeds:
        state = new_game(game, seed)
        legal = set(legal_moves(state))
        for notation in sorted(legal, key=lambda m: (m.count("+"), m)):   # few cards first
            if not _instructive(rules, state, notation):
                continue
            for attempt in _candidates(rules, state, notation):
                if attempt in legal or not _refusable(rules, state, attempt):
                    continue
                reason = rules.refusal(state, attempt)
                if reason:
                    return Example(game, seed, state, describe(rules, state, notation),
                                   rules.describe_move(state, notation),
                                   describe(rules, state, attempt), reason)
    raise LookupError(f"no worked example for {game} in deals {seeds.start}..{seeds.stop - 1}")


def worked_example(game: str) -> Example:
    """The example a rules page shows for `game`, its sentences in the player's language
    (found once per language, then remembered)."""
    return _example_in(game, active_language())


@functools.lru_cache(maxsize=16)
def _example_in(game: str, language: str) -> Example:
    return find_example(game)
