"""PyInstaller's hook for prismatoid (the `prism` package, game/speech/libraries.py):
its native library and its cffi module live in prism/_native/, a folder the package adds
to its own path at import, which PyInstaller cannot follow; both go there in the build,
and the libraries the wheel bundles beside them (prismatoid.libs/) come with them, so
the frozen game reaches the screen reader too."""

import os

import prism
from PyInstaller.utils.hooks import collect_dynamic_libs

NATIVE = os.path.join(os.path.dirname(prism.__file__), "_native")

binaries = collect_dynamic_libs("prism") + [
    (os.path.join(NATIVE, name), "prism/_native") for name in os.listdir(NATIVE)
    if name.startswith("_prism_cffi")]
hiddenimports = ["_cffi_backend"]
