#!/usr/bin/env python3
"""Benchmarks remat's planners against PyTorch's partitioner on the model zoo.

For every zoo model (python/remat_torch/zoo.py) and budget (70/50/30% by
default) it

  1. imports the model's training step to linalg on tensors (cached under
     bench/results/models/<size>/, generated when missing) and plans it with
     every remat solver through build/bin/remat-opt: modeled overhead (% extra
     compute over the no-remat step), plan time, peak before/after, or the
     failure (an infeasible budget is a result: remat-opt names the minimal
     feasible budget);
  2. runs PyTorch's min-cut + knapsack partitioner
     (functorch's min_cut_rematerialization_partition under
     torch._functorch.config.activation_memory_budget = the same fraction)
     on the same network and loss, over fake tensors: bytes the forward saves
     for the backward, recompute FLOPs (backward FLOPs minus those at budget
     1.0, FlopCounterMode) and overhead = recompute FLOPs / step FLOPs;
  3. writes bench/results/models-<time>.json and .md, and PNG plots (overhead
     against budget per model; memory timelines of a CNN and of GPT-2).

Run it with the interpreter that has torch and torch-mlir:

    .venv/bin/python bench/models/run.py                   # full sizes
    .venv/bin/python bench/models/run.py --size tiny       # a quick run
    .venv/bin/python bench/models/run.py --models resnet50,gpt2 --budgets 50
    .venv/bin/python bench/models/run.py --no-pytorch --solvers auto,chen
    bench/models/run.py --size tiny --cache test/Models --no-pytorch \
        --solvers auto,auto+reorder --budgets 90,80,70   # the tiny zoo of the tests

A planner named NAME+FLAG runs NAME with --remat-FLAG (auto+reorder: auto,
also in the order the memory-order search finds).

remat-opt plans for a GPU-only machine (--devices, default gpu0:1TiB: no host,
so no swapping, and a capacity that never caps the budget): every plan is
recompute-only and its overhead is its extra FLOPs, as PyTorch's is.
"""

import argparse
import datetime
import json
import os
import re
import shlex
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "python"))
from remat_tools.messages import parse_failure  # noqa: E402
from remat_tools.options import planner_flags  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_SOLVERS = ["auto", "chen", "dtr", "dp-approx", "dp", "milp", "lp-round"]
# Planners whose model grows quadratically: skipped above --node-limit nodes.
EXACT_SOLVERS = {"milp", "lp-round", "dp"}
NAMES = ["mlp", "resnet18", "resnet50", "vgg16", "mobilenetv2", "unet", "gpt2",
         "bert"]
# The memory-timeline plots: the first of these models in the run.
TIMELINE_MODELS = [("resnet50", "resnet18"), ("gpt2",)]


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", choices=["full", "tiny"], default="full")
    ap.add_argument("--models", default=",".join(NAMES),
                    help="comma-separated subset of: " + ", ".join(NAMES))
    ap.add_argument("--solvers", default=",".join(DEFAULT_SOLVERS))
    ap.add_argument("--budgets", default="70,50,30",
                    help="percentages: of the step's no-remat peak for remat, "
                         "activation_memory_budget (/100) for PyTorch")
    ap.add_argument("--time-limit", type=float, default=60.0,
                    help="--remat-time-limit of every planner (s)")
    ap.add_argument("--node-limit", type=int, default=400,
                    help="skip milp, lp-round and dp above this many nodes")
    ap.add_argument("--devices", default="gpu0:1TiB",
                    help="--remat-devices of remat-opt ('' for the module's "
                         "or remat's default machine, which may swap)")
    ap.add_argument("--bin", default=os.path.join(REPO, "build", "bin", "remat-opt"))
    ap.add_argument("--out", default=os.path.join(REPO, "bench", "results"))
    ap.add_argument("--cache", default=None,
                    help="MLIR cache (default OUT/models/SIZE)")
    ap.add_argument("--regenerate", action="store_true",
                    help="re-import models even when cached")
    ap.add_argument("--no-pytorch", action="store_true",
                    help="skip PyTorch's partitioner")
    ap.add_argument("--plot-python", default="/usr/bin/python3",
                    help="interpreter with matplotlib for the plots when "
                         "this one has none")
    return ap.parse_args()


