"""The README's commands (issue 14): CI runs exactly the README's test command; a player
installs only what the game needs, a developer that plus the tests and the build."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _readme_command(section: str) -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    match = re.search(r"## " + re.escape(section) + r"\n+```sh\n(.+?)\n```", text)
    assert match, section
    return match.group(1).split("#")[0].strip()


def _packages(name: str) -> list:
    lines = (ROOT / name).read_text(encoding="utf-8").splitlines()
    return [line.split("#")[0].strip() for line in lines if line.split("#")[0].strip()]


def test_ci_runs_exactly_the_readme_test_command_headless():
    command = _readme_command("Run the whole test suite")
    assert command == ("python -m pip install -r requirements-dev.txt && lint-imports && "
                       "ruff check . && python -m pytest")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert ci[-1] == command
    assert "export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy" in ci


def test_a_player_installs_only_the_game_and_a_developer_the_rest_too():
    assert _readme_command("Set up and play") == \
        "python -m pip install -r requirements.txt && python main.py"
    player = [re.split(r"[=<>]", p)[0] for p in _packages("requirements.txt")]
    assert player == ["pygame-ce", "platformdirs", "Babel", "python-bidi", "prismatoid"]
    developer = _packages("requirements-dev.txt")
    assert developer[0] == "-r requirements.txt"
    assert {re.split(r"[=<>]", p)[0] for p in developer[1:]} == \
        {"pytest", "pytest-xdist", "hypothesis", "freezegun", "pyinstaller", "import-linter",
         "ruff", "fonttools"}


def test_the_build_command_builds_both_kinds():
    assert _readme_command("A standalone build") == \
        "python -m pip install -r requirements-dev.txt && bash packaging/build.sh"
    script = (ROOT / "packaging" / "build.sh").read_text(encoding="utf-8")
    assert "--onedir" in script and "--onefile" in script
    assert "game/solver/winnable.json" in script
