#!/usr/bin/env python3
"""Runs a training step through the nvptx lowering and checks the runs.

For PROGRAM (a module with `@step` and a `@main` harness that calls the
allocation-counting runtime around it, as in test/Integration), this lowers
it with `remat-opt --remat-lower=nvptx` and runs it with `mlir-runner` on
remat's CUDA runtime, once unplanned and once per budget
(`--remat-entry=step --remat-budget=B`). The harness's
`remat_rt_reset_peak`/`remat_rt_print_peak` are renamed to the CUDA
runtime's `remat_cuda_*` so that the peak measured around the step is the
GPU's: every device buffer is CUDA managed memory, so it is the managed
peak (plain device memory must stay unused). Checks:
  - each planned run peaks exactly at the plan's modeled peak (the report's
    `peak_after`), the unplanned run at the no-remat peak (`peak_before`);
  - with --compare-results (a real GPU), each run prints the results of the
    CPU lowering (`--remat-lower=cpu`, same flags): bitwise equal, or equal
    within a tolerance (the kernels approximate tanh, exp, ... with
    polynomials; the CPU calls libm), element by element (REMAT_RT_DUMP=1).
Without --compare-results (e.g. with the host-only fake driver, whose
kernels do not run) only the peaks and a clean run are checked.

Prints one line per run and exits with 1 on the first failed check.
"""

import argparse
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "Inputs"))
import validate_report  # noqa: E402

MANAGED = re.compile(r"^remat-cuda: managed live (\d+) peak (\d+)$", re.M)
DEVICE = re.compile(r"^remat-cuda: device live (\d+) peak (\d+)$", re.M)
RESULT = re.compile(r"^remat-rt: f32 shape (\S+) fnv (\S+) sum (\S+)$")


def run(cmd, env=None):
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        sys.exit("FAIL: %s exited with %d:\n%s%s" % (
            " ".join(cmd), proc.returncode, proc.stdout[-4000:],
            proc.stderr[-4000:]))
    return proc.stdout


def parse_results(out):
    """[(shape, fnv, sum, [values])] of every remat_rt_print_f32."""
    results = []
    for line in out.splitlines():
        match = RESULT.match(line)
        if match:
            results.append((match.group(1), match.group(2),
                            float(match.group(3)), []))
        elif results and line and not line.startswith(("remat-", "fake-")):
            try:
                results[-1][3].append(float(line))
            except ValueError:
                pass
    return results


