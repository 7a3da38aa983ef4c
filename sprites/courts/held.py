"""What the court figures hold, for the generator (sprites.courts.make): sword, axe,
sceptre, orb, staff, halberd, hatchet, tulip, rose, lily and leaf. Each is drawn for a
hand at (hx, hy) and returns (what goes behind the hand, what goes in front of it): a
shaft runs behind the closed fist, a blade or bloom rises above it.
"""

import math

from sprites.courts.head import shade
from sprites.courts.headwear import GOLD, GOLD_DARK, WHITE
from sprites.courts.pen import INK, Pen, circle, ellipse, line, path

STEEL = "#dde2ea"
STEEL_DARK = "#8a93a2"
WOOD = "#a0683a"
STEM = "#3f7d3a"
LEAF = "#5a9a48"


def shaft(x0, y0, x1, y1, colour, width):
    """A rod from (x0, y0) to (x1, y1) with an outline."""
    pen = Pen(x0, y0).L(x1, y1)
    return [line(pen, INK, width + 1.6), line(pen, colour, width)]


def sword(hand, fig):
    hx, hy = hand
    tip = (hx + 3, 10)
    blade = Pen(hx - 3.4, hy - 11).L(tip[0] - 1.6, tip[1] + 12).L(*tip).L(tip[0] + 1.6,
                                                                           tip[1] + 12) \
        .L(hx + 3.4, hy - 11)
    guard = Pen(hx - 10, hy - 12).C(hx - 12, hy - 8, hx - 9.4, hy - 6, hx - 7.6, hy - 8) \
        .L(hx + 7.6, hy - 8).C(hx + 9.4, hy - 6, hx + 12, hy - 8, hx + 10, hy - 12)
    behind = shaft(hx, hy + 12, hx, hy - 9, shade(fig.band, 0.7), 4) + \
        [path(blade, STEEL, width=0.8),
         line(Pen(hx, hy - 11).L(tip[0], tip[1] + 6), STEEL_DARK, 0.7),
         path(guard, GOLD, width=0.8),
         circle(hx, hy + 14, 3.4, GOLD, width=0.7)]
    return behind, []


def axe(hand, fig):
    hx, hy = hand
    ax, ay = hx + 1, 36
    blade = Pen(ax + 2, ay - 8).C(ax + 5, ay - 10, ax + 8, ay - 14, ax + 9, ay - 20) \
        .C(ax + 13, ay - 8, ax + 13, ay + 14, ax + 9, ay + 26).C(ax + 7, ay + 19, ax + 5,
                                                                 ay + 14, ax + 2, ay + 11)
    spike = Pen(ax - 2, ay - 5).L(ax - 10, ay + 1).L(ax - 2, ay + 7)
    behind = shaft(hx, hy + 30, ax, ay - 14, WOOD, 4.2) + \
        [path(spike, STEEL, width=0.8), path(blade, STEEL, width=0.9),
         line(Pen(ax + 8.4, ay - 14).C(ax + 11, ay - 4, ax + 11, ay + 10, ax + 8.4, ay + 20),
              STEEL_DARK, 0.7),
         path(Pen(ax - 3.4, ay - 10).L(ax + 3.4, ay - 10).L(ax + 3.4, ay + 12)
              .L(ax - 3.4, ay + 12), GOLD, width=0.7),
         circle(ax, ay - 15, 2.6, GOLD, width=0.7)]
    return behind, []


def sceptre(hand, fig, top=34):
    hx, hy = hand
    tx = hx + 1
    behind = shaft(hx, hy + 24, tx, top + 10, GOLD, 3)
    for y in (hy - 26, hy - 56):
        if y > top + 14:
            behind.append(ellipse(hx + (tx - hx) * (hy - y) / (hy - top), y, 3.4, 2.2, GOLD,
                                  width=0.6))
    petal = Pen(tx, top - 18).C(tx + 5, top - 11, tx + 4, top - 4, tx, top + 1) \
        .C(tx - 4, top - 4, tx - 5, top - 11, tx, top - 18)
    behind.append(path(petal, GOLD, width=0.7))
    for s in (-1, 1):       # two petals curling out and down
        curl = Pen(tx, top + 1).C(tx + s * 4, top - 6, tx + s * 11, top - 8, tx + s * 10,
                                  top - 1).C(tx + s * 9.4, top + 3, tx + s * 7, top + 2,
                                             tx + s * 7.4, top - 1).C(tx + s * 5, top, tx + s * 3,
                                                                       top + 3, tx, top + 6)
        behind.append(path(curl, GOLD, width=0.7))
    behind += [path(Pen(tx - 8, top + 4).L(tx + 8, top + 4).L(tx + 6, top + 9).L(tx - 6, top + 9),
                    GOLD, width=0.7),
               circle(tx, top - 9, 1.8, fig.jewel, width=0.4)]
    return behind, []


