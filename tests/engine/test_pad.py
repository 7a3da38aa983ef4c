"""Game pads turned into actions: buttons, the d-pad and sticks with repeat, triggers,
hot-plug with its notices, the unmapped joystick's fallback and the hidden pointer."""

import pygame
import pytest

from game.engine.clock import GameClock
from game.engine.pad import CONNECTED, REMOVED, REPEAT_DELAY, REPEAT_RATE, Device, Pads, family_of

PAD = 7            # the instance id SDL gives the test's pad


class FakeHandle:
    def __init__(self):
        self.closed = False

    def quit(self):
        self.closed = True


class Rig:
    """A Pads with a fake clock, device opener, mapping check and pointer."""

    def __init__(self, names=None, mapped=()):
        self.clock = GameClock()
        self.said = []
        self.opened = []
        self.pointer = []
        self.handles = {}
        self.names = {0: ("Xbox Wireless Controller", PAD)} if names is None else names
        self.pads = Pads(self.clock, say=self.said.append, opener=self.open,
                         mapped=lambda index: index in mapped, pointer=self.pointer.append)

    def open(self, index, controller):
        self.opened.append((index, controller))
        if index not in self.names:
            return None
        name, instance = self.names[index]
        handle = self.handles[instance] = FakeHandle()
        return Device(instance, name, "controller" if controller else "joystick", handle)

    def post(self, kind, **fields):
        return self.pads.handle(pygame.event.Event(kind, **fields))

    def button(self, button, down=True, pad=PAD):
        kind = pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP
        return self.post(kind, instance_id=pad, button=button)

    def axis(self, axis, value, pad=PAD):
        return self.post(pygame.CONTROLLERAXISMOTION, instance_id=pad, axis=axis, value=value)

    def at(self, seconds):
        """The actions repeating by `seconds` of game time (stepped like the loop)."""
        actions = []
        while self.clock.now < seconds - 1e-9:
            self.clock.advance(1 / 60)
            actions += self.pads.update(self.clock.now)
        return actions


@pytest.mark.parametrize("button, action", [
    (pygame.CONTROLLER_BUTTON_A, "act"), (pygame.CONTROLLER_BUTTON_B, "back"),
    (pygame.CONTROLLER_BUTTON_X, "hint"), (pygame.CONTROLLER_BUTTON_Y, "deal"),
    (pygame.CONTROLLER_BUTTON_LEFTSHOULDER, "undo"),
    (pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, "redo"),
    (pygame.CONTROLLER_BUTTON_START, "menu"), (pygame.CONTROLLER_BUTTON_BACK, "keys"),
    (pygame.CONTROLLER_BUTTON_DPAD_UP, "up"), (pygame.CONTROLLER_BUTTON_DPAD_LEFT, "left"),
])
def test_each_button_gives_its_action_once(button, action):
    rig = Rig()
    assert rig.button(button) == [action]
    assert rig.button(button, down=False) == []


def test_a_button_with_no_meaning_gives_nothing():
    assert Rig().button(pygame.CONTROLLER_BUTTON_LEFTSTICK) == []


def test_other_events_are_not_the_pads():
    assert Rig().post(pygame.KEYDOWN, key=pygame.K_a, mod=0) is None


def test_a_held_dpad_repeats_like_a_key_and_stops_when_let_go():
    rig = Rig()
    assert rig.button(pygame.CONTROLLER_BUTTON_DPAD_DOWN) == ["down"]
    assert rig.at(REPEAT_DELAY - 0.02) == []
    assert rig.at(REPEAT_DELAY + 0.01) == ["down"]
    assert len(rig.at(REPEAT_DELAY + 10 * REPEAT_RATE + 0.01)) == 10
    assert rig.pads.repeating
    rig.button(pygame.CONTROLLER_BUTTON_DPAD_DOWN, down=False)
    assert rig.at(5.0) == [] and not rig.pads.repeating


def test_a_is_never_repeated():
    rig = Rig()
    rig.button(pygame.CONTROLLER_BUTTON_A)
    assert rig.at(3.0) == []


def test_the_left_stick_has_a_dead_zone_and_repeats_while_pushed():
    rig = Rig()
    x, y = pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY
    assert rig.axis(x, 9000) == []                    # resting drift: nothing
    assert rig.axis(x, 30000) == ["right"]
    assert rig.axis(x, 31000) == []                   # still right: the repeat goes on
    assert rig.at(REPEAT_DELAY + 0.01) == ["right"]
    assert rig.axis(x, 12000) == []                   # not yet inside the release zone
    assert rig.axis(x, 0) == []
    assert rig.at(3.0) == []
    assert rig.axis(y, -32768) == ["up"]              # the longer axis wins
    assert rig.axis(x, 20000) == []
    assert rig.axis(y, 0) == ["right"]


def test_the_right_stick_and_the_triggers_step_between_targets():
    rig = Rig()
    assert rig.axis(pygame.CONTROLLER_AXIS_RIGHTX, 32767) == ["next"]
    assert rig.axis(pygame.CONTROLLER_AXIS_RIGHTX, 0) == []
    assert rig.axis(pygame.CONTROLLER_AXIS_RIGHTY, -32767) == ["previous"]
    rig.axis(pygame.CONTROLLER_AXIS_RIGHTY, 0)
    trigger = pygame.CONTROLLER_AXIS_TRIGGERRIGHT
    assert rig.axis(trigger, 32767) == ["next"]
    assert rig.axis(trigger, 25000) == []             # still pressed
    assert rig.axis(trigger, 0) == []
    assert rig.axis(trigger, 20000) == ["next"]       # pressed again
    assert rig.axis(pygame.CONTROLLER_AXIS_TRIGGERLEFT, 32767) == ["previous"]


