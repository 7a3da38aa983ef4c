"""Make docs/screenshots/statistics-1280x720.png and replay-1280x720.png (headless).

    python docs/make_record_screenshots.py

A realistic history is played first, in a throw-away data folder, through the real game
keeper: 40 deals of Doublets, each played by a player who sometimes follows the solver's
winning line to the end and otherwise makes random legal moves until the game is over or
abandons it part way (as New game does); the time of each game is its moves at about
3 seconds each. Then the statistics screen of that history is drawn, and a replay of the
last won game, stopped mid-way.
"""

import os
import random
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["AISLE_FIVE_DATA"] = tempfile.mkdtemp(prefix="aisle-five-shots-")
os.environ["AISLE_FIVE_SOLVER"] = "off"

import pygame  # noqa: E402

from game.app import App, Options  # noqa: E402
from game.scenes.replay import open_replay  # noqa: E402
from game.scenes.statistics import StatisticsScene  # noqa: E402
from game.solver import solve  # noqa: E402
from game.store.records import record_of  # noqa: E402

OUT = HERE / "screenshots"
GAME = "doublets"
STEP = 1 / 60


def play_history(app, games=40):
    rng = random.Random(13)
    won_record = None
    for number in range(games):
        table = app.start_game(GAME, 1000 + number)
        session = table.session
        skill = 0.25 + 0.5 * number / games           # the player gets better
        line = solve(session.state, time_limit=2.0).moves if rng.random() < skill else None
        clock = 0.0
        for move in line or []:
            clock += rng.uniform(1.5, 4.5)
            session.act([move], clock)
        while line is None and not session.over and not session.won:
            legal = table.rules.legal_moves(session.state)
            if not legal or rng.random() < 0.01:      # gives up: New game abandons it
                break
            clock += rng.uniform(1.0, 4.0)
            session.act([rng.choice(legal)], clock)
        app.clock.now = clock
        if session.won:
            won_record = record_of(session, session.elapsed(clock))
        app.keeping.abandon(table)
    return won_record


def main():
    app = App(Options(size=(1280, 720), fullscreen=False))
    pygame.event.clear()
    won = play_history(app)
    app.show_chooser()
    app.manager.push(StatisticsScene(app, GAME))
    app.draw()
    pygame.image.save(app.screen, str(OUT / "statistics-1280x720.png"))
    print(OUT / "statistics-1280x720.png")
    app.show_chooser()
    replay = open_replay(app, won)
    for _ in range(replay.last_step * 2 // 3):
        replay.run_control("step")
        for _ in range(40):
            app.update(STEP)
    replay.run_control("step")
    for _ in range(9):                      # mid-flight: the move is under way
        app.update(STEP)
    app.draw()
    pygame.image.save(app.screen, str(OUT / "replay-1280x720.png"))
    print(OUT / "replay-1280x720.png")
    app.close()


if __name__ == "__main__":
    main()