def star_sceptre(hand, fig):
    """A slimmer sceptre topped with a ball and a four-pointed star."""
    hx, hy = hand
    tx, top = hx + 2, 40
    star = Pen(tx, top - 22).L(tx + 2.4, top - 14.4).L(tx + 9, top - 12).L(tx + 2.4, top - 9.6) \
        .L(tx, top - 2).L(tx - 2.4, top - 9.6).L(tx - 9, top - 12).L(tx - 2.4, top - 14.4)
    behind = shaft(hx, hy + 24, tx, top, GOLD, 2.6) + \
        [path(star, GOLD, width=0.6), circle(tx, top - 12, 1.6, fig.jewel, width=0.4),
         circle(tx, top + 2, 4, GOLD, width=0.7), circle(tx - 1.2, top + 0.8, 1.1, WHITE,
                                                         stroke=None)]
    return behind, []


def orb(hand, fig):
    hx, hy = hand
    cx, cy, r = hx, hy - 13, 11
    front = [path(Pen(cx - 1.6, cy - r - 9).L(cx + 1.6, cy - r - 9).L(cx + 1.6, cy - r - 6)
                  .L(cx + 4.6, cy - r - 6).L(cx + 4.6, cy - r - 3).L(cx + 1.6, cy - r - 3)
                  .L(cx + 1.6, cy - r + 0.6).L(cx - 1.6, cy - r + 0.6).L(cx - 1.6, cy - r - 3)
                  .L(cx - 4.6, cy - r - 3).L(cx - 4.6, cy - r - 6).L(cx - 1.6, cy - r - 6),
                  GOLD, width=0.6),
             circle(cx, cy, r, GOLD, width=0.9),
             path(Pen(cx - r, cy - 1.6).C(cx - 5, cy + 1, cx + 5, cy + 1, cx + r, cy - 1.6)
                  .L(cx + r, cy + 1.6).C(cx + 5, cy + 4.4, cx - 5, cy + 4.4, cx - r, cy + 1.6),
                  GOLD_DARK, width=0.5),
             path(Pen(cx - 1.6, cy - r).L(cx + 1.6, cy - r).L(cx + 1.6, cy + 2.2)
                  .L(cx - 1.6, cy + 2.2), GOLD_DARK, width=0.5),
             circle(cx, cy + 1.4, 2, fig.jewel, width=0.4),
             circle(cx - 5, cy - 5, 1.8, WHITE, stroke=None, opacity=0.7)]
    return [], front


def staff(hand, fig):
    hx, hy = hand
    tx, top = hx + 3, 16
    ribbon = Pen(tx, top + 10).C(tx + 6, top + 12, tx + 9, top + 22, tx + 10, top + 32) \
        .L(tx + 5, top + 31).C(tx + 5, top + 24, tx + 3, top + 18, tx, top + 16)
    ribbon2 = Pen(tx, top + 12).C(tx - 4, top + 20, tx - 2, top + 30, tx - 6, top + 38) \
        .L(tx - 9, top + 33).C(tx - 6, top + 26, tx - 6, top + 18, tx, top + 14)
    behind = shaft(hx, hy + 30, tx, top, WOOD, 3.6) + \
        [path(ribbon2, fig.trim, width=0.7), path(ribbon, fig.trim, width=0.7),
         circle(tx, top - 3, 5, GOLD, width=0.8), circle(tx - 1.6, top - 4.6, 1.4, WHITE,
                                                         stroke=None),
         path(Pen(tx - 3, top + 8).L(tx + 3, top + 8).L(tx + 3, top + 13).L(tx - 3, top + 13),
              fig.band, width=0.6)]
    return behind, []


