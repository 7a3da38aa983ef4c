"""The errors of the rules API: ValueErrors carrying a reason a player can read."""


class IllegalMove(ValueError):
    """A move that is malformed or not legal in the given state."""


class InvalidPosition(ValueError):
    """A position dict that does not describe a state of the named game."""
