"""The menu a game pad's Start button opens at the table: the toolbar's commands as a
list, so a player with a pad alone reaches what a mouse finds on the toolbar and a
keyboard by its letters.

One choice under another, like the Games menu; the d-pad moves the focus, A runs the
focused choice (it is the table's own command, so it asks first where its key would),
B or Start again closes the menu.
"""

import pygame

from game.scenes.common import commands
from game.scenes.dialog import Dialog
from game.scenes.records import GamesMenu

CHOICES = (("Back to the game chooser", "menu"), ("New game", "new"),
           ("Restart this deal", "restart"), ("Play a game by number…", "number"),
           ("Your games…", "games"),
           ("Settings…", "settings"), ("Rules", "help"), ("Keys and pad", "keys"),
           ("Winnable deals only", "winnable"), ("Close", "close"))


class PadMenu(Dialog):
    extra_units = len(CHOICES) * 2.4 - 2.2
    below_units = 3.2           # the choices start right under the title
    pad_keys = {"menu": pygame.K_ESCAPE}

    def __init__(self, app, table):
        super().__init__(app, "Menu", [], CHOICES)
        self.table = table
        for button in self.buttons:         # a toggle says what choosing it turns it to
            if button.action == "winnable":
                button.label += ": " + ("off" if app.settings.winnable_only else "on")

    def choose(self, action: str) -> None:
        self.close()
        if action != "close":
            self.table.play.command(commands.by_id(action))

    layout_buttons = GamesMenu.layout_buttons     # one under another, panel-wide