def halberd(hand, fig):
    hx, hy = hand
    tx, top = hx + 1, 30
    spike = Pen(tx - 2.4, top).L(tx, top - 26).L(tx + 2.4, top)
    blade = Pen(tx + 2, top + 2).C(tx + 6, top, tx + 9, top - 4, tx + 10, top - 10) \
        .C(tx + 13, top + 2, tx + 13, top + 14, tx + 10, top + 24).C(tx + 8, top + 18, tx + 5,
                                                                     top + 16, tx + 2, top + 16)
    hook = Pen(tx - 2, top + 4).C(tx - 6, top + 4, tx - 9, top + 2, tx - 12, top - 3) \
        .C(tx - 11, top + 4, tx - 8, top + 10, tx - 2, top + 12)
    behind = shaft(hx, hy + 30, tx, top, WOOD, 3.6) + \
        [path(spike, STEEL, width=0.8), path(hook, STEEL, width=0.8),
         path(blade, STEEL, width=0.8),
         line(Pen(tx + 9.4, top - 5).C(tx + 11.2, top + 3, tx + 11.2, top + 12, tx + 9.4,
                                       top + 19), STEEL_DARK, 0.6),
         path(Pen(tx - 2.6, top - 1).L(tx + 2.6, top - 1).L(tx + 2.6, top + 18)
              .L(tx - 2.6, top + 18), GOLD, width=0.6),
         path(Pen(tx - 2, top + 20).C(tx - 8, top + 26, tx - 6, top + 32, tx - 9, top + 38)
              .L(tx - 5, top + 37).C(tx - 3, top + 30, tx - 2, top + 26, tx + 1, top + 22),
              fig.trim, width=0.6)]
    return behind, []


def hatchet(hand, fig):
    hx, hy = hand
    tx, top = hx + 1, hy - 52
    blade = Pen(tx + 2, top - 4).C(tx + 6, top - 6, tx + 9, top - 10, tx + 10, top - 15) \
        .C(tx + 13.6, top - 4, tx + 13.6, top + 10, tx + 10, top + 19).C(tx + 8, top + 12,
                                                                         tx + 5, top + 10,
                                                                         tx + 2, top + 8)
    behind = shaft(hx, hy + 12, tx, top - 8, WOOD, 4) + \
        [path(blade, STEEL, width=0.8),
         line(Pen(tx + 9.6, top - 9).C(tx + 11.6, top - 2, tx + 11.6, top + 8, tx + 9.6,
                                       top + 14), STEEL_DARK, 0.6),
         path(Pen(tx - 3.2, top - 7).L(tx + 3.2, top - 7).L(tx + 3.2, top + 10)
              .L(tx - 3.2, top + 10), GOLD, width=0.6),
         path(Pen(tx - 3, top - 2).L(tx - 9, top + 1).L(tx - 3, top + 4), STEEL, width=0.6)]
    return behind, []


def _leaf(x, y, length, angle_dx, angle_dy, colour=LEAF, breadth=0.3):
    """A pointed leaf from its base (x, y) along (angle_dx, angle_dy) (a unit vector),
    `breadth` times as wide as it is long."""
    tx, ty = x + angle_dx * length, y + angle_dy * length
    nx, ny = -angle_dy * length * breadth, angle_dx * length * breadth
    mx, my = (x + tx) / 2, (y + ty) / 2
    pen = Pen(x, y).C(mx + nx, my + ny, tx + nx * 0.2, ty + ny * 0.2, tx, ty) \
        .C(tx - nx * 0.2, ty - ny * 0.2, mx - nx, my - ny, x, y)
    return [path(pen, colour, width=0.7),
            line(Pen(x, y).Q(mx + nx * 0.15, my + ny * 0.15, tx, ty), shade(colour, 0.6), 0.5)]


