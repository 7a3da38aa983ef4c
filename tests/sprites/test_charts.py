"""The charts draw what the rows say: one card per game (face up for a win, the back
for a loss), a line that rises and falls with the win rate, bars as tall as their counts."""

import math

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sprites.card_drawing import FACE_WHITE, suit_colour
from sprites.charts import (
    MAX_BINS,
    MIN_BINS,
    ChartStyle,
    draw_fan,
    draw_ring,
    histogram,
    line_chart,
    results_strip,
    time_bins,
    win_rate_series,
)

STYLE = ChartStyle(unit=24)
FELT = (10, 80, 40)


@pytest.fixture
def canvas():
    pygame.font.init()
    surface = pygame.Surface((900, 400))
    surface.fill(FELT)
    return surface


def test_win_rate_series_is_the_share_won_after_each_game():
    assert win_rate_series(["won", "lost", "abandoned", "won"]) == [1.0, 0.5, 1 / 3, 0.5]
    assert win_rate_series([]) == []


def test_time_bins_take_a_round_width_and_count_every_time():
    bins = time_bins([65, 70, 190, 299, 300, 610])
    assert bins.width in (60, 120, 180, 300) and bins.start % bins.width == 0
    assert len(bins.counts) <= 8 and sum(bins.counts) == 6
    first = bins.counts[0]
    assert first == sum(1 for t in (65, 70, 190, 299, 300, 610)
                        if bins.start <= t < bins.start + bins.width)
    assert time_bins([]).counts == ()
    assert sum(time_bins([42.0]).counts) == 1
    many = time_bins([10, 20000])
    assert len(many.counts) <= 8 and sum(many.counts) == 2


