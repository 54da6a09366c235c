#!/usr/bin/env python3
"""The largest batch that fits a fixed device-memory cap, with and without remat.

For a CNN (small_cnn) and a transformer block (attention) from the integration
program generator, at batch sizes found by doubling then bisecting:

  no-remat max batch  the largest batch whose unplanned peak (the remat-plan
                      report's peak_before) fits the cap;
  remat max batch     the largest batch that a planner (auto, dtr, and hetero
                      when remat-opt has it) plans within the cap at a modeled
                      time overhead (time_after_s / time_before_s - 1) of at
                      most --max-overhead (30%).

The machine model is `gpu0:CAP:FLOPS,cpu:256GiB,gpu0-cpu:25GB/s:10us`, once with
the default GPU rate (5e13 FLOP/s, copies are slow next to compute: plans
recompute) and once with a slow GPU (1e11, copies are cheap: plans offload).
All numbers are modeled (the planner's peak and time; the modeled peak is the
measured one, see docs/Design.md). With --execute, on a machine with a CUDA GPU
and build/lib/libremat_cuda_runtime.so, each plan at its max batch (and the
unplanned program at the no-remat max batch) is also lowered with
--remat-lower=nvptx and run with mlir-runner, and the measured device peak
(`remat-cuda: device live L peak P`) is set beside the modeled one;
--execute-cpu does the same on the CPU (--remat-lower=cpu, `remat-rt: live L
peak P`). Writes bench/results/max_batch-<time>.json and a PNG plot.

    bench/gpu/max_batch.py                          # both models, about 25 s
    bench/gpu/max_batch.py --models attention --cap 1MiB --solvers auto
    bench/gpu/max_batch.py --execute                # + runs on the GPU
"""

import argparse
import datetime
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "python"))
from remat_tools.options import option_values  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GENERATOR = os.path.join(REPO, "test", "Integration", "Inputs", "generate_programs.py")
LLVM_BIN = "/usr/lib/llvm-22/bin"
C_RUNNER_UTILS = "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so"
MODELS = ["small_cnn", "attention"]
DEFAULT_SOLVERS = ["auto", "dtr", "hetero"]
HUGE = 1 << 40          # GPU memory of the machine the no-remat peaks are read on

UNITS = {"": 1, "b": 1, "kb": 10**3, "mb": 10**6, "gb": 10**9, "tb": 10**12,
         "kib": 2**10, "mib": 2**20, "gib": 2**30, "tib": 2**40}


def parse_size(text):
    m = re.fullmatch(r"\s*([0-9]*\.?[0-9]+)\s*([A-Za-z]*)\s*", text)
    if not m or m.group(2).lower() not in UNITS:
        raise argparse.ArgumentTypeError("not a size: %r (e.g. 3MiB, 4000000)" % text)
    return int(float(m.group(1)) * UNITS[m.group(2).lower()])


def mib(n):
    return "%.2f MiB" % (n / 2**20)


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--models", default=",".join(MODELS),
                    help="comma-separated: %s" % ", ".join(MODELS))
    ap.add_argument("--cap", type=parse_size, default=None,
                    help="device-memory cap for every model (default: each model's "
                         "no-remat peak at --cap-batch)")
    ap.add_argument("--cap-batch", type=int, default=16,
                    help="the batch whose no-remat peak is the default cap (16)")
    ap.add_argument("--solvers", default=",".join(DEFAULT_SOLVERS),
                    help="planners; ones remat-opt lacks are skipped (auto,dtr,hetero)")
    ap.add_argument("--gpu-flops", type=float, default=5e13,
                    help="GPU rate of the default machine (5e13 FLOP/s)")
    ap.add_argument("--slow-gpu-flops", type=float, default=1e11,
                    help="GPU rate of the slow-GPU machine (1e11; 0: skip it)")
    ap.add_argument("--link", default="25GB/s:10us",
                    help="gpu0-cpu link: BANDWIDTH/s[:LATENCY] (25GB/s:10us)")
    ap.add_argument("--max-overhead", type=float, default=0.30,
                    help="largest modeled time overhead a remat batch may cost (0.30)")
    ap.add_argument("--time-limit", type=float, default=5.0,
                    help="--remat-time-limit per plan, seconds (5)")
    ap.add_argument("--max-batch", type=int, default=4096,
                    help="stop doubling here (4096)")
    ap.add_argument("--no-sweep", action="store_true",
                    help="skip the batch sweep of the plot (search points only)")
    ap.add_argument("--execute", action="store_true",
                    help="also run the plans on the GPU (needs a CUDA GPU and "
                         "build/lib/libremat_cuda_runtime.so; skipped otherwise)")
    ap.add_argument("--execute-cpu", action="store_true",
                    help="also run the plans on the CPU (libremat_cpu_runtime.so)")
    ap.add_argument("--bin", default=os.path.join(REPO, "build", "bin", "remat-opt"),
                    help="the remat-opt binary (build/bin/remat-opt)")
    ap.add_argument("--lib-dir", default=os.path.join(REPO, "build", "lib"),
                    help="folder of libremat_*_runtime.so (build/lib)")
    ap.add_argument("--cuda-runtime", default=None,
                    help="libremat_cuda_runtime.so (default: in --lib-dir)")
    ap.add_argument("--out", default=os.path.join(REPO, "bench", "results"))
    ap.add_argument("--keep", action="store_true",
                    help="keep the generated programs and reports (printed folder)")
    return ap.parse_args()


