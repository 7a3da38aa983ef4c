"""Start-up, memory and idle CPU against GNOME Aisleriot and the bare-pygame floor, side by
side under Xvfb, interleaved.

    python -m benchmarks.versus_aisleriot [--runs 5] [--cases wall,forty-thieves]
                                          [--settle 5] [--idle 5] [--glx] [--display N]
                                          [--binary PATH] [--before MAIN.py]

Two cases: Wall in a 1280x720 window, and Forty Thieves fullscreen (the Xvfb screen is
1920x1080). In each, four programs, started one after the other in an order that turns
round from run to run, each started once first without being timed (its files in the
page cache, its modules compiled):

    ours        python main.py --game ID ... as a player starts it again: the game in
                progress from the last start (one move made), animation Off, the
                opening's picture kept by that start (each run on a fresh copy of it)
    ours, new   the same with a new data folder: no game in progress, a new deal
    bare        python benchmarks/bare_window.py: maps the window and shows 52 cards
                from one PNG, then reads its input (the floor: Python and SDL)
    aisleriot   sol --variation ID, its window size (or fullscreen) set through its
                GSettings keys, a fresh configuration each run
    before      with --before: another checkout's main.py, started as ours is (a
                version before a change, measured in the same runs)

Figures, seconds from launch:

    window  its window is viewable (polled in-process through libX11 every 2 ms:
            benchmarks/x11_probe.py)
    frame   the window first shows a picture (its pixels are no longer one colour)
    dealt   the middle band of the window shows what it shows once settled (`--settle`
            s after launch): the table fully dealt
    input   the program first reads its input queue (ours and bare, through
            benchmarks/stage_marks.py; the game does so in its loop, its table built);
            Aisleriot's first frame is its dealt table, taking input
    ready   dealt and taking input: the later of dealt and input

then resident memory (RSS of the program; tree: with its children, our solver worker)
at `--settle` s and the CPU of the whole tree over the next `--idle` s (% of one core).
The ratios are the medians over runs of each run's pair (started back to back):
ours' frame against bare's (goal: at most FRAME_GOAL), ours' ready against Aisleriot's
first frame with cards (goal: at most READY_GOAL), bare's ready against that same frame
(the floor: what Python and SDL alone take to a table taking input), ours' RSS against
Aisleriot's (the guard: at most RSS_LIMIT; over it the run says so and exits with status
1). Aisleriot's first picture is its menus, tool bar and empty felt; its cards come in a
later frame, all of them at once, which is its `dealt`: so that is its first frame with
cards. Other work on the cores shifts every figure, which is why the programs are
interleaved and the load average is printed. Without Aisleriot installed (`apt-get
install aisleriot`; the game never needs it) the ratios against it are left out. Xvfb
runs without GLX unless --glx: with it GTK loads Mesa's software OpenGL and Aisleriot
holds about twice the memory, so without it Aisleriot is measured at its leanest. The
goals and the report's lines are in benchmarks/versus_report.py.
"""

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.results import record
from benchmarks.versus_report import CASES, FIGURES, PROGRAMS, report, seconds
from benchmarks.x11_probe import X11Probe

ROOT = Path(__file__).resolve().parent.parent
MARKS = str(ROOT / "benchmarks" / "stage_marks.py")
SHOWN_COLOURS = 8            # a window showing this many colours has drawn something
WATCH_DEALT = 2.0            # s after launch the window is watched for its dealt table


def start_xvfb(glx: bool, number=None):
    """A private Xvfb at 1920x1080 (display `number`, else the first free one); returns
    (process, ':N')."""
    read_end, write_end = os.pipe()
    command = ["Xvfb"] + ([f":{number}"] if number is not None else []) + [
        "-displayfd", str(write_end), "-screen", "0", "1920x1080x24",
        "-nolisten", "tcp"] + ([] if glx else ["-extension", "GLX"])
    server = subprocess.Popen(command, pass_fds=(write_end,), stderr=subprocess.DEVNULL)
    os.close(write_end)
    line = b""
    with os.fdopen(read_end, "rb") as pipe:      # the whole line, or Xvfb dies
        while not line.endswith(b"\n"):
            chunk = pipe.read(1)
            if not chunk:
                raise RuntimeError("Xvfb did not start")
            line += chunk
    return server, ":" + line.decode().strip()


def window_args(size) -> list:
    return ["--fullscreen"] if size is None else ["--windowed", "--size",
                                                  f"{size[0]}x{size[1]}"]


def our_command(game: str, size, binary=None, main=ROOT / "main.py"):
    """`python main.py` (under stage_marks; `main`: another checkout's), or a built
    executable, on `game`."""
    if binary:
        return [binary, "--game", game] + window_args(size)
    return [sys.executable, MARKS, str(main), "--game", game] + window_args(size)


def bare_command(sheet: Path, size):
    return [sys.executable, MARKS, str(ROOT / "benchmarks" / "bare_window.py"),
            str(sheet)] + (["--fullscreen"] if size is None else
                           ["--size", f"{size[0]}x{size[1]}"])


def aisleriot_command(game: str = "wall"):
    sol = shutil.which("sol") or shutil.which("sol", path="/usr/games")
    return [sol, "--variation", game] if sol else None


