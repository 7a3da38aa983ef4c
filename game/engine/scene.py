"""Scene: one screen of the game (chooser, table) or an overlay drawn over another.

The SceneManager keeps scenes on a stack. The top scene gets the events; every scene is
updated; drawing starts at the topmost opaque scene. A scene sets `dirty = True` whenever
what it shows changed; the loop draws only then. `is_busy()` is True while it animates,
which keeps the loop at full rate; otherwise the process sleeps.

With speech on, the App says `spoken()` when a scene comes up and `spoken_focus()` after
each focus move on it (game/scenes/common/narrator.py).

Each scene owns a `timeline`; the base `update` advances it and keeps the scene dirty while
tweens run, so subclasses that animate call `super().update(dt)`.
"""

from .tween import Timeline


class Scene:
    opaque = True           # False: an overlay, the scene below shows through
    toolbar = None          # a scene with a toolbar (sprites.toolbar) sets it
    pad_keys = {}           # a pad action -> the key it stands for here, where it differs
    focus_keys = None       # the keys that move its focus (None: Tab and the arrows)

    def __init__(self, app):
        """`app`: what the scene may use of the app (game/scenes/common/services.py), or
        None for a scene that uses nothing of it (engine tests)."""
        self.app = app
        self.dirty = True
        self.timeline = Timeline()
        self.size = tuple(app.window_size()) if app is not None else (0, 0)

    # ----- lifecycle ----------------------------------------------------------------
    def enter(self) -> None:
        """Now on the stack (called after `resize` with the current window size)."""
        self.dirty = True

    def exit(self) -> None:
        """Leaving the stack."""

    def cover(self) -> None:
        """Another scene was pushed on top of this one (an overlay, a screen)."""

    def resume(self) -> None:
        """On top again: the scene above closed (the pointer may be anywhere by now)."""

    def resize(self, size) -> None:
        """The window is now `size` (w, h) pixels: lay out again."""
        self.size = (int(size[0]), int(size[1]))
        self.dirty = True

    # ----- per frame ----------------------------------------------------------------
    def handle_event(self, event) -> bool:
        """One pygame event (the top scene only); return True when it was used."""
        return False

    def handle_touch(self, gesture) -> bool:
        """A finger's gesture (game.engine.touch; the top scene only): True when this
        scene read it as touch; False hands it on as the mouse events it stands for
        (game.engine.touch_mouse), which is all most screens need."""
        return False

    def touch_targets(self) -> list:
        """The rects a tap acts on (buttons, rows), as laid out now: a tap beside them
        but within a finger's radius goes to the nearest, and while touch is in use
        each is at least a finger's target wide and high."""
        return []

    def update(self, dt: float) -> None:
        """dt seconds of game time: one fixed step, or after an idle sleep, when nothing
        moved (no tween or timer ran), the whole sleep at once (Loop's catch_up)."""
        if self.timeline.tweens:
            self.timeline.update(dt)
            self.dirty = True

    def wake_in(self):
        """Seconds until this scene needs an update although nothing moves, or None."""
        return None

    def draw(self, surface) -> None:
        """Draw the whole scene onto `surface`."""

    def is_busy(self) -> bool:
        return self.timeline.busy

    def spoken(self) -> str:
        """What speech says when this scene comes up (its title, its text, what has the
        focus), in the player's language; "" for one with nothing to say."""
        return ""

    def spoken_focus(self) -> str:
        """What has the keyboard's focus, as speech says it after each focus move; ""
        for a scene that says its focus moves itself (the table) or has none."""
        return ""

    def caption(self):
        """What the window's title names while this scene shows ("Forty Thieves — Game
        #71", the app's name follows it), or None: an overlay keeps the title of the
        scene under it, a screen tied to no game shows the app's name alone."""
        return None

    # ----- helpers ------------------------------------------------------------------
    @property
    def manager(self):
        return self.app.manager if self.app is not None else None

    @property
    def clock(self):
        return self.app.clock if self.app is not None else None

    def say(self, text: str) -> bool:
        """Show `text` over this scene if it has a toast of its own; True when it did."""
        return False

    def close(self) -> None:
        """Pop this scene if it is on top (overlays closing themselves)."""
        manager = self.manager
        if manager is not None and manager.top is self:
            manager.pop()
