"""Toggle full screen N times on a real X server, playing a move by mouse after each.

Run by tests/x11/test_fullscreen_toggles.py as `python -m tests.x11.toggle_driver N` with
DISPLAY set to a fresh Xvfb and SDL_VIDEODRIVER=x11. Every key press and mouse gesture is
posted to SDL's queue and goes through the App's own loop (its poll, its idle wait, its
event handling), so F11 remakes the real window each time. The move after each toggle is
a legal one taken from the rules and played with the mouse where the cards lie at the new
size; the position it leads to is checked against the rules. Prints one line per
hundred toggles and "done N" at the end; any failure exits non-zero (a crash kills it).
"""

import sys

import pygame

from game.app import App
from game.options import Options
from tests.scenes.table_helpers import centre, drag, key, press, release

GAME, SEED = "forty-thieves", 11
WINDOW = (1024, 600)


def run_frames(app, frames: int) -> None:
    app.loop = app.make_loop(max_frames=frames)
    app.running = True
    app.loop.run()


def post(events) -> None:
    for kind, attrs in events:
        pygame.event.post(pygame.event.Event(kind, attrs))


def gesture_for(table, move: str):
    """The mouse gesture that plays `move` (a deal or a single card onto a pile)."""
    if move == "deal":
        spot = centre(table, "stock")
        return [press(spot), release(spot)]
    source, target = move.split(">")
    return drag(centre(table, source), centre(table, target), steps=6)


def play_a_move(app) -> str:
    table = app.manager.scenes[-1]
    table.motion.finish()
    rules, state = table.board.rules, table.board.state
    moves = [m for m in rules.legal_moves(state) if "*" not in m]
    if not moves:                       # stuck: take a move back instead
        before = table.session.cursor
        post([key(pygame.K_z, pygame.KMOD_CTRL)])
        run_frames(app, 3)
        assert table.session.cursor == before - 1, "undo by key did nothing"
        return "undo"
    move = moves[table.session.moves_made % len(moves)]
    expected, _ = rules.apply(state, move)
    post(gesture_for(table, move))
    run_frames(app, 4)
    table.motion.finish()
    assert table.board.state == expected, f"{move} by mouse did not play at {app.size}"
    return move


def main(toggles: int) -> int:
    app = App(Options(game=GAME, seed=SEED, size=WINDOW, fullscreen=False))
    app.start_game(GAME, SEED)
    run_frames(app, 5)
    desktop = tuple(pygame.display.get_desktop_sizes()[0])
    for n in range(1, toggles + 1):
        post([key(pygame.K_F11)])
        run_frames(app, 3)
        wanted = desktop if n % 2 else WINDOW
        assert app.fullscreen == bool(n % 2), f"toggle {n} did not take"
        assert app.size == wanted, f"toggle {n}: {app.size}, wanted {wanted}"
        play_a_move(app)
        if n % 100 == 0:
            print(f"{n} toggles", flush=True)
    app.close()
    print(f"done {toggles}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1])))
