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

    def make_table(self, game_id, seed, daily=None):
        table = FakeTable(self.services, game_id, seed)
        made.append(table)
        return table

    monkeypatch.setattr("game.app.App.make_table", make_table)
    return made


def test_window_title_size_and_environment(app):
    assert pygame.display.get_caption()[0] == "Aisle Five"
    assert app.screen.get_size() == (1280, 720)
    assert os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "0"
    assert os.environ["SDL_MOUSE_FOCUS_CLICKTHROUGH"] == "1"
    assert app.settings.last_game is None and app.clock.now == 0.0


def test_the_app_starts_the_mixer_through_the_sound_bank(make_app):
    """The App starts the mixer with sounds.bank.init_mixer: the bank's low-latency format
    and its 16 channels (pygame's own default is 8), then loads every effect; not before
    the first frame is on screen (probing a sound device can take 0.3 s)."""
    pygame.mixer.quit()
    app = make_app()
    app.start_game("wall", 3)
    assert not app.audio and not pygame.mixer.get_init(), "nothing before the first frame"
    app.draw()
    assert app.audio and pygame.mixer.get_init() == (44100, -16, 2)
    assert pygame.mixer.get_num_channels() == 16
    assert app.sounds.loaded


def test_no_audio_device_leaves_the_app_silent(make_app, monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")
    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    app = make_app()
    app.draw()
    assert not app.audio and not app.sounds.loaded
    app.play_sound("place")                 # plays nothing, raises nothing


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
    assert app.settings.last_game == "wall" and app.last_seed == 7
    assert table.sizes[-1] == (1280, 720)
    random_deal = app.start_game("maze")
    assert isinstance(random_deal.seed, int) and 0 <= random_deal.seed < 2 ** 32
    chooser = app.show_chooser()
    assert isinstance(chooser, ChooserScene) and app.manager.scenes == [chooser]
    assert chooser.selected == 2            # maze, the last game played


def test_start_game_from_an_overlay_clears_the_stack(app, fake_tables):
    app.start_game("wall", 1)
    overlay = Scene(app.services)
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


# ----- the window: its least size, F11 round trips, any size a scene is given --------------

def _window():
    """The SDL window behind pygame.display (its Window API warns that it is deprecated)."""
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def test_the_window_cannot_be_made_smaller_than_min_size(app):
    from game.engine.window import MIN_SIZE
    assert _window().minimum_size == MIN_SIZE
    _window().size = (100, 80)                  # a drag to 100x80 stops at the minimum
    assert pygame.display.get_surface().get_size() == MIN_SIZE
    app.toggle_fullscreen()
    app.toggle_fullscreen()                     # set_mode again: the minimum is set again
    assert _window().minimum_size == MIN_SIZE


def test_a_window_left_smaller_than_min_size_reopens_at_min_size(app):
    from game.engine.window import MIN_SIZE
    pygame.display.set_mode((100, 80), pygame.RESIZABLE)   # a window manager ignoring it
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=(100, 80), w=100, h=80))
    app.toggle_fullscreen()
    app.toggle_fullscreen()
    assert app.screen.get_size() == MIN_SIZE


def test_f11_round_trips_keep_the_window_where_it_was(app, monkeypatch):
    """A window manager puts a window that leaves fullscreen a title bar lower than it was
    (openbox: +1, +20 per round trip); the app puts it back where it was."""
    set_mode = pygame.display.set_mode

    def set_mode_under_a_window_manager(size=(0, 0), flags=0, *args, **kwargs):
        was_fullscreen = pygame.display.get_surface() is not None and \
            pygame.display.get_window_position() == (0, 0)
        surface = set_mode(size, flags, *args, **kwargs)
        if was_fullscreen and not flags & pygame.FULLSCREEN:
            x, y = pygame.display.get_window_position()
            pygame.display.set_window_position((x + 1, y + 20))
        return surface

    monkeypatch.setattr(pygame.display, "set_mode", set_mode_under_a_window_manager)
    pygame.display.set_window_position((142, 100))
    for _ in range(3):
        app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
        assert app.fullscreen
        app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
        assert not app.fullscreen
        assert pygame.display.get_window_position() == (142, 100)


def _every_scene(app):
    """Show, in turn, the chooser, each game's table and each overlay over a table."""
    from game.rules import GAMES
    from game.scenes import overlays, pages
    from game.scenes.common.commands import keys_rows
    yield "chooser", app.show_chooser()
    for game in GAMES:
        yield game, app.start_game(game, 1)
    table = app.manager.top
    for name, make in (("win", lambda: overlays.WinOverlay(app.services, table)),
                       ("stuck", lambda: overlays.StuckOverlay(app.services, table)),
                       ("rules", lambda: pages.HelpOverlay(app.services, table.game_id)),
                       ("keys", lambda: pages.KeysOverlay(app.services, keys_rows(table))),
                       ("number", lambda: overlays.GameNumberOverlay(app.services, table))):
        app.start_game(table.game_id, 1)
        yield name, app.manager.push(make())


@pytest.mark.parametrize("size", [(21, 200), (1, 1), (5, 5), (100, 80), (2, 600), (600, 2)])
def test_every_scene_survives_a_tiny_window(app, size):
    for name, _ in _every_scene(app):
        pygame.display.set_mode(size, pygame.RESIZABLE)
        app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        app.manager.invalidate()
        app.update(1 / 60)
        app.draw()
        assert app.screen.get_size() == size, name


