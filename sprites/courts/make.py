"""Write the twelve court figures, sprites/courts/*.svg, from shared parts.

    python -m sprites.courts.make             # rewrite the SVG files next to this file
    python -m sprites.courts.make --out DIR   # write them somewhere else (the tests
                                              # compare them with the committed ones)

Each file is the top half of a double-ended court picture: a half-length figure, head
up, cut at the waist where the picture's other half (the same, turned) begins. Every
figure is put together from the same parts (sprites.courts.head, headwear, dress, held)
with its own Look: the colours of its robe, band, borders and headwear from the classic
red, blue, yellow and black, its hair, the ornament on its front band (one per suit) and
what it holds. The design space is 200 units wide with the figure's centre line at
x = 100 and the top of the crown at y = 0; the robe runs on below y = 200, so that a
renderer may show as much of it as its picture's shape asks for.

The file is plain SVG that nanosvg (pygame-ce's load_sized_svg) draws: its first line is
the <svg> element, each following line but the last one layer (<g>) of the figure, back
to front, so that a renderer can draw it a layer at a time (sprites.court_art).

Each figure has a small twin, *-small.svg (sprites.courts.small): the same figure in
few bold parts, for small cards, in one layer.
"""

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from sprites.courts import file_name
from sprites.courts.dress import collar, fist, open_hand, robe, sleeve, upper_arm
from sprites.courts.head import beard, face, hair_back, hair_front, neck
from sprites.courts.headwear import WHITE, headwear, veil
from sprites.courts.held import HELD, OPEN_HANDED
from sprites.courts.pen import GROUP
from sprites.courts.small import ROBE_BOTTOM, figure

OUT_DIR = Path(__file__).resolve().parent
VIEW = (200, 190)               # the picture drawn: width, depth in design units

RED, BLUE, YELLOW, BLACK = "#c8203a", "#2b56a8", "#f2c230", "#2c2a33"
BLUE_EYES, BROWN_EYES, GREY_EYES = "#3f70b0", "#7a4a24", "#5f7468"
RIGHT_HAND, LEFT_HAND = (138, 132), (62, 136)
RIGHT_ELBOW, LEFT_ELBOW = (178, 200), (22, 204)
HEAD_SCALE, BODY_SHIFT = 1.12, 12
HEAD = f"matrix({HEAD_SCALE} 0 0 {HEAD_SCALE} {100 * (1 - HEAD_SCALE):.2f} 0)"
BODY = f"translate(0 {BODY_SHIFT})"


@dataclass(frozen=True)
class Look:
    rank: str                   # K, Q or J
    robe: str
    sleeve: str                 # the arms' (and the front band's ornaments)
    band: str                   # the robe's front band (and the cuffs)
    trim: str                   # the borders, a jack's brim, the edge of a veil
    cap: str                    # the king's velvet cap, the queen's veil, the jack's cap
    hair: str
    eyes: str
    motif: str                  # the band's ornament: ring, lozenge, quatrefoil, chevron
    right: str = ""             # what the hand on the viewer's right holds (HELD)
    left: str = ""              # ... the other hand
    glance: float = 0.6         # the irises' shift sideways
    jewel: str = RED
    jewel2: str = BLUE
    plume: str = WHITE
    hat: str = "beret"          # a jack's: beret or toque
    flower: str = RED


