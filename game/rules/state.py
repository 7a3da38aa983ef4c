"""The immutable game state shared by all five games.

`piles` holds one tuple of card ints per pile, in the game's pile order, bottom card first.
`extra` holds the game's own counters (Doublets: `(redeals_used,)`). States compare and
hash by value, so they can key caches and be kept in undo history as they are.
"""

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class State:
    game: str
    piles: tuple[tuple[int, ...], ...]
    score: int = 0
    extra: tuple[int, ...] = ()

    def replace(self, changes: dict, score=None, extra=None) -> "State":
        """A copy with the piles at the given indexes replaced (index -> tuple)."""
        piles = list(self.piles)
        for index, cards in changes.items():
            piles[index] = cards
        return State(self.game, tuple(piles),
                     self.score if score is None else score,
                     self.extra if extra is None else extra)
