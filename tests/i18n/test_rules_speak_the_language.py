"""Every word the rules give a player is a translated message: in a pseudo-language
(tests/i18n/pseudo.py) no refusal, pick-up refusal, hint, status line, move sentence,
name or goal of any game keeps an English word, and each reads as the same sentence in
English as before."""

import pytest

from game.rules import GAMES, rules_for
from game.rules.registry import REGISTRY
from tests.i18n.pseudo import english_words, speaking_pseudo
from tests.rules.test_spoken_names import texts_seen

RULES_MESSAGES = ("game/rules", "game/i18n")
LANGUAGE = "ja"         # whose lists join without ASCII words ("a、b、c")


@pytest.mark.parametrize("game", GAMES)
def test_every_text_of_the_rules_is_translated(game):
    with speaking_pseudo(*RULES_MESSAGES, code=LANGUAGE):
        seen = texts_seen(game)
        rules = rules_for(game)
        names = {rules.title, rules.goal, REGISTRY[game].title, REGISTRY[game].goal}
    texts = set().union(*seen.values(), names) - {""}
    assert len(texts) > 10
    untranslated = sorted(text for text in texts if english_words(text))
    assert not untranslated, f"{len(untranslated)} texts not translated: {untranslated[:5]}"


def test_names_and_goals_are_read_in_the_language_at_each_use():
    rules = rules_for("forty-thieves")
    assert rules.title == "Forty Thieves" == REGISTRY["forty-thieves"].title
    with speaking_pseudo(*RULES_MESSAGES):
        assert rules.title == "Ｆｏｒｔｙ Ｔｈｉｅｖｅｓ" == REGISTRY["forty-thieves"].title
        assert rules.goal.startswith("Ｂｕｉｌｄ ａｌｌ 104 ｃａｒｄｓ")
    assert rules.goal.startswith("Build all 104 cards")
