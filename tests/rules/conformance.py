"""Loading the conformance vectors (copied from shared/conformance, made by Aisleriot's code)."""

import json
from pathlib import Path

DATA = Path(__file__).with_name("data")


def load(name: str) -> dict:
    with open(DATA / name, encoding="utf-8") as handle:
        return json.load(handle)


def playout_files(game: str = None) -> list:
    names = sorted(p.name for p in DATA.glob("*.json") if p.name != "deals.json")
    return [n for n in names if game is None or n.startswith(game + "-") and
            n[len(game) + 1:].split(".")[0] in ("1", "2", "3", "endgame", "targeted")]


def steps(game: str = None):
    """(file, index, step) for every playout step of every file."""
    for name in playout_files(game):
        for index, step in enumerate(load(name)["steps"]):
            yield name, index, step


def probes(game: str = None):
    for name in playout_files(game):
        for index, probe in enumerate(load(name)["illegal_probes"]):
            yield name, index, probe


def finals(game: str = None):
    for name in playout_files(game):
        yield name, load(name)["final"]
