"""Card faces rendered ahead while the table is quiet, so that no frame of a later deal
or move stops to render one.

A face is rendered the first time it shows, and a large one (a court at 4K above all)
takes longer than a whole frame's budget: a frame of a deal that turned up a new court
would stutter. Once nothing has been drawn for QUIET seconds of game time, each update
renders faces for at most BUDGET of real time, and no more than once every INTERVAL (the
catch-up updates after an idle sleep do not add up), the face-down cards on the table
first, then the rest of the deck; meanwhile the table asks to be woken every INTERVAL.
Only cards of at least WARM_FROM_AREA pixels are warmed: smaller ones render quickly
and are left to render when needed (a small table keeps no faces it has not shown).

A table that is not quiet renders ahead too, within each frame (`ahead`): a frame of an
animation whose own drawing took less than AHEAD_UNTIL renders, until then, the court
faces its moving cards are about to turn up (number cards until NUMBERS_UNTIL), the
soonest first, a piece at a time (CardFaces.render_ahead), so that the frame that turns
a card up only shows it. The opening deal at a new size thus renders its faces in its
first, cheap frames, where its cards still wait on the stock, not in the crowded
frames where they fly and turn.
"""

import time
import weakref

from game.render.cover import opaque_band
from game.rules.cards import RANK

WARM_FROM_AREA = 160 * 224      # card pixels from which faces are rendered ahead
QUIET = 0.5                     # game seconds with nothing drawn before warming
BUDGET = 0.008                  # real seconds of rendering at a time
INTERVAL = 0.1                  # real seconds from one spell of rendering to the next
AHEAD_UNTIL = 0.0035            # real seconds of a frame's drawing up to which it renders
                                # court faces about to turn up (see `ahead`)...
NUMBERS_UNTIL = 0.0025          # ... and number cards' (cheaper to render)...
AHEAD_FROM_AREA = 240 * 336     # card pixels from which faces are rendered ahead in frames
                                # (smaller ones render quickly, courts included)
NUMBERS_FROM_AREA = 340 * 476   # ... number cards' from these (smaller ones cost less
                                # when shown than in a frame under a deal's median)
DECK = 52


class FaceWarmer:
    def __init__(self, clock=time.perf_counter):
        self.clock = clock
        self.next_at = 0.0          # real time of the next spell allowed
        self._done = None           # the faces found complete, weakly: a resize lets go

    def is_done(self, faces) -> bool:
        """Whether `faces` was found complete (nothing left to render ahead)."""
        return self._done is not None and self._done() is faces

    def pending(self, faces) -> bool:
        """Whether `faces` may still have faces to render ahead."""
        return not self.is_done(faces) and faces.width * faces.height >= WARM_FROM_AREA

    def warm(self, faces, quiet_for, face_down) -> int:
        """Render some of the faces `faces` lacks when the table has been quiet for
        `quiet_for` game seconds: the cards face down on the table (`face_down`, an
        iterable read only then) first. Returns how many were rendered."""
        if self.is_done(faces) or faces.width * faces.height < WARM_FROM_AREA \
                or quiet_for < QUIET:
            return 0
        start = self.clock()
        if start < self.next_at:
            return 0
        hidden = [card for card in face_down if 0 <= card < DECK]
        rendered = 0
        for card in hidden + list(range(DECK)):
            if faces.rendered(card):
                continue
            faces.face(card)
            rendered += 1
            if self.clock() - start >= BUDGET:
                break
        self.next_at = self.clock() + INTERVAL
        if rendered == 0:
            self._done = weakref.ref(faces)
        return rendered

    def ahead(self, faces, moving, started) -> None:
        """In a frame drawn from `started` (on the clock): render piece by piece the
        faces that the `moving` cards are about to turn up, the soonest first, and find
        which of their rows are opaque (cover.opaque_band), a court
        until AHEAD_UNTIL after `started`, a number card until NUMBERS_UNTIL (only from
        NUMBERS_FROM_AREA: the largest cards, as at 4K). (Not the
        rest of the deck: the frames with time for it are those under a deal's median,
        which it would push over; so would number cards rendered up to AHEAD_UNTIL.)"""
        area = faces.width * faces.height
        if area < AHEAD_FROM_AREA:
            return
        numbers = NUMBERS_UNTIL if area >= NUMBERS_FROM_AREA else 0.0
        for card in upcoming(moving):
            until = started + (AHEAD_UNTIL if RANK[card] >= 11 else numbers)
            if self.clock() < until and faces.render_ahead(card, until, self.clock) \
                    and self.clock() < until:
                opaque_band(faces.face(card))


def upcoming(moving):
    """The cards of `moving` (card places: frame.CardPlace) that will turn face up,
    soonest first: those turning already (the furthest along first), then those whose
    turn waits, by the time left before their flight starts (a deal turns its cards up
    in the order they leave)."""
    turning = [p for p in moving if p.face_up and p.flip is not None and p.flip < 0.5]
    turning.sort(key=lambda p: (-p.flip, p.wait))
    return [p.card for p in turning]
