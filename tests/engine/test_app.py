"""The App under the dummy driver: window, F11, resize, quit, start_game, the loop."""

import os

import pygame
import pytest

from game.engine.scene import Scene
from game.scenes.chooser import ChooserScene


class FakeTable(Scene):
    def __init__(self, app, game_id, seed):
        super().__init__(app)
        self.game_id, self.seed = game_id, seed
        self.sizes = []

    def resize(self, size):
        super().resize(size)
        self.sizes.append(tuple(size))

    def draw(self, surface):
        surface.fill((0, 90, 0))


@pytest.fixture
def fake_tables(monkeypatch):
    made = []

    def make_table(self, game_id, seed):
        table = FakeTable(self, game_id, seed)
        made.append(table)
        return table

    monkeypatch.setattr("game.app.App.make_table", make_table)
    return made


def test_window_title_size_and_environment(app):
    assert pygame.display.get_caption()[0] == "Aisle Five"
    assert app.screen.get_size() == (1280, 720)
    assert os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "0"
    assert os.environ["SDL_MOUSE_FOCUS_CLICKTHROUGH"] == "1"
    assert app.last_game is None and app.clock.now == 0.0


def test_size_option_and_fullscreen_at_desktop_size(make_app):
    assert make_app(size=(800, 600)).screen.get_size() == (800, 600)
    full = make_app(fullscreen=True)
    assert full.fullscreen
    assert full.screen.get_size() == tuple(pygame.display.get_desktop_sizes()[0])


def test_f11_toggles_fullscreen_and_back_to_the_window_size(app):
    app.show_chooser()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    for event in app.poll():
        app.handle_event(event)
    assert app.fullscreen
    assert app.manager.top.size == app.screen.get_size()
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    assert not app.fullscreen and app.screen.get_size() == (1280, 720)
    assert app.manager.top.size == (1280, 720)


def test_resize_events_reach_the_scenes(app, fake_tables):
    app.start_game("maze", 3)
    pygame.display.set_mode((900, 700), pygame.RESIZABLE)
    pygame.event.clear()
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=(900, 700), w=900, h=700))
    assert app.screen is pygame.display.get_surface()
    assert fake_tables[0].sizes[-1] == (900, 700) and app.manager.size == (900, 700)


def test_quit_event_stops_the_loop(app, run_frames):
    app.show_chooser()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    loop = run_frames(app, 50)
    assert loop.frames == 1 and not app.running


def test_start_game_replaces_the_scene_and_remembers_the_game(app, fake_tables):
    app.show_chooser()
    table = app.start_game("wall", 7)
    assert app.manager.scenes == [table]
    assert (table.game_id, table.seed) == ("wall", 7)
    assert app.last_game == "wall" and app.last_seed == 7
    assert table.sizes[-1] == (1280, 720)
    random_deal = app.start_game("maze")
    assert isinstance(random_deal.seed, int) and 0 <= random_deal.seed < 2 ** 32
    chooser = app.show_chooser()
    assert isinstance(chooser, ChooserScene) and app.manager.scenes == [chooser]
    assert chooser.selected == 2            # maze, the last game played


def test_start_game_from_an_overlay_clears_the_stack(app, fake_tables):
    app.start_game("wall", 1)
    overlay = Scene(app)
    overlay.opaque = False
    app.manager.push(overlay)
    app.start_game("wall", 2)
    assert len(app.manager.scenes) == 1 and app.manager.top.seed == 2


def test_command_line_seed_deals_the_first_game_picked(make_app, fake_tables):
    app = make_app(seed=1234)
    app.show_chooser()
    assert app.start_game("doublets").seed == 1234
    assert app._pending_seed is None


def test_the_loop_draws_the_chooser_and_then_idles(app, run_frames):
    app.show_chooser()
    loop = run_frames(app, 30)
    assert loop.frames == 30 and loop.draws == 1
    assert loop.updates == 29 and app.clock.now == pytest.approx(29 / 60)
    assert app.screen.get_at((5, 5))[1] > app.screen.get_at((5, 5))[0]    # felt green


def test_run_saves_a_screenshot_and_closes(make_app, tmp_path, monkeypatch):
    shot = tmp_path / "shot.png"
    app = make_app(size=(640, 400), frames=3, screenshot=str(shot))
    monkeypatch.setattr(app, "make_loop", _fast(app.make_loop))
    assert app.run() == 0
    assert not pygame.display.get_init()
    image = pygame.image.load(str(shot))
    assert image.get_size() == (640, 400)


def test_closing_the_last_scene_quits(app, run_frames):
    app.show_chooser()
    app.manager.pop()
    loop = run_frames(app, 10, dt=0.05)
    assert loop.frames == 2 and not app.running


def _fast(make_loop):
    """The app's loop without real sleeping (fake time, same behaviour)."""
    def wrapper(max_frames=None, **kw):
        clock = [0.0]

        def sleep(seconds):
            clock[0] += seconds

        return make_loop(max_frames=max_frames, time_fn=lambda: clock[0],
                         sleep_fn=sleep, idle_sleep=sleep, **kw)
    return wrapper
