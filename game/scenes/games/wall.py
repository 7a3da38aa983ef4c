"""Wall's table: attacks instead of moves, grouped waste cards, and how an attack looks.

Controls (Aisleriot's, plus grouping): a click on a target (a wall card, a guard pile or
the throne) attacks it with the grouped waste cards, or the whole waste; a double-click
attacks with the whole waste, or when it cannot, deals (the waste is discarded). As in
Aisleriot, two clicks make a double-click only when both land on the same card of the
same pile: when the first click's attack took the card away, the second is a click of
its own on whatever lies there now, and says nothing when it does nothing. Waste cards
are grouped for one attack by dragging one onto another (or with Space/Enter, or a
finger's tap, on each); a waste card dragged onto a target attacks it with its group.
The group is the table's marked piles. The keyboard focus visits only what a player can
act on: exposed targets, the stock and the waste.

An attack plays out as slide, impact, fly-off, then the auto-deal (`AttackChoreography`);
hints speak of attacks by the cards they use (the rules' describe_move).
"""

from game.i18n import N_, _
from game.scenes.common.choreography import FLY_OFF, Choreography, Flight, Leg
from game.scenes.games.wall_words import WallWords
from game.scenes.table.gestures import Gestures
from game.scenes.table.scene import TableScene

SLIDE = 0.18          # attack cards slide onto the target
IMPACT = 0.14         # the pause at the hit
REVEAL = 0.55         # a face-down low guard turns over and stays a moment
GROUPED = N_("Grouped for one attack: click or drop on a target")
DISCARDED = N_("The first click's attack emptied the waste: the double-click then "
               "discarded the three cards dealt after it and dealt three more")


