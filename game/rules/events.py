"""Event records returned with every applied move, for scenes to animate and sound.

Rules return facts; scenes own time. Each event is a small immutable record of one of
these kinds, and every kind is sent by some game:

- moved:     `cards` went from pile `src` to pile `dst` (bottom to top)
- dealt:     `cards` turned from the stock (`src`) onto `dst`
- attacked:  Wall: the waste piles in `src` (joined by '+') attacked `dst`; `success` says
             whether it fell
- revealed:  Wall: the face-down low guard `dst` turned face up after a failed attack
- discarded: `cards` left play from `src` into `dst` (Wall's `removed`)
- redealt:   Doublets: the waste (`src`) went back to the stock (`dst`), `cards` in their new order
"""

from typing import NamedTuple


class Event(NamedTuple):
    kind: str
    src: str = ""
    dst: str = ""
    cards: tuple[int, ...] = ()
    success: bool = True

