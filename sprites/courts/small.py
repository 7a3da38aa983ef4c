"""The court figures drawn for small cards, for the generator (sprites.courts.make): the
same twelve figures as the big cards' (each Look's colours, headwear, hair and what it
holds) with few, bold parts, readable when a whole figure is 20 to 60 pixels tall.

A small figure is drawn once, head up, in the same 200-unit-wide design space (centre
line x = 100, the top of the crown near y = 8): a head large for its body, eyes as dots,
a robe with its front band, collar and sleeves, one hand and what it holds. The robe
runs on to ROBE_BOTTOM, so that a tall picture shows more of it; the sleeves run out past
the sides, so that a wide one meets its frame in costume. Nothing held reaches outside
x = 14 .. 186.
"""

from sprites.courts.head import FLESH, LIPS, shade
from sprites.courts.headwear import GOLD, GOLD_DARK, WHITE
from sprites.courts.held import LEAF, STEEL, STEM, WOOD
from sprites.courts.pen import INK, MID, Pen, circle, ellipse, line, path, symmetric

ROBE_BOTTOM = 560
OUTLINE = 3.2               # the width of every part's outline
RIGHT_HAND, LEFT_HAND = (150, 186), (50, 190)


def figure(fig):
    """Every element of the small figure of `fig` (a Look), back to front."""
    parts = _back(fig) + _robe(fig) + _collar(fig) + _head(fig) + _headwear(fig)
    for held, hand, side in ((fig.right, RIGHT_HAND, 1), (fig.left, LEFT_HAND, -1)):
        if held:
            behind, front = SMALL_HELD[held](hand, fig)
            parts += _forearm(fig, hand, side) + behind + _hand(hand, held == "orb") + front
    return parts


def _p(pen, fill, width=OUTLINE):
    return path(pen, fill, width=width)


# ---------------------------------------------------------------------- the body

def _back(fig):
    """The queen's veil and the hair that falls behind the face."""
    parts = []
    if fig.rank == "Q":
        veil = symmetric(Pen(MID, 34).C(74, 34, 58, 54, 56, 90).C(54, 118, 50, 140, 40, 156)
                         .L(MID, 156))
        parts += [path(veil, fig.cap, width=9), path(veil, None, fig.trim, 4.6)]
        hair = symmetric(Pen(MID, 54).C(80, 54, 66, 64, 66, 92).C(66, 114, 64, 130, 60, 140)
                         .L(MID, 140))
    elif fig.rank == "K":
        hair = symmetric(Pen(MID, 46).C(78, 46, 62, 58, 62, 90).C(62, 116, 64, 134, 70, 146)
                         .L(MID, 146))
    else:
        hair = symmetric(Pen(MID, 50).C(78, 50, 64, 62, 64, 90).C(64, 106, 66, 118, 72, 124)
                         .L(MID, 124))
    return parts + [_p(hair, fig.hair)]


def _robe(fig):
    """Shoulders and robe, the sleeves out to the sides and past them, the trim where
    they meet the robe, and the front band with the suit's ornament."""
    body = symmetric(Pen(MID, 132).C(80, 132, 56, 134, 40, 140).C(24, 146, 16, 160, 14, 180)
                     .L(12, ROBE_BOTTOM).L(MID, ROBE_BOTTOM))
    parts = [_p(body, fig.robe)]
    for s in (-1, 1):
        def x(v, s=s):
            return MID + s * (MID - v)
        sleeve = Pen(x(44), 138).C(x(20), 142, x(4), 156, x(-20), 176).L(x(-40), ROBE_BOTTOM) \
            .L(x(30), ROBE_BOTTOM).L(x(34), 220).C(x(36), 180, x(44), 156, x(56), 140)
        parts.append(_p(sleeve, fig.sleeve))
        seam = Pen(x(56), 140).C(x(44), 156, x(36), 180, x(34), 220).L(x(30), ROBE_BOTTOM)
        parts += [line(seam, INK, 9), line(seam, fig.trim, 5.4)]
    band = symmetric(Pen(MID, 150).L(86, 150).L(84, ROBE_BOTTOM).L(MID, ROBE_BOTTOM))
    parts.append(_p(band, fig.band))
    for y in (176, 216, 256):
        parts += _motif(fig.motif, y, fig.sleeve)
    return parts


