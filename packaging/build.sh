#!/usr/bin/env bash
# Build a standalone Aisle Five with PyInstaller (one folder: starts faster than one file).
#   bash packaging/build.sh            -> dist/aisle-five/aisle-five
# No hidden imports: every game's modules are plain imports in game/registry.py.
set -euo pipefail
cd "$(dirname "$0")/.."
sep=":"; case "$(uname -s)" in MINGW*|MSYS*|CYGWIN*) sep=";";; esac
python -m PyInstaller --noconfirm --clean --onedir --name aisle-five \
  --add-data "sprites/fonts${sep}sprites/fonts" \
  --add-data "sounds/*.wav${sep}sounds" \
  --add-data "game/help${sep}game/help" \
  --exclude-module numpy --exclude-module tkinter --exclude-module pytest \
  --exclude-module hypothesis \
  main.py
