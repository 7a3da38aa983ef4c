"""HUD text: word wrap, the ellipsis cut, drawing at an anchor, and the capped cache."""

import pygame

from sprites import text as text_module
from sprites.fonts import font
from sprites.text import draw_text, fit_text, render_text, wrap_text


def test_wrap_text_fits_width():
    f = font(16)
    text = ("Build down in alternate colours. A supercalifragilisticexpialidocious "
            "word is cut.\n\nNew paragraph here.")
    for width in (60, 120, 300):
        lines = wrap_text(text, f, width)
        assert all(f.size(line)[0] <= width for line in lines)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "").replace("\n", "")
    assert "" in wrap_text(text, f, 300)      # the blank line between paragraphs stays


def test_wrap_text_fills_each_line_before_starting_the_next():
    f = font(16)
    words = "one two three four five six seven eight nine ten".split()
    width = f.size("one two three")[0]
    lines = wrap_text(" ".join(words), f, width)
    assert lines[0] == "one two three"
    for line, following in zip(lines, lines[1:]):
        assert f.size(f"{line} {following.split()[0]}")[0] > width   # the next word did not fit
    assert " ".join(lines).split() == words


def test_fit_text_adds_an_ellipsis():
    f = font(16)
    cut = fit_text("A rather long status message", f, 80)
    assert cut.endswith("…") and f.size(cut)[0] <= 80
    assert fit_text("ok", f, 80) == "ok"


def test_draw_text_at_its_anchor():
    surf = pygame.Surface((300, 200), pygame.SRCALPHA)
    r = draw_text(surf, "Hello ♠", (150, 100), 20, (255, 255, 255), anchor="center", bold=True)
    assert abs(r.centerx - 150) <= 1 and abs(r.centery - 100) <= 1
    r = draw_text(surf, "x", (290, 190), 12, (255, 255, 255), anchor="bottomright")
    assert r.bottomright == (290, 190)


def test_text_cache_is_capped_in_entries_and_bytes():
    """Text drawn at every size of a drag-resize: the cache keeps the latest within its
    caps (a 4K help page is tens of MiB of text surfaces)."""
    for size in range(12, 112):
        render_text("A long line of the rules, as the help overlay shows it, " * 2, size)
    cache = text_module._CACHE
    assert len(cache) <= cache.max_entries
    assert cache.nbytes <= cache.max_bytes <= 32 * 2**20
    line = render_text("the newest line stays", 111)
    assert render_text("the newest line stays", 111) is line


def test_japanese_and_chinese_break_between_characters_but_not_before_a_closing_mark():
    from sprites.line_breaks import pieces

    assert pieces("ゲームを始める。") == ["ゲー", "ム", "を", "始", "め", "る。"]
    assert pieces("「設定」を開く") == ["「設", "定」", "を", "開", "く"]
    assert pieces("7♥を8♠へ") == ["7♥", "を", "8♠", "へ"]
    assert pieces("Forty-Thieves") == ["Forty-Thieves"]
    f = font(20, language="ja")
    text = "日本語のゲーム、日本語のゲーム。日本語のゲーム"
    width = f.size("日本語のゲー")[0]
    lines = wrap_text(text, f, width)
    assert len(lines) > 2 and "".join(lines) == text      # no spaces were put in
    assert all(f.size(line)[0] <= width for line in lines)
    assert not any(line.startswith(("、", "。", "ー")) for line in lines)


def test_korean_breaks_at_its_spaces():
    f = font(20, language="ko")
    lines = wrap_text("한국어 한국어 한국어", f, f.size("한국어 한국")[0])
    assert lines == ["한국어", "한국어", "한국어"]
