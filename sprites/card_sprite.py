"""Card sprites and the one sync path that keeps them matched to the model.

Every physical card on the table has one CardSprite for the whole game. After any state
change (move, undo, redo, new deal, resize) `CardSprites.assign` gives each (pile, index)
slot of the new state a sprite: sprites that stay put keep their slot, the rest are
matched by card (preferring sprites from the piles the events name), so two-deck twins
and undo animate naturally. The scene then tweens every sprite toward its slot.
"""

from typing import Dict, Iterable, List, Optional, Sequence, Tuple

from game.rules.cards import FACE_DOWN


class CardSprite:
    __slots__ = ("card", "x", "y", "pile", "index", "face_up", "tween", "lift", "from_pile",
                 "flip")

    def __init__(self, card: int, pile: str, index: int, x: float = 0.0, y: float = 0.0):
        self.card = card & ~FACE_DOWN      # which card (face-up id)
        self.face_up = not card & FACE_DOWN
        self.pile = pile
        self.index = index
        self.x = x
        self.y = y
        self.tween = None                  # the running movement, if any
        self.lift = 0                      # > 0 while dragged or flying: drawn on top
        self.from_pile = pile              # the pile it was in before the last assign
        self.flip = None                   # 0 .. 1 while turning over, else None

    def __repr__(self) -> str:
        return f"CardSprite({self.card}, {self.pile}[{self.index}], up={self.face_up})"


class CardSprites:
    """All card sprites of a table, indexed by the slot they belong to."""

    def __init__(self):
        self.slots: Dict[Tuple[str, int], CardSprite] = {}

    @property
    def sprites(self) -> List[CardSprite]:
        return list(self.slots.values())

    def pile(self, name: str) -> List[CardSprite]:
        found = []
        index = 0
        while (name, index) in self.slots:
            found.append(self.slots[(name, index)])
            index += 1
        return found

    def assign(self, piles: Dict[str, Sequence[int]],
               sources: Iterable[str] = ()) -> List[CardSprite]:
        """Match sprites to the cards of `piles`; returns the sprites whose slot changed.

        `sources` names piles cards just left (from the move events): when a card has
        several candidate sprites, one from those piles is taken first.
        """
        old = self.slots
        new: Dict[Tuple[str, int], CardSprite] = {}
        free: Dict[int, List[CardSprite]] = {}
        kept = set()
        for name, cards in piles.items():
            for index, card in enumerate(cards):   # the unchanged bottom part stays
                sprite = old.get((name, index))
                if sprite is None or sprite.card != card & ~FACE_DOWN:
                    break
                sprite.face_up = not card & FACE_DOWN
                sprite.from_pile = name
                new[(name, index)] = sprite
                kept.add(id(sprite))
        for sprite in old.values():
            if id(sprite) not in kept:
                free.setdefault(sprite.card, []).append(sprite)
        preferred = set(sources)
        for group in free.values():
            # Sprites from the event sources first, highest index first (top cards move).
            group.sort(key=lambda s: (s.pile in preferred, s.index))
        changed = []
        for name, cards in piles.items():
            for index, card in enumerate(cards):
                if (name, index) in new:
                    continue
                group = free.get(card & ~FACE_DOWN)
                sprite = group.pop() if group else CardSprite(card, name, index)
                sprite.from_pile = sprite.pile
                sprite.pile, sprite.index = name, index
                sprite.face_up = not card & FACE_DOWN
                new[(name, index)] = sprite
                changed.append(sprite)
        self.slots = new
        return changed

    def top_at(self, order: List[CardSprite], px: float, py: float, w: float,
               h: float) -> Optional[CardSprite]:
        """The topmost sprite of `order` (drawn last = on top) under the point."""
        for sprite in reversed(order):
            if sprite.x <= px < sprite.x + w and sprite.y <= py < sprite.y + h:
                return sprite
        return None
