"""Card faces rendered ahead while the table is quiet: big cards only, within a budget,
face-down cards first, never before the table's first frame."""

import pytest

from game.render.face_warmer import BUDGET, INTERVAL, QUIET, FaceWarmer
from game.scenes.common.frame_builder import card_place
from sprites.card_faces import CardFaces
from sprites.table_cards import TableCard
from tests.scenes.table_helpers import open_table


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def test_a_quiet_table_with_big_cards_renders_the_face_down_ones_first(app):
    faces = CardFaces(170, 238)
    clock = Clock()
    warmer = FaceWarmer(clock)
    face_down = [7]
    assert warmer.warm(faces, QUIET / 2, face_down) == 0, "not quiet long enough"
    assert warmer.warm(faces, QUIET, face_down) >= 1
    assert faces.rendered(7), "the face-down card first"
    assert warmer.warm(faces, QUIET, face_down) == 0, "once per interval only"
    for _ in range(200):
        clock.now += INTERVAL
        warmer.warm(faces, QUIET, face_down)
    assert all(faces.rendered(card) for card in range(52))


def test_each_spell_stops_at_its_budget(app):
    faces = CardFaces(170, 238)
    clock = Clock()

    def slow_face(card, render=faces.face):         # each face takes 0.4 of it
        clock.now += BUDGET * 0.4
        return render(card)

    faces.face = slow_face
    assert FaceWarmer(clock).warm(faces, QUIET, []) == 3


def test_small_cards_are_left_to_render_when_shown(app):
    faces = CardFaces(100, 140)
    assert FaceWarmer(Clock()).warm(faces, 10.0, []) == 0
    assert not any(faces.rendered(card) for card in range(52))


@pytest.mark.parametrize("size, warmed", [((1280, 720), False), ((3840, 2160), True)])
def test_the_table_warms_its_faces_once_shown_and_quiet(make_app, size, warmed):
    from sprites import card_faces
    card_faces._FACES.clear()                       # no faces left from other tests
    app = make_app(size=size)
    table = open_table(app, "forty-thieves", 3)
    for _ in range(int(QUIET * 60) + 30):           # not shown yet: nothing warmed
        app.update(1 / 60)
    faces = table.frame_builder.faces
    assert not any(faces.rendered(card) for card in range(52))
    app.manager.draw(app.screen)                    # the first frame shows some
    shown = [card for card in range(52) if faces.rendered(card)]
    assert 0 < len(shown) < 52
    for _ in range(int(QUIET * 60) + 30):           # then nothing drawn: quiet
        app.update(1 / 60)
        table.painter.warmer.next_at = 0.0          # as if real time passed
    assert all(faces.rendered(card) for card in range(52)) == warmed


def test_a_table_warming_its_faces_asks_to_be_woken_meanwhile(make_app):
    from sprites import card_faces
    card_faces._FACES.clear()
    app = make_app(size=(3840, 2160))
    table = open_table(app, "forty-thieves", 3)
    due = table.wake_in()
    app.manager.draw(app.screen)
    assert table.wake_in() <= INTERVAL, "faces to render: woken soon"
    for _ in range(int(QUIET * 60) + 60):
        app.update(1 / 60)
        table.painter.warmer.next_at = 0.0
    assert table.wake_in() == due, "all rendered: as before"


def test_a_small_table_is_woken_as_before(app):
    table = open_table(app, "forty-thieves", 3)
    due = table.wake_in()
    app.manager.draw(app.screen)
    assert table.wake_in() == due


def test_the_warmer_lets_go_of_faces_it_found_complete():
    """Faces of a size the window left are freed (the warmer keeps no strong hold on
    the complete faces it remembers)."""
    import gc
    import weakref

    from game.render.face_warmer import FaceWarmer

    class Faces:                     # complete: every face rendered
        width, height = 400, 560

        def rendered(self, card):
            return True

    warmer, faces = FaceWarmer(clock=lambda: 0.0), Faces()
    assert warmer.warm(faces, 10.0, []) == 0 and warmer.is_done(faces)
    assert not warmer.pending(faces)
    gone = weakref.ref(faces)
    del faces
    gc.collect()
    assert gone() is None
    assert warmer.pending(Faces()), "new faces are warmed again"


