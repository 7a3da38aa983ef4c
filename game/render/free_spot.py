"""Where a box goes among rectangles it should not cover: the place nearest a first
choice that covers none of them, else the one that covers least of them and none of a
second set it must never cover.

Plain rectangle geometry, as (x, y, w, h) tuples, for the toast's place (toast_place.py).
The places tried are exact, not a grid: a free place can always be slid left and up
until the box touches an obstacle or the bounds, so the x and y of every obstacle's
edges (the box beside it on either side, a gap away), of the bounds and of the first
choice hold the nearest free place there is; covering the least is tried at the edges
themselves. The answers are remembered for the last few tables, as a box is placed
again at every frame it is drawn.
"""

from functools import lru_cache
from math import hypot
from operator import mul

import pygame

SLACK = 0.01    # of the box's area: covering this much more than the least is as good,
                # and then the place nearer the first choice wins


def free_spot(box, bounds, home, gap, avoid=(), never=()):
    """(x, y) of a `box` (w, h) within `bounds`: the place nearest `home` (x, y) that
    is `gap` from every rectangle of `avoid`; else one over none of `never` (where
    none is possible, the least of them), over none of `avoid` if one merely touches
    them, else a `gap` from `never` if it can be, covering the least of `avoid`
    (see least_covering). Rectangles are (x, y, w, h) tuples."""
    return _spot(tuple(box), tuple(bounds), tuple(home), gap,
                 tuple(sorted(set(map(tuple, avoid)))), tuple(sorted(set(map(tuple, never)))))


@lru_cache(maxsize=8)
def _spot(box, bounds, home, gap, avoid, never):
    w, h = box
    left, top, width, height = bounds
    xs = (left, left + width - w)               # the least and the most x, y
    if width < w:                               # wider than the bounds: centred
        xs = (left + (width - w) // 2,) * 2
    ys = (top, max(top, top + height - h))      # taller: at the top
    home = (clamp(home[0], *xs), clamp(home[1], *ys))
    obstacles = merged([pygame.Rect(r) for r in avoid])
    near = nearest_first(home, xs, ys,
                         [(o.left - gap - w, o.right + gap) for o in obstacles],
                         [(o.top - gap - h, o.bottom + gap) for o in obstacles])
    spaced = [o.inflate(2 * gap, 2 * gap) for o in obstacles]
    place = pygame.Rect(0, 0, w, h)
    for x, y in near:
        place.topleft = (x, y)
        if place.collidelist(spaced) < 0:
            return x, y
    return least_covering(place, home, xs, ys, gap, obstacles,
                          [pygame.Rect(r) for r in never])


def least_covering(place, home, xs, ys, gap, obstacles, never):
    """(x, y) of `place` over none of `never` if it can help it, then over none of
    `obstacles` (touching them) if it can, then a `gap` from `never` if it can; of
    those, covering the least of `obstacles`, and near `home` among those that cover
    about as little (SLACK)."""
    w, h = place.size
    spaced = [n.inflate(2 * gap, 2 * gap) for n in never]
    edges_x = [(o.left, o.right, o.left - w, o.right - w) for o in obstacles]
    edges_x += [(n.left - w, n.right) for n in never + spaced]
    edges_y = [(o.top, o.bottom, o.top - h, o.bottom - h) for o in obstacles]
    edges_y += [(n.top - h, n.bottom) for n in never + spaced]
    pieces, never = disjoint(obstacles), disjoint(never)
    on_cards, on_corners = coverage(pieces, w, h), coverage(never, w, h)
    scored, best = [], None
    for x, y in nearest_first(home, xs, ys, edges_x, edges_y):
        place.topleft = (x, y)
        corners = on_corners(x, y) if place.collidelist(never) >= 0 else 0
        if best is not None and corners > best[0]:
            continue
        rank = (corners, place.collidelist(pieces) >= 0, place.collidelist(spaced) >= 0)
        if best is None or rank < best:
            scored, best = [], rank
        if rank == best:
            scored.append((on_cards(x, y) if rank[1] else 0, x, y))
    least = min(area for area, _, _ in scored) + SLACK * w * h
    return next((x, y) for area, x, y in scored if area <= least)


def nearest_first(home, xs, ys, more_xs, more_ys):
    """The places with x among `home`'s, `xs`'s (the least and most) and `more_xs`'s
    (tuples of them) within the least and the most, and y likewise, nearest `home`
    first."""
    def among(first, bounds, more):
        low, high = bounds
        found = {first, low, high}
        found.update(v for group in more for v in group if low <= v <= high)
        return found
    places = [(x, y) for x in among(home[0], xs, more_xs) for y in among(home[1], ys, more_ys)]
    places.sort(key=lambda p: (hypot(p[0] - home[0], p[1] - home[1]), p))
    return places


def coverage(rects, w, h):
    """area(x, y): how much of a box `w` by `h` at (x, y) the `rects` cover (which do
    not overlap): the sum over them of the overlaps along x times those along y, the
    overlaps worked out once per x and per y (the places tried share them)."""
    along_x, along_y = {}, {}

    def overlaps(at, size, spans):
        return tuple(max(0, min(at + size, end) - max(at, start)) for start, end in spans)

    spans_x = [(r.left, r.right) for r in rects]
    spans_y = [(r.top, r.bottom) for r in rects]

    def area(x, y):
        ox = along_x.get(x)
        if ox is None:
            ox = along_x[x] = overlaps(x, w, spans_x)
        oy = along_y.get(y)
        if oy is None:
            oy = along_y[y] = overlaps(y, h, spans_y)
        return sum(map(mul, ox, oy))
    return area


def merged(rects):
    """`rects` joined where two make a rectangle together (the cards of a fanned
    column, of a row), each only once: fewer to test, the same ground covered."""
    rects = {tuple(r) for r in rects}
    while True:
        joined = join_along(join_along(rects, 0), 1)
        if joined == rects:
            return [pygame.Rect(r) for r in sorted(rects)]
        rects = joined


def join_along(rects, axis):
    """`rects` (tuples) with those of the same place and size across `axis` (0: x, 1:
    y) joined where they overlap or touch along the other."""
    lines = {}
    for r in rects:
        across = (r[axis], r[axis + 2])
        lines.setdefault(across, []).append((r[1 - axis], r[1 - axis] + r[3 - axis]))
    out = set()
    for (at, size), spans in lines.items():
        for start, end in joined_spans(sorted(spans)):
            out.add((at, start, size, end - start) if axis == 0 else
                    (start, at, end - start, size))
    return out


def disjoint(rects):
    """The ground `rects` cover, as rectangles that do not overlap: strips between the
    rects' left and right edges, a strip's spans joined to the next one's where equal."""
    edges = sorted({r.left for r in rects} | {r.right for r in rects})
    pieces, open_spans = [], {}
    for x0, x1 in zip(edges, edges[1:]):
        spans = joined_spans(sorted((r.top, r.bottom) for r in rects
                                    if r.left <= x0 and r.right >= x1))
        still = {span: open_spans.pop(span, x0) for span in spans}
        pieces += [pygame.Rect(start, t, x0 - start, b - t)
                   for (t, b), start in open_spans.items()]
        open_spans = still
    if edges:
        pieces += [pygame.Rect(start, t, edges[-1] - start, b - t)
                   for (t, b), start in open_spans.items()]
    return pieces


def joined_spans(spans):
    """Sorted (start, end) spans joined where they overlap or touch."""
    out = []
    for start, end in spans:
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return [tuple(s) for s in out]


def clamp(value, low, high):
    """`value` within low .. high (low when they cross)."""
    return max(low, min(value, high))