LOOKS = {   # (rank, suit) -> Look
    (13, 0): Look("K", robe=BLUE, sleeve=RED, band=YELLOW, trim=YELLOW, cap=RED,
                  hair="#7b4a26", eyes=BROWN_EYES, motif="ring", left="orb", glance=-0.6),
    (12, 0): Look("Q", robe=RED, sleeve=YELLOW, band=BLUE, trim=YELLOW, cap=WHITE,
                  hair="#e2a640", eyes=BLUE_EYES, motif="ring", left="tulip", glance=-0.5,
                  flower=YELLOW, jewel=BLUE, jewel2=RED),
    (11, 0): Look("J", robe=YELLOW, sleeve=BLUE, band=RED, trim=BLUE, cap=RED,
                  hair="#8a5a2c", eyes=BROWN_EYES, motif="ring", right="staff"),
    (13, 1): Look("K", robe=RED, sleeve=BLUE, band=YELLOW, trim=YELLOW, cap=BLUE,
                  hair="#dcd6c8", eyes=BLUE_EYES, motif="lozenge", right="axe", jewel=BLUE,
                  jewel2=RED),
    (12, 1): Look("Q", robe=YELLOW, sleeve=RED, band=BLUE, trim=RED, cap=BLUE,
                  hair="#6b3f22", eyes=BROWN_EYES, motif="lozenge", left="rose", glance=-0.5),
    (11, 1): Look("J", robe=BLUE, sleeve=YELLOW, band=RED, trim=YELLOW, cap=BLACK,
                  hair="#e0aa48", eyes=BLUE_EYES, motif="lozenge", right="halberd",
                  plume=RED, hat="toque"),
    (13, 2): Look("K", robe=YELLOW, sleeve=RED, band=BLUE, trim=BLUE, cap=RED,
                  hair="#b35a2c", eyes=GREY_EYES, motif="quatrefoil", right="sword"),
    (12, 2): Look("Q", robe=BLUE, sleeve=YELLOW, band=RED, trim=YELLOW, cap=RED,
                  hair="#3e2a22", eyes=BROWN_EYES, motif="quatrefoil", right="lily",
                  flower=WHITE, jewel2=RED),
    (11, 2): Look("J", robe=RED, sleeve=BLUE, band=YELLOW, trim=YELLOW, cap=BLUE,
                  hair="#b8642e", eyes=GREY_EYES, motif="quatrefoil", right="leaf",
                  plume=YELLOW, jewel=BLUE),
    (13, 3): Look("K", robe=BLACK, sleeve=YELLOW, band=RED, trim=YELLOW, cap=RED,
                  hair="#4a3426", eyes=BROWN_EYES, motif="chevron", right="sceptre"),
    (12, 3): Look("Q", robe=BLACK, sleeve=RED, band=YELLOW, trim=YELLOW, cap=BLUE,
                  hair="#b8642e", eyes=GREY_EYES, motif="chevron", right="star sceptre",
                  jewel=BLUE),
    (11, 3): Look("J", robe=RED, sleeve=BLACK, band=YELLOW, trim=YELLOW, cap=BLUE,
                  hair="#2e2420", eyes=BLUE_EYES, motif="chevron", right="hatchet",
                  plume=WHITE, hat="toque"),
}


def group(transform: str, parts) -> str:
    return f'<g transform="{transform}">' + "".join(parts) + "</g>"


def layers(look: Look):
    """The figure's layers, back to front, each a list of SVG elements: the head's
    parts drawn a little smaller than the body's (HEAD) and the body a little higher
    (BODY), so that the half picture shows more of the figure under its chin."""
    back = group(HEAD, ([] if look.rank != "Q" else veil(look)) + hair_back(look)) + \
        group(BODY, robe(look))
    head = group(HEAD, neck(look)) + group(BODY, collar(look)) + \
        group(HEAD, face(look) + (beard(look) if look.rank == "K" else []) + hair_front(look))
    arms = []
    for held, hand, elbow, side in ((look.right, RIGHT_HAND, RIGHT_ELBOW, 1),
                                    (look.left, LEFT_HAND, LEFT_ELBOW, -1)):
        arms += upper_arm(look, side)
        if held:
            behind, front = HELD[held](hand, look)
            arms += sleeve(look, hand, elbow) + behind
            arms += open_hand(hand) if held in OPEN_HANDED else fist(hand)
            arms += front
    return [[back], [head], [group(HEAD, headwear(look))], [group(BODY, arms)]]


def svg(look: Look) -> str:
    w, h = VIEW
    lines = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
             f'viewBox="0 0 {w} {h}">']
    lines += [GROUP + "".join(layer) + "</g>" for layer in layers(look)]
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def small_svg(look: Look) -> str:
    """The small twin of the figure: one layer."""
    w, h = VIEW[0], ROBE_BOTTOM
    return "\n".join([f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
                      f'viewBox="0 0 {w} {h}">', GROUP + "".join(figure(look)) + "</g>",
                      "</svg>"]) + "\n"


def write_all(out_dir=OUT_DIR):
    """Write every figure and its small twin into `out_dir`; returns the paths written."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for (rank, suit), look in sorted(LOOKS.items()):
        for small, text in ((False, svg(look)), (True, small_svg(look))):
            target = out_dir / file_name(rank, suit, small)
            target.write_text(text, encoding="utf-8")
            written.append(target)
    return written


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(OUT_DIR), help="folder for the .svg files")
    args = parser.parse_args(argv)
    for target in write_all(args.out):
        print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main())
