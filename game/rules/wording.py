"""Counts in words: "1 move", "2 moves", "1,000 wins": singular and plural right wherever
a number of things is written for the player (no pygame; the rules use it too)."""


def counted(count: int, noun: str, plural: str = "") -> str:
    """`count` (with thousands separators) and `noun`, plural unless it is exactly one:
    counted(1, "win") == "1 win", counted(3, "win") == "3 wins"; `plural` for nouns
    that do not just take an s."""
    return f"{count:,} {noun if count == 1 else plural or noun + 's'}"