def tulip(hand, fig):
    hx, hy = hand
    bx, by = hx - 4, hy - 34
    cup = Pen(bx - 7, by - 4).C(bx - 8, by + 4, bx - 4, by + 8, bx, by + 8) \
        .C(bx + 4, by + 8, bx + 8, by + 4, bx + 7, by - 4).L(bx + 3.6, by).L(bx, by - 7) \
        .L(bx - 3.6, by)
    behind = shaft(hx, hy + 10, bx, by + 6, STEM, 1.6) + _leaf(hx - 2, hy - 14, 14, -0.6, -0.8)
    front = [path(cup, fig.flower, width=0.8),
             line(Pen(bx, by - 6).L(bx, by + 7), shade(fig.flower, 0.6), 0.5)]
    return behind, front


def rose(hand, fig):
    hx, hy = hand
    bx, by = hx - 5, hy - 30
    behind = shaft(hx, hy + 10, bx, by + 4, STEM, 1.6) + _leaf(hx - 2, hy - 12, 12, -0.8, -0.6)
    front = []
    for k in range(5):          # petals round the bloom
        a = k * 2 * math.pi / 5 - math.pi / 2
        front.append(circle(bx + 4.6 * math.cos(a), by + 4.6 * math.sin(a), 4.2, fig.flower,
                            width=0.6))
    front += [circle(bx, by, 4, shade(fig.flower, 0.85), width=0.6),
              line(Pen(bx - 2.4, by + 0.4).C(bx - 2, by - 2.6, bx + 2.4, by - 2.6, bx + 2.2,
                                             by + 0.4).C(bx + 2, by + 2, bx - 0.6, by + 2,
                                                          bx - 0.4, by), shade(fig.flower, 0.5),
                   0.6)]
    return behind, front


def lily(hand, fig):
    hx, hy = hand
    tx, top = hx + 2, 30
    behind = shaft(hx, hy + 10, tx, top, STEM, 1.8)
    behind += _leaf(hx + 1, hy - 30, 12, 0.8, -0.6) + _leaf(hx + 1, hy - 46, 13, -0.7, -0.7)
    for fx, fy, s in ((tx, top, 0.8), (tx - 2, top + 34, -1), (tx - 1, top + 16, 0.8)):
        trumpet = Pen(fx, fy + 2).C(fx + s * 2, fy - 4, fx + s * 6, fy - 9, fx + s * 12, fy - 8) \
            .C(fx + s * 9, fy - 5, fx + s * 10, fy - 1, fx + s * 13, fy + 3) \
            .C(fx + s * 8, fy + 3, fx + s * 5, fy + 6, fx + s * 4, fy + 11) \
            .C(fx + s * 2, fy + 7, fx, fy + 5, fx, fy + 2)
        behind += [path(trumpet, fig.flower, width=0.7),
                   line(Pen(fx + s * 1, fy + 2).L(fx + s * 9, fy - 2), GOLD_DARK, 0.6),
                   circle(fx + s * 9, fy - 2, 0.9, GOLD_DARK, stroke=None)]
    return behind, []


def leaf(hand, fig):
    hx, hy = hand
    lean = -0.08                 # the big leaf's slant: a little towards the head
    behind = shaft(hx, hy + 12, hx + 3, hy - 30, STEM, 2.2)
    behind += _leaf(hx + 2, hy - 14, 12, 0.8, -0.6, shade(LEAF, 0.85))
    behind += _leaf(hx + 3, hy - 24, 16, -0.7, -0.7, shade(LEAF, 1.15))
    behind += _leaf(hx + 3, hy - 30, 52, lean, -0.997, LEAF, breadth=0.3)
    for k in range(5):           # veins off the middle of the big leaf
        y = hy - 40 - k * 8
        x = hx + 3 + lean * (hy - 30 - y) / 0.997
        behind.append(line(Pen(x, y).L(x + 6, y - 5), shade(LEAF, 0.6), 0.5))
        behind.append(line(Pen(x, y).L(x - 6, y - 5), shade(LEAF, 0.6), 0.5))
    return behind, []


HELD = {"sword": sword, "axe": axe, "sceptre": sceptre, "star sceptre": star_sceptre,
        "orb": orb, "staff": staff, "halberd": halberd, "hatchet": hatchet, "tulip": tulip,
        "rose": rose, "lily": lily, "leaf": leaf}
OPEN_HANDED = {"orb"}       # held up on an open hand, not in a fist
