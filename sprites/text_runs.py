"""One line of text cut into runs the shaper can take whole: the same face, the same
script and the same direction, in the order they stand on screen from left to right.

The direction of each character comes from the Unicode bidirectional algorithm
(python-bidi), so a Latin card name, a seed or digits inside Persian text read as they
should; each run keeps its characters in reading order, and HarfBuzz (inside SDL_ttf)
lays out a right-to-left run right to left, joining Arabic letters. The face is the first
of the language's font set that draws the character (sprites/font_choice.py); spaces,
punctuation and marks stay in the face and script of the character before them when it
can draw them, so runs stay long.

No pygame here: what is drawn where is worked out as plain data, and tested so.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache

from sprites.font_choice import Face, face_for, invisible

RIGHT_TO_LEFT = frozenset(("R", "AL", "AN", "RLE", "RLO", "RLI"))
# right-to-left letters, marks on them, and neutrals that cannot turn a line's
# direction (separators and terminators act only beside digits, absent here; boundary
# neutrals such as Persian's zero-width non-joiner are passed over)
PLAIN_RIGHT_TO_LEFT = frozenset(("R", "AL", "NSM", "WS", "ON", "ES", "ET", "CS", "BN"))
LEVEL = r"Level\(\s*(\d+)"

# the scripts HarfBuzz must be told (SDL_ttf does not guess them), by code point range;
# Japanese kana go with the Han characters they stand among (one shaper draws both)
SCRIPTS = (
    (0x0370, 0x03FF, "Grek"), (0x1F00, 0x1FFF, "Grek"), (0x0400, 0x052F, "Cyrl"),  # i18n: not shown
    (0x0590, 0x05FF, "Hebr"), (0xFB1D, 0xFB4F, "Hebr"), (0x0600, 0x06FF, "Arab"),  # i18n: not shown
    (0x0750, 0x077F, "Arab"), (0x08A0, 0x08FF, "Arab"), (0xFB50, 0xFDFF, "Arab"),  # i18n: not shown
    (0xFE70, 0xFEFF, "Arab"), (0x0900, 0x097F, "Deva"), (0xA8E0, 0xA8FF, "Deva"),  # i18n: not shown
    (0x1100, 0x11FF, "Hang"), (0x3130, 0x318F, "Hang"), (0xAC00, 0xD7AF, "Hang"),  # i18n: not shown
    (0x3040, 0x30FF, "Hani"), (0x31F0, 0x31FF, "Hani"), (0xFF66, 0xFF9F, "Hani"),  # i18n: not shown
    (0x2E80, 0x2FDF, "Hani"), (0x3400, 0x4DBF, "Hani"), (0x4E00, 0x9FFF, "Hani"),  # i18n: not shown
    (0xF900, 0xFAFF, "Hani"), (0x20000, 0x3FFFF, "Hani"),  # i18n: not shown
)


@dataclass(frozen=True)
class Run:
    text: str               # in reading order
    rtl: bool               # laid out right to left
    face: Face | None       # None: no face of the set draws it
    script: str             # HarfBuzz's script tag: "Arab", "Latn", ...


def letter(char: str) -> bool:
    """A character of some script's own (a letter or a mark), not one scripts share."""
    return unicodedata.category(char)[0] in "LM"


def script_of(char: str) -> str | None:
    """The script tag of a letter; None for what scripts share (spaces, digits, signs)."""
    if not letter(char):
        return None
    point = ord(char)
    for first, last, tag in SCRIPTS:
        if first <= point <= last:
            return tag
    return "Latn"  # i18n: not shown


def needs_bidi(text: str, rtl: bool) -> bool:
    return rtl or any(unicodedata.bidirectional(c) in RIGHT_TO_LEFT for c in text)


def only_right_to_left(text: str) -> bool:
    """Whether every strong character of `text` is written right to left and nothing
    else in it could resolve otherwise: no left-to-right letter, no digit, no explicit
    direction mark or isolate, no paragraph or segment break."""
    return all(unicodedata.bidirectional(c) in PLAIN_RIGHT_TO_LEFT for c in text)


