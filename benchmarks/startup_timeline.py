"""Where start-up time goes: a timeline of each start, ours beside a bare pygame window
and Aisleriot, on one private Xvfb, interleaved.

    python -m benchmarks.startup_timeline [--runs 5] [--binary PATH ...] [--only NAMES]
                                          [--lang CODE ...] [--tree DIR ...]
                                          [--against NAME] [--display N]

Variants, each launched `--runs` times in turn (1280x720 window, Wall, a fresh data folder
every start, as in benchmarks/versus_aisleriot.py):

    ours        python main.py                       stages from benchmarks/stage_marks.py
    ours -S     the same without site (site-packages on PYTHONPATH): a player's start,
                without whatever .pth files this machine's site-packages holds
    bare        python benchmarks/bare_window.py     the least a pygame window costs
    bare -S     the same without site
    binary      --binary PATH (packaging/build.sh)  window and frame; its stages too
                when built with `--runtime-hook benchmarks/stage_marks.py` (a build
                for measuring only: the hook marks the same stages inside it)
    aisleriot   sol --variation wall                 window and frame only
    ours CODE   --lang CODE: python main.py --lang CODE, one variant per code given
    ours@NAME   --tree DIR: DIR/main.py, another checkout of the game (the commit before
                a change, made with `git worktree add --detach DIR COMMIT`), named
                after DIR; with the same stage marks

Every program starts with LANG=C.UTF-8 and no LANGUAGE, LC_ALL or LC_MESSAGES, so ours
speaks English unless --lang says otherwise, whichever locale the machine has.
`--against NAME` adds each variant's difference from NAME at every stage: the median
over runs of the two starts' difference within one run (they started next to each
other, so load that comes and goes shifts both).

Stages are milliseconds since launch (the moment before the process is spawned):
`ready` is the program's first line running (the interpreter is up), `import X` module
X loaded, `display.init`, `set_mode` and `first flip` the pygame calls returning;
`window` (viewable on the X server) and `frame` (showing a picture) are seen from
outside, through libX11, exactly as versus_aisleriot measures them. Medians are printed,
with the load average (other work on the cores shifts every figure), then each
variant's window and frame against Aisleriot's: the median of the runs' ratios.
"""

import argparse
import os
import shutil
import signal
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

from benchmarks.results import record, table
from benchmarks.versus_aisleriot import SHOWN_COLOURS, aisleriot_command, aisleriot_env, start_xvfb
from benchmarks.x11_probe import X11Probe

ROOT = Path(__file__).resolve().parent.parent
MARKS = str(ROOT / "benchmarks" / "stage_marks.py")
GAME_ARGS = ["--game", "wall", "--windowed", "--size", "1280x720"]
OUTSIDE = ("window", "frame")


def variants(binary, languages=(), trees=()):
    """(name, command, extra environment) for each program measured."""
    python = sys.executable
    no_site = {"PYTHONPATH": sysconfig.get_paths()["purelib"]}
    main, bare = str(ROOT / "main.py"), str(ROOT / "benchmarks" / "bare_window.py")
    found = [("ours", [python, MARKS, main] + GAME_ARGS, {}),
             ("ours -S", [python, "-S", MARKS, main] + GAME_ARGS, no_site),
             ("bare", [python, MARKS, bare], {}),
             ("bare -S", [python, "-S", MARKS, bare], no_site)]
    for code in languages or ():
        found.append((f"ours {code}", [python, MARKS, main, "--lang", code] + GAME_ARGS, {}))
    for tree in trees or ():
        other = str(Path(tree).resolve() / "main.py")
        found.append((f"ours@{Path(tree).resolve().name}", [python, MARKS, other] + GAME_ARGS,
                      {}))
    for path in binary or ():
        name = "binary" if len(binary) == 1 else f"binary {path}"
        found.append((name, [os.path.abspath(path)] + GAME_ARGS, {}))
    sol = aisleriot_command()
    if sol:
        found.append(("aisleriot", sol, None))
    return found