def log(msg):
    print(msg, flush=True)


def first_error(stderr):
    """remat-opt's diagnostic lines, without the echoed op and caret."""
    lines = [l for l in stderr.splitlines()
             if l.strip() and not l.startswith((" ", "\t"))]
    return "\n".join(lines)[:2000] or stderr.strip()[-2000:]


# --- Importing -------------------------------------------------------------


def generate(name, size, cache, regenerate):
    path = os.path.join(cache, name + ".mlir")
    rec = {"mlir": os.path.relpath(path, REPO), "cached": True}
    if os.path.exists(path) and not regenerate:
        rec["gen_s"] = 0.0
        return path, rec
    env = dict(os.environ)
    env["PYTHONPATH"] = os.path.join(REPO, "python") + (
        os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    cmd = [sys.executable, "-m", "remat_torch.zoo", "--size", size,
           "--models", name, "--out", cache]
    start = time.monotonic()
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env,
                          cwd=REPO)
    rec.update({"cached": False, "gen_s": time.monotonic() - start,
                "gen_cmd": "PYTHONPATH=python " + shlex.join(cmd)})
    if proc.returncode != 0 or not os.path.exists(path):
        rec["error"] = ("import failed (exit %d): %s" % (
            proc.returncode, (proc.stderr.strip() or proc.stdout.strip())[-3000:]))
        return None, rec
    return path, rec


# --- remat-opt -------------------------------------------------------------

def remat_cmd(args, mlir, budget, solver, report):
    name, flags = planner_flags(solver, "remat-")
    cmd = [args.bin, mlir, "--remat-entry=step", "--remat-budget=" + budget,
           "--remat-solver=" + name, "--remat-time-limit=%g" % args.time_limit,
           "--remat-report=" + report, "-o", "/dev/null"] + flags
    if args.devices:
        cmd.insert(2, "--remat-devices=" + args.devices)
    return cmd


def run_remat(args, mlir, budget, solver, report):
    """One remat-opt run; the report's numbers, or the failure."""
    cmd = remat_cmd(args, mlir, budget, solver, report)
    rec = {"cmd": shlex.join(os.path.relpath(c, REPO) if c.startswith(REPO)
                             else c for c in cmd)}
    if os.path.exists(report):
        os.unlink(report)
    start = time.monotonic()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True,
                              timeout=2 * args.time_limit + 120)
    except subprocess.TimeoutExpired:
        rec.update({"status": "timeout", "wall_s": time.monotonic() - start})
        return rec, None
    rec["wall_s"] = time.monotonic() - start
    rec["exit_code"] = proc.returncode
    if proc.returncode != 0 or not os.path.exists(report):
        msg = first_error(proc.stderr)
        rec["message"] = msg
        failure = parse_failure(msg)
        if failure:
            rec.update(failure)
        elif "is unavailable" in msg:
            rec["status"] = "unavailable"
        elif proc.returncode < 0:
            rec["status"] = "crash"
        else:
            rec["status"] = "error"
        return rec, None
    with open(report) as f:
        fn = json.load(f)["functions"][0]
    rec.update({
        "status": fn["status"], "budget": fn["budget"],
        "peak_before": fn["peak_before"], "peak_after": fn["peak_after"],
        "overhead": fn["overhead"], "time_before_s": fn["time_before_s"],
        "time_after_s": fn["time_after_s"], "solve_time_s": fn["solve_time_s"],
        "gap": fn.get("gap"), "transfers": fn.get("transfers", 0),
        "recomputed_ops": len(fn["recomputed"]),
        "recomputations": sum(r["recomputes"] for r in fn["recomputed"]),
    })
    return rec, fn


