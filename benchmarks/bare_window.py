"""The least a pygame program does to show a table of cards: the floor our start-up is
compared with (benchmarks/versus_aisleriot.py, benchmarks/startup_timeline.py). It maps a
window, loads 52 cards from one PNG, shows them and reads its input until closed.

    python benchmarks/bare_window.py [SHEET.png] [--size WxH | --fullscreen]

SHEET: 13 columns and 4 rows of cards (versus_aisleriot makes one); without it, twelve
filled rectangles stand for the cards.
"""

import os
import sys
import time

os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")     # as the game sets it
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (after the environment it reads)


def main(argv) -> None:
    size, fullscreen, sheet = (1280, 720), "--fullscreen" in argv, None
    if "--size" in argv:
        size = tuple(int(v) for v in argv[argv.index("--size") + 1].split("x"))
    if argv and argv[0].endswith(".png"):
        sheet = argv[0]
    pygame.display.init()
    if fullscreen:
        screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
    else:
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    screen.fill((0, 90, 40))
    if sheet is None:
        for column in range(12):
            screen.fill((250, 250, 250), (40 + 100 * column, 40, 80, 110))
            screen.fill((200, 20 * column, 0), (50 + 100 * column, 50, 20, 20))
    else:
        cards = pygame.image.load(sheet).convert_alpha()
        w, h = cards.get_width() // 13, cards.get_height() // 4
        width, height = screen.get_size()
        step_x, step_y = (width - w) // 12, (height - h) // 4
        for index in range(52):
            column, row = index % 13, index // 13
            screen.blit(cards, (column * step_x, 20 + row * step_y),
                        (column * w, row * h, w, h))
    pygame.display.flip()
    while True:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                return
        time.sleep(0.05)


if __name__ == "__main__":
    main(sys.argv[1:])
