"""HUD widgets: buttons and toolbar clicks, status bar, toast timing, text, digit input."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from sprites.fonts import font  # noqa: E402
from sprites.widgets import (Button, Panel, StatusBar, TextInput, Toast,  # noqa: E402
                             Toolbar, draw_panel, draw_text, fit_text, format_time,
                             wrap_text)


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


def ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def make_toolbar():
    bar = Toolbar([Button("New", "new", "✚", "Deal a new game"),
                   Button("Undo", "undo", "↶"),
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


def test_button_hit():
    b = Button("Go", "go")
    b.rect = pygame.Rect(10, 10, 50, 20)
    assert b.hit((10, 10)) and b.hit((59, 29))
    assert not b.hit((60, 10)) and not b.hit((9, 15))


def test_click_fires_on_release_over_the_same_button():
    bar = make_toolbar()
    new = bar.button("new").rect.center
    assert bar.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=new, button=1)) is None
    assert bar.capturing
    assert bar.handle_event(ev(pygame.MOUSEBUTTONUP, pos=new, button=1)) == "new"
    assert not bar.capturing


def test_release_elsewhere_or_on_another_button_does_not_fire():
    bar = make_toolbar()
    new, undo = bar.button("new").rect.center, bar.button("undo").rect.center
    bar.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=new, button=1))
    assert bar.handle_event(ev(pygame.MOUSEBUTTONUP, pos=undo, button=1)) is None
    bar.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=new, button=1))
    assert bar.handle_event(ev(pygame.MOUSEBUTTONUP, pos=(590, 500), button=1)) is None
    # A release without a press on a button does nothing either.
    assert bar.handle_event(ev(pygame.MOUSEBUTTONUP, pos=undo, button=1)) is None


def test_disabled_and_right_button_do_not_fire():
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


def test_hover_and_draw_states():
    bar = make_toolbar()
    surf = pygame.Surface((600, 120), pygame.SRCALPHA)
    new = bar.button("new")
    bar.handle_event(ev(pygame.MOUSEMOTION, pos=new.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert new.hovered and new.state == "hover"
    bar.draw(surf, now=0.0)            # tooltip waits for the delay
    bar.draw(surf, now=1.0)            # then shows; must not raise
    bar.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=new.rect.center, button=1))
    assert new.state == "pressed"
    assert bar.button("hint").state == "disabled"
    bar.draw(surf)


def test_status_bar_fields_and_draw():
    bar = StatusBar()
    bar.set_game("Forty Thieves", 12345, "Stock: 64", score=120, seconds=125)
    assert "Forty Thieves" in bar.left and "Game #12345" in bar.left
    assert bar.centre == "Stock: 64"
    assert "120" in bar.right and "2:05" in bar.right
    surf = pygame.Surface((800, 30), pygame.SRCALPHA)
    bar.draw(surf, surf.get_rect())
    assert surf.get_bounding_rect().w > 0
    # A strip too narrow for everything still draws without error.
    bar.draw(pygame.Surface((150, 20), pygame.SRCALPHA), pygame.Rect(0, 0, 150, 20))


def test_status_bar_draw_takes_the_texts():
    bar = StatusBar()
    surf = pygame.Surface((600, 24), pygame.SRCALPHA)
    bar.draw(surf, surf.get_rect(), "Maze  ·  Game #7", "Moves: 3", "1:05")
    assert (bar.left, bar.centre, bar.right) == ("Maze  ·  Game #7", "Moves: 3", "1:05")


def test_aliases():
    assert Button("Deal", "deal").action == "deal"
    box = TextInput(max_length=3)
    box.handle_event(ev(pygame.TEXTINPUT, text="12345"))
    assert box.text == "123"


def test_format_time():
    assert format_time(0) == "0:00"
    assert format_time(59.9) == "0:59"
    assert format_time(3725) == "1:02:05"


def test_toast_expires_on_the_game_clock_and_fades():
    toast = Toast(duration=2.0, fade=0.5)
    assert not toast.active(0.0)
    toast.show("Hint: move 7♥ onto 8♠", now=10.0)
    assert toast.active(10.0) and toast.active(11.9)
    assert toast.alpha(11.0) == 255
    assert 0 < toast.alpha(11.75) < 255
    assert not toast.active(12.0) and toast.alpha(12.5) == 0
    surf = pygame.Surface((640, 480), pygame.SRCALPHA)
    toast.show("hello", now=0.0)
    toast.draw(surf, 1.0)
    assert surf.get_bounding_rect().w > 0
    blank = pygame.Surface((640, 480), pygame.SRCALPHA)
    toast.draw(blank, 5.0)
    assert blank.get_bounding_rect().w == 0


def test_wrap_text_fits_width():
    f = font(16)
    text = ("Build down in alternate colours. A supercalifragilisticexpialidocious "
            "word is cut.\n\nNew paragraph here.")
    for width in (60, 120, 300):
        lines = wrap_text(text, f, width)
        assert all(f.size(line)[0] <= width for line in lines)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "").replace("\n", "")
    assert "" in wrap_text(text, f, 300)      # the blank line between paragraphs stays


def test_fit_text_adds_an_ellipsis():
    f = font(16)
    cut = fit_text("A rather long status message", f, 80)
    assert cut.endswith("…") and f.size(cut)[0] <= 80
    assert fit_text("ok", f, 80) == "ok"


def test_draw_text_anchor_and_panels():
    surf = pygame.Surface((300, 200), pygame.SRCALPHA)
    r = draw_text(surf, "Hello ♠", (150, 100), 20, (255, 255, 255), anchor="center", bold=True)
    assert abs(r.centerx - 150) <= 1 and abs(r.centery - 100) <= 1
    r = draw_text(surf, "x", (290, 190), 12, (255, 255, 255), anchor="bottomright")
    assert r.bottomright == (290, 190)
    draw_panel(surf, pygame.Rect(10, 10, 100, 60))
    assert surf.get_at((60, 40)).a > 100
    content = Panel(pygame.Rect(0, 0, 300, 200), title="Statistics").draw(surf)
    assert surf.get_rect().contains(content)


def test_text_input_digits_only_and_enter_returns_value():
    box = TextInput(max_digits=6)
    assert box.handle_event(ev(pygame.TEXTINPUT, text="12a")) is None
    assert box.text == "12" and box.rejected
    box.handle_event(ev(pygame.TEXTINPUT, text="3"))
    box.handle_event(ev(pygame.TEXTINPUT, text="-"))
    assert box.text == "123"
    box.handle_event(ev(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    assert box.text == "12"
    box.handle_event(ev(pygame.TEXTINPUT, text="98765"))
    assert box.text == "129876"            # capped at max_digits
    assert box.handle_event(ev(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                               unicode="\r")) == 129876
    empty = TextInput()
    assert empty.handle_event(ev(pygame.KEYDOWN, key=pygame.K_KP_ENTER, mod=0,
                                 unicode="")) is None
    surf = pygame.Surface((200, 40), pygame.SRCALPHA)
    box.draw(surf, surf.get_rect(), now=0.0)
    TextInput(placeholder="Game number").draw(surf, surf.get_rect(), now=0.7)


def test_text_and_shape_caches_are_capped_in_entries_and_bytes():
    """Text and panels drawn at every size of a drag-resize: the caches keep the latest
    within their caps (a 4K help page is tens of MiB of text surfaces)."""
    from sprites import widgets
    from sprites.widgets import render_text, rounded_surface
    for size in range(12, 112):
        render_text("A long line of the rules, as the help overlay shows it, " * 2, size)
        rounded_surface((200 + 20 * size, 100 + 10 * size), (16, 22, 28, 218), 12)
    for cache in (widgets._TEXT_CACHE, widgets._SHAPE_CACHE):
        assert len(cache) <= cache.max_entries
        assert cache.nbytes <= cache.max_bytes <= 32 * 2**20
    line = render_text("the newest line stays", 111)
    assert render_text("the newest line stays", 111) is line
