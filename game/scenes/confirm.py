"""Asking first: a small dialog before something that cannot be undone.

"Abandon this game? [New game] [Keep playing]": the first button goes ahead, the second
(or Esc) keeps things as they are. The keyboard's focus starts on the second, the safe
answer, so Enter at once changes nothing; it goes ahead only once the focus was moved to
the first (Tab, Left, the mouse). A button acts only when it was pressed and released on
it, so the release of a drag that was under way when the dialog opened presses nothing.
"""

import pygame

from game.i18n import N_, _
from game.scenes.dialog import Dialog

# what the first button of "Abandon this game?" says, for the command that abandons it
GOING = {"new": N_("New game"), "menu": N_("Menu"), "daily": N_("Today's deal")}


class ConfirmDialog(Dialog):
    """`wording()` gives (title, lines, the go button's label, the stay button's label)
    in the player's language now (asked again when the language changes)."""

    first_focus = "close"           # the safe answer

    def __init__(self, app, wording, on_go):
        self.wording = wording
        super().__init__(app, "", [], [("", "go"), ("", "close")])     # see words()
        self.on_go = on_go
        self.pressed = None         # the button under a press, waiting for its release

    def words(self):
        title, lines, go_label, stay_label = self.wording()
        return title, lines, [go_label, stay_label]

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
    """Before `action` ("new", "menu", "daily", or the words of its button marked for
    translation, such as N_("Play the record")) throws away a game in progress."""
    def wording():
        return (_("Abandon this game?"), [_("The moves made in this game will be lost.")],
                _(GOING.get(action, action)), _("Keep playing"))
    return ConfirmDialog(app, wording, go)


def quit_game(app) -> ConfirmDialog:
    """Esc in the chooser: leave only when the player says so."""
    return ConfirmDialog(app, lambda: (_("Quit Aisle Five?"), [], _("Quit"), _("Stay")),
                         app.quit)
