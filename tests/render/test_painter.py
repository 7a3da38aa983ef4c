"""The table's painter: every frame it draws, copying back only what changed, shows
exactly what the reference painter draws whole of the same frame description, through
deals, drags, moves, hints, toasts, focus moves, overlays and resizes."""

import pygame
import pytest

from game.render.dirty_rects import unhidden
from game.render.reference import draw_whole
from game.rules import GAMES
from game.scenes.overlays import GameNumberOverlay
from tests.scenes.table_helpers import centre, drop_point, open_table

STEP = 1 / 60


class Check:
    """A table on screen, each frame compared with the reference painter's whole
    redraw of the frame the painter was given (onto a surface of its own)."""

    def __init__(self, app, game, seed):
        self.app = app
        self.table = open_table(app, game, seed)
        self.partial = 0

    def frame(self, event=None):
        """One frame (after `event`, if given); whether it equals the reference."""
        app = self.app
        if event is not None:
            app.handle_event(event)
        app.update(STEP)
        before = self.table.painter.shown
        app.manager.draw(app.screen)
        if before is not None and before[2] == app.manager.frames - 1:
            self.partial += 1
        whole = pygame.Surface(app.screen.get_size()).convert()
        draw_whole(self.table.painter.frame, whole)
        return pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(whole, "RGB")

    def run(self, frames, what="frame"):
        for n in range(frames):
            assert self.frame(), f"{what} {n} differs from a whole redraw"

    def events(self, events, what):
        for n, event in enumerate(events):
            assert self.frame(event), f"{what}: frame {n} differs from a whole redraw"


def liftable(table):
    """A pile whose top card may be lifted and has somewhere to go, and that place."""
    for pile in table.board.geometry.visible_piles():
        if table.board.kind(pile) == "stock" or not table.board.rules.pile(table.board.state, pile):
            continue
        if table.board.rules.lift_refusal(table.board.state, pile, 1) is None:
            targets = table.hooks.drag_targets(pile, 1)
            return pile, (targets[0] if targets else None)
    return None, None


def drag_events(table, pile, target):
    """A press on the top card of `pile`, the pointer carried in steps toward `target`
    (or across the table), and the release."""
    start = centre(table, pile)
    end = drop_point(table, target) if target else (start[0] + 150, start[1] + 90)
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    for i in range(1, 9):
        at = (start[0] + (end[0] - start[0]) * i // 8,
              start[1] + (end[1] - start[1]) * i // 8)
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=at, buttons=(1, 0, 0),
                                         rel=(0, 0)))
    events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    return events


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


@pytest.mark.parametrize("game", GAMES)
def test_every_frame_of_a_game_matches_the_reference(app, game):
    check = Check(app, game, 3)
    table = check.table
    check.run(3, "opening")
    table.play.new_game(11)                                   # the animated deal
    check.run(150, "deal")
    pile, target = liftable(table)
    while pile is None and "deal" in table.board.rules.legal_moves(table.board.state):
        table.play.act(["deal"])                  # a game that deals nothing to lift: turn one
        check.run(40, "stock turned")
        pile, target = liftable(table)
    assert pile is not None, "some card can be lifted"
    events = drag_events(table, pile, target)
    check.events(events[:-1], "drag")
    assert table.input.dragging and table.painter.frame.moving
    check.events(events[-1:], "drag's drop")
    check.run(40, "drop")
    check.events([key(pygame.K_RIGHT), key(pygame.K_DOWN), key(pygame.K_LEFT),
                  key(pygame.K_UP)], "focus moves")
    assert table.ui.focus.visible
    check.run(5, "focus shown")
    table.play.act(table.board.rules.legal_moves(table.board.state)[:1])  # a move lands
    check.run(40, "move")
    table.play.rules_hint()                                   # glows and a toast
    assert table.voice.toast.active(app.clock.now)
    check.run(80, "hint")                                # and the clock's next second
    table.say("A message long enough to wrap over two lines of the toast, "
              "which it shows just above the status bar, over the cards")
    check.run(20, "toast")
    pygame.display.set_mode((1000, 700), pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700),
                                        w=1000, h=700))
    check.run(20, "resized")
    assert check.partial > 300, "most frames were drawn in part"


