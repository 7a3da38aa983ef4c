"""game.cli.quick_parse reads ordinary command lines without argparse (which costs ~5 ms
before the window) and gives up on anything else: whatever it reads, it reads as the
argparse parser does, and what it gives up on, argparse reads (and explains)."""

import pytest

from game import cli

ORDINARY = [
    [],
    ["--game", "wall"],
    ["--game", "wall", "--windowed", "--size", "1280x720"],
    ["--game=forty_thieves", "--seed=7", "--fullscreen"],
    ["--seed", "4294967295", "--frames", "60", "--screenshot", "shot.png"],
    ["--data-dir", "some/folder", "--windowed", "--game", "Forty Thieves"],
    ["--size", "bad", "--frames", "0", "--seed", "abc", "--game", "klondike"],  # parsed; checked later
]
ODD = [
    ["--help"], ["-h"], ["--gam", "wall"], ["--win"], ["wall"], ["--game"], ["--game="],
    ["--game", "--seed", "3"], ["--seed", "-1"], ["--seed=-1"], ["--screenshot", ""],
    ["--windowed", "--fullscreen"], ["--fullscreen", "--fullscreen"], ["--game", "a", "--game", "b"],
    ["--windowed=yes"], ["--", "--game", "wall"], ["--colour", "red"], ["-x"],
]


def argparse_reading(argv):
    try:
        return vars(cli.build_parser().parse_args(argv))
    except (cli.UsageError, SystemExit):
        return "refused"


@pytest.mark.parametrize("argv", ORDINARY, ids=" ".join)
def test_ordinary_command_lines_are_read_as_argparse_reads_them(argv):
    quick = cli.quick_parse(argv)
    assert quick is not None, "an ordinary command line went to argparse"
    assert vars(quick) == argparse_reading(argv)


@pytest.mark.parametrize("argv", ODD, ids=" ".join)
def test_anything_else_is_left_to_argparse(argv):
    assert cli.quick_parse(argv) is None


def test_the_quick_reader_knows_exactly_the_parsers_options():
    options = {}
    for action in cli.build_parser()._actions:
        for name in action.option_strings:
            if name.startswith("--") and name != "--help":
                options[name] = action.dest if action.nargs != 0 else action.const
    assert options == {**cli.VALUE_OPTIONS, **cli.FLAG_OPTIONS}


def test_parse_options_gives_the_same_options_either_way(monkeypatch):
    argv = ["--game", "wall", "--seed", "7", "--windowed", "--size", "800x600"]
    quick = cli.parse_options(argv)
    monkeypatch.setattr(cli, "quick_parse", lambda argv: None)
    assert cli.parse_options(argv) == quick
