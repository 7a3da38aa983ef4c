"""Monkey gestures: seeded random player input for the monkey test and benchmarks/monkey.py.

A gesture is a list of steps; a step is a list of pygame events, as (type, attrs) pairs,
that the driver posts together in one frame (RESIZE and PAUSE it performs itself: a real
window resize, a wait of so many seconds).

Most gestures on a table at rest perform a legal move the way a player would: a drag from
the card's visible part to the target's (or two clicks in click-to-move), a click on the
stock, Wall's grouping drags and attack clicks. The move is the solver's when the deal
has a line it found on a small budget (so games are won, and a player who strays undoes
back onto the line), else the rules' hint or any legal move. The rest are junk: drags and
clicks anywhere, right clicks, stray presses and releases, keys, toolbar buttons, wheel
turns, F11, resizes to 640x400 .. 2560x1440, and now and then New, Restart, Menu or Game
number (a new game too when the game is stuck). Overlays and the other screens (the
settings) get their buttons, Enter, Esc, digits, scrolling and clicks anywhere; the
chooser the game's number key or a click on its panel.
"""

from typing import NamedTuple

import pygame

from game.rules import GAMES
from game.scenes.chooser import ChooserScene
from game.scenes.table.scene import TableScene
from game.solver import WON, has_solver, solve
from tests.scenes.table_helpers import key

RESIZE, PAUSE = "resize", "pause"     # steps the driver performs (a real resize, a wait)
PLAN_NODES = 2000          # solver budget for a new deal's winning line (deterministic)
DOUBLE_CLICK_PAUSE = 0.5   # seconds: longer than the double-click interval
SMALLEST, LARGEST = (640, 400), (2560, 1440)
CTRL, SHIFT = pygame.KMOD_CTRL, pygame.KMOD_SHIFT
WASTES = ("waste1", "waste2", "waste3")
TABLE_KEYS = ((pygame.K_z, CTRL), (pygame.K_y, CTRL), (pygame.K_z, CTRL | SHIFT),
              (pygame.K_h, 0), (pygame.K_d, 0), (pygame.K_RETURN, 0), (pygame.K_SPACE, 0),
              (pygame.K_LEFT, 0), (pygame.K_RIGHT, 0), (pygame.K_UP, 0), (pygame.K_DOWN, 0),
              (pygame.K_F1, 0), (pygame.K_k, 0), (pygame.K_w, 0), (pygame.K_m, 0),
              (pygame.K_a, 0), (pygame.K_5, 0), (pygame.K_TAB, 0))
LEAVING_KEYS = ((pygame.K_n, CTRL), (pygame.K_r, CTRL), (pygame.K_ESCAPE, 0), (pygame.K_g, 0))
LEAVING_BUTTONS = ("new", "restart", "menu", "number")
OVERLAY_KEYS = ((pygame.K_RETURN, 0), (pygame.K_ESCAPE, 0), (pygame.K_DOWN, 0),
                (pygame.K_UP, 0), (pygame.K_PAGEDOWN, 0), (pygame.K_BACKSPACE, 0),
                (pygame.K_F1, 0), (pygame.K_k, 0), (pygame.K_z, CTRL),
                (pygame.K_TAB, 0), (pygame.K_TAB, SHIFT), (pygame.K_LEFT, 0),
                (pygame.K_RIGHT, 0), (pygame.K_SPACE, 0), (pygame.K_HOME, 0),
                (pygame.K_DELETE, 0), (pygame.K_a, CTRL), (pygame.K_BACKSPACE, CTRL))


class Gesture(NamedTuple):
    steps: list[list]
    move: str | None = None      # the legal move this gesture performs, if aimed


def button(kind, pos, number=1):
    return (kind, {"pos": (int(pos[0]), int(pos[1])), "button": number})


def motion(pos, last, held=True):
    pos, last = (int(pos[0]), int(pos[1])), (int(last[0]), int(last[1]))
    return (pygame.MOUSEMOTION, {"pos": pos, "rel": (pos[0] - last[0], pos[1] - last[1]),
                                 "buttons": (1, 0, 0) if held else (0, 0, 0)})


