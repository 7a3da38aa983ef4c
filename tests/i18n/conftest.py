"""What the language tests share: a locale folder of their own (catalogues and pages
written by the test), English again afterwards."""

import gettext

import pytest

from game.i18n import catalogue


@pytest.fixture
def locale_tree(tmp_path, monkeypatch):
    root = tmp_path / "locale"
    monkeypatch.setattr(catalogue, "locale_dir", lambda: root)
    monkeypatch.setenv("AISLE_FIVE_CACHE", str(tmp_path / "cache"))
    yield root
    catalogue.install("en", gettext.NullTranslations())
