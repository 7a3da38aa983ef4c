"""What the command line asked for (game.cli makes it; App reads it), and the window sizes
it may ask: a plain class, as it is made before the window opens and dataclasses would
cost ~8 ms there."""

from __future__ import annotations

DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (320, 240)


class Options:
    """What the command line asked; every field has its default."""
    __slots__ = ("game", "seed", "fullscreen", "size", "frames", "screenshot", "data_dir")

    def __init__(self, game: str | None = None, seed: int | None = None,
                 fullscreen: bool | None = False,
                 size: tuple[int, int] | None = DEFAULT_SIZE,
                 frames: int | None = None, screenshot: str | None = None,
                 data_dir: str | None = None):
        self.game = game                # open this game's table instead of the chooser
        self.seed = seed                # that deal (None: a random one); without --game,
                                        # the deal of the first game picked in the chooser
        self.fullscreen = fullscreen    # None: as the settings say (the command line's
                                        # default; fullscreen unless F11 left it)
        self.size = size                # the window size when windowed (None:
                                        # DEFAULT_SIZE, made smaller on a smaller screen)
        self.frames = frames            # run this many loop iterations, then quit
        self.screenshot = screenshot    # save the screen here after the last frame
        self.data_dir = data_dir        # all user data here (None: the user's data dir)

    def __eq__(self, other):
        return (isinstance(other, Options)
                and all(getattr(self, name) == getattr(other, name)
                        for name in self.__slots__))

    def __repr__(self):
        return "Options(%s)" % ", ".join(f"{name}={getattr(self, name)!r}"
                                         for name in self.__slots__)
