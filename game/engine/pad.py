"""Game pads: SDL's GameController events turned into the actions the keyboard gives.

`Pads` keeps the connected pads and turns their events into abstract actions (`ACTIONS`):
the d-pad and the left stick move the focus, A acts, B goes back, X asks for a hint, Y
deals, LB/RB undo and redo, Start is the menu, Back/Select the Keys page, and the right
stick or the triggers step between the legal targets of what is held (`next`,
`previous`). A pad SDL has no mapping for (a plain joystick) still gets its first hat
and its first four buttons (as A, B, X, Y) and its first two axes as the stick.

Directions repeat while held, the way key repeat does: one action at once, another
after `REPEAT_DELAY`, then one every `REPEAT_RATE`, timed by the game clock (`update`),
so tests step it exactly. A stick counts only past `DEAD_ZONE` and lets go below
`RELEASE_ZONE`, so a resting stick never drifts the focus.

Hot-plug: SDL reports pads connected at start-up and later alike (DEVICEADDED); the pad
is opened (`opener`, injectable: tests have no real device) and a notice is said
(`say`); a removed pad is closed and said too. SDL sends joystick events for a mapped
pad as well as its controller events: joystick events count only for pads opened as
plain joysticks. The pointer hides while a pad is in use (`pointer`, injectable) until
the mouse moves.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame
import pygame._sdl2.controller as sdl_controller

from ..i18n import N_, _

log = logging.getLogger(__name__)

ACTIONS = ("up", "down", "left", "right", "act", "back", "hint", "deal", "undo", "redo",
           "menu", "keys", "next", "previous")
REPEATING = ("up", "down", "left", "right", "next", "previous")

REPEAT_DELAY = 0.4        # seconds before a held direction repeats (as key repeat)
REPEAT_RATE = 0.04        # then one action each this many seconds
DEAD_ZONE = 0.5           # a stick or trigger past this much of its travel counts
RELEASE_ZONE = 0.3        # and lets go below this much

BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: "act", pygame.CONTROLLER_BUTTON_B: "back",
    pygame.CONTROLLER_BUTTON_X: "hint", pygame.CONTROLLER_BUTTON_Y: "deal",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "undo",
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "redo",
    pygame.CONTROLLER_BUTTON_START: "menu", pygame.CONTROLLER_BUTTON_BACK: "keys",
    pygame.CONTROLLER_BUTTON_DPAD_UP: "up", pygame.CONTROLLER_BUTTON_DPAD_DOWN: "down",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "left", pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "right",
}
JOY_BUTTONS = {0: "act", 1: "back", 2: "hint", 3: "deal"}    # a pad with no mapping

# a stick: (x axis, y axis) -> actions for (-x, +x, -y, +y); y grows downward
STICKS = {
    "left": ((pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY),
             ("left", "right", "up", "down")),
    "right": ((pygame.CONTROLLER_AXIS_RIGHTX, pygame.CONTROLLER_AXIS_RIGHTY),
              ("previous", "next", "previous", "next")),
}
TRIGGERS = {pygame.CONTROLLER_AXIS_TRIGGERLEFT: "previous",
            pygame.CONTROLLER_AXIS_TRIGGERRIGHT: "next"}
HAT = {(0, 1): "up", (0, -1): "down", (-1, 0): "left", (1, 0): "right"}   # y up

FAMILIES = (("playstation", ("playstation", "ps3", "ps4", "ps5", "dualshock",
                             "dualsense", "sony")),
            ("nintendo", ("nintendo", "switch", "joy-con", "joycon", "pro controller")))
# Translators: {name} is the game pad's own name, e.g. "Xbox Wireless Controller"
CONNECTED = N_("Controller connected: {name}")
# Translators: {name} is the game pad's own name, e.g. "Xbox Wireless Controller"
REMOVED = N_("Controller removed: {name}")


def family_of(name: str) -> str:
    """Which buttons the pad has printed on it, by its name: "xbox" (A B X Y, also the
    default), "playstation" (cross circle square triangle) or "nintendo"."""
    lowered = (name or "").lower()
    for family, words in FAMILIES:
        if any(word in lowered for word in words):
            return family
    return "xbox"


@dataclass
class Device:
    """One open pad: SDL's instance id, its name, "controller" (mapped) or "joystick"."""
    instance_id: int
    name: str
    kind: str
    handle: object = None
    axes: dict[int, float] = field(default_factory=dict)

    @property
    def family(self) -> str:
        return family_of(self.name)


