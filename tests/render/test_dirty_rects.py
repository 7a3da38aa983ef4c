"""Joining the rectangles of a partial redraw: near ones into one band, far ones kept."""

from pygame import Rect

from game.render.dirty_rects import merged


def covered(rects):
    return {(x, y) for r in rects for x in range(r.left, r.right)
            for y in range(r.top, r.bottom)}


def test_columns_a_small_gap_apart_become_one_band():
    columns = [Rect(10 + 30 * i, 5, 27, 60) for i in range(6)]
    assert merged(columns) == [Rect(10, 5, 177, 60)]


def test_far_apart_rects_stay_apart_and_overlapping_ones_join():
    far = [Rect(0, 0, 10, 10), Rect(100, 100, 10, 10)]
    assert sorted(merged(far)) == far
    assert merged([Rect(0, 0, 10, 10), Rect(5, 5, 10, 10)]) == [Rect(0, 0, 15, 15)]


def test_what_is_joined_covers_all_it_was_given_and_no_two_overlap():
    import random
    rng = random.Random(7)
    for _ in range(50):
        rects = [Rect(rng.randrange(80), rng.randrange(80), rng.randrange(1, 20),
                      rng.randrange(1, 20)) for _ in range(rng.randrange(1, 12))]
        joined = merged(rects)
        assert covered(rects) <= covered(joined)
        assert all(not a.colliderect(b) for i, a in enumerate(joined) for b in joined[:i])


def test_empty_rects_are_dropped():
    assert merged([Rect(3, 3, 0, 5), Rect(1, 1, 2, 2)]) == [Rect(1, 1, 2, 2)]


def random_rects(rng, count):
    return [Rect(rng.randrange(80), rng.randrange(80), rng.randrange(1, 25),
                 rng.randrange(1, 25)) for _ in range(count)]


def test_spans_cover_exactly_the_places_less_the_holes_and_never_twice():
    import random

    from game.render.dirty_rects import spans
    rng = random.Random(3)
    for _ in range(60):
        rects, holes = random_rects(rng, rng.randrange(1, 12)), random_rects(rng, 4)
        for gap in (0, 6):
            found = spans(rects, holes + [None], gap)
            assert all(not a.colliderect(b) for i, a in enumerate(found) for b in found[:i])
            wanted = covered(rects) - covered(holes)
            if gap == 0:
                assert covered(found) == wanted
            else:       # joined only across gaps in the same rows, under 6 pixels wide
                assert wanted <= covered(found)
                extra = covered(found) - wanted
                assert all(any((x - d, y) in wanted for d in range(1, 7)) and
                           any((x + d, y) in wanted for d in range(1, 7))
                           for x, y in extra)


def test_spans_of_flying_cards_stay_near_their_places():
    """Cards in a chain, each overlapping the next, copy back about their own places,
    where joined boxes grow over the felt between them."""
    from game.render.dirty_rects import spans
    cards = [Rect(100 + 300 * i, 100 + 250 * i, 408, 571) for i in range(6)]
    area = sum(r.w * r.h for r in spans(cards))
    assert area <= sum(r.w * r.h for r in cards)
    assert area < 0.5 * sum(r.w * r.h for r in merged(cards))
