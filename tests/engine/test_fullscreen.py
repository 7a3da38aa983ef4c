"""Fullscreen first: the command line and the settings decide how the game opens, F11
and Alt+Enter toggle and the choice is remembered; high-DPI screens (issue 14)."""

import types

import pygame
import pytest

from game import cli
from game.engine import high_dpi
from game.store.settings import load_settings


def _key(key, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod)


@pytest.mark.parametrize("argv, fullscreen", [
    ([], None),                                     # as the settings say
    (["--windowed"], False),
    (["--fullscreen"], True),
    (["--size", "1024x600"], False),                # a size asks for a window
    (["--fullscreen", "--size", "1024x600"], True),  # the size is for leaving it
])
def test_the_command_line_says_fullscreen_window_or_as_last_chosen(argv, fullscreen):
    assert cli.parse_options(argv).fullscreen is fullscreen


def test_without_an_option_the_game_opens_fullscreen_then_as_last_left(make_app):
    first = make_app(fullscreen=None)
    assert first.fullscreen
    assert first.screen.get_size() == tuple(pygame.display.get_desktop_sizes()[0])
    first.handle_event(_key(pygame.K_F11))          # the player leaves fullscreen
    assert not first.fullscreen and not load_settings().fullscreen
    first.close()
    assert not make_app(fullscreen=None).fullscreen
    assert make_app(fullscreen=True).fullscreen     # the command line wins
    assert not load_settings().fullscreen           # and is not remembered


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_KP_ENTER])
def test_alt_enter_toggles_like_f11_and_plain_enter_does_not(make_app, key):
    app = make_app()
    app.show_chooser()
    app.handle_event(_key(key))
    assert not app.fullscreen
    app.handle_event(_key(key, pygame.KMOD_LALT))
    assert app.fullscreen and load_settings().fullscreen
    app.handle_event(_key(key, pygame.KMOD_RALT))
    assert not app.fullscreen and app.screen.get_size() == (1280, 720)
    assert not load_settings().fullscreen


class _FakeCtypes:
    """ctypes.windll with shcore and user32 that record the calls made."""

    def __init__(self, shcore=True):
        self.calls = []
        record = lambda name: lambda *args: self.calls.append((name, args))  # noqa: E731
        user32 = types.SimpleNamespace(SetProcessDPIAware=record("user32"))
        self.windll = types.SimpleNamespace(user32=user32)
        if shcore:
            self.windll.shcore = types.SimpleNamespace(
                SetProcessDpiAwareness=record("shcore"))


def test_windows_is_told_the_game_is_dpi_aware_per_monitor():
    fake = _FakeCtypes()
    assert high_dpi.declare_dpi_awareness("win32", fake)
    assert fake.calls == [("shcore", (2,))]


def test_older_windows_gets_the_system_wide_declaration():
    fake = _FakeCtypes(shcore=False)
    assert high_dpi.declare_dpi_awareness("win32", fake)
    assert fake.calls == [("user32", ())]


@pytest.mark.parametrize("platform", ["linux", "darwin"])
def test_no_declaration_elsewhere(platform):
    fake = _FakeCtypes()
    assert not high_dpi.declare_dpi_awareness(platform, fake)
    assert fake.calls == []


def test_the_app_declares_before_the_window_opens(make_app, monkeypatch):
    seen = []
    monkeypatch.setattr("game.engine.display_open.declare_dpi_awareness",
                        lambda: seen.append(pygame.display.get_surface()))
    make_app()
    assert seen == [None]


def test_mouse_positions_are_scaled_to_the_drawable_pixels(make_app, monkeypatch):
    """A Retina-style window: 640x360 units holding the 1280x720 drawable."""
    app = make_app()
    monkeypatch.setattr(pygame.display, "get_window_size", lambda: (640, 360))
    app.handle_event(pygame.event.Event(pygame.WINDOWSIZECHANGED))
    assert app.pixel_ratio == (2.0, 2.0)
    seen = []
    monkeypatch.setattr(app.manager, "handle_event", lambda e: seen.append(e) or True)
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 100), button=1))
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 20), rel=(1, -2),
                                        buttons=(1, 0, 0)))
    app.handle_event(_key(pygame.K_a))
    assert seen[0].pos == (600, 200) and seen[0].button == 1
    assert seen[1].pos == (20, 40) and seen[1].rel == (2, -4)
    assert seen[2].key == pygame.K_a


def test_where_window_and_drawable_agree_events_pass_untouched(app):
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(3, 4), button=1)
    assert app.pixel_ratio == (1.0, 1.0)
    assert high_dpi.to_pixels(event, app.pixel_ratio) is event


def test_the_keys_page_gives_both_full_screen_keys(app):
    from game.scenes.common.commands import keys_rows
    from tests.scenes.table_helpers import open_table
    rows = keys_rows(open_table(app, "maze", 1))
    assert ("key", "F11 or Alt+Enter", "Full screen on or off") in rows


def test_a_window_nobody_sized_fits_a_small_screen(monkeypatch, tmp_path):
    """No --size: the 1280x720 window is made smaller on a 1024x600 screen (it would hang
    off it), when the game opens windowed and when the player leaves fullscreen; a size
    asked for is kept."""
    from game.app import App, Options
    monkeypatch.setenv("AISLE_FIVE_DATA", str(tmp_path))
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 600)])
    for fullscreen in (False, True):
        app = App(Options(size=None, fullscreen=fullscreen))
        try:
            if fullscreen:
                app.handle_event(_key(pygame.K_F11))
            assert not app.fullscreen
            assert pygame.display.get_window_size() == (921, 540)
        finally:
            app.close()
    app = App(Options(size=(1280, 720), fullscreen=False))
    try:
        assert pygame.display.get_window_size() == (1280, 720), "a size asked for is kept"
    finally:
        app.close()
