"""Run the real game (`python main.py ARGS`, through game.cli.main) with a scripted player,
for the fault test that SIGKILLs it at random moments (tests/store/test_kill.py).

    python -m tests.store.kill_driver --data-dir D --game G [--seed S]

The player is fed to the App as real pygame events from its own poll: legal moves aimed
as drags and clicks (tests/scenes/monkey_gestures.py), Ctrl+Z, Ctrl+Y, Ctrl+R, Ctrl+N
when a game ends, Esc on any dialog. The game itself is unchanged; the driver only
listens, printing (flushed) one line per event the test checks:

    resumed DIGEST    the table shown at start (after --seed: the fresh deal)
    pending DIGEST    a save of the game is about to start
    saved DIGEST      ... and has returned
    pending none, saved none    the same around the removal of the game's record

DIGEST is `digest(session)`: the position at the cursor, the cursor and the number of
steps. The player's random choices come from AISLE_FIVE_KILL_SEED.
"""

import hashlib
import json
import os
import random
import sys


def digest(session) -> str:
    from game.rules import to_position
    text = json.dumps([to_position(session.state), session.cursor, len(session.actions)],
                      sort_keys=True)
    return hashlib.sha1(text.encode()).hexdigest()[:16]


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


class ScriptedPlayer:
    def __init__(self, app, rng):
        from tests.scenes.monkey_gestures import MonkeyGestures
        self.app = app
        self.rng = rng
        self.gestures = {}
        self.steps = []                 # what is left of the gesture under way
        self.make_gestures = MonkeyGestures

    def events(self):
        """The next step's events (a list of pygame events), or none while cards move."""
        import pygame

        from game.scenes.table.scene import TableScene
        from tests.scenes.monkey_gestures import PAUSE, RESIZE
        from tests.scenes.table_helpers import key
        if not self.steps:
            top = self.app.manager.top
            if not isinstance(top, TableScene):
                self.steps = [[key(pygame.K_ESCAPE)]]
            elif not top.is_busy():
                self.steps = self.plan(top)
        if not self.steps:
            return []
        step = self.steps.pop(0)
        return [pygame.event.Event(kind, attrs) for kind, attrs in step
                if kind not in (PAUSE, RESIZE)]

    def plan(self, table):
        import pygame

        from tests.scenes.table_helpers import key
        ctrl = pygame.KMOD_CTRL
        if table.session.won or table.session.over:
            return [[key(pygame.K_n, ctrl)]]
        roll = self.rng.random()
        if roll < 0.10:
            return [[key(pygame.K_z, ctrl)]]
        if roll < 0.15:
            return [[key(pygame.K_y, ctrl)]]
        if roll < 0.17:
            return [[key(pygame.K_r, ctrl)]]
        gestures = self.gestures.get(table.game_id)
        if gestures is None:
            gestures = self.gestures[table.game_id] = self.make_gestures(self.rng,
                                                                         table.game_id)
        gesture = gestures.aimed(table)
        return list(gesture.steps) if gesture is not None else [[key(pygame.K_n, ctrl)]]


def main(argv) -> int:
    from game import cli
    from game.app import App
    from game.store.keeper import GameKeeper
    rng = random.Random(os.environ.get("AISLE_FIVE_KILL_SEED", "0"))
    real_save, real_forget = GameKeeper.save, GameKeeper._forget
    real_poll, real_run = App.poll, App.run

    def save(self, session, elapsed):
        mark = digest(session)
        say(f"pending {mark}")
        real_save(self, session, elapsed)
        say(f"saved {mark}")

    def forget(self, game):
        say("pending none")
        real_forget(self, game)
        say("saved none")

    def run(self):
        from game.scenes.table.scene import TableScene
        table = next((s for s in self.manager.scenes if isinstance(s, TableScene)), None)
        if table is not None:
            say(f"resumed {digest(table.session)}")
        self.player = ScriptedPlayer(self, rng)
        return real_run(self)

    def poll(self):
        return real_poll(self) + self.player.events()

    GameKeeper.save, GameKeeper._forget = save, forget
    App.poll, App.run = poll, run
    return cli.main(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
