"""Cut the bundled Noto faces down to the characters the game writes, and write down
which characters every bundled font holds (sprites/fonts/coverage.json).

    python -m sprites.fonts_subset [--source /usr/share/fonts]

Run it again whenever a catalogue changes (tests/i18n/test_glyphs.py fails when a
catalogue has a character its font set does not draw). The sources are Debian's
fonts-noto-core (Arabic, Devanagari) and fonts-noto-cjk (the CJK collection); fontTools
(requirements-dev.txt) does the cutting, keeping every OpenType feature, so the shaping
of what is kept is the original font's.

What a face keeps: every character some language's font set would draw with it
(sprites/font_choice.py), judged on the full source font, in the messages of every
catalogue, the lines of every translated rules page, the languages' names, and the
dates and numbers game.i18n.formats writes; besides, the whole alphabet of Arabic,
Persian and Hindi (a new word in a translation needs no new cut there), and for the CJK
faces ASCII, the CJK punctuation and, in Japanese, the kana. A new Chinese character in
a catalogue or a page needs a new cut.
"""

from __future__ import annotations

import argparse
import datetime
import gettext
import json
from pathlib import Path

from game.i18n import catalogue, formats
from game.i18n.languages import LANGUAGES
from game.resources import resource_path
from sprites import font_choice
from sprites.font_choice import ARABIC, CJK, DEVANAGARI, Face

CJK_COLLECTION = "opentype/noto/NotoSansCJK-Regular.ttc"
SOURCES = {  # bundled file -> (source file under --source, the face's name in a collection)
    ARABIC.regular: ("truetype/noto/NotoSansArabic-Regular.ttf", None),
    ARABIC.bold: ("truetype/noto/NotoSansArabic-Bold.ttf", None),
    DEVANAGARI.regular: ("truetype/noto/NotoSansDevanagari-Regular.ttf", None),
    DEVANAGARI.bold: ("truetype/noto/NotoSansDevanagari-Bold.ttf", None),
    CJK["ja"].regular: (CJK_COLLECTION, "Noto Sans CJK JP"),  # i18n: not shown
    CJK["ko"].regular: (CJK_COLLECTION, "Noto Sans CJK KR"),  # i18n: not shown
    CJK["zh_CN"].regular: (CJK_COLLECTION, "Noto Sans CJK SC"),  # i18n: not shown
    CJK["zh_TW"].regular: (CJK_COLLECTION, "Noto Sans CJK TC"),  # i18n: not shown
}


def between(first: int, last: int) -> str:
    """The characters from `first` to `last`, both included."""
    return "".join(map(chr, range(first, last + 1)))


JOINERS = "\u200c\u200d\u200e\u200f\u00a0 "
ARABIC_ALPHABET = (between(0x0621, 0x0655) + "\u060c\u061b\u061f\u0640"
                   + between(0x0660, 0x066D) + "\u0670\u067e\u0686\u0698\u06a9\u06af"
                   "\u06c0\u06cc" + between(0x06F0, 0x06F9))
DEVANAGARI_ALPHABET = between(0x0900, 0x097F)
ASCII = between(0x20, 0x7E)
CJK_PUNCTUATION = between(0x3000, 0x301F) + between(0xFF01, 0xFF5E) + "…‥・ー〜"
KANA = between(0x3041, 0x3096) + between(0x30A1, 0x30FA)
BASE = {ARABIC: ARABIC_ALPHABET + JOINERS, DEVANAGARI: DEVANAGARI_ALPHABET + JOINERS,
        CJK["ja"]: ASCII + CJK_PUNCTUATION + KANA, CJK["ko"]: ASCII + CJK_PUNCTUATION,
        CJK["zh_CN"]: ASCII + CJK_PUNCTUATION, CJK["zh_TW"]: ASCII + CJK_PUNCTUATION}


def catalogue_texts(code: str) -> list[str]:
    """Every translation in that language's catalogues (game/locale/<code>/LC_MESSAGES)."""
    from babel.messages.pofile import read_po

    texts = []
    for po in sorted(catalogue.locale_dir().glob(f"{code}/LC_MESSAGES/*.po")):
        with po.open("rb") as source:
            for message in read_po(source):
                strings = message.string if isinstance(message.string, tuple | list) \
                    else (message.string,)
                texts.extend(s for s in strings if s)
    return texts


