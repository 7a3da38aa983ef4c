"""The table's painter: a frame that copies back only what changed shows exactly what a
whole redraw shows, through deals, moves, hints, toasts, overlays and resizes."""

import pygame
import pytest

from game.rules import GAMES
from game.scenes.games import table_for
from game.scenes.overlays import GameNumberOverlay
from game.scenes.table.painter import unhidden
from tests.scenes.table_helpers import open_table

STEP = 1 / 60


class Twin:
    """The table on screen and a twin of it, its layer rebuilt and drawn whole each frame
    onto its own surface (never through the scene manager, so never in part)."""

    def __init__(self, app, game, seed):
        self.app = app
        self.table = open_table(app, game, seed)
        self.twin = table_for(app, game, seed)
        self.twin.resize(app.screen.get_size())
        self.twin.motion.finish()
        self.partial = 0

    def frame(self):
        app = self.app
        app.update(STEP)
        self.twin.update(STEP)
        before = self.table.painter.shown
        app.manager.draw(app.screen)
        if before is not None and before[2] == app.manager.frames - 1:
            self.partial += 1
        whole = pygame.Surface(app.screen.get_size()).convert()
        self.twin.painter.invalidate()
        self.twin.draw(whole)
        return pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(whole, "RGB")

    def both(self, action):
        action(self.table)
        action(self.twin)

    def run(self, frames):
        for n in range(frames):
            assert self.frame(), f"frame {n} differs from a whole redraw"


@pytest.mark.parametrize("game", GAMES)
def test_frames_drawn_in_part_match_whole_redraws(app, game):
    twin = Twin(app, game, 3)
    twin.run(3)
    twin.both(lambda t: t.new_game(11))                   # the animated deal
    twin.run(150)
    twin.both(lambda t: t.act(t.rules.legal_moves(t.state)[:1]))     # a move lands
    twin.run(40)
    twin.both(lambda t: t.rules_hint())                   # glows and a toast
    twin.run(80)                                          # the clock's next second
    assert twin.partial > 150, "most frames were drawn in part"


def test_after_an_overlay_or_a_resize_the_table_is_drawn_whole_again(app):
    twin = Twin(app, "forty-thieves", 5)
    twin.run(3)
    overlay = app.manager.push(GameNumberOverlay(app, twin.table))
    app.manager.draw(app.screen)                         # the overlay over the table
    app.manager.pop()
    assert overlay not in app.manager.scenes
    twin.run(3)
    twin.both(lambda t: t.new_game(12))
    twin.run(5)
    app.manager.resize((1000, 700))
    twin.twin.resize((1000, 700))
    twin.run(60)


def test_a_card_exactly_under_another_of_its_size_is_not_drawn():
    small, big = pygame.Surface((10, 14)), pygame.Surface((12, 14))
    blits = [(small, (5, 5)), (big, (5, 5)), (small, (5, 5)), (small, (6, 5))]
    assert unhidden(blits) == [(big, (5, 5)), (small, (5, 5)), (small, (6, 5))]


def test_above_full_hd_frames_drawn_in_part_match_too(make_app):
    """Above full HD the layer's felt is copied from the cached felt, not painted."""
    from game.scenes.table.painter import PAINTED_FELT_MAX
    app = make_app(size=(1921, 1081))
    assert 1921 * 1081 > PAINTED_FELT_MAX
    twin = Twin(app, "wall", 4)
    twin.both(lambda t: t.new_game(9))
    twin.run(40)
    twin.both(lambda t: t.act(t.rules.legal_moves(t.state)[:1]))
    twin.run(30)
    assert twin.partial > 60


def test_an_idle_table_gives_back_its_layers_and_draws_whole_again(app):
    from game.scenes.table.painter import RELEASE_AFTER
    twin = Twin(app, "wall", 6)
    twin.run(3)
    painter = twin.table.painter
    for _ in range(int(RELEASE_AFTER * 60) - 5):         # nothing drawn meanwhile
        app.update(STEP)
    assert painter.layer is not None, "not idle long enough yet"
    for _ in range(10):
        app.update(STEP)
    assert painter.layer is None and painter.base is None
    twin.table.dirty = True
    twin.run(3)                                         # rebuilt, and right
    assert painter.layer is not None


@pytest.mark.parametrize("size", [(1921, 1081), (2560, 1440)])
def test_a_deal_paints_its_first_frame_on_screen_and_the_layer_catches_up(make_app, size):
    """Above full HD the places a deal's first frame changes are painted straight onto
    the screen; the layer, left behind there, is brought up to date a slice a frame, and
    at once where a frame copies from it (cards flying over those places): every frame
    right. (Up to full HD they are painted on the layer and copied, as a move's are.)"""
    app = make_app(size=size)
    twin = Twin(app, "forty-thieves", 5)
    twin.run(3)
    painter = twin.table.painter
    twin.both(lambda t: t.new_game(13))
    assert twin.frame()
    assert painter.behind, "the layer was left behind where the old columns were"
    slices = 0
    while painter.behind:
        slices += 1
        assert twin.frame(), f"frame {slices} after the deal's first differs"
    assert slices > 1, "caught up over several frames"
    twin.run(60)


