"""Rectangles for partial redraws: joining the places a frame must copy or paint again
into fewer, wider ones, and dropping images that another hides exactly.

At 4K a copy of many narrow rectangles (a deal's ten columns) runs several times slower
per pixel than one band as wide as all of them: each row of a narrow rectangle starts on
another page and the memory is read cold. So rectangles that overlap, or whose bounding
box wastes little beside them (columns a small gap apart), are joined into that box.
Copying or repainting a little more than changed draws the same pixels.

Joining boxes that overlap into their bounding box, again and again, can grow a box far
past what it joins, though: a deal's flying cards, each overlapping its neighbour, made
one box two or three times the cards' places, most of it felt that had not changed.
`spans` instead covers exactly the union of the places less what the frame covers anyway
(its flying cards' opaque middles), row band by row band, joining only places in the
same rows less than GAP pixels apart (a row's start costs about as much as copying a few
hundred pixels of it, read cold at 4K). Working the spans out costs more than joining
boxes, so `copies` takes them only where joining wasted.
"""

import pygame

from game.render.cover import uncovered

WASTE = 1.25        # join two rectangles when their bounding box is at most this much
                    # larger than what they cover together
GAP = 320           # pixels: places in the same rows nearer than this are copied as one


def merged(rects, waste=WASTE):
    """`rects` joined into their bounding boxes, two at a time, wherever they overlap or
    the box covers at most `waste` times their own area, until no two may be joined."""
    rects = [r for r in rects if r.w > 0 and r.h > 0]
    joined = True
    while joined:
        joined = False
        done = []
        for rect in rects:
            for i, other in enumerate(done):
                if rect.colliderect(other) or near(rect, other, waste):
                    done[i] = other.union(rect)
                    joined = True
                    break
            else:
                done.append(rect)
        rects = done
    return rects


def near(a, b, waste) -> bool:
    """Whether the bounding box of `a` and `b` is at most `waste` times their area."""
    box = a.union(b)
    return box.w * box.h <= waste * (a.w * a.h + b.w * b.h)


def unhidden(blits):
    """`blits` ((image, position, ...) each) without the images that a later one of the
    same size covers exactly at the same place (a stock's cards, cards waiting to leave
    it): only the top one shows."""
    seen = set()
    kept = []
    for blit in reversed(blits):
        place = (blit[1], blit[0].get_size())
        if place not in seen:
            seen.add(place)
            kept.append(blit)
    kept.reverse()
    return kept


def copies(rects, holes=(), exact=True):
    """Where to copy back `rects` less `holes`: their joined boxes less the holes, when
    joining wasted little (the usual frame: cheap to work out) or not `exact`, else
    their spans (worth their cost where pixels are many: above full HD)."""
    boxes = merged(rects)
    if not exact or sum(r.w * r.h for r in boxes) <= WASTE * sum(r.w * r.h for r in rects):
        return uncovered(boxes, holes)
    return spans(rects, holes)


def spans(rects, holes=(), gap=GAP):
    """Rectangles, none overlapping another, covering the union of `rects` less the
    union of `holes` (None among them is skipped): for each band of rows between two
    edges, the runs of the places less the holes, runs less than `gap` apart joined,
    and a run going on in the next band with the same ends extended into it."""
    boxes = sorted({(r.top, r.bottom, r.left, r.right) for r in rects if r.w > 0 and r.h > 0})
    cuts = sorted({(h.top, h.bottom, h.left, h.right) for h in holes
                   if h is not None and h.w > 0 and h.h > 0})
    edges = sorted({y for b in boxes for y in b[:2]} | {y for c in cuts for y in c[:2]})
    out, going, active, holed = [], {}, [], []
    i = j = 0
    for y0, y1 in zip(edges, edges[1:]):
        while i < len(boxes) and boxes[i][0] <= y0:
            active.append(boxes[i])
            i += 1
        while j < len(cuts) and cuts[j][0] <= y0:
            holed.append(cuts[j])
            j += 1
        active = [b for b in active if b[1] > y0]
        holed = [c for c in holed if c[1] > y0]
        runs = _less(_runs(sorted((b[2], b[3]) for b in active), 0),
                     _runs(sorted((c[2], c[3]) for c in holed), 0))
        now = {}
        for a, b in _runs(runs, gap):
            rect = going.get((a, b))
            if rect is not None:
                rect.h = y1 - rect.top
            else:
                rect = pygame.Rect(a, y0, b - a, y1 - y0)
                out.append(rect)
            now[(a, b)] = rect
        going = now
    return out


def _runs(ends, gap):
    """Sorted (left, right) pairs joined where they overlap, touch or lie less than
    `gap` apart."""
    runs = []
    for a, b in ends:
        if runs and a - runs[-1][1] < gap:
            if b > runs[-1][1]:
                runs[-1][1] = b
        else:
            runs.append([a, b])
    return runs


def _less(runs, holes):
    """The parts of sorted, separate `runs` outside sorted, separate `holes`."""
    if not holes:
        return runs
    left = []
    for a, b in runs:
        for ha, hb in holes:
            if hb <= a or ha >= b:
                continue
            if ha > a:
                left.append([a, ha])
            a = max(a, hb)
            if a >= b:
                break
        if a < b:
            left.append([a, b])
    return left