def test_after_an_overlay_or_a_resize_the_table_is_drawn_whole_again(app):
    check = Check(app, "forty-thieves", 5)
    check.run(3)
    overlay = app.manager.push(GameNumberOverlay(app.services, check.table))
    app.manager.draw(app.screen)                         # the overlay over the table
    app.manager.pop()
    assert overlay not in app.manager.scenes
    check.run(3)
    check.table.play.new_game(12)
    check.run(5)
    app.manager.resize((1000, 700))
    check.run(60)


def test_a_card_exactly_under_another_of_its_size_is_not_drawn():
    small, big = pygame.Surface((10, 14)), pygame.Surface((12, 14))
    blits = [(small, (5, 5)), (big, (5, 5)), (small, (5, 5)), (small, (6, 5))]
    assert unhidden(blits) == [(big, (5, 5)), (small, (5, 5)), (small, (6, 5))]


def test_above_full_hd_frames_drawn_in_part_match_too(make_app):
    """Above full HD the layer's felt is copied from the cached felt, not painted."""
    from game.render.painter import PAINTED_FELT_MAX
    app = make_app(size=(1921, 1081))
    assert 1921 * 1081 > PAINTED_FELT_MAX
    check = Check(app, "wall", 4)
    check.table.play.new_game(9)
    check.run(40)
    check.table.play.act(check.table.board.rules.legal_moves(check.table.board.state)[:1])
    check.run(30)
    assert check.partial > 60


def test_an_idle_table_gives_back_its_layers_and_draws_whole_again(app):
    from game.render.painter import RELEASE_AFTER
    check = Check(app, "wall", 6)
    check.run(3)
    painter = check.table.painter
    for _ in range(int(RELEASE_AFTER * 60) - 5):         # nothing drawn meanwhile
        app.update(STEP)
    assert painter.layer is not None, "not idle long enough yet"
    for _ in range(10):
        app.update(STEP)
    assert painter.layer is None and painter.base is None
    check.table.dirty = True
    check.run(3)                                        # rebuilt, and right
    assert painter.layer is not None


@pytest.mark.parametrize("size", [(1921, 1081), (2560, 1440)])
def test_a_deal_paints_its_first_frame_on_screen_and_the_layer_catches_up(make_app, size):
    """Above full HD the places a deal's first frame changes are painted straight onto
    the screen; the layer, left behind there, is brought up to date a slice a frame, and
    at once where a frame copies from it (cards flying over those places): every frame
    right. (Up to full HD they are painted on the layer and copied, as a move's are.)"""
    app = make_app(size=size)
    check = Check(app, "forty-thieves", 5)
    check.run(3)
    painter = check.table.painter
    check.table.play.new_game(13)
    assert check.frame()
    assert painter.behind, "the layer was left behind where the old columns were"
    slices = 0
    while painter.behind:
        slices += 1
        assert check.frame(), f"frame {slices} after the deal's first differs"
    assert slices > 1, "caught up over several frames"
    check.run(60)


def test_the_deal_s_second_frame_brings_the_layer_up_to_date_only_where_it_copies(
        make_app):
    """Where the layer is behind and a frame copies from it, only the places copied are
    painted on it at once (and a slice of the rest): a Maze deal's second frame, its
    cards still near where they leave, paints little of the table its first frame
    cleared; every frame right."""
    from game.render.painter import CATCH_UP_SHARE
    app = make_app(size=(2560, 1440))
    check = Check(app, "maze", 5)
    check.run(3)
    painter = check.table.painter
    check.table.play.new_game(13)
    assert check.frame()
    behind = sum(r.w * r.h for r in painter.behind)
    painted = []
    paint = painter.paint_region

    def recorded(frame, target, region, resting, back):
        painted.append(region.w * region.h)
        paint(frame, target, region, resting, back)

    painter.paint_region = recorded
    assert check.frame()
    assert behind > 4 * CATCH_UP_SHARE * 2560 * 1440
    assert sum(painted) < 0.5 * behind
    check.run(60)


