"""What the chooser shows of each game: its name, its goal, its layout and the deal its
miniature shows (game/scenes/chooser_preview.py draws it). The name and goal are said in
the player's language each time they are read."""

from game.i18n import _
from game.rules import rules_for

PREVIEW_SEED = 1            # the deal shown in the miniatures


class GameInfo:
    """What the chooser shows of one game (robust to a game module that fails to load)."""

    def __init__(self, game_id: str):
        self.id = game_id
        self.name = game_id.replace("-", " ").title()   # as the rules write it, untranslated
        self.aim = ""
        self.layout = None
        self.state = None
        try:
            rules = rules_for(game_id)
            self.name = rules.title or self.name
            self.aim = rules.goal or ""
            self.layout = rules.layout()
            try:
                self.state = rules.new_game(PREVIEW_SEED)
            except Exception:
                self.state = None
            self.pile_names = list(getattr(rules, "pile_names", ()))
        except Exception:
            self.pile_names = []

    @property
    def title(self) -> str:
        return _(self.name)

    @property
    def goal(self) -> str:
        return _(self.aim) if self.aim else ""

    def cards(self, pile: str):
        """The cards of `pile` in the preview deal (bottom first), or None if unknown."""
        if self.state is None or pile not in self.pile_names:
            return None
        return self.state.piles[self.pile_names.index(pile)]
