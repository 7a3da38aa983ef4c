"""Asking first: a small dialog before something that cannot be undone.

"Abandon this game? [New game] [Keep playing]": the first button goes ahead, the second
(or Esc) keeps things as they are. The keyboard's focus starts on the second, the safe
answer, so Enter at once changes nothing; it goes ahead only once the focus was moved to
the first (Tab, Left, the mouse). A button acts only when it was pressed and released on
it, so the release of a drag that was under way when the dialog opened presses nothing.
"""

import pygame

from game.scenes.dialog import Dialog

ABANDON_LINES = ("The moves made in this game will be lost.",)
GOING = {"new": "New game", "menu": "Menu", "daily": "Today's deal"}


class ConfirmDialog(Dialog):
    first_focus = "close"           # the safe answer

    def __init__(self, app, title: str, lines, go_label: str, on_go, stay_label: str):
        super().__init__(app, title, lines, [(go_label, "go"), (stay_label, "close")])
        self.on_go = on_go
        self.pressed = None         # the button under a press, waiting for its release

    def choose(self, action: str) -> None:
        self.close()
        if action == "go":
            self.on_go()

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = next((b for b in self.buttons if b.hit(event.pos)), None)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            if pressed is not None and pressed.hit(event.pos):
                self.choose(pressed.action)
            return
        super().handle_event(event)


def abandon_game(app, action: str, go) -> ConfirmDialog:
    """Before `action` ("new", "menu", or the words of its button such as "Play the
    record") throws away a game in progress."""
    return ConfirmDialog(app, "Abandon this game?", ABANDON_LINES,
                         GOING.get(action, action), go, "Keep playing")


def quit_game(app) -> ConfirmDialog:
    """Esc in the chooser: leave only when the player says so."""
    return ConfirmDialog(app, "Quit Aisle Five?", (), "Quit", app.quit, "Stay")
