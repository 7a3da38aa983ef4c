"""A court figure's clothes and hands, for the generator (sprites.courts.make): the robe
with its patterned front band and shoulder borders, the collar (the king's ermine, the
queen's neckline and pearls, the jack's falling collar), the sleeves and the hands.
Design units as in sprites.courts.head; the robe runs on below any half picture's cut.
"""

import math

from sprites.courts.head import FLESH, SKIN_LINE, shade
from sprites.courts.headwear import GOLD, WHITE
from sprites.courts.pen import INK, MID, Pen, circle, line, path, symmetric

BOTTOM = 178                # the robe's hem, below the deepest cut of a half picture


def robe(fig):
    body = symmetric(Pen(MID, 101).C(84, 101, 64, 102, 46, 104).C(30, 106, 18, 112, 14, 124)
                     .C(11, 142, 9, 160, 8, BOTTOM).L(MID, BOTTOM))
    front = symmetric(Pen(MID, 112).L(89, 112).L(86.4, BOTTOM).L(MID, BOTTOM))
    parts = [path(body, fig.robe, width=1.0)]
    for s in (-1, 1):           # folds
        x = MID + s * 26
        parts.append(line(Pen(x, 146).C(x - s * 2, 158, x + s * 2, 168, x + s, BOTTOM),
                          shade(fig.robe, 0.7), 0.8))
    parts.append(path(front, fig.band, width=1.0))
    for n in range(3):
        parts += motif(fig.motif, MID, 126 + 19 * n, fig.sleeve)
    return parts


def upper_arm(fig, side):
    """The arm on one side (-1 left, +1 right), from the shoulder down past the cut: a
    sleeve of its own colour widening past the side of any picture, the shoulder's seam
    bordered and studded, the sleeve striped."""
    def x(v):
        return MID + side * (MID - v)
    arm = Pen(x(44), 103).C(x(28), 106, x(14), 112, x(8), 126) \
        .C(x(2), 142, x(-12), 160, x(-26), BOTTOM).L(x(45), BOTTOM) \
        .C(x(44), 162, x(44), 148, x(46), 134).C(x(48), 120, x(53), 110, x(60), 105)
    seam = Pen(x(62), 104).C(x(53), 110, x(48), 120, x(46), 134) \
        .C(x(44), 148, x(44), 162, x(45), BOTTOM)
    parts = [path(arm, fig.sleeve, width=1.0)]
    for k in range(3):          # stripes fanning down the sleeve
        top, bottom = 18 + k * 8, -10 + k * 14
        parts.append(line(Pen(x(top), 118 + k * 2).C(x(top - 3), 140, x(bottom + 6), 160,
                                                     x(bottom), BOTTOM),
                          shade(fig.sleeve, 0.72), 1.0))
    parts += [line(seam, INK, 6.6), line(seam, fig.trim, 4.8)]
    parts += [circle(x(px), py, 1.2, GOLD, width=0.4)
              for px, py in ((54, 109), (48.6, 120), (46, 134), (44.8, 150), (44.4, 166))]
    return parts


def motif(kind, cx, cy, colour):
    """One ornament of a robe's front band: ring, lozenge, quatrefoil or chevron."""
    if kind == "ring":
        return [circle(cx, cy, 4.2, colour, width=0.7), circle(cx, cy, 1.5, GOLD, width=0.5)]
    if kind == "lozenge":
        return [path(Pen(cx, cy - 6).L(cx + 4.6, cy).L(cx, cy + 6).L(cx - 4.6, cy), colour,
                     width=0.7), circle(cx, cy, 1.3, GOLD, width=0.4)]
    if kind == "quatrefoil":
        def at(degrees, r):
            a = math.radians(degrees)
            return cx + r * math.cos(a), cy + r * math.sin(a)
        leaves = Pen(*at(-45, 1.6))
        for k in range(4):
            leaves.C(*at(k * 90 - 40, 7.4), *at(k * 90 + 40, 7.4), *at(k * 90 + 45, 1.6))
        return [path(leaves, colour, width=0.6), circle(cx, cy, 1.4, GOLD, width=0.4)]
    return [path(Pen(cx - 5.4, cy - 1).L(cx, cy - 5.4).L(cx + 5.4, cy - 1).L(cx + 5.4, cy + 3)
                 .L(cx, cy - 1.4).L(cx - 5.4, cy + 3), colour, width=0.6)]


def collar(fig):
    if fig.rank == "K":
        return _ermine(fig)
    if fig.rank == "Q":
        return _neckline(fig)
    return _falling_collar(fig)


def _ermine(fig):
    shape = symmetric(Pen(MID, 99).C(84, 99, 68, 103, 55, 111).C(44, 118, 33, 127, 24, 140)
                      .C(40, 146, 56, 142, 68, 134).C(80, 127, 90, 125, MID, 125))
    parts = [path(shape, WHITE, width=0.9)]
    for x, y in ((36, 134), (50, 127), (62, 120), (74, 113), (48, 137), (62, 130), (76, 123),
                 (88, 117), (86, 107)):
        for sx in (x, 2 * MID - x):
            parts.append(path(Pen(sx, y - 2.4).C(sx + 1.2, y, sx + 1, y + 1.6, sx, y + 2.6)
                              .C(sx - 1, y + 1.6, sx - 1.2, y, sx, y - 2.4), INK, stroke=None))
    return parts