def test_a_pad_plugged_in_is_opened_and_said_and_removed_is_closed_and_said():
    rig = Rig(names={2: ("PS5 DualSense Wireless Controller", PAD)})
    assert rig.post(pygame.CONTROLLERDEVICEADDED, device_index=2) == []
    assert rig.opened == [(2, True)]
    assert rig.said == [CONNECTED.format(name="PS5 DualSense Wireless Controller")]
    assert rig.pads.devices[PAD].kind == "controller"
    assert rig.pads.family == "playstation"
    rig.button(pygame.CONTROLLER_BUTTON_DPAD_UP)
    assert rig.post(pygame.CONTROLLERDEVICEREMOVED, instance_id=PAD) == []
    assert rig.handles[PAD].closed and PAD not in rig.pads.devices
    assert rig.said[-1] == REMOVED.format(name="PS5 DualSense Wireless Controller")
    assert not rig.pads.repeating                     # its held d-pad is let go
    rig.post(pygame.JOYDEVICEREMOVED, instance_id=PAD)     # SDL says it twice: once said
    assert len(rig.said) == 2


def test_a_pad_that_does_not_open_is_not_said():
    rig = Rig(names={})
    rig.post(pygame.CONTROLLERDEVICEADDED, device_index=0)
    assert rig.said == [] and rig.pads.devices == {}


def test_a_mapped_pads_joystick_side_is_left_to_its_controller_events():
    rig = Rig(mapped={0})
    rig.post(pygame.JOYDEVICEADDED, device_index=0)
    assert rig.opened == []                           # its CONTROLLERDEVICEADDED opens it
    rig.post(pygame.CONTROLLERDEVICEADDED, device_index=0)
    assert rig.post(pygame.JOYBUTTONDOWN, instance_id=PAD, button=0) == []
    assert rig.post(pygame.JOYHATMOTION, instance_id=PAD, hat=0, value=(0, 1)) == []


def test_an_unmapped_joystick_gets_its_hat_and_first_four_buttons():
    rig = Rig(names={1: ("Generic USB Joystick", 3)})
    rig.post(pygame.JOYDEVICEADDED, device_index=1)
    assert rig.opened == [(1, False)] and rig.pads.devices[3].kind == "joystick"
    for button, action in enumerate(("act", "back", "hint", "deal")):
        assert rig.post(pygame.JOYBUTTONDOWN, instance_id=3, button=button) == [action]
        rig.post(pygame.JOYBUTTONUP, instance_id=3, button=button)
    assert rig.post(pygame.JOYBUTTONDOWN, instance_id=3, button=4) == []
    assert rig.post(pygame.JOYHATMOTION, instance_id=3, hat=0, value=(0, 1)) == ["up"]
    assert rig.at(REPEAT_DELAY + 0.01) == ["up"]
    assert rig.post(pygame.JOYHATMOTION, instance_id=3, hat=0, value=(0, 0)) == []
    assert rig.post(pygame.JOYHATMOTION, instance_id=3, hat=0, value=(-1, 0)) == ["left"]
    assert rig.post(pygame.JOYAXISMOTION, instance_id=3, axis=1, value=0.9) == ["down"]
    # its raw buttons are not read as a controller's
    assert rig.button(pygame.CONTROLLER_BUTTON_A, pad=3) == []


def test_the_pointer_hides_on_pad_use_and_shows_when_the_mouse_moves():
    rig = Rig()
    rig.button(pygame.CONTROLLER_BUTTON_A)
    rig.button(pygame.CONTROLLER_BUTTON_B)
    assert rig.pointer == [False]
    assert rig.post(pygame.MOUSEMOTION, pos=(3, 4), rel=(1, 1), buttons=(0, 0, 0)) is None
    assert rig.pointer == [False, True]
    rig.post(pygame.MOUSEMOTION, pos=(5, 4), rel=(1, 0), buttons=(0, 0, 0))
    assert rig.pointer == [False, True]


@pytest.mark.parametrize("name, family", [
    ("Xbox Series X Controller", "xbox"), ("PS4 Controller", "playstation"),
    ("Sony DualSense", "playstation"), ("Nintendo Switch Pro Controller", "nintendo"),
    ("Joy-Con (L/R)", "nintendo"), ("8BitDo SN30", "xbox"), ("", "xbox"),
])
def test_the_family_is_told_by_the_name(name, family):
    assert family_of(name) == family


def test_the_last_pad_used_sets_the_family():
    rig = Rig(names={0: ("Xbox 360 Controller", 1), 1: ("PS3 Controller", 2)})
    rig.post(pygame.CONTROLLERDEVICEADDED, device_index=0)
    rig.post(pygame.CONTROLLERDEVICEADDED, device_index=1)
    rig.button(pygame.CONTROLLER_BUTTON_A, pad=1)
    assert rig.pads.family == "xbox"
    rig.button(pygame.CONTROLLER_BUTTON_A, pad=2)
    assert rig.pads.family == "playstation"


def test_start_brings_up_joysticks_and_the_controller_support():
    from pygame._sdl2 import controller

    from game.engine.pad import is_controller
    if controller.get_init():
        controller.quit()
    pads = Pads(GameClock())
    assert not controller.get_init()
    pads.start()
    assert pads.started and pygame.joystick.get_init() and controller.get_init()
    assert not is_controller(99)


def test_a_device_that_is_not_there_is_neither_opened_nor_a_controller():
    from game.engine.pad import is_controller, open_device
    Pads(GameClock()).start()
    assert open_device(99, True) is None and open_device(99, False) is None
    assert not is_controller(99)
