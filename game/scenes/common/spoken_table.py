"""The table in words, for a player who plays by ear: what a pile is and holds, the whole
table in reading order, the foundations' progress, the stock, the moves from a pile and
what a move did.

`TableWords(rules)` speaks of one game's piles; a game whose piles or moves need more
subclasses it beside its scene (game/scenes/games/*_words.py) and its scene names the
class (`TableScene.words`). Every method takes a state and
returns a sentence in the player's language, cards in words (spoken_cards.py); a
method given `level` ("brief", "normal", "full") says less at "brief", leaving out what
the table's sounds already say. No pygame: the tests read these words alone.
"""

from game.i18n import _, ngettext, pgettext
from game.i18n.formats import number
from game.rules import cards as C
from game.rules.piles import DIGITS, kind_of
from game.scenes.common.spoken_cards import card_words, labelled, listing, speakable

BRIEF, NORMAL, FULL = "brief", "normal", "full"
ENDS = ".!?…:;。！？：।؟"       # a sentence that ends so needs no full stop after it


def sentences(items) -> str:
    """Spoken sentences one after another."""
    # Translators: what is said between two spoken sentences (one pile's cards, then
    # the next pile's); a full stop and a space in English
    between = pgettext("spoken sentences", ". ")
    stop = between.rstrip()
    items = [item.strip() for item in items if item and item.strip()]
    said = items[:1]
    for item in items[1:]:          # a sentence's own full stop is not said twice
        said.append(between[len(stop):] if said[-1][-1] in ENDS else between)
        said.append(item)
    return "".join(said)


def count_words(count: int) -> str:
    return ngettext("{count} card", "{count} cards", count).format(count=number(count))


def face_down_words(count: int) -> str:
    # Translators: how many cards of a pile lie face down, as in "tableau 4, 7 of
    # hearts, 5 cards, 2 face down"
    return ngettext("{count} face down", "{count} face down", count).format(
        count=number(count))


def lifted_words(cards) -> str:
    """Cards lifted together, named by the bottom one: '9 of clubs and the 2 cards on
    it'."""
    if len(cards) == 1:
        return card_words(cards[0])
    extra = len(cards) - 1
    return ngettext("{card} and the card on it", "{card} and the {count} cards on it",
                    extra).format(card=card_words(cards[0]), count=number(extra))


def empty_words() -> str:
    # Translators: a pile with no card, said after its name: "tableau 4, empty"
    return pgettext("spoken pile", "empty")


def named_pile(pile: str) -> str:
    """A pile's name and role as a voice says it: 'tableau 4', 'the stock'."""
    kind = kind_of(pile)
    if kind != pile:
        number_text = number(int(pile[len(kind):]))
        if kind == "tableau":
            # Translators: a pile's name said aloud: the tableau pile numbered from the
            # left ("tableau 4")
            return _("tableau {number}").format(number=number_text)
        if kind == "foundation":
            return _("foundation {number}").format(number=number_text)
        if kind == "reserve":
            return _("reserve {number}").format(number=number_text)
        if kind == "waste":
            return _("waste {number}").format(number=number_text)
        return pile
    if kind == "stock":
        # Translators: a pile's name said aloud, a game's only pile of that kind
        return pgettext("spoken pile", "stock")
    if kind == "waste":
        return pgettext("spoken pile", "waste")
    if kind == "foundation":
        return pgettext("spoken pile", "foundation")
    return pile.rstrip(DIGITS)


