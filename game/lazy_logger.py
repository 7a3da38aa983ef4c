"""A module's logger that imports `logging` only when something is logged.

    log = LazyLogger(__name__)
    log.warning("game not saved: %s", error)     # logging is imported here, if ever

Importing logging costs ~5 ms; the modules on the way to the first frame (the sound
bank, the game keeper) log only when something goes wrong, so they hold one of these.
"""


class LazyLogger:
    def __init__(self, name: str):
        self.name = name

    def __getattr__(self, attribute):
        import logging
        return getattr(logging.getLogger(self.name), attribute)
