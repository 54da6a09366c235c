"""What scripts read from remat-opt's error messages, defined once."""

import re

# The error for a budget no plan fits, and the budget it names: below the
# minimal feasible budget (group 1), or a planner that found no plan above
# it (group 2).
NO_FIT = re.compile(r"does not fit the budget of (\d+) bytes|found no plan "
                    r"for '@\w+' within (\d+) bytes")
# The smallest budget the same message names as holding a plan.
MINIMAL = re.compile(r"a plan exists at (\d+) bytes|minimal feasible budget "
                     r"is (?:at most )?(\d+) bytes")
# The proven lower bound it names beside that plan, where the minimum is
# not known exactly.
LEAST = re.compile(r"at least (\d+) bytes")


def parse_failure(stderr):
    """A "no plan fits" error in `stderr` as a record: status "infeasible"
    (the budget is below the minimal feasible one) or "no plan" (the planner
    found none above it), the budget, min_feasible_at_most (the least budget
    the message names as holding a plan) and min_exact, and
    min_feasible_at_least (the proven bound) where the minimum is not known
    exactly. None for any other error."""
    m = NO_FIT.search(stderr)
    if not m:
        return None
    rec = {"status": "infeasible" if m.group(1) else "no plan",
           "budget": int(m.group(1) or m.group(2))}
    # What it says of the minimum ends at the first ';': the GPU-only
    # bound and advice follow.
    at = stderr.find("minimal feasible budget is")
    said = stderr[at:].split(";")[0] if at >= 0 else ""
    n = MINIMAL.search(said)
    least = LEAST.search(said)
    if n:
        rec["min_feasible_at_most"] = int(n.group(1) or n.group(2))
        rec["min_exact"] = not least and "at most" not in said
    if least:
        rec["min_feasible_at_least"] = int(least.group(1))
    return rec


def parse_no_fit(stderr):
    """(budget, minimal) of a "no plan fits" error in `stderr`, minimal None
    where the message names none; None for any other error."""
    rec = parse_failure(stderr)
    if not rec:
        return None
    return rec["budget"], rec.get("min_feasible_at_most")
