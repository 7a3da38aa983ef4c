"""Which way the active language is written, and how a piece of left-to-right text (a
card name, a seed, a key name) keeps its own order inside a right-to-left sentence.

No pygame: the rules word sentences with card names in them too.
"""

from __future__ import annotations

from .catalogue import active_language
from .languages import BY_CODE

FIRST_STRONG_ISOLATE = "\u2068"
POP_DIRECTIONAL_ISOLATE = "\u2069"


def is_rtl() -> bool:
    """Whether the active language is written right to left (Arabic, Persian, Hebrew)."""
    return BY_CODE[active_language()].rtl


def isolated(text: str) -> str:
    """`text` set apart from the sentence around it for the bidirectional algorithm, so
    "7♥" stays "7♥" in Persian, not "♥7"; unchanged in a left-to-right language."""
    if not is_rtl():
        return text
    return FIRST_STRONG_ISOLATE + text + POP_DIRECTIONAL_ISOLATE
