"""What a court figure wears on its head, for the generator (sprites.courts.make): the
king's tall crown over a velvet cap, the queen's coronet over a veil, the jack's
plumed cap. Design units as in sprites.courts.head (the face's top near y = 44).
"""

from sprites.courts.head import shade
from sprites.courts.pen import INK, MID, Pen, circle, ellipse, line, path, symmetric

GOLD = "#eab53c"
GOLD_DARK = "#b5832a"
WHITE = "#fbf7ea"


def veil(fig):
    """The queen's veil, behind her head and falling to her shoulders, its edge in the
    trim's colour."""
    edge = Pen(52, 120).C(63, 102, 67, 80, 69, 56).C(71, 35, 84, 24, MID, 24)
    edge.then(edge.mirrored().reversed())
    shape = Pen(*edge.start)
    shape.segments = list(edge.segments)
    return [path(shape, fig.cap, stroke=None),
            line(edge, INK, 4.4), line(edge, fig.trim, 2.6)]


def headwear(fig):
    if fig.rank == "K":
        return _crown(fig)
    if fig.rank == "Q":
        return _coronet(fig)
    return _toque(fig) if fig.hat == "toque" else _cap(fig)


def _crown(fig):
    cap = symmetric(Pen(MID, 15).C(88, 15, 80, 24, 79, 40).L(MID, 42))
    points = symmetric(Pen(MID, 7).L(95.6, 31).L(88.6, 16.5).L(84, 33.5).L(75.6, 21.6)
                       .L(77.4, 40).C(84, 41.6, 92, 42.4, MID, 42.4))
    band = symmetric(Pen(MID, 41.6).C(92, 41.6, 84, 40.8, 76.8, 39).L(77.6, 50.6)
                     .C(85, 52.4, 92, 53.2, MID, 53.2))
    parts = [path(cap, fig.cap, width=0.9), path(points, GOLD, width=0.9)]
    for s in (-1, 1):           # engraved lines down from the points
        for x0, y0, x1 in ((88.6, 19, 89.6), (75.6, 24, 78.6)):
            parts.append(line(Pen(MID + s * (MID - x0), y0).L(MID + s * (MID - x1), 39.6),
                              GOLD_DARK, 0.6))
        for x, y in ((88.6, 15.4), (75.6, 20.4)):
            parts.append(circle(MID + s * (MID - x), y, 2.3, GOLD, width=0.7))
    parts.append(line(Pen(MID, 12).L(MID, 40), GOLD_DARK, 0.6))
    parts.append(path(Pen(98.6, 0.6).L(101.4, 0.6).L(101.4, 3).L(104, 3).L(104, 5.6)
                      .L(101.4, 5.6).L(101.4, 9).L(98.6, 9).L(98.6, 5.6).L(96, 5.6)
                      .L(96, 3).L(98.6, 3), GOLD, width=0.6))
    parts.append(path(band, GOLD, width=0.9))
    parts.append(line(Pen(77.4, 44).C(88, 46.6, 112, 46.6, 122.6, 44), GOLD_DARK, 0.5))
    parts.append(ellipse(MID, 47.6, 3.2, 3.4, fig.jewel, width=0.6))
    for s in (-1, 1):
        parts.append(ellipse(MID + s * 11, 47, 2.2, 2.6, fig.jewel2, width=0.6))
        parts.append(circle(MID + s * 18.6, 45.6, 1.3, WHITE, width=0.5))
    return parts