def _motif(kind, y, colour):
    """The front band's ornament, big and plain: ring, lozenge, quatrefoil, chevron."""
    cx = MID
    if kind == "ring":
        return [circle(cx, y, 7, colour, width=2.4)]
    if kind == "lozenge":
        return [_p(Pen(cx, y - 10).L(cx + 8, y).L(cx, y + 10).L(cx - 8, y), colour, 2.4)]
    if kind == "quatrefoil":
        return [circle(cx + dx, y + dy, 4.4, colour, width=2) for dx, dy in
                ((0, -5), (5, 0), (0, 5), (-5, 0))]
    return [_p(Pen(cx - 9, y + 2).L(cx, y - 7).L(cx + 9, y + 2).L(cx + 9, y + 8).L(cx, y - 1)
               .L(cx - 9, y + 8), colour, 2.2)]


def _collar(fig):
    if fig.rank == "K":                     # ermine over the shoulders
        cape = symmetric(Pen(MID, 128).C(80, 128, 56, 134, 40, 146).C(52, 162, 70, 164, 84, 156)
                         .L(MID, 150))
        spots = [path(Pen(sx, y - 4).C(sx + 2.2, y, sx + 2, y + 3, sx, y + 5)
                      .C(sx - 2, y + 3, sx - 2.2, y, sx, y - 4), INK, stroke=None)
                 for x, y in ((56, 148), (72, 152), (84, 144)) for sx in (x, 2 * MID - x)]
        return [_p(cape, WHITE)] + spots
    if fig.rank == "Q":                     # a neckline edged in the trim, a pearl
        skin = symmetric(Pen(MID, 128).L(80, 128).C(80, 146, 88, 156, MID, 158))
        edge = symmetric(Pen(MID, 158).C(88, 156, 80, 146, 80, 130).L(70, 132)
                         .C(70, 154, 82, 168, MID, 170))
        return [_p(skin, FLESH), _p(edge, fig.trim), circle(MID, 150, 3.6, fig.jewel, width=2)]
    flap = symmetric(Pen(MID, 132).C(88, 128, 74, 128, 64, 132).C(62, 144, 72, 152, 84, 152)
                     .C(92, 152, 98, 146, MID, 140))
    return [_p(flap, WHITE), line(Pen(MID, 132).L(MID, 142), INK, 2)]


# ---------------------------------------------------------------------- the head

def _head(fig):
    queen, king = fig.rank == "Q", fig.rank == "K"
    half = 30 if queen else 32
    chin = 122 if queen else 126
    face = symmetric(Pen(MID, 52).C(MID - half * 0.7, 52, MID - half, 64, MID - half, 88)
                     .C(MID - half, 108, MID - half * 0.55, chin - 2, MID, chin))
    parts = [_p(Pen(88, 112).L(88, 136).L(112, 136).L(112, 112), FLESH), _p(face, FLESH)]
    eye = shade(fig.eyes, 0.55)
    for s in (-1, 1):
        parts.append(ellipse(MID + s * 12, 86, 3.4, 4, eye, stroke=None))
        parts.append(line(Pen(MID + s * 5, 76).Q(MID + s * 12, 72, MID + s * 19, 77),
                          shade(fig.hair, 0.6), 2.8))
    parts.append(line(Pen(MID, 90).L(MID - 3, 102).L(MID + 1, 103), shade(FLESH, 0.6), 2))
    if king:
        beard = symmetric(Pen(MID, 108).C(92, 108, 80, 104, 72, 94).C(70, 120, 80, 142, MID, 154))
        moustache = symmetric(Pen(MID, 106).C(94, 104, 84, 104, 78, 110).C(86, 114, 94, 112,
                                                                             MID, 111))
        parts += [_p(beard, fig.hair), _p(moustache, shade(fig.hair, 0.8), 2.4)]
    else:
        lips = ellipse(MID, 111, 7 if queen else 5.4, 3 if queen else 2,
                       LIPS if queen else "#b8625a", stroke=None)
        parts.append(lips)
    if queen:
        locks = symmetric(Pen(MID, 54).C(84, 54, 72, 62, 70, 80).C(68, 100, 70, 118, 66, 134)
                          .C(74, 132, 78, 120, 78, 100).C(78, 82, 84, 68, MID, 66))
        parts.append(_p(locks, fig.hair))
    elif not king:
        fringe = symmetric(Pen(MID, 52).C(84, 52, 70, 58, 68, 72).C(78, 68, 90, 66, MID, 68))
        parts.append(_p(fringe, fig.hair))
    return parts


