"""Where a line may break: at spaces, and in Chinese and Japanese between any two
characters, which those languages write without spaces (Korean puts spaces between its
words, so it breaks at them like English).

The rules of kinsoku hold: no line starts with a closing mark, a small kana or the
prolonged sound mark (、。」ー っ ...), none ends with an opening one (「（ ...).
"""

from __future__ import annotations

NO_LINE_START = frozenset(
    "、。，．・：；？！ー〜…‥々ゝゞヽヾ）〕］｝〉》」』】〙〗’”»)]}>,.:;!?%％‰"
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ")
NO_LINE_END = frozenset("（〔［｛〈《「『【〘〖‘“«([{<")
CHARACTER_BREAKING = ((0x2E80, 0x2FDF), (0x3000, 0x303F), (0x3040, 0x30FF),
                      (0x31F0, 0x31FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF),
                      (0xF900, 0xFAFF), (0xFF00, 0xFFEF), (0x20000, 0x3FFFF))


def breaks_anywhere(char: str) -> bool:
    """A character of a script written without spaces: Han, kana, CJK punctuation."""
    point = ord(char)
    return any(first <= point <= last for first, last in CHARACTER_BREAKING)


def pieces(word: str) -> list[str]:
    """A word (no spaces in it) cut where a line may break inside it."""
    found = [word[:1]]
    for before, char in zip(word, word[1:]):
        if ((breaks_anywhere(before) or breaks_anywhere(char))
                and char not in NO_LINE_START and before not in NO_LINE_END):
            found.append(char)
        else:
            found[-1] += char
    return found


def units(paragraph: str) -> list[tuple[str, bool]]:
    """The paragraph as unbreakable pieces, each with whether a space stands before it."""
    found = []
    for word in paragraph.split():
        for index, piece in enumerate(pieces(word)):
            found.append((piece, index == 0))
    return found
