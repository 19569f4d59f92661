#!/usr/bin/env python3
"""Validates JSON documents against a JSON schema with PyPI's jsonschema, formats checked (URIs
need the rfc3987 package to be checked; they are not here).

usage: Scripts/validate-json.py --schema SCHEMA [--lines] FILE...

The schema's "$schema" picks the draft: the OASIS SARIF 2.1.0 schema in Tests/Fixtures/SARIF
is draft-04, BidiKit's layout tree schema (Schemas/layout.schema.json) draft 2020-12. The
schema is checked against its draft's metaschema first. With --lines, every non-empty line of
a file is a document of its own, named FILE:LINE (JSON Lines).

Prints each violation with its path in the document and exits 1 if any document is invalid;
prints "valid: N documents" and exits 0 otherwise.
"""
import argparse
import json
import pathlib
import sys

import jsonschema


def documents(path, lines):
    """(name, text) of each document of the file."""
    text = pathlib.Path(path).read_text(encoding="utf-8")
    if not lines:
        return [(path, text)]
    return [(f"{path}:{number}", line) for number, line in enumerate(text.split("\n"), 1) if line.strip()]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schema", required=True)
    parser.add_argument("--lines", action="store_true", help="one document per line (JSON Lines)")
    parser.add_argument("files", nargs="+")
    arguments = parser.parse_args()
    schema = json.loads(pathlib.Path(arguments.schema).read_text(encoding="utf-8"))
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=jsonschema.FormatChecker())
    count = 0
    invalid = 0
    for path in arguments.files:
        try:
            named = documents(path, arguments.lines)
        except (OSError, ValueError) as error:
            print(f"{path}: unreadable: {error}")
            count += 1
            invalid += 1
            continue
        for name, text in named:
            count += 1
            try:
                document = json.loads(text)
            except ValueError as error:
                print(f"{name}: not JSON: {error}")
                invalid += 1
                continue
            errors = sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
            for error in errors[:20]:
                where = "/".join(str(part) for part in error.absolute_path) or "(root)"
                print(f"{name}: {where}: {error.message[:300]}")
            if errors:
                invalid += 1
    if invalid:
        print(f"invalid: {invalid} of {count} documents")
        return 1
    print(f"valid: {count} documents")
    return 0


if __name__ == "__main__":
    sys.exit(main())
