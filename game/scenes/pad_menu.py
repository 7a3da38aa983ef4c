"""The menu a game pad's Start button opens at the table: the toolbar's commands as a
list, so a player with a pad alone reaches what a mouse finds on the toolbar and a
keyboard by its letters.

One choice under another, like the Games menu; the d-pad moves the focus, A runs the
focused choice (it is the table's own command, so it asks first where its key would),
B or Start again closes the menu.
"""

import pygame

from game.i18n import N_, _
from game.scenes.common import commands
from game.scenes.dialog import MenuDialog

CHOICES = ((N_("Back to the game chooser"), "menu"), (N_("New game"), "new"),
           (N_("Restart this deal"), "restart"), (N_("Play a game by number…"), "number"),
           (N_("Your games…"), "games"),
           (N_("Settings…"), "settings"), (N_("Rules"), "help"), (N_("Keys and pad"), "keys"),
           (N_("Winnable deals only"), "winnable"), (N_("Close"), "close"))


class PadMenu(MenuDialog):
    pad_keys = {"menu": pygame.K_ESCAPE}

    def __init__(self, app, table):
        self.table = table
        super().__init__(app, "", [], CHOICES)      # worded by words()

    def words(self):
        return _("Menu"), [], [self.label(label, action) for label, action in CHOICES]

    def label(self, label: str, action: str) -> str:
        """A choice's words; a toggle says what choosing it turns it to."""
        if action != "winnable":
            return _(label)
        return (_("Winnable deals only: off") if self.app.settings.winnable_only
                else _("Winnable deals only: on"))

    def choose(self, action: str) -> None:
        self.close()
        if action != "close":
            self.table.play.command(commands.by_id(action))