def _headwear(fig):
    if fig.rank == "K":
        cap = symmetric(Pen(MID, 22).C(82, 22, 70, 34, 70, 52).L(MID, 52))
        points = symmetric(Pen(MID, 10).L(92, 40).L(82, 24).L(74, 42).L(64, 20).L(66, 58)
                           .L(MID, 58))
        parts = [_p(cap, fig.cap), _p(points, GOLD)]
        parts += [circle(x, y, 4.2, GOLD, width=2.4) for x, y in ((82, 22), (118, 22), (64, 18),
                                                                  (136, 18))]
        parts.append(circle(MID, 8, 4.6, GOLD, width=2.4))
        parts.append(_p(symmetric(Pen(MID, 48).L(66, 46).L(66, 62).L(MID, 64)), GOLD))
        parts.append(ellipse(MID, 55, 5, 5.4, fig.jewel, width=2))
        return parts
    if fig.rank == "Q":
        points = symmetric(Pen(MID, 26).L(92, 44).L(82, 32).L(76, 46).L(68, 36).L(68, 60)
                           .L(MID, 60))
        return [_p(points, GOLD), circle(MID, 24, 4, fig.jewel, width=2),
                circle(82, 30, 3.2, WHITE, width=2), circle(118, 30, 3.2, WHITE, width=2),
                _p(symmetric(Pen(MID, 52).L(68, 50).L(68, 62).L(MID, 64)), GOLD),
                ellipse(MID, 57, 4, 3.6, fig.jewel, width=1.8)]
    if fig.hat == "toque":
        crown = Pen(72, 56).C(68, 36, 76, 16, 100, 14).C(124, 16, 132, 36, 128, 56)
        brim = Pen(58, 60).C(58, 46, 70, 44, 80, 48).C(94, 52, 108, 52, 120, 48) \
            .C(130, 44, 142, 46, 142, 60).C(120, 70, 80, 70, 58, 60)
        plume = Pen(124, 44).C(132, 30, 146, 24, 162, 20).C(156, 32, 144, 44, 130, 52)
        return [_p(plume, fig.plume), _p(crown, fig.cap), _p(brim, fig.trim),
                _p(Pen(MID, 46).L(106, 54).L(MID, 62).L(94, 54), fig.jewel, 2)]
    cap = Pen(56, 62).C(46, 40, 70, 20, 104, 20).C(138, 20, 156, 40, 144, 62) \
        .C(120, 68, 80, 68, 56, 62)
    brim = Pen(58, 56).C(80, 64, 120, 64, 142, 56).L(142, 68).C(120, 76, 80, 76, 58, 68)
    plume = Pen(128, 48).C(134, 30, 146, 16, 168, 6).C(166, 24, 154, 42, 138, 56)
    return [_p(plume, fig.plume), _p(cap, fig.cap), _p(brim, fig.trim),
            circle(136, 58, 5, GOLD, width=2)]


# ---------------------------------------------------------------------- hands, held

def _forearm(fig, hand, side):
    """The arm from the elbow, at the figure's side, up to the hand: the sleeve, then
    a cuff of the band's colour at the wrist."""
    hx, hy = hand
    elbow = (MID + side * 100, 256)
    wrist = (hx + side * 4, hy + 10)
    cuff = (hx + side * 10, hy + 20)
    arm = Pen(*elbow).L(*cuff)
    return [line(arm, INK, 26 + OUTLINE), line(arm, fig.sleeve, 26),
            line(Pen(*cuff).L(*wrist), INK, 18 + OUTLINE), line(Pen(*cuff).L(*wrist), fig.band, 18)]


def _hand(hand, open_hand=False):
    hx, hy = hand
    if open_hand:
        return [ellipse(hx, hy - 2, 11, 6, FLESH, width=OUTLINE)]
    return [ellipse(hx, hy, 9, 8, FLESH, width=OUTLINE)]


def _rod(x0, y0, x1, y1, colour, width):
    pen = Pen(x0, y0).L(x1, y1)
    return [line(pen, INK, width + OUTLINE), line(pen, colour, width)]