def open_device(device_index: int, controller: bool) -> Device | None:
    """Open the pad SDL numbers `device_index` as a controller (it has a mapping) or a
    plain joystick; None when it is gone already or cannot be opened."""
    try:
        if controller:
            pad = sdl_controller.Controller(device_index)
            joystick = pad.as_joystick()
            return Device(joystick.get_instance_id(), pad.name, "controller", pad)
        joystick = pygame.joystick.Joystick(device_index)
        joystick.init()
        return Device(joystick.get_instance_id(), joystick.get_name(), "joystick", joystick)
    except (pygame.error, ValueError, IndexError) as error:
        log.info("pad %s not opened: %s", device_index, error)
        return None


def is_controller(device_index: int) -> bool:
    try:
        return bool(sdl_controller.is_controller(device_index))
    except (pygame.error, ValueError, IndexError):
        return False


def show_pointer(shown: bool) -> None:
    try:
        pygame.mouse.set_visible(shown)
    except pygame.error:            # no display (closed, or not yet open)
        pass


def axis_value(event) -> float:
    """A controller axis is an int in -32768 .. 32767, a joystick's a float in -1 .. 1."""
    value = event.value
    return value / 32767.0 if isinstance(value, int) else float(value)


class Pads:
    """The connected pads and what their events mean.

    handle(event) -> None when it is no pad's event, else the actions it gives (a list,
                     maybe empty)
    update(now)   -> the actions held directions repeat by game time `now`
    """

    def __init__(self, clock, say: Callable[[str], None] = lambda text: None,
                 opener: Callable[[int, bool], Device | None] = open_device,
                 mapped: Callable[[int], bool] = is_controller,
                 pointer: Callable[[bool], None] = show_pointer):
        self.clock = clock
        self.say = say
        self.opener = opener
        self.mapped = mapped
        self.pointer = pointer
        self.devices: dict[int, Device] = {}
        self.held: dict[tuple, list] = {}      # source -> [action, when it next repeats]
        self.family = "xbox"                  # the pad last used: the Keys page's glyphs
        self.pointer_hidden = False
        self.started = False
        self.loose_axes: dict[int, dict[int, float]] = {}   # pads never announced

    # ----- start and stop -----------------------------------------------------------
    def start(self) -> None:
        """Start SDL's joystick and GameController support: the pads already connected
        then arrive as JOYDEVICEADDED events, and those SDL has a mapping for as
        CONTROLLERDEVICEADDED events too."""
        try:
            pygame.joystick.init()
            sdl_controller.init()
            self.started = True
        except pygame.error as error:
            log.info("no game pad support: %s", error)

    def close(self) -> None:
        for device in list(self.devices.values()):
            self._close(device)
        self.devices.clear()
        self.held.clear()

    @staticmethod
    def _close(device: Device) -> None:
        quit_ = getattr(device.handle, "quit", None)
        if quit_ is not None:
            try:
                quit_()
            except pygame.error:
                pass

    # ----- events -------------------------------------------------------------------
    def handle(self, event) -> list[str] | None:
        kind = event.type
        if kind == pygame.MOUSEMOTION and self.pointer_hidden:
            self.pointer_hidden = False
            self.pointer(True)
            return None
        if kind in (pygame.CONTROLLERDEVICEADDED, pygame.JOYDEVICEADDED):
            self.added(event.device_index, kind == pygame.CONTROLLERDEVICEADDED)
            return []
        if kind in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
            self.removed(event.instance_id)
            return []
        if kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP,
                    pygame.CONTROLLERAXISMOTION):
            if self._kind(event) == "joystick":
                return []
            return self._controller(event)
        if kind in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP, pygame.JOYHATMOTION,
                    pygame.JOYAXISMOTION):
            if self._kind(event) != "joystick":
                return []       # a mapped pad's raw side, or a pad not opened
            return self._joystick(event)
        return None

    def _kind(self, event) -> str | None:
        device = self.devices.get(getattr(event, "instance_id", None))
        return device.kind if device is not None else None

    def added(self, device_index: int, controller: bool) -> None:
        if not controller and self.mapped(device_index):
            return          # its CONTROLLERDEVICEADDED opens it
        device = self.opener(device_index, controller)
        if device is None or device.instance_id in self.devices:
            return
        self.devices[device.instance_id] = device
        self.family = device.family
        log.info("pad connected: %s (%s)", device.name, device.kind)
        self.say(_(CONNECTED).format(name=device.name))

    def removed(self, instance_id: int) -> None:
        device = self.devices.pop(instance_id, None)
        if device is None:
            return
        self.held = {source: value for source, value in self.held.items()
                     if source[0] != instance_id}
        self._close(device)
        log.info("pad removed: %s", device.name)
        self.say(_(REMOVED).format(name=device.name))

    def _used(self, event) -> None:
        device = self.devices.get(getattr(event, "instance_id", None))
        if device is not None:
            self.family = device.family
        if not self.pointer_hidden:
            self.pointer_hidden = True
            self.pointer(False)

    def _controller(self, event) -> list[str]:
        pad = getattr(event, "instance_id", -1)
        if event.type == pygame.CONTROLLERAXISMOTION:
            return self._axis(event, pad, event.axis, axis_value(event), STICKS, TRIGGERS)
        action = BUTTONS.get(event.button)
        if action is None:
            return []
        return self._button(event, (pad, "button", event.button), action,
                            event.type == pygame.CONTROLLERBUTTONDOWN)

    def _joystick(self, event) -> list[str]:
        pad = event.instance_id
        if event.type == pygame.JOYHATMOTION:
            if event.hat != 0:
                return []
            return self._direction(event, (pad, "hat"), HAT.get(tuple(event.value)))
        if event.type == pygame.JOYAXISMOTION:
            sticks = {"left": ((0, 1), STICKS["left"][1])}
            return self._axis(event, pad, event.axis, axis_value(event), sticks, {})
        action = JOY_BUTTONS.get(event.button)
        if action is None:
            return []
        return self._button(event, (pad, "button", event.button), action,
                            event.type == pygame.JOYBUTTONDOWN)

    def _button(self, event, source, action: str, down: bool) -> list[str]:
        if not down:
            self.held.pop(source, None)
            return []
        self._used(event)
        if action in REPEATING:
            self.held[source] = [action, self.clock.now + REPEAT_DELAY]
        return [action]

    def _axis(self, event, pad, axis, value, sticks, triggers) -> list[str]:
        device = self.devices.get(pad)
        axes = device.axes if device is not None else self.loose_axes.setdefault(pad, {})
        axes[axis] = value
        if axis in triggers:
            source = (pad, "axis", axis)
            pressed = source in self.held
            if value >= DEAD_ZONE and not pressed:
                return self._direction(event, source, triggers[axis])
            if value < RELEASE_ZONE and pressed:
                return self._direction(event, source, None)
            return []
        for name, ((x_axis, y_axis), actions) in sticks.items():
            if axis in (x_axis, y_axis):
                source = (pad, "stick", name)
                x, y = axes.get(x_axis, 0.0), axes.get(y_axis, 0.0)
                return self._direction(event, source, stick_action(x, y, actions,
                                                                   source in self.held))
        return []

    def _direction(self, event, source, action: str | None) -> list[str]:
        """A hat, stick or trigger now points to `action` (None: at rest)."""
        held = self.held.get(source)
        if action is None:
            self.held.pop(source, None)
            return []
        if held is not None and held[0] == action:
            return []           # still the same way: the repeat timer goes on
        self._used(event)
        self.held[source] = [action, self.clock.now + REPEAT_DELAY]
        return [action]

    # ----- repeat -------------------------------------------------------------------
    def update(self, now: float) -> list[str]:
        """Held directions that repeat by `now` (one each per call: a late frame does
        not fire a burst)."""
        actions = []
        for held in self.held.values():
            if now >= held[1]:
                actions.append(held[0])
                held[1] = max(held[1] + REPEAT_RATE, now)
        return actions

    @property
    def repeating(self) -> bool:
        """A direction is held: keep the loop at full rate for its repeats."""
        return bool(self.held)


def stick_action(x: float, y: float, actions, holding: bool) -> str | None:
    """The action a stick at (x, y) gives: along its longer axis when past the dead zone
    (past the release zone while it is already held), else None."""
    zone = RELEASE_ZONE if holding else DEAD_ZONE
    if max(abs(x), abs(y)) < zone:
        return None
    left, right, up, down = actions
    if abs(x) >= abs(y):
        return right if x > 0 else left
    return down if y > 0 else up
