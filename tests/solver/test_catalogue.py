"""The shipped catalogue of proved-winnable deals: complete, well formed, and true."""

import json
import random

import pytest

from game.rules import GAMES, new_game
from game.solver import WON, catalogue, replays_to_win, solve
from tests.game_parts import games_with, has

MIN_SEEDS = 100


def entries(game):
    with open(catalogue.catalogue_path(), encoding="utf-8") as handle:
        return json.load(handle)["games"][game]


@pytest.mark.parametrize("game", games_with("catalogue"))
def test_every_game_has_enough_distinct_seeds(game):
    seeds = catalogue.winnable_seeds(game)
    assert len(seeds) >= MIN_SEEDS
    assert len(set(seeds)) == len(seeds)
    assert all(0 <= s <= 2 ** 32 - 1 for s in seeds)


@pytest.mark.parametrize("game", games_with("catalogue"))
def test_a_sample_is_solved_again_and_its_line_wins(game):
    """The fastest recorded seed and one drawn at random among the quick ones are solved
    again; each line, replayed through game.rules from the deal, ends in a win."""
    listed = sorted(entries(game), key=lambda e: e["seconds"])
    quick = [e for e in listed if e["seconds"] <= 1.0] or listed[:1]
    sample = {listed[0]["seed"], random.Random(game).choice(quick)["seed"]}
    for seed in sample:
        deal = new_game(game, seed)
        result = solve(deal, time_limit=10.0)
        assert result.status == WON, (game, seed)
        assert replays_to_win(deal, result.moves)


@pytest.mark.parametrize("game", GAMES)
def test_the_record_says_whether_the_catalogue_holds_the_game(game):
    """A game whose record says it ships a catalogue has seeds in it (and a solver, which
    proved them); one that says not has none."""
    assert bool(catalogue.winnable_seeds(game)) == has(game, "catalogue")
    assert has(game, "solver") or not has(game, "catalogue")


def test_pick_gives_a_catalogued_seed_and_avoids_the_one_just_played():
    seeds = catalogue.winnable_seeds("wall")
    rng = random.Random(5)
    picks = {catalogue.pick_winnable("wall", rng, avoid=seeds[0]) for _ in range(200)}
    assert picks <= set(seeds)
    assert seeds[0] not in picks
    assert len(picks) > 1


def test_a_missing_or_damaged_file_gives_no_seeds(tmp_path, monkeypatch):
    monkeypatch.setattr(catalogue, "catalogue_path", lambda: tmp_path / "missing.json")
    catalogue._load.cache_clear()
    try:
        assert catalogue.winnable_seeds("maze") == ()
        assert catalogue.pick_winnable("maze") is None
        (tmp_path / "bad.json").write_text("{not json", encoding="utf-8")
        monkeypatch.setattr(catalogue, "catalogue_path", lambda: tmp_path / "bad.json")
        catalogue._load.cache_clear()
        assert catalogue.winnable_seeds("maze") == ()
    finally:
        catalogue._load.cache_clear()


def test_deals_repeat_no_seed_before_every_other_was_dealt():
    deals = catalogue.WinnableDeals(random.Random(3))
    seeds = catalogue.winnable_seeds("forty-thieves")
    first_round = [deals.next("forty-thieves") for _ in seeds]
    assert sorted(first_round) == sorted(seeds)
    assert deals.next("forty-thieves") in seeds          # the next round begins
    assert deals.next("maze") in catalogue.winnable_seeds("maze")   # each game its own


def test_deals_never_give_the_seed_being_played_when_another_is_left():
    rng = random.Random(8)
    for _ in range(50):
        deals = catalogue.WinnableDeals(rng)
        playing = deals.next("wall")
        for _ in range(len(catalogue.winnable_seeds("wall")) + 5):
            seed = deals.next("wall", avoid=playing)
            assert seed != playing
            playing = seed


def test_deals_from_an_empty_catalogue_are_none(monkeypatch):
    monkeypatch.setattr(catalogue, "winnable_seeds", lambda game: ())
    assert catalogue.WinnableDeals().next("maze") is None
