"""Driving the game with a game pad alone in tests: controller events posted to the
event queue and handled by the real App, as a pad in a player's hands would send them.

`Pad(app)` presses buttons, tilts sticks and pulls triggers; `play_move` plays one move
of api.md notation at the table the way a pad player would: the right trigger (or the
left) steps the focus to the pile, the d-pad walks down to its top card and up to the
card moved, A picks up, the trigger steps to the target, A puts down; Y deals; in Wall,
A groups the waste cards an attack uses (when it uses fewer than all) and A on the
target attacks.
"""

import pygame

STEP = 1.0 / 60.0
PAD = 0


class Pad:
    def __init__(self, app, instance_id: int = PAD, draw: bool = False):
        self.app = app
        self.instance_id = instance_id
        self.draw = draw            # draw each frame (dialogs lay their buttons out then)
        app.start_pads()
        if draw:
            app.draw()

    def run(self) -> None:
        """Handle every event waiting, then one step of game time (and a frame)."""
        for event in pygame.event.get():
            self.app.handle_event(event)
        self.app.update(STEP)
        if self.draw:
            self.app.draw()

    def post(self, kind, **fields) -> None:
        pygame.event.post(pygame.event.Event(kind, instance_id=self.instance_id, **fields))
        self.run()

    def press(self, button) -> None:
        self.post(pygame.CONTROLLERBUTTONDOWN, button=button)
        self.post(pygame.CONTROLLERBUTTONUP, button=button)

    def tilt(self, axis, value) -> None:
        self.post(pygame.CONTROLLERAXISMOTION, axis=axis, value=value)

    def trigger(self, right: bool = True) -> None:
        axis = pygame.CONTROLLER_AXIS_TRIGGERRIGHT if right else \
            pygame.CONTROLLER_AXIS_TRIGGERLEFT
        self.tilt(axis, 32767)
        self.tilt(axis, 0)


A, B, X, Y = (pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B,
              pygame.CONTROLLER_BUTTON_X, pygame.CONTROLLER_BUTTON_Y)
UP, DOWN, LEFT, RIGHT = (pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN,
                         pygame.CONTROLLER_BUTTON_DPAD_LEFT,
                         pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
START, BACK = pygame.CONTROLLER_BUTTON_START, pygame.CONTROLLER_BUTTON_BACK


def step_to(pad, table, pile, right=True, limit=80) -> None:
    """Pull a trigger until the focus is on `pile`."""
    for _ in range(limit):
        if table.ui.focus.pile == pile and table.ui.focus.visible:
            return
        pad.trigger(right)
    raise AssertionError(f"the trigger never reached {pile}")


def play_move(pad, table, move: str, right: bool = True) -> None:
    """One move by pad (see the module docstring)."""
    if move == "deal":
        pad.press(Y)
        return
    parsed = table.board.rules.parse(move)
    if parsed[0] == "attack":
        wastes, target = parsed[1], parsed[2]
        full = [w for w in table.board.rules.pile_names
                if table.board.kind(w) == "waste" and table.board.pile_size(w)]
        if list(wastes) != full:
            for waste in wastes:
                step_to(pad, table, waste, right)
                pad.press(A)
            assert table.ui.marked == sorted(wastes)
        step_to(pad, table, target, right)
        pad.press(A)
        return
    _, src, count, dst = parsed
    step_to(pad, table, src, right)
    while table.ui.focus.index < table.board.pile_size(src) - 1:    # down to its top card
        pad.press(DOWN)
    for _ in range(count - 1):
        pad.press(UP)
    assert table.ui.focus.index == table.board.pile_size(src) - count, move
    pad.press(A)
    assert table.ui.selection == (src, count), move
    step_to(pad, table, dst, right)
    pad.press(A)
