"""Which language a tag or the system asks for."""

import pytest

from game.i18n.languages import BY_CODE, LANGUAGES, match
from game.i18n.system_language import system_language


@pytest.mark.parametrize("tag, code", [
    ("de_AT.UTF-8", "de"), ("de-CH", "de"), ("fr", "fr"), ("pt-BR", "pt_BR"),
    ("pt_PT", "pt_BR"), ("zh_HK", "zh_TW"), ("zh-Hant", "zh_TW"), ("zh_SG", "zh_CN"),
    ("zh", "zh_CN"), ("iw_IL", "he"), ("fa_IR.UTF-8@calendar", "fa"), ("C", None),
    ("POSIX", None), ("", None), ("xx_YY", None), ("en_GB", "en"),
])
def test_tags_name_the_shipped_language_they_mean(tag, code):
    assert match(tag) == code


def test_every_language_is_named_in_itself_once():
    names = [language.name for language in LANGUAGES]
    assert len(set(names)) == len(names) == len(BY_CODE) == 25
    assert {code for code, language in BY_CODE.items() if language.rtl} == {"ar", "fa", "he"}


@pytest.mark.parametrize("environ, code", [
    ({"LANGUAGE": "xx:de:fr", "LANG": "fr_FR.UTF-8"}, "de"),     # first shipped one
    ({"LC_ALL": "ja_JP.UTF-8", "LANG": "de_DE.UTF-8"}, "ja"),
    ({"LC_MESSAGES": "ru_RU.UTF-8", "LANG": "de_DE.UTF-8"}, "ru"),
    ({"LANG": "ko_KR.UTF-8"}, "ko"),
    ({"LANGUAGE": "de", "LC_ALL": "C"}, "en"),          # C ignores LANGUAGE, as gettext
    ({"LANG": "xx_XX"}, "en"),
    ({}, "en"),
])
def test_the_system_language_is_read_in_gettexts_order(environ, code):
    assert system_language(environ, "linux") == code
