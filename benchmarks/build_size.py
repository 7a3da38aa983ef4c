"""The one-file executable's size, and what inside it takes the room, beside the same
build of other checkouts (the commit before a change).

    python -m benchmarks.build_size [--tree DIR ...] [--binary PATH ...]

Builds `packaging/build.sh file` of this checkout, and of each `--tree DIR` (another
checkout, e.g. `git worktree add --detach DIR COMMIT`), into temporary folders; or, with
`--binary PATH`, takes executables already built (this checkout's first). Prints each
one's size and its contents by part, as PyInstaller's archive lists them (compressed
bytes): the Python modules (PYZ), Babel's locale data, the catalogues, the translated
rules pages, the fonts, native libraries, and the rest; then each part's growth from the
first other build. Issue 29's target: the translations (catalogues, fonts, Babel, bidi)
grow the executable by at most 6 MiB in all.
"""

import argparse
import os
import subprocess
import tempfile
from collections import Counter
from pathlib import Path

from benchmarks.results import record, table

ROOT = Path(__file__).resolve().parent.parent
MIB = 2 ** 20
TARGET_MIB = 6.0
PARTS = ("Python modules", "Babel's locale data", "catalogues (.mo)", "translated rules pages",
         "fonts", "native libraries", "everything else")


def build(tree: Path, out: Path) -> Path:
    """`tree`'s one-file executable, built into `out`."""
    env = dict(os.environ, AISLE_FIVE_DIST=str(out / "dist"), AISLE_FIVE_BUILD=str(out / "b"))
    subprocess.run(["bash", "packaging/build.sh", "file"], cwd=tree, env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return out / "dist" / "onefile" / "aisle-five"


def part(name: str) -> str:
    if name == "PYZ.pyz" or name.endswith(".pyc"):
        return "Python modules"
    if name.startswith("babel/"):
        return "Babel's locale data"
    if name.startswith("game/locale/"):
        return "catalogues (.mo)" if name.endswith(".mo") else "translated rules pages"
    if name.startswith("sprites/fonts/"):
        return "fonts"
    if ".so" in name or name.endswith((".dll", ".pyd", ".dylib")):
        return "native libraries"
    return "everything else"


def contents(executable: Path) -> Counter:
    """Compressed bytes per part inside the one-file executable."""
    from PyInstaller.archive.readers import CArchiveReader
    parts = Counter()
    for name, entry in CArchiveReader(str(executable)).toc.items():
        parts[part(name)] += entry[1]           # (position, length, ...)
    return parts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", action="append", default=[], metavar="DIR",
                        help="also build this checkout; repeatable")
    parser.add_argument("--binary", action="append", default=[], metavar="PATH",
                        help="an executable already built (this checkout's first)")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="build-size-"))
    if args.binary:
        found = [(Path(path).resolve().parents[1].name, Path(path)) for path in args.binary]
    else:
        found = [("this checkout", build(ROOT, work / "this"))]
        found += [(Path(tree).resolve().name, build(Path(tree).resolve(), work / str(i)))
                  for i, tree in enumerate(args.tree)]
    sizes = {name: path.stat().st_size for name, path in found}
    parts = {name: contents(path) for name, path in found}
    names = [name for name, _ in found]
    rows = [[p] + [f"{parts[n][p] / MIB:.2f}" for n in names] for p in PARTS]
    rows.append(["the executable"] + [f"{sizes[n] / MIB:.2f}" for n in names])
    body = ["The one-file executable (`packaging/build.sh file`) and its contents, MiB "
            "(compressed, as PyInstaller's archive lists them):", ""]
    body += table(["part"] + names, rows)
    if len(names) > 1:
        first, other = names[0], names[1]
        growth = (sizes[first] - sizes[other]) / MIB
        verdict = "met" if growth <= TARGET_MIB else "missed"
        body += ["", f"{first} minus {other}: {growth:+.2f} MiB (target: at most "
                 f"+{TARGET_MIB:.0f} MiB, {verdict}); by part: " + ", ".join(
                     f"{p} {(parts[first][p] - parts[other][p]) / MIB:+.2f}"
                     for p in PARTS if parts[first][p] != parts[other][p]) + "."]
    print("\n".join(body))
    record("build_size", body)


if __name__ == "__main__":
    main()
