"""Ten-word runs shared with the seed pages (GNOME Aisleriot's help text, GFDL).

The project says the rules in its own words. A run is ten words in a row, compared after
lower-casing and keeping only letters and digits. The seed pages are not in a checkout, so
tests/data/seed_runs.txt keeps a fingerprint of every run in them (a short SHA-1 of the
ten words, one a line): enough to recognise a run, no text of the seeds.

    python -m tests.own_words                 # the runs found in the project, by file
    python -m tests.own_words --write SEEDS   # remake the fingerprints from the seed folder
"""

import argparse
import hashlib
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FINGERPRINTS = ROOT / "tests" / "data" / "seed_runs.txt"
SEEDS = Path("/work/shared/seeds")
RUN = 10
SKIP_DIRS = {".git", "__pycache__", "build", "dist", ".pytest_cache", ".hypothesis"}
WORD = re.compile(r"[a-z0-9]+")
TAG = re.compile(r"<[^>]*>")


def words(text: str) -> list:
    return WORD.findall(text.lower())


def fingerprint(run) -> str:
    return hashlib.sha1(" ".join(run).encode()).hexdigest()[:16]


def runs(text: str):
    """The fingerprints of every ten-word run of `text`, in order (repeats kept)."""
    found = words(text)
    return [fingerprint(found[i:i + RUN]) for i in range(len(found) - RUN + 1)]


def seed_fingerprints(folder: Path) -> set:
    """Every run of the seed pages in `folder` (their markup left out)."""
    found = set()
    for page in sorted(folder.glob("*.xml")):
        found.update(runs(TAG.sub(" ", page.read_text(encoding="utf-8"))))
    return found


def load_fingerprints(path: Path = FINGERPRINTS) -> set:
    return {line.strip() for line in path.read_text().splitlines() if line.strip()}


def project_files(root: Path = ROOT):
    """Every text file of the project (binary files and generated folders left out)."""
    for path in sorted(root.rglob("*")):
        if not path.is_file() or path == FINGERPRINTS:
            continue
        if SKIP_DIRS.intersection(path.relative_to(root).parts):
            continue
        data = path.read_bytes()
        if b"\0" in data:
            continue
        yield path, data.decode("utf-8", errors="ignore")


def shared_runs(seeds: set, root: Path = ROOT) -> dict:
    """{file relative to root: how many of its ten-word runs are runs of the seeds}."""
    shared = {}
    for path, text in project_files(root):
        count = sum(1 for run in runs(text) if run in seeds)
        if count:
            shared[str(path.relative_to(root))] = count
    return shared


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", metavar="SEEDS", type=Path,
                        help="remake tests/data/seed_runs.txt from this folder of pages")
    args = parser.parse_args(argv)
    if args.write:
        prints = seed_fingerprints(args.write)
        if not prints:
            parser.error(f"no seed pages (*.xml) in {args.write}")
        FINGERPRINTS.write_text("".join(p + "\n" for p in sorted(prints)))
        print(f"{len(prints)} fingerprints written to {FINGERPRINTS}")
        return 0
    shared = shared_runs(load_fingerprints())
    for name, count in sorted(shared.items(), key=lambda item: -item[1]):
        print(f"{count:6d}  {name}")
    print(f"{sum(shared.values())} runs in all")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
