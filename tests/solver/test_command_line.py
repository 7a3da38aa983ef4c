"""`python -m game.solver GAME SEED [--time-limit S]`: every mistake is one line on stderr
and exit code 2, before any search; game ids in Aisleriot's spellings are accepted."""

import json

import pytest

from game.solver import __main__ as solver_cli


@pytest.fixture
def no_search(monkeypatch):
    """Fail the test if a search starts (a bad limit must never reach the solver)."""
    def refuse(*args, **kwargs):
        raise AssertionError("the solver was started")
    monkeypatch.setattr(solver_cli, "solve", refuse)


@pytest.mark.parametrize("argv, words", [
    (["wall", "5", "--time-limit", "nan"], ["bad time limit 'nan'"]),
    (["wall", "5", "--time-limit", "inf"], ["bad time limit 'inf'"]),
    (["wall", "5", "--time-limit", "1e999"], ["bad time limit"]),
    (["wall", "5", "--time-limit", "100000"], ["bad time limit", "3600"]),
    (["wall", "5", "--time-limit", "0"], ["bad time limit"]),
    (["wall", "5", "--time-limit", "-1"], ["bad time limit"]),
    (["wall", "5", "--time-limit", "1_0"], ["bad time limit"]),
    (["wall", "5", "--time-limit", "x"], ["bad time limit 'x'"]),
    (["wall"], ["the following arguments are required: seed"]),
    ([], ["the following arguments are required: game, seed"]),
    (["wall", "5", "--colour", "red"], ["unrecognized arguments: --colour red"]),
    (["wall", "5", "--time-limit"], ["expected one argument"]),
    (["klondike", "5"], ["unknown game 'klondike'", "forty-thieves, whitehead"]),
    (["wall", "1_000"], ["bad seed '1_000'"]),
    (["wall", "+5"], ["bad seed '+5'"]),
    (["wall", " 7"], ["bad seed ' 7'"]),
    (["wall", "\u0663"], ["bad seed"]),                    # ARABIC-INDIC DIGIT THREE
    (["wall", str(2 ** 32)], ["bad seed"]),
])
def test_every_mistake_is_one_line_and_exit_2(argv, words, capsys, no_search):
    assert solver_cli.main(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("game.solver: "), err
    for word in words:
        assert word in err


@pytest.mark.parametrize("spelling", ["doublets", "Doublets", "DOUBLETS", " doublets"])
def test_game_ids_in_any_case_and_fractional_limits(spelling, capsys):
    assert solver_cli.main([spelling, "1", "--time-limit", "5.5"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert (answer["game"], answer["seed"]) == ("doublets", 1)


def test_help_still_prints_and_exits_0(capsys):
    with pytest.raises(SystemExit) as done:
        solver_cli.main(["--help"])
    assert done.value.code == 0 and "--time-limit" in capsys.readouterr().out
