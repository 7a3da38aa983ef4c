"""Board: the position at a table and where its cards lie, in one object its parts share.

It holds the rules, the session (a new deal or a resumed game replaces it), the card
sprites and the layout in pixels (a resize replaces it), and answers what every part asks
of them: the state, a pile's kind and size, the order cards are drawn in and which card is
drawn on top under a point (`hit`), or nearest to a finger's contact (`hit_near`). It
calls nothing back, so any part may hold it.
"""

import math

from sprites.table_cards import TableCards

RINGS = (0.35, 0.7, 1.0)         # a finger's contact is sampled on circles of these radii
ROUND = 12                  # points on each circle


class Board:
    def __init__(self, rules, game_id: str, session):
        self.rules = rules
        self.game_id = game_id
        self.session = session
        self.cards = TableCards()
        self.geometry = None            # set by the table's first layout

    @property
    def state(self):
        return self.session.state

    def piles(self) -> dict:
        state = self.state
        return {name: state.piles[i] for i, name in enumerate(self.rules.pile_names)}

    def kind(self, pile: str) -> str:
        return self.geometry.layout.piles[pile].kind

    def pile_size(self, pile: str) -> int:
        return len(self.state.piles[self.rules.index[pile]])

    def draw_order(self):
        """The cards shown, bottom first: resting, then lifted; by pile order and index."""
        order = self.rules.index            # pile name -> its place in the pile order
        hidden = self.geometry.hidden
        sprites = [s for s in self.cards.sprites if s.pile not in hidden or s.lift]
        sprites.sort(key=lambda s: (s.lift, order[s.pile], s.index))
        return sprites

    def hit(self, pos, order=None):
        """(pile, index) drawn on top at pos: a card's slot, or (pile, None) for an empty
        pile. `order` is the draw order to search (default: every card)."""
        geometry = self.geometry
        sprite = self.cards.top_at(self.draw_order() if order is None else order,
                                   pos[0], pos[1], geometry.card_w, geometry.card_h)
        if sprite is not None:
            return sprite.pile, sprite.index
        for name in reversed(geometry.visible_piles()):     # later outlines lie on top
            if geometry.slot(name).contains(*pos):
                return name, None
        return None, None

    def hit_near(self, pos, radius: int):
        """What a finger at `pos` touches: the card or empty pile under its centre, else
        the one nearest to it within `radius` (its contact), sampled on circles round
        it; (None, None) when the finger touches nothing."""
        found = self.hit(pos)
        if found[0] is not None or radius <= 0:
            return found
        order = self.draw_order()
        for share in RINGS:
            reach = radius * share
            for step in range(ROUND):
                angle = 2 * math.pi * step / ROUND
                found = self.hit((pos[0] + reach * math.cos(angle),
                                  pos[1] + reach * math.sin(angle)), order)
                if found[0] is not None:
                    return found
        return None, None
