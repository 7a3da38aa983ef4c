"""A catalogue of one translated message in a folder of its own, standing in for
game/locale while a test runs."""

from game.i18n import catalogue


def one_message_catalogue(root, monkeypatch, code, translation):
    """`game/locale/<code>/LC_MESSAGES/aisle-five.po` under `root`, translating "New
    game" as `translation`; the game reads its catalogues from `root` until the test ends."""
    folder = root / code / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "aisle-five.po").write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        f'msgid "New game"\nmsgstr "{translation}"\n', encoding="utf-8")
    monkeypatch.setattr(catalogue, "locale_dir", lambda: root)
