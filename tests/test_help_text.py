"""The rules pages (game/help/<id>.txt) parse into titled sections, every page has the
sections and pictures a player needs, and bad pages are refused with the line named."""

import pytest

from game.help_example import find_example
from game.help_text import SECTIONS, HelpFormatError, help_page, parse_page
from game.rules import GAMES, rules_for


def test_the_format_parses_titles_headings_bullets_paragraphs_and_markers():
    page = parse_page("# A Game\nIntro line one\nand two.\n\n## Goal\n- first item\n"
                      "  goes on here\n- second\n\n@opening\nA paragraph.\n")
    assert page.title == "A Game"
    assert [s.heading for s in page.sections] == ["", "Goal"]
    assert page.sections[0].blocks == [("para", "Intro line one and two.")]
    assert page.sections[1].blocks == [("bullet", "first item goes on here"),
                                       ("bullet", "second"), ("opening", ""),
                                       ("para", "A paragraph.")]
    assert page.markers() == ["opening"] and page.headings() == ["Goal"]


@pytest.mark.parametrize("text, line", [
    ("no title\n", 1),
    ("# T\n## Goal\n@picture\n", 3),
    ("# T\n# Another title\n", 2),
    ("# T\n\n   an indented line with nothing to continue\n", 3),
])
def test_a_malformed_page_names_its_line(text, line):
    with pytest.raises(HelpFormatError, match=f"line {line}:"):
        parse_page(text, "bad.txt")


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_full_page(game):
    """Its worked example is found in its deals (game/help_example.py) whenever they have
    a move worth showing; only when none has (a test's toy game) does the page say it in
    words alone."""
    page = help_page(game)
    assert page.title == rules_for(game).title
    assert page.headings() == list(SECTIONS)
    example_found = has_worked_example(game)
    assert page.markers() == ["opening", "example"] if example_found else ["opening"]
    layout = next(s for s in page.sections if s.heading == "Layout")
    example = next(s for s in page.sections if s.heading == "Worked example")
    assert ("opening", "") in layout.blocks
    assert (("example", "") in example.blocks) == example_found
    for section in page.sections:
        assert section.blocks, f"{game}: section {section.heading!r} is empty"
        for kind, text in section.blocks:
            if kind in ("para", "bullet"):
                assert text[0].isupper() or text[0].isdigit(), text
                assert text.endswith((".", ":", ")")), text


def has_worked_example(game):
    try:
        find_example(game)
    except LookupError:
        return False
    return True


def test_a_game_without_a_page_is_a_clear_error():
    with pytest.raises(FileNotFoundError):
        help_page("no-such-game")
