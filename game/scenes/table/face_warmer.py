"""Card faces rendered ahead while the table is quiet, so that no frame of a later deal
or move stops to render one.

A face is rendered the first time it shows. At 4K that takes 0.1-2 ms for a 262 px wide
card and up to 5-15 ms for a 408 px wide court: a frame of a deal that turns up a new
court ran 10-20 ms. Once nothing has been drawn for QUIET seconds of game time, each update
renders faces for at most BUDGET of real time, and no more than once every INTERVAL (the
catch-up updates after an idle sleep do not add up), the face-down cards on the table
first, then the rest of the deck; meanwhile the table asks to be woken every INTERVAL.
Only cards of at least WARM_FROM_AREA pixels are warmed: smaller ones render in well
under a millisecond and are left to render when needed (a 1280x720 table keeps no faces
it has not shown).

A table that is not quiet renders ahead too, within each frame (`ahead`): a frame of an
animation whose own drawing took less than AHEAD_UNTIL renders, until then, the court
faces its moving cards are about to turn up (number cards until NUMBERS_UNTIL), the
soonest first, a piece at a time
(CardFaces.render_ahead: no piece takes more than ~2 ms), so that the frame that turns
a card up only shows it. The opening deal at a new size thus renders its faces in its
first, cheap frames, where its cards still wait on the stock, not in the crowded
frames where they fly and turn (a 408 px court face takes 2-7 ms at once).
"""

import time
import weakref

from game.rules.cards import RANK
from game.scenes.table.cover import opaque_band

WARM_FROM_AREA = 160 * 224      # card pixels from which faces are rendered ahead
QUIET = 0.5                     # game seconds with nothing drawn before warming
BUDGET = 0.008                  # real seconds of rendering at a time
INTERVAL = 0.1                  # real seconds from one spell of rendering to the next
AHEAD_UNTIL = 0.0035            # real seconds of a frame's drawing up to which it renders
                                # court faces about to turn up (see `ahead`)...
NUMBERS_UNTIL = 0.0025          # ... and number cards' (cheaper: 1 ms at 408 px)...
AHEAD_FROM_AREA = 240 * 336     # card pixels from which faces are rendered ahead in frames
                                # (smaller ones take well under 2 ms, courts included)
NUMBERS_FROM_AREA = 340 * 476   # ... number cards' from these (at 302 px 0.5 ms: cheaper
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

    def warm(self, faces, quiet_for, sprites) -> int:
        """Render some of the faces `faces` lacks when the table has been quiet for
        `quiet_for` game seconds; `sprites` are the table's cards (the face-down ones
        first). Returns how many were rendered."""
        if self.is_done(faces) or faces.width * faces.height < WARM_FROM_AREA \
                or quiet_for < QUIET:
            return 0
        start = self.clock()
        if start < self.next_at:
            return 0
        hidden = [s.card for s in sprites if not s.face_up and 0 <= s.card < DECK]
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
        which of their rows are opaque (cover.opaque_band, ~0.2 ms a 4K face), a court
        until AHEAD_UNTIL after `started`, a number card until NUMBERS_UNTIL (only from
        NUMBERS_FROM_AREA: the largest cards, ~408 px at 4K). (Not the
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
    """The cards of `moving` that will turn face up, soonest first: those turning
    already (the furthest along first), then those whose turn waits, by the time left
    before their flight starts (a deal turns its cards up in the order they leave)."""
    turning = [s for s in moving if s.face_up and s.flip is not None and s.flip < 0.5]
    turning.sort(key=lambda s: (-s.flip, _waiting(s)))
    return [s.card for s in turning]


def _waiting(sprite) -> float:
    tween = sprite.tween
    return 0.0 if tween is None else max(0.0, tween.delay - tween.elapsed)
