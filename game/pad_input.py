"""A pad's actions handed to the top scene as the key a keyboard player would press
there, so every screen works by pad with no code of its own.

Every screen already works from the keyboard (arrows move the focus, Enter presses,
Esc goes back, Tab steps), so `deliver` gives the top scene a KEYDOWN for the action,
carrying the action itself as `pad` (an action with no key here comes as K_UNKNOWN,
which no screen uses). A scene that means more by an action reads `event.pad` (the
table: hint, deal, undo, the targets of what is held: game.scenes.table.pad_play) or
sets `pad_keys`, a dict of action -> key or (key, mod) overriding the keys below (the
replay: A plays and pauses).
"""

import pygame

from game.engine.pad import Pads
from sprites.toast import Toast

KEYS = {
    "up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT,
    "right": pygame.K_RIGHT, "act": pygame.K_RETURN, "back": pygame.K_ESCAPE,
    "next": pygame.K_TAB, "previous": (pygame.K_TAB, pygame.KMOD_SHIFT),
    "keys": pygame.K_k,             # the Keys page's own key closes it again
}


def key_event(action: str, key, mod: int = 0):
    """The KEYDOWN a pad's `action` stands for."""
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0,
                              pad=action)


def deliver(manager, action: str) -> None:
    """Give the top scene of `manager` the pad's `action`."""
    scene = manager.top
    if scene is None:
        return
    key = scene.pad_keys.get(action, KEYS.get(action, pygame.K_UNKNOWN))
    key, mod = key if isinstance(key, tuple) else (key, 0)
    manager.handle_event(key_event(action, key, mod))


class PadInput:
    """The App's side of the pads: starts them, feeds their events and the clock to
    `Pads`, hands the actions to the top scene and says their comings and goings.

    A pad's notice goes to the topmost table (its `say`: the table's own toast); on a
    screen with no table beneath (the chooser, its settings and statistics) this shows
    it itself, over the screen, with the same kind of toast (`draw`)."""

    def __init__(self, app, pads=None):
        self.app = app
        self.pads = pads if pads is not None else Pads(app.clock, say=self.say)
        self.toast = Toast()
        self.toast_shown = False        # drawn in the last frame: the next one repaints

    def start(self) -> None:
        self.pads.start()

    def close(self) -> None:
        self.pads.close()

    def handle_event(self, event) -> bool:
        """True when `event` was a pad's (it is used up here)."""
        actions = self.pads.handle(event)
        if actions is None:
            return False
        for action in actions:
            deliver(self.app.manager, action)
        return True

    def update(self) -> None:
        for action in self.pads.update(self.app.clock.now):
            deliver(self.app.manager, action)
        if self.toast_shown:            # fading, or gone: the screen is drawn again
            self.app.manager.invalidate()

    def is_busy(self) -> bool:
        return self.pads.repeating or self.toast_shown

    def say(self, text: str) -> None:
        for scene in reversed(self.app.manager.scenes):
            if scene.say(text):
                return
        self.toast.show(text, self.app.clock.now)
        self.app.manager.invalidate()

    def draw(self, surface) -> bool:
        """Draw the toast over the frame when one shows; True when it did (or did in the
        frame before): the whole screen is presented then."""
        shown_before = self.toast_shown
        self.toast_shown = self.toast.active(self.app.clock.now)
        if self.toast_shown:
            self.toast.draw(surface, self.app.clock.now)
        return self.toast_shown or shown_before
