"""Speech in the app (issue 30): off by default, on with --speech or Ctrl+Alt+S on any
screen (said by speech itself, kept in the settings), the game's name said before any
scene, and the announcer in the scenes' services."""

import pygame

from game.cli import parse_options
from game.scenes.settings import open_settings
from game.store.settings import load_settings
from tests.conftest import heard, spoken


def ctrl_alt_s():
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, unicode="s", scancode=0,
                              mod=pygame.KMOD_LCTRL | pygame.KMOD_LALT)


def test_speech_is_off_by_default_and_says_nothing(make_app):
    app = make_app()
    app.show_chooser()
    app.services.speech.say("tableau 1", "focus")
    assert spoken(app) == [] and not app.services.speech.enabled


def test_with_speech_the_game_says_its_name_before_any_scene(make_app):
    app = make_app(speech=True)
    assert not app.manager.scenes
    assert heard(app) == ["Aisle Five"]
    assert app.services.speech is app.speech


def test_the_command_line_asks_for_speech():
    assert parse_options(["--speech"]).speech is True
    assert parse_options([]).speech is False


def test_ctrl_alt_s_turns_speech_on_and_off_on_every_screen_and_keeps_it(make_app):
    app = make_app()
    app.show_chooser()
    assert app.handle_event(ctrl_alt_s())
    assert app.speech.enabled and load_settings().speech is True
    open_settings(app.services)
    app.handle_event(ctrl_alt_s())
    assert not app.speech.enabled and load_settings().speech is False
    assert heard(app) == ["Speech on", "Speech off"]


def test_speech_kept_on_in_the_settings_is_on_at_the_next_start(make_app):
    app = make_app()
    app.handle_event(ctrl_alt_s())
    again = make_app()
    assert again.speech.enabled and heard(again) == ["Aisle Five"]


def test_the_speech_settings_reach_the_announcer(make_app):
    app = make_app()
    app.settings.speech_verbosity, app.settings.speech_rate = "full", "fast"
    app.save_settings()
    again = make_app()
    assert again.speech.verbosity == "full" and again.speech.rate == 1.4
