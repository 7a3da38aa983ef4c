#!/usr/bin/env bash
# Build standalone Aisle Five executables with PyInstaller, both by default:
#   bash packaging/build.sh          -> dist/aisle-five/aisle-five  (one folder: starts faster)
#                                       dist/onefile/aisle-five     (one file to hand around)
#   bash packaging/build.sh folder   -> only the one-folder build (what the frozen test runs)
#   bash packaging/build.sh file     -> only the one-file build
# AISLE_FIVE_DIST and AISLE_FIVE_BUILD put the results and PyInstaller's work files
# elsewhere (default dist/ and build/). Each game's rules, scene and solver are imported
# by the names its record in game/rules/registry.py gives, which PyInstaller cannot see:
# every module the records name is a hidden import (registry.named_modules), so the build
# carries every game. Resources are read through game.resources (sys._MEIPASS).
# No babel.messages: the build carries each catalogue compiled (.mo), so the game never
# compiles a .po there (game/i18n/catalogue.py), and babel.messages would bring in
# pkg_resources and through it pyparsing, jinja2, pdb, unittest, http and xml (some 2 MiB
# of the one-file build, and a runtime hook run at every start).
# No multiprocessing: the solver worker is the executable itself run with --solver-worker
# (a plain subprocess, game/solver/worker.py); only the standard library's
# concurrent.futures.process would pull multiprocessing in, and with it PyInstaller's
# multiprocessing runtime hook, which ran at every start for nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
what="${1:-both}"
case "$what" in
  both|folder|file) ;;
  *) echo "build.sh: unknown build '$what' (both, folder or file)" >&2; exit 2;;
esac
dist="${AISLE_FIVE_DIST:-dist}"
work="${AISLE_FIVE_BUILD:-build}"
sep=":"
case "$(uname -s)" in         # Git Bash on Windows: ';' and C:/ paths for Windows Python
  MINGW*|MSYS*|CYGWIN*) sep=";"; root="$(cygpath -m "$root")";;
esac
games=()
while read -r module; do
  games+=(--hidden-import "$module")
done < <(python -c 'from game.rules.registry import named_modules
print("\n".join(named_modules()))' | tr -d '\r')
if (( ${#games[@]} == 0 )); then
  echo "build.sh: the games list named no modules" >&2; exit 1
fi
# the translations: each catalogue compiled beside its .po, and carried with its language's
# rules pages (game/locale/<code>/); Babel's data only for those languages
# (packaging/hooks/hook-babel.py)
if compgen -G "game/locale/*/LC_MESSAGES/aisle-five.po" >/dev/null; then
  pybabel -q compile -d game/locale -D aisle-five
fi
languages=()
for folder in game/locale/*/; do
  code="$(basename "$folder")"
  if [[ -f "${folder}LC_MESSAGES/aisle-five.mo" ]]; then
    languages+=(--add-data "$root/${folder}LC_MESSAGES/aisle-five.mo${sep}game/locale/$code/LC_MESSAGES")
  fi
  if compgen -G "${folder}help/*.txt" >/dev/null; then
    languages+=(--add-data "$root/${folder}help/*.txt${sep}game/locale/$code/help")
  fi
done
common=(--noconfirm --clean --name aisle-five --specpath "$work"
  --additional-hooks-dir "$root/packaging/hooks"
  --add-data "$root/sprites/fonts${sep}sprites/fonts"
  --add-data "$root/sprites/courts/*.svg${sep}sprites/courts"
  --add-data "$root/sounds/*.wav${sep}sounds"
  --add-data "$root/game/help/*.txt${sep}game/help"
  --add-data "$root/LICENSE${sep}."
  --add-data "$root/NOTICE${sep}."
  --add-data "$root/game/solver/winnable.json${sep}game/solver"
  --exclude-module numpy --exclude-module tkinter --exclude-module pytest
  --exclude-module hypothesis
  --exclude-module multiprocessing
  --exclude-module babel.messages
  "${games[@]}"
  "${languages[@]}"
  "$root/main.py")
if [[ "$what" != file ]]; then
  # the modules as .pyc files beside the executable, not in its zlib archive: each
  # import is a plain file read (sooner to the window and first frame, a little larger:
  # benchmarks.startup_timeline --binary);
  # the one-file build keeps the archive, as it unpacks every file at every start
  python -m PyInstaller "${common[@]}" --onedir --debug noarchive --distpath "$dist" \
    --workpath "$work/folder"
fi
if [[ "$what" != folder ]]; then
  python -m PyInstaller "${common[@]}" --onefile --distpath "$dist/onefile" \
    --workpath "$work/file"
fi