def aisleriot_env(home: Path, size=(1280, 720)) -> dict:
    """A fresh configuration for Aisleriot with its window at `size` (None:
    fullscreen)."""
    env = dict(os.environ, XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), GSETTINGS_BACKEND="keyfile",
               NO_AT_BRIDGE="1")
    schema = "org.gnome.Patience.WindowState:/org/gnome/solitaire/window-state/"
    values = {"fullscreen": "true"} if size is None else {
        "width": str(size[0]), "height": str(size[1]), "fullscreen": "false"}
    for key, value in values.items():
        subprocess.run(["gsettings", "set", schema, key, value], env=env, check=True)
    return env


def make_sheet(path: Path, card=(100, 140)) -> None:
    """One PNG of 52 cards (13 columns, 4 rows) for the bare program."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    w, h = card
    sheet = pygame.Surface((13 * w, 4 * h), pygame.SRCALPHA)
    for index in range(52):
        rank, suit = index % 13, index // 13
        box = pygame.Rect(rank * w + 2, suit * h + 2, w - 4, h - 4)
        pygame.draw.rect(sheet, (250, 250, 244), box, border_radius=8)
        pygame.draw.rect(sheet, (60, 60, 60), box, width=1, border_radius=8)
        colour = (200, 30 + 8 * rank, 40) if suit % 2 else (20 + 8 * rank, 20, 20)
        cx, cy = box.center
        pygame.draw.polygon(sheet, colour, [(cx, cy - 20 - rank), (cx + 14, cy),
                                            (cx, cy + 20 + rank), (cx - 14, cy)])
    pygame.image.save(sheet, str(path))


def prepare_ours(folder: Path, game: str, fullscreen: bool, in_progress: bool) -> None:
    """A data folder with animation Off and, when `in_progress`, a game of `game` in
    progress with one move made (as a player leaves it)."""
    import json

    from game.rules import rules_for
    from game.rules.session import Session
    from game.store.records import record_of, save_record
    folder.mkdir(parents=True)
    (folder / "settings.json").write_text(json.dumps(
        {"animation": "off", "last_game": game, "fullscreen": fullscreen}))
    if in_progress:
        session = Session(game, 71)
        session.act([rules_for(game).legal_moves(session.state)[0]], 1.0)
        save_record(folder / "games" / f"{game}.json", record_of(session, 9.0))


# ----- /proc ------------------------------------------------------------------------------
def descendants(pid: int):
    """`pid` and every process below it."""
    parents = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    tree, frontier = [pid], [pid]
    while frontier:
        frontier = [child for child, parent in parents.items() if parent in frontier]
        tree += frontier
    return tree


def rss_mib(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def cpu_ns(pids) -> dict:
    """Nanoseconds on a CPU so far, per process (its threads summed)."""
    spent = {}
    for pid in pids:
        total = 0
        try:
            for task in Path(f"/proc/{pid}/task").iterdir():
                total += int((task / "schedstat").read_text().split()[0])
        except (OSError, ValueError):
            continue
        spent[pid] = total
    return spent


# ----- one program ------------------------------------------------------------------------
def measure(command, env, display, args) -> dict:
    """Start `command`, watch its window, read its marks, its memory and idle CPU, stop
    it (SIGTERM: ours then quits as a player's window closes, keeping its opening)."""
    env = dict(env, DISPLAY=display)
    probe = X11Probe(display)
    figures = dict.fromkeys(FIGURES)
    with tempfile.TemporaryFile() as marks:
        start_ns = time.monotonic_ns()
        start = time.perf_counter()
        program = subprocess.Popen(command, env=dict(env, STAGE_T0=str(start_ns)),
                                   stdout=subprocess.DEVNULL, stderr=marks,
                                   cwd=tempfile.gettempdir())
        try:
            window, seen = None, []
            while window is None and time.perf_counter() - start < args.settle:
                window = probe.viewable_window(program.pid)
                if window is None:
                    time.sleep(0.002)
            if window is not None:
                figures["window"] = time.perf_counter() - start
                while time.perf_counter() - start < args.settle:
                    if probe.distinct_colours(window) >= SHOWN_COLOURS:
                        figures["frame"] = time.perf_counter() - start
                        break
                    time.sleep(0.002)
                while figures["frame"] and time.perf_counter() - start < WATCH_DEALT:
                    seen.append((time.perf_counter() - start, probe.band_digest(window)))
                    time.sleep(0.01)
            time.sleep(max(0.0, start + args.settle - time.perf_counter()))
            if window is not None and seen:
                settled = probe.band_digest(window)
                figures["dealt"] = next((t for t, digest in seen if digest == settled),
                                        None)
            tree = descendants(program.pid)
            figures["rss"] = rss_mib(program.pid)
            figures["tree"] = sum(rss_mib(pid) for pid in tree)
            before = cpu_ns(tree)
            time.sleep(args.idle)
            after = cpu_ns(descendants(program.pid))
            busy = sum(max(0, ns - before.get(pid, 0)) for pid, ns in after.items())
            figures["idle"] = 100.0 * busy / (args.idle * 1e9)
        finally:
            for pid in reversed(descendants(program.pid)):
                try:
                    os.kill(pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
            try:
                program.wait(timeout=10)
            except subprocess.TimeoutExpired:
                program.kill()
                program.wait()
            probe.close()
        marks.seek(0)
        for line in marks.read().decode(errors="replace").splitlines():
            if line.startswith("stage input "):
                figures["input"] = float(line.rpartition(" ")[2]) / 1000
                break
    if figures["dealt"] is not None:
        figures["ready"] = max(figures["dealt"], figures["input"] or 0.0)
    return figures


def text(figures) -> str:
    return "  ".join(f"{key} {seconds(figures[key]):>5}" for key in FIGURES) + (
        f"  rss {figures['rss']:5.1f} MiB (tree {figures['tree']:5.1f})"
        f"  idle {figures['idle']:5.2f} %")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cases", default=",".join(CASES))
    parser.add_argument("--settle", type=float, default=12.0)
    parser.add_argument("--idle", type=float, default=5.0)
    parser.add_argument("--glx", action="store_true", help="keep Xvfb's GLX extension")
    parser.add_argument("--display", type=int, help="Xvfb's display number (default: free)")
    parser.add_argument("--binary", help="measure this built executable (e.g. "
                        "dist/aisle-five/aisle-five) instead of python main.py")
    parser.add_argument("--before", help="also another checkout's main.py, as ours")
    args = parser.parse_args()
    cases = args.cases.split(",")
    programs = PROGRAMS + (("before",) if args.before else ())
    base = dict(os.environ)
    for name in ("SDL_VIDEODRIVER", "AISLE_FIVE_DATA", "AISLE_FIVE_SOLVER",
                 # as installed: Python keeps the compiled modules (this machine's
                 # environment says not to, which makes every start compile ours)
                 "PYTHONDONTWRITEBYTECODE"):
        base.pop(name, None)
    if aisleriot_command() is None:
        print("Aisleriot is not installed (apt-get install aisleriot): no ratios to it")
        programs = tuple(program for program in programs if program != "aisleriot")
    server, display = start_xvfb(args.glx, args.display)
    home = Path(tempfile.mkdtemp(prefix="versus-aisleriot-"))
    sheet = home / "cards.png"
    make_sheet(sheet)
    results = {case: [] for case in cases}
    loads = []

    def launch(case, program, run):
        game, size = case, CASES[case][1]
        if program == "aisleriot":
            sol = aisleriot_command(game)
            if sol is None:
                return None
            return measure(sol, aisleriot_env(home / f"sol-{case}-{run}", size),
                           display, args)
        if program == "bare":
            return measure(bare_command(sheet, size), base, display, args)
        folder = home / f"{program}-{case}-{run}".replace(", ", "-")
        if program in ("ours", "before"):   # a copy of the folder the warm-up left
            shutil.copytree(home / f"warm-{case}", folder)
        else:
            prepare_ours(folder, game, size is None, in_progress=False)
        env = dict(base, AISLE_FIVE_DATA=str(folder))
        if program == "before":
            return measure(our_command(game, size, main=args.before), env, display, args)
        return measure(our_command(game, size, args.binary), env, display, args)

    try:
        print(f"Xvfb {display} ({'with' if args.glx else 'no'} GLX), cases {cases}, "
              f"{args.runs} runs", flush=True)
        for case in cases:                  # the warm-up: each program once, untimed
            prepare_ours(home / f"warm-{case}", case, CASES[case][1] is None, True)
            measure(our_command(case, CASES[case][1], args.binary),
                    dict(base, AISLE_FIVE_DATA=str(home / f"warm-{case}")), display,
                    argparse.Namespace(settle=2.0, idle=0.1))
            if not (home / f"warm-{case}" / "opening.key").exists():
                print(f"{case}: the warm-up start kept no opening picture", flush=True)
            for program in programs[1:]:
                launch(case, program, "warm")
        order = list(programs)
        for run in range(1, args.runs + 1):
            if server.poll() is not None:       # someone ended our Xvfb: say so, and
                print("Xvfb has gone: the runs measured so far are reported")  # report
                break
            for case in cases:
                row = {}
                for program in order:
                    try:
                        figures = launch(case, program, run)
                    except OSError as error:    # the X server went away mid-run
                        print(f"run {run} {case} {program}: {error}", flush=True)
                        figures = None
                    if figures is None:
                        continue
                    row[program] = figures
                    loads.append(os.getloadavg()[0])
                    print(f"run {run} {case:<13} {program:<10} {text(figures)}  "
                          f"load {loads[-1]:.2f}", flush=True)
                results[case].append(row)
            order = order[1:] + order[:1]   # another goes first next run
    finally:
        server.terminate()
        server.wait()
        shutil.rmtree(home, ignore_errors=True)
    results = {case: [row for row in runs if len(row) == len(programs)]    # whole runs
               for case, runs in results.items()}
    lines, over = report(results, args, loads)
    print("\n".join(lines))
    record("versus_aisleriot", lines)
    if over:
        sys.exit(1)


if __name__ == "__main__":
    main()