@pytest.mark.parametrize("game", ["wall", "forty-thieves"])
def test_nothing_is_copied_from_where_the_layer_is_behind(make_app, game):
    """Where the layer is behind it is stale: painted magenta there, no frame may show
    any of it (a frame copies joined boxes, wider than the places it restores: it
    brings the layer up to date over all it copies)."""
    app = make_app(size=(1921, 1081))
    check = Check(app, game, 5)
    check.run(3)
    painter = check.table.painter
    check.table.play.new_game(13)
    assert check.frame() and painter.behind
    for region in painter.behind:
        painter.layer.fill((255, 0, 255), region)
    check.run(90)


def test_the_status_strip_kept_to_copy_follows_the_felt(app):
    """The status strip over the felt is kept between frames: a new felt makes a new
    one, the same as a whole redraw."""
    check = Check(app, "wall", 4)
    check.run(1)
    app.settings.felt = "red"
    check.table.dirty = True
    assert check.frame()
    assert check.table.painter.frame.felt == "red"


def test_a_frame_drawn_in_part_says_all_it_changed(app):
    """What the table's frame returns (and the app presents instead of the whole
    window) holds every pixel that changed: the last frame with those places copied
    from the new one is the new one. A frame drawn whole returns None."""
    table = open_table(app, "whitehead", 4)
    assert app.manager.draw(app.screen) is None, "the first frame is drawn whole"
    table.play.new_game(8)
    partial = 0
    for n in range(120):
        if n == 70:
            table.play.act(table.board.rules.legal_moves(table.board.state)[:1])
            table.play.rules_hint()
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
    outlines (the card faces' images); back at 1280x720 the base and its key go, so
    the faces of the big size are freed with the caches."""
    import gc
    import weakref
    app = make_app(size=(2560, 1440))
    table = open_table(app, "doublets", 3)
    app.draw()
    painter = table.painter
    assert painter.base is not None and painter.base_key is not None
    big_faces = weakref.ref(table.frame_builder.faces)
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720))
    app.draw()
    for _ in range(90):                         # the sweep after a resize
        app.update(1 / 60)
    gc.collect()
    assert painter.base is None and painter.base_key is None
    assert big_faces() is None, "nothing keeps the big size's faces"


def finger(app, kind, pos, finger_id=0):
    width, height = app.size
    return pygame.event.Event(kind, touch_id=7, finger_id=finger_id, x=(pos[0] + 0.5) / width,
                              y=(pos[1] + 0.5) / height, dx=0.0, dy=0.0, pressure=1.0)


def test_a_fingers_ring_and_peek_match_the_reference(app):
    """A finger resting on a covered card: its ring fills, the card rises, then goes
    back when the finger lifts; each frame drawn in part as the reference draws it."""
    check = Check(app, "forty-thieves", 5)
    table = check.table
    check.run(3)
    sprite = table.board.cards.pile("tableau2")[0]
    at = (int(sprite.x + table.board.geometry.card_w // 2), int(sprite.y + 6))
    check.events([finger(app, pygame.FINGERDOWN, at)], "finger down")
    rings = 0
    for n in range(40):                             # the ring fills, then the peek
        assert check.frame(), f"long press frame {n} differs from a whole redraw"
        rings += table.painter.frame.ring is not None
    assert rings > 15 and table.touch.peek == ("tableau2", 0)
    check.events([finger(app, pygame.FINGERUP, at)], "finger up")
    check.run(20, "after the peek")
    assert table.touch.peek is None