def graph_nodes(args, mlir):
    """Node count of @step (remat-opt --remat-print-graph)."""
    proc = subprocess.run([args.bin, "--remat-print-graph", mlir, "-o", "/dev/null"],
                          capture_output=True, text=True)
    m = re.search(r"graph @step: (\d+) nodes", proc.stdout + proc.stderr)
    return int(m.group(1)) if m else None


# --- PyTorch's partitioner ---------------------------------------------------


class TorchSide:
    """min_cut_rematerialization_partition at a memory budget, over fake
    tensors: the forward/backward FX graphs it chooses."""

    def __init__(self):
        import torch
        from torch._subclasses.fake_tensor import FakeTensorMode
        from torch._functorch.aot_autograd import aot_function
        from torch._functorch.partitioners import min_cut_rematerialization_partition
        import torch._functorch.config as fconfig
        from torch.utils.flop_counter import FlopCounterMode
        from torch.func import functional_call
        from torch.multiprocessing.reductions import StorageWeakRef
        sys.path.insert(0, os.path.join(REPO, "python"))
        from remat_torch import zoo
        from remat_torch.importer import make_stateless
        self.torch, self.FakeTensorMode = torch, FakeTensorMode
        self.aot_function, self.partition = aot_function, min_cut_rematerialization_partition
        self.fconfig, self.FlopCounterMode = fconfig, FlopCounterMode
        self.functional_call, self.StorageWeakRef = functional_call, StorageWeakRef
        self.zoo, self.make_stateless = zoo, make_stateless

    def entry(self, name, size):
        return {e.name: e for e in self.zoo.entries(size)}[name]

    def flops(self, gm, mode):
        """(FlopCounterMode's FLOPs of `gm`, elements written by its other
        ops): FlopCounterMode counts matmuls, convolutions and attention
        only; remat's cost model also counts every other op that is not a
        view as the elements it writes, which the second number mirrors."""
        vals = [n.meta["val"] for n in gm.graph.nodes if n.op == "placeholder"]
        with mode, self.FlopCounterMode(display=False) as fc:
            gm(*vals)
        from torch.utils.flop_counter import flop_registry
        elems = 0
        for n in gm.graph.nodes:
            op = n.target
            if n.op != "call_function" or not hasattr(op, "_schema"):
                continue
            if op.overloadpacket in flop_registry:
                continue
            if any(r.alias_info is not None for r in op._schema.returns):
                continue  # A view: free, as in remat's model.
            outs = n.meta.get("val")
            outs = outs if isinstance(outs, (tuple, list)) else [outs]
            elems += sum(v.numel() for v in outs
                         if isinstance(v, self.torch.Tensor))
        return fc.get_total_flops(), elems

    def measure(self, entry, budget):
        torch = self.torch
        mode = self.FakeTensorMode()
        with mode:
            torch.manual_seed(0)
            model = self.make_stateless(entry.build())
            ins = [torch.randint(0, a.range, a.shape) if a.kind == "int"
                   else torch.empty(a.shape) for a in entry.inputs]
            names = [n for n, _ in model.named_parameters()]
            params = [p.detach().requires_grad_(True)
                      for _, p in model.named_parameters()]
        k = len(ins)
        loss_fn, call = entry.loss, self.functional_call

        def step(*a):
            out = call(model, dict(zip(names, a[k:])), (a[0],))
            return loss_fn(out, *a[1:k])

        rec = {}

        def partition_fn(joint, joint_inputs, **kw):
            t = time.monotonic()
            fw, bw = self.partition(joint, joint_inputs, **kw)
            rec.update({"partition_s": time.monotonic() - t, "fw": fw, "bw": bw,
                        "num_fwd_outputs": kw["num_fwd_outputs"],
                        "joint_nodes": len(joint.graph.nodes)})
            return fw, bw

        def keep(gm, _):
            return gm

        fn = self.aot_function(step, fw_compiler=keep, bw_compiler=keep,
                               partition_fn=partition_fn)
        start = time.monotonic()
        with self.fconfig.patch(activation_memory_budget=budget), mode:
            fn(*ins, *params)
        rec["trace_partition_s"] = time.monotonic() - start
        fw, bw = rec.pop("fw"), rec.pop("bw")
        out = [n for n in fw.graph.nodes if n.op == "output"][0].args[0]
        saved = [n for n in out[rec["num_fwd_outputs"]:]
                 if isinstance(n.meta.get("val"), torch.Tensor)]

        def storage(v):
            return self.StorageWeakRef(v.untyped_storage())

        inputs = {storage(n.meta["val"]) for n in fw.graph.nodes
                  if n.op == "placeholder"
                  and isinstance(n.meta.get("val"), torch.Tensor)}
        size = lambda v: v.numel() * v.element_size()
        rec["saved_tensors"] = len(saved)
        rec["saved_bytes"] = sum(size(n.meta["val"]) for n in saved)
        # Activations: saved tensors that are not (views of) the step's
        # inputs or parameters, each storage once.
        acts = {}
        for n in saved:
            v = n.meta["val"]
            s = storage(v)
            if s not in inputs:
                acts[s] = max(acts.get(s, 0), v.untyped_storage().nbytes())
        rec["saved_activation_bytes"] = sum(acts.values())
        rec["fw_flops"], rec["fw_other_elems"] = self.flops(fw, mode)
        rec["bw_flops"], rec["bw_other_elems"] = self.flops(bw, mode)
        return rec


