#!/usr/bin/env python3
"""Runs a training step whose plan offloads tensors and places ops on the CPU.

The planners decide offloads themselves; this checks that whatever they
decide is executed exactly as modeled. For PROGRAM (a module with `@step` and
a `@main` harness, as for check_budgets.py) it:
  1. plans `@step` at --budget with remat-plan and reads the planning graph
     of the result (remat-print-graph);
  2. rewrites that plan: the nodes of --cpu-nodes (by default the first and
     the last elementwise node that reads no argument) run on the CPU; every
     activation whose next reader is at least --gap events away is offloaded
     right after a reader and prefetched right before the next one; whatever
     a node reads is moved first to the memory of the device it runs on, and
     outputs end in device memory;
  3. simulates the new schedule here (two memories, as
     include/remat/Graph/Simulator.h describes them) for its device and host
     peaks, and attaches it to `@step` (remat-apply rejects it unless its own
     simulator finds the same device peak);
  4. lowers it to the CPU (remat-apply, then remat-pipeline{lower=cpu}, where
     remat-verify-budget requires the static device peak to be the modeled
     one) and runs it with mlir-runner.
The run must print bitwise the results of the unplanned run, and measure the
modeled device peak and the modeled host peak exactly.

Prints one line per run and exits with 1 on the first failed check.
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_budgets import PEAK, RESULT, run  # noqa: E402

HOST_PEAK = re.compile(r"^remat-rt: host live (\d+) peak (\d+)$", re.M)
PLAN = re.compile(r"#remat\.plan<\"(\w[\w-]*)\", budget = (\d+), peak = (\d+), "
                  r"nodes = (\d+), tensors = (\d+), schedule = \[([^\]]*)\]>")
INPUT = re.compile(r"^  input t(\d+): (\d+) B$")
NODE = re.compile(r"^  node (\d+) (\S+) (?:\[[^\]]*\] )?\(([^)]*)\) -> "
                  r"\(([^)]*)\)")
RESULT_TENSOR = re.compile(r"^    t(\d+): (?:(\d+) B|view of t(\d+))$")
OUTPUTS = re.compile(r"^  outputs((?: t\d+)*)$")


def tensor_list(text):
    return [int(t[1:]) for t in text.replace(",", " ").split()]


class Graph:
    """The planning graph of one function, as remat-print-graph prints it."""

    def __init__(self, text, function):
        self.inputs, self.nodes, self.bytes, self.alias_of = [], [], {}, {}
        self.outputs = []
        lines = text.splitlines()
        start = lines.index(next(l for l in lines
                                 if l.startswith("graph @%s:" % function)))
        for line in lines[start + 1:]:
            if line.startswith("graph @"):
                break
            if m := INPUT.match(line):
                self.inputs.append(int(m[1]))
                self.bytes[int(m[1])] = int(m[2])
            elif m := NODE.match(line):
                assert int(m[1]) == len(self.nodes)
                self.nodes.append((m[2], tensor_list(m[3]),
                                   tensor_list(m[4])))
            elif m := RESULT_TENSOR.match(line):
                if m[2] is not None:
                    self.bytes[int(m[1])] = int(m[2])
                else:
                    self.alias_of[int(m[1])] = int(m[3])
            elif m := OUTPUTS.match(line):
                self.outputs = tensor_list(m[1])
        self.producer = {r: n for n, (_, _, results) in enumerate(self.nodes)
                         for r in results}

    def storage(self, t):
        while t in self.alias_of:
            t = self.alias_of[t]
        return t

    def holds_memory(self, t):
        """Scalars and constants take no planned memory."""
        return self.bytes.get(self.storage(t), 0) > 0


def parse_schedule(text):
    events = []
    for event in text.split(","):
        words = event.split()
        device = words[3] if len(words) == 4 else "gpu"
        events.append((words[0], int(words[1]), device))
    return events


def format_schedule(events):
    return ", ".join("%s %d%s" % (kind, x, " on cpu" if device == "cpu"
                                  else "") for kind, x, device in events)


def simulate(graph, events):
    """Device and host peaks of a schedule: storage is counted once per alias
    class and memory; a compute holds its operands and results at once."""
    where, count, live = {}, {}, {"D": 0, "H": 0}

    def place(t, memory):
        where[t] = memory
        key = (memory, graph.storage(t))
        count[key] = count.get(key, 0) + 1
        if count[key] == 1:
            live[memory] += graph.bytes.get(graph.storage(t), 0)

    def drop(t):
        memory = where.pop(t)
        key = (memory, graph.storage(t))
        count[key] -= 1
        if count[key] == 0:
            live[memory] -= graph.bytes.get(graph.storage(t), 0)

    for t in graph.inputs:
        place(t, "D")
    peak = dict(live)
    for kind, x, device in events:
        if kind == "compute":
            memory = "H" if device == "cpu" else "D"
            for t in graph.nodes[x][1]:
                assert where.get(t) == memory, (kind, x, t)
            for t in graph.nodes[x][2]:
                if where.get(t) != memory:
                    assert t not in where, (kind, x, t)
                    place(t, memory)
        elif kind == "free":
            drop(x)
        else:
            assert where.get(x) == ("D" if kind == "offload" else "H")
            drop(x)
            place(x, "H" if kind == "offload" else "D")
        for memory in live:
            peak[memory] = max(peak[memory], live[memory])
    for t in graph.outputs:
        assert where.get(t) == "D", t
    return peak["D"], peak["H"]


def eligible_cpu_nodes(graph, events):
    """Elementwise nodes that read no argument, in schedule order."""
    chosen = []
    for kind, x, _ in events:
        if kind != "compute":
            continue
        name, operands, results = graph.nodes[x]
        if (name == "linalg.generic" and x not in chosen
                and all(t in graph.producer for t in operands)
                and any(graph.holds_memory(t) for t in results)):
            chosen.append(x)
    return chosen


def inject(graph, events, cpu_nodes, gap):
    """The schedule with offloads, prefetches and CPU computes (see above)."""
    def next_use(t, i):
        """(index, is_read) of the next event after i that reads, frees or
        recomputes t; (None, False) if none."""
        for j in range(i + 1, len(events)):
            kind, x, _ = events[j]
            if kind == "free" and x == t:
                return j, False
            if kind == "compute":
                if t in graph.nodes[x][2]:
                    return j, False
                if t in graph.nodes[x][1]:
                    return j, True
        return None, False

    # Whole buffers only: a tensor that is a view or has views stays put.
    viewed = {graph.storage(t) for t in graph.alias_of}
    movable = {t for t in graph.producer if graph.holds_memory(t) and
               t not in graph.alias_of and t not in viewed}
    out, where = [], {t: "D" for t in graph.inputs}

    def move(t, memory):
        out.append(("offload" if memory == "H" else "prefetch", t, "gpu"))
        where[t] = memory

    for i, (kind, x, _) in enumerate(events):
        if kind == "free":
            out.append((kind, x, "gpu"))
            where.pop(x)
            continue
        assert kind == "compute", "the base plan moves nothing"
        _, operands, results = graph.nodes[x]
        device = "cpu" if x in cpu_nodes else "gpu"
        memory = "H" if device == "cpu" else "D"
        for t in operands:
            if where[t] != memory:
                move(t, memory)
        out.append((kind, x, device))
        for t in results:
            where[t] = memory
        for t in operands + results:
            j, is_read = next_use(t, i)
            if (t in movable and where[t] == "D" and is_read
                    and j - i >= gap):
                move(t, "H")
    for t in graph.outputs:
        if where[t] != "D":
            move(t, "D")
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("program")
    parser.add_argument("--remat-opt", required=True)
    parser.add_argument("--runner", required=True)
    parser.add_argument("--shared-libs", required=True)
    parser.add_argument("--budget", default="100%")
    parser.add_argument("--gap", type=int, default=8)
    parser.add_argument("--cpu-nodes", default="",
                        help="comma-separated node ids (default: the first "
                             "and the last eligible one)")
    parser.add_argument("--tmp", required=True)
    args = parser.parse_args()
    os.makedirs(args.tmp, exist_ok=True)
    name = os.path.basename(args.program)
    tag = args.budget.replace("%", "pct")
    path = lambda suffix: os.path.join(args.tmp, "%s.%s.%s" % (name, tag,
                                                                suffix))

    def execute(source, passes, what):
        lowered = path(what + ".llvm.mlir")
        run([args.remat_opt, source, "-o", lowered] + passes)
        out = run([args.runner, lowered, "-e", "main",
                   "-entry-point-result=i32", "-shared-libs=" +
                   args.shared_libs])
        peaks, host, results = (PEAK.findall(out), HOST_PEAK.findall(out),
                                RESULT.findall(out))
        if len(peaks) != 1 or len(host) > 1 or not results:
            sys.exit("FAIL: %s: unexpected output:\n%s" % (what, out))
        return int(peaks[0][1]), int(host[0][1]) if host else 0, results

    ref_peak, _, ref_results = execute(args.program, ["--remat-lower=cpu"],
                                       "noremat")

    planned = path("planned.mlir")
    run([args.remat_opt, args.program, "-o", planned, "--pass-pipeline="
         "builtin.module(remat-plan{entry=step budget=%s})" % args.budget])
    with open(planned) as f:
        text = f.read()
    (plan,) = PLAN.findall(text)
    solver, _, base_peak, nodes, tensors, schedule = plan
    graph = Graph(run([args.remat_opt, planned, "--symbol-privatize="
                       "exclude=step", "--symbol-dce", "--remat-print-graph",
                       "-o", os.devnull]), "step")
    base = parse_schedule(schedule)
    if args.cpu_nodes:
        cpu_nodes = [int(n) for n in args.cpu_nodes.split(",")]
    else:
        eligible = eligible_cpu_nodes(graph, base)
        cpu_nodes = sorted({eligible[0], eligible[-1]})
    events = inject(graph, base, cpu_nodes, args.gap)
    device_peak, host_peak = simulate(graph, events)
    attr = ('#remat.plan<"%s", budget = %d, peak = %d, nodes = %s, '
            'tensors = %s, schedule = [%s]>' % (
                solver, device_peak, device_peak, nodes, tensors,
                format_schedule(events)))
    injected = path("offload.mlir")
    with open(injected, "w") as f:
        f.write(PLAN.sub(lambda _: attr, text))

    peak, host, results = execute(injected, [
        "--pass-pipeline=builtin.module(func.func(remat-apply),"
        "remat-pipeline{lower=cpu})"], "offload")
    count = lambda kind: sum(1 for e in events if e[0] == kind)
    print("%s: offload plan from %s: %d offloads, %d prefetches, nodes %s on "
          "cpu: modeled peak %d B (host %d B), measured peak %d B (host %d B);"
          " plan before %s B, no remat %d B" % (
              name, args.budget, count("offload"), count("prefetch"),
              ",".join(map(str, cpu_nodes)), device_peak, host_peak, peak,
              host, base_peak, ref_peak))
    if results != ref_results:
        sys.exit("FAIL: %s: results differ from the unplanned run:\n  %s\n"
                 "vs\n  %s" % (name, "\n  ".join(results),
                               "\n  ".join(ref_results)))
    if peak != device_peak or host != host_peak:
        sys.exit("FAIL: %s: measured peaks (device %d B, host %d B) are not "
                 "the modeled ones (%d B, %d B)" % (
                     name, peak, host, device_peak, host_peak))
    if not count("offload") or not host_peak:
        sys.exit("FAIL: %s: the plan moves nothing to host memory" % name)
    if device_peak >= int(base_peak):
        sys.exit("FAIL: %s: offloading did not lower the device peak" % name)
    print("%s: PASS" % name)


if __name__ == "__main__":
    main()
