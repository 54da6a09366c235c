"""Checks that every function of a remat report was planned within a time
limit plus 5%, and whether the report says the time limit was hit.

    check_time_limit.py REPORT.json SECONDS [--hit | --not-hit]"""

import sys

from validate_report import load_function


def main():
    path, limit = sys.argv[1], float(sys.argv[2])
    fn = load_function(path)
    seconds = fn["solve_time_s"]
    if seconds > 1.05 * limit:
        sys.exit("%s: %s planned in %.3f s, over its time limit of %g s + 5%%"
                 % (path, fn["solver"], seconds, limit))
    hit = fn.get("time_limit_hit", False)
    if "--hit" in sys.argv and not hit:
        sys.exit("%s: the report does not say the time limit was hit" % path)
    if "--not-hit" in sys.argv and hit:
        sys.exit("%s: the report says the time limit was hit" % path)
    print("%s: %.3f s within %g s%s" % (fn["solver"], seconds, limit,
                                        ", time limit hit" if hit else ""))


if __name__ == "__main__":
    main()
