"""The in-game rules help reads every game's Aisleriot page into headed paragraphs."""

import pytest

from game.help_text import help_sections
from game.rules import GAMES, rules_for


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_readable_help(game):
    title, sections = help_sections(game)
    assert title == rules_for(game).title
    headings = [h for h, _ in sections]
    assert {"Setup", "Goal", "Rules"} <= set(headings)
    for _, paragraphs in sections:
        assert all(p.strip() and "<" not in p for p in paragraphs)
        assert all(p[0].isupper() or p[0].isdigit() for p in paragraphs)   # sentences
        assert not any(", The " in p for p in paragraphs)     # a stop typed as a comma


def test_maze_headings_are_shown_in_english():
    _, sections = help_sections("maze")
    text = " ".join(h + " " + " ".join(p) for h, p in sections)
    assert "Beállítás" not in text and "Szabályok" not in text and "Setup" in text