class AttackChoreography(Choreography):
    """Adds the attack: the attack cards slide onto the target, hit it, and (when it
    falls) fly off with it before the next cards are dealt."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.attack_starts = {}          # waste pile -> when its card starts to slide
        self.strike_at = None            # when the target is hit
        self.target = None

    def on_attacked(self, event, cards) -> None:
        self.target = event.dst
        for pile in event.src.split("+"):
            self.attack_starts[pile] = self.t
        self.strike_at = self.t + SLIDE
        self.sounds.append((self.strike_at, "attack"))
        if event.success:
            self.sounds.append((self.strike_at + IMPACT, "crumble"))
            self.t = self.strike_at + IMPACT + FLY_OFF * 0.6
        else:
            self.t = self.strike_at + REVEAL

    def leave_at(self) -> float:
        return self.t if self.strike_at is None else self.strike_at + IMPACT

    def flip_in_place_at(self) -> float:
        return super().flip_in_place_at() if self.strike_at is None else self.strike_at

    def flight(self, sprite) -> Flight:
        origin = getattr(sprite, "from_pile", "")
        if sprite.pile in self.offtable and origin in self.attack_starts \
                and self.strike_at is not None and self.target:
            x, y = self.targets[id(sprite)]
            tx, ty = self.targets.get(("slot", self.target), (x, y))
            ox, oy = self.offscreen(sprite)
            return Flight(self.attack_starts[origin],
                          (Leg(tx, ty, SLIDE), Leg(ox, oy, FLY_OFF, self.card_h)))
        return super().flight(sprite)


class WallGestures(Gestures):
    last_click = None         # (pile, card index) that the last click found
    dealt_by_click = False    # its attack emptied the waste and three cards were dealt

    def is_target(self, pile: str) -> bool:
        return self.kind(pile) not in ("stock", "waste")

    # ----- the hooks ------------------------------------------------------------------
    def click(self, pile: str, index, double: bool) -> bool:
        """On a target a click attacks (the rules' click, with the group); a double-click
        on the card the first click found attacks with the whole waste, or deals."""
        first, self.last_click = self.last_click, (pile, index)
        dealt_before, self.dealt_by_click = self.dealt_by_click, False
        if not self.is_target(pile):
            return super().click(pile, index, double)
        if double and first == (pile, index):
            moves = self.rules.double_click(self.state, pile)
            self.ui.take_marks()
            if moves and self.act(moves) and moves == ["deal"] and dealt_before:
                self.say(_(DISCARDED))     # Aisleriot's rule: the new cards went unused
        else:
            self.play_click(pile, quiet=double)
        return True

    def tap(self, pile: str, index, double: bool) -> None:
        """A finger's tap on a waste card groups it for one attack (again: ungroups it),
        as Space does; anywhere else it is a click (a target attacked, the stock dealt,
        a double tap as a double-click)."""
        if self.kind(pile) == "waste":
            if self.pile_size(pile):
                self.ui.toggle_mark(pile)
            return
        self.click(pile, index, double)

    def play_click(self, pile: str, quiet: bool = False) -> None:
        """A target is attacked with the grouped waste cards (the group is used up);
        `quiet`: a refusal is not said (the second click of a double-click whose card
        the first one took away, as Aisleriot says nothing there)."""
        if not self.is_target(pile):
            super().play_click(pile)
            return
        group = self.ui.take_marks()
        moves = self.rules.click(self.state, pile, group)
        if moves:
            stock = self.pile_size("stock")
            self.dealt_by_click = self.act(moves) and self.pile_size("stock") < stock
        elif not quiet:
            self.refuse_if(self.rules.click_refusal(self.state, pile, group))

    def drag_targets(self, pile: str, count: int):
        """Other waste cards (to group with) and what the group with this card beats."""
        wastes = sorted(set(self.ui.marked) | {pile})
        others = [w for w in self.rules.pile_names
                  if self.kind(w) == "waste" and w != pile and self.pile_size(w)]
        return others + self.rules.attack_targets(self.state, wastes)

    def drop(self, pile: str, count: int, dst, targets) -> None:
        if dst is not None and self.kind(dst) == "waste":
            self.ui.mark(pile, dst)
            self.say(_(GROUPED))
        elif dst is not None:
            wastes = sorted(set(self.ui.take_marks()) | {pile})
            move = self.rules.attack_move(self.state, dst, wastes)
            if move is not None and self.act([move]):
                return
        self.play.sync()

    def activate(self, pile: str, index) -> None:
        if self.ui.selection is not None or self.kind(pile) == "stock":
            super().activate(pile, index)
        elif self.kind(pile) == "waste":
            if self.pile_size(pile):
                self.ui.toggle_mark(pile)
                self.speaker.marked(self.ui.marked)
        else:
            self.play_click(pile)

    def focusable_piles(self):
        """Only what a player can act on: exposed targets, the stock and the waste."""
        exposed = set(self.rules.exposed_targets(self.state))
        return [n for n in self.geometry.visible_piles()
                if n in exposed or not self.is_target(n)]

    def hint_piles(self, move: str):
        parsed = self.rules.parse(move)
        if parsed[0] == "attack":
            return list(parsed[1]) + [parsed[2]]
        return super().hint_piles(move)


class WallScene(TableScene):
    choreography = AttackChoreography
    gestures = WallGestures
    words = WallWords           # speech says a target's health and whether it is open
    help_rows = (           # marked N_: the Keys page translates them (commands.keys_rows)
        ("key", N_("Click a target"), N_("Attack it with the grouped waste cards, or the "
                                         "whole waste")),
        ("key", N_("Drag a waste card"), N_("Onto another waste card: group them for one "
                                            "attack; onto a target: attack it with its "
                                            "group")),
        ("key", N_("Double-click a target"), N_("Attack with the whole waste, or when that "
                                                "cannot be done, deal")),
        ("key", N_("Space, Enter"), N_("On a waste card: group it (again: ungroup); on a "
                                       "target: attack it")),
        ("key", N_("Tap"), N_("On a waste card: group it (again: ungroup); on a target: "
                              "attack it")),
    )


SCENE = WallScene      # the scene its record in game/rules/registry.py names