def test_the_strip_shows_a_face_for_each_win_and_a_back_for_each_loss(canvas):
    results = ["won", "lost", "abandoned", "won", "lost"]
    rects = results_strip(canvas, (20, 20, 860, 150), results, STYLE, [0, 1, 2, 3, 0])
    assert len(rects) == 5
    assert all(canvas.get_rect().contains(r) for r in rects)
    assert [r.x for r in rects] == sorted(r.x for r in rects)       # oldest on the left
    for rect, result in zip(rects, results):
        corner = canvas.get_at((rect.x + rect.w // 2, rect.y + rect.h // 8))[:3]
        if result == "won":
            assert corner == FACE_WHITE
        else:
            assert corner != FACE_WHITE and sum(corner) < 3 * 200


def test_a_long_strip_overlaps_the_cards_and_keeps_them_inside(canvas):
    rects = results_strip(canvas, (20, 20, 400, 100), ["won", "lost"] * 20, STYLE)
    assert len(rects) == 40
    assert rects[0].left >= 20 and rects[-1].right <= 420
    assert rects[1].x - rects[0].x < rects[0].w            # fanned: they overlap


def spacings(rects):
    """Each card's distance to the next one's left edge, as a share of a card's width."""
    return [(b.x - a.x) / a.w for a, b in zip(rects, rects[1:])]


@pytest.mark.parametrize("box", [(10, 10, 764, 159), (10, 10, 672, 198), (10, 10, 560, 152)])
def test_the_strip_cards_are_spaced_or_fanned_never_nearly_touching(box):
    """Landscape and portrait strips (1280x720, 720x1280, 600x1000), 1 to 30 games: the
    cards stand the full gap apart (shrunk if need be) or clearly overlap."""
    surface = pygame.Surface((900, 400))
    for count in range(1, 31):
        rects = results_strip(surface, box, (["won", "lost"] * 15)[:count], STYLE)
        assert len(rects) == count and all(pygame.Rect(box).contains(r) for r in rects)
        for share in spacings(rects):
            assert share >= 1.17 or share <= 0.71, (box, count, share)


def test_the_line_follows_the_rates(canvas):
    rates = [0.0, 0.5, 1.0, 0.25]
    points = line_chart(canvas, (20, 20, 600, 300), rates, STYLE)
    assert len(points) == 4
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    assert xs == sorted(xs) and len(set(xs)) == 4
    assert ys[2] < ys[1] < ys[3] < ys[0]           # higher rate, higher on screen
    assert abs((ys[0] - ys[2]) - 2 * (ys[0] - ys[1])) <= 1    # linear scale
    x, y = points[2]
    assert canvas.get_at((x, y))[:3] != FELT       # the line is drawn there


def test_one_game_is_a_dot_with_its_label_under_it(canvas):
    """(The label sat at the chart's left end, the dot in the middle.)"""
    (x, y), = line_chart(canvas, (20, 20, 600, 300), [0.0], STYLE)
    label = [column for column in range(20, 620)
             if any(canvas.get_at((column, row))[:3] != FELT for row in range(y + 6, 318))]
    assert label and abs((label[0] + label[-1]) / 2 - x) <= 3


def test_the_bars_are_as_tall_as_their_counts(canvas):
    bins = time_bins([100, 130, 150, 400, 410, 420, 430])
    bars = histogram(canvas, (20, 20, 600, 300), bins, STYLE)
    assert len(bars) == len(bins.counts)
    tallest = max(bars, key=lambda r: r.h)
    for bar, count in zip(bars, bins.counts):
        assert abs(bar.h - tallest.h * count / max(bins.counts)) <= 1
        if count:
            assert canvas.get_at((bar.centerx, bar.bottom - 2))[:3] == FACE_WHITE
    assert len({bar.bottom for bar in bars}) == 1   # standing on one line


@pytest.mark.parametrize("rect", [(100, 40, 432, 240), (300, 10, 300, 380), (0, 0, 90, 50)])
def test_the_fan_fits_its_rect_and_no_two_backs_show_where_they_overlap(canvas, rect):
    """Each card is one whole turned image, the face-up middle one on top, and where two
    backs overlap the face covers it (a hand of upright cards showed a seam there: one
    back's rounded corner over the other, under the face). Antialiased edges may leave
    a pixel or two, far below the 1.7% of a card the seam took. The hand fills its rect
    one way and stays inside it."""
    canvas.set_clip(None)
    cards = draw_fan(canvas, rect, STYLE)
    assert len(cards) == 5
    area = pygame.Rect(rect)
    boxes = [mask.get_bounding_rects()[0].move(at) for mask, at in cards]
    hand = boxes[0].unionall(boxes[1:])
    assert area.contains(hand)
    assert hand.w >= area.w * 0.95 or hand.h >= area.h * 0.95       # as large as fits
    face_mask, face_at = cards[2]
    for left, right in ((1, 3), (0, 4), (0, 3), (1, 4)):
        (a, a_at), (b, b_at) = cards[left], cards[right]
        both = a.overlap_mask(b, (b_at[0] - a_at[0], b_at[1] - a_at[1]))
        both.erase(face_mask, (face_at[0] - a_at[0], face_at[1] - a_at[1]))
        assert both.count() <= face_mask.count() * 0.002, (left, right)
    middle = boxes[2]
    assert canvas.get_at((middle.centerx, middle.y + middle.h // 8))[:3] == FACE_WHITE


@pytest.mark.parametrize("rect", [(20, 20, 330, 350), (20, 20, 120, 150), (20, 20, 60, 90)])
def test_the_win_rate_stays_inside_its_ring(canvas, rect):
    """(At 1900x1000 '100%' ran over the ring on both sides.)"""
    text = draw_ring(canvas, rect, 1.0, "100%", "2 of 2 won", STYLE)
    ink = suit_colour(2, False)                     # the ring, in the hearts' ink
    row = [canvas.get_at((x, text.centery))[:3] for x in range(rect[0], rect[0] + rect[2])]
    ring = [rect[0] + i for i, colour in enumerate(row) if colour == ink]
    assert ring and not any(text.left <= x < text.right for x in ring)
    assert min(ring) < text.left and max(ring) >= text.right


def test_the_ring_cards_corners_are_smooth(canvas):
    """(Its rounded corners were drawn without antialiasing: felt or border, nothing
    between.) Along the corner's diagonal some pixel blends the two."""
    draw_ring(canvas, (20, 20, 240, 300), 0.5, "50%", "1 of 2 won", STYLE)
    diagonal = [canvas.get_at((20 + i, 20 + i))[:3] for i in range(12)]
    assert any(colour not in (FELT, FACE_WHITE, (140, 140, 148)) for colour in diagonal)


def blended_on_corner(canvas, rect, inks) -> bool:
    """Whether some pixel of `rect`'s top-left corner is none of `inks` (the felt, the
    fills, the border): a smooth corner blends them, a jagged one does not."""
    x, y = rect[0], rect[1]
    return any(canvas.get_at((x + i, y + j))[:3] not in inks
               for i in range(6) for j in range(6))


def test_the_bars_and_the_little_cards_have_smooth_corners(canvas):
    """(Their rounded corners were drawn without antialiasing, as the ring card's were.)"""
    from sprites.card_drawing import BACK_BORDER, BACK_SCHEMES, FACE_BORDER
    bars = histogram(canvas, (20, 20, 600, 360), time_bins([100, 100, 130, 200]), STYLE)
    tall = max(bars, key=lambda bar: bar.h)
    assert tall.w >= 40 and blended_on_corner(canvas, tall, (
        FELT, FACE_WHITE, FACE_BORDER, suit_colour(2)))
    canvas.fill(FELT)
    cards = results_strip(canvas, (20, 20, 400, 120), ["won", "lost"], STYLE)
    inks = (FELT, FACE_WHITE, FACE_BORDER, BACK_BORDER, *BACK_SCHEMES["blue"])
    assert cards[0].w >= 40 and all(blended_on_corner(canvas, card, inks) for card in cards)


def test_a_smooth_corner_keeps_the_shapes_own_colours_inside(canvas):
    """Drawn supersampled, the middle of a card is its exact white (smoothscale at 3x
    gave 251 for 253)."""
    cards = results_strip(canvas, (20, 20, 400, 120), ["won"], STYLE)
    assert canvas.get_at((cards[0].x + 4, cards[0].y + cards[0].h // 8))[:3] == FACE_WHITE


@pytest.mark.parametrize("times", [[665.0], [42.0], [5.0], [3900.0, 3950.0], [100, 100, 130]])
def test_one_or_a_few_wins_still_make_a_histogram(canvas, times):
    """One win drew one bar 70% of the chart wide, a white pill: now a few times get at
    least MIN_BINS bins of a width near a twelfth of the longest time, never before 0:00,
    and every bar is a normal bar among its neighbours' places."""
    bins = time_bins(times)
    assert len(bins.counts) >= MIN_BINS and sum(bins.counts) == len(times)
    assert bins.start >= 0 and bins.start % bins.width == 0
    assert bins.width * 12 >= max(times) and bins.width <= max(60, max(times) / 4)
    for value in times:                         # each time in the bin that holds it
        index = int((value - bins.start) // bins.width)
        assert bins.counts[index] >= 1
    bars = histogram(canvas, (20, 20, 860, 300), bins, STYLE)
    drawn = [bar for bar in bars if bar.h]
    assert drawn and all(bar.w <= 860 * 0.7 / MIN_BINS + 1 for bar in drawn)
    assert all(bar.h > bar.w / 2 for bar in drawn)          # standing, not lying down


@pytest.mark.parametrize("times", [[1e308], [1e12], [10.0, 1e12], [5.0, 1e308, 60.0],
                                   [float("inf"), 30.0], [float("nan")], [-5.0, 40.0]])
def test_the_bins_stay_few_whatever_the_times(canvas, times):
    """A time of 1e308 s crashed the histogram (OverflowError) and 1e12 s asked for tens
    of millions of bins: now the last bin holds every longer time, and what is no time
    (NaN, infinite, negative) is left out."""
    bins = time_bins(times)
    sound = [t for t in times if math.isfinite(t) and t >= 0]
    assert len(bins.counts) <= MAX_BINS and sum(bins.counts) == len(sound)
    assert len(histogram(canvas, (20, 20, 860, 300), bins, STYLE)) == len(bins.counts)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.floats(allow_nan=True, allow_infinity=True), max_size=30))
def test_any_times_give_at_most_max_bins_counting_every_sound_time(times):
    bins = time_bins(times)
    sound = [t for t in times if math.isfinite(t) and t >= 0]
    assert len(bins.counts) <= MAX_BINS and sum(bins.counts) == len(sound)
    assert all(count >= 0 for count in bins.counts) and bins.width > 0
