"""Checks remat reports against docs/report.schema.json.

    validate_report.py REPORT.json...   (or - for standard input)

Exits non-zero, naming the file and the offending field, when one does not
conform. The test scripts read reports with load_function(), which checks
them."""

import json
import os
import sys

import jsonschema

SCHEMA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                      "docs", "report.schema.json")
_validator = None


def errors(report):
    """The schema's complaints about `report`, as 'field: message' lines."""
    global _validator
    if _validator is None:
        with open(SCHEMA) as f:
            _validator = jsonschema.Draft202012Validator(json.load(f))
    return ["%s: %s" % ("/".join(str(p) for p in e.absolute_path) or "(top)",
                        e.message)
            for e in _validator.iter_errors(report)]


def check(report, source):
    """Exits naming `source` when `report` does not conform."""
    problems = errors(report)
    if problems:
        sys.exit("\n".join("%s: %s" % (source, p) for p in problems))


def load_function(path):
    """The one function of the report at `path`, after checking the report."""
    with open(path) as f:
        report = json.load(f)
    check(report, path)
    (function,) = report["functions"]
    return function


def main():
    failed = False
    for path in sys.argv[1:]:
        if path == "-":
            report = json.load(sys.stdin)
        else:
            with open(path) as f:
                report = json.load(f)
        for problem in errors(report):
            print("%s: %s" % (path, problem), file=sys.stderr)
            failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
