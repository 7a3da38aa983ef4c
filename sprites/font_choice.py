"""Which font files draw which language: each language's font set, its own script's face
first, then DejaVu Sans, then the faces of the other scripts for the odd word in another
script (a language's name in itself in the Language list, a card name in a sentence).

No pygame here: the subset tool (sprites/fonts_subset.py) and the tests read the same
choice the game draws with. Which characters each bundled file holds is written down by
the subset tool in sprites/fonts/coverage.json (pygame cannot say whether a font has a
glyph), with how far its glyphs reach above and below the baseline.

DejaVu draws Latin, Greek, Cyrillic, Vietnamese and Hebrew (with HarfBuzz's shaping, its
Hebrew is whole). Arabic and Persian, Devanagari and the CJK languages get a Noto face,
subset to the characters the game writes in them. Each CJK language has its own regional
face (the same character is drawn differently in Japan, Korea and the two Chinas), and no
bold file: the regular face is emboldened by SDL_ttf, which keeps the build small.
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass
from functools import cache

from game.i18n.languages import BY_CODE
from game.resources import resource_path


@dataclass(frozen=True)
class Face:
    regular: str            # file name in sprites/fonts
    bold: str | None        # its bold file; None: the regular one, emboldened

    def file(self, bold: bool) -> str:
        return (self.bold or self.regular) if bold else self.regular

    def synthetic_bold(self, bold: bool) -> bool:
        return bold and self.bold is None


DEJAVU = Face("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")  # i18n: not shown
ARABIC = Face("NotoSansArabic-Regular.subset.ttf",  # i18n: not shown
              "NotoSansArabic-Bold.subset.ttf")  # i18n: not shown
DEVANAGARI = Face("NotoSansDevanagari-Regular.subset.ttf",  # i18n: not shown
                  "NotoSansDevanagari-Bold.subset.ttf")  # i18n: not shown
CJK = {"ja": Face("NotoSansCJKjp-Regular.subset.otf", None),  # i18n: not shown
       "ko": Face("NotoSansCJKkr-Regular.subset.otf", None),  # i18n: not shown
       "zh_CN": Face("NotoSansCJKsc-Regular.subset.otf", None),  # i18n: not shown
       "zh_TW": Face("NotoSansCJKtc-Regular.subset.otf", None)}  # i18n: not shown
CJK_FALLBACK = CJK["ja"]        # a CJK word in a language written otherwise
SCRIPT_FACES = {"latin": DEJAVU, "hebrew": DEJAVU, "arabic": ARABIC,
                "devanagari": DEVANAGARI}


def own_faces(code: str) -> tuple[Face, ...]:
    """The faces that set a language's line height: its script's face and DejaVu."""
    script = BY_CODE[code].script
    first = CJK[code] if script == "cjk" else SCRIPT_FACES[script]
    return (first,) if first is DEJAVU else (first, DEJAVU)


def font_set(code: str) -> tuple[Face, ...]:
    """Every face a line in that language may use, in the order a character is looked
    for: its own faces, then the other scripts'."""
    own = own_faces(code)
    return own + tuple(face for face in (ARABIC, DEVANAGARI, CJK_FALLBACK)
                       if face not in own)


def every_face() -> tuple[Face, ...]:
    return (DEJAVU, ARABIC, DEVANAGARI, *CJK.values())


def every_file() -> tuple[str, ...]:
    return tuple(dict.fromkeys(name for face in every_face()
                               for name in (face.regular, face.bold) if name))


COVERAGE_FILE = "coverage.json"


@cache
def _manifest() -> dict[str, dict]:
    with resource_path("sprites", "fonts", COVERAGE_FILE).open(encoding="utf-8") as data:
        return json.load(data)


@cache
def coverage(name: str) -> frozenset[int]:
    """The code points the bundled file `name` has a glyph for."""
    return frozenset(c for first, last in _manifest()[name]["characters"]
                     for c in range(first, last + 1))


def glyph_bounds(name: str) -> tuple[float, float]:
    """How far the glyphs of file `name` reach above and below the baseline, in ems."""
    entry = _manifest()[name]
    return entry["top"], entry["bottom"]


def invisible(char: str) -> bool:
    """A character no glyph draws (joiners, direction marks, variation selectors): the
    shaper hides it whichever face it falls in."""
    return unicodedata.category(char) == "Cf" or 0xFE00 <= ord(char) <= 0xFE0F


def face_for(char: str, faces: tuple[Face, ...], bold: bool = False) -> Face | None:
    """The first face of `faces` that draws `char`; None when none does (tofu)."""
    point = ord(char)
    for face in faces:
        if point in coverage(face.file(bold)):
            return face
    return None
