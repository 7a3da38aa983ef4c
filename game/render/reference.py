"""The plain painter: a frame drawn whole, in order, with no layer, no cache of its own
and no copy back.

It is the meaning of a `Frame`, and the fast painter (painter.py) must draw exactly the
same pixels: tests draw every frame both ways and compare them.
"""

from game.render import pieces
from sprites.felt import paint_felt
from sprites.status_bar import StatusBar


def draw_whole(frame, surface) -> None:
    """Draw `frame` onto `surface`: the felt and outlines, the cards at rest, the toolbar
    and the status bar, then the moving cards, the glows, the focus frame, a finger's
    ring, the toast and the toolbar's open list."""
    faces = frame.faces
    back = faces.back()
    paint_felt(surface, surface.get_size(), frame.felt)
    surface.blits(frame.outlines, doreturn=False)
    surface.blits(pieces.resting_blits(faces, frame.resting, back), doreturn=False)
    frame.toolbar.draw(surface)
    status_bar = StatusBar()
    pieces.draw_status_strip(status_bar, surface, frame.status_rect)
    pieces.draw_status_texts(status_bar, surface, frame)
    surface.blits([(image, at) for image, at, _ in pieces.moving_blits(frame, back)],
                  doreturn=False)
    pieces.draw_glows(surface, faces, frame.glows_under)
    pieces.draw_focus(surface, frame.focus)
    pieces.draw_glows(surface, faces, frame.glows_over)
    pieces.draw_ring(surface, frame.ring)
    pieces.draw_toast(surface, frame)
    frame.toolbar.draw_list(surface)