@pytest.mark.parametrize("size", [(0, 0), (0, 300), (300, 0), (1, 1), (-5, 10)])
def test_every_scene_survives_any_size_it_is_given(app, size):
    surface = pygame.Surface((max(0, size[0]), max(0, size[1])))
    for _ in _every_scene(app):
        app.manager.resize(size)
        app.manager.invalidate()
        app.manager.draw(surface)
        app.manager.resize((1280, 720))


def test_per_size_caches_stay_bounded_over_many_resizes(app, monkeypatch):
    """Dragging the window through many sizes with a table and the chooser shown: every
    cache keyed by a size keeps within its bounds (a window resized a hundred times holds
    no more than one resized once)."""
    from sprites import card_faces, felt, fonts, panels, text
    caches = {"fonts": fonts._CACHE, "faces": card_faces._FACES, "felt": felt._CACHE,
              "text": text._CACHE, "shapes": panels._CACHE}
    for step in range(40):
        size = (1024 + 37 * step, 600 + 21 * step)
        for show in (lambda: app.start_game("forty-thieves", 1), app.show_chooser):
            show()
            pygame.display.set_mode(size, pygame.RESIZABLE)
            app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=size,
                                                w=size[0], h=size[1]))
            app.draw()
        for name, cache in caches.items():
            assert len(cache) <= cache.max_entries, (name, step)
            assert cache.max_bytes is None or cache.nbytes <= cache.max_bytes, (name, step)


def test_freed_memory_goes_back_to_the_system_once_after_each_resize(app, monkeypatch):
    """After the first frame at a new size the old size's surfaces are freed: the app
    hands the pages back then (glibc keeps them otherwise), and not on other frames."""
    calls = []
    monkeypatch.setattr("game.app.release_freed_memory", lambda: calls.append(1))
    app.show_chooser()
    app.draw()
    calls.clear()
    pygame.display.set_mode((1000, 700), pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700))
    assert calls == []
    app.draw()
    app.manager.invalidate()
    app.draw()
    assert calls == [1]
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    app.draw()
    assert calls == [1, 1]


def test_a_scene_replaced_is_freed_at_once_and_its_memory_handed_back(app, monkeypatch):
    """A table holds window-sized surfaces: switching scenes frees it at once by
    reference counting alone (its parts hold it in no reference cycle, and no collection
    runs), and the next frame hands the memory back."""
    import gc
    import weakref
    calls = []
    collections = []
    monkeypatch.setattr("game.app.release_freed_memory", lambda: calls.append(1))
    app.draw()

    def collected(phase, info):
        if phase == "start":
            collections.append(info["generation"])

    gc.disable()
    gc.callbacks.append(collected)
    try:
        table = weakref.ref(app.start_game("wall", 1))
        app.draw()
        calls.clear()
        app.show_chooser()
        assert table() is None
        assert collections == []            # no collection ran: freed all the same
        app.draw()
        assert calls == [1]
    finally:
        gc.callbacks.remove(collected)
        gc.enable()


def test_text_and_panels_of_an_old_window_size_are_dropped(app):
    """What the text and panel caches hold follows the window in use: a new window size
    (a resize, F11) drops the old size's lines and panels; the next frame draws its own."""
    from sprites import panels, text
    app.start_game("forty-thieves", 1)
    app.draw()
    assert len(text._CACHE) and len(panels._CACHE)
    pygame.display.set_mode((1000, 700), pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700))
    assert len(text._CACHE) == 0 and len(panels._CACHE) == 0
    app.draw()
    assert len(text._CACHE) and len(panels._CACHE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700))
    assert len(text._CACHE), "the same size again keeps what it drew"
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    assert len(text._CACHE) == 0 and len(panels._CACHE) == 0


@pytest.mark.parametrize("felt", ["green", "red"])
def test_a_new_window_shows_the_felt_colour_before_the_first_frame(make_app, felt):
    """Not black while the first scene's modules load: the window is filled with the
    player's felt colour (the middle of its gradient) as soon as it opens."""
    from sprites.felt import COLOURS
    data = os.environ["AISLE_FIVE_DATA"]
    os.makedirs(data, exist_ok=True)
    with open(os.path.join(data, "settings.json"), "w") as settings:
        settings.write(f'{{"felt": "{felt}"}}')
    app = make_app()
    top, bottom = COLOURS[felt]
    middle = tuple((a + b) // 2 for a, b in zip(top, bottom))
    for corner in ((0, 0), (1279, 719), (640, 360)):
        assert tuple(app.screen.get_at(corner))[:3] == middle


def test_an_idle_table_catches_up_each_sleep_in_one_update(make_app, fake_time, monkeypatch):
    """Once the deal has landed and nothing moves, the game clock crosses each idle sleep
    in one update (not one per 1/60 s step), and it loses no time doing so."""
    from game.engine.loop import STEP
    app = make_app()
    app.start_game("wall", 1)
    seen = []
    update = app.update
    monkeypatch.setattr(app, "update", lambda dt: (seen.append(dt), update(dt)))
    loop = app.make_loop(time_fn=fake_time, sleep_fn=fake_time.sleep,
                         idle_sleep=fake_time.sleep)
    began, clock_began = fake_time(), app.clock.now
    for _ in range(400):                # the deal (busy, step by step), then idle
        loop.tick()
    slept_since = fake_time.sleeps[-1]  # after the last tick: not game time yet
    assert app.clock.now - clock_began == pytest.approx(
        fake_time() - slept_since - began - loop.accumulator, abs=1e-6)
    long_ones = [dt for dt in seen if dt > STEP * 1.5]
    assert long_ones and max(long_ones) > 1.0           # idle sleeps crossed at once
    assert seen[0] == pytest.approx(STEP)               # the deal stepped as ever
