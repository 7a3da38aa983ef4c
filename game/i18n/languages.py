"""The languages Aisle Five ships, each named in itself, with the facts the screens need:
its writing direction, the script its font must cover, and Babel's name for its locale."""

from __future__ import annotations

from dataclasses import dataclass

SOURCE = "en"           # the language the messages are written in


@dataclass(frozen=True)
class Language:
    code: str           # the catalogue's folder and --lang's value: "de", "pt_BR"
    name: str           # the language's name in itself, as the Language list shows it
    english: str        # its name in English (logs, the README)
    locale: str         # Babel's locale for its numbers and dates, with the country
                        # that gives its usual digits and first weekday
    script: str = "latin"       # which font covers it: see sprites.fonts
    rtl: bool = False   # written right to left
    digits: str = "latn"        # the numbering system of its locale's own digits, as
                                # Babel names it (a test holds the two together)
    percent: str = "{}%"        # a whole percentage as its locale writes one: "{} %",
                                # "%{}" (Babel's pattern; a test holds the two together)


LANGUAGES = (
    Language("en", "English", "English", "en_US"),
    Language("ar", "العربية", "Arabic", "ar_EG", "arabic", rtl=True, digits="arab"),
    Language("fa", "فارسی", "Persian", "fa_IR", "arabic", rtl=True, digits="arabext"),
    Language("he", "עברית", "Hebrew", "he_IL", "hebrew", rtl=True),
    Language("zh_CN", "简体中文", "Simplified Chinese", "zh_Hans_CN", "cjk"),
    Language("zh_TW", "繁體中文", "Traditional Chinese", "zh_Hant_TW", "cjk"),
    Language("ja", "日本語", "Japanese", "ja_JP", "cjk"),
    Language("ko", "한국어", "Korean", "ko_KR", "cjk"),
    Language("hi", "हिन्दी", "Hindi", "hi_IN", "devanagari"),
    Language("de", "Deutsch", "German", "de_DE", percent="{}\u00a0%"),
    Language("fr", "Français", "French", "fr_FR", percent="{}\u00a0%"),
    Language("es", "Español", "Spanish", "es_ES", percent="{}\u00a0%"),
    Language("it", "Italiano", "Italian", "it_IT"),
    Language("pt_BR", "Português (Brasil)", "Brazilian Portuguese", "pt_BR"),
    Language("nl", "Nederlands", "Dutch", "nl_NL"),
    Language("pl", "Polski", "Polish", "pl_PL"),
    Language("ru", "Русский", "Russian", "ru_RU", percent="{}\u00a0%"),
    Language("uk", "Українська", "Ukrainian", "uk_UA"),
    Language("cs", "Čeština", "Czech", "cs_CZ", percent="{}\u00a0%"),
    Language("sv", "Svenska", "Swedish", "sv_SE", percent="{}\u00a0%"),
    Language("el", "Ελληνικά", "Greek", "el_GR"),
    Language("hu", "Magyar", "Hungarian", "hu_HU"),
    Language("tr", "Türkçe", "Turkish", "tr_TR", percent="%{}"),
    Language("id", "Bahasa Indonesia", "Indonesian", "id_ID"),
    Language("vi", "Tiếng Việt", "Vietnamese", "vi_VN"),
)
BY_CODE = {language.code: language for language in LANGUAGES}


def language(code: str) -> Language:
    """The shipped language of that code (KeyError when there is none)."""
    return BY_CODE[code]


def match(tag: str) -> str | None:
    """The shipped code a locale name or language tag means, or None: "de_AT.UTF-8",
    "de-CH" and "de" are German; "pt-BR" and "pt" Brazilian Portuguese; "zh_HK", "zh_Hant"
    Traditional Chinese and "zh", "zh_SG", "zh_Hans" Simplified; "C" and "POSIX" none."""
    tag = tag.strip().split(".")[0].split("@")[0].replace("-", "_")
    if not tag or tag in ("C", "POSIX"):
        return None
    parts = tag.split("_")
    base = parts[0].lower()
    rest = {part.upper() for part in parts[1:]}
    if base == "zh":
        traditional = rest & {"TW", "HK", "MO", "HANT"}
        return "zh_TW" if traditional else "zh_CN"
    if base == "pt":
        return "pt_BR"
    if base in ("iw",):                 # the old code of Hebrew
        return "he"
    if base in ("in",):                 # the old code of Indonesian
        return "id"
    return base if base in BY_CODE else None
