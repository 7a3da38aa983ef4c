"""Maze in words: a cell named by its row and column, a gap by the cards beside it on
the line (the cards a card may follow or come before), the grid read row by row and how
many cards are in order.

A `TableWords` (game/scenes/common/spoken_table.py) for Maze's rules, named by its scene. No pygame.
"""

from game.i18n import _, ngettext, pgettext
from game.i18n.formats import number
from game.rules import maze as M
from game.scenes.common.spoken_cards import card_words, labelled, listing
from game.scenes.common.spoken_table import TableWords, sentences


class MazeWords(TableWords):
    def place(self, pile: str) -> int:
        return self.rules.index[pile]

    def name(self, state, pile: str) -> str:
        row, column = divmod(self.place(pile), M.COLUMNS)
        # Translators: Maze: a cell of the grid said aloud, counted from the top left
        return _("row {row}, column {column}").format(row=number(row + 1),
                                                      column=number(column + 1))

    def empty(self, state, pile: str) -> str:
        """A gap, with the cards beside it on the line."""
        i = self.place(pile)
        piles = state.piles
        left = piles[i - 1] if i > M.FIRST else ()
        right = piles[i + 1] if i < M.LAST else ()
        if left and right:
            # Translators: Maze: an empty cell, and the cards before and after it on the
            # line of cells
            return _("gap between {left} and {right}").format(left=card_words(left[0]),
                                                              right=card_words(right[0]))
        if left:
            return _("gap after {card}").format(card=card_words(left[0]))
        if right:
            return _("gap before {card}").format(card=card_words(right[0]))
        # Translators: Maze: an empty cell with no card beside it
        return pgettext("maze", "gap")

    def left_behind(self, after, pile: str) -> str:
        """The gap a card left, with the cards beside it."""
        return labelled(self.name(after, pile), self.empty(after, pile))

    def table(self, state, level: str = "normal") -> str:
        rows = []
        for row in range(M.ROWS):
            cells = range(row * M.COLUMNS, (row + 1) * M.COLUMNS)
            rows.append(_("row {number}: {cards}").format(
                number=number(row + 1),
                cards=listing(card_words(state.piles[i][0]) if state.piles[i] else
                              pgettext("maze", "gap") for i in cells)))
        return sentences(rows)

    def foundations(self, state) -> str:
        """Maze has no foundations: how many cards stand in order."""
        # Translators: Maze: how many of the 48 cards follow the card before them
        return ngettext("{count} of {total} card in order", "{count} of {total} cards in "
                        "order", state.score).format(count=number(state.score),
                                                     total=number(M.WON_SCORE))
