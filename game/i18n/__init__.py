"""The player's language: the active catalogue and the gettext functions every module
calls (`_`, `ngettext`, `pgettext`, `npgettext`, and `N_` to mark a message that is
translated later, where it is shown).

Python's own gettext reads the catalogues; Babel extracts, compiles and formats (see
game.i18n.catalogue and game.i18n.formats). No pygame here: the rules word their
refusals through these functions too.
"""

from .catalogue import N_, _, active_language, ngettext, npgettext, pgettext

__all__ = ["N_", "_", "active_language", "ngettext", "npgettext", "pgettext"]