# ---- the machine ------------------------------------------------------------
class Machine:
    """gpu0 (memory = the cap, a compute rate), cpu (256 GiB) and the gpu0-cpu
    link, as a --remat-devices spec."""

    def __init__(self, name, gpu_memory, gpu_flops, link):
        self.name = name
        self.gpu_memory = gpu_memory
        self.gpu_flops = gpu_flops
        self.link = link

    def with_memory(self, memory):
        return Machine(self.name, memory, self.gpu_flops, self.link)

    def spec(self):
        return "gpu0:%d:%s,cpu:256GiB,gpu0-cpu:%s" % (
            self.gpu_memory, fmt_rate(self.gpu_flops), self.link)


def fmt_rate(v):
    return ("%g" % v).replace("e+", "e")


# ---- remat-opt --------------------------------------------------------------
def wait_for(path):
    """Another engineer may be relinking the binary: wait for it a little."""
    for _ in range(10):
        if os.path.exists(path):
            return
        print("  %s is missing; waiting 30 s" % path, flush=True)
        time.sleep(30)
    sys.exit("%s does not exist" % path)


class Driver:
    def __init__(self, binary, time_limit):
        wait_for(binary)
        self.binary = binary
        self.time_limit = time_limit
        self.solvers = option_values(binary, "--remat-solver") or []
        self.lowerings = option_values(binary, "--remat-lower") or []
        self.calls = 0
        self.wall = 0.0

    def run(self, cmd, timeout=None):
        wait_for(self.binary)
        start = time.monotonic()
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True,
                                  timeout=timeout or self.time_limit * 4 + 60)
        except subprocess.TimeoutExpired:
            return None, "timeout", time.monotonic() - start
        wall = time.monotonic() - start
        self.calls += 1
        self.wall += wall
        return proc, None, wall

    def plan(self, program, budget, solver, machine, report):
        """Plans @step only (no lowering); returns the report's function entry
        or {'error': ...}."""
        if os.path.exists(report):
            os.remove(report)
        cmd = [self.binary, program, "--remat-entry=step", "--remat-budget=%s" % budget,
               "--remat-solver=" + solver, "--remat-time-limit=%g" % self.time_limit,
               "--remat-devices=" + machine.spec(), "--remat-report=" + report,
               "-o", os.devnull]
        proc, err, wall = self.run(cmd)
        if err:
            return {"error": err, "wall_s": wall}
        if proc.returncode != 0 or not os.path.exists(report):
            msg = proc.stderr.strip().splitlines()
            return {"error": msg[0] if msg else "exit %d" % proc.returncode,
                    "wall_s": wall}
        with open(report) as fh:
            fn = json.load(fh)["functions"][0]
        fn["wall_s"] = wall
        return fn


# ---- programs ---------------------------------------------------------------
def load_generator():
    spec = importlib.util.spec_from_file_location("generate_programs", GENERATOR)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


