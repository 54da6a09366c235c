"""Runs a command twice, on a quiet machine and beside CPU hogs, and checks
that it writes the same output both times.

    under_load.py [--hogs N] [--ignore KEY]... [--echo] -- COMMAND...

The hogs are N busy processes (default: twice the cores), started before
the second run and killed after it. Report keys given with --ignore (e.g.
solve_time_s, a wall-clock time) are dropped from JSON output before the
comparison; any other difference fails, printing both outputs' first
differing line. A report saying the time limit ended a search fails too:
the time limit is a safety net, not what the output may depend on. With
--echo the output follows the verdict, for FileCheck."""

import argparse
import json
import multiprocessing
import os
import subprocess
import sys


def hog():
    while True:
        pass


def run(command, ignore):
    out = subprocess.run(command, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("under_load: %s failed (%d): %s" % (command[0], out.returncode,
                                                     out.stderr[-2000:]))
    text = out.stdout
    try:
        report = json.loads(text)
    except ValueError:
        return text
    for fn in report.get("functions", []):
        if fn.get("time_limit_hit"):
            sys.exit("under_load: %s: the time limit ended a search" % fn["name"])
        for key in ignore:
            fn.pop(key, None)
    return json.dumps(report, indent=1, sort_keys=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hogs", type=int, default=2 * (os.cpu_count() or 1))
    ap.add_argument("--ignore", action="append", default=[])
    ap.add_argument("--echo", action="store_true")
    ap.add_argument("command", nargs=argparse.REMAINDER)
    args = ap.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    quiet = run(command, args.ignore)
    hogs = [multiprocessing.Process(target=hog, daemon=True)
            for _ in range(args.hogs)]
    for h in hogs:
        h.start()
    try:
        busy = run(command, args.ignore)
    finally:
        for h in hogs:
            h.kill()
    if quiet != busy:
        for i, (a, b) in enumerate(zip(quiet.splitlines(), busy.splitlines())):
            if a != b:
                sys.exit("under_load: outputs differ at line %d:\n  quiet: %s\n"
                         "  busy:  %s" % (i + 1, a, b))
        sys.exit("under_load: outputs differ in length")
    print("under_load: identical output, quiet and beside %d hogs" % args.hogs)
    if args.echo:
        print(quiet)


if __name__ == "__main__":
    main()
