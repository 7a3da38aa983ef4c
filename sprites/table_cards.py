"""TableCard and TableCards: where each physical card of a table is, and the one sync path.

Every physical card on the table has one TableCard for the whole game. After any state
change (move, undo, redo, new deal, resize) `TableCards.assign` gives each (pile, index)
slot of the new state a card: cards that stay put keep their slot, the rest are matched
by card (preferring cards from the piles the events name), so two-deck twins and undo
animate naturally. The scene then tweens every card toward its slot.

What the renderer is told of them (game/scenes/common/frame_builder.py describes each
card for game/render from these fields alone):
- `x`, `y`: the card's top-left corner on the window, float (rounded when drawn);
- `face_up`: which side shows; `flip` is None, or 0 .. 1 while the card turns over: it
  is drawn narrowed about its centre, showing its old side until 0.5, its new side after;
- a card is *resting* when `lift` is 0, `tween` and `flip` are None: resting cards are
  baked into the painter's cached static layer (felt, outlines, toolbar, status bar) and
  cost nothing per frame; the others are *moving* and are blitted every frame;
- draw order is (lift, the pile's place in the rules' pile order, index): a lifted card
  (dragged or flying) is drawn over every resting one; `top_at` hit-tests in that order.

These are not pygame sprites on purpose. A profile of pygame.sprite.LayeredDirty against
this painter (104 cards, at 1920x1080 and 3840x2160) found it faster with nothing or one
card moving but slower for the deal animations the frame budget is set for, and its dirty
rectangles pay off only if the loop updates the display by rectangles and every overlay
redraws by parts, which the scene stack does not.
"""

from collections.abc import Iterable, Sequence

from game.rules.cards import FACE_DOWN


class TableCard:
    """One physical card on the table: its slot, where it is drawn and how it moves."""

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
        where = f"{self.pile}[{self.index}]"
        return f"TableCard({self.card}, {where}, up={self.face_up})"    # i18n: not shown


class TableCards:
    """All the cards of a table, indexed by the slot they belong to."""

    def __init__(self):
        self.slots: dict[tuple[str, int], TableCard] = {}

    @property
    def all(self) -> list[TableCard]:
        return list(self.slots.values())

    @property
    def sprites(self) -> list[TableCard]:
        """The old name of `all`, kept while game/scenes still reads it."""
        return self.all

    def pile(self, name: str) -> list[TableCard]:
        found = []
        index = 0
        while (name, index) in self.slots:
            found.append(self.slots[(name, index)])
            index += 1
        return found

    def assign(self, piles: dict[str, Sequence[int]],
               sources: Iterable[str] = ()) -> list[TableCard]:
        """Match cards to the slots of `piles`; returns the cards whose slot changed.

        `sources` names piles cards just left (from the move events): when a card has
        several candidates (two-deck twins), one from those piles is taken first.
        """
        old = self.slots
        new: dict[tuple[str, int], TableCard] = {}
        free: dict[int, list[TableCard]] = {}
        kept = set()
        for name, cards in piles.items():
            for index, card in enumerate(cards):   # the unchanged bottom part stays
                table_card = old.get((name, index))
                if table_card is None or table_card.card != card & ~FACE_DOWN:
                    break
                table_card.face_up = not card & FACE_DOWN
                table_card.from_pile = name
                new[(name, index)] = table_card
                kept.add(id(table_card))
        for table_card in old.values():
            if id(table_card) not in kept:
                free.setdefault(table_card.card, []).append(table_card)
        preferred = set(sources)
        for group in free.values():
            # Cards from the event sources first, highest index first (top cards move).
            group.sort(key=lambda c: (c.pile in preferred, c.index))
        changed = []
        for name, cards in piles.items():
            for index, card in enumerate(cards):
                if (name, index) in new:
                    continue
                group = free.get(card & ~FACE_DOWN)
                table_card = group.pop() if group else TableCard(card, name, index)
                table_card.from_pile = table_card.pile
                table_card.pile, table_card.index = name, index
                table_card.face_up = not card & FACE_DOWN
                new[(name, index)] = table_card
                changed.append(table_card)
        self.slots = new
        return changed

    def top_at(self, order: list[TableCard], px: float, py: float, w: float,
               h: float) -> TableCard | None:
        """The topmost card of `order` (drawn last = on top) under the point."""
        for table_card in reversed(order):
            if table_card.x <= px < table_card.x + w and table_card.y <= py < table_card.y + h:
                return table_card
        return None