class Programs:
    def __init__(self, workdir):
        self.gen = load_generator()
        self.workdir = workdir
        self.paths = {}

    def get(self, model, batch):
        """The training step at this batch."""
        key = (model, batch)
        if key in self.paths:
            return self.paths[key]
        header, f, scales = self.gen.MODELS[model](batch=batch)
        text = self.gen.program(header, f, scales, ["// generated by bench/gpu/max_batch.py"])
        name = "%s_b%d" % (model, batch)
        path = os.path.join(self.workdir, name + ".mlir")
        with open(path, "w") as fh:
            fh.write(text)
        self.paths[key] = path
        return path


# ---- the searches -------------------------------------------------------------
class Bench:
    def __init__(self, args, driver, programs):
        self.args = args
        self.driver = driver
        self.programs = programs
        self.cache = {}

    def report_path(self):
        return os.path.join(self.programs.workdir, "report.json")

    def no_remat_peak(self, model, batch, machine):
        key = ("peak", model, batch)
        if key not in self.cache:
            fn = self.driver.plan(self.programs.get(model, batch), "100%", "auto",
                                  machine.with_memory(HUGE), self.report_path())
            if "error" in fn:
                sys.exit("%s at batch %d: %s" % (model, batch, fn["error"]))
            self.cache[key] = fn["peak_before"]
        return self.cache[key]

    def plan(self, model, batch, solver, machine):
        key = ("plan", model, batch, solver, machine.spec())
        if key not in self.cache:
            fn = self.driver.plan(self.programs.get(model, batch), str(machine.gpu_memory),
                                  solver, machine, self.report_path())
            self.cache[key] = point(batch, fn, self.args.max_overhead)
        return self.cache[key]

    def largest(self, ok, start):
        """Largest batch in [1, --max-batch] with ok(batch), doubling from
        start while ok, then bisecting (assumes ok is monotone); 0 when even
        batch 1 fails."""
        start = max(1, min(start, self.args.max_batch))
        if ok(start):
            lo, hi = start, 2 * start
            while hi <= self.args.max_batch and ok(hi):
                lo, hi = hi, 2 * hi
            if hi > self.args.max_batch:
                hi = self.args.max_batch + 1
        else:
            lo, hi = 0, start
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if ok(mid):
                lo = mid
            else:
                hi = mid
        return lo


def point(batch, fn, max_overhead):
    if "error" in fn:
        return {"batch": batch, "ok": False, "feasible": False, "error": fn["error"],
                "wall_s": fn.get("wall_s")}
    before, after = fn["time_before_s"], fn["time_after_s"]
    overhead = after / before - 1 if before > 0 else 0.0
    return {"batch": batch, "feasible": True, "ok": overhead <= max_overhead + 1e-12,
            "overhead": overhead, "status": fn.get("status"),
            "peak_before": fn["peak_before"],
            "peak_after": fn["peak_after"],
            "host_peak": fn["host_peak_after"],
            "time_before_s": before, "time_after_s": after,
            "transfers": fn.get("transfers", 0),
            "transfer_time_s": fn.get("transfer_time_s", 0),
            "offloaded": len(fn.get("offloaded", [])),
            "recomputed": sum(r.get("recomputes", 1) for r in fn.get("recomputed", [])),
            "on_cpu": len(fn.get("on_cpu", [])),
            "solve_time_s": fn.get("solve_time_s"), "wall_s": fn.get("wall_s")}


# ---- execution ----------------------------------------------------------------
def gpu_present():
    driver = os.environ.get("REMAT_CUDA_DRIVER")
    if driver:
        # The CUDA runtime opens this driver instead of libcuda.so.1 (e.g. the
        # host-only fake driver of test/Runtime: allocations are counted,
        # kernels are not run).
        if os.path.exists(driver):
            return True, "REMAT_CUDA_DRIVER=%s" % driver
        return False, "REMAT_CUDA_DRIVER=%s does not exist" % driver
    smi = shutil.which("nvidia-smi")
    if smi:
        proc = subprocess.run([smi, "-L"], capture_output=True, text=True)
        if proc.returncode == 0 and "GPU" in proc.stdout:
            return True, proc.stdout.strip().splitlines()[0]
        return False, "nvidia-smi -L found no GPU"
    if os.path.exists("/dev/nvidia0"):
        return True, "/dev/nvidia0"
    return False, "no nvidia-smi and no /dev/nvidia0"


