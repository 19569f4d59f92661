#!/usr/bin/env python3
"""Validates SARIF logs against the OASIS SARIF 2.1.0 JSON schema (draft-04) with PyPI's
jsonschema, formats checked (URIs need the rfc3987 package to be checked; they are not here).

usage: Scripts/validate-sarif.py [--schema SCHEMA] LOG.sarif...

Prints each violation with its path in the log and exits 1 if any log is invalid; prints
"valid: N logs" and exits 0 otherwise. The schema defaults to the copy in Tests/Fixtures/SARIF.
"""
import argparse
import json
import pathlib
import sys

import jsonschema

ROOT = pathlib.Path(__file__).resolve().parent.parent


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schema", default=ROOT / "Tests/Fixtures/SARIF/sarif-schema-2.1.0.json")
    parser.add_argument("logs", nargs="+")
    arguments = parser.parse_args()
    schema = json.loads(pathlib.Path(arguments.schema).read_text(encoding="utf-8"))
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    invalid = 0
    for path in arguments.logs:
        try:
            log = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            print(f"{path}: not JSON: {error}")
            invalid += 1
            continue
        errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
        for error in errors[:20]:
            where = "/".join(str(part) for part in error.absolute_path) or "(root)"
            print(f"{path}: {where}: {error.message[:300]}")
        if errors:
            invalid += 1
    if invalid:
        print(f"invalid: {invalid} of {len(arguments.logs)} logs")
        return 1
    print(f"valid: {len(arguments.logs)} logs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
