"""Ranks named in words in the rules' sentences, in the player's language: a rank with its
article ("a seven"), a rank in a colour ("a red eight"), the two suits of a colour; and
the capital letter a sentence starts with, whatever its translation puts first.

A card itself is named by its index as printed on it (7♥, Q♠: cards.name); these are for
sentences that speak of a rank, not of one card. Each phrase is a whole message, marked
here and translated when a sentence is made. No pygame.
"""

from ..i18n import N_, _

A_RANK = (
    "",
    # Translators: any card of that rank, as in "the foundation needs a seven", "follow a
    # queen" or "You are searching for an ace."
    N_("an ace"), N_("a two"), N_("a three"), N_("a four"), N_("a five"), N_("a six"),
    N_("a seven"), N_("an eight"), N_("a nine"), N_("a ten"), N_("a jack"), N_("a queen"),
    N_("a king"),
)
RED_RANK = (
    "",
    # Translators: a card of that rank in hearts or diamonds, as in "no tableau pile ends
    # in a red eight" or "a red seven goes on a red eight"
    N_("a red ace"), N_("a red two"), N_("a red three"), N_("a red four"), N_("a red five"),
    N_("a red six"), N_("a red seven"), N_("a red eight"), N_("a red nine"),
    N_("a red ten"), N_("a red jack"), N_("a red queen"), N_("a red king"),
)
BLACK_RANK = (
    "",
    # Translators: a card of that rank in spades or clubs, as in "no tableau pile ends in
    # a black eight" or "a black seven goes on a black eight"
    N_("a black ace"), N_("a black two"), N_("a black three"), N_("a black four"),
    N_("a black five"), N_("a black six"), N_("a black seven"), N_("a black eight"),
    N_("a black nine"), N_("a black ten"), N_("a black jack"), N_("a black queen"),
    N_("a black king"),
)


def a_rank(rank: int) -> str:
    """Any card of `rank` (1 .. 13): 'a seven', 'an ace'."""
    return _(A_RANK[rank])


def in_colour(rank: int, red: bool) -> str:
    """A card of `rank` (1 .. 13) in red or black: 'a red eight', 'a black ace'."""
    return _((RED_RANK if red else BLACK_RANK)[rank])


def colour_suits(red: bool) -> str:
    """The two suits of a colour: '♥ or ♦', '♠ or ♣'."""
    # Translators: the two red suits, said after a rule about red cards
    return _("♥ or ♦") if red else _("♠ or ♣")


def sentence(text: str) -> str:
    """`text` with its first letter a capital (a translated sentence may start with a
    card's name or a pile's, which are written in lower case)."""
    return text[:1].upper() + text[1:]
