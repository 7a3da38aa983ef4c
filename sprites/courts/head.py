"""A court figure's head for the generator (sprites.courts.make): neck, face, eyes, nose,
mouth, hair and the king's beard, each a list of SVG elements in design units (the
face's centre line at x = 100, the chin near y = 96).

`fig` is the figure's Look (sprites.courts.make): its rank letter, colours and glance.
"""

from sprites.courts.pen import INK, MID, Pen, both, circle, line, path, symmetric

FLESH = "#f7d5b3"
SKIN_LINE = "#a0604a"
LIPS = "#c8343c"
BLUSH = "#ec8a7c"
EYE_WHITE = "#fffdf5"


def shade(colour: str, k: float) -> str:
    """`colour` (#rrggbb) darkened (k < 1) or lightened towards white (k > 1)."""
    rgb = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    if k <= 1:
        rgb = [round(c * k) for c in rgb]
    else:
        rgb = [round(c + (255 - c) * (k - 1)) for c in rgb]
    return "#" + "".join(f"{min(255, c):02x}" for c in rgb)


def face_pen(fig) -> Pen:
    """The face's outline: a little narrower and rounder for the queen."""
    half = 17.5 if fig.rank == "Q" else 19
    chin = 95 if fig.rank == "Q" else 97
    return symmetric(Pen(MID, 44).C(MID - half * 0.6, 44, MID - half, 53, MID - half, 66)
                     .C(MID - half, 81, MID - half * 0.55, chin - 1, MID, chin))


def neck(fig):
    return [path(Pen(93, 88).L(93, 112).L(107, 112).L(107, 88), FLESH, width=0.8),
            path(Pen(93, 96).C(97, 101, 103, 101, 107, 96).L(107, 90).L(93, 90),
                 shade(FLESH, 0.88), stroke=None)]


def face(fig):
    """The face with its features (the beard comes after: see beard)."""
    parts = []
    if fig.rank == "J":                             # short hair leaves the ears out
        parts += both(lambda s: [path(Pen(MID + s * 18, 62).C(MID + s * 23, 60, MID + s * 23,
                                                              76, MID + s * 18, 76),
                                      FLESH, width=0.8)])
    parts.append(path(face_pen(fig), FLESH, width=0.9))
    parts += both(lambda s: [circle(MID + s * 9.5, 79, 3.8, BLUSH, stroke=None, opacity=0.35)])
    parts += both(_eye, fig)
    parts.append(line(Pen(99.6, 67).C(99.2, 72, 97.4, 76, 97.6, 78.6)
                      .C(98.4, 80.4, 101.4, 80.6, 102.8, 79.2), SKIN_LINE, 0.8))
    if fig.rank != "K":
        parts += _mouth(fig)
    return parts


def _eye(side, fig):
    cx, cy = MID + side * 8.5, 66.5
    look = fig.glance
    lid = 1.1 if fig.rank == "Q" else 0.9
    parts = [path(Pen(cx - 3.8, cy).C(cx - 2.2, cy - 2.4, cx + 2.2, cy - 2.4, cx + 3.8, cy)
                  .C(cx + 2.2, cy + 1.9, cx - 2.2, cy + 1.9, cx - 3.8, cy),
                  EYE_WHITE, width=0.4),
             circle(cx + look, cy - 0.1, 1.75, fig.eyes, stroke=None),
             circle(cx + look, cy - 0.1, 0.85, INK, stroke=None),
             circle(cx + look + 0.6, cy - 0.8, 0.4, EYE_WHITE, stroke=None),
             line(Pen(cx - 4.2, cy + 0.1).C(cx - 2.4, cy - 2.9, cx + 2.4, cy - 2.9,
                                            cx + 4.2, cy - 0.2), INK, lid)]
    if fig.rank == "Q":                             # a lash at the outer corner
        parts.append(line(Pen(cx + side * 3.9, cy - 0.6).L(cx + side * 5.4, cy - 1.9), INK, 0.7))
    inner, outer = cx - side * 3.6, cx + side * 4.6
    arch = 8.2 if fig.rank == "Q" else 7.2
    parts.append(line(Pen(inner, cy - 4.6).Q(cx, cy - arch, outer, cy - 4.8),
                      shade(fig.hair, 0.6), 0.8 if fig.rank == "Q" else 1.3))
    return parts


def _mouth(fig):
    """The queen's full red lips; the jack's narrower and paler."""
    queen = fig.rank == "Q"
    y = 86.5 if queen else 87.5
    w = 4.6 if queen else 3.8
    colour = LIPS if queen else "#b8625a"
    lips = Pen(MID - w, y).C(MID - w * 0.6, y - 1.4, MID - 1.2, y - 1.6, MID, y - 0.8) \
        .C(MID + 1.2, y - 1.6, MID + w * 0.6, y - 1.4, MID + w, y) \
        .C(MID + w * 0.5, y + (2.6 if queen else 2), MID - w * 0.5, y + (2.6 if queen else 2),
           MID - w, y)
    return [path(lips, colour, stroke=shade(colour, 0.6), width=0.4),
            line(Pen(MID - w + 0.6, y).Q(MID, y + 0.7, MID + w - 0.6, y), shade(colour, 0.5),
                 0.5)]


