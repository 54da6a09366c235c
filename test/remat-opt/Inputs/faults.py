#!/usr/bin/env python3
"""Faults during planning: SIGINT to remat-opt, SIGKILL to its CBC solves.

Runs remat-opt on a step whose MILP takes seconds, with -o and a report in a
directory of their own and TMPDIR in another, and checks that nothing is lost:
the run fails with a message, -o keeps its old content, no report and no
temporary file is left behind, and no CBC process outlives remat-opt.
"""
import argparse
import os
import signal
import subprocess
import sys
import time


def children(pid):
    """The child processes of `pid` (the CBC solves)."""
    kids = []
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children") as f:
                kids += [int(k) for k in f.read().split()]
    except (FileNotFoundError, ProcessLookupError):
        pass
    return kids


def alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split()[2] != "Z"
    except FileNotFoundError:
        return False


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--remat-opt", required=True)
    parser.add_argument("--input", required=True)
    parser.add_argument("--tmp", required=True)
    parser.add_argument("--fault", choices=["sigint", "kill-cbc"],
                        required=True)
    args = parser.parse_args()

    out_dir = os.path.join(args.tmp, "out")
    tmp_dir = os.path.join(args.tmp, "tmp")
    for d in (out_dir, tmp_dir):
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            os.remove(os.path.join(d, f))
    out = os.path.join(out_dir, "out.mlir")
    report = os.path.join(out_dir, "report.json")
    with open(out, "w") as f:
        f.write("old\n")
    with open(args.input, "rb") as f:
        original = f.read()

    cmd = [args.remat_opt, args.input, "--remat-entry=step",
           "--remat-solver=milp", "--remat-budget=50%",
           "--remat-time-limit=120", "--remat-report=" + report, "-o", out]
    # Parsing in process, and no LeakSanitizer in a sanitized build (its
    # tracer at exit is a child process too): the only children are then
    # CBC's.
    asan = os.environ.get("ASAN_OPTIONS", "")
    env = dict(os.environ, TMPDIR=tmp_dir, REMAT_PARSE_IN_PROCESS="1",
               ASAN_OPTIONS=(asan + ":" if asan else "") + "detect_leaks=0")
    # lit runs tests with SIGINT ignored, which remat-opt would inherit.
    proc = subprocess.Popen(
        cmd, env=env, stderr=subprocess.PIPE, text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    solves = set()
    deadline = time.time() + 120
    while proc.poll() is None and time.time() < deadline:
        kids = children(proc.pid)
        if kids and args.fault == "sigint":
            # Planning is under way: a CBC solve runs.
            solves.update(kids)
            proc.send_signal(signal.SIGINT)
            break
        if kids and args.fault == "kill-cbc":
            for k in kids:
                if k not in solves:
                    solves.add(k)
                    os.kill(k, signal.SIGKILL)
        time.sleep(0.002)
    try:
        _, err = proc.communicate(timeout=max(1, deadline - time.time()) + 60)
    except subprocess.TimeoutExpired:
        proc.kill()
        _, err = proc.communicate()
        print("remat-opt did not end: killed")
    sys.stderr.write(err)
    print(f"exit: {proc.returncode}")
    print(f"solves hit: {'yes' if solves else 'no'}")
    # No solve outlives remat-opt (they end with it, PR_SET_PDEATHSIG).
    time.sleep(0.2)
    print(f"solves left: {sum(alive(k) for k in solves)}")
    with open(out) as f:
        text = f.read()
    # Old, or complete: the whole module, as a successful run writes it.
    complete = (text.startswith(("#map", "module")) and
                text.rstrip().endswith("}") and
                subprocess.run([args.remat_opt, out, "-o", os.devnull]
                               ).returncode == 0)
    print("-o: " + ("old" if text == "old\n" else
                    "complete" if complete else "TRUNCATED"))
    with open(args.input, "rb") as f:
        print(f"input: {'unchanged' if f.read() == original else 'CHANGED'}")
    listing = sorted(os.listdir(out_dir))
    print(f"out dir: {listing}")
    print(f"tmp dir: {sorted(os.listdir(tmp_dir))}")
    # Nothing lost: a failed run changed nothing, a successful one wrote
    # both outputs in full.
    failed = (proc.returncode != 0 and text == "old\n" and
              listing == ["out.mlir"])
    succeeded = (proc.returncode == 0 and complete and
                 listing == ["out.mlir", "report.json"])
    print("verdict: " + ("nothing lost" if (failed or succeeded) and solves and
                         not os.listdir(tmp_dir) else "LOST"))


if __name__ == "__main__":
    main()
