"""The project says the rules in its own words (issue 21): at most a handful of ten-word
runs anywhere in it are runs of the seed pages (Aisleriot's help text). The fingerprints
in tests/data stand in for the seed pages, which a checkout does not have."""

import pytest

from tests.own_words import (
    FINGERPRINTS,
    SEEDS,
    load_fingerprints,
    runs,
    seed_fingerprints,
    shared_runs,
)

MOST = 5


def test_ten_word_runs_are_normalised_to_words():
    a = runs("The Quick, brown fox -- jumps over <b>the</b> lazy dog's back!")
    b = runs("the quick brown fox jumps over b the b lazy dog s back")
    assert a == b and len(a) == 4
    assert runs("nine words are far too few to make a") == []


def test_at_most_five_runs_of_the_seed_pages_in_the_project():
    shared = shared_runs(load_fingerprints())
    assert sum(shared.values()) <= MOST, shared


def test_the_check_counts_the_runs_a_file_shares(tmp_path):
    """A file that repeats eleven words of a page shares its two runs; the check can fail."""
    page = "a made up page that says nothing much at all about any card game"
    prints = set(runs(page))
    (tmp_path / "copied.txt").write_text(
        "Intro: page that Says Nothing much, at all about any card game? No.")
    (tmp_path / "own.txt").write_text("nothing in common with it")
    assert shared_runs(prints, tmp_path) == {"copied.txt": 2}
    assert len(load_fingerprints()) > 1000       # the seed pages are really fingerprinted


@pytest.mark.skipif(not SEEDS.is_dir(), reason=f"the seed pages are not here ({SEEDS})")
def test_the_fingerprints_are_those_of_the_seed_pages():
    assert seed_fingerprints(SEEDS) == load_fingerprints(FINGERPRINTS)
