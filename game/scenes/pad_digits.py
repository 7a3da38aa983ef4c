"""A number typed with a game pad, digit by digit, in the game number dialog.

A pad has no digit keys, so while the number field has the focus: up and down on the
d-pad turn the digit left of the caret (9 wraps to 0; an empty field starts at 0),
right at the end adds a digit (a 0 to turn), X takes back the digit left of the caret.
Left and right elsewhere move the caret as their keys do, A deals (Enter), B cancels.
"""

STEPS = {"up": 1, "down": -1}


def edit(dialog, action: str) -> bool:
    """The pad's `action` on the number `dialog`'s field; False leaves it to its key."""
    field = dialog.field
    if not dialog.focus.has(field):
        return False
    text, caret = field.text, field.caret
    if action in STEPS:
        if caret == 0:
            text, caret = "0" + text, 1
        digit = (int(text[caret - 1]) + STEPS[action]) % 10
        text = text[:caret - 1] + str(digit) + text[caret:]
    elif action == "right" and caret == len(text) and len(text) < field.max_digits:
        text, caret = text + "0", caret + 1
    elif action == "hint" and caret > 0:
        text, caret = text[:caret - 1] + text[caret:], caret - 1
    else:
        return False
    field.text = text[:field.max_digits]
    field.put_caret(caret)
    dialog.error = ""
    dialog.dirty = True
    return True
