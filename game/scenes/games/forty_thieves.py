"""Forty Thieves' table: a double-click on a foundation plays home every card that fits
(the rules' autoplay chain), and says so when none does."""

from game.i18n import N_, _
from game.scenes.table.gestures import Gestures
from game.scenes.table.scene import TableScene

NOTHING_HOME = N_("No card can go to a foundation now")


class FortyThievesGestures(Gestures):
    def double_click_refusal(self, pile: str):
        """On a foundation (whose cards stay put) the double-click is the autoplay: say
        when no card can go home; elsewhere, why the card cannot move."""
        rules, state = self.rules, self.state
        if self.kind(pile) == "foundation" and rules.lift_refusal(state, pile, 1):
            homeward = any(self.kind(parsed[3]) == "foundation"
                           for parsed in map(rules.parse, rules.legal_moves(state))
                           if parsed[0] == "move")
            return None if homeward else _(NOTHING_HOME)
        return super().double_click_refusal(pile)


class FortyThievesScene(TableScene):
    gestures = FortyThievesGestures
    help_rows = (("key", N_("Double-click a foundation"), N_("Play every card that fits")),)


SCENE = FortyThievesScene      # the scene its record in game/rules/registry.py names