def run_pytorch(side, name, size, fractions):
    """PyTorch's partitioner at budget 1.0 (the baseline) and each fraction."""
    entry = side.entry(name, size)
    rows, base = [], None
    for frac in [1.0] + [f for f in fractions if f != 1.0]:
        start = time.monotonic()
        try:
            rec = side.measure(entry, frac)
            rec["status"] = "ok"
        except Exception as e:  # Recorded, not fatal: the other models go on.
            import traceback
            rec = {"status": "error", "message": "%s: %s" % (type(e).__name__, e),
                   "traceback": traceback.format_exc()[-3000:]}
        rec["wall_s"] = time.monotonic() - start
        rec.update({"model": name, "fraction": frac, "solver": "pytorch"})
        if frac == 1.0:
            base = rec if rec["status"] == "ok" else None
        if base and rec["status"] == "ok":
            step = base["fw_flops"] + base["bw_flops"]
            rec["step_flops"] = step
            rec["recompute_flops"] = rec["bw_flops"] - base["bw_flops"]
            rec["overhead"] = rec["recompute_flops"] / step if step else None
            # With remat's cost model: + elements written by the other ops.
            step_all = step + base["fw_other_elems"] + base["bw_other_elems"]
            rec["recompute_all_ops"] = (rec["recompute_flops"] + rec["bw_other_elems"]
                                        - base["bw_other_elems"])
            rec["overhead_all_ops"] = (rec["recompute_all_ops"] / step_all
                                       if step_all else None)
            if base["saved_activation_bytes"]:
                rec["activation_ratio"] = (rec["saved_activation_bytes"] /
                                           base["saved_activation_bytes"])
        rows.append(rec)
    return rows


# --- Output ------------------------------------------------------------------


def human(n):
    if not isinstance(n, (int, float)):
        return "-"
    for unit in ["B", "KiB", "MiB", "GiB", "TiB"]:
        if abs(n) < 1024 or unit == "TiB":
            return ("%d %s" % (n, unit)) if unit == "B" else "%.2f %s" % (n, unit)
        n /= 1024.0


def pct(v):
    return "%.2f%%" % (100 * v) if isinstance(v, (int, float)) else "-"


def ratio(a, b):
    if not isinstance(a, (int, float)) or not isinstance(b, (int, float)):
        return "-"
    if b == 0:
        return "-" if a else "1.00"
    return "%.2f" % (a / b)