def levels(text: str, rtl: bool) -> list[int]:
    """Each character's embedding level (odd: right to left) in a paragraph whose base
    direction is right to left when `rtl`, as python-bidi's Rust implementation of the
    current algorithm (bracket pairs and isolates included) resolves them.

    Two kinds of line need no algorithm: one of a left-to-right paragraph with nothing
    right to left in it is all level 0, and one of a right-to-left paragraph with only
    right-to-left letters and neutrals in it (Arabic or Hebrew words, spaces,
    punctuation, suits) all level 1, since every neutral there stands between
    right-to-left letters or the paragraph's ends. Wrapping measures many such lines."""
    if not needs_bidi(text, rtl):
        return [0] * len(text)
    if rtl and only_right_to_left(text):
        return [1] * len(text)
    return resolved_levels(text, rtl)


def resolved_levels(text: str, rtl: bool) -> list[int]:
    """The levels as the algorithm resolves them, asked of python-bidi."""
    from bidi.bidi import get_display_inner

    # python-bidi hands out the resolved levels only in its debug report (one level per
    # byte of UTF-8); tests/sprites/test_text_runs.py holds the result to get_display
    report = get_display_inner(text, "R" if rtl else "L", True)
    start = report.index("levels: [")  # i18n: not shown
    section = report[start:report.index("\n    ],", start)]
    per_byte = [int(level) for level in re.findall(LEVEL, section)]
    found, offset = [], 0
    for char in text:
        found.append(per_byte[offset])
        offset += len(char.encode("utf-8"))
    base = 1 if rtl else 0
    end = len(text)
    while end and text[end - 1].isspace():        # rule L1: trailing spaces
        end -= 1
        found[end] = base
    return found


@cache
def _kind(char: str) -> tuple[bool, bool, str | None]:
    """What faces_and_scripts asks of a character: whether it is shared (not a letter
    of its own: a space, a sign, a mark, an invisible), whether no glyph draws it, and
    the script of a letter (None for the rest). Kept per character: a line is looked
    at again with each word a wrap adds, and a game writes a few thousand at most."""
    category = unicodedata.category(char)[0]
    hidden = invisible(char)
    shared = category not in "LM" or category == "M" or hidden
    return shared, hidden, script_of(char) if category == "L" else None


def faces_and_scripts(text: str, faces: tuple[Face, ...], bold: bool):
    """The face and script of each character, shared characters following the one
    before them (or, at the start, the first letter after them)."""
    chosen, scripts = [], []
    for char in text:
        before = chosen[-1] if chosen else None
        shared, hidden, script = _kind(char)
        if shared and before is not None and (hidden or face_for(char, (before,), bold)):
            chosen.append(before)
        else:
            chosen.append(face_for(char, faces, bold))
        scripts.append(script)
    known = [s for s in scripts if s]
    current = known[0] if known else "Latn"  # i18n: not shown
    for i, tag in enumerate(scripts):
        current = tag or current
        scripts[i] = current
    return chosen, scripts


@lru_cache(maxsize=4096)
def visual_runs(text: str, rtl: bool, faces: tuple[Face, ...], bold: bool) -> tuple[Run, ...]:
    """`text` as runs from left to right on screen."""
    if not text:
        return ()
    char_levels = levels(text, rtl)
    chosen, scripts = faces_and_scripts(text, faces, bold)
    pieces: list[tuple[int, str, Face | None, str]] = []
    start = 0
    for i in range(1, len(text) + 1):
        if i == len(text) or (char_levels[i], chosen[i], scripts[i]) != (
                char_levels[start], chosen[start], scripts[start]):
            pieces.append((char_levels[start], text[start:i], chosen[start], scripts[start]))
            start = i
    return tuple(Run(part, level % 2 == 1, face, script)
                 for level, part, face, script in reorder(pieces))


def reorder(pieces: list[tuple]) -> list[tuple]:
    """Rule L2 of the bidirectional algorithm over whole runs: from the highest level
    down to the lowest odd one, reverse every stretch of runs at that level or above."""
    if not pieces:
        return pieces
    order = list(pieces)
    highest = max(piece[0] for piece in order)
    lowest_odd = min(piece[0] for piece in order) | 1
    for level in range(highest, lowest_odd - 1, -1):
        i = 0
        while i < len(order):
            if order[i][0] >= level:
                j = i
                while j < len(order) and order[j][0] >= level:
                    j += 1
                order[i:j] = order[i:j][::-1]
                i = j
            else:
                i += 1
    return order
