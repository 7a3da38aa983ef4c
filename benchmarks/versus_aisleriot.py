"""Start-up, memory and idle CPU against GNOME Aisleriot, side by side under Xvfb.

    python -m benchmarks.versus_aisleriot [--runs 3] [--settle 12] [--idle 20] [--glx]
                                          [--display N] [--binary PATH]

Each run starts our Wall (1280x720 window) and Aisleriot's Wall (`sol --variation wall`,
its window set to 1280x720 through its GSettings keys) one after the other on a private
Xvfb, alternating which goes first, and prints for each:

    window  seconds from launch until its window is viewable (polled in-process through
            libX11 every 2 ms: benchmarks/x11_probe.py)
    frame   seconds from launch until the window first shows a picture (its pixels are no
            longer one colour); our first frame already has the cards on it
    rss     MiB resident of the program's process `--settle` s after launch (tree: with
            its child processes: our solver worker)
    idle    CPU of the whole process tree over the next `--idle` s, % of one core (from
            each thread's schedstat, in nanoseconds)

then the ratios ours / Aisleriot per run. The memory guard: the median RSS ratio is at
most RSS_LIMIT (Aisleriot's own figure); over it, the run says so and exits with status
1. Ours runs as installed, with its modules compiled (one start before the runs writes
them; PYTHONDONTWRITEBYTECODE is dropped for it).
Without Aisleriot installed (`apt-get install aisleriot`; the game never needs it) only
our figures are printed. Xvfb runs without GLX unless --glx: with it GTK loads Mesa's
software OpenGL and Aisleriot holds about twice the memory, so without it Aisleriot is
measured at its leanest. Other work on the cores shifts every figure, which is why the
two programs are measured interleaved.
"""

import argparse
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.results import record, table
from benchmarks.x11_probe import X11Probe

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1280, 720)
SHOWN_COLOURS = 8            # a window showing this many colours has drawn something
RSS_LIMIT = 1.0              # our resident memory at most Aisleriot's


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


def our_command(binary=None):
    """`python main.py`, or a built executable (packaging/build.sh), on Wall at SIZE."""
    command = ([binary] if binary else [sys.executable, str(ROOT / "main.py")]) + \
        ["--game", "wall"]
    usage = subprocess.run(command[:-2] + ["--help"], capture_output=True, text=True).stdout
    if "--windowed" in usage:
        command.append("--windowed")
    return command + ["--size", f"{SIZE[0]}x{SIZE[1]}"]


def aisleriot_command():
    sol = shutil.which("sol") or shutil.which("sol", path="/usr/games")
    return [sol, "--variation", "wall"] if sol else None


def aisleriot_env(home: Path) -> dict:
    """A fresh configuration for Aisleriot with its window at SIZE."""
    env = dict(os.environ, XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), GSETTINGS_BACKEND="keyfile",
               NO_AT_BRIDGE="1")
    schema = "org.gnome.Patience.WindowState:/org/gnome/solitaire/window-state/"
    for key, value in zip(("width", "height"), SIZE):
        subprocess.run(["gsettings", "set", schema, key, str(value)], env=env, check=True)
    return env


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
    env = dict(env, DISPLAY=display)
    probe = X11Probe(display)
    start = time.perf_counter()
    program = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, cwd=tempfile.gettempdir())
    figures = {"window": None, "frame": None}
    try:
        window = None
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
        time.sleep(max(0.0, start + args.settle - time.perf_counter()))
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
            program.wait(timeout=5)
        except subprocess.TimeoutExpired:
            program.kill()
            program.wait()
        probe.close()
    return figures


def text(figures) -> str:
    def seconds(value):
        return "   --" if value is None else f"{value:5.3f}"
    return (f"window {seconds(figures['window'])} s  frame {seconds(figures['frame'])} s  "
            f"rss {figures['rss']:5.1f} MiB (tree {figures['tree']:5.1f})  "
            f"idle {figures['idle']:5.3f} %")


