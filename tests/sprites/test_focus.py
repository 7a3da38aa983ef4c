"""The keyboard's focus among buttons: Tab round, arrows by where the buttons stand,
greyed ones skipped, Enter and Space on the focused one, the pointer moving it, a ring
drawn round it."""

import pygame

from sprites.focus import FocusRing, Stop, draw_focus_ring
from sprites.palette import ACCENT
from sprites.text_input import TextInput
from sprites.toolbar import Button


def row(*actions, y=100, enabled=()):
    buttons = []
    for number, action in enumerate(actions):
        button = Button(action.title(), action, enabled=action not in enabled)
        button.rect = pygame.Rect(20 + number * 120, y, 100, 40)
        buttons.append(button)
    return buttons


def down(key, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")


def test_tab_goes_round_and_arrows_stop_at_the_edge():
    buttons = row("new", "replay", "export", "menu")
    ring = FocusRing(buttons)
    assert ring.current is buttons[0]
    assert ring.handle_key(down(pygame.K_LEFT)) is True and ring.current is buttons[0]
    ring.handle_key(down(pygame.K_RIGHT))
    assert ring.current is buttons[1]
    for _ in range(3):
        ring.handle_key(down(pygame.K_TAB))
    assert ring.current is buttons[0]                       # round to the first
    ring.handle_key(down(pygame.K_TAB, pygame.KMOD_LSHIFT))
    assert ring.current is buttons[3]
    ring.handle_key(down(pygame.K_RIGHT))
    assert ring.current is buttons[3]
    assert ring.handle_key(down(pygame.K_UP)) is True and ring.current is buttons[3]


def test_greyed_buttons_are_skipped_and_the_first_wanted_action_starts():
    buttons = row("go", "export", "close", enabled=("export",))
    ring = FocusRing(buttons, first=("missing", "close"))
    assert ring.current is buttons[2]
    ring.handle_key(down(pygame.K_LEFT))
    assert ring.current is buttons[0]                       # over the greyed one
    ring.handle_key(down(pygame.K_TAB))
    assert ring.current is buttons[2]


def test_enter_keypad_enter_and_space_give_the_focused_action():
    buttons = row("undo", "restart", "new")
    ring = FocusRing(buttons)
    ring.handle_key(down(pygame.K_RIGHT))
    for key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        assert ring.handle_key(down(key)) == "restart"
    assert ring.handle_key(down(pygame.K_a)) is None
    buttons[1].enabled = False                      # greyed under the focus: it stays,
    assert ring.current is buttons[1]               # Enter does nothing there
    assert ring.handle_key(down(pygame.K_RETURN)) is None
    ring.handle_key(down(pygame.K_TAB))             # and Tab goes on from where it is
    assert ring.current is buttons[2]


def test_up_and_down_go_between_a_field_and_the_buttons_under_it():
    field = TextInput()
    field.rect = pygame.Rect(20, 40, 340, 40)
    buttons = row("go", "close")
    ring = FocusRing([field] + buttons)
    assert ring.current is field
    assert ring.handle_key(down(pygame.K_RETURN)) is None      # the field's own key
    ring.handle_key(down(pygame.K_DOWN))
    assert ring.current is buttons[0]
    ring.handle_key(down(pygame.K_RIGHT))
    ring.handle_key(down(pygame.K_UP))
    assert ring.current is field


def test_a_column_moves_with_up_and_down():
    stack = [Button(a, a) for a in ("stats", "save", "records")]
    for number, button in enumerate(stack):
        button.rect = pygame.Rect(20, 20 + number * 50, 300, 40)
    ring = FocusRing(stack)
    ring.handle_key(down(pygame.K_DOWN))
    ring.handle_key(down(pygame.K_DOWN))
    assert ring.current is stack[2]
    ring.handle_key(down(pygame.K_UP))
    assert ring.current is stack[1]


def test_buttons_made_anew_keep_the_focus_on_their_action():
    made = [row("previous", "next", "close")]
    ring = FocusRing(lambda: made[0])
    ring.handle_key(down(pygame.K_TAB))
    made[0] = row("previous", "next", "close")
    assert ring.current is made[0][1]
    made[0] = row("previous", "close")
    assert ring.current is made[0][0]               # gone: the first one again


def test_the_pointer_moves_the_focus_but_never_off_a_text_field():
    buttons = row("go", "close")
    ring = FocusRing(buttons)

    def move(pos, rel=(1, 1)):
        return ring.follow_pointer(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel))

    assert not move(buttons[1].rect.center, rel=(0, 0))        # the pointer came in
    assert move(buttons[1].rect.center) and ring.current is buttons[1]
    assert not move((5, 5)) and ring.current is buttons[1]     # off: it stays
    field = TextInput()
    ring = FocusRing([field] + buttons)
    assert not move(buttons[1].rect.center) and ring.current is field


def test_a_stop_that_is_no_button_takes_the_focus_and_its_action():
    stops = [Stop("play")] + row("statistics", "settings")
    ring = FocusRing(stops)
    ring.mark()
    assert [stop.focused for stop in stops] == [True, False, False]
    assert ring.handle_key(down(pygame.K_RETURN)) == "play"
    ring.handle_key(down(pygame.K_TAB))
    ring.mark()
    assert [stop.focused for stop in stops] == [False, True, False]


def test_the_focused_button_is_drawn_with_a_ring_round_it():
    surf = pygame.Surface((400, 200))
    buttons = row("go", "close", y=80)
    ring = FocusRing(buttons)
    ring.handle_key(down(pygame.K_RIGHT))
    ring.mark()
    for button in buttons:
        button.draw(surf)
    gold = [b for b in buttons
            if surf.get_at((b.rect.centerx, b.rect.top - 5))[:3] == ACCENT]
    assert gold == [buttons[1]]
    plain = pygame.Surface((60, 60))
    draw_focus_ring(plain, pygame.Rect(20, 20, 20, 20))
    assert plain.get_at((30, 30))[:3] == (0, 0, 0)             # the inside untouched
