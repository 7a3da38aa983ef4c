"""The idle wait wakes on input and loses nothing: the event it woke on comes first from
the next poll, in order; nothing in the game asks the window system for its handles."""

import ast
from pathlib import Path

import pygame

from game.engine.input import InputWaiter

GAME = Path(__file__).resolve().parents[2] / "game"


def _user(n):
    return pygame.event.Event(pygame.USEREVENT, n=n)


def _no_sleep(seconds):
    raise AssertionError(f"slept {seconds} s with a display open")


def test_the_wait_returns_on_an_event_and_the_poll_hands_it_out_first(app):
    waiter = InputWaiter(sleep_fn=_no_sleep)
    for n in range(3):
        pygame.event.post(_user(n))
    waiter(60.0)                    # an event is queued: it returns at once, not in a minute
    polled = [e.n for e in waiter.poll() if e.type == pygame.USEREVENT]
    assert polled == [0, 1, 2]
    assert waiter.poll() == []


def test_a_second_wait_with_an_event_held_does_not_wait(app):
    waiter = InputWaiter()
    pygame.event.post(_user(7))
    waiter(60.0)
    waiter(60.0)                    # the held event is still to be polled: no wait
    assert [e.n for e in waiter.poll()] == [7]


def test_a_wait_with_nothing_pending_times_out_empty(app):
    waiter = InputWaiter()
    pygame.event.clear()
    waiter(0.001)
    assert waiter.poll() == []


def test_without_a_display_the_wait_is_a_plain_sleep():
    slept = []
    waiter = InputWaiter(sleep_fn=slept.append)
    if pygame.display.get_init():
        pygame.display.quit()
    waiter(0.25)
    assert slept == [0.25] and waiter.poll() == []


def test_the_game_never_calls_get_wm_info():
    calls = [path for path in GAME.rglob("*.py")
             for node in ast.walk(ast.parse(path.read_text()))
             if isinstance(node, ast.Attribute) and node.attr == "get_wm_info"]
    assert calls == []