def ratio(ours, theirs) -> str:
    return "--" if not ours or not theirs else f"{ours / theirs:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--settle", type=float, default=12.0)
    parser.add_argument("--idle", type=float, default=20.0)
    parser.add_argument("--glx", action="store_true", help="keep Xvfb's GLX extension")
    parser.add_argument("--display", type=int, help="Xvfb's display number (default: free)")
    parser.add_argument("--binary", help="measure this built executable (e.g. "
                        "dist/aisle-five/aisle-five) instead of python main.py")
    args = parser.parse_args()
    ours, theirs = our_command(args.binary), aisleriot_command()
    our_env = dict(os.environ)
    our_env.pop("SDL_VIDEODRIVER", None)
    our_env.pop("AISLE_FIVE_DATA", None)
    # as installed: Python keeps the compiled modules (this machine's environment says
    # not to, which makes every start compile ours from source); one start that is not
    # measured writes them
    our_env.pop("PYTHONDONTWRITEBYTECODE", None)
    if theirs is None:
        print("Aisleriot is not installed (apt-get install aisleriot): our figures only")
    server, display = start_xvfb(args.glx, args.display)
    home = Path(tempfile.mkdtemp(prefix="versus-aisleriot-"))
    subprocess.run(ours + ["--frames", "1"], env=dict(our_env, SDL_VIDEODRIVER="dummy",
                   XDG_DATA_HOME=str(home / "warm-up")),
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    results = []
    try:
        print(f"Xvfb {display} ({'with' if args.glx else 'no'} GLX); {' '.join(ours)}"
              + (f" vs {' '.join(theirs)}" if theirs else ""))
        for run in range(1, args.runs + 1):
            # a first start, its data folder found as a player's is (platformdirs)
            our_env["XDG_DATA_HOME"] = str(home / f"ours-{run}")
            order = [("ours", ours, our_env)]
            if theirs:
                pair = ("aisleriot", theirs, aisleriot_env(home / f"aisleriot-{run}"))
                order = order + [pair] if run % 2 else [pair] + order
            row = {}
            for name, command, env in order:
                row[name] = measure(command, env, display, args)
                load = os.getloadavg()[0]
                print(f"run {run} {name:<9} {text(row[name])}  load {load:.2f}", flush=True)
            if theirs:
                a, b = row["ours"], row["aisleriot"]
                print(f"run {run} ratios    window {ratio(a['window'], b['window'])}  "
                      f"frame {ratio(a['frame'], b['frame'])}  rss {ratio(a['rss'], b['rss'])}"
                      f"  tree {ratio(a['tree'], b['tree'])}", flush=True)
            results.append(row)
        intro = (f"Wall at {SIZE[0]}x{SIZE[1]}, Xvfb {'with' if args.glx else 'without'} GLX;"
                 f" ours: `{' '.join(Path(part).name for part in ours)}`")
        lines = [intro, ""]
        lines += table(["run", "program", "window s", "frame s", "RSS MiB", "tree MiB",
                        "idle CPU %"], [
            (run, name, cell(f["window"], ".3f"), cell(f["frame"], ".3f"),
             f"{f['rss']:.1f}", f"{f['tree']:.1f}", f"{f['idle']:.3f}")
            for run, row in enumerate(results, start=1) for name, f in row.items()])
        over = False
        if theirs and len(results) > 1:
            medians = {key: statistics.median(ratio_of(r, key) for r in results)
                       for key in ("window", "frame", "rss", "tree")}
            print("median ratios  " + "  ".join(f"{k} {v:.2f}" for k, v in medians.items()))
            lines += ["", "Median ratios, ours / Aisleriot: " + ", ".join(
                f"{k} {v:.2f}" for k, v in medians.items())]
            over = medians["rss"] > RSS_LIMIT
            verdict = (f"RSS {medians['rss']:.2f}x Aisleriot's: "
                       + ("over" if over else "within") + f" the guard of {RSS_LIMIT:.1f}x")
            print(verdict)
            lines += ["", verdict]
        record("versus_aisleriot", lines)
        if over:
            sys.exit(1)
    finally:
        server.terminate()
        server.wait()
        shutil.rmtree(home, ignore_errors=True)


def cell(value, spec: str) -> str:
    return "--" if value is None else format(value, spec)


def ratio_of(row, key) -> float:
    ours, theirs = row["ours"][key], row["aisleriot"][key]
    return ours / theirs if ours and theirs else float("nan")


if __name__ == "__main__":
    main()
