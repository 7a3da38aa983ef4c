"""Event records returned with every applied move, for scenes to animate and sound.

Rules return facts; scenes own time. Each event is a small immutable record:

- moved:     `cards` went from pile `src` to pile `dst` (bottom to top)
- dealt:     `cards` turned from the stock (`src`) onto `dst`
- flipped:   the top card of `dst` was turned (face up unless the card token is face down)
- attacked:  Wall: the waste piles in `src` (joined by '+') attacked `dst`; `success` says whether it fell
- revealed:  Wall: the face-down low guard `dst` turned face up after a failed attack
- discarded: `cards` left play from `src` into `dst` (Wall's `removed`)
- redealt:   Doublets: the waste (`src`) went back to the stock (`dst`), `cards` in their new order
"""

from typing import NamedTuple, Tuple


class Event(NamedTuple):
    kind: str
    src: str = ""
    dst: str = ""
    cards: Tuple[int, ...] = ()
    success: bool = True


KINDS = ("moved", "dealt", "flipped", "attacked", "revealed", "discarded", "redealt")
