"""Motion on the table: the one sync path, flights, flips, deals and the win celebration.

After any state change the scene calls `sync(events)`: sprites are matched to the new
state, and every sprite not at its slot gets a flight planned from the move's events by
the scene's choreography (cascades, arcs to the foundations, and whatever a game adds).
Durations scale with the animation speed setting; at "off" everything lands at once. A
click during an animation finishes it first (the input handler calls `finish`).

It is given what it uses, not the table: the app (settings, sounds), the board (cards,
layout, piles), the table's timeline, the UI state (touched when cards move), the bars
(the window's size) and the game's choreography class. A replay quickens it (`pace`).
No closure it leaves on the timeline refers to itself, so a table closed mid-flight is
freed by reference counting alone.
"""

from game.engine.tween import MoveTween, Tween, ease_in_out_cubic, ease_out_cubic, linear
from game.scenes.common.celebration import celebrate
from game.scenes.common.choreography import FLIP, plan_deal


class TableMotion:
    def __init__(self, *, app, board, timeline, ui, bars, choreography):
        self.app = app
        self.board = board
        self.timeline = timeline
        self.ui = ui
        self.bars = bars
        self.choreography = choreography
        self.pace = 1.0            # how many times quicker than the setting (a replay's)
        self.ghosts = []           # the win celebration's flying copies

    @property
    def speed(self) -> float:
        return self.app.settings.speed / self.pace

    def finish(self) -> None:
        self.timeline.finish_all()
        self.ghosts = []

    def stop_all(self) -> None:
        """The table closes: every flight stops where it is and lets go of its card."""
        self.timeline.clear()
        for sprite in self.board.cards.sprites:
            self.stop(sprite)
        self.ghosts = []

    def hurry(self) -> None:
        """A press or a key during an animation: finish it at once, then act."""
        if self.timeline.busy:
            self.finish()

    # ----- targets ----------------------------------------------------------------------
    def targets(self):
        """id(sprite) -> where it belongs; ("slot", pile) -> the pile's top position."""
        board = self.board
        geometry = board.geometry
        piles = board.piles()
        found = {}
        for name, cards in piles.items():
            positions = geometry.card_positions(name, max(1, len(cards)))
            found[("slot", name)] = positions[-1]
            if name in geometry.hidden:
                for sprite in board.cards.pile(name):
                    found[id(sprite)] = self.offscreen(sprite)
                continue
            for sprite, point in zip(board.cards.pile(name), positions):
                found[id(sprite)] = point
        return found

    def offscreen(self, sprite):
        """Where a card that leaves play goes: up and off the top of the window."""
        geometry = self.board.geometry
        width = geometry.area.x + geometry.area.w
        x = (sprite.card * 97 + sprite.index * 31) % max(1, int(width - geometry.card_w))
        return float(x), float(-2 * geometry.card_h)

    # ----- the sync path ----------------------------------------------------------------
    def sync(self, events=(), instant=False) -> None:
        board = self.board
        speed = 0.0 if instant else self.speed
        if speed == 0.0:
            self.finish()
        faces_before = {id(s): s.face_up for s in board.cards.sprites}
        sources = [event.src for event in events if event.src]
        board.cards.assign(board.piles(), sources)
        targets = self.targets()
        moving, flipped = [], []
        for sprite in board.cards.sprites:
            x, y = targets[id(sprite)]
            if faces_before.get(id(sprite), sprite.face_up) != sprite.face_up:
                flipped.append(sprite)
            if speed == 0.0 or (abs(sprite.x - x) < 0.5 and abs(sprite.y - y) < 0.5):
                self.stop(sprite)
                sprite.x, sprite.y, sprite.lift, sprite.flip = x, y, 0, None
            else:
                moving.append(sprite)
        if speed > 0.0:
            geometry = board.geometry
            kinds = {name: p.kind for name, p in geometry.layout.piles.items()}
            choreography = self.choreography(targets, kinds, geometry.card_h, self.offscreen,
                                             geometry.hidden)
            self.run(choreography.plan(events, moving, flipped), moving, flipped, speed)
        self.ui.touch()

    def run(self, plan, moving, flipped, speed) -> None:
        for sprite in moving:
            self.fly(sprite, plan.flights[id(sprite)], speed)
        for sprite in flipped:
            if id(sprite) in plan.flips:
                self.turn(sprite, plan.flips[id(sprite)] * speed, FLIP * speed)
        app = self.app
        for start, name in plan.sounds:
            self.timeline.call_later(start * speed, lambda name=name: app.play_sound(name))

    def fly(self, sprite, flight, speed) -> None:
        """Send a sprite along its legs; it is drawn above the rest until it lands."""
        self.stop(sprite)
        sprite.lift = 1
        self.leg(sprite, list(flight.legs), flight.delay * speed, speed)

    def leg(self, sprite, legs, delay, speed) -> None:
        """The next of a flight's `legs`; when it lands, the one after, or the end."""
        leg = legs.pop(0)

        def landed():
            if legs:
                self.leg(sprite, legs, 0.0, speed)
            else:
                sprite.lift = 0
                sprite.tween = None

        sprite.tween = MoveTween(sprite, (sprite.x, sprite.y), (leg.x, leg.y),
                                 max(0.001, leg.seconds * speed), delay=delay,
                                 ease=ease_in_out_cubic if leg.arc else ease_out_cubic,
                                 arc_height=leg.arc, on_done=landed)
        self.timeline.add(sprite.tween)

    def turn(self, sprite, delay, seconds) -> None:
        """Turn a card over: it narrows showing its old side, then widens showing the new."""
        sprite.flip = 0.0

        def update(t):
            sprite.flip = t

        def done():
            sprite.flip = None

        self.timeline.add(Tween(max(0.001, seconds), update, delay=delay, ease=linear,
                                      on_done=done))

    @staticmethod
    def stop(sprite) -> None:
        """Cancel a sprite's running flight where it is (it is about to be retargeted)."""
        if sprite.tween is not None:
            sprite.tween.cancel()
            sprite.tween = None

    # ----- deals and the celebration ----------------------------------------------------
    def deal_in(self) -> None:
        """Animate the whole deal: every card starts face down on the stock and flies to
        its pile in dealing order (round by round), turning up where the rules say."""
        board, rules = self.board, self.board.rules
        self.finish()
        board.cards.assign(board.piles())
        targets = self.targets()
        geometry = board.geometry
        origin_pile = "stock" if "stock" in rules.index else rules.pile_names[0]
        ox, oy = geometry.card_positions(origin_pile, 1)[0]
        order = {name: i for i, name in enumerate(rules.pile_names)}
        travelling = []
        for sprite in board.cards.sprites:
            self.stop(sprite)
            sprite.flip = None
            tx, ty = targets[id(sprite)]
            if sprite.pile == origin_pile and "stock" in rules.index:
                sprite.x, sprite.y, sprite.lift = tx, ty, 0
                continue
            sprite.x, sprite.y = ox, oy
            travelling.append(sprite)
        travelling.sort(key=lambda s: (s.index, order[s.pile]))
        self.ui.touch()
        if self.speed == 0.0:
            for sprite in travelling:
                sprite.x, sprite.y = targets[id(sprite)]
            return
        plan = plan_deal(travelling, targets, stagger=0.028 if len(travelling) < 60 else 0.02)
        self.run(plan, travelling, [s for s in travelling if s.face_up], self.speed)
        for sprite in travelling:         # face down until its flip starts
            if sprite.face_up:
                sprite.flip = 0.0

    def celebrate(self, then) -> None:
        """Cards leap off the foundations and bounce away; `then` runs when it ends (or at
        once when the player clicks, which finishes every animation)."""
        board = self.board
        if self.speed == 0.0:
            then()
            return
        order = {name: i for i, name in enumerate(board.rules.pile_names)}
        hidden = board.geometry.hidden
        sprites = [s for s in board.cards.sprites if s.pile not in hidden]
        sprites.sort(key=lambda s: (-s.index, order[s.pile]))   # top cards first
        result = celebrate(self.timeline, sprites[:60], self.bars.size,
                           board.geometry.card_h, self.speed)
        self.ghosts = result.ghosts
        self.app.play_sound("win")

        def over():
            self.ghosts = []
            self.ui.touch()
            then()

        self.timeline.call_later(result.length, over)
