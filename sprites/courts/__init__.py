"""The twelve court figures as SVG files (made by `python -m sprites.courts.make`), each
with a small twin for small cards, and where each is found: sprites.court_art renders
them at each card size."""

from game.rules.cards import RANK_WORDS, SUITS

SUIT_WORDS = ("clubs", "diamonds", "hearts", "spades")     # in the order of SUITS


def file_name(rank: int, suit: int, small: bool = False) -> str:
    """The SVG file of a court (rank 11, 12 or 13; suit 0 .. 3), e.g. king-hearts.svg,
    or its small twin, king-hearts-small.svg."""
    if rank not in (11, 12, 13) or not 0 <= suit < len(SUITS):
        raise ValueError(f"no court figure for rank {rank!r}, suit {suit!r}")
    return f"{RANK_WORDS[rank]}-{SUIT_WORDS[suit]}{'-small' if small else ''}.svg"