def test_the_deal_s_second_frame_brings_the_layer_up_to_date_only_where_it_copies(
        make_app):
    """Where the layer is behind and a frame copies from it, only the places copied are
    painted on it at once (and a slice of the rest): a Maze deal's second frame, its
    cards still near where they leave, paints little of the table its first frame
    cleared, where it used to paint all of it; every frame right."""
    from game.scenes.table.painter import CATCH_UP_SHARE
    app = make_app(size=(2560, 1440))
    twin = Twin(app, "maze", 5)
    twin.run(3)
    painter = twin.table.painter
    twin.both(lambda t: t.new_game(13))
    assert twin.frame()
    behind = sum(r.w * r.h for r in painter.behind)
    painted = []
    paint = painter.paint_region

    def recorded(target, region, resting, back):
        painted.append(region.w * region.h)
        paint(target, region, resting, back)

    painter.paint_region = recorded
    assert twin.frame()
    assert behind > 4 * CATCH_UP_SHARE * 2560 * 1440
    assert sum(painted) < 0.5 * behind
    twin.run(60)


@pytest.mark.parametrize("game", ["wall", "forty-thieves"])
def test_nothing_is_copied_from_where_the_layer_is_behind(make_app, game):
    """Where the layer is behind it is stale: painted magenta there, no frame may show
    any of it (a frame copies joined boxes, wider than the places it restores: it
    brings the layer up to date over all it copies)."""
    app = make_app(size=(1921, 1081))
    twin = Twin(app, game, 5)
    twin.run(3)
    painter = twin.table.painter
    twin.both(lambda t: t.new_game(13))
    assert twin.frame() and painter.behind
    for region in painter.behind:
        painter.layer.fill((255, 0, 255), region)
    twin.run(90)


def test_the_status_strip_kept_to_copy_follows_the_felt(app):
    """The status strip over the felt is kept between frames: a new felt makes a new
    one, the same as a new table draws."""
    table = open_table(app, "wall", 4)
    app.manager.draw(app.screen)
    app.settings.felt = "red"
    table.dirty = True
    app.manager.draw(app.screen)
    fresh = table_for(app, "wall", 4)
    fresh.resize(app.screen.get_size())
    fresh.motion.finish()
    whole = pygame.Surface(app.screen.get_size()).convert()
    fresh.draw(whole)
    strip = table.status_rect
    assert pygame.image.tobytes(app.screen.subsurface(strip), "RGB") == \
        pygame.image.tobytes(whole.subsurface(strip), "RGB")


def test_a_frame_drawn_in_part_says_all_it_changed(app):
    """What the table's frame returns (and the app presents instead of the whole
    window) holds every pixel that changed: the last frame with those places copied
    from the new one is the new one. A frame drawn whole returns None."""
    table = open_table(app, "whitehead", 4)
    assert app.manager.draw(app.screen) is None, "the first frame is drawn whole"
    table.new_game(8)
    partial = 0
    for n in range(120):
        if n == 70:
            table.act(table.rules.legal_moves(table.state)[:1])
            table.rules_hint()
        before = app.screen.copy()
        app.update(STEP)
        changed = app.manager.draw(app.screen)
        if changed is None:
            continue
        partial += 1
        for rect in changed:
            before.blit(app.screen, rect, rect)
        assert pygame.image.tobytes(before, "RGB") == \
            pygame.image.tobytes(app.screen, "RGB"), f"frame {n} changed more"
    assert partial > 100


def test_a_window_made_smaller_than_full_hd_keeps_nothing_of_the_big_size(make_app):
    """Above full HD the painter keeps felt and outlines in a base layer keyed by the
    card faces; back at 1280x720 the base and its key go, so the faces of the big size
    (12-15 MiB for Doublets at 2560x1440) are freed with the caches."""
    import gc
    import weakref
    app = make_app(size=(2560, 1440))
    table = open_table(app, "doublets", 3)
    app.draw()
    painter = table.painter
    assert painter.base is not None and painter.base_key is not None
    big_faces = weakref.ref(table.faces)
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720))
    app.draw()
    for _ in range(90):                         # the sweep after a resize
        app.update(1 / 60)
    gc.collect()
    assert painter.base is None and painter.base_key is None
    assert big_faces() is None, "nothing keeps the big size's faces"
