"""pygame in two steps, so the window does not wait for the parts of pygame it never uses.

`import pygame` runs the package's body: ~30 of its modules (fonts, mixer, sprites, masks,
its debug, system and typing helpers) and through them platform, pathlib, tempfile,
dataclasses and inspect, 20-50 ms before a window could open. `display_only()` makes the
package without running that body and loads only pygame.base, pygame.display and the few
C modules they load themselves (rect, surface, color, window): enough to open the window.
`complete()` then runs the body in the same module object, so `pygame` is whole again,
exactly as if it had been imported at once.

Until `complete()` only submodules are reachable (pygame.display.set_mode,
pygame.base.error, pygame.constants.RESIZABLE after importing it), not the package's own
names (pygame.Surface, pygame.font). On Windows, where the package body must first find
SDL's DLLs, and when pygame is already imported, `display_only()` is a plain import.
"""

import os
import sys

_pending = None          # (module, spec) of a package whose body has not run yet


def display_only():
    """The pygame package with its display module loaded (and its body not yet run,
    unless that is not possible here); returns the package."""
    global _pending
    if "pygame" in sys.modules or os.name == "nt":
        import pygame
        return pygame
    import importlib.util
    spec = importlib.util.find_spec("pygame")
    if spec is None or spec.loader is None or spec.submodule_search_locations is None:
        import pygame                   # not a package we can split: whatever import does
        return pygame
    module = importlib.util.module_from_spec(spec)
    sys.modules["pygame"] = module
    _pending = (module, spec)
    try:
        import pygame.base              # noqa: F401  (SDL itself)
        import pygame.display           # noqa: F401  (and rect, surface, color, window)
    except BaseException:
        complete()                      # as a plain import would have it (or its error)
        raise
    return module


def complete():
    """Run the package body of a `display_only()` pygame (nothing if it has run)."""
    global _pending
    if _pending is None:
        return
    module, spec = _pending
    _pending = None
    try:
        spec.loader.exec_module(module)
    except BaseException:
        sys.modules.pop("pygame", None)     # as a failed import leaves it
        raise


def is_complete() -> bool:
    return _pending is None