class Executor:
    """Lowers a program with remat-opt --remat-lower=TARGET and runs it with
    mlir-runner, reading the measured peak the runtime prints."""

    HOST = re.compile(r"remat-rt: live (\d+) peak (\d+)")
    DEVICE = re.compile(r"remat-cuda: device live (\d+) peak (\d+)")
    MANAGED = re.compile(r"remat-cuda: managed live (\d+) peak (\d+)")

    def __init__(self, target, driver, programs, args):
        self.target = target
        self.driver = driver
        self.programs = programs
        cpu_rt = os.path.join(args.lib_dir, "libremat_cpu_runtime.so")
        if target == "nvptx":
            self.libs = [args.cuda_runtime or os.path.join(args.lib_dir, "libremat_cuda_runtime.so"),
                         cpu_rt, C_RUNNER_UTILS]
            self.pattern = self.DEVICE
        else:
            self.libs = [cpu_rt, C_RUNNER_UTILS]
            self.pattern = self.HOST

    def unavailable(self):
        if self.target not in self.driver.lowerings:
            return "%s has no --remat-lower=%s" % (self.driver.binary, self.target)
        if self.target == "nvptx":
            ok, why = gpu_present()
            if not ok:
                return "no CUDA GPU (%s)" % why
        for lib in self.libs:
            if not os.path.exists(lib):
                return "%s is missing" % lib
        if not os.path.exists(os.path.join(LLVM_BIN, "mlir-runner")):
            return "%s/mlir-runner is missing" % LLVM_BIN
        return None

    def run(self, model, batch, machine, solver=None):
        """solver None: the unplanned program; else planned for the cap."""
        work = self.programs.workdir
        tag = "%s_b%d_%s_%s_%s" % (model, batch, machine.name, solver or "noremat", self.target)
        out = os.path.join(work, tag + ".llvm.mlir")
        report = os.path.join(work, tag + ".report.json")
        cmd = [self.driver.binary, self.programs.get(model, batch),
               "--remat-devices=" + machine.spec()]
        cmd += ["--remat-lower=" + self.target, "-o", out]
        if solver:
            cmd += ["--remat-entry=step", "--remat-budget=%d" % machine.gpu_memory,
                    "--remat-solver=" + solver,
                    "--remat-time-limit=%g" % self.driver.time_limit,
                    "--remat-report=" + report]
        rec = {"model": model, "batch": batch, "machine": machine.name,
               "solver": solver or "none", "target": self.target}
        proc, err, wall = self.driver.run(cmd, timeout=600)
        rec["lower_wall_s"] = wall
        if err or proc.returncode != 0:
            rec["error"] = "lowering: " + (err or last_line(proc.stderr))
            return rec
        if solver and os.path.exists(report):
            with open(report) as fh:
                fn = json.load(fh)["functions"][0]
            rec["modeled_peak"] = fn["peak_after"]
            rec["modeled_host_peak"] = fn["host_peak_after"]
            rec["modeled_overhead"] = point(batch, fn, 0)["overhead"]
        runner = [os.path.join(LLVM_BIN, "mlir-runner"), out, "-e", "main",
                  "-entry-point-result=i32", "-shared-libs=" + ",".join(self.libs)]
        start = time.monotonic()
        try:
            proc = subprocess.run(runner, capture_output=True, text=True, timeout=600)
        except subprocess.TimeoutExpired:
            rec["error"] = "mlir-runner: timeout"
            return rec
        rec["run_wall_s"] = time.monotonic() - start
        text = proc.stdout + proc.stderr

        def peaks(pattern):
            return [(int(m.group(1)), int(m.group(2))) for m in pattern.finditer(text)]

        if proc.returncode != 0:
            rec["error"] = "mlir-runner exit %d: %s" % (proc.returncode, last_line(proc.stderr))
        found = peaks(self.pattern)
        if found:
            rec["peak_lines"] = found
            rec["measured_peak"] = found[-1][1]     # the last report covers the run
        elif "error" not in rec:
            rec["error"] = "no '%s' line in the output" % self.pattern.pattern
        if self.target == "nvptx":
            # The CPU runtime's own line: host buffers (offloaded tensors);
            # managed memory, if the lowering put device buffers there.
            if peaks(self.HOST):
                rec["measured_host_peak"] = peaks(self.HOST)[-1][1]
            if peaks(self.MANAGED):
                rec["measured_managed_peak"] = peaks(self.MANAGED)[-1][1]
        os.remove(out)
        return rec


