"""The toolbar: layout in a row, clicks on release, disabled buttons, hover, tooltips."""

import pygame

from sprites.toolbar import Button, Toolbar


def make_toolbar():
    bar = Toolbar([Button("New", "new", tooltip="Deal a new game"),
                   Button("Undo", "undo"),
                   Button("Hint", "hint", enabled=False)])
    bar.layout(pygame.Rect(0, 0, 600, 40))
    return bar


def test_layout_places_buttons_in_a_row_inside_the_rect():
    bar = make_toolbar()
    rects = [b.rect for b in bar.buttons]
    for a, b in zip(rects, rects[1:]):
        assert a.right < b.left
    for r in rects:
        assert bar.rect.contains(r) and r.w > 0


def test_layout_fits_a_narrow_strip():
    bar = make_toolbar()
    bar.layout(pygame.Rect(10, 5, 120, 30))
    for b in bar.buttons:
        assert bar.rect.contains(b.rect)


def test_a_narrow_strip_shrinks_the_font_before_squeezing_the_buttons():
    bar = make_toolbar()
    roomy = bar.buttons[0].font_size
    bar.layout(pygame.Rect(0, 0, 160, 40))
    assert bar.buttons[0].font_size < roomy
    assert all(b.rect.w >= b.preferred_width(b.font_size) for b in bar.buttons)
    bar.layout(pygame.Rect(0, 0, 100, 40))               # the smallest font is too wide
    assert all(b.font_size == 8 for b in bar.buttons)
    assert all(b.rect.w < b.preferred_width(8) for b in bar.buttons)
    assert all(bar.rect.contains(b.rect) for b in bar.buttons)


def test_a_toggle_has_room_for_its_widest_label():
    speed = Button("Speed: fast", "speed", labels=("Speed: normal", "Speed: off"),
                   checked=False)
    width = speed.preferred_width(14)
    speed.label = "Speed: normal"
    assert speed.preferred_width(14) == width
    assert speed.text().startswith("☐ ")
    speed.checked = True
    assert speed.text() == "☑ Speed: normal"


def test_button_hit():
    b = Button("Go", "go")
    b.rect = pygame.Rect(10, 10, 50, 20)
    assert b.hit((10, 10)) and b.hit((59, 29))
    assert not b.hit((60, 10)) and not b.hit((9, 15))


def test_click_fires_on_release_over_the_same_button(ev):
    bar = make_toolbar()
    new = bar.button("new")
    assert bar.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=new.rect.center, button=1)) is None
    assert new.pressed and new.state == "pressed"
    assert bar.handle_event(ev(pygame.MOUSEBUTTONUP, pos=new.rect.center, button=1)) == "new"
    assert not new.pressed


def test_release_elsewhere_or_on_another_button_does_not_fire(ev):
    bar = make_toolbar()
    new, undo = bar.button("new").rect.center, bar.button("undo").rect.center
    bar.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=new, button=1))
    assert bar.handle_event(ev(pygame.MOUSEBUTTONUP, pos=undo, button=1)) is None
    bar.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=new, button=1))
    assert bar.handle_event(ev(pygame.MOUSEBUTTONUP, pos=(590, 500), button=1)) is None
    # A release without a press on a button does nothing either.
    assert bar.handle_event(ev(pygame.MOUSEBUTTONUP, pos=undo, button=1)) is None


def test_leaving_the_window_drops_the_press(ev):
    bar = make_toolbar()
    new = bar.button("new")
    bar.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=new.rect.center, button=1))
    bar.handle_event(ev(pygame.WINDOWLEAVE))
    assert not new.pressed and not new.hovered
    assert bar.handle_event(ev(pygame.MOUSEBUTTONUP, pos=new.rect.center, button=1)) is None


def test_disabled_and_right_button_do_not_fire(ev):
    bar = make_toolbar()
    hint = bar.button("hint").rect.center
    bar.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=hint, button=1))
    assert bar.handle_event(ev(pygame.MOUSEBUTTONUP, pos=hint, button=1)) is None
    new = bar.button("new").rect.center
    bar.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=new, button=3))
    assert bar.handle_event(ev(pygame.MOUSEBUTTONUP, pos=new, button=3)) is None
    bar.set_enabled("hint", True)
    bar.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=hint, button=1))
    assert bar.handle_event(ev(pygame.MOUSEBUTTONUP, pos=hint, button=1)) == "hint"


def test_hover_and_draw_states(ev):
    bar = make_toolbar()
    surf = pygame.Surface((600, 120), pygame.SRCALPHA)
    new = bar.button("new")
    bar.handle_event(ev(pygame.MOUSEMOTION, pos=new.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert new.hovered and new.state == "hover"
    bar.draw(surf, now=0.0)            # the tooltip waits for the delay
    assert surf.get_bounding_rect().bottom <= bar.rect.bottom
    bar.draw(surf, now=1.0)            # then shows under the button
    assert surf.get_bounding_rect().bottom > bar.rect.bottom
    bar.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=new.rect.center, button=1))
    assert new.state == "pressed"
    assert bar.button("hint").state == "disabled"
    bar.draw(surf)


def test_action_is_an_alias_of_action_id():
    assert Button("Deal", "deal").action == "deal"