def compare(gpu, cpu, rtol, atol):
    """None when equal (bitwise or within tolerance), else a message; and
    the largest error relative to the tensor's largest magnitude."""
    if len(gpu) != len(cpu):
        return "%d results, the CPU printed %d" % (len(gpu), len(cpu)), 0.0
    worst = 0.0
    for n, (g, c) in enumerate(zip(gpu, cpu)):
        if g[0] != c[0]:
            return "result %d has shape %s, on the CPU %s" % (n, g[0], c[0]), 0
        if g[1] == c[1]:
            continue
        if len(g[3]) != len(c[3]):
            return "result %d: %d values, on the CPU %d" % (
                n, len(g[3]), len(c[3])), 0.0
        scale = max([abs(v) for v in c[3]] + [1e-30])
        for i, (a, b) in enumerate(zip(g[3], c[3])):
            if a != a or b != b:  # NaN
                if (a != a) != (b != b):
                    return "result %d[%d]: %g, on the CPU %g" % (n, i, a, b), 0
                continue
            err = abs(a - b)
            worst = max(worst, err / scale)
            if err > atol * scale + rtol * abs(b):
                return ("result %d[%d]: %.9g, on the CPU %.9g (tolerance "
                        "%g + %g * |cpu|)" % (n, i, a, b, atol * scale,
                                              rtol)), worst
    return None, worst


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("program")
    parser.add_argument("--remat-opt", required=True)
    parser.add_argument("--runner", required=True)
    parser.add_argument("--gpu-libs", required=True,
                        help="shared libraries of the GPU runs (the CUDA "
                        "runtime, the CPU runtime, the C runner utils)")
    parser.add_argument("--cpu-libs",
                        help="shared libraries of the CPU runs")
    parser.add_argument("--budgets", default="50%,min")
    parser.add_argument("--chip", default="sm_90")
    parser.add_argument("--fake-driver",
                        help="run on this host-only CUDA driver")
    parser.add_argument("--compare-results", action="store_true")
    # Measured with the kernels' math emulated on the CPU (the same loops and
    # polynomial approximations): gradients through exp and rsqrt differ by up
    # to 2e-5 of the tensor's largest magnitude (broadcast_reduce).
    parser.add_argument("--rtol", type=float, default=1e-3)
    parser.add_argument("--atol", type=float, default=1e-4,
                        help="absolute tolerance, times the largest "
                        "magnitude of the result on the CPU")
    parser.add_argument("--tmp", required=True)
    args = parser.parse_args()
    if args.compare_results and not args.cpu_libs:
        parser.error("--compare-results needs --cpu-libs")
    os.makedirs(args.tmp, exist_ok=True)
    name = os.path.basename(args.program)

    # Measure the GPU's peak around the step.
    with open(args.program) as f:
        text = f.read()
    text = text.replace("@remat_rt_reset_peak", "@remat_cuda_reset_peak")
    text = text.replace("@remat_rt_print_peak", "@remat_cuda_print_peak")
    gpu_program = os.path.join(args.tmp, name + ".gpu.mlir")
    with open(gpu_program, "w") as f:
        f.write(text)

    env = dict(os.environ)
    if args.fake_driver:
        env["REMAT_CUDA_DRIVER"] = args.fake_driver
    if args.compare_results:
        env["REMAT_RT_DUMP"] = "1"

    def compile_and_run(program, lower, libs, extra, tag):
        lowered = os.path.join(args.tmp, "%s.%s.%s.mlir" % (name, tag, lower))
        flags = ["--remat-lower=" + lower]
        if lower == "nvptx":
            flags.append("--remat-gpu-chip=" + args.chip)
        run([args.remat_opt, program, "-o", lowered] + flags + extra)
        return run([args.runner, lowered, "-e", "main",
                    "-entry-point-result=i32", "-shared-libs=" + libs], env)

    configs = [("no remat", "noremat", [])]
    for budget in args.budgets.split(","):
        tag = budget.replace("%", "pct")
        configs.append(("budget " + budget, tag, [
            "--remat-entry=step", "--remat-budget=" + budget,
            "--remat-report=" + os.path.join(args.tmp, name + "." + tag +
                                             ".json")]))

    no_remat_peak = None
    lines = []
    for label, tag, extra in configs:
        out = compile_and_run(gpu_program, "nvptx", args.gpu_libs, extra, tag)
        managed = MANAGED.findall(out)
        device = DEVICE.findall(out)
        if not managed or not device:
            sys.exit("FAIL: %s %s: no GPU peak printed:\n%s" % (
                name, label, out[-4000:]))
        peak = int(managed[0][1])
        if int(device[0][1]) != 0:
            sys.exit("FAIL: %s %s: %s B of plain device memory; every device "
                     "buffer should be managed" % (name, label, device[0][1]))
        line = "%s: %s: GPU peak %d B" % (name, label, peak)
        if extra:
            report_path = extra[-1].split("=", 1)[1]
            report = validate_report.load_function(report_path)
            modeled = report["peak_after"]
            before = report["peak_before"]
            if no_remat_peak is None:
                no_remat_peak = before
            elif before != no_remat_peak:
                sys.exit("FAIL: %s: no-remat peaks differ between reports" %
                         name)
            if peak != modeled:
                sys.exit("FAIL: %s %s: GPU peak %d B, modeled %d B" % (
                    name, label, peak, modeled))
            line += ", modeled %d B" % modeled
        if args.compare_results:
            cpu = compile_and_run(args.program, "cpu", args.cpu_libs, extra,
                                  tag)
            gpu_results, cpu_results = parse_results(out), parse_results(cpu)
            message, worst = compare(gpu_results, cpu_results, args.rtol,
                                     args.atol)
            if message:
                sys.exit("FAIL: %s %s: %s" % (name, label, message))
            bitwise = [r[1] for r in gpu_results] == [r[1] for r in cpu_results]
            line += (", results bitwise equal to the CPU's" if bitwise else
                     ", results equal to the CPU's within %.1e" % worst)
        lines.append((peak, line))
        print(line)
    # The unplanned run peaks at the no-remat peak of the model.
    if no_remat_peak is not None and lines[0][0] != no_remat_peak:
        sys.exit("FAIL: %s: the unplanned GPU run peaked at %d B, the model "
                 "says %d B" % (name, lines[0][0], no_remat_peak))
    print("%s: PASS" % name)


if __name__ == "__main__":
    main()
