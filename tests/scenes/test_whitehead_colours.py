"""Whitehead's red and black under four-colour suits (issue 28, 1.6): the chooser and the
rules said "red on red, black on black" while the table inked diamonds blue and clubs
green. Every Whitehead text a player reads that speaks of red, black or colour now says
which suits count as which, and the four-colour switch's note says that Whitehead's
colours still mean red and black."""

import re

import pytest

from game.rules import rules_for
from game.scenes.pages import HelpOverlay
from game.scenes.settings import open_settings
from game.scenes.settings_rows import BY_NAME
from sprites.fonts import font
from sprites.settings_widgets import label_room
from sprites.text import fit_text

RED = (("hearts", "diamonds"), ("♥", "♦"))
BLACK = (("spades", "clubs"), ("♠", "♣"))


def _names(text, suits) -> bool:
    lowered = text.lower()
    return any(all(name in lowered for name in names) for names in suits)


def unexplained_colours(text) -> list[str]:
    """The colours `text` speaks of without naming their suits ('colour' alone asks
    for both; the four-colour deck's name is not a colour)."""
    lowered = re.sub(r"four-colour", "", text.lower())
    missing = []
    for word, suits in (("red", RED), ("black", BLACK)):
        if re.search(rf"\b{word}\b", lowered) and not _names(text, suits):
            missing.append(word)
    if re.search(r"\bcolours?\b", lowered):
        missing += [word for word, suits in (("red", RED), ("black", BLACK))
                    if not _names(text, suits) and word not in missing]
    return missing


def test_the_check_catches_the_old_wording():
    assert unexplained_colours("the tableau builds down red on red, black on black.") == \
        ["red", "black"]
    assert unexplained_colours("Columns build in colour, but only suits travel.") == \
        ["red", "black"]
    assert unexplained_colours("a red six goes on a red seven (♥ or ♦)") == []
    assert unexplained_colours("four-colour suits ink diamonds blue") == []


def refusals_and_reasons(rules, seeds=range(1, 6)):
    """What the table says of Whitehead's deals: every refused move between the waste,
    the columns and the foundations, and why each column's top card is stuck."""
    piles = ["waste"] + [f"tableau{k}" for k in range(1, 8)]
    targets = piles[1:] + [f"foundation{k}" for k in range(1, 5)]
    for seed in seeds:
        state = rules.new_game(seed)
        for src in piles:
            if not rules.pile(state, src):
                continue
            for dst in targets:
                if dst != src:
                    reason = rules.refusal(state, f"{src}>{dst}")
                    if reason:
                        yield reason
            why = rules.pick_refusal(state, src, 1)
            if why:
                yield why


@pytest.fixture
def four_colours(app):
    app.settings.four_colour = True
    return app


def test_every_whitehead_text_says_which_suits_are_red_and_which_black(four_colours):
    app = four_colours
    chooser = app.show_chooser()
    goal = next(info.goal for info in chooser.games if info.id == "whitehead")
    page = HelpOverlay(app.services, "whitehead")           # the rules page as shown
    texts = [goal] + [line for line in page.all_lines if line]
    rules = rules_for("whitehead")
    spoken = list(refusals_and_reasons(rules))
    assert any("red" in text for text in spoken) and any("black" in text for text in spoken)
    texts += spoken
    unexplained = {text: unexplained_colours(text) for text in texts}
    assert not {text: gaps for text, gaps in unexplained.items() if gaps}


@pytest.mark.parametrize("size", [(720, 1280), (1024, 600), (1280, 720), (1920, 1080)])
def test_the_four_colour_note_says_whitehead_still_means_red_and_black(make_app, size):
    """The note is shown whole under the switch's label, at every size."""
    app = make_app(size)
    app.show_chooser()
    screen = open_settings(app.services)
    row = BY_NAME["four_colour"]
    assert "Whitehead" in row.note and "red" in row.note and "black" in row.note
    assert "♦" in row.note and "♣" in row.note         # the two the deck re-inks
    rect = screen.rows[list(BY_NAME).index("four_colour")]
    assert fit_text(row.note, font(screen.note_size), label_room(rect)) == row.note