def table_rows(results):
    """(model, budget, solver, status, overhead, plan time, bytes, vs pytorch,
    vs chen) for the Markdown table and the console."""
    out = []
    for name, m in results["models"].items():
        for b in results["budgets"]:
            rem = [r for r in results["remat"] if r["model"] == name and r["percent"] == b]
            pt = next((r for r in results["pytorch"] if r["model"] == name
                       and abs(r["fraction"] - b / 100.0) < 1e-9), None)
            chen = next((r for r in rem if r["solver"] == "chen"), None)
            pt_ov = pt.get("overhead") if pt else None
            pt_all = pt.get("overhead_all_ops") if pt else None
            chen_ov = chen.get("overhead") if chen else None
            for r in rem:
                st = r["status"]
                if st == "infeasible":
                    st = "infeasible (min %s %s)" % ("=" if r.get("min_exact") else "<=",
                                                      human(r["min_feasible_at_most"]))
                elif st == "skipped":
                    st = "skipped (%s)" % r["message"]
                out.append([name, "%d%%" % b, r["solver"], st, pct(r.get("overhead")),
                            "%.2f" % r["solve_time_s"] if "solve_time_s" in r else "-",
                            "%s -> %s" % (human(r.get("peak_before", m.get("peak_before"))),
                                          human(r.get("peak_after"))),
                            ratio(r.get("overhead"), pt_ov), ratio(r.get("overhead"), pt_all),
                            ratio(r.get("overhead"), chen_ov)])
            if pt:
                out.append([name, "%d%%" % b, "pytorch", pt["status"],
                            "%s (all ops %s)" % (pct(pt_ov), pct(pt_all)),
                            "%.2f" % pt["partition_s"] if "partition_s" in pt else "-",
                            "saved %s (act. %s)" % (human(pt.get("saved_bytes")),
                                                    human(pt.get("saved_activation_bytes"))),
                            "1.00" if pt_ov is not None else "-",
                            "1.00" if pt_all is not None else "-",
                            ratio(pt_all, chen_ov)])
    return out


HEADER = ["model", "budget", "solver", "status", "overhead", "plan time (s)",
          "peak before -> after / saved for bw", "vs pytorch", "vs pytorch (all ops)",
          "vs chen"]


