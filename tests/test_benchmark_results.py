"""benchmarks/results.py: a benchmark script replaces only its own section of RESULTS.md
and heads it with one line naming the date and the machine."""

import datetime
import re

from benchmarks.results import header_line, table, write_section

WHEN = datetime.datetime(2030, 1, 2, 3, 4, tzinfo=datetime.UTC)
HEADER = re.compile(r"^_(\d{4}-\d\d-\d\d \d\d:\d\d) UTC · (.+) · (\d+) cores · (.+) · "
                    r"Python (\d+\.\d+\.\d+\S*) · pygame-ce (\S+)_$")


def test_the_header_line_names_the_date_and_the_machine():
    match = HEADER.match(header_line(WHEN))
    assert match, header_line(WHEN)
    assert match.group(1) == "2030-01-02 03:04"
    assert int(match.group(3)) >= 1
    assert match.group(6)[0].isdigit()          # pygame-ce is installed where tests run


def test_a_new_file_gets_a_preamble_and_the_section(tmp_path):
    path = tmp_path / "RESULTS.md"
    write_section("rules_throughput", ["| a |", "| --- |", "| 1 |"], path=path, now=WHEN)
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# Benchmark results\n")
    lines = text.splitlines()
    start = lines.index("## rules_throughput")
    assert HEADER.match(lines[start + 2])
    assert lines[start + 4:] == ["| a |", "| --- |", "| 1 |"]


def test_a_section_replaces_only_its_own_and_keeps_the_others(tmp_path):
    path = tmp_path / "RESULTS.md"
    write_section("first", ["old first"], path=path, now=WHEN)
    write_section("second", ["second's figures"], path=path, now=WHEN)
    write_section("third", ["third's figures"], path=path, now=WHEN)
    later = WHEN + datetime.timedelta(days=1)
    write_section("second", ["new second", "two lines"], path=path, now=later)
    text = path.read_text(encoding="utf-8")
    assert [line for line in text.splitlines() if line.startswith("## ")] == \
        ["## first", "## second", "## third"]
    assert "second's figures" not in text
    assert "new second\ntwo lines\n" in text
    assert "old first" in text and "third's figures" in text
    second = text.split("## second")[1].split("## third")[0]
    assert "2030-01-03 03:04 UTC" in second
    assert text.count("2030-01-02 03:04 UTC") == 2      # first and third untouched
    assert not text.endswith("\n\n")


def test_text_written_by_hand_above_the_sections_stays(tmp_path):
    path = tmp_path / "RESULTS.md"
    path.write_text("# Results\n\nA note kept by hand.\n\n## frame_time\n\nold\n",
                    encoding="utf-8")
    write_section("frame_time", ["new"], path=path, now=WHEN)
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# Results\n\nA note kept by hand.\n\n## frame_time\n")
    assert "old" not in text and text.endswith("\nnew\n")


def test_table_lines():
    assert table(["game", "moves/s"], [("wall", "26,000")]) == \
        ["| game | moves/s |", "| --- | --- |", "| wall | 26,000 |"]
