"""Cards said aloud: "7♥" is written as printed on the card, but a voice reads it as
"7 of hearts".

`card_words(c)` names one card in the player's language; `speakable(text)` turns every
card written as printed in a sentence (a refusal, a hint, a toast: "Move 5♣–3♣ onto
6♦") into words, so any text the table shows can be said. `listing(items)` joins the
items of a spoken list, `labelled(name, value)` a name and what it holds. No pygame.
"""

import re

from game.i18n import _, pgettext
from game.i18n.formats import number
from game.rules import cards as C

CARD = r"(?<![A-Za-z0-9])(10|[2-9AJQK])([♣♦♥♠])"
PRINTED = re.compile(CARD)
RUN = re.compile(CARD + "–" + CARD)
RANK_INDEX = {name: rank for rank, name in enumerate(C.RANK_NAMES) if name}
SUIT_INDEX = {symbol: suit for suit, symbol in enumerate(C.SUIT_SYMBOLS)}


def rank_words(rank: int) -> str:
    """A rank as a voice says it on a card: 'ace', '7', 'queen'."""
    if rank == 1:
        # Translators: a card's rank said aloud, as in "ace of hearts"
        return pgettext("card", "ace")
    if rank == 11:
        return pgettext("card", "jack")
    if rank == 12:
        return pgettext("card", "queen")
    if rank == 13:
        return pgettext("card", "king")
    return number(rank)


def suit_words(suit: int) -> str:
    """A suit as a voice says it after a rank: 'hearts'."""
    if suit == C.CLUBS:
        # Translators: a suit said aloud after a card's rank, as in "7 of clubs"
        return pgettext("card", "clubs")
    if suit == C.DIAMONDS:
        return pgettext("card", "diamonds")
    if suit == C.HEARTS:
        return pgettext("card", "hearts")
    return pgettext("card", "spades")


def _named(rank: int, suit: int) -> str:
    # Translators: a card said aloud: {rank} "7" or "queen", {suit} "hearts"
    return _("{rank} of {suit}").format(rank=rank_words(rank), suit=suit_words(suit))


def card_words(c: int) -> str:
    """One face-up card in words: 'queen of spades'."""
    return _named(C.RANK[c], C.SUIT[c])


def _printed(match) -> str:
    return _named(RANK_INDEX[match[1]], SUIT_INDEX[match[2]])


def _run(match) -> str:
    first = _named(RANK_INDEX[match[1]], SUIT_INDEX[match[2]])
    last = _named(RANK_INDEX[match[3]], SUIT_INDEX[match[4]])
    # Translators: a run of cards said aloud, from its bottom card to its top card
    return _("{first} down to {last}").format(first=first, last=last)


def speakable(text: str) -> str:
    """`text` with every card written as printed ('7♥', a run '5♣–3♣') in words."""
    return PRINTED.sub(_printed, RUN.sub(_run, text))


def labelled(name: str, value: str) -> str:
    """A name said with what it holds or is: 'tableau 4: 7 of hearts', 'Sound: On'."""
    # Translators: said aloud: a name, then what it holds or is (a pile and its cards,
    # a setting and its value, keys and what they do, a figure and its count)
    return _("{name}: {value}").format(name=name, value=value)


def listing(items) -> str:
    """Spoken items one after another: '7 of hearts, 8 of clubs'."""
    # Translators: what is said between two items of a spoken list (cards of a pile,
    # piles of the table); a comma and a space in English
    return pgettext("spoken list", ", ").join(items)
