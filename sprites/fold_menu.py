"""A toolbar's fold: on a narrow bar some buttons give way to one menu button, which opens
a small list under it holding those very buttons, each still showing its state (a ticked
box, "Animation: Fast") and still doing what it does.

The Toolbar owns it (`Toolbar(buttons, fold=Fold(menu_button, ids))`) and decides when
the bar folds. Mouse: the menu button opens or closes the list, a click on an item acts
and leaves the list open showing the new state, a press anywhere else closes it. Keys
(`key`): Up and Down choose an item, Space or Enter act on it, Esc closes the list.
"""

import pygame

from sprites.mirror import is_rtl
from sprites.panels import draw_panel

CLOSED, OPEN = " ▾", " ▴"        # the menu button's label ends with where its list is
UP_DOWN = {pygame.K_UP: -1, pygame.K_DOWN: 1}
ACT = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class Fold:
    """The menu `button` and the ids of the buttons it may stand for, in bar order."""

    def __init__(self, button, ids):
        self.button = button
        self.name = button.label
        button.label = self.name + CLOSED
        button.labels = (self.name + OPEN,)
        self.ids = tuple(ids)
        self.items = []             # the buttons folded away (none: the bar shows them)
        self.open = False
        self.rect = pygame.Rect(0, 0, 0, 0)     # the list's panel
        self.cursor = None          # the item the arrow keys are on

    def bar(self, buttons, folded: bool) -> list:
        """The buttons the bar shows: all of `buttons`, or (`folded`) those this fold
        does not take, the menu button where the first one it takes was."""
        if not folded:
            return list(buttons)
        shown = []
        for button in buttons:
            if button.action_id not in self.ids:
                shown.append(button)
            elif self.button not in shown:
                shown.append(self.button)
        return shown

    def fold(self, buttons, folded: bool) -> None:
        """Take the buttons of `buttons` it stands for (`folded`), or give them back."""
        self.items = [b for b in buttons if b.action_id in self.ids] if folded else []
        self.close()

    # ----- the list -------------------------------------------------------------------
    def place(self, font_size: int, item_h: int, gap: int, width: int) -> None:
        """Stack the items under the menu button, in a panel kept inside `width`."""
        if not self.items:
            return
        item_w = max(b.preferred_width(font_size) for b in self.items)
        panel = pygame.Rect(0, 0, item_w + 2 * gap,
                            len(self.items) * (item_h + gap) + gap)
        panel.topleft = (self.button.rect.left - gap, self.button.rect.bottom + gap)
        if is_rtl():                    # hangs from the button's right edge instead
            panel.right = self.button.rect.right + gap
        panel.right = min(panel.right, width)
        panel.left = max(panel.left, 0)
        self.rect = panel
        for n, item in enumerate(self.items):
            item.rect = pygame.Rect(panel.x + gap, panel.y + gap + n * (item_h + gap),
                                    item_w, item_h)
            item.font_size = font_size

    def show(self, cursor=None) -> None:
        """Open the list (`cursor`: the item the keys start on)."""
        if self.items:
            self.open = True
            self.button.label = self.name + OPEN
            self._point(cursor)

    def close(self) -> None:
        self.open = False
        self.button.label = self.name + CLOSED
        self._point(None)
        for item in self.items:
            item.pressed = False

    def toggle(self) -> None:
        if self.open:
            self.close()
        else:
            self.show()

    def _point(self, cursor) -> None:
        self.cursor = cursor
        for n, item in enumerate(self.items):
            item.hovered = n == cursor

    def hovered(self, button) -> None:
        """The mouse is over `button` (None: elsewhere): the keys go on from there."""
        if button in self.items:
            self.cursor = self.items.index(button)

    def item_at(self, pos):
        if self.open:
            for item in self.items:
                if item.hit(pos):
                    return item
        return None

    def key(self, key: int):
        """(taken, action) for a key while the list is open: whether the list took the
        key, and the action id of the item it acts on (None when it only moved)."""
        if not self.open:
            return False, None
        if key in UP_DOWN:
            here = -1 if self.cursor is None and UP_DOWN[key] > 0 else self.cursor or 0
            self._point((here + UP_DOWN[key]) % len(self.items))
            return True, None
        if key in ACT:
            if self.cursor is None:
                self._point(0)
                return True, None
            item = self.items[self.cursor]
            return True, item.action_id if item.enabled else None
        if key == pygame.K_ESCAPE:
            self.close()
            return True, None
        return False, None

    def look(self) -> tuple:
        """What decides how the open list is drawn."""
        return (self.open, self.rect.topleft, self.rect.size,
                tuple(item.look() for item in self.items) if self.open else ())

    def draw(self, surface):
        """The open list over whatever lies under it; returns where (None: closed)."""
        if not self.open:
            return None
        draw_panel(surface, self.rect, radius=max(3, min(self.rect.w, self.rect.h) // 10))
        for item in self.items:
            item.draw(surface)
        return self.rect
