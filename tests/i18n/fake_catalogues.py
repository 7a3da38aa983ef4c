"""Tiny catalogues written into a throw-away locale folder, for tests that need a
language to exist (the real ones may change; these say exactly what the test needs)."""

from __future__ import annotations

from pathlib import Path

HEADER = '''msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Language: {code}\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

'''


def write_catalogue(root: Path, code: str, messages: dict[str, str]) -> Path:
    """game/locale/<code>/LC_MESSAGES/aisle-five.po under `root` with `messages`."""
    path = root / code / "LC_MESSAGES" / "aisle-five.po"
    path.parent.mkdir(parents=True, exist_ok=True)
    body = "".join(f'msgid "{source}"\nmsgstr "{target}"\n\n'
                   for source, target in messages.items())
    path.write_text(HEADER.format(code=code) + body, encoding="utf-8")
    return path


def use_locale_folder(monkeypatch, root: Path) -> None:
    """Make `root` the game's locale folder for this test."""
    from game.i18n import catalogue
    monkeypatch.setattr(catalogue, "locale_dir", lambda: root)