class TableWords:
    def __init__(self, rules):
        self.rules = rules

    # ----- a pile ---------------------------------------------------------------------
    def cards(self, state, pile: str):
        return state.piles[self.rules.index[pile]]

    def name(self, state, pile: str) -> str:
        """The pile's name and role: 'tableau 4'."""
        return named_pile(pile)

    def card(self, c: int) -> str:
        """A card of the table: its name face up, 'face down' face down."""
        if C.is_face_down(c):
            # Translators: a card said aloud that lies face down (its face unknown)
            return pgettext("spoken card", "face down")
        return card_words(c)

    def focus(self, state, pile: str, index, level: str = NORMAL) -> str:
        """Where the keyboard focus is: the pile's name and role, the card focused (its
        top card, or a card deeper in a fan with the cards on it), then how many cards
        it holds and how many face down."""
        cards = self.cards(state, pile)
        parts = []
        if not cards:
            parts.append(self.empty(state, pile))
        elif all(C.is_face_down(c) for c in cards) or self.named_by_card(pile):
            pass                # the counts say it ("stock: 24 face down"), or the name
        elif index is None or index >= len(cards) - 1 or C.is_face_down(cards[index]):
            parts.append(self.card(cards[-1]))
        else:
            parts.append(lifted_words(cards[index:]))
        if cards and (level != BRIEF or C.is_face_down(cards[-1])):
            parts.extend(self.counts(cards))
        parts.extend(self.about(state, pile, level))
        return labelled(self.name(state, pile), listing(parts))

    def empty(self, state, pile: str) -> str:
        return empty_words()

    def named_by_card(self, pile: str) -> bool:
        """Whether the pile's name says its card already (a game's own targets)."""
        return False

    def counts(self, cards) -> list:
        down = sum(1 for c in cards if C.is_face_down(c))
        if len(cards) == 1 and not down:
            return []
        parts = [count_words(len(cards))]
        if down and down < len(cards):
            parts.append(face_down_words(down))
        elif down:
            parts[0] = face_down_words(down)
        return parts

    def about(self, state, pile: str, level: str) -> list:
        """What a game adds to a pile's focus (a target's strength, say)."""
        return []

    def pile_cards(self, state, pile: str, level: str = FULL) -> str:
        """A pile's cards, bottom to top: face-down cards counted, face-up ones named
        (at "brief": the top card only)."""
        cards = self.cards(state, pile)
        if not cards:
            return self.empty(state, pile)
        up = [c for c in cards if not C.is_face_down(c)]
        down = len(cards) - len(up)
        if level == BRIEF or not up:
            parts = [self.card(cards[-1])] if up else []
            if len(cards) > 1 or not up:
                parts.extend(self.counts(cards))
            return listing(parts)
        parts = ([face_down_words(down)] if down else []) + [card_words(c) for c in up]
        return listing(parts)

    def in_full(self, state, pile: str) -> str:
        """The focused pile in full: its name, every card bottom to top."""
        text = labelled(self.name(state, pile), self.pile_cards(state, pile))
        return listing([text] + self.about(state, pile, FULL))

    # ----- the whole table --------------------------------------------------------------
    def reading_order(self):
        """The piles in reading order: top to bottom, then left to right."""
        layout = self.rules.layout()
        shown = [p for p in layout.piles.values() if not p.hidden]
        return [p.name for p in sorted(shown, key=lambda p: (round(p.y, 2), p.x))]

    def table(self, state, level: str = NORMAL) -> str:
        """Every pile in reading order with its cards."""
        return sentences(labelled(self.name(state, pile), self.pile_cards(state, pile, level))
                         for pile in self.reading_order())

    def foundations(self, state) -> str:
        """How far the foundations have come: the cards on them, each one's top."""
        piles = [p for p in self.reading_order() if kind_of(p) == "foundation"]
        total = sum(len(self.cards(state, p)) for p in piles)
        # Translators: the foundations' progress said aloud
        head = ngettext("{count} card on the foundations", "{count} cards on the "
                        "foundations", total).format(count=number(total))
        tops = [labelled(self.name(state, p), self.pile_cards(state, p, BRIEF)) for p in piles]
        return sentences([head] + tops)

    def stock(self, state) -> str:
        """The stock and the redeals left (the rules' own status line)."""
        text = self.rules.status(state)
        if text:
            return " ".join(text.split())       # the status bar's spacing is for eyes
        return _("There is no stock in this game")

    # ----- moves ------------------------------------------------------------------------
    def move(self, state, move: str) -> str:
        """A legal move said aloud: the rules' sentence, then the piles it joins."""
        text = speakable(self.rules.describe_move(state, move))
        parsed = self.rules.parse(move)
        if parsed[0] == "move":
            # Translators: a move said aloud: the rules' sentence ("Move 7 of hearts onto
            # 8 of spades"), then where from and where to ("tableau 3", "tableau 5")
            return _("{move}, from {source} to {target}").format(
                move=text, source=self.name(state, parsed[1]),
                target=self.name(state, parsed[3]))
        return self.own_move(state, parsed, text)

    def own_move(self, state, parsed, text: str) -> str:
        """A move of the game's own kind said aloud (`text`: the rules' sentence)."""
        return text

    def own_move_from(self, parsed, pile: str) -> bool:
        """Whether a move of the game's own kind starts at (or uses) `pile`."""
        return False

    def marked(self, focus: str) -> str:
        """The focus on a pile the player marked (the game says what marking means)."""
        return focus

    def marked_words(self, state, marked) -> str:
        """What the piles marked now come to, said when they change."""
        return ""

    def moves_from(self, state, pile: str, index) -> str:
        """The legal moves of the focused card (and the cards on it), or why there are
        none."""
        rules = self.rules
        size = len(self.cards(state, pile))
        count = size - index if index is not None and index < size else 1
        found = []
        for move in rules.legal_moves(state):
            parsed = rules.parse(move)
            if parsed[0] == "move" and parsed[1] == pile and parsed[2] == count:
                found.append(move)
            elif self.own_move_from(parsed, pile):
                found.append(move)
            elif parsed[0] == "deal" and kind_of(pile) == "stock":
                found.append(move)
        if found:
            return sentences(self.move(state, move) for move in found)
        reason = rules.pick_refusal(state, pile, count) if size else None
        return speakable(reason) if reason else _("No move from here")

    # ----- what a move did --------------------------------------------------------------
    def events(self, before, after, events, level: str = NORMAL) -> str:
        """What a move did, from its events: the cards moved and where, what was dealt,
        what the cards left behind show now. At "brief", only what is new: the cards
        dealt or turned up, not the move the sound already says."""
        said, uncovered = [], []
        for event in events:
            said.append(self.event(before, after, event, level))
            if event.kind == "moved" and event.src not in uncovered:
                uncovered.append(event.src)
        for pile in uncovered:
            if any(e.dst == pile for e in events):
                continue
            said.append(self.left_behind(after, pile))
        return sentences(said)

    def event(self, before, after, event, level: str) -> str:
        kind = event.kind
        if kind == "moved":
            if level == BRIEF:
                return ""
            # Translators: a move made, said aloud: the cards and where they went
            return _("{cards} to {pile}").format(cards=lifted_words(event.cards),
                                                 pile=self.name(after, event.dst))
        if kind == "dealt":
            # Translators: cards dealt from the stock, said aloud
            return _("Dealt {cards} to {pile}").format(
                cards=listing(self.card(c) for c in event.cards),
                pile=self.name(after, event.dst))
        if kind == "redealt":
            # Translators: the waste went back to be the stock (a redeal), said aloud
            return _("The waste is the stock again")
        return ""

    def left_behind(self, after, pile: str) -> str:
        """What a pile shows after cards left it."""
        cards = self.cards(after, pile)
        if not cards:
            # Translators: a pile that cards just left is empty now
            return _("{pile} is empty").format(pile=self.name(after, pile))
        # Translators: the card a pile shows after cards left it, said aloud
        return _("{pile} shows {card}").format(pile=self.name(after, pile),
                                               card=self.card(cards[-1]))
