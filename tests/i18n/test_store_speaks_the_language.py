"""What the player is told about saved data is made of translated messages: in the
pseudo-language (tests/i18n/pseudo.py) no notice about a damaged or unwritable file,
no refusal of a record's name and no word about the deal of the day keeps an English
word, once the names it quotes (files, games, folders) are taken out."""

import datetime
import errno
from pathlib import Path

import pytest

from game.rules import rules_for
from game.solver import daily
from game.store import notices
from game.store.record_files import NameError_, check_name
from game.store.statistics import Statistics
from tests.i18n.pseudo import english_words, speaking_pseudo

STORE_MESSAGES = ("game/store", "game/rules", "game/i18n", "game/solver/daily.py")
ASIDE = Path("maze.json.corrupt-1")


def words_left(text: str, *names: str) -> list[str]:
    for name in names:
        text = text.replace(name, "")
    return english_words(text)


def every_notice(title: str) -> list[str]:
    full = OSError(errno.ENOSPC, "No space left on device")
    texts = [notices.settings_not_saved(full), notices.game_not_saved(full),
             notices.not_abandoned(title, OSError(errno.EROFS, "read-only")),
             notices.not_abandoned(title, OSError(errno.EACCES, "denied")),
             notices.not_abandoned(title, OSError(errno.EIO, "i/o")),
             notices.not_abandoned(title, notices.NotOverwritten("in the way")),
             notices.loss_not_counted_yet(title),
             notices.wrong_settings("maze.json", ["muted", "card_back"], ASIDE),
             notices.wrong_settings("maze.json", ["felt"], None)]
    for aside in (ASIDE, None):
        texts += [notices.damaged_file("maze.json", aside),
                  notices.pending_not_read("maze.json", aside)]
        for problem in (notices.DAMAGED, notices.NEWER):
            texts += [notices.game_not_resumed(title, "maze.json", problem, aside),
                      notices.record_not_read("my maze", "maze.json", problem, aside)]
    for problem in (notices.DAMAGED, notices.NEWER):
        texts += [notices.this_saved_game(problem), notices.the_file("maze.json", problem),
                  notices.this_file(problem)]
    return texts


def test_every_notice_about_saved_data_is_translated():
    english = every_notice(rules_for("maze").title)
    with speaking_pseudo(*STORE_MESSAGES):
        title = rules_for("maze").title
        texts = every_notice(title)
    assert len(set(texts)) == len(texts) == len(set(english))
    for text in texts:
        assert not words_left(text, "maze.json.corrupt-1", "maze.json", "'my maze'"), text


def test_the_statistics_say_a_damaged_file_in_the_language(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    path.write_bytes(b"not a database at all" * 100)
    said = []
    with speaking_pseudo(*STORE_MESSAGES):
        Statistics(path, report=said.append).close()
    assert len(said) == 1
    assert not words_left(said[0], "statistics.sqlite3.corrupt-1"), said


@pytest.mark.parametrize("name", ["", "x" * 61, ".hidden", "a/b*"])
def test_a_refused_name_is_said_in_the_language(name):
    with speaking_pseudo(*STORE_MESSAGES), pytest.raises(NameError_) as refused:
        check_name(name)
    assert not english_words(str(refused.value)), str(refused.value)


def test_a_day_to_come_is_said_in_the_language():
    today = datetime.date(2026, 11, 29)
    with speaking_pseudo(*STORE_MESSAGES), pytest.raises(daily.NoDailyDeal) as refused:
        daily.check_day(today + datetime.timedelta(days=1), today)
    assert str(refused.value).startswith("2026-11-30 ")
    assert not english_words(str(refused.value))
