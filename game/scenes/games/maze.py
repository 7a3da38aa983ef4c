"""Maze's table: no stock and no piles but cells, so a hint names the gap a card goes to
by the card beside it ("Move 7♥ to the gap after 6♥")."""

from game.rules import cards as C
from game.scenes.table.scene import TableScene
from game.scenes.table.speech import MoveSpeech


class MazeSpeech(MoveSpeech):
    @classmethod
    def to_empty(cls, rules, state, src: str, dst: str) -> str:
        """The empty cell a card goes to, named by its place or a card beside it."""
        names = rules.pile_names
        at = rules.index[dst]
        if at in (0, len(names) - 1):
            return "to the first cell" if at == 0 else "to the last cell"
        for side, where in ((at - 1, "after"), (at + 1, "before")):
            cards = rules.pile(state, names[side]) if names[side] != src else ()
            if cards:
                return f"to the gap {where} {C.name(cards[-1])}"
        return "to an empty cell"


class MazeScene(TableScene):
    speech = MazeSpeech
