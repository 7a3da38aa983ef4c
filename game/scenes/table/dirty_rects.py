"""Rectangles for partial redraws: joining the places a frame must copy or paint again
into fewer, wider ones, and dropping images that another hides exactly.

At 4K a copy of many narrow rectangles (a deal's ten columns) runs several times slower
per pixel than one band as wide as all of them: each row of a narrow rectangle starts on
another page and the memory is read cold. So rectangles that overlap, or whose bounding
box wastes little beside them (columns a small gap apart), are joined into that box.
Copying or repainting a little more than changed draws the same pixels.
"""

WASTE = 1.25        # join two rectangles when their bounding box is at most this much
                    # larger than what they cover together


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