def _sword(hand, fig):
    hx, hy = hand
    blade = Pen(hx - 5, hy - 14).L(hx - 4, 40).L(hx, 20).L(hx + 4, 40).L(hx + 5, hy - 14)
    return _rod(hx, hy + 14, hx, hy - 12, shade(fig.band, 0.7), 6) + \
        [_p(blade, STEEL), _p(Pen(hx - 18, hy - 20).L(hx + 18, hy - 20).L(hx + 18, hy - 12)
                              .L(hx - 18, hy - 12), GOLD), circle(hx, hy + 16, 6, GOLD)], []


def _axe(hand, fig):
    hx, hy = hand
    ax, ay = hx + 1, 64
    blade = Pen(ax + 3, ay - 10).C(ax + 10, ay - 14, ax + 16, ay - 20, ax + 18, ay - 30) \
        .C(ax + 28, ay - 10, ax + 28, ay + 22, ax + 18, ay + 40).C(ax + 14, ay + 26, ax + 10,
                                                                   ay + 20, ax + 3, ay + 16)
    spike = Pen(ax - 3, ay - 6).L(ax - 18, ay + 3).L(ax - 3, ay + 12)
    return _rod(hx, hy + 16, ax, ay - 22, WOOD, 6) + [_p(spike, STEEL), _p(blade, STEEL)], []


def _sceptre(hand, fig, star=False):
    hx, hy = hand
    tx, top = hx + 1, 60
    parts = _rod(hx, hy + 16, tx, top, GOLD, 5)
    if star:
        parts.append(_p(Pen(tx, top - 36).L(tx + 4, top - 22).L(tx + 14, top - 18)
                        .L(tx + 4, top - 14).L(tx, top).L(tx - 4, top - 14).L(tx - 14, top - 18)
                        .L(tx - 4, top - 22), GOLD))
        parts.append(circle(tx, top + 2, 6, GOLD))
    else:
        parts.append(_p(Pen(tx, top - 32).C(tx + 9, top - 20, tx + 7, top - 8, tx, top)
                        .C(tx - 7, top - 8, tx - 9, top - 20, tx, top - 32), GOLD))
        for s in (-1, 1):
            parts.append(_p(Pen(tx, top).C(tx + s * 6, top - 12, tx + s * 20, top - 14,
                                           tx + s * 18, top - 2).C(tx + s * 14, top + 2,
                                                                   tx + s * 8, top, tx, top + 8),
                            GOLD, 2.4))
        parts.append(circle(tx, top - 16, 3.4, fig.jewel, width=1.6))
    return parts, []


def _orb(hand, fig):
    hx, hy = hand
    cx, cy, r = hx, hy - 24, 16
    return [], [_p(Pen(cx - 3, cy - r - 14).L(cx + 3, cy - r - 14).L(cx + 3, cy - r - 9)
                   .L(cx + 8, cy - r - 9).L(cx + 8, cy - r - 4).L(cx + 3, cy - r - 4)
                   .L(cx + 3, cy - r + 1).L(cx - 3, cy - r + 1).L(cx - 3, cy - r - 4)
                   .L(cx - 8, cy - r - 4).L(cx - 8, cy - r - 9).L(cx - 3, cy - r - 9), GOLD, 2.4),
                circle(cx, cy, r, GOLD),
                line(Pen(cx - r, cy).Q(cx, cy + 7, cx + r, cy), GOLD_DARK, 4),
                circle(cx, cy + 3, 3.6, fig.jewel, width=1.6)]


def _staff(hand, fig):
    hx, hy = hand
    tx, top = hx + 2, 32
    parts = _rod(hx, hy + 16, tx, top, WOOD, 6)
    parts += [_p(Pen(tx, top + 16).C(tx + 10, top + 22, tx + 16, top + 40, tx + 18, top + 56)
                 .L(tx + 9, top + 54).C(tx + 8, top + 40, tx + 4, top + 28, tx, top + 26),
                 fig.trim, 2.4),
              _p(Pen(tx, top + 18).C(tx - 8, top + 30, tx - 8, top + 46, tx - 16, top + 60)
                 .L(tx - 20, top + 52).C(tx - 14, top + 40, tx - 10, top + 28, tx, top + 22),
                 fig.trim, 2.4),
              circle(tx, top - 4, 9, GOLD)]
    return parts, []