def test_an_idle_update_of_a_small_table_asks_nothing_of_its_cards(app, monkeypatch):
    """Every idle sleep is followed by many catch-up updates: the painter's idle look
    reads nothing of the scene (its cards, its faces), only the frame it drew last."""
    from game.scenes.common.frame_builder import FrameBuilder
    table = open_table(app, "wall", 3)
    app.draw()

    class Untouchable:
        def __getattr__(self, name):
            raise AssertionError(f"an idle update asked for {name}")

    cards, table.board.cards = table.board.cards, Untouchable()
    monkeypatch.setattr(FrameBuilder, "faces", property(lambda self: Untouchable().faces))
    table.painter.idle(app.clock.now + 1.0)
    table.board.cards = cards           # the app's close at teardown stops the cards


class Wait:
    """A flight's tween as `upcoming` reads it."""

    def __init__(self, delay, elapsed=0.0):
        self.delay, self.elapsed = delay, elapsed


def turning(card, flip, wait=None):
    """The card place of a card turning over (`flip`) or waiting `wait` to fly."""
    sprite = TableCard(card, "tableau", 0)
    sprite.flip, sprite.tween = flip, None if wait is None else Wait(wait)
    return card_place(sprite)


def test_the_faces_about_to_turn_up_come_soonest_first():
    from game.render.face_warmer import upcoming
    moving = [turning(20, 0.0, 0.3), turning(9, 0.0, 0.1), turning(5, 0.2, 0.0),
              turning(30 | 64, 0.0, 0.0),          # stays face down
              turning(40, None, 0.0),              # showing its face already
              turning(41, 0.6, 0.0)]               # past halfway: shown already
    assert upcoming(moving) == [5, 9, 20]


def test_a_frame_with_time_to_spare_renders_them_ahead_and_a_full_one_does_not(app):
    from game.render.cover import _BANDS
    from game.render.face_warmer import AHEAD_UNTIL
    clock = Clock()                                  # stands still while it renders
    warmer = FaceWarmer(clock)
    moving = [turning(20, 0.0, 0.3), turning(9, 0.0, 0.1), turning(33, None, 0.0)]
    faces = CardFaces(408, 571)                      # Doublets' cards at 4K
    warmer.ahead(faces, moving, clock.now - AHEAD_UNTIL)     # its budget spent
    assert not any(faces.rendered(card) for card in range(52))
    warmer.ahead(faces, moving, clock.now)
    assert [card for card in range(52) if faces.rendered(card)] == [9, 20], \
        "those about to turn up, not the rest of the deck"
    assert faces.face(9) in _BANDS and faces.face(20) in _BANDS, "their opaque rows too"
    small = CardFaces(210, 294)                       # Maze's cards at 4K
    warmer.ahead(small, moving, clock.now)
    assert not any(small.rendered(card) for card in range(52)), "small: when shown"
    middle = CardFaces(302, 423)                      # Whitehead's: courts only
    warmer.ahead(middle, moving + [turning(24, 0.0, 0.2)], clock.now)
    assert [card for card in range(52) if middle.rendered(card)] == [24]


def test_a_busier_frame_renders_ahead_only_the_courts(app):
    """A court (2-7 ms at 408 px) is rendered ahead in a frame that a number card
    (~1 ms, cheap enough when shown) is not."""
    from game.render.face_warmer import AHEAD_UNTIL, NUMBERS_UNTIL
    from game.rules.cards import RANK
    clock = Clock()
    warmer = FaceWarmer(clock)
    assert RANK[24] >= 11 > RANK[7]
    faces = CardFaces(408, 571)
    warmer.ahead(faces, [turning(7, 0.0, 0.1), turning(24, 0.0, 0.2)],
                 clock.now - (AHEAD_UNTIL + NUMBERS_UNTIL) / 2)
    assert [card for card in range(52) if faces.rendered(card)] == [24]


def test_a_deal_at_4k_renders_its_faces_before_the_frames_that_turn_them_up(make_app):
    """With time to spare in every frame (the warmer's clock stands still), no face of
    the opening deal is rendered by the frame that shows it: all were rendered ahead."""
    from sprites import card_faces
    card_faces._FACES.clear()
    app = make_app(size=(3840, 2160))
    table = open_table(app, "doublets", 3)
    app.manager.draw(app.screen)
    table.painter.warmer.clock = lambda: 0.0
    faces = table.frame_builder.faces
    shown_first = []
    face = faces.face

    def watched(card):
        if not faces.rendered(card) and not card & 64:
            shown_first.append(card)
        return face(card)

    faces.face = watched
    table.play.new_game(8)
    turned = 0
    while table.timeline.busy:
        app.update(1 / 60)
        app.manager.draw(app.screen)
        turned = max(turned, sum(1 for s in table.board.cards.sprites if s.face_up))
    assert turned >= 8 and shown_first == []