def pause(seconds):
    return [[(PAUSE, {"seconds": seconds})]]


def click(pos, times=1, number=1):
    """Press and release `times` times at pos, in one frame (a double-click when 2)."""
    return [[event for _ in range(times)
             for event in (button(pygame.MOUSEBUTTONDOWN, pos, number),
                           button(pygame.MOUSEBUTTONUP, pos, number))]]


def is_played_table(scene) -> bool:
    """A table the monkey plays on (a replay, which it only closes, is no table)."""
    return isinstance(scene, TableScene)


class MonkeyGestures:
    """Random gestures for whatever scene is on top; `next(app)` gives the next one."""

    def __init__(self, rng, game: str):
        self.rng = rng
        self.game = game
        self.opening = None        # the last deal asked of the solver
        self.plan = {}             # state -> the next move of its winning line

    def next(self, app) -> Gesture:
        top = app.manager.top
        if is_played_table(top):
            return self.on_table(top, app.size)
        if top is None or isinstance(top, ChooserScene):
            return self.in_chooser(top)
        return self.on_overlay(top, app.size)       # a dialog, a page, another screen

    # ----- shared pieces ------------------------------------------------------------
    def drag(self, start, end):
        """Press at start, a first small motion, a few more, release at end."""
        rng = self.rng
        dx, dy = end[0] - start[0], end[1] - start[1]
        length = max(1.0, abs(dx) + abs(dy))
        nudge = rng.randint(2, 12) / length
        points = [(start[0] + dx * nudge, start[1] + dy * nudge)] if length > 12 else []
        count = rng.randint(0, 4)
        points += [(start[0] + dx * i / (count + 1), start[1] + dy * i / (count + 1))
                   for i in range(1, count + 1)] + [end]
        result = [[button(pygame.MOUSEBUTTONDOWN, start)]]
        last = start
        for point in points:
            result.append([motion(point, last)])
            last = point
        result.append([button(pygame.MOUSEBUTTONUP, end)])
        return result

    def resize(self) -> Gesture:
        rng = self.rng
        size = (rng.randint(SMALLEST[0], LARGEST[0]), rng.randint(SMALLEST[1], LARGEST[1]))
        return Gesture([[(RESIZE, {"size": size})]])

    def random_point(self, size):
        return self.rng.randrange(size[0]), self.rng.randrange(size[1])

    # ----- the table: aimed moves ---------------------------------------------------
    def card_point(self, table, pile: str, index: int):
        """A point on the visible part of card `index` of `pile` that the table's own hit
        test gives to that card; None if none is found."""
        geometry = table.board.geometry
        count = len(table.board.rules.pile(table.board.state, pile))
        positions = geometry.card_positions(pile, count)
        x, y = positions[index]
        w, h = geometry.card_w, geometry.card_h
        if index + 1 < count:              # only the strip the next card leaves uncovered
            nx, ny = positions[index + 1]
            if nx != x:
                w = min(w, abs(nx - x))
                x = x if nx > x else x + geometry.card_w - w
            if ny != y:
                h = min(h, abs(ny - y))
                y = y if ny > y else y + geometry.card_h - h
        rng = self.rng
        tries = [(x + rng.uniform(1, max(1, w - 2)), y + rng.uniform(1, max(1, h - 2))),
                 (x + w / 2, y + h / 2)]
        for point in tries:
            point = (int(point[0]), int(point[1]))
            if table.board.hit(point) == (pile, index):
                return point
        return None

    def pile_point(self, table, pile: str):
        """A point the table's hit test gives to `pile` (its top card or empty slot)."""
        count = len(table.board.rules.pile(table.board.state, pile))
        if count:
            return self.card_point(table, pile, count - 1)
        box = table.board.geometry.slot(pile)
        point = (int(box.x + box.w / 2), int(box.y + box.h / 2))
        return point if table.board.hit(point)[0] == pile else None

    def carry(self, table, src: str, count: int, dst: str):
        """Steps that drag the top `count` cards of src and let go over dst's top card (or
        its empty slot), or None when either cannot be aimed at."""
        board = table.board
        start = self.card_point(table, src, len(board.rules.pile(board.state, src)) - count)
        end = self.pile_point(table, dst)
        if start is None or end is None:
            return None
        return self.drag(start, end)

    def follow_plan(self, table):
        """At a new deal, ask the solver (on a small node budget) for a winning line, so
        that games are won now and then; the line's moves, where play still is on it. A
        game without a solver has no plan."""
        opening = table.session.history[0]
        if table.board.state == opening and opening != self.opening:
            self.opening = opening
            result = (solve(opening, time_limit=None, node_limit=PLAN_NODES)
                      if has_solver(opening.game) else None)
            self.plan = {}
            state = opening
            for move in result.moves if result and result.status == WON else ():
                self.plan[state] = move
                state = table.board.rules.play(state, move)
        return self.plan.get(table.board.state)

    def choose_move(self, table):
        """The solver's move when on its line, else the rules' hint or any legal move."""
        planned = self.follow_plan(table)
        if planned is not None and self.rng.random() < 0.97:
            return planned
        moves = table.board.rules.legal_moves(table.board.state)
        if not moves:
            return None
        if self.rng.random() < 0.5:
            hinted = table.board.rules.hint(table.board.state).move
            if hinted in moves:
                return hinted
        return self.rng.choice(sorted(moves))

    def derailed(self, table) -> bool:
        """Play just left the winning line (a player would undo back to it)."""
        session = table.session
        recent = session.history[max(0, session.cursor - 3):session.cursor]
        return table.board.state not in self.plan and any(s in self.plan for s in recent)

    def aimed(self, table) -> Gesture | None:
        """A legal move performed as a real gesture (None when it cannot be aimed), or
        an undo back onto the winning line."""
        if self.derailed(table):
            return Gesture([[key(pygame.K_z, CTRL)]])
        move = self.choose_move(table)
        if move is None:
            return None
        held = table.input
        steps = click((0, table.bars.bar_h + 1), number=3) if table.ui.selection or \
            table.ui.marked or held.drag.press or table.toolbar.list_open else []
        if held.double.pending:           # a player's next move is no double-click
            steps += pause(DOUBLE_CLICK_PAUSE)
        parsed = table.board.rules.parse(move)
        if parsed[0] == "deal":
            point = self.pile_point(table, "stock")
            more = None if point is None else click(point)
        elif parsed[0] == "attack":
            more = self.attack(table, parsed[1], parsed[2])
        elif table.app.settings.click_to_move and self.rng.random() < 0.5:
            more = self.click_move(table, *parsed[1:])
        else:
            more = self.carry(table, *parsed[1:])
        return None if more is None else Gesture(steps + more, move)

    def click_move(self, table, src: str, count: int, dst: str):
        """Click-to-move: click the card, (maybe a pause,) click where it goes."""
        board = table.board
        start = self.card_point(table, src, len(board.rules.pile(board.state, src)) - count)
        end = self.pile_point(table, dst)
        if start is None or end is None:
            return None
        return click(start) + pause(self.rng.choice([0, 0.3])) + click(end)

    def attack(self, table, wastes, target: str):
        """Wall: click the target with the whole waste, or group the chosen waste cards by
        dragging them onto each other, then click the target or drop one on it."""
        full = [w for w in WASTES if table.board.rules.pile(table.board.state, w)]
        point = self.pile_point(table, target)
        if point is None:
            return None
        if list(wastes) == full and self.rng.random() < 0.5:
            return click(point)
        steps = []
        for a, b in zip(wastes, wastes[1:]):
            grouping = self.carry(table, b, 1, a)
            if grouping is None:
                return None
            steps += grouping
        if len(wastes) > 1 and self.rng.random() < 0.5:
            return steps + click(point)
        dropping = self.carry(table, wastes[0], 1, target)
        return None if dropping is None else steps + dropping

    # ----- the table: junk ----------------------------------------------------------
    def table_point(self, table, size):
        rng = self.rng
        names = list(table.board.geometry.visible_piles())
        empty = [n for n in names if not table.board.rules.pile(table.board.state, n)]
        if empty and rng.random() < 0.3:     # gaps and empty piles are where cards go
            names = empty
        if rng.random() < 0.8:
            box = table.board.geometry.slot(rng.choice(names))
            return (int(box.x + rng.uniform(0, box.w)), int(box.y + rng.uniform(0, box.h)))
        return self.random_point(size)

    def on_table(self, table, size) -> Gesture:
        """Mostly legal moves (when the cards are at rest), some junk, now and then a
        key or button that leaves the game (new, restart, menu, game number)."""
        rng = self.rng
        if table.session.over and rng.random() < 0.3:     # stuck: a new game
            return Gesture([[key(pygame.K_n, CTRL)]])
        roll = rng.random()
        if roll < 0.6 and not table.timeline.busy:
            aimed = self.aimed(table)
            if aimed is not None:
                return aimed
            roll = 0.6 + 0.4 * rng.random()
        a = self.table_point(table, size)
        buttons = table.toolbar.buttons
        if roll < 0.68:
            return Gesture(self.drag(a, self.table_point(table, size)))
        if roll < 0.74:
            return Gesture(click(a, times=rng.choice([1, 1, 2])))
        if roll < 0.76:
            return Gesture(click(a, number=3))
        if roll < 0.78:
            stray = rng.choice([button(pygame.MOUSEBUTTONDOWN, a),
                                button(pygame.MOUSEBUTTONUP, a),
                                motion(a, self.random_point(size), held=rng.random() < 0.5)])
            return Gesture([[stray]])
        if roll < 0.8:
            return Gesture([[(pygame.MOUSEWHEEL, {"x": 0, "y": rng.choice([-1, 1]),
                                                  "flipped": False})]])
        if roll < 0.84:
            calm = [b for b in buttons if b.action not in LEAVING_BUTTONS]
            return Gesture(click(rng.choice(calm).rect.center))
        if roll < 0.98:
            return Gesture([[key(*rng.choice(TABLE_KEYS))]])
        if roll < 0.986:
            leaving = [b for b in buttons if b.action in LEAVING_BUTTONS]
            return Gesture(click(rng.choice(leaving).rect.center))
        if roll < 0.99:
            return Gesture([[key(*rng.choice(LEAVING_KEYS))]])
        if roll < 0.999:
            return self.resize()
        return Gesture([[key(pygame.K_F11)]])

    # ----- overlays and the chooser -------------------------------------------------
    def on_overlay(self, overlay, size) -> Gesture:
        """Buttons, keys, digits, the wheel, clicks anywhere; rarely a resize."""
        rng = self.rng
        roll = rng.random()
        buttons = [b for b in getattr(overlay, "buttons", []) if b.rect.w > 0]
        if roll < 0.35 and buttons:
            return Gesture(click(rng.choice(buttons).rect.center))
        if roll < 0.75:
            return Gesture([[key(*rng.choice(OVERLAY_KEYS))]])
        if roll < 0.85:
            digits = str(rng.randrange(10 ** rng.randint(1, 11)))
            return Gesture([[(pygame.TEXTINPUT, {"text": digits})]])
        if roll < 0.9:
            return Gesture([[(pygame.MOUSEWHEEL, {"x": 0, "y": rng.choice([-1, 1]),
                                                  "flipped": False})]])
        if roll < 0.99:
            return Gesture(click(self.random_point(size)))
        return self.resize()

    def in_chooser(self, chooser) -> Gesture:
        """Back to the monkey's game (its number key or panel), after a little browsing;
        one time in five another game (a solver answer must not cross tables)."""
        rng = self.rng
        index = GAMES.index(self.game) if rng.random() < 0.8 else rng.randrange(len(GAMES))
        roll = rng.random()
        rects = getattr(chooser, "rects", [])
        if roll < 0.2 and len(rects) > index:
            return Gesture(click(rects[index].center))
        if roll < 0.3:
            return Gesture([[key(rng.choice([pygame.K_LEFT, pygame.K_RIGHT, pygame.K_DOWN]))]])
        if roll < 0.35:
            return self.resize()
        return Gesture([[key(pygame.K_1 + index)]])