def last_line(text):
    lines = [l for l in text.strip().splitlines() if l.strip()]
    return lines[0][:300] if lines else "(no output)"


# ---- output -------------------------------------------------------------------
def print_table(rows):
    head = ["model", "GPU FLOP/s", "cap", "no-remat max", "remat max", "ratio",
            "overhead", "transfers", "recomp", "planner"]
    body = []
    for r in rows:
        body.append([r["model"], fmt_rate(r["gpu_flops"]), mib(r["cap"]), str(r["no_remat_max"]),
                     str(r["remat_max"]), "%.2fx" % r["ratio"],
                     "%.1f%%" % (100 * r["overhead"]) if r["overhead"] is not None else "-",
                     str(r["transfers"]), str(r["recomputed"]),
                     r["solver"] + (" *" if r["best"] else "")])
    widths = [max(len(x) for x in col) for col in zip(head, *body)]
    line = "  ".join(h.ljust(w) for h, w in zip(head, widths))
    print(line)
    print("-" * len(line))
    for b in body:
        print("  ".join(x.rjust(w) if i in (2, 3, 4, 5, 6, 7, 8) else x.ljust(w)
                        for i, (x, w) in enumerate(zip(b, widths))))
    print("(* the planner with the largest batch; overhead, transfers and recomputations at that batch)")


def plot(results, path, max_overhead):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib is not installed: no plot")
        return None
    models = list(results["models"])
    fig, axes = plt.subplots(1, len(models), figsize=(6 * len(models), 4.2), squeeze=False)
    styles = {"default": "-", "slow_gpu": "--"}
    markers = {"auto": "o", "dtr": "s", "hetero": "^"}
    for ax, model in zip(axes[0], models):
        m = results["models"][model]
        for mname, mach in m["machines"].items():
            for solver, s in mach["solvers"].items():
                pts = sorted((p for p in s["points"] if p["feasible"]), key=lambda p: p["batch"])
                if not pts:
                    continue
                ax.plot([p["batch"] for p in pts], [100 * p["overhead"] for p in pts],
                        styles.get(mname, ":"), marker=markers.get(solver, "x"), markersize=3,
                        label="%s, GPU %s FLOP/s" % (solver, fmt_rate(mach["gpu_flops"])))
        nr = m["no_remat_max"]
        ax.axvline(nr, color="k", lw=1)
        ax.axvline(2 * nr, color="k", lw=0.8, ls=":")
        ax.axhline(100 * max_overhead, color="r", lw=0.8, ls=":")
        ax.text(nr, ax.get_ylim()[1] * 0.95, " no-remat limit (%d)" % nr, fontsize=8, va="top")
        ax.text(2 * nr, ax.get_ylim()[1] * 0.85, " 2x", fontsize=8, va="top")
        ax.set_title("%s, cap %s" % (model, mib(m["cap"])))
        ax.set_xlabel("batch size")
        ax.set_ylabel("modeled time overhead (%)")
        ax.legend(fontsize=7)
        ax.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path