def chosen(found, wanted):
    """The variants `wanted` names: a variant's whole name picks it alone, anything else
    every variant whose name starts so."""
    names = {name for name, _, _ in found}
    exact = {item for item in wanted if item in names}
    starts = tuple(item for item in wanted if item not in names)
    return [v for v in found if v[0] in exact or (starts and v[0].startswith(starts))]


def launch(command, env, display, probe, timeout=10.0) -> dict:
    """Start `command`, watch its window, stop it; stages in ms since launch."""
    figures = {}
    with tempfile.TemporaryFile() as marks:
        start = time.monotonic_ns()
        program = subprocess.Popen(command, env=dict(env, DISPLAY=display,
                                   STAGE_T0=str(start)), stdout=subprocess.DEVNULL,
                                   stderr=marks, cwd=tempfile.gettempdir())
        try:
            window, deadline = None, start + timeout * 1e9
            while time.monotonic_ns() < deadline:
                if window is None:
                    window = probe.viewable_window(program.pid)
                    if window is not None:
                        figures["window"] = (time.monotonic_ns() - start) / 1e6
                elif probe.distinct_colours(window) >= SHOWN_COLOURS:
                    figures["frame"] = (time.monotonic_ns() - start) / 1e6
                    break
                time.sleep(0.002)
            time.sleep(0.3)
        finally:
            program.send_signal(signal.SIGTERM)
            try:
                program.wait(timeout=5)
            except subprocess.TimeoutExpired:
                program.kill()
                program.wait()
        marks.seek(0)
        for line in marks.read().decode(errors="replace").splitlines():
            if line.startswith("stage "):
                name, _, value = line[6:].rpartition(" ")
                figures.setdefault(name, float(value))
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--binary", action="append",
                        help="also a built executable (packaging/build.sh); repeatable")
    parser.add_argument("--display", type=int, help="Xvfb's display number")
    parser.add_argument("--lang", action="append", metavar="CODE",
                        help="also ours in that language (--lang CODE); repeatable")
    parser.add_argument("--tree", action="append", metavar="DIR",
                        help="also another checkout's main.py; repeatable")
    parser.add_argument("--against", metavar="NAME",
                        help="each variant's paired difference from this one, per stage")
    parser.add_argument("--only", help="measure only these variants: comma-separated "
                        "names, or beginnings of names ('binary,aisleriot'); a whole name "
                        "('ours') picks that one alone")
    args = parser.parse_args()
    base = dict(os.environ)
    for name in ("SDL_VIDEODRIVER", "PYTHONDONTWRITEBYTECODE",    # as installed
                 "AISLE_FIVE_DATA", "LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        base.pop(name, None)
    base["LANG"] = "C.UTF-8"                        # English, unless --lang
    server, display = start_xvfb(False, args.display)
    probe = X11Probe(display)
    home = Path(tempfile.mkdtemp(prefix="startup-timeline-"))
    found = variants(args.binary, args.lang, args.tree)
    if args.only:
        found = chosen(found, args.only.split(","))
    results = {name: [] for name, _, _ in found}
    loads = []
    try:
        for _, command, extra in found:             # one unmeasured start writes .pyc
            if extra is not None:
                launch(command, dict(base, **extra, XDG_DATA_HOME=str(home / "warm")),
                       display, probe)
        for run in range(args.runs):
            for index, (name, command, extra) in enumerate(found):
                if extra is None:
                    env = aisleriot_env(home / f"aisleriot-{run}")
                else:
                    # a first start, its data folder found as a player's is
                    env = dict(base, **extra, XDG_DATA_HOME=str(home / f"{run}-{index}"))
                results[name].append(launch(command, env, display, probe))
                loads.append(os.getloadavg()[0])
            found = found[1:] + found[:1]           # a different one goes first each run
    finally:
        probe.close()
        server.terminate()
        server.wait()
        shutil.rmtree(home, ignore_errors=True)
    print(f"Xvfb {display} (no GLX), {args.runs} runs interleaved, load average "
          f"{min(loads):.2f}-{max(loads):.2f}; medians, ms since launch")
    against = args.against if args.against in results else None
    if args.against and not against:
        print(f"--against {args.against}: no such variant measured")
    section = "startup_timeline"
    if args.lang or args.tree:          # its own section: the full comparison stays
        section += " by language"
    record(section, summary(results, args.runs, against))
    for name, runs in results.items():
        print(f"\n{name}")
        stages = []
        for figures in runs:
            stages += [stage for stage in figures if stage not in stages]
        rows = [(stage, statistics.median(f[stage] for f in runs if stage in f))
                for stage in stages]
        for stage, value in sorted(rows, key=lambda row: row[1]):
            spread = [f[stage] for f in runs if stage in f]
            print(f"  {stage:<26} {value:7.1f}   ({min(spread):.1f}-{max(spread):.1f})")
    if "aisleriot" in results:
        print("\nagainst Aisleriot (median of the runs' ratios)")
        for name, runs in results.items():
            if name != "aisleriot":
                print(f"  {name:<26} " + "  ".join(
                    f"{key} {paired_ratio(runs, results['aisleriot'], key)}"
                    for key in OUTSIDE))
    if against:
        print(f"\nagainst {against} (median of the runs' differences, ms)")
        for name, runs in results.items():
            if name != against:
                print(f"  {name:<26} " + "  ".join(
                    f"{key} {paired_difference(runs, results[against], key)}"
                    for key in ("first flip",) + OUTSIDE))


def summary(results, runs: int, against: str | None = None) -> list:
    """RESULTS.md lines: a stage per row, a variant per column (median ms since launch),
    then each variant's window and frame against Aisleriot's, and with `against` each
    variant's paired difference from that one at every stage."""
    names = list(results)
    medians = {name: {} for name in names}
    for name, figures in results.items():
        for stage in {stage for f in figures for stage in f}:
            medians[name][stage] = statistics.median(f[stage] for f in figures if stage in f)
    def when(stage):                    # in the order of the first variant that has it
        return next(m[stage] for m in medians.values() if stage in m)
    stages = sorted({stage for m in medians.values() for stage in m}, key=when)
    rows = [[stage] + [f"{medians[n][stage]:.0f}" if stage in medians[n] else "—"
                       for n in names] for stage in stages]
    if "aisleriot" in results:
        for key in OUTSIDE:
            rows.append([f"{key} / Aisleriot's"] + [
                paired_ratio(results[n], results["aisleriot"], key) for n in names])
    intro = (f"Wall at 1280x720 on Xvfb without GLX, {runs} runs interleaved; median ms "
             "from launch to each stage:")
    lines = [intro, ""] + table(["stage"] + names, rows)
    if against:
        others = [n for n in names if n != against]
        lines += ["", f"Each variant minus {against}, ms: the median over runs of the "
                  "difference between the two starts of one run:", ""]
        lines += table(["stage"] + others, [
            [stage] + [paired_difference(results[n], results[against], stage)
                       for n in others] for stage in stages])
    return lines


def paired_ratio(ours, theirs, key) -> str:
    """The median over runs of ours / theirs for `key` (each run's pair started back to
    back), as text; '--' when no run has both."""
    ratios = [a[key] / b[key] for a, b in zip(ours, theirs) if a.get(key) and b.get(key)]
    return f"{statistics.median(ratios):.2f}" if ratios else "--"


def paired_difference(ours, theirs, key) -> str:
    """The median over runs of ours - theirs for `key` in ms (each run's pair started
    close together), signed, as text; '--' when no run has both."""
    differences = [a[key] - b[key] for a, b in zip(ours, theirs)
                   if key in a and key in b]
    return f"{statistics.median(differences):+.1f}" if differences else "--"


if __name__ == "__main__":
    main()
