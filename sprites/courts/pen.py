"""Paths and SVG elements for the court figures' generator (sprites.courts.make).

A Pen collects the segments of one path in absolute coordinates (move, line, cubic and
quadratic curves), so that a figure's symmetric parts are drawn once, as their left half,
and completed by the mirror image through the figure's centre line (x = MID). The
element helpers write paths (circles and ellipses too) with a fill, an optional stroke
and an optional opacity: what nanosvg, pygame-ce's SVG renderer, draws well and fast.
"""

MID = 100.0                 # the figure's centre line in design units
INK = "#1c1a22"             # the outline of every part
GROUP = f'<g stroke="{INK}" stroke-linejoin="round" stroke-linecap="round">'


def num(v: float) -> str:
    """A coordinate written short: one decimal, no trailing zero."""
    text = f"{v:.1f}"
    if text.endswith(".0"):
        text = text[:-2]
    return "0" if text == "-0" else text


class Pen:
    """One path: `M` starts it, `L`, `C` and `Q` extend it (absolute coordinates)."""

    def __init__(self, x: float, y: float):
        self.start = (x, y)
        self.segments = []          # (letter, points after the current one)

    def L(self, x, y):
        self.segments.append(("L", [(x, y)]))
        return self

    def C(self, x1, y1, x2, y2, x, y):
        self.segments.append(("C", [(x1, y1), (x2, y2), (x, y)]))
        return self

    def Q(self, x1, y1, x, y):
        self.segments.append(("Q", [(x1, y1), (x, y)]))
        return self

    def end(self):
        """The point the path has reached."""
        return self.segments[-1][1][-1] if self.segments else self.start

    def mirrored(self) -> "Pen":
        """The same path reflected through the centre line."""
        pen = Pen(2 * MID - self.start[0], self.start[1])
        pen.segments = [(k, [(2 * MID - x, y) for x, y in pts]) for k, pts in self.segments]
        return pen

    def reversed(self) -> "Pen":
        """The same path drawn from its end back to its start."""
        points = [self.start]
        for _, pts in self.segments:
            points.append(pts[-1])
        pen = Pen(*points[-1])
        for n in range(len(self.segments) - 1, -1, -1):
            kind, pts = self.segments[n]
            controls = list(reversed(pts[:-1]))
            pen.segments.append((kind, controls + [points[n]]))
        return pen

    def then(self, other: "Pen") -> "Pen":
        """This path continued by `other`'s segments (a line to its start if apart)."""
        if other.start != self.end():
            self.L(*other.start)
        self.segments += other.segments
        return self

    def d(self, close=True) -> str:
        """The path's `d` text. A closed path that comes back to its start is written
        without its closing Z (a line back is dropped): nanosvg parses such a path far
        slower than the same one left open, which it fills as closed all the
        same (and the layer's round caps draw the meeting point as a round join)."""
        segments = self.segments
        back = close and segments and segments[-1][1][-1] == self.start
        if back and segments[-1][0] == "L":
            segments = segments[:-1]
        parts = [f"M{num(self.start[0])},{num(self.start[1])}"]
        for kind, pts in segments:
            parts.append(kind + " ".join(f"{num(x)},{num(y)}" for x, y in pts))
        return "".join(parts) + ("Z" if close and not back else "")


def symmetric(left: Pen) -> Pen:
    """A closed shape symmetric about the centre line from its left half: `left` runs
    from a point on the centre line round the left side to another on it."""
    whole = Pen(*left.start)
    whole.segments = list(left.segments)
    return whole.then(left.mirrored().reversed())


def paint(fill=None, stroke=None, width=1.0, opacity=None) -> str:
    """The paint attributes of an element, leaving out what its layer's group gives
    every element (GROUP: the ink and round joins and caps)."""
    attrs = f' fill="{fill or "none"}"'
    if stroke:
        if stroke != INK:
            attrs += f' stroke="{stroke}"'
        attrs += f' stroke-width="{num(width)}"'
    else:
        attrs += ' stroke="none"'
    if opacity is not None:
        attrs += f' opacity="{opacity}"'
    return attrs


def path(pen, fill=None, stroke=INK, width=1.0, close=True, opacity=None) -> str:
    """A path element from a Pen (or a path's `d` text)."""
    d = pen if isinstance(pen, str) else pen.d(close)
    return f'<path d="{d}"{paint(fill, stroke, width, opacity)}/>'


def line(pen, stroke=INK, width=1.0) -> str:
    """An open stroked path (no fill)."""
    return path(pen, None, stroke, width, close=False)


def ellipse(cx, cy, rx, ry, fill, stroke=INK, width=0.8, opacity=None) -> str:
    """An ellipse as a path of four quarter arcs (nanosvg parses its <circle> and
    <ellipse> elements far slower: see Pen.d)."""
    k = 0.5523                  # a quarter circle's control points, a part of the radius
    pen = Pen(cx + rx, cy).C(cx + rx, cy + k * ry, cx + k * rx, cy + ry, cx, cy + ry) \
        .C(cx - k * rx, cy + ry, cx - rx, cy + k * ry, cx - rx, cy) \
        .C(cx - rx, cy - k * ry, cx - k * rx, cy - ry, cx, cy - ry) \
        .C(cx + k * rx, cy - ry, cx + rx, cy - k * ry, cx + rx, cy)
    return path(pen, fill, stroke, width, opacity=opacity)


def circle(cx, cy, r, fill, stroke=INK, width=0.8, opacity=None) -> str:
    return ellipse(cx, cy, r, r, fill, stroke, width, opacity)


def both(make, *args, **kwargs):
    """`make(side, ...)` for the left (-1) and the right (+1) side."""
    return make(-1, *args, **kwargs) + make(1, *args, **kwargs)