def _coronet(fig):
    points = symmetric(Pen(MID, 25).L(96.4, 36).L(90.4, 28.6).L(86.4, 38).L(80.2, 32.4)
                       .L(80.6, 44).C(87, 45, 93, 45.4, MID, 45.4))
    band = symmetric(Pen(MID, 44.4).C(93, 44.4, 86.6, 43.8, 80.2, 42.6).L(80.8, 49.8)
                     .C(87, 51, 93, 51.6, MID, 51.6))
    parts = [path(points, GOLD, width=0.8)]
    for s in (-1, 1):
        for x, y in ((90.4, 27), (80.2, 30.8)):
            parts.append(circle(MID + s * (MID - x), y, 1.8, WHITE, width=0.6))
    parts.append(path(Pen(MID, 17).C(103.6, 20, 103.6, 24, MID, 27.6)
                      .C(96.4, 24, 96.4, 20, MID, 17), fig.jewel, width=0.6))
    parts.append(path(band, GOLD, width=0.8))
    parts.append(ellipse(MID, 48, 2.4, 2.2, fig.jewel, width=0.5))
    for s in (-1, 1):
        parts.append(circle(MID + s * 8.6, 47.6, 1.4, fig.jewel2, width=0.5))
        parts.append(circle(MID + s * 15, 46.8, 1.1, WHITE, width=0.4))
    return parts


def _cap(fig):
    cap = Pen(70.6, 45.6).C(64, 32, 82, 19.6, 103, 19.6).C(125, 19.6, 140, 30, 134.4, 45.6) \
        .C(120, 49.6, 85, 49.6, 70.6, 45.6)
    brim = Pen(71.4, 43).C(88, 48.6, 114, 48.6, 133.4, 43).L(133.6, 50) \
        .C(114, 55.6, 88, 55.6, 71.2, 50)
    plume = Pen(117, 42).C(121, 28, 131, 12, 145, 1).C(145, 14, 138, 31, 127, 44.6)
    parts = [path(plume, fig.plume, width=0.9),
             line(Pen(120, 43).C(126, 30, 134, 16, 144, 3.4), shade(fig.plume, 0.55), 0.7)]
    for t in range(4):              # the plume's barbs
        x, y = 124.6 + t * 4.8, 33 - t * 8.4
        parts.append(line(Pen(x, y).L(x + 4.6, y + 3.6), shade(fig.plume, 0.55), 0.6))
    parts += [path(cap, fig.cap, width=0.9),
              line(Pen(84, 26).C(90, 31, 92, 38, 92, 46), shade(fig.cap, 0.6), 0.7),
              line(Pen(112, 24).C(116, 32, 117, 39, 116, 47), shade(fig.cap, 0.6), 0.7),
              path(brim, fig.trim, width=0.9)]
    for t in range(5):
        x = 78 + t * 11
        parts.append(circle(x, 50.4 + (0.9 if t in (0, 4) else 1.8), 1.3, GOLD, width=0.4))
    parts.append(ellipse(122, 44, 3.2, 3.6, GOLD, width=0.6))
    parts.append(circle(122, 44, 1.4, fig.jewel, stroke=INK, width=0.3))
    return parts


def _toque(fig):
    """The jack's other hat: a tall crown rising from a turned-up brim, a short plume
    tucked in at its side."""
    crown = Pen(76, 44).C(74, 32, 78, 18, 86, 13).C(94, 9, 110, 9, 117, 13) \
        .C(125, 18, 128, 32, 125, 44)
    brim = Pen(69, 46).C(68, 38, 74, 35, 80, 37).C(94, 41, 108, 41, 121, 37) \
        .C(128, 35, 133, 39, 132, 47).C(116, 53, 86, 53, 69, 46)
    plume = Pen(117, 38).C(122, 30, 132, 24, 142, 22).C(138, 28, 132, 36, 121, 42)
    dark = shade(fig.cap, 0.6)
    parts = [path(plume, fig.plume, width=0.8),
             line(Pen(119, 39).C(125, 32, 132, 27, 140, 23), shade(fig.plume, 0.55), 0.6),
             path(crown, fig.cap, width=0.9)]
    for x0, x1 in ((88, 86), (100, 100), (112, 114)):     # the crown's pleats
        parts.append(line(Pen(x0, 12).C(x0 - 1, 24, x1, 32, x1, 40), dark, 0.7))
    parts += [path(brim, fig.trim, width=0.9),
              line(Pen(72, 44).C(88, 48.6, 114, 48.6, 129.6, 44), shade(fig.trim, 0.6), 0.6),
              path(Pen(MID, 35).L(104, 40).L(MID, 45).L(96, 40), fig.jewel, width=0.6)]
    return parts
