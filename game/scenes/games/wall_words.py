"""Wall in words: its targets named by their places, their health and whether they may
be attacked, the wall read row by row, what is left to remove, and what an attack did
(the cards' worth against the target's health, what it opened up).

A `TableWords` (game/scenes/common/spoken_table.py) for Wall's rules, named by its scene. No pygame.
"""

from game.i18n import _, ngettext, pgettext
from game.i18n.formats import number
from game.rules import cards as C
from game.rules import wall_board as W
from game.scenes.common.spoken_cards import card_words, labelled, listing
from game.scenes.common.spoken_table import BRIEF, TableWords, sentences

ROWS = 6


class WallWords(TableWords):
    def own_move(self, state, parsed, text: str) -> str:
        if parsed[0] != "attack":
            return text
        # Translators: an attack said aloud: the rules' sentence, then the waste
        # piles whose cards it uses and the target they attack
        return _("{move}, using {piles}, on {target}").format(
            move=text, piles=listing(self.name(state, w) for w in parsed[1]),
            target=self.name(state, parsed[2]))

    def own_move_from(self, parsed, pile: str) -> bool:
        return parsed[0] == "attack" and pile in (parsed[2], *parsed[1])

    def marked(self, focus: str) -> str:
        # Translators: Wall: said after the focus on a waste card grouped for an attack
        return _("{focus}; grouped").format(focus=focus)

    def marked_words(self, state, marked) -> str:
        """The waste cards grouped for one attack, and what they are worth."""
        rules = self.rules
        cards = [rules.pile(state, pile)[0] for pile in marked if rules.pile(state, pile)]
        if not cards:
            # Translators: Wall: no waste card is grouped for an attack any more
            return _("No card grouped")
        # Translators: Wall: the waste cards grouped for one attack and their worth
        return _("Grouped: {cards}, worth {value}").format(
            cards=listing(card_words(c) for c in cards),
            value=number(sum(C.RANK[c] for c in cards)))

    def index(self, pile: str) -> int:
        return self.rules.index[pile]

    def name(self, state, pile: str) -> str:
        t = self.index(pile)
        if not W.IS_WALL[t]:
            return W.spoken(t)
        row, place = W.row_and_place(t)
        cards = state.piles[t]
        if not cards:
            return _(W.ROW_PLACES[row])
        words = dict(card=card_words(cards[0]), row=_(W.ROW_PLACES[row]))
        twins = [W.row_and_place(u)[1] for u in W.WALL if u != t and state.piles[u]
                 and state.piles[u][0] == cards[0] and W.row_and_place(u)[0] == row]
        if twins:           # the other deck's same card in the same row: which one
            if place < twins[0]:
                return _("the left {card} {row}").format(**words)
            return _("the right {card} {row}").format(**words)
        # Translators: a wall card {card} ("7♥") and where it lies ({row}: "in the
        # wall's top row")
        return _("{card} {row}").format(**words)

    def named_by_card(self, pile: str) -> bool:
        return W.IS_WALL[self.index(pile)]

    def about(self, state, pile: str, level: str) -> list:
        """A target's health and whether it may be attacked now."""
        t = self.index(pile)
        if not W.IS_TARGET[t] or not state.piles[t]:
            return []
        if C.is_face_down(state.piles[t][-1]):     # its health is hidden with its cards
            return [pgettext("wall", "open to attack")] if W.exposed(state.piles, t) \
                else [pgettext("wall", "covered")]
        # Translators: Wall: what an attack must beat, said after a target's name
        parts = [_("health {health}").format(health=number(W.health(state.piles, t)))]
        if W.exposed(state.piles, t):
            # Translators: Wall: a target that may be attacked now
            parts.append(pgettext("wall", "open to attack"))
        else:
            # Translators: Wall: a target that may not be attacked yet
            parts.append(pgettext("wall", "covered"))
        return parts

    def table(self, state, level: str = "normal") -> str:
        """The throne and the guard piles, the wall row by row, the stock, the waste."""
        said, rows = [], {}
        for pile in self.reading_order():
            t = self.index(pile)
            if W.IS_WALL[t]:
                row, _place = W.row_and_place(t)
                if row not in rows:
                    rows[row] = []
                    said.append(row)
                cards = state.piles[t]
                rows[row].append(card_words(cards[0]) if cards else
                                 pgettext("wall", "gone"))
            else:
                said.append(labelled(self.name(state, pile),
                                     self.pile_cards(state, pile, level)))
        return sentences(
            # Translators: Wall: one row of the wall said aloud, from the left, 1 the top
            _("wall row {number}: {cards}").format(number=number(item + 1),
                                                   cards=listing(rows[item]))
            if isinstance(item, int) else item for item in said)

    def foundations(self, state) -> str:
        """Wall has no foundations: what is left to remove instead."""
        piles = state.piles
        left = sum(1 for t in W.WALL if piles[t])
        guards = [W.spoken(t) for t in (W.THRONE,) + W.HIGHS + W.LOWS if piles[t]]
        # Translators: Wall: how many wall cards are still standing
        head = ngettext("{count} wall card left", "{count} wall cards left", left).format(
            count=number(left))
        # Translators: Wall: the guard piles and the throne still standing
        return sentences([head, _("Still standing: {piles}").format(piles=listing(guards))])

    def events(self, before, after, events, level: str = "normal") -> str:
        said = [self.event(before, after, event, level) for event in events]
        was_open = set(self.rules.exposed_targets(before))
        opened = [p for p in self.rules.exposed_targets(after) if p not in was_open]
        if opened and level != BRIEF:
            # Translators: Wall: the targets an attack left open to attack
            said.append(_("Now open to attack: {targets}").format(
                targets=listing(self.name(after, p) for p in opened)))
        return sentences(said)

    def event(self, before, after, event, level: str) -> str:
        if event.kind == "attacked":
            t = self.index(event.dst)
            value = sum(C.RANK[c] for c in event.cards)
            target = self.name(before, event.dst)
            cards = listing(card_words(c) for c in event.cards)
            if W.IS_LOW[t] and C.is_face_down(before.piles[t][-1]):
                if level == BRIEF:
                    return ""
                # Translators: Wall: an attack on a face-down guard pile, said aloud
                return _("{cards} attacked {target}").format(cards=cards, target=target)
            if level == BRIEF and event.success:
                return ""
            health = number(W.health(before.piles, t))
            if event.success:
                # Translators: Wall: an attack that removed its target, said aloud: the
                # cards, their worth (the damage), the target and its health
                return _("{cards}, worth {value}, removed {target}, health {health}").format(
                    cards=cards, value=number(value), target=target, health=health)
            return _("{cards}, worth {value}, did not beat {target}, health {health}").format(
                cards=cards, value=number(value), target=target, health=health)
        if event.kind == "revealed":
            # Translators: Wall: a face-down guard pile turned over, said aloud
            return _("{target} turned over: {cards}").format(
                target=W.spoken(self.index(event.dst)),
                cards=listing(card_words(c) for c in event.cards))
        return super().event(before, after, event, level)
