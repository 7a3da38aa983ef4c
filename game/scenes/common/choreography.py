"""Choreography: turning the events of one change into timed flights and sounds.

Rules return facts; this module decides how they look. Given the events of a move and the
sprites that must travel, a Choreography returns a Plan: a Flight per sprite (a delay and
one or more legs, each a target point, a duration and an arc height), when each turning
card flips, and the sounds with their start times. Durations are in game seconds at
normal speed; the table scales them by the animation speed setting.

Events are walked in order on a clock, each kind by its own method (`on_moved`,
`on_dealt`, `on_discarded`, `on_redealt`), so an autoplay chain cascades. A game whose
moves need their own look subclasses Choreography (adding `on_<kind>` methods and
overriding `flight`, `leave_at` or `flip_in_place_at`) and names it in its scene.
"""

from typing import NamedTuple

MOVE = 0.22           # an ordinary move
FLIGHT = 0.34         # a card flying up to a foundation, in an arc
CHAIN = 0.08          # stagger between the moves of one chain
DEAL = 0.16           # a card turned from the stock
DEAL_STAGGER = 0.05
FLY_OFF = 0.42        # cards leaving play fly up and away
FLIP = 0.16           # a card turning over
FLIP_IN_PLACE = 0.055  # when a card that stays put turns over


class Leg(NamedTuple):
    x: float
    y: float
    seconds: float
    arc: float = 0.0   # pixels the path bows upward at its middle


class Flight(NamedTuple):
    delay: float
    legs: tuple[Leg, ...]


class Plan(NamedTuple):
    flights: dict[int, Flight]            # id(sprite) -> its flight
    sounds: list[tuple[float, str]]        # (start time, sound name)
    flips: dict[int, float]                # id(sprite) -> time its flip starts
    length: float                          # when the last thing ends


class Choreography:
    """Plans one change. `targets` maps id(sprite) to where it lands and ("slot", pile)
    to a pile's top position; `kinds` maps pile names to their layout kind; `offtable`
    names the piles kept off the table, where cards that leave play go, flying to
    `offscreen(sprite)`."""

    def __init__(self, targets, kinds, card_h, offscreen, offtable=frozenset()):
        self.targets = targets
        self.kinds = kinds
        self.card_h = card_h
        self.offscreen = offscreen
        self.offtable = offtable
        self.t = 0.0                                  # the clock walking the events
        self.starts: dict[tuple[str, int], float] = {}   # (pile, card) -> its start
        self.sounds: list[tuple[float, str]] = []

    # ----- the events, in order ---------------------------------------------------------
    def on_moved(self, event, cards) -> None:
        up = self.kinds.get(event.dst) == "foundation"
        for c in cards:
            self.starts.setdefault((event.dst, c), self.t)
        self.sounds.append((self.t + (FLIGHT if up else MOVE), "place"))
        self.t += CHAIN

    def on_dealt(self, event, cards) -> None:
        for c in cards:
            self.starts.setdefault((event.dst, c), self.t)
        self.sounds.append((self.t, "deal"))
        self.t += DEAL_STAGGER

    def on_discarded(self, event, cards) -> None:
        for c in cards:
            self.starts.setdefault((event.dst, c), self.leave_at())

    def on_redealt(self, event, cards) -> None:
        self.sounds.append((self.t, "shuffle"))
        for c in cards:
            self.starts.setdefault((event.dst, c), self.t)
        self.t += MOVE

    def leave_at(self) -> float:
        """When cards discarded now start to leave play."""
        return self.t

    def flip_in_place_at(self) -> float:
        """When a card that turns over without moving turns."""
        return FLIP_IN_PLACE

    # ----- the flights ------------------------------------------------------------------
    def flight(self, sprite) -> Flight:
        """Where and when a sprite flies."""
        delay = self.starts.get((sprite.pile, sprite.card), 0.0)
        if sprite.pile in self.offtable:
            ox, oy = self.offscreen(sprite)
            return Flight(delay, (Leg(ox, oy, FLY_OFF, self.card_h),))
        x, y = self.targets[id(sprite)]
        up = self.kinds.get(sprite.pile) == "foundation"
        seconds = FLIGHT if up else (DEAL if self.kinds.get(getattr(sprite, "from_pile", ""))
                                     == "stock" else MOVE)
        return Flight(delay, (Leg(x, y, seconds, self.card_h * 0.6 if up else 0),))

    def plan(self, events, moving, flipped_sprites=()) -> Plan:
        """Plan the flights of `moving` sprites; `flipped_sprites` turned over in this
        change and flip halfway through their flight (or at once when they stay put)."""
        for event in events:
            handler = getattr(self, "on_" + event.kind, None)
            if handler is not None:
                handler(event, [c & 63 for c in event.cards])
        flights: dict[int, Flight] = {}
        flips: dict[int, float] = {}
        end = self.t
        flipping = {id(s) for s in flipped_sprites}
        for sprite in moving:
            flight = flights[id(sprite)] = self.flight(sprite)
            landing = flight.delay + sum(leg.seconds for leg in flight.legs)
            if id(sprite) in flipping and sprite.pile not in self.offtable:
                flips[id(sprite)] = flight.delay + flight.legs[-1].seconds * 0.5
            end = max(end, landing)
        for sprite in flipped_sprites:
            if id(sprite) not in flights:
                start = self.flip_in_place_at()
                flips[id(sprite)] = start
                self.sounds.append((start, "flip"))
        return Plan(flights, sorted(self.sounds), flips, end)


def plan_deal(sprites_in_order, targets, stagger=0.028, seconds=0.3) -> Plan:
    """A new deal: cards leave the stock one after another, in dealing order."""
    flights, flips, sounds = {}, {}, []
    for i, sprite in enumerate(sprites_in_order):
        x, y = targets[id(sprite)]
        flights[id(sprite)] = Flight(i * stagger, (Leg(x, y, seconds),))
        if sprite.face_up:
            flips[id(sprite)] = i * stagger + seconds * 0.6
        sounds.append((i * stagger, "deal"))
    length = len(sprites_in_order) * stagger + seconds
    return Plan(flights, [(0.0, "shuffle")] + sounds, flips, length)
