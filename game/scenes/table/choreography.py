"""Choreography: turning the events of one move into timed flights and sounds.

Rules return facts; this module decides how they look. Given the events of a move and the
sprites that must travel, it returns a Flight per sprite (a delay and one or more legs,
each a target point, a duration and an arc height) and the sounds with their start times.
Durations are in game seconds at normal speed; the table scales them by the animation
speed setting. Sequencing follows the order of the events, so an autoplay chain cascades,
and a Wall attack plays out as slide, impact, fly-off, then the auto-deal.
"""

from typing import Dict, List, NamedTuple, Tuple

MOVE = 0.22           # an ordinary move
FLIGHT = 0.34         # a card flying up to a foundation, in an arc
CHAIN = 0.08          # stagger between the moves of one chain
DEAL = 0.16           # a card turned from the stock
DEAL_STAGGER = 0.05
SLIDE = 0.18          # Wall: attack cards slide onto the target
IMPACT = 0.14         # Wall: the pause at the hit
FLY_OFF = 0.42        # Wall: target and attackers leave the table
REVEAL = 0.55         # Wall: a face-down low guard turns over and stays a moment
FLIP = 0.16           # a card turning over


class Leg(NamedTuple):
    x: float
    y: float
    seconds: float
    arc: float = 0.0   # pixels the path bows upward at its middle


class Flight(NamedTuple):
    delay: float
    legs: Tuple[Leg, ...]


class Plan(NamedTuple):
    flights: Dict[int, Flight]            # id(sprite) -> its flight
    sounds: List[Tuple[float, str]]        # (start time, sound name)
    flips: Dict[int, float]                # id(sprite) -> time its flip starts
    length: float                          # when the last thing ends


def plan_move(events, moving, targets, kinds, card_h, offscreen,
              flipped_sprites=()) -> Plan:
    """Plan the flights of `moving` sprites (each must reach targets[id(sprite)]).

    kinds maps pile names to their layout kind; offscreen(sprite) gives where a card that
    leaves play flies to. `flipped_sprites` turned over in this change and flip when they
    land (or at once when they stay put).
    """
    starts: Dict[Tuple[str, int], float] = {}
    sounds: List[Tuple[float, str]] = []
    attack_legs: Dict[Tuple[str, int], float] = {}   # attack cards: (pile, card) -> slide start
    strike_at = None                                  # when a Wall target is hit
    attack_target = None
    t = 0.0
    for event in events:
        kind = event.kind
        cards = [c & 63 for c in event.cards]
        if kind == "moved":
            up = kinds.get(event.dst) == "foundation"
            for c in cards:
                starts.setdefault((event.dst, c), t)
            sounds.append((t + (FLIGHT if up else MOVE), "place"))
            t += CHAIN
        elif kind == "dealt":
            for c in cards:
                starts.setdefault((event.dst, c), t)
            sounds.append((t, "deal"))
            t += DEAL_STAGGER
        elif kind == "attacked":
            attack_target = event.dst
            for pile in event.src.split("+"):
                attack_legs[pile] = t
            strike_at = t + SLIDE
            sounds.append((strike_at, "attack"))
            if event.success:
                sounds.append((strike_at + IMPACT, "crumble"))
                t = strike_at + IMPACT + FLY_OFF * 0.6
            else:
                t = strike_at + REVEAL
        elif kind == "discarded":
            for c in cards:
                starts.setdefault(("removed", c), t if strike_at is None else strike_at + IMPACT)
        elif kind == "redealt":
            sounds.append((t, "shuffle"))
            for c in cards:
                starts.setdefault((event.dst, c), t)
            t += MOVE
    flights: Dict[int, Flight] = {}
    flips: Dict[int, float] = {}
    end = t
    flipping = {id(s) for s in flipped_sprites}
    for sprite in moving:
        x, y = targets[id(sprite)]
        key = (sprite.pile, sprite.card)
        if kinds.get(sprite.pile) == "removed":
            ox, oy = offscreen(sprite)
            old_pile = getattr(sprite, "from_pile", "")
            if old_pile in attack_legs and strike_at is not None and attack_target:
                tx, ty = targets.get(("slot", attack_target), (x, y))
                legs = (Leg(tx, ty, SLIDE), Leg(ox, oy, FLY_OFF, card_h))
                flights[id(sprite)] = Flight(attack_legs[old_pile], legs)
                end = max(end, attack_legs[old_pile] + SLIDE + FLY_OFF)
                continue
            delay = starts.get(key, 0.0)
            flights[id(sprite)] = Flight(delay, (Leg(ox, oy, FLY_OFF, card_h),))
            end = max(end, delay + FLY_OFF)
            continue
        delay = starts.get(key, 0.0)
        up = kinds.get(sprite.pile) == "foundation"
        seconds = FLIGHT if up else (DEAL if kinds.get(getattr(sprite, "from_pile", "")) ==
                                     "stock" else MOVE)
        flights[id(sprite)] = Flight(delay, (Leg(x, y, seconds, card_h * 0.6 if up else 0),))
        if id(sprite) in flipping:
            flips[id(sprite)] = delay + seconds * 0.5
        end = max(end, delay + seconds)
    for sprite in flipped_sprites:
        if id(sprite) not in flights:
            start = REVEAL * 0.1 if strike_at is None else strike_at
            flips[id(sprite)] = start
            sounds.append((start, "flip"))
    return Plan(flights, sorted(sounds), flips, end)


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
