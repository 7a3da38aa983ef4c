"""CacheSweeper: the caches keep what frames use; a sweep every while and after a resize."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from sprites import cache_sweep  # noqa: E402
from sprites.cache_sweep import CacheSweeper  # noqa: E402
from sprites.bounded_cache import BoundedCache  # noqa: E402


@pytest.fixture
def trims(monkeypatch):
    calls = []
    monkeypatch.setattr(cache_sweep, "release_freed_memory", lambda: calls.append(1))
    return calls


def test_every_while_what_went_unused_goes_but_the_entry_used_last(trims):
    lines = BoundedCache(8)
    sweeper = CacheSweeper(every=30.0, after_resize=1.0)
    lines.put("12:00", 1)
    assert not sweeper.tick(0.0)                # the first tick starts the count
    assert sweeper.tick(30.0) and trims == [1]
    lines.put("12:01", 3)
    lines.put("12:02", 4)
    assert not sweeper.tick(59.9) and "12:00" in lines
    assert sweeper.tick(60.0)
    assert list(lines._items) == ["12:01", "12:02"] and trims == [1, 1]
    assert not sweeper.tick(75.0)
    assert sweeper.tick(90.0)                   # unused for 30 s, but the last one stays
    assert list(lines._items) == ["12:02"] and trims == [1, 1, 1]


def test_a_resize_sweeps_what_the_new_size_did_not_use_once_it_has_held(trims):
    faces, felt = BoundedCache(8), BoundedCache(2)
    sweeper = CacheSweeper(every=30.0, after_resize=1.0)
    sweeper.tick(0.0)
    faces.put("big size", 1)
    felt.put("big window", 2)
    sweeper.size_changed(10.0)
    faces.put("middle size", 3)
    sweeper.size_changed(10.5)                  # a drag passes through sizes
    faces.put("small size", 4)
    faces.get("middle size")                    # the chooser still shows one
    assert not sweeper.tick(11.0)
    assert sweeper.tick(11.5)
    assert sorted(faces._items) == ["middle size", "small size"]
    assert len(felt) == 0, "used last, but not at the new size: it goes too"
    assert sweeper.due_at == pytest.approx(41.5)
    assert not sweeper.tick(12.5), "one sweep per resize"


def test_the_app_forgets_an_old_window_size_once_the_new_one_holds(make_app, monkeypatch):
    """Fonts and card faces of a size the window left go a second after it settles at
    the new one; until then both sizes stay (the window may go back)."""
    from sprites import card_faces, fonts
    app = make_app(size=(1600, 900))
    app.start_game("forty-thieves", 1)
    app.draw()
    big_fonts = set(fonts._CACHE._items)
    used = fonts_asked_for(monkeypatch)
    pygame.display.set_mode((800, 600), pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=(800, 600), w=800, h=600))
    app.draw()
    assert len(card_faces._FACES) == 2, "both sizes kept while the window may go back"
    for _ in range(150):                        # 1.5 s of game time
        app.update(0.01)
    assert len(card_faces._FACES) == 1
    kept = set(fonts._CACHE._items)
    assert big_fonts - used, "the sizes differ: some fonts were only the old size's"
    assert kept and kept <= used
    app.draw()
    assert app.screen.get_size() == (800, 600)


def fonts_asked_for(monkeypatch):
    """From now on, the keys of every font got or put (a set that fills)."""
    from sprites import fonts
    asked, cache = set(), fonts._CACHE
    get, put = cache.get, cache.put
    monkeypatch.setattr(cache, "get", lambda key: asked.add(key) or get(key))
    monkeypatch.setattr(cache, "put", lambda key, value: asked.add(key) or put(key, value))
    return asked
