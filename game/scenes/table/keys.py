"""Playing with the keyboard alone: a visible focus moved with the arrow keys, Space or
Enter to act on it, and every other key looked up in the command table (`commands`).

Left/Right go to the nearest pile that way; Up/Down walk the cards of a fanned pile that
can be picked up, then on to the nearest pile above or below. Space or Enter acts on the
focus through the hooks' `activate`, the way a click would: on the stock it deals,
on a card it picks up the cards from there down (then Space/Enter on another pile puts
them down); a game's hooks may do more. Escape drops what is held, else goes to the menu.

The focus lives in the table's UI state. It shows only while the keyboard is in use (a
mouse press hides it) and only when the table is on top and not won; it is drawn in
black and white dashes (game/render/pieces.py), unlike the glows of drop targets and
hints, and visits only the piles the hooks' `focusable_piles` name.
"""

import pygame

from game.scenes.common import commands

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
          pygame.K_DOWN: (0, 1)}
ACTIVATE = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class Keyboard:
    """The keyboard focus's moves and the table's keys. Given the board (layout, piles,
    rules), the UI state, the bars (the toolbar's open list), the hooks (`activate`,
    `focusable_piles`), the play (a weak proxy: commands, what is held), the motion (an
    animation finishes first) and the stage (the focus shows only on top)."""

    def __init__(self, *, board, ui, bars, hooks, play, motion, stage):
        self.board = board
        self.ui = ui
        self.bars = bars
        self.hooks = hooks
        self.play = play
        self.motion = motion
        self.stage = stage

    @property
    def focus(self):
        return self.ui.focus

    # ----- where the focus is -------------------------------------------------------
    def centre(self, pile, index=None):
        geometry = self.board.geometry
        positions = geometry.card_positions(pile, max(1, self.board.pile_size(pile)))
        if index is None or index >= len(positions):
            index = len(positions) - 1
        x, y = positions[index]
        return x + geometry.card_w / 2, y + geometry.card_h / 2

    def ensure(self) -> None:
        """Put the focus somewhere sensible when it has none (the first pile) or its pile
        can no longer be visited (the nearest one that can)."""
        board = self.board
        piles = self.hooks.focusable_piles()
        pile, index = self.focus.pile, self.focus.index
        if pile not in piles:
            if pile in board.geometry.layout.piles:
                x, y = self.centre(pile)
                pile = min(piles, key=lambda p: (self.centre(p)[0] - x) ** 2
                           + (self.centre(p)[1] - y) ** 2)
            else:
                pile = piles[0]
        count = board.pile_size(pile)
        index = None if count == 0 else min(index if index is not None else count - 1,
                                            count - 1)
        self.ui.set_focus(pile, index)

    def lowest_liftable(self, pile) -> int:
        """The deepest card of `pile` that can be picked up with the cards on it."""
        board = self.board
        count = board.pile_size(pile)
        lowest = count - 1
        for n in range(2, count + 1):
            if board.rules.lift_refusal(board.state, pile, n) is None:
                lowest = count - n
        return lowest

    # ----- moving it ------------------------------------------------------------------
    def move(self, dx: int, dy: int) -> None:
        board = self.board
        self.ensure()
        self.ui.set_focus(visible=True)
        pile, index = self.focus.pile, self.focus.index
        if dy and index is not None and board.geometry.layout.piles[pile].fan_y:
            target = index + dy
            if self.lowest_liftable(pile) <= target < board.pile_size(pile):
                self.ui.set_focus(index=target)
                return
        here = self.centre(pile, index)
        best, best_score = None, None
        for other in self.hooks.focusable_piles():
            if other == pile:
                continue
            x, y = self.centre(other, None if dy >= 0 else 0)
            ahead = (x - here[0]) * dx + (y - here[1]) * dy
            if ahead <= 1:
                continue
            aside = abs((x - here[0]) * dy) + abs((y - here[1]) * dx)
            score = ahead + 2.5 * aside
            if best_score is None or score < best_score:
                best, best_score = other, score
        if best is not None:
            count = board.pile_size(best)
            self.ui.set_focus(best, None if count == 0 else count - 1)

    def activate(self) -> None:
        """Space or Enter: the hooks' `activate` on the focus."""
        self.ensure()
        self.ui.set_focus(visible=True)
        self.hooks.activate(self.focus.pile, self.focus.index)

    # ----- keys -----------------------------------------------------------------------
    def handle_key(self, event) -> None:
        """The toolbar's open list takes its keys; else arrows and Space/Enter move and
        use the focus, Esc drops what is held, the rest are the command table's keys."""
        play = self.play
        ctrl = event.mod & pygame.KMOD_CTRL
        key = event.key
        self.motion.hurry()               # finish the animation at once, then act
        taken, action = self.bars.toolbar.list_key(key)     # the toolbar's open list first
        if taken:
            self.ui.touch()
            if action:
                play.command(commands.by_id(action))
        elif key in ARROWS and not ctrl:
            self.move(*ARROWS[key])
        elif key in ACTIVATE and not ctrl:
            self.activate()
        elif key == pygame.K_ESCAPE and play.holding():
            play.cancel()
        else:
            play.run_key(key, event.mod)

    # ----- what is drawn --------------------------------------------------------------
    def focus_rect(self):
        """Where the focus frame is drawn, if it shows (None when it does not)."""
        board = self.board
        if not self.focus.visible or not self.stage.on_top() or board.session.won:
            return None
        self.ensure()
        pile, index = self.focus.pile, self.focus.index
        geometry = board.geometry
        positions = geometry.card_positions(pile, max(1, board.pile_size(pile)))
        x, y = positions[index if index is not None else 0]
        last_x, last_y = positions[-1] if index is not None else (x, y)
        rect = pygame.Rect(round(x) - 3, round(y) - 3, geometry.card_w + 6,
                           round(last_y - y) + geometry.card_h + 6)
        if last_x != x:
            rect.width = round(last_x - x) + geometry.card_w + 6
        return rect
