"""What scripts read from remat-opt's error messages, defined once."""

import re

# The error for a budget no plan fits, and the budget it names.
NO_FIT = re.compile(r"does not fit the budget of (\d+) bytes|found no plan "
                    r"for '@\w+' within (\d+) bytes")
# The smallest budget the same message names as holding a plan.
MINIMAL = re.compile(r"a plan exists at (\d+) bytes|minimal feasible budget "
                     r"is (?:at most )?(\d+) bytes")


def parse_no_fit(stderr):
    """(budget, minimal) of a "no plan fits" error in `stderr`, minimal None
    where the message names none; None for any other error."""
    m = NO_FIT.search(stderr)
    if not m:
        return None
    n = MINIMAL.search(stderr)
    return int(m.group(1) or m.group(2)), n and int(n.group(1) or n.group(2))
