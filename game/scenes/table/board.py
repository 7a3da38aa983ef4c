"""Board: the position at a table and where its cards lie, in one object its parts share.

It holds the rules, the session (a new deal or a resumed game replaces it), the card
sprites and the layout in pixels (a resize replaces it), and answers what every part asks
of them: the state, a pile's kind and size, the order cards are drawn in and which card is
drawn on top under a point (`hit`). It calls nothing back, so any part may hold it.
"""

from sprites.table_cards import TableCards


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
