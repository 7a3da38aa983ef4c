"""Cards as small ints, their tokens ("TH", "#QS") and the decks of the five games.

A card is `suit * 13 + (rank - 1)` (0 .. 51) with suits in the order C D H S and ace low;
`FACE_DOWN` (64) is added for a face-down card. The two copies of a card in a two-deck
game are the same int. Lookup tables keep the hot paths of rules and solver cheap.
"""

RANKS = "A23456789TJQK"
SUITS = "CDHS"
SUIT_SYMBOLS = "♣♦♥♠"
RANK_NAMES = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
RANK_WORDS = ("", "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine",
              "ten", "jack", "queen", "king")
FACE_DOWN = 64

CLUBS, DIAMONDS, HEARTS, SPADES = range(4)

# Tables indexed by a card int, face-down or not (0 .. 127).
RANK = tuple((c & 63) % 13 + 1 if (c & 63) < 52 else 0 for c in range(128))
SUIT = tuple((c & 63) // 13 if (c & 63) < 52 else -1 for c in range(128))
IS_RED = tuple(SUIT[c] in (DIAMONDS, HEARTS) for c in range(128))


def card(rank: int, suit: int) -> int:
    """The face-up card of that rank (1 .. 13) and suit (0 .. 3)."""
    return suit * 13 + rank - 1


def face_up(c: int) -> int:
    return c & ~FACE_DOWN


def face_down(c: int) -> int:
    return c | FACE_DOWN


def is_face_down(c: int) -> bool:
    return c >= FACE_DOWN


def token(c: int) -> str:
    """Position-format token: rank then suit, '#' first when face down."""
    base = c & 63
    text = RANKS[base % 13] + SUITS[base // 13]
    return "#" + text if c & FACE_DOWN else text


_TOKENS = {token(c): c for c in range(52)}
_TOKENS.update({"#" + t: c | FACE_DOWN for t, c in list(_TOKENS.items())})


def parse_token(text) -> int:
    """The card int of a token; raises ValueError naming the bad token."""
    try:
        return _TOKENS[text]
    except (KeyError, TypeError):
        raise ValueError(f"bad card token {text!r}: expected rank (A23456789TJQK) then "
                         f"suit (CDHS), upper case, '#' first when face down") from None


def name(c: int) -> str:
    """A player-readable short name: '10♥', 'Q♠'."""
    base = c & 63
    return RANK_NAMES[base % 13 + 1] + SUIT_SYMBOLS[base // 13]


def standard_deck() -> list:
    """A-K of clubs, diamonds, hearts, spades: Aisleriot's unshuffled order."""
    return list(range(52))
