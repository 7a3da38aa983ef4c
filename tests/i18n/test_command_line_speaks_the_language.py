"""The command line speaks the player's language: in the pseudo-language
(tests/i18n/pseudo.py) `--help`, argparse's own words in it and every one-line mistake
keep no English word but what is typed as it is (options, game ids, values given)."""

import argparse
import datetime
import inspect
import re

import pytest

from game import cli
from game.i18n.choice import shipped_codes
from game.usage import ARGPARSE_MESSAGES
from tests.conftest import FakeCalendar
from tests.i18n.pseudo import english_words, speaking_pseudo
from tests.test_cli import no_window  # noqa: F401 (a fixture)

MESSAGES = ("game/cli.py", "game/usage.py", "game/options.py", "game/rules", "game/i18n")
TYPED = re.compile(r"--?[a-z][a-z-]*|aisle-five|forty-thieves|whitehead|maze|wall|doublets"
                   r"|PNG|'[^']*'")


def foreign(text: str, typed=()) -> list[str]:
    """The English words left in `text` once what is typed as it is (and `typed`, the
    arguments given) is taken out."""
    for argument in typed:
        text = text.replace(argument, "")
    return english_words(TYPED.sub("", text))


def test_help_is_in_the_language_with_argparse_words_too():
    english = cli.build_parser().format_help()
    assert english.startswith("usage: aisle-five") and "\noptions:\n" in english
    with speaking_pseudo(*MESSAGES):
        shown = cli.build_parser().format_help()
    assert shown.startswith("ｕｓａｇｅ: aisle-five")
    assert "ｓｈｏｗ ｔｈｉｓ ｈｅｌｐ" in shown and "\nｏｐｔｉｏｎｓ:\n" in shown
    assert "--seed Ｎ" in shown and "--screenshot ＦＩＬＥ" in shown
    codes = sorted(shipped_codes(), key=len, reverse=True)   # --lang's values (wrapped)
    assert not foreign(shown, codes), foreign(shown, codes)


def test_argparse_is_itself_again_outside_our_parser():
    with speaking_pseudo(*MESSAGES):
        cli.build_parser().format_help()
        plain = argparse.ArgumentParser(prog="other").format_help()
    assert plain.startswith("usage: other") and "show this help message and exit" in plain


@pytest.mark.parametrize("argv", [
    ["--seed", "x"], ["--game", "forty"], ["--date", "2026-13-01"], ["--size", "1x1"],
    ["--frames", "0"], ["--daily", "yes"], ["--se", "5"], ["--windowed", "--fullscreen"],
    ["--game"], ["--daily=1"], ["--daily", "--seed", "3"], ["--date", "9999-12-31"],
    ["--data-dir", "/dev/null"], ["--screenshot", "/no/such/folder/x.png"],
    ["--screenshot", "/"],
])
def test_every_mistake_is_one_line_in_the_language(argv, capsys, no_window):  # noqa: F811
    today = FakeCalendar(datetime.datetime(2026, 11, 29, 12, 0))
    with speaking_pseudo(*MESSAGES):
        assert cli.main(argv, today) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("aisle-five: ")
    assert not foreign(err, argv), err


def test_the_marked_argparse_words_are_argparse_own():
    source = inspect.getsource(argparse)
    for message in ARGPARSE_MESSAGES:
        assert f"_({message!r})" in source or f'_("{message}")' in source, message
