"""The toolbar shows what its toggles are set to (issue 11, item 18).

Click-to-move, Winnable, Animation and a Sound button each show their state on the button
(a checked box and a lit look, or "Animation: Fast"), keep their tooltips, and the table's
cached layer is redrawn when one changes; the animation setting is said the same way on
the toolbar, its tooltip, the Keys page, the settings screen and the message it gives.
"""

import pygame
import pytest

from game.scenes.common import commands
from tests.scenes.table_helpers import key, open_table, post

TOGGLES = {"clickmode": "Click", "winnable": "Winnable", "mute": "Sound", "speed": "Animation"}


def button_pixels(app, table, action):
    """What the player sees of the button: the whole screen drawn, then its rect."""
    app.manager.draw(app.screen)
    rect = table.toolbar.button(action).rect
    return pygame.image.tobytes(app.screen.subsurface(rect), "RGB")


def test_every_toggle_and_a_sound_button_are_on_the_toolbar_with_tooltips(app):
    table = open_table(app, "forty-thieves", 5)
    for action in TOGGLES:
        button = table.toolbar.button(action)
        assert button is not None, f"no {TOGGLES[action]} button"
        assert button.tooltip and button.rect.w > 0
        assert table.toolbar.rect.contains(button.rect)


@pytest.mark.parametrize("action,press", [
    ("clickmode", None),
    ("winnable", (pygame.K_w, 0)),
    ("mute", (pygame.K_m, 0)),
    ("speed", (pygame.K_a, 0)),
])
def test_a_toggle_shows_its_new_state_at_once(app, action, press):
    table = open_table(app, "whitehead", 5)
    before = button_pixels(app, table, action)
    text_before = table.toolbar.button(action).text()
    if press is None:
        table.play.command(commands.by_id(action))
    else:
        post(app, [key(*press)])
    changed = button_pixels(app, table, action) != before
    assert changed, f"the {TOGGLES[action]} button looks the same after a change"
    assert table.toolbar.button(action).text() != text_before


def test_toggle_buttons_say_what_they_are_set_to(app):
    settings = app.settings
    settings.animation, settings.muted = "fast", True
    settings.winnable_only, settings.click_to_move = True, False
    table = open_table(app, "maze", 5)
    app.manager.draw(app.screen)
    bar = table.toolbar
    assert bar.button("speed").text() == "Animation: Fast"
    assert bar.button("winnable").checked is True
    assert bar.button("mute").checked is False
    assert bar.button("clickmode").checked is False


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_every_label_fits_its_button_in_the_smallest_windows(make_app, size):
    from sprites.fonts import font
    app = make_app(size)
    table = open_table(app, "doublets", 5)
    for speed in ("normal", "fast", "off"):
        app.settings.animation = speed
        app.manager.draw(app.screen)
        for button in table.toolbar.buttons:
            assert font(button.font_size).size(button.text())[0] <= button.rect.w, \
                (button.text(), size)


def test_the_animation_setting_is_said_one_way_everywhere(app):
    """(The toolbar said "Speed: fast", the settings screen "Animation speed" and "Fast",
    the message "Animation: fast".)"""
    from game.scenes.common.commands import SETTINGS, keys_rows
    from game.scenes.settings_rows import BY_NAME
    table = open_table(app, "whitehead", 5)
    names = [speed.capitalize() for speed in ("normal", "fast", "off")]
    row = BY_NAME["animation"]
    assert row.label == "Animation" and [c.capitalize() for c in row.choices] == names
    button = table.toolbar.button("speed")
    for speed, name in zip(("normal", "fast", "off"), names):
        app.settings.animation = speed
        app.manager.draw(app.screen)
        assert button.text() == f"Animation: {name}"
    assert button.tooltip == "Animation: Normal, Fast or Off (A)"
    assert ("key", "A", "Animation: Normal, Fast or Off") in keys_rows(table)
    app.settings.animation = "normal"
    post(app, [key(pygame.K_a, 0)])
    app.update(1 / 60)
    assert table.voice.toast.text == "Animation: Fast"
    said = " ".join([button.tooltip, table.voice.toast.text, SETTINGS.what])
    assert "speed" not in said.lower()
