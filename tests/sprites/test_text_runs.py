"""A line cut into runs: the Unicode bidirectional algorithm's order (held to
python-bidi's get_display), a face per script, and runs as long as they can be."""

import pytest
from bidi import get_display

from sprites.font_choice import ARABIC, CJK, DEJAVU, DEVANAGARI, font_set
from sprites.text_runs import levels, only_right_to_left, resolved_levels, visual_runs

MIXED = [
    "ابدأ لعبة جديدة: انقل 7♥ إلى العمود ٣",
    "بازی شماره ۱۲۳۴۵ را با Forty Thieves شروع کنید (۴۶٪)",
    "משחק חדש: הזז את 7♥ אל העמודה 3 (Forty Thieves)",
    "Seed 12345 in עברית (קלף 7♥) end",
    "a (b [ج د] e) f",
    "١٢٣ 45 abc ۶۷",
    "انقل \u20687♥\u2069 إلى العمود",
    "plain English, no right-to-left at all",
]


@pytest.mark.parametrize("rtl", [True, False])
@pytest.mark.parametrize("text", MIXED)
def test_runs_stand_in_the_order_of_the_bidi_algorithm(text, rtl):
    runs = visual_runs(text, rtl, font_set("fa"), False)
    shown = "".join(run.text[::-1] if run.rtl else run.text for run in runs)
    assert shown == get_display(text, base_dir="R" if rtl else "L")
    assert "".join(sorted(text)) == "".join(sorted("".join(run.text for run in runs)))


def test_digits_and_a_card_name_inside_persian_read_left_to_right():
    runs = visual_runs("کارت 10♠ را روی J♦ بگذارید.", True, font_set("fa"), False)
    assert [run.text for run in runs if not run.rtl] == ["J", "10"]
    assert runs[-1].rtl and runs[-1].text.startswith("کارت")       # the first word: right


def test_each_script_gets_its_face_and_shared_signs_stay_with_their_neighbours():
    japanese = visual_runs("日本語のゲーム 7♥", False, font_set("ja"), False)
    assert [(run.text, run.face) for run in japanese] == [("日本語のゲーム 7♥", CJK["ja"])]
    arabic = visual_runs("العربية Forty 12", True, font_set("ar"), False)
    assert {run.text: run.face for run in arabic} == {
        "العربية ": ARABIC, "Forty 12": DEJAVU}
    hindi = visual_runs("हिन्दी, 日本語", False, font_set("en"), False)
    assert [(run.text, run.face, run.script) for run in hindi] == [
        ("हिन्दी, ", DEVANAGARI, "Deva"), ("日本語", CJK["ja"], "Hani")]


def test_left_to_right_text_needs_no_bidi_at_all():
    assert levels("Forty Thieves 7♥", False) == [0] * 16
    assert levels("ab ج", False) == [0, 0, 0, 1]
    assert levels("ab ", True) == [2, 2, 1]         # the trailing space: the paragraph's


PLAIN_RIGHT_TO_LEFT = [
    "انقل الورقة إلى العمود",
    "رتّب الأشكال تصاعديًّا، أحمر على أحمر (♥♦)، وأسود على أسود (♠♣).",
    "«לא ניתן להזיז» — נסה שוב!",
    " مسافة قبل وبعد ",
    "ای: [گام] {بعدی} ؟",
    "می\u200cخواهم بازی کنم",
]


@pytest.mark.parametrize("text", PLAIN_RIGHT_TO_LEFT)
def test_a_line_of_right_to_left_letters_and_neutrals_is_all_level_one(text):
    """Without the algorithm, and as the algorithm has it."""
    assert only_right_to_left(text)
    assert levels(text, True) == resolved_levels(text, True) == [1] * len(text)


@pytest.mark.parametrize("text", [
    "انقل 7♥ إلى العمود", "العمود ٣", "بازی Forty Thieves", "انقل \u20687♥\u2069 هنا",
    "سطر\nسطر", "עברית \u200e."])
def test_a_digit_a_latin_word_a_mark_or_a_break_goes_to_the_algorithm(text):
    assert not only_right_to_left(text)


def test_the_shipped_right_to_left_messages_resolve_alike_either_way():
    from babel.messages.pofile import read_po

    from game.i18n.catalogue import po_path
    found = 0
    for code in ("ar", "fa", "he"):
        if not po_path(code).exists():
            continue
        with po_path(code).open("rb") as source:
            for message in read_po(source):
                strings = [message.string] if isinstance(message.string, str) \
                    else list(message.string)
                for line in (line for text in strings for line in text.split("\n")):
                    if line.strip() and only_right_to_left(line):
                        found += 1
                        assert resolved_levels(line, True) == [1] * len(line), line
    assert found or not any(po_path(code).exists() for code in ("ar", "fa", "he"))
