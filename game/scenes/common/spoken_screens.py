"""The screens in words: what a button, a text field or a typed character is when said
aloud, and a screen's text cleaned of what only the eye needs.

`plain(text)` is what a voice should read of words on screen: cards written as printed
said in words (and a suit's sign alone by its name), the signs that decorate a label
(☀, ⚙, ◀, ▶, the arrows a key hint draws) left out, spaces laid out for the eye made
one. `stop_words(stop)` says a stop
of a focus ring (sprites.focus): a button by its label, greyed or ticked, a text field
with what it holds. Scenes build their `spoken()` and `spoken_focus()` from these
(game/engine/scene.py). No pygame.
"""

import re

from game.i18n import _, pgettext
from game.rules.cards import SUIT_SYMBOLS
from game.scenes.common.spoken_cards import speakable, suit_words
from game.scenes.common.spoken_table import sentences

DECORATION = re.compile("[☀⚙◀▶►|‹›←→↑↓·•✓]")
SUIT = re.compile("[♣♦♥♠]")
LOOSE = re.compile(r"\s+([.,:;!?)])|(\()\s+")   # a space left by punctuation
EMPTY = re.compile(r"\(\s*\)")


def plain(text: str) -> str:
    """Words on screen as a voice reads them."""
    text = SUIT.sub(lambda m: f" {suit_words(SUIT_SYMBOLS.index(m[0]))} ",
                    speakable(text))
    text = " ".join(DECORATION.sub(" ", text).split())
    return " ".join(LOOSE.sub(lambda m: m[1] or m[2],
                              EMPTY.sub("", text)).split())


def button_words(button) -> str:
    """A button as said: its label; greyed, why; a toggle, on or off."""
    label = plain(button.label)
    if button.checked is not None:
        # Translators: a toggle button said aloud, as in "Sound, on"
        label = (_("{label}, on") if button.checked else _("{label}, off")).format(
            label=label)
    if not button.enabled:
        # Translators: a greyed button said aloud, then why it is greyed (its tooltip)
        text = _("{label}, unavailable").format(label=label)
        return sentences([text, plain(button.tooltip)]) if button.tooltip else text
    return label


def field_words(field) -> str:
    """A text field as said: what it holds, or that it is empty."""
    if field.text:
        # Translators: a text field said aloud with what is typed in it
        return _("Text field: {text}").format(text=field.text)
    return _("Text field, empty")


def stop_words(stop) -> str:
    """Whatever has a focus ring's focus, as said ("" for none)."""
    if stop is None:
        return ""
    if getattr(stop, "is_text_field", False):
        return field_words(stop)
    if hasattr(stop, "label"):
        return button_words(stop)
    return ""


def character_words(text: str) -> str:
    """Characters typed or deleted, as said: a space by name."""
    if text == " ":
        # Translators: a space typed in a text field, said aloud
        return pgettext("typed", "space")
    return text


def edit_words(before: str, after: str) -> str:
    """What an edit of a text field did, as said: the characters typed, or those
    deleted ("" when nothing changed)."""
    start = 0
    while start < min(len(before), len(after)) and before[start] == after[start]:
        start += 1
    end = 0
    while end < min(len(before), len(after)) - start and \
            before[len(before) - 1 - end] == after[len(after) - 1 - end]:
        end += 1
    gone, typed = before[start:len(before) - end], after[start:len(after) - end]
    if typed:
        return character_words(typed)
    if gone:
        # Translators: characters deleted from a text field, said aloud
        return _("Deleted {text}").format(text=character_words(gone))
    return ""
