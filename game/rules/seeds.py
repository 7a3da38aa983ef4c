"""Game numbers (seeds) as the player writes them: digits only, from 0 to MAX_SEED."""

from game.usage import UsageError

from ..i18n import _

MAX_SEED = 2 ** 32 - 1


def whole_number(text: str, max_digits: int) -> int | None:
    """`text` as a number when it is ASCII digits only (int() also takes "1_000", "+5",
    " 7" and other scripts' digits), at most `max_digits` of them; else None."""
    if 0 < len(text) <= max_digits and text.isascii() and text.isdigit():
        return int(text)
    return None


def parse_seed(text: str) -> int:
    """The game number `text` writes; raises UsageError."""
    seed = whole_number(text, len(str(MAX_SEED)))
    if seed is None or seed > MAX_SEED:
        # Translators: {seed} is what was typed, quoted; {least} and {most} the lowest and
        # highest game numbers, written as they are typed
        raise UsageError(_("bad seed {seed} (a game number is digits only, from {least} to "
                           "{most})").format(seed=repr(text), least=0, most=MAX_SEED))
    return seed
