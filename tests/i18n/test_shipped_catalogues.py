"""Every shipped catalogue is complete and right against the template, and the template
holds exactly the messages the sources mark (tests/i18n/catalogue_checks.py says what
"right" is)."""

import pytest

from game.i18n.catalogue import locale_dir, po_path
from game.i18n.choice import shipped_codes

from .catalogue_checks import ROOT, problems, read, template_messages

TEMPLATE = ROOT / "game" / "locale" / "aisle-five.pot"
TRANSLATED = [code for code in shipped_codes() if code != "en"]


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_shipped_catalogue_is_complete_and_right(code):
    assert problems(po_path(code), read(TEMPLATE)) == []


def test_the_catalogues_live_in_the_package():
    assert locale_dir() == ROOT / "game" / "locale"


def keys(catalog) -> set[tuple]:
    return {(message.context, message.id if isinstance(message.id, str) else message.id[0])
            for message in catalog if message.id}


def test_the_template_holds_exactly_the_marked_messages():
    marked, kept = template_messages(ROOT), keys(read(TEMPLATE))
    assert sorted(marked - kept, key=str) == [], "not in the template: extract it again"
    assert sorted(kept - marked, key=str) == [], "no longer marked: extract it again"