def beard(fig):
    """The king's beard, moustache and lower lip (drawn over the face)."""
    hair, dark = fig.hair, shade(fig.hair, 0.62)
    beard = symmetric(Pen(MID, 82.5).C(95, 82, 89.5, 81, 86.4, 77).C(84, 74, 82.6, 70, 81.6, 65)
                      .L(79.6, 64).C(78.6, 80, 80, 100, 86, 111).C(90, 118, 95, 123, MID, 126))
    parts = [path(beard, hair, width=0.9)]
    for s in (-1, 1):                                # curls combed down the beard
        for dx, y0 in ((4, 96), (9, 92), (14, 84)):
            x = MID + s * dx
            parts.append(line(Pen(x, y0).C(x - s * 2, y0 + 8, x + s * 1, y0 + 14,
                                           x - s * 1.5, y0 + 20), dark, 0.7))
    parts.append(line(Pen(MID, 100).L(MID, 123), dark, 0.7))
    parts.append(path(Pen(MID - 3.6, 88.6).C(MID - 2, 91, MID + 2, 91, MID + 3.6, 88.6)
                      .C(MID + 2, 87.8, MID - 2, 87.8, MID - 3.6, 88.6), LIPS,
                      stroke=shade(LIPS, 0.6), width=0.4))
    moustache = symmetric(Pen(MID, 83.6).C(97, 81, 91, 80.4, 87.4, 83).C(85.6, 84.6, 83.6, 85.4,
                                                                          81.4, 83.4)
                          .C(82.8, 87.6, 88, 88.4, 92, 87).C(95, 86, 98, 86.2, MID, 87.2))
    parts.append(path(moustache, hair, width=0.7))
    return parts


def hair_back(fig):
    """The hair behind the face: long for the king, a bob for the jack (the queen's is
    under her veil: see hair_front)."""
    colour = fig.hair
    if fig.rank == "K":
        back = symmetric(Pen(MID, 38).C(84, 38, 72, 46, 70, 62).C(68, 78, 69, 94, 73, 106)
                         .C(75, 112, 81, 113, 84, 109).C(86, 105, 86, 98, 86, 94).L(MID, 94))
    elif fig.rank == "J":
        back = symmetric(Pen(MID, 40).C(84, 40, 74, 48, 73, 62).C(72, 76, 73, 88, 78, 97)
                         .C(81, 100, 86, 98, 86, 92).L(MID, 92))
    else:
        back = symmetric(Pen(MID, 40).C(86, 40, 77, 48, 76, 62).C(75, 78, 74, 96, 70, 108)
                         .C(78, 112, 86, 108, 88, 100).L(MID, 100))
    return [path(back, colour, width=0.9)]


def hair_front(fig):
    """The locks in front: the king's hang by his cheeks, the queen's frame her face
    from a parting, the jack's fringe and curls show under his cap."""
    colour, dark = fig.hair, shade(fig.hair, 0.62)
    parts = []
    if fig.rank == "K":
        for s in (-1, 1):
            x = MID + s * 18
            lock = Pen(x + s * 1, 50).C(x - s * 3, 60, x - s * 3.6, 74, x - s * 2, 86) \
                .C(x - s * 1, 94, x - s * 3.6, 100, x - s * 6, 103) \
                .C(x + s * 1.6, 103.4, x + s * 3.4, 96, x + s * 3, 88) \
                .C(x + s * 2.4, 76, x + s * 3, 62, x + s * 4, 52)
            parts.append(path(lock, colour, width=0.8))
            parts.append(line(Pen(x, 58).C(x - s * 1.6, 70, x - s * 0.6, 84, x - s * 2, 96),
                              dark, 0.6))
    elif fig.rank == "Q":
        frame = symmetric(Pen(MID, 45).C(93, 45, 86, 48, 83.4, 55).C(80.6, 62, 81, 76, 82, 88)
                          .C(82.6, 96, 80, 102, 76.6, 106).C(83, 106.4, 87, 100, 86.8, 92)
                          .C(86.6, 80, 85.6, 64, 88.6, 56).C(91, 51, 96, 50, MID, 52))
        parts.append(path(frame, colour, width=0.8))
        for s in (-1, 1):
            parts.append(line(Pen(MID - s * 2, 47).C(MID + s * 9, 48, MID + s * 14, 54,
                                                     MID + s * 15, 66), dark, 0.6))
    else:
        fringe = symmetric(Pen(MID, 45).C(93, 45, 86, 47, 82, 52).C(81.6, 57, 83, 60, 85.6, 58)
                           .C(87.4, 55, 90, 53.4, 93, 54.4).C(95.6, 55, 98, 53.6, MID, 52.4))
        parts.append(path(fringe, colour, width=0.8))
        for s in (-1, 1):
            parts.append(path(Pen(MID + s * 16, 84).C(MID + s * 22, 82, MID + s * 25, 90,
                                                      MID + s * 22, 96)
                              .C(MID + s * 19, 99, MID + s * 15, 96, MID + s * 16, 92),
                              colour, width=0.8))
    return parts
