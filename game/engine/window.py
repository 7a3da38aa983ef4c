"""Two window chores SDL leaves to the caller: a minimum window size, and silencing the
C libraries (SDL's probes, ALSA) that write pages of noise to stderr while they start."""

import contextlib
import os
import sys
import warnings


def set_minimum_size(size) -> None:
    """Stop the window being dragged smaller than `size` (SDL_SetWindowMinimumSize, which
    pygame reaches only through Window.from_display_module, a deprecated door)."""
    import pygame
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().minimum_size = size


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
