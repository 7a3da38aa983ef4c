"""The settings screen's controls, drawn into the rects a layout gives them: a switch, a
slider, a row of segments, a frame round a swatch, and the row that holds each.

Each shows its state at a glance: a switch lit and its knob to the right when on, the
slider filled up to its knob, the chosen segment and the chosen swatch in the accent
colour; `focused` adds the keyboard's frame. Shapes come from sprites.panels (cached).
"""

import pygame

from sprites.fonts import font
from sprites.mirror import is_rtl, start_anchor, start_x
from sprites.palette import ACCENT, TEXT, TEXT_DIM
from sprites.panels import rounded_surface
from sprites.text import draw_text, fit_text

TRACK_OFF = (0, 0, 0, 120)
TRACK_ON = (255, 214, 80, 230)
KNOB = (250, 250, 244)
ROW_FOCUS = (255, 255, 255, 34)
EDGE = (255, 255, 255, 70)
CHOSEN_FILL = (255, 214, 80, 70)


def label_room(rect) -> int:
    """The width a row's label and note may take, left of its control."""
    return round(rect.w * 0.44) - max(6, rect.h // 4)


def draw_row(surface, rect, label, note, label_size, note_size, focused) -> None:
    """A setting's row: its band (lit when focused), its label and a note under it, fitted
    into the row's start (its left part, its right one in a right-to-left language; its
    control is drawn after it)."""
    if focused:
        surface.blit(rounded_surface(rect.size, ROW_FOCUS, max(3, rect.h // 6), ACCENT,
                                     max(1, rect.h // 30)), rect)
    pad = max(6, rect.h // 4)
    room = label_room(rect)
    label_h, note_h = font(label_size, True).get_height(), font(note_size).get_height()
    note = fit_text(note, font(note_size), room) if note and label_h + note_h <= rect.h \
        else ""                     # a row too low for the note shows the label alone
    text_h = label_h + (note_h if note else 0)
    top = rect.centery - text_h // 2
    anchor = start_anchor("topleft")
    draw_text(surface, fit_text(label, font(label_size, True), room), (start_x(rect, pad), top),
              label_size, TEXT, anchor=anchor, bold=True)
    if note:
        draw_text(surface, note, (start_x(rect, pad), top + label_h), note_size, TEXT_DIM,
                  anchor=anchor)


def draw_switch(surface, rect, on: bool) -> None:
    """A pill with a round knob: lit with the knob at its reading end when on (the right;
    the left in a right-to-left language), dark with it at the start."""
    radius = rect.h // 2
    surface.blit(rounded_surface(rect.size, TRACK_ON if on else TRACK_OFF, radius, EDGE,
                                 max(1, rect.h // 16)), rect)
    inset = max(2, rect.h // 8)
    knob_r = radius - inset
    x = rect.right - radius if on != is_rtl() else rect.x + radius
    pygame.draw.circle(surface, KNOB, (x, rect.centery), knob_r)


def draw_slider(surface, rect, value: float) -> None:
    """A track filled up to `value` (0 .. 1) of its width from its reading start, with a
    knob there."""
    track_h = max(4, rect.h // 4)
    track = pygame.Rect(rect.x, rect.centery - track_h // 2, rect.w, track_h)
    surface.blit(rounded_surface(track.size, TRACK_OFF, track_h // 2, EDGE), track)
    filled = round(track.w * value)
    start = track.right - filled if is_rtl() else track.x
    if filled >= track_h:
        surface.blit(rounded_surface((filled, track_h), TRACK_ON, track_h // 2),
                     (start, track.y))
    knob = (rect.right - filled if is_rtl() else rect.x + filled, rect.centery)
    pygame.draw.circle(surface, KNOB, knob, max(4, rect.h // 2 - 1))
    pygame.draw.circle(surface, ACCENT, knob, max(4, rect.h // 2 - 1), max(1, rect.h // 14))


def slider_value(rect, x: int) -> float:
    """The value (0 .. 1) a press at `x` on a slider drawn in `rect` picks."""
    if rect.w <= 0:
        return 0.0
    along = rect.right - x if is_rtl() else x - rect.x
    return min(1.0, max(0.0, along / rect.w))


def draw_segments(surface, rects, labels, chosen: int, size: int, tick: bool = True) -> None:
    """Buttons side by side, the chosen one filled with the accent colour (and ticked,
    unless `tick` is False: a lone box that names the value)."""
    for index, (rect, label) in enumerate(zip(rects, labels)):
        lit = index == chosen
        surface.blit(rounded_surface(rect.size, CHOSEN_FILL if lit else TRACK_OFF,
                                     max(3, rect.h // 4), ACCENT if lit else EDGE,
                                     max(1, rect.h // 16) * (2 if lit else 1)), rect)
        text = fit_text(("✓ " if lit and tick else "") + label, font(size, lit), rect.w - size // 2)
        draw_text(surface, text, rect.center, size, TEXT, anchor="center", bold=lit)


def draw_swatch_frame(surface, rect, chosen: bool) -> None:
    """A ring round the chosen swatch (and a faint one round the others)."""
    width = max(2, rect.h // 14) if chosen else 1
    ring = rect.inflate(2 * width + 2, 2 * width + 2)
    surface.blit(rounded_surface(ring.size, (0, 0, 0, 0), max(3, ring.h // 8),
                                 ACCENT if chosen else EDGE, width), ring)