def _neckline(fig):
    skin = symmetric(Pen(MID, 104).L(88, 104).C(86.6, 114, 88, 123, 92.6, 128)
                     .C(95, 130, 97.6, 131, MID, 131))
    edge = symmetric(Pen(MID, 131).C(95, 131, 89, 128, 86.6, 120).C(85.6, 115, 85.6, 109, 86, 103)
                     .L(80, 104).C(78.6, 114, 80.6, 126, 86.6, 133).C(90.6, 137, 95.6, 138,
                                                                       MID, 138))
    parts = [path(skin, FLESH, width=0.8), path(edge, fig.trim, width=0.8)]
    for t in range(9):              # a string of pearls, a drop at the middle
        u = (t - 4) / 4
        parts.append(circle(MID + u * 10.6, 113 + (1 - u * u) * 7, 1.25, WHITE, width=0.4))
    parts.append(path(Pen(MID, 120.4).C(102.6, 123, 102.6, 126, MID, 127.6)
                      .C(97.4, 126, 97.4, 123, MID, 120.4), fig.jewel, width=0.5))
    return parts


def _falling_collar(fig):
    flap = symmetric(Pen(MID, 106).C(92, 103, 84, 102, 74, 104).C(70, 110, 72, 118, 78, 121)
                     .C(86, 124, 94, 122, MID, 116))
    parts = [path(flap, WHITE, width=0.9),
             line(Pen(MID, 106).L(MID, 116), INK, 0.7)]
    for t in range(6):              # the lace's scallops
        x = 76 + t * 3.9
        y = 118.6 + (0.8 if t in (2, 3) else 0) - (2.4 if t == 5 else 0)
        for sx in (x, 2 * MID - x):
            parts.append(circle(sx, y + 1.4, 1.1, WHITE, width=0.4))
    return parts


def sleeve(fig, hand, elbow):
    """A forearm from the `elbow` at the figure's side up to the wrist under `hand`:
    a sleeve wide at the elbow, with a cuff of the band's colour."""
    hx, hy = hand
    ex, ey = elbow
    dx, dy = hx - ex, hy - ey
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length           # along the forearm, towards the hand
    nx, ny = -uy, ux                            # across it
    wx, wy = hx - ux * 5, hy - uy * 5           # the wrist

    def at(along, across, ox=ex, oy=ey):
        return ox + ux * along + nx * across, oy + uy * along + ny * across
    arm = Pen(*at(0, 7.6, wx, wy)).C(*at(-length * 0.4, 9.6, wx, wy), *at(8, 15), *at(0, 15.6)) \
        .C(*at(-12, 15.6), *at(-14, -15.6), *at(0, -15.6)) \
        .C(*at(8, -15), *at(-length * 0.4, -9.6, wx, wy), *at(0, -7.6, wx, wy))
    cuff = Pen(*at(-1, 8.8, wx, wy)).L(*at(-1, -8.8, wx, wy)).L(*at(-7, -9.6, wx, wy)) \
        .L(*at(-7, 9.6, wx, wy))
    fold = Pen(*at(14, -4)).Q(*at(length * 0.5, 2), *at(length - 16, -2))
    return [path(arm, fig.sleeve, width=0.9), line(fold, shade(fig.sleeve, 0.7), 0.7),
            path(cuff, fig.band, width=0.8)]


def fist(hand):
    """A hand closed round a shaft that runs up and down through (hx, hy)."""
    hx, hy = hand
    palm = Pen(hx - 6.6, hy + 3.6).C(hx - 7.6, hy - 3, hx - 4.4, hy - 6.4, hx, hy - 6.4) \
        .C(hx + 5, hy - 6.4, hx + 7.8, hy - 3.6, hx + 7.2, hy + 2) \
        .C(hx + 6.4, hy + 6, hx - 5.4, hy + 6.6, hx - 6.6, hy + 3.6)
    parts = [path(palm, FLESH, width=0.8)]
    for dy in (-2.6, 0.2, 3):
        parts.append(line(Pen(hx - 5.6, hy + dy).C(hx - 2, hy + dy - 1.2, hx + 1.6, hy + dy - 1,
                                                   hx + 3.6, hy + dy + 0.3), SKIN_LINE, 0.55))
    parts.append(line(Pen(hx - 6, hy - 3.6).C(hx - 2.6, hy - 7.4, hx + 3.4, hy - 7, hx + 5.6,
                                              hy - 3.4), SKIN_LINE, 0.6))
    return parts


def open_hand(hand):
    """A hand held up, palm under what it carries at (hx, hy)."""
    hx, hy = hand
    palm = Pen(hx - 9, hy - 1).C(hx - 8, hy + 6, hx + 8, hy + 6, hx + 9, hy - 1) \
        .C(hx + 10.6, hy - 4, hx + 9, hy - 7, hx + 7.4, hy - 5).C(hx + 6, hy - 1, hx - 6, hy - 1,
                                                                   hx - 7.4, hy - 5) \
        .C(hx - 9, hy - 7, hx - 10.6, hy - 4, hx - 9, hy - 1)
    return [path(palm, FLESH, width=0.8),
            line(Pen(hx - 5, hy + 1.6).Q(hx, hy + 3.4, hx + 5, hy + 1.6), SKIN_LINE, 0.5)]