def write_markdown(path, results):
    lines = ["# remat vs PyTorch on the model zoo (%s sizes, %s)" % (
        results["size"], results["stamp"]), ""]
    lines.append("| model | what | nodes | no-remat peak | auto's min feasible "
                 "budget | PyTorch saved at 1.0 (activations) | import (s) |")
    lines.append("|---|---|---:|---:|---:|---:|---:|")
    for name, m in results["models"].items():
        base = next((r for r in results["pytorch"] if r["model"] == name
                     and r["fraction"] == 1.0 and r["status"] == "ok"), {})
        mn = m.get("min_budget")
        lines.append("| %s | %s | %s | %s | %s | %s (%s) | %.1f |" % (
            name, m.get("what", ""), m.get("nodes", "-"), human(m.get("peak_before")),
            "%s (%.0f%%)" % (human(mn), 100.0 * mn / m["peak_before"])
            if mn and m.get("peak_before") else m.get("min_error", "-")[:80],
            human(base.get("saved_bytes")), human(base.get("saved_activation_bytes")),
            m.get("gen_s", 0)))
    lines += ["", "Budget: remat = % of the step's no-remat peak; pytorch = "
              "activation_memory_budget. Overhead: remat = modeled extra time "
              "(all ops' FLOPs, recompute only); pytorch = extra backward "
              "FLOPs (FlopCounterMode: matmuls/convolutions) / step FLOPs at 1.0; "
              "'all ops' also counts every other non-view op as the elements it "
              "writes, as remat's cost model does. 'vs' columns: ratio of "
              "overheads at the same percentage (pytorch's row: its all-ops "
              "overhead vs chen's).", ""]
    lines.append("| " + " | ".join(HEADER) + " |")
    lines.append("|" + "---|" * len(HEADER))
    for row in table_rows(results):
        lines.append("| " + " | ".join(row) + " |")
    # Failures, one line per planner and message (file and budget left out),
    # with the models it happened on and one command that shows it.
    groups = {}
    for name, m in results["models"].items():
        if m.get("error"):
            groups.setdefault(("import/baseline", m["error"]), []).append((name, ""))
    for r in results["remat"] + results["pytorch"]:
        if r["status"] in ("error", "crash", "timeout", "unavailable", "no plan"):
            msg = re.sub(r"^\S+\.mlir:\d+:\d+: ", "", r.get("message") or r["status"])
            msg = re.sub(r"\d+ bytes \([^)]*\)", "N bytes", msg)
            msg = re.sub(r"at most \d+ bytes", "at most N bytes", msg)
            where = "%s@%s" % (r["model"], r.get("percent", r.get("fraction")))
            groups.setdefault((r["solver"], msg), []).append((where, r.get("cmd", "")))
    if groups:
        lines += ["", "## Failures", ""]
        for (solver, msg), hits in groups.items():
            lines.append("- **%s** on %s: `%s`%s" % (
                solver, ", ".join(h for h, _ in hits), msg.replace("\n", " ")[:600],
                " (e.g. `%s`)" % hits[0][1] if hits[0][1] else ""))
    lines += ["", "Timings (s): " + ", ".join(
        "%s %.1f" % (k, v) for k, v in results["timings"].items())]
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def main():
    args = parse_args()
    t_all = time.monotonic()
    if not os.path.exists(args.bin):
        sys.exit("no remat-opt at %s" % args.bin)
    models = [m for m in args.models.split(",") if m]
    unknown = [m for m in models if m not in NAMES]
    if unknown:
        sys.exit("unknown model(s): %s (the zoo has %s)" % (
            ", ".join(unknown), ", ".join(NAMES)))
    solvers = [s for s in args.solvers.split(",") if s]
    if "chen" not in solvers:
        solvers.append("chen")  # The baseline of the ratios.
    budgets = [int(b.rstrip("%")) for b in args.budgets.split(",") if b]
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    cache = args.cache or os.path.join(args.out, "models", args.size)
    reports = os.path.join(args.out, "models-%s-reports" % stamp)
    os.makedirs(cache, exist_ok=True)
    os.makedirs(reports, exist_ok=True)
    keep_reports = {m for group in TIMELINE_MODELS for m in group}

    results = {"size": args.size, "stamp": stamp, "budgets": budgets,
               "solvers": solvers, "devices": args.devices,
               "time_limit": args.time_limit, "node_limit": args.node_limit,
               "models": {}, "remat": [], "pytorch": [], "timings": {}}
    timings = results["timings"]
    side = None
    if not args.no_pytorch:
        t = time.monotonic()
        side = TorchSide()
        timings["torch import"] = time.monotonic() - t
        whats = {e.name: e.what for e in side.zoo.entries(args.size)}
    else:
        whats = {}

    for name in models:
        log("== %s (%s)" % (name, args.size))
        m = {"what": whats.get(name, "")}
        results["models"][name] = m
        t0 = time.monotonic()
        mlir, gen = generate(name, args.size, cache, args.regenerate)
        m.update(gen)
        log("  import: %s (%.1f s)" % ("cached " + gen["mlir"] if gen["cached"]
                                      else gen.get("error", gen["mlir"]), gen["gen_s"]))
        t_remat = time.monotonic()
        if mlir:
            m["mlir_mb"] = os.path.getsize(mlir) / 1e6
            m["nodes"] = graph_nodes(args, mlir)
            # The no-remat step, then the smallest budget auto plans for.
            base, _ = run_remat(args, mlir, "100%", "dtr",
                                os.path.join(reports, "%s-base.json" % name))
            if "peak_before" in base:
                m["peak_before"] = base["peak_before"]
                m["time_before_s"] = base["time_before_s"]
            else:
                m["error"] = "remat-opt failed on the no-remat budget: %s\n  %s" % (
                    base.get("message"), base["cmd"])
                log("  " + m["error"])
            mn, _ = run_remat(args, mlir, "min", "auto",
                              os.path.join(reports, "%s-min.json" % name))
            if "peak_after" in mn:
                m["min_budget"] = mn["budget"]
                m["min_budget_s"] = mn["wall_s"]
            else:
                m["min_error"] = mn.get("message", mn["status"])
            log("  nodes %s, no-remat peak %s, auto's minimal budget %s" % (
                m.get("nodes"), human(m.get("peak_before")), human(m.get("min_budget"))))
            for b in budgets:
                for s in solvers:
                    rec = {"model": name, "percent": b, "solver": s}
                    if planner_flags(s)[0] in EXACT_SOLVERS and (m.get("nodes") or 0) > args.node_limit:
                        rec.update({"status": "skipped", "message": "%s nodes > %d" % (
                            m["nodes"], args.node_limit)})
                    elif m.get("error"):
                        rec.update({"status": "skipped", "message": "no baseline"})
                    else:
                        rpt = os.path.join(reports, "%s-%d-%s.json" % (name, b, s))
                        r, _ = run_remat(args, mlir, "%d%%" % b, s, rpt)
                        rec.update(r)
                        if name not in keep_reports and os.path.exists(rpt):
                            os.unlink(rpt)
                        if r["status"] in ("ok", "feasible", "optimal") or "overhead" in r:
                            rec["report"] = os.path.relpath(rpt, REPO)
                    results["remat"].append(rec)
                    log("  %3d%% %-10s %-12s %9s %8s  %s" % (
                        b, s, rec["status"], pct(rec.get("overhead")),
                        "%.2fs" % rec["solve_time_s"] if "solve_time_s" in rec else "",
                        (human(rec.get("peak_after")) if "peak_after" in rec else
                         (rec.get("message") or "").split("\n")[0][:150])))
        timings[name + " remat"] = time.monotonic() - t_remat
        timings[name + " import"] = gen["gen_s"]
        if side:
            t = time.monotonic()
            rows = run_pytorch(side, name, args.size, [b / 100.0 for b in budgets])
            results["pytorch"] += rows
            timings[name + " pytorch"] = time.monotonic() - t
            for r in rows:
                log("  pytorch %.1f %-6s %9s (all ops %s)  saved %s (activations %s), "
                    "recompute %s FLOPs, partition %s" % (
                        r["fraction"], r["status"], pct(r.get("overhead")),
                        pct(r.get("overhead_all_ops")),
                        human(r.get("saved_bytes")), human(r.get("saved_activation_bytes")),
                        "%.3g" % r["recompute_flops"] if "recompute_flops" in r else "-",
                        "%.2fs" % r["partition_s"] if "partition_s" in r else
                        r.get("message", "")[:300]))
        m["total_s"] = time.monotonic() - t0

    timings["total"] = time.monotonic() - t_all
    log("")
    widths = [max(len(str(x)) for x in col) for col in zip(HEADER, *table_rows(results))]
    for row in [HEADER] + table_rows(results):
        log("  ".join(str(x).ljust(w) for x, w in zip(row, widths)))
    prefix = os.path.join(args.out, "models-%s" % stamp)
    with open(prefix + ".json", "w") as f:
        json.dump(results, f, indent=1)
    write_markdown(prefix + ".md", results)
    log("results: %s.json, %s.md" % (prefix, prefix))
    plot(args, prefix)
    log("total %.1f s" % (time.monotonic() - t_all))


def plot(args, prefix):
    """Plots with bench/models/plot.py here, or with --plot-python when this
    interpreter has no matplotlib."""
    cmd = [os.path.join(HERE, "plot.py"), prefix + ".json"]
    try:
        import matplotlib  # noqa: F401
        cmd.insert(0, sys.executable)
    except ImportError:
        if not os.path.exists(args.plot_python):
            log("matplotlib is not installed: no plots")
            return
        cmd.insert(0, args.plot_python)
    proc = subprocess.run(cmd, capture_output=True, text=True)
    sys.stdout.write(proc.stdout)
    if proc.returncode:
        log("plotting failed: " + proc.stderr.strip()[-2000:])


if __name__ == "__main__":
    main()
