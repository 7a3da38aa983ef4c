"""Make the screenshots under docs/screenshots (headless, deterministic game clock).

    python docs/make_screenshots.py             # all of them
    python docs/make_screenshots.py deck        # only the decks and the courts' close-up
    python docs/make_screenshots.py languages   # only the tables in other languages

Openings of every game at 1024x600, 1280x720, 1920x1080 and 3840x2160, Forty Thieves
with its whole stock dealt to the waste (slivers), a sequence mid-deal (Forty Thieves), a
sequence mid-attack (Wall), the settings screen over a game, the whole deck (four rows
of thirteen faces on the felt) in the classic style at 1024x600, 1280x720 and 3840x2160
and in large print, the jack, queen and king of diamonds as a 1280x720 window draws
them, side by side and enlarged, and a game of Forty Thieves won at 1280x720 with its
win dialog open in Arabic, Japanese, German and Russian (lang-<code>-1280x720.png:
right to left, CJK, long words, Cyrillic). The game clock is stepped by hand, so the frames are
the same on every run; the openings wait (in real time) for the solver's verdict, which
the status bar shows.
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
    scene = table_for(app.services, game, seed)
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
    while scene.board.rules.legal_moves(scene.board.state).count("deal"):
        scene.hooks.play_click("stock")
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
    scene.play.act([rules.attack_move(state, targets[0])])
    for i, t in enumerate((0.1, 0.12, 0.15, 0.3)):
        run(app, t)
        save(app, f"attack-{i + 1}.png")
    app.close()


def settings_screen():
    from game.scenes.settings import open_settings
    app, _ = table((1280, 720), "wall", 1)
    run(app, 4.0)
    open_settings(app.services)
    save(app, "settings-1280x720.png")
    app.close()


LANGUAGE_SHOTS = ("ar", "ja", "de", "ru")


def won_in_languages(game="forty-thieves"):
    """The catalogue's quickest winnable deal of `game`, played to its win by the
    solver's line with the animation off, then the win dialog, in each language."""
    import json

    from game.rules import new_game
    from game.scenes.overlays import WinOverlay
    from game.solver import WON, solve
    from game.solver.catalogue import catalogue_path
    with open(catalogue_path(), encoding="utf-8") as handle:
        entries = json.load(handle)["games"][game]
    seed = min(entries, key=lambda entry: (entry["seconds"], entry["moves"]))["seed"]
    result = solve(new_game(game, seed), time_limit=60)
    assert result.status == WON, (game, seed)
    for code in LANGUAGE_SHOTS:
        app = App(Options(size=(1280, 720), lang=code))
        app.settings.animation = "off"
        pygame.event.clear()
        scene = table_for(app.services, game, seed)
        app.manager.replace_all(scene)
        run(app, 1.0)
        for move in result.moves:
            scene.play.act([move])
            run(app, 0.5)           # a player's pace: the clock the dialog reads
        for _ in range(round(30 / STEP)):       # the celebration, then the dialog
            if isinstance(app.manager.top, WinOverlay):
                break
            app.update(STEP)
        assert isinstance(app.manager.top, WinOverlay), code
        run(app, 1.0)
        save(app, f"lang-{code}-1280x720.png")
        app.close()


def deck_card_width(size):
    """The card width of a deck sheet of `size`: four rows of thirteen as large as fit
    (about what the tables of that window draw)."""
    width, height = size
    return int(min(width / (13 + 14 * 0.12), height / (4 * 1.4 + 5 * 0.12)))


def deck(size, style):
    """All 52 faces in `style`, a suit a row, as large as four rows of thirteen fit."""
    from sprites.card_faces import CardFaces
    from sprites.felt import render_felt
    width, height = size
    card_w = deck_card_width(size)
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


def courts_close_up(size=(1280, 720), zoom=3, suit=1):
    """The jack, queen and king of `suit` at the card width of a deck sheet of `size`,
    side by side on the felt, each pixel shown `zoom` times larger (no smoothing)."""
    from sprites.card_faces import CardFaces
    from sprites.felt import render_felt
    card_w = deck_card_width(size)
    faces = CardFaces(card_w, round(card_w * 1.4))
    gap = round(card_w * 0.12)
    w, h = faces.size
    sheet = render_felt((3 * w + 4 * gap, h + 2 * gap))
    for n, rank in enumerate((11, 12, 13)):
        sheet.blit(faces.face(suit * 13 + rank - 1), (gap + n * (w + gap), gap))
    sheet = pygame.transform.scale_by(sheet, zoom)
    name = f"courts-{size[0]}x{size[1]}.png"
    pygame.image.save(sheet, str(OUT / name))
    print(OUT / name)


def decks():
    for size in ((1024, 600), (1280, 720), (3840, 2160)):
        deck(size, "classic")
    deck((1920, 1080), "large-print")
    courts_close_up()


if __name__ == "__main__":
    OUT.mkdir(exist_ok=True)
    only = sys.argv[1:]
    if not only:
        openings()
        whole_waste()
        mid_deal()
        mid_attack()
        settings_screen()
    if not only or only == ["languages"]:
        won_in_languages()
    if not only or only == ["deck"]:
        decks()
