"""Small pieces both painters draw with: a card's image (narrowed while it turns over),
the glows, the keyboard's focus frame, the ring round a resting finger, the toast and
the status bar.

Kept in one place so that the fast painter and the reference painter draw each piece
the same way.
"""

import math

import pygame

from game.render.dirty_rects import unhidden
from game.render.toast_place import tabletop, toast_place

FOCUS_INK = ((255, 255, 255), (24, 24, 24))    # alternate dashes: no glow has these
FOCUS_WIDTH = 3
RING_INK = ((255, 255, 255), (24, 24, 24))     # the part filled, the part to come


def card_image(faces, place, back):
    """(surface, position, source) of a card place, narrowed while it turns over
    (`source`: the image narrowed, else None)."""
    position = (place.x, place.y)
    if place.flip is None:
        return (faces.face(place.card) if place.face_up else back), position, None
    showing_new = place.flip >= 0.5
    up = place.face_up if showing_new else not place.face_up
    image = faces.face(place.card) if up else back
    width = max(1, round(image.get_width() * abs(1.0 - 2.0 * place.flip)))
    if width == image.get_width():      # not turning yet (a deal's waiting cards)
        return image, position, None
    narrowed = pygame.transform.scale(image, (width, image.get_height()))
    return narrowed, (position[0] + (faces.size[0] - width) // 2, position[1]), image


def resting_blits(faces, resting, back):
    """(image, position) of the cards at rest that show."""
    return unhidden([(faces.face(card) if face_up else back, (x, y))
                     for _, card, face_up, x, y in resting])


def moving_blits(frame, back):
    """(image, position, source) of the moving cards and the ghosts that show."""
    faces = frame.faces
    drawn = [card_image(faces, p, back) for p in frame.moving]
    drawn += [(faces.face(card), (x, y), None) for card, x, y in frame.ghosts]
    return unhidden(drawn)


def draw_glows(surface, faces, positions):
    """The glow at each position; returns where it drew."""
    glow = faces.highlight()
    return [surface.blit(glow, at) for at in positions]


def draw_focus_frame(surface, rect, dash: int) -> None:
    """A frame of `FOCUS_WIDTH` pixels along the inside of `rect`, in dashes of
    alternating ink."""
    w = FOCUS_WIDTH
    edges = (pygame.Rect(rect.left, rect.top, rect.width, w),
             pygame.Rect(rect.left, rect.bottom - w, rect.width, w),
             pygame.Rect(rect.left, rect.top + w, w, rect.height - 2 * w),
             pygame.Rect(rect.right - w, rect.top + w, w, rect.height - 2 * w))
    for edge in edges:
        along = edge.width >= edge.height
        length = edge.width if along else edge.height
        for n, start in enumerate(range(0, length, dash)):
            size = min(dash, length - start)
            part = pygame.Rect(edge.left + start, edge.top, size, w) if along else \
                pygame.Rect(edge.left, edge.top + start, w, size)
            surface.fill(FOCUS_INK[n % 2], part)


def draw_focus(surface, focus):
    """The focus frame, if the frame has one; returns where (else None)."""
    if focus is None:
        return None
    draw_focus_frame(surface, focus.rect, focus.dash)
    return pygame.Rect(focus.rect)


def draw_ring(surface, ring):
    """The ring round a finger on its way to a long press: ((x, y), progress, radius),
    filled clockwise from the top as far as `progress`; returns where (else None)."""
    if ring is None:
        return None
    (x, y), progress, radius = ring
    width = max(3, radius // 6)
    box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    box.center = (x, y)
    pygame.draw.circle(surface, RING_INK[1], (x, y), radius, width)
    if progress > 0:
        top = math.pi / 2
        pygame.draw.arc(surface, RING_INK[0], box, top - 2 * math.pi * min(1.0, progress),
                        top, width)
    return box.inflate(2, 2)


def draw_toast(surface, frame):
    """The toast where it covers no card, or the least of them (toast_place.py); returns
    where (None when none shows)."""
    toast = frame.toast
    if toast is None:
        return None
    box, size, max_width = toast_place(toast, surface.get_size(), frame.status_rect,
                                       frame.card_area, *tabletop(frame))
    toast.draw(surface, frame.now, box.center, size, max_width)
    return box


def draw_status_strip(status_bar, surface, rect) -> None:
    """The status bar's strip, without its texts."""
    status_bar.draw(surface, rect, "", "", "")


def draw_status_texts(status_bar, surface, frame) -> None:
    """The status bar's texts (and the lines above them) over what is there."""
    status_bar.draw(surface, frame.status_rect, *frame.status_texts, background=None)
