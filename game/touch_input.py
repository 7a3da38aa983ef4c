"""The App's side of the touchscreen: finger events read as fingers and given to the top
scene as gestures, SDL's copies dropped, and the sizes meant for fingers while touch is
in use.

`handle_event` drops the mouse events SDL makes from a finger and the finger events it
makes from the mouse (game.engine.touch.is_copy), so nothing is handled twice, and turns
the real finger events into gestures (`Fingers`), which go to the scene on top: a scene
that reads touch itself takes them (`handle_touch`: the table, the lists that scroll),
any other gets the mouse events the gesture stands for (game.engine.touch_mouse), so
every screen answers a finger through the code that answers the mouse.

The input used last decides what is shown: a finger hides the pointer (the mouse
brings it back, as after the pad), and from the moment the first touch is over the
screens lay themselves out with targets of at least TARGET_MM (`target`, which scenes
read through their services) until the mouse moves again (so that it clicks on what it
was moved over); keys and a pad leave the sizes as they are, since a handheld's player
goes between them and the screen.
"""

import pygame

from game.engine.display_dpi import display_dpi
from game.engine.pad import show_pointer
from game.engine.touch import FINGER_EVENTS, Fingers, is_copy, metrics_for
from game.engine.touch_mouse import TouchAsMouse

LOST = (pygame.WINDOWFOCUSLOST, pygame.WINDOWLEAVE, pygame.WINDOWMINIMIZED)


class TouchInput:
    def __init__(self, app, pointer=show_pointer):
        self.app = app
        self.pointer = pointer
        self.dpi = None                 # the display's, when SDL knows it
        self.fingers = Fingers(metrics_for(None))
        self.as_mouse = TouchAsMouse()
        self.in_use = False             # fingers lay the screens out
        self.due = False                # they will, once every finger is lifted

    @property
    def metrics(self):
        return self.fingers.metrics

    def measure(self, point=(0, 0)) -> None:
        """Ask the display holding `point` (the window's centre) for its DPI."""
        self.set_dpi(display_dpi(point))

    def set_dpi(self, dpi) -> None:
        """Sizes for a display of `dpi` dots per inch (None: unknown); the screens lay
        themselves out again when they are using them."""
        self.dpi = dpi
        before = self.target()
        self.fingers.metrics = metrics_for(dpi)
        if self.target() != before:
            self.relayout()

    def target(self) -> int:
        """The least side of a target in pixels while touch is in use, else 0."""
        return self.metrics.target if self.in_use else 0

    # ----- events ---------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        """True when `event` is used up here (a copy, or a finger's)."""
        kind = event.type
        if is_copy(event):
            return True
        if kind in FINGER_EVENTS:
            if kind == pygame.FINGERDOWN:
                self.pointer(False)
                self.due = True
            self.deliver(self.fingers.handle(event, self.app.size, self.app.clock.now))
            if self.due and not self.fingers.down:
                self.use(True)
            return True
        if kind in LOST and self.fingers.down:
            self.deliver(self.fingers.forget())
        elif kind == pygame.MOUSEMOTION and tuple(getattr(event, "rel", (1, 1))) != (0, 0):
            self.due = False                # the mouse moved: its sizes, before it clicks
            self.pointer(True)
            self.use(False)
        return False

    def update(self) -> None:
        """The ring and the long press, by the game clock."""
        self.deliver(self.fingers.update(self.app.clock.now))

    def is_busy(self) -> bool:
        return self.fingers.busy

    def deliver(self, gestures) -> None:
        manager = self.app.manager
        for gesture in gestures:
            scene = manager.top
            if scene is None:
                return
            if not scene.handle_touch(gesture):
                for event in self.as_mouse.events(gesture, scene.touch_targets()):
                    manager.handle_event(event)

    # ----- sizes ------------------------------------------------------------------------
    def use(self, fingers: bool) -> None:
        self.due = False
        if fingers != self.in_use:
            self.in_use = fingers
            self.relayout()

    def relayout(self) -> None:
        manager = self.app.manager
        manager.resize(manager.size)        # every scene lays itself out again
        manager.invalidate()
