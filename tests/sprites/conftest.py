"""Sprite tests draw text: pygame.font is initialised once for all of them."""

import pygame
import pytest


@pytest.fixture(scope="session", autouse=True)
def fonts():
    pygame.font.init()
    yield


@pytest.fixture
def ev():
    """`ev(kind, **fields)`: a pygame event, as a test posts it."""
    return pygame.event.Event
