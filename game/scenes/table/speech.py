"""How a hint speaks of a move: cards by name, empty piles by their kind, never pile ids.

`MoveSpeech.describe(rules, state, move)` is the sentence a solver hint shows ("Move 7♥
onto 8♣", "Move 5♠–4♠ to an empty tableau pile", "Deal from the stock"). A game whose
moves or piles need other words subclasses it and names the subclass in its scene
(`TableScene.speech`), overriding `describe`, `spoken_pile` or `to_empty`. A pile's
kind is said in the rules' own words (game.rules.piles.kind_word).
"""

from game.rules import cards as C
from game.rules.piles import kind_word


class MoveSpeech:
    @classmethod
    def spoken_pile(cls, rules, state, pile: str) -> str:
        """A pile by the card on top when it shows one, else by its kind ("an empty
        tableau pile", "a face-down reserve pile"); never by its id."""
        cards = rules.pile(state, pile)
        if cards and cards[-1] < C.FACE_DOWN:
            return C.name(cards[-1])
        kind = kind_word(pile)
        return f"a face-down {kind}" if cards else f"an empty {kind}"

    @classmethod
    def to_empty(cls, rules, state, src: str, dst: str) -> str:
        """Where cards go when `dst` is empty: "to an empty tableau pile"."""
        return f"to {cls.spoken_pile(rules, state, dst)}"

    @classmethod
    def describe(cls, rules, state, move: str) -> str:
        """A hint sentence for a move in notation (deal or SRC>DST), speaking of cards."""
        parsed = rules.parse(move)
        if parsed[0] == "deal":
            return "Deal from the stock"
        _, src, count, dst = parsed
        moving = rules.pile(state, src)[-count:]
        what = C.name(moving[0]) if count == 1 else \
            f"{C.name(moving[0])}–{C.name(moving[-1])}"
        if rules.pile(state, dst):
            return f"Move {what} onto {cls.spoken_pile(rules, state, dst)}"
        return f"Move {what} {cls.to_empty(rules, state, src, dst)}"
