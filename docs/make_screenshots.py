"""Make the screenshots under docs/screenshots (headless, deterministic game clock).

    python docs/make_screenshots.py

Openings of every game at 1024x600, 1280x720, 1920x1080 and 3840x2160, Forty Thieves
with its whole stock dealt to the waste (slivers), a sequence mid-deal (Forty Thieves), a
sequence mid-attack (Wall), the settings screen over a game, and the whole deck in each
card style (four rows of thirteen faces on the felt). The game clock is
stepped by hand, so the frames are the same on every run; the openings wait (in real
time) for the solver's verdict, which the status bar shows.
"""

import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("AISLE_FIVE_DATA", str(HERE / ".screenshot-data"))

import pygame  # noqa: E402

from game.app import App, Options  # noqa: E402
from game.rules import GAMES, rules_for  # noqa: E402
from game.scenes.games import table_for  # noqa: E402

OUT = HERE / "screenshots"
STEP = 1 / 60


def table(size, game, seed):
    app = App(Options(size=size))
    pygame.event.clear()
    scene = table_for(app, game, seed)
    app.manager.replace_all(scene)
    return app, scene


def run(app, seconds):
    for _ in range(round(seconds / STEP)):
        app.update(STEP)


def await_solver(app, scene, seconds=15.0):
    """Step the game until the solver has answered about the position shown."""
    deadline = time.monotonic() + seconds
    while scene.advisor.client_busy() and time.monotonic() < deadline:
        app.update(STEP)
        time.sleep(0.02)


def save(app, name):
    app.draw()
    pygame.image.save(app.screen, str(OUT / name))
    print(OUT / name)


def openings():
    for size in ((1024, 600), (1280, 720), (1920, 1080), (3840, 2160)):
        for game in GAMES:
            app, scene = table(size, game, 1)
            run(app, 4.0)
            await_solver(app, scene)
            save(app, f"{game}-{size[0]}x{size[1]}.png")
            app.close()


def whole_waste():
    """Every stock card dealt: the oldest waste cards squeeze into slivers."""
    app, scene = table((1280, 720), "forty-thieves", 1)
    run(app, 4.0)
    while scene.rules.legal_moves(scene.state).count("deal"):
        scene.play_click("stock")
        run(app, 0.6)
    save(app, "forty-thieves-waste-1280x720.png")
    app.close()


def mid_deal():
    app, _ = table((1280, 720), "forty-thieves", 1)
    for i, t in enumerate((0.25, 0.35, 0.4)):
        run(app, t)
        save(app, f"deal-{i + 1}.png")
    app.close()


def mid_attack():
    rules = rules_for("wall")
    for seed in range(1, 500):
        state = rules.new_game(seed)
        targets = [t for t in rules.exposed_targets(state) if rules.can_attack(state, t)]
        if targets:
            break
    app, scene = table((1280, 720), "wall", seed)
    run(app, 4.0)
    scene.act([rules.attack_move(state, targets[0])])
    for i, t in enumerate((0.1, 0.12, 0.15, 0.3)):
        run(app, t)
        save(app, f"attack-{i + 1}.png")
    app.close()


def settings_screen():
    from game.scenes.settings import open_settings
    app, _ = table((1280, 720), "wall", 1)
    run(app, 4.0)
    open_settings(app)
    save(app, "settings-1280x720.png")
    app.close()


def deck(size, style):
    """All 52 faces in `style`, a suit a row, as large as four rows of thirteen fit."""
    from sprites.card_faces import CardFaces
    from sprites.felt import render_felt
    width, height = size
    card_w = int(min(width / (13 + 14 * 0.12), height / (4 * 1.4 + 5 * 0.12)))
    card_h = round(card_w * 1.4)
    gap = round(card_w * 0.12)
    faces = CardFaces(card_w, card_h, style=style)
    sheet = render_felt(size)
    left = (width - 13 * card_w - 12 * gap) // 2
    top = (height - 4 * card_h - 3 * gap) // 2
    for card in range(52):
        suit, rank = divmod(card, 13)
        at = (left + rank * (card_w + gap), top + suit * (card_h + gap))
        sheet.blit(faces.face(card), at)
    name = f"deck-{style}-{width}x{height}.png"
    pygame.image.save(sheet, str(OUT / name))
    print(OUT / name)


if __name__ == "__main__":
    OUT.mkdir(exist_ok=True)
    openings()
    whole_waste()
    mid_deal()
    mid_attack()
    settings_screen()
    deck((3840, 2160), "classic")
    deck((1920, 1080), "large-print")
