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


def test_altgr_s_types_its_letter_and_leaves_speech_alone(make_app):
    app = make_app()
    polish_s = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, unicode="ś", scancode=0,
                                  mod=pygame.KMOD_LCTRL | pygame.KMOD_RALT)
    app.show_chooser()
    app.handle_event(polish_s)
    assert not app.speech.enabled and heard(app) == []


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


# ----- the speech settings --------------------------------------------------------------
def key(code, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)


def send(app, *events):
    for event in events:
        app.handle_event(event)


def open_speech_page(app):
    """Settings, then its Speech button by keyboard: Down from the last row to Back,
    Right to Speech, Enter."""
    from game.scenes.settings import SettingsScene
    app.show_chooser()
    screen = open_settings(app.services)
    screen.set_focus(screen.back_index)
    send(app, key(pygame.K_RIGHT), key(pygame.K_RETURN))
    page = app.manager.top
    assert isinstance(page, SettingsScene) and page is not screen
    assert [row.name for row in page.entries] == ["speech", "speech_verbosity",
                                                  "speech_rate"]
    return page


def test_settings_speech_turns_speech_on_said_aloud_and_kept(make_app):
    app = make_app()
    page = open_speech_page(app)
    send(app, key(pygame.K_SPACE))                      # the Speech switch
    assert app.speech.enabled and load_settings().speech is True
    assert heard(app)[0] == "Speech on"                 # said first, then the row anew
    send(app, key(pygame.K_SPACE))
    assert not app.speech.enabled and heard(app)[-1] == "Speech off"    # said last
    assert page.title == "Speech"


def test_settings_speech_sets_the_rate_and_verbosity_at_once(make_app):
    app = make_app(speech=True)
    page = open_speech_page(app)
    send(app, key(pygame.K_DOWN), key(pygame.K_LEFT))   # verbosity: normal -> brief
    assert app.speech.verbosity == "brief" == load_settings().speech_verbosity
    send(app, key(pygame.K_DOWN), key(pygame.K_RIGHT), key(pygame.K_RIGHT))
    assert app.speech.rate == 2.0 and load_settings().speech_rate == "fastest"
    assert page.focus == 2


def test_the_speech_settings_fit_a_small_screen(make_app):
    app = make_app((1024, 600))
    page = open_speech_page(app)
    app.manager.draw(app.screen)
    whole = app.screen.get_rect()
    assert all(whole.contains(rect) for rect, _, _ in page.targets)
    assert whole.contains(page.back.rect) and page.rows[0].h >= 40


def test_a_wrong_speech_value_in_settings_json_is_set_aside(data_dir):
    import json

    from game.store.settings import load_settings as load
    (data_dir / "settings.json").write_text(json.dumps(
        {"speech": "yes", "speech_rate": "warp", "speech_verbosity": "full"}))
    reports = []
    settings = load(report=reports.append)
    assert (settings.speech, settings.speech_rate, settings.speech_verbosity) == (
        False, "normal", "full")
    assert len(reports) == 1 and list(data_dir.glob("settings.json.corrupt-*"))