# ---- main ---------------------------------------------------------------------
def main():
    args = parse_args()
    t0 = time.monotonic()
    driver = Driver(args.bin, args.time_limit)
    models = [m for m in args.models.split(",") if m]
    for m in models:
        if m not in MODELS:
            sys.exit("unknown model %r (known: %s)" % (m, ", ".join(MODELS)))
    wanted = [s for s in args.solvers.split(",") if s]
    solvers = [s for s in wanted if s in driver.solvers]
    for s in wanted:
        if s not in driver.solvers:
            print("planner %r is not in this remat-opt (it has: %s): skipped"
                  % (s, ", ".join(driver.solvers)))
    if not solvers:
        sys.exit("no planner to run")
    print("remat-opt: %s" % driver.binary)

    workdir = tempfile.mkdtemp(prefix="remat-max-batch-")
    programs = Programs(workdir)
    bench = Bench(args, driver, programs)
    base_machines = [("default", args.gpu_flops)]
    if args.slow_gpu_flops > 0:
        base_machines.append(("slow_gpu", args.slow_gpu_flops))

    results = {"date": datetime.datetime.now().isoformat(timespec="seconds"),
               "remat_opt": driver.binary, "max_overhead": args.max_overhead,
               "time_limit_s": args.time_limit, "solvers": solvers,
               "models": {}}
    rows = []
    plans_at_max = []       # (model, batch, machine, solver) to execute
    for model in models:
        probe = Machine("default", HUGE, args.gpu_flops, args.link)
        cap = args.cap or bench.no_remat_peak(model, args.cap_batch, probe)
        nr_max = bench.largest(lambda b: bench.no_remat_peak(model, b, probe) <= cap,
                               args.cap_batch)
        nr_peak = bench.no_remat_peak(model, nr_max, probe) if nr_max else None
        print("\n%s: cap %d B (%s%s); no-remat max batch %d (peak %s B)"
              % (model, cap, mib(cap),
                 "" if args.cap else ", the no-remat peak at batch %d" % args.cap_batch,
                 nr_max, nr_peak), flush=True)
        mres = {"cap": cap, "cap_batch": None if args.cap else args.cap_batch,
                "no_remat_max": nr_max, "no_remat_peak": nr_peak,
                "no_remat_peaks": {str(k[2]): v for k, v in sorted(
                    (k, v) for k, v in bench.cache.items() if k[0] == "peak" and k[1] == model)},
                "machines": {}}
        for mname, flops in base_machines:
            machine = Machine(mname, cap, flops, args.link)
            mm = {"devices": machine.spec(), "gpu_flops": flops, "solvers": {}}
            best = None
            for solver in solvers:
                def ok(b, solver=solver, machine=machine):
                    return bench.plan(model, b, solver, machine)["ok"]

                def evaluated(solver=solver, machine=machine):
                    return [v for k, v in bench.cache.items()
                            if k[0] == "plan" and k[1] == model and k[3] == solver
                            and k[4] == machine.spec()]

                rmax = bench.largest(ok, nr_max)
                restarts = 0
                while True:
                    if not args.no_sweep:
                        # Every nr_max/8 batches up to the first infeasible
                        # batch past rmax: the plot's curve, and a check of
                        # the bisection (the overhead need not grow with the
                        # batch).
                        step = max(1, nr_max // 8)
                        b = step
                        while b <= args.max_batch:
                            if not bench.plan(model, b, solver, machine)["feasible"] and b > rmax:
                                break
                            b += step
                    better = [p["batch"] for p in evaluated() if p["ok"] and p["batch"] > rmax]
                    if not better:
                        break
                    restarts += 1
                    rmax = bench.largest(ok, max(better))
                at = bench.plan(model, rmax, solver, machine) if rmax else None
                pts = evaluated()
                row = {"model": model, "machine": mname, "gpu_flops": flops, "cap": cap,
                       "devices": machine.spec(), "no_remat_max": nr_max, "remat_max": rmax,
                       "ratio": rmax / nr_max if nr_max else float("inf"),
                       "overhead": at["overhead"] if at and at["feasible"] else None,
                       "transfers": at["transfers"] if at and at["feasible"] else 0,
                       "offloaded": at["offloaded"] if at and at["feasible"] else 0,
                       "recomputed": at["recomputed"] if at and at["feasible"] else 0,
                       "solver": solver, "best": False}
                mm["solvers"][solver] = {"remat_max": rmax, "at_max": at,
                                         "search_restarts": restarts,
                                         "points": sorted(pts, key=lambda p: p["batch"])}
                rows.append(row)
                if rmax and (best is None or (rmax, -row["overhead"]) > (best["remat_max"], -best["overhead"])):
                    best = row
                print("  GPU %s FLOP/s, %-6s remat max batch %4d (%.2fx)%s" % (
                    fmt_rate(flops), solver, rmax, row["ratio"],
                    ", overhead %.1f%%, %d transfers, %d recomputations" % (
                        100 * row["overhead"], row["transfers"], row["recomputed"])
                    if row["overhead"] is not None else ""), flush=True)
            if best:
                best["best"] = True
                plans_at_max.append((model, best["remat_max"], machine, best["solver"],
                                     mm["solvers"][best["solver"]]["at_max"]["peak_after"]))
                mm["best"] = {"solver": best["solver"], "remat_max": best["remat_max"],
                              "ratio": best["ratio"], "overhead": best["overhead"]}
            mres["machines"][mname] = mm
        mres["no_remat_machine"] = Machine("default", cap, args.gpu_flops, args.link)
        results["models"][model] = mres

    # Execution.
    results["executions"] = []
    for target, wanted_run in (("nvptx", args.execute), ("cpu", args.execute_cpu)):
        if not wanted_run:
            continue
        ex = Executor(target, driver, programs, args)
        why = ex.unavailable()
        flag = "--execute" if target == "nvptx" else "--execute-cpu"
        if why:
            print("\n%s: skipped: %s" % (flag, why))
            results["executions"].append({"target": target, "skipped": why})
            continue
        print("\n%s: running the programs (%s)" % (flag, "GPU" if target == "nvptx" else "CPU"),
              flush=True)
        todo = [(m, r["no_remat_max"], r["no_remat_machine"], None, r["no_remat_peak"])
                for m, r in results["models"].items() if r["no_remat_max"]]
        todo += plans_at_max
        for model, batch, machine, solver, searched in todo:
            rec = ex.run(model, batch, machine, solver)
            # The report of the lowering run when there is one (the same plan
            # as the search's unless the planner hit its time limit).
            modeled = rec.get("modeled_peak") or searched
            rec["modeled_peak"] = modeled
            rec["cap"] = machine.gpu_memory
            results["executions"].append(rec)
            extra = ", ".join("%s %d B" % (k, rec[f]) for k, f in (
                ("managed", "measured_managed_peak"), ("host", "measured_host_peak")) if f in rec)
            if "measured_host_peak" in rec and rec.get("modeled_host_peak") is not None:
                extra += " vs modeled host %d B" % rec["modeled_host_peak"]
            if rec.get("measured_peak") == modeled:
                verdict = "= modeled"
            elif rec.get("measured_managed_peak") == modeled:
                verdict = "= modeled, in managed memory"
            else:
                verdict = "DIFFERS from modeled"
            if rec.get("measured_peak") is not None and rec["measured_peak"] > machine.gpu_memory:
                verdict += ", OVER the cap"
            print("  %-10s batch %4d GPU %-6s %-8s modeled peak %9s B, measured %9s B%s  %s" % (
                model, batch, fmt_rate(machine.gpu_flops), solver or "no remat", modeled,
                rec.get("measured_peak", "-"), " (%s)" % extra if extra else "",
                rec.get("error") or verdict), flush=True)
    for m in results["models"].values():
        m.pop("no_remat_machine")

    # Table and verdict.
    print("\nmodeled; machine gpu0:CAP:FLOPS,cpu:256GiB,gpu0-cpu:%s; max overhead %.0f%%\n"
          % (args.link, 100 * args.max_overhead))
    print_table(rows)
    verdict = {}
    print()
    for model, m in results["models"].items():
        for mname, mm in m["machines"].items():
            b = mm.get("best")
            met = bool(b) and b["ratio"] >= 2 and b["overhead"] <= args.max_overhead
            verdict["%s/%s" % (model, mname)] = met
            print("target 2x at <= %.0f%% (modeled), %s, GPU %s FLOP/s: %s" % (
                100 * args.max_overhead, model, fmt_rate(mm["gpu_flops"]),
                ("met: %.2fx (batch %d vs %d) at %.1f%% with %s" % (
                    b["ratio"], b["remat_max"], m["no_remat_max"], 100 * b["overhead"], b["solver"])
                 if met else "NOT met" + (": %.2fx at %.1f%% with %s" % (
                     b["ratio"], 100 * b["overhead"], b["solver"]) if b else ""))))
    results["rows"] = rows
    results["target_met"] = verdict
    results["remat_opt_calls"] = driver.calls
    results["wall_s"] = time.monotonic() - t0

    os.makedirs(args.out, exist_ok=True)
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    json_path = os.path.join(args.out, "max_batch-%s.json" % stamp)
    png = plot(results, os.path.join(args.out, "max_batch-%s.png" % stamp), args.max_overhead)
    with open(json_path, "w") as fh:
        json.dump(results, fh, indent=1)
    print("\nwrote %s%s (%d remat-opt runs, %.0f s)" % (
        json_path, " and " + png if png else "", driver.calls, results["wall_s"]))
    if args.keep:
        print("programs and reports kept in %s" % workdir)
    else:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
