"""The least a pygame program does to show a 1280x720 window with something drawn: the
floor our start-up is compared with (benchmarks/startup_timeline.py). Runs until closed."""

import os
import time

os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")     # as the game sets it
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (after the environment it reads)


def main() -> None:
    pygame.display.init()
    screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    screen.fill((0, 90, 40))
    for column in range(12):            # twelve "cards", enough colours to count as drawn
        screen.fill((250, 250, 250), (40 + 100 * column, 40, 80, 110))
        screen.fill((200, 20 * column, 0), (50 + 100 * column, 50, 20, 20))
    pygame.display.flip()
    while True:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                return
        time.sleep(0.05)


if __name__ == "__main__":
    main()