def _halberd(hand, fig):
    hx, hy = hand
    tx, top = hx + 1, 52
    spike = Pen(tx - 4, top).L(tx, top - 42).L(tx + 4, top)
    blade = Pen(tx + 3, top + 2).C(tx + 10, top - 2, tx + 16, top - 8, tx + 18, top - 18) \
        .C(tx + 28, top + 2, tx + 28, top + 22, tx + 18, top + 38).C(tx + 14, top + 28, tx + 8,
                                                                     top + 26, tx + 3, top + 26)
    hook = Pen(tx - 3, top + 6).C(tx - 10, top + 6, tx - 16, top + 2, tx - 22, top - 6) \
        .C(tx - 20, top + 8, tx - 14, top + 16, tx - 3, top + 18)
    return _rod(hx, hy + 16, tx, top, WOOD, 6) + [_p(spike, STEEL), _p(hook, STEEL),
                                                   _p(blade, STEEL)], []


def _hatchet(hand, fig):
    hx, hy = hand
    tx, top = hx + 1, hy - 80
    blade = Pen(tx + 3, top - 6).C(tx + 9, top - 9, tx + 14, top - 14, tx + 16, top - 22) \
        .C(tx + 25, top - 6, tx + 25, top + 14, tx + 16, top + 28).C(tx + 12, top + 18, tx + 8,
                                                                     top + 14, tx + 3, top + 12)
    return _rod(hx, hy + 14, tx, top - 12, WOOD, 6) + [_p(blade, STEEL)], []


def _bloom(x, y, fig, kind):
    if kind == "tulip":
        return [_p(Pen(x - 12, y - 8).C(x - 13, y + 8, x - 6, y + 13, x, y + 13)
                   .C(x + 6, y + 13, x + 13, y + 8, x + 12, y - 8).L(x + 6, y - 1).L(x, y - 12)
                   .L(x - 6, y - 1), fig.flower)]
    if kind == "rose":
        return [circle(x, y, 12, fig.flower), circle(x, y, 5, shade(fig.flower, 0.75), width=2)]
    return [_p(Pen(x, y + 4).C(x + 4, y - 6, x + 10, y - 14, x + 20, y - 12)
               .C(x + 14, y - 6, x + 16, y + 2, x + 20, y + 8).C(x + 10, y + 6, x + 6, y + 12,
                                                                 x + 4, y + 18)
               .C(x + 2, y + 12, x, y + 8, x, y + 4), fig.flower, 2.4)]


def _leaf(x, y, tx, ty, breadth):
    mx, my = (x + tx) / 2, (y + ty) / 2
    return [_p(Pen(x, y).C(mx + breadth, my, tx + breadth * 0.2, ty, tx, ty)
               .C(tx - breadth * 0.2, ty, mx - breadth, my, x, y), LEAF, 2.4),
            line(Pen(x, y).L(tx, ty), shade(LEAF, 0.6), 1.6)]


def _flower(kind):
    def held(hand, fig):
        hx, hy = hand
        if kind == "lily":
            tx = hx + 2
            parts = _rod(hx, hy + 14, tx, 60, STEM, 3) + _leaf(hx, hy - 40, hx - 18, hy - 66, 7)
            for fx, fy in ((tx, 56), (tx - 1, 96)):
                parts += _bloom(fx, fy, fig, kind)
            return parts, []
        bx, by = hx - 4, hy - 56
        parts = _rod(hx, hy + 14, bx, by + 8, STEM, 3) + _leaf(hx - 2, hy - 22, hx + 18,
                                                              hy - 44, 6)
        return parts, _bloom(bx, by, fig, kind)
    return held


def _green_leaf(hand, fig):
    hx, hy = hand
    return _rod(hx, hy + 14, hx + 2, hy - 40, STEM, 4) + \
        _leaf(hx + 2, hy - 40, hx + 4, 48, 20) + _leaf(hx, hy - 26, hx - 22, hy - 52, 7), []


SMALL_HELD = {"sword": _sword, "axe": _axe, "sceptre": _sceptre,
              "star sceptre": lambda hand, fig: _sceptre(hand, fig, star=True),
              "orb": _orb, "staff": _staff, "halberd": _halberd, "hatchet": _hatchet,
              "tulip": _flower("tulip"), "rose": _flower("rose"), "lily": _flower("lily"),
              "leaf": _green_leaf}
