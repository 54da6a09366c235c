"""What scripts (the benchmarks) ask of remat's tools' options, defined
once: an option's values, and the planner names NAME+FLAG they run."""

import re
import subprocess


def planner_flags(solver, prefix=""):
    """A benchmark's planner NAME+FLAG+...: NAME runs with --PREFIXFLAG each
    (auto+reorder: auto with --reorder, or --remat-reorder for remat-opt).
    Returns NAME and the flags."""
    name, *flags = solver.split("+")
    return name, ["--" + prefix + f for f in flags]


def option_values(binary, flag):
    """The values a tool's --help lists for an enum option (e.g. the planners
    of --solver, or of --remat-solver), in its order; None when it has no such
    option."""
    proc = subprocess.run([binary, "--help"], capture_output=True, text=True)
    lines = proc.stdout.splitlines()
    start = next((i for i, l in enumerate(lines)
                  if l.strip().startswith(flag + "=")), None)
    if start is None:
        return None
    values = []
    for line in lines[start + 1:]:
        m = re.match(r"\s+=([A-Za-z0-9_-]+)\s", line)
        if not m:
            break
        values.append(m.group(1))
    return values