def format_texts(code: str) -> list[str]:
    """The dates, numbers, percentages, clocks and calendar names formats writes in it."""
    before = catalogue.active_language()
    catalogue.install(code, gettext.NullTranslations())
    try:
        days = [datetime.date(2026, month, 28) for month in range(1, 13)]
        return ([formats.long_date(d) for d in days] + [formats.medium_date(d) for d in days]
                + [formats.month_year(d) for d in days] + formats.weekday_names()
                + [formats.number(1234567890), formats.percent(0.5), formats.clock(3725),
                   formats.digits("0123456789")])
    finally:
        catalogue.install(before, gettext.NullTranslations())


def page_texts(code: str) -> list[str]:
    """Every line of that language's rules pages (game/locale/<code>/help/*.txt)."""
    folder = catalogue.locale_dir() / code / "help"
    return [line for page in sorted(folder.glob("*.txt"))
            for line in page.read_text(encoding="utf-8").splitlines() if line.strip()]


def language_names() -> list[str]:
    return [language.name for language in LANGUAGES]


def texts_of(code: str) -> list[str]:
    """Every text the game may draw in that language that the tool knows of."""
    return catalogue_texts(code) + page_texts(code) + format_texts(code) + language_names()


def source_font(source: Path, name: str):
    from fontTools.ttLib import TTCollection, TTFont

    path, face_name = SOURCES[name]
    if face_name is None:
        return TTFont(source / path)
    for face in TTCollection(source / path).fonts:
        if face["name"].getDebugName(4) == face_name:
            return face
    raise LookupError(f"{face_name} is not in {source / path}")


def source_cmaps(source: Path) -> dict[str, set[int]]:
    """Every bundled file's characters as the full source has them (DejaVu as shipped)."""
    from fontTools.ttLib import TTFont

    folder = resource_path("sprites", "fonts")
    return {name: set((source_font(source, name) if name in SOURCES
                       else TTFont(folder / name)).getBestCmap())
            for name in font_choice.every_file()}


def wanted(cmaps: dict[str, set[int]], bold: bool) -> dict[Face, set[int]]:
    """For each face cut, the characters some language's texts draw with it, chosen as
    the game chooses but on the full source fonts."""
    keep = {face: {ord(c) for c in base} for face, base in BASE.items()}
    for language in LANGUAGES:
        faces = font_choice.font_set(language.code)
        for char in set("".join(texts_of(language.code))):
            face = next((f for f in faces if ord(char) in cmaps[f.file(bold)]), None)
            if face in keep:
                keep[face].add(ord(char))
    return keep


def cut(font, points: set[int], target: Path) -> None:
    from fontTools import subset

    options = subset.Options()
    options.layout_features = ["*"]         # every shaping feature of what is kept
    options.name_IDs = ["*"]                # the copyright and licence stay in the file
    options.name_languages = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(points & set(font.getBestCmap())))
    subsetter.subset(font)
    font.recalcTimestamp = False            # the same cut gives the same bytes
    font.save(target)


def spans(points: set[int]) -> list[list[int]]:
    """Sorted code points as [first, last] runs."""
    runs: list[list[int]] = []
    for point in sorted(points):
        if runs and runs[-1][1] == point - 1:
            runs[-1][1] = point
        else:
            runs.append([point, point])
    return runs


def write_coverage(folder: Path) -> None:
    """Each bundled file's characters and its glyphs' reach above and below the baseline
    (in ems), which sprites/font_choice.py reads."""
    from fontTools.ttLib import TTFont

    table = {}
    for name in font_choice.every_file():
        font = TTFont(folder / name)
        em = font["head"].unitsPerEm
        table[name] = {"top": round(font["head"].yMax / em, 4),
                       "bottom": round(-font["head"].yMin / em, 4),
                       "characters": spans(set(font.getBestCmap()))}
    (folder / font_choice.COVERAGE_FILE).write_text(json.dumps(table) + "\n")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    where = "where Debian's fonts-noto-core and fonts-noto-cjk put them"  # i18n: not shown
    parser.add_argument("--source", type=Path, default=Path("/usr/share/fonts"), help=where)
    args = parser.parse_args(argv)
    folder = resource_path("sprites", "fonts")
    cmaps = source_cmaps(args.source)
    for bold in (False, True):
        for face, points in wanted(cmaps, bold).items():
            if face.synthetic_bold(bold):
                continue                    # drawn with the regular file, cut already
            name = face.file(bold)
            before = (args.source / SOURCES[name][0]).stat().st_size
            cut(source_font(args.source, name), points, folder / name)
            after = (folder / name).stat().st_size
            cut_to = f"{len(points)} characters, {before:,} -> {after:,} bytes"  # i18n: not shown
            report = f"{name}: {cut_to}"  # i18n: not shown
            print(report)
    write_coverage(folder)


if __name__ == "__main__":
    main()
