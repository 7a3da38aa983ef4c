"""The two errors of the rules API; both are ValueErrors carrying a readable reason."""


class IllegalMove(ValueError):
    """A move that is malformed or not legal in the given state."""


class InvalidPosition(ValueError):
    """A position dict that does not describe a state of the named game."""
