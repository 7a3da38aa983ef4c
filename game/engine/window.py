"""Window chores SDL leaves to the caller: our icon, a minimum window size, and silencing
the C libraries (SDL's probes, ALSA) that write pages of noise to stderr while they start;
MIN_SIZE, the smallest window laid out."""

import contextlib
import os
import sys
import warnings

import pygame

MIN_SIZE = (320, 240)       # the smallest window the game lays out for


def set_minimum_size(size) -> None:
    """Stop the window being dragged smaller than `size` (SDL_SetWindowMinimumSize, which
    pygame reaches only through Window.from_display_module, a deprecated door)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().minimum_size = size


def open_window(fullscreen: bool, size, fit: bool):
    """Open the window (or remake it: F11): fullscreen at the desktop's resolution, or
    resizable at `size`, made to fit the screen when `fit`, and never below MIN_SIZE.
    A window already open so is kept as it is, with what it shows (the opening's
    picture). Returns the windowed size used (`size` when fullscreen)."""
    if fullscreen:
        if not showing(True, None):
            pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return tuple(size)
    size = windowed_size(size, fit)
    if showing(False, size):
        return size
    # leaving fullscreen, SDL keeps the fullscreen size on the first set_mode (pygame
    # warns "forcibly resized"); asking again gives the window its size
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        for _ in range(2):
            pygame.display.set_mode(size, pygame.RESIZABLE)
            if pygame.display.get_surface().get_size() == size:
                break
    return size


def windowed_size(size, fit: bool):
    """The size a window asked at `size` opens at: made to fit the screen when `fit`,
    and never below MIN_SIZE."""
    if fit:
        size = fit_on_screen(size, pygame.display.get_desktop_sizes()[0])
    return tuple(max(int(a), b) for a, b in zip(size, MIN_SIZE))


def showing(fullscreen: bool, size) -> bool:
    """Whether the window is open already, fullscreen, or windowed at `size`."""
    if pygame.display.get_surface() is None:
        return False
    if fullscreen or pygame.display.is_fullscreen():
        return fullscreen == pygame.display.is_fullscreen()
    return tuple(pygame.display.get_window_size()) == tuple(size)


def fit_on_screen(size, screen, share: float = 0.9):
    """`size` (w, h) made no bigger than `share` of `screen` each way, so a window the
    player did not size opens whole on a small screen (1280x720 on a 1024x600 netbook
    would hang off it), title bar and panels included."""
    return (min(int(size[0]), int(screen[0] * share)),
            min(int(size[1]), int(screen[1] * share)))


@contextlib.contextmanager
def quiet_stderr():
    """Silence C libraries writing to stderr (fd 2) for the duration; no-op if impossible."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, AttributeError, ValueError):
        yield
        return
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(null, 2)
        finally:
            os.close(null)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def set_window_icon() -> None:
    """Give the window our own icon, a playing card drawn here, before it opens. Without
    one pygame loads its snake from its package data when the first window opens
    (through importlib.resources and zipfile), which delays the first frame."""
    icon = pygame.Surface((32, 32), pygame.SRCALPHA)
    card = pygame.Rect(5, 1, 22, 30)
    pygame.draw.rect(icon, (250, 250, 244), card, border_radius=4)
    pygame.draw.rect(icon, (70, 70, 70), card, width=1, border_radius=4)
    pygame.draw.polygon(icon, (205, 30, 45), [(16, 7), (23, 16), (16, 25), (9, 16)])
    pygame.display.set_icon(icon)
