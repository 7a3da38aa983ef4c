"""benchmarks/RESULTS.md: each benchmark script writes its own section there.

A section is a `## NAME` heading, one header line naming the date (UTC) and the machine,
then the script's figures. Writing a section replaces that script's earlier one and keeps
every other section as it was, so the file always holds the latest run of each script and
figures never have to be copied by hand into the README or into docstrings.
"""

import datetime
import os
import platform
import sys
from importlib import metadata
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "RESULTS.md"
PREAMBLE = ("# Benchmark results\n\n"
            "Written by the scripts in benchmarks/ (`python -m benchmarks.NAME`): each run\n"
            "replaces its own section. The header line of a section says when and where it\n"
            "ran; figures from a shared or busy machine compare only within a section.\n")


def cpu_model() -> str:
    """The CPU's model name from /proc/cpuinfo, else what platform knows."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    return " ".join(line.split(":", 1)[1].split())
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown CPU"


def os_name() -> str:
    """The distribution's pretty name where there is one, else the system and release."""
    try:
        return platform.freedesktop_os_release()["PRETTY_NAME"]
    except (OSError, AttributeError, KeyError):
        return f"{platform.system()} {platform.release()}"


def package_version(name: str) -> str:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "absent"


def header_line(now=None) -> str:
    """`_YYYY-MM-DD HH:MM UTC · CPU · N cores · OS · Python X.Y.Z · pygame-ce V_`."""
    now = now or datetime.datetime.now(datetime.UTC)
    parts = [now.strftime("%Y-%m-%d %H:%M UTC"), cpu_model(), f"{os.cpu_count()} cores",
             os_name(), f"Python {platform.python_version()}",
             f"pygame-ce {package_version('pygame-ce')}"]
    return "_" + " · ".join(parts) + "_"


def table(headers, rows) -> list:
    """A Markdown table as lines."""
    lines = ["| " + " | ".join(str(h) for h in headers) + " |",
             "| " + " | ".join("---" for _ in headers) + " |"]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return lines


def command_line() -> str:
    """How this script was run, as a reader would type it again."""
    module = Path(sys.argv[0]).stem
    return " ".join([f"python -m benchmarks.{module}"] + sys.argv[1:])


def _sections(text: str):
    """(preamble, [(name, block)]) where each block starts with its `## name` line."""
    preamble, sections = [], []
    for line in text.splitlines(keepends=True):
        if line.startswith("## "):
            sections.append([line[3:].strip(), [line]])
        elif sections:
            sections[-1][1].append(line)
        else:
            preamble.append(line)
    return "".join(preamble), [(name, "".join(block)) for name, block in sections]


def write_section(name: str, body, path=RESULTS, now=None) -> None:
    """Replace (or add at the end) the `## name` section of `path` with the header line
    and `body` (lines); every other section stays as it was."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        text = PREAMBLE
    preamble, sections = _sections(text)
    block = "\n".join([f"## {name}", "", header_line(now), "", *body]).rstrip() + "\n\n"
    names = [existing for existing, _ in sections]
    if name in names:
        sections[names.index(name)] = (name, block)
    else:
        sections.append((name, block))
    out = preamble.rstrip() + "\n\n" + "".join(
        b if b.endswith("\n\n") else b.rstrip() + "\n\n" for _, b in sections)
    temporary = Path(f"{path}.tmp")
    temporary.write_text(out.rstrip() + "\n", encoding="utf-8")
    os.replace(temporary, path)


def record(name: str, body, path=RESULTS) -> None:
    """Write script `name`'s section: the command that ran it, then `body` (lines)."""
    write_section(name, [f"`{command_line()}`", "", *body], path=path)
    print(f"(written to {path.name}, section {name})")
