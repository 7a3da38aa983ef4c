"""Pads plugged in and pulled out mid-game, through the real App: a toast says so (the
table's own, or over a screen with no table), an unmapped joystick plays with its hat
and first buttons, and the pointer hides while a pad is used."""

import pygame

from game.engine.pad import CONNECTED, REMOVED, Device
from tests.scenes.pad_driver import Pad

SEED = 3381121285       # a Doublets deal of the winnable catalogue


class FakeHandle:
    def __init__(self):
        self.closed = False

    def quit(self):
        self.closed = True


def fake_devices(app, devices, mapped=()):
    """SDL's device list as the test says: index -> (name, instance id)."""
    handles = {}

    def opener(index, controller):
        if index not in devices:
            return None
        name, instance = devices[index]
        handles[instance] = FakeHandle()
        kind = "controller" if controller else "joystick"
        return Device(instance, name, kind, handles[instance])

    pads = app.pad_input.pads
    pads.opener = opener
    pads.mapped = lambda index: index in mapped
    return handles


def post(pad, kind, **fields):
    pygame.event.post(pygame.event.Event(kind, **fields))
    pad.run()


def test_a_pad_connected_and_removed_mid_game_is_said_on_the_table(make_app):
    app = make_app()
    table = app.start_game("doublets", SEED)
    table.motion.finish()
    pad = Pad(app, instance_id=4)
    handles = fake_devices(app, {0: ("Xbox Series X Controller", 4)}, mapped={0})
    post(pad, pygame.JOYDEVICEADDED, device_index=0)          # SDL sends both
    post(pad, pygame.CONTROLLERDEVICEADDED, device_index=0)
    assert table.voice.toast.text == CONNECTED.format(name="Xbox Series X Controller")
    assert table.voice.toast.active(app.clock.now)
    pad.press(pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert table.ui.focus.visible
    post(pad, pygame.CONTROLLERDEVICEREMOVED, instance_id=4)
    post(pad, pygame.JOYDEVICEREMOVED, instance_id=4)
    assert table.voice.toast.text == REMOVED.format(name="Xbox Series X Controller")
    assert handles[4].closed and app.pad_input.pads.devices == {}


def test_on_a_screen_with_no_table_the_toast_is_drawn_over_it(make_app):
    app = make_app()
    app.show_chooser()
    pad = Pad(app, draw=True)
    fake_devices(app, {1: ("PS4 Controller", 9)})
    before = app.screen.copy()
    post(pad, pygame.CONTROLLERDEVICEADDED, device_index=1)
    toast = app.pad_input.toast
    assert toast.text == CONNECTED.format(name="PS4 Controller")
    assert app.is_busy()                # it fades: frames go on
    pad.run()
    box = toast.rect
    assert box is not None and box.w > 0
    assert any(before.get_at(p) != app.screen.get_at(p)
               for p in ((box.centerx, box.centery), (box.x + 4, box.centery)))
    for _ in range(int(4 / (1 / 60))):  # gone after its seconds, the screen redrawn
        pad.run()
    assert not app.is_busy()
    assert not app.pad_input.toast.active(app.clock.now)


def test_an_unmapped_joystick_plays_with_its_hat_and_first_buttons(make_app):
    app = make_app()
    table = app.start_game("doublets", SEED)
    table.motion.finish()
    pad = Pad(app, instance_id=6)
    fake_devices(app, {2: ("Generic USB Gamepad", 6)})
    post(pad, pygame.JOYDEVICEADDED, device_index=2)
    assert app.pad_input.pads.devices[6].kind == "joystick"
    stock = table.board.pile_size("stock")
    post(pad, pygame.JOYBUTTONDOWN, instance_id=6, button=3)     # Y: deal
    post(pad, pygame.JOYBUTTONUP, instance_id=6, button=3)
    assert table.board.pile_size("stock") == stock - 1
    post(pad, pygame.JOYHATMOTION, instance_id=6, hat=0, value=(1, 0))
    post(pad, pygame.JOYHATMOTION, instance_id=6, hat=0, value=(0, 0))
    focus = table.ui.focus
    assert focus.visible
    post(pad, pygame.JOYHATMOTION, instance_id=6, hat=0, value=(-1, 0))
    post(pad, pygame.JOYHATMOTION, instance_id=6, hat=0, value=(0, 0))
    assert table.ui.focus.pile != focus.pile
    # the hat walks the focus like the d-pad: right along the row until a card that
    # can move, then button 0 (A) picks it up and button 1 (B) lets it go
    rules = table.board.rules
    sources = {rules.parse(m)[1] for m in rules.legal_moves(table.board.state) if m != "deal"}
    for _ in range(12):
        if table.ui.focus.pile in sources:
            break
        post(pad, pygame.JOYHATMOTION, instance_id=6, hat=0, value=(1, 0))
        post(pad, pygame.JOYHATMOTION, instance_id=6, hat=0, value=(0, 0))
    src = table.ui.focus.pile
    assert src in sources
    post(pad, pygame.JOYBUTTONDOWN, instance_id=6, button=0)      # A: pick up
    assert table.ui.selection == (src, 1)
    post(pad, pygame.JOYBUTTONDOWN, instance_id=6, button=1)      # B: let go
    assert table.ui.selection is None
    post(pad, pygame.JOYBUTTONDOWN, instance_id=6, button=2)      # X: a hint
    assert table.ui.hint_text


def test_the_pointer_hides_while_the_pad_is_used_and_shows_on_mouse_motion(make_app):
    app = make_app()
    table = app.start_game("doublets", SEED)
    table.motion.finish()
    pad = Pad(app)
    assert pygame.mouse.get_visible()
    pad.press(pygame.CONTROLLER_BUTTON_DPAD_LEFT)
    assert not pygame.mouse.get_visible()
    post(pad, pygame.MOUSEMOTION, pos=(50, 300), rel=(3, 0), buttons=(0, 0, 0))
    assert pygame.mouse.get_visible()


def test_the_keys_page_shows_the_glyphs_of_the_pad_used_last(make_app):
    from game.scenes.pages import KeysOverlay
    app = make_app()
    table = app.start_game("doublets", SEED)
    table.motion.finish()
    pad = Pad(app, instance_id=5, draw=True)
    fake_devices(app, {0: ("Sony DualSense", 5)})
    post(pad, pygame.CONTROLLERDEVICEADDED, device_index=0)
    pad.press(pygame.CONTROLLER_BUTTON_BACK)
    page = app.manager.top
    assert isinstance(page, KeysOverlay)
    pad_rows = [row for row in page.rows if row[0] == "pad"]
    assert pad_rows and all(row[1][0] == "playstation" for row in pad_rows)
    assert ("head", "CONTROLLER") in page.rows
    glyphs = [line for line in page.lines if line[2] == "pad"]
    assert len(glyphs) == len(pad_rows)
