"""A player who cannot see the screen, for tests: it presses keys and hears what speech
says, nothing else.

`Ear(app, backend)` is all the driver knows of the game: `press` sends a key to the real
App and steps one frame, `heard` is every (text, kind) the recording backend was given
since the last look. The driver never reads the state, a scene or the screen; what it
knows of the cards it has parsed out of speech (`card_token`, the table read aloud).
Waiting for the solver blocks on its pipe (tests.solver.waiting), never on the clock.

Playing a move by ear (`play_heard_move`): Tab steps the focus until the focus names
the pile the move starts from, Up walks down the fan to the card named, Space picks up,
Tab steps to the pile named as the target, Space puts down. In Wall, Space groups each
waste card the attack uses, then Space on the target attacks. A deal is D.
"""

import re

import pygame

from tests.solver.waiting import HANG

STEP = 1.0 / 60.0
RANKS = {"ace": "A", "jack": "J", "queen": "Q", "king": "K", "10": "T"}
SUITS = {"clubs": "C", "diamonds": "D", "hearts": "H", "spades": "S"}
CARD = re.compile(r"(ace|jack|queen|king|10|[2-9]) of (clubs|diamonds|hearts|spades)")
LINE = "Hint, from a winning line: "


def card_token(words: str) -> str:
    """'7 of hearts' -> '7H' (the position format's token)."""
    match = CARD.fullmatch(words)
    assert match, f"not a card said aloud: {words!r}"
    rank, suit = match.groups()
    return RANKS.get(rank, rank) + SUITS[suit]


class Ear:
    def __init__(self, app, backend):
        self.app = app
        self.backend = backend
        self.seen = 0
        self.log = []               # everything heard, for a failing test's message

    def heard(self):
        """What was said since the last look, as (text, kind)."""
        new = self.backend.spoken[self.seen:]
        self.seen += len(new)
        self.log.extend(new)
        return new

    def frame(self) -> None:
        client = self.app.solver_if_running()
        if client is not None and client.working:
            assert client.wait(HANG), "the solver worker hung"
        self.app.update(STEP)

    def press(self, key, mod=0, text=""):
        """Press and let go of a key; what was said meanwhile."""
        self.app.handle_event(pygame.event.Event(
            pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0))
        self.app.handle_event(pygame.event.Event(
            pygame.KEYUP, key=key, mod=mod, unicode=text, scancode=0))
        self.frame()
        return self.heard()

    def wait_for(self, wanted, frames: int = 3000, said=()):
        """Step frames until something said satisfies `wanted(text)`; that text (what
        `said` holds, heard already, counts first)."""
        for text, _kind in said:
            if wanted(text):
                return text
        for _ in range(frames):
            for text, _kind in self.heard():
                if wanted(text):
                    return text
            self.frame()
        raise AssertionError(f"never heard it; last heard: {self.log[-6:]}")

    def focus_after(self, key, mod=0) -> str:
        """Press `key`; the focus it reports (a focus move is never silent)."""
        said = [text for text, kind in self.press(key, mod) if kind == "focus"]
        assert said, f"a focus move said nothing; last heard: {self.log[-4:]}"
        return said[-1]


def focus_parts(focus: str):
    """'tableau 4: 9 of clubs and the 2 cards on it, 7 cards' -> ('tableau 4', ['9 of
    clubs and the 2 cards on it', '7 cards'])."""
    name, _, rest = focus.partition(": ")
    return name, rest.split(", ")


def tab_to(ear, name: str, limit: int = 200) -> str:
    """Tab until the focus is on the pile called `name`."""
    for _ in range(limit):
        focus = ear.focus_after(pygame.K_TAB)
        if focus.startswith(name + ": "):
            return focus
    raise AssertionError(f"Tab never reached {name!r}; last heard: {ear.log[-4:]}")


def walk_up_to(ear, focus: str, card: str, limit: int = 40) -> None:
    """From the top of a pile, Up until the focus is on `card` (with the cards on it)."""
    name = focus_parts(focus)[0]
    for _ in range(limit):
        here, parts = focus_parts(focus)
        assert here == name, f"walked off {name!r} looking for {card!r}: {focus!r}"
        if parts[0] == card or parts[0].startswith(card + " and the "):
            return
        focus = ear.focus_after(pygame.K_UP)
    raise AssertionError(f"{card!r} never had the focus on {name!r}")


def play_heard_move(ear, move: str):
    """Play the move a hint said (the part after "Hint, from a winning line: "); what
    its last key made speech say."""
    attack = re.fullmatch(r"(.*), using (.*), on (.*)", move)
    if attack:
        _words, wastes, target = attack.groups()
        for waste in wastes.split(", "):
            tab_to(ear, waste)
            said = ear.press(pygame.K_SPACE)
            assert any(text.startswith("Grouped: ") for text, _ in said), said
        tab_to(ear, target)
        return ear.press(pygame.K_SPACE)
    words, sep, piles = move.rpartition(", from ")
    if not sep:                                     # a deal: no pile named
        return ear.press(pygame.K_d)
    source, _, target = piles.partition(" to ")
    first_card = CARD.search(words).group(0)        # the bottom card of what moves
    focus = tab_to(ear, source)
    walk_up_to(ear, focus, first_card)
    said = ear.press(pygame.K_SPACE)
    assert any(text.startswith("Picked up " + first_card) for text, _ in said), said
    tab_to(ear, target)
    return ear.press(pygame.K_SPACE)


def won(ear, said=()) -> bool:
    return any(text.startswith("You won!") for text, _ in said)
