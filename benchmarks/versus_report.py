"""What benchmarks/versus_aisleriot.py measures, the goals it judges it by, and the
RESULTS.md lines it writes: each program's median figures per case, and the ratios of
ours against the bare floor and Aisleriot (the floor's own ratio beside them).
"""

import statistics

from benchmarks.results import table

FRAME_GOAL = 1.1             # our first frame at most 1.1x the bare floor's
READY_GOAL = 1.0             # dealt and taking input at most Aisleriot's first frame
                             # with cards (its dealt figure)
RSS_LIMIT = 1.0              # our resident memory at most Aisleriot's
CASES = {                    # id: (name, window size or None for fullscreen)
    "wall": ("Wall", (1280, 720)),
    "forty-thieves": ("Forty Thieves", None),
}
PROGRAMS = ("ours", "ours, new", "bare", "aisleriot")
FIGURES = ("window", "frame", "dealt", "input", "ready")


def seconds(value) -> str:
    return "--" if value is None else f"{value:.3f}"


def paired(runs, ours, theirs, key, their_key=None) -> float | None:
    """The median over runs of ours' `key` / theirs' `their_key` (default: `key`)."""
    their_key = their_key or key
    ratios = [run[ours][key] / run[theirs][their_key] for run in runs
              if run.get(ours, {}).get(key) and run.get(theirs, {}).get(their_key)]
    return statistics.median(ratios) if ratios else None


def median(runs, program, key):
    values = [run[program][key] for run in runs if run.get(program, {}).get(key)]
    return statistics.median(values) if values else None


def report(results, args, loads):
    """RESULTS.md lines: per case, the median figures of each program and the goals'
    ratios; and whether the memory guard was passed over."""
    lines = [f"Xvfb without GLX{' (GLX on)' if args.glx else ''}, 1920x1080 screen; "
             f"{max(map(len, results.values()))} runs interleaved, each program warmed "
             "first; load average "
             f"{min(loads):.2f}–{max(loads):.2f}. Medians, seconds from launch (ready: "
             "dealt and taking input); ours: the game in progress a start left, "
             "animation Off; ours, new: a new data folder, a new deal.", ""]
    over = False
    for case, runs in results.items():
        name, size = CASES[case]
        where = "fullscreen" if size is None else f"{size[0]}x{size[1]}"
        lines += [f"**{name}, {where}**", ""]
        rows = []
        for program in PROGRAMS + ("before",):
            if not any(program in run for run in runs):
                continue
            rows.append([program] + [seconds(median(runs, program, key)) for key in FIGURES]
                        + [f"{median(runs, program, key) or 0:.1f}" for key in ("rss", "tree")]
                        + [f"{median(runs, program, 'idle') or 0:.2f}"])
        lines += table(["program"] + [f"{key} s" for key in FIGURES]
                       + ["RSS MiB", "tree MiB", "idle CPU %"], rows)
        ratios = []
        for ours in ("ours", "ours, new", "before"):
            if not any(ours in run for run in runs):
                continue
            frame = paired(runs, ours, "bare", "frame")
            ready = paired(runs, ours, "aisleriot", "ready", "dealt")
            rss = paired(runs, ours, "aisleriot", "rss")
            ratios.append([ours, goal(frame, FRAME_GOAL), goal(ready, READY_GOAL),
                           goal(rss, RSS_LIMIT)])
            if ours == "ours" and rss is not None and rss > RSS_LIMIT:
                over = True
        floor = paired(runs, "bare", "aisleriot", "ready", "dealt")
        if floor is not None:
            ratios.append(["bare (the floor)", "--", f"{floor:.2f}", "--"])
        lines += ["", "Median ratios per run:", ""] + table(
            ["", f"frame / bare's frame (goal ≤ {FRAME_GOAL})",
             f"ready / Aisleriot's first frame with cards (goal ≤ {READY_GOAL})",
             f"RSS / Aisleriot's (guard ≤ {RSS_LIMIT})"], ratios) + [""]
    if over:
        lines.append(f"Our RSS is over the guard of {RSS_LIMIT:.1f}x Aisleriot's.")
    return lines[:-1] if lines[-1] == "" else lines, over


def goal(value, limit) -> str:
    if value is None:
        return "--"
    return f"{value:.2f} ({'met' if value <= limit else 'not met'})"
