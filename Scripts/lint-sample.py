#!/usr/bin/env python3
"""Draws a seeded random sample of `bidi lint --format json` findings for judging by hand.

    Scripts/lint-sample.py --seed 22 --per-app 8 --per-rule 4 --bidi .build/debug/bidi \
        APP=findings.json ...

Each APP=FILE names one app's findings (the JSON array `bidi lint --format json` prints,
file paths as the linter printed them, relative to the folder it was run in: --root). Two
samples are drawn, each without replacement and in a fixed order so that the same seed and
inputs always give the same findings:

  * per app: --per-app findings chosen uniformly among each app's findings (every app weighs
    the same, whatever its size);
  * per rule: --per-rule findings chosen uniformly among all the apps' findings of each rule
    (the rare rules are judged too, not only the commonest), skipping findings the per-app
    sample already holds.

For each finding of a source file (no key: `bidi lint --rtl`, Trojan Source) the script
prints its fields and the code from two lines before to two lines after; for a catalog
finding, its fields, the entry's texts in the finding's language and the development texts (read with `bidi catalog --format json`:
the String Catalog's source texts, or the same table in Base.lproj or en.lproj), with a
`verdict:` line left for the judge. Only the standard library is used.
"""

import argparse
import json
import os
import random
import subprocess
import sys

catalogs = {}


def catalog(bidi, path):
    if path not in catalogs:
        try:
            out = subprocess.run(
                [bidi, "catalog", "--format", "json", path], capture_output=True, text=True, check=False
            ).stdout
            catalogs[path] = json.loads(out) if out.strip() else None
        except (OSError, ValueError):
            catalogs[path] = None
    return catalogs[path]


def entries(data, language):
    """Key → entry of the table in `language` (or the only table)."""
    if not data or data.get("format") == "strings" and "tables" not in data:
        return {}
    tables = data.get("tables", [])
    table = next((t for t in tables if t["language"] == language), tables[0] if len(tables) == 1 else None)
    return {e["key"]: e for e in (table or {}).get("entries", [])}


def strings_entries(data):
    """`bidi catalog --format json` of a .strings file is key → value."""
    return {k: {"texts": [{"form": None, "text": v}]} for k, v in (data or {}).items()}


def texts(entry):
    return [(t["form"], t["text"]) for t in (entry or {}).get("texts", [])]


def context(bidi, root, finding):
    path = os.path.join(root, finding["file"])
    key, language = finding["key"], finding["language"]
    if key is None or not os.path.exists(path):
        return [], []
    data = catalog(bidi, path)
    if path.endswith(".strings"):
        table = strings_entries(data)
    else:
        table = entries(data, language)
    entry = table.get(key)
    if path.endswith(".xcstrings"):
        source = [(t["form"], t["text"]) for t in (entry or {}).get("sourceTexts", [])]
        return texts(entry), source
    folder = os.path.dirname(path)
    source = []
    for name in ("Base.lproj", "en.lproj"):
        other = os.path.join(os.path.dirname(folder), name, os.path.basename(path))
        if os.path.exists(other) and os.path.abspath(other) != os.path.abspath(path):
            data = catalog(bidi, other)
            table = strings_entries(data) if other.endswith(".strings") else entries(data, None)
            source = texts(table.get(key))
            break
    return texts(entry), source


def code(root, finding, around=2):
    """The lines of a source finding's file around its line, numbered, in a fenced block."""
    path = os.path.join(root, finding["file"])
    if finding["key"] is not None or not os.path.exists(path):
        return None
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.read().split("\n")
    first = max(1, finding["line"] - around)
    last = min(len(lines), finding["line"] + around)
    body = "\n".join(f"{n:5} {'>' if n == finding['line'] else ' '} {lines[n - 1]}" for n in range(first, last + 1))
    return "```\n" + body.replace("```", "` ` `") + "\n```"


def show(items, limit=12):
    lines = []
    for form, text in items[:limit]:
        lines.append(f"    - {form or '-'}: `{text!r}`")
    if len(items) > limit:
        lines.append(f"    - … {len(items) - limit} more")
    return "\n".join(lines) or "    - (none)"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--per-app", type=int, default=8)
    parser.add_argument("--per-rule", type=int, default=4)
    parser.add_argument("--bidi", default="bidi")
    parser.add_argument("--root", default=".", help="the folder bidi lint ran in")
    parser.add_argument("apps", nargs="+", metavar="APP=FILE")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    findings = {}
    for item in args.apps:
        app, _, path = item.partition("=")
        with open(path, encoding="utf-8") as f:
            findings[app] = [x for x in json.load(f) if "rule" in x]
    chosen = []
    seen = set()
    for app in sorted(findings):
        pool = findings[app]
        for index in sorted(rng.sample(range(len(pool)), min(args.per_app, len(pool)))):
            chosen.append(("app", app, pool[index]))
            seen.add((app, index))
    by_rule = {}
    for app in sorted(findings):
        for index, finding in enumerate(findings[app]):
            by_rule.setdefault(finding["rule"], []).append((app, index))
    for rule in sorted(by_rule):
        pool = [item for item in by_rule[rule] if item not in seen]
        for app, index in sorted(rng.sample(pool, min(args.per_rule, len(pool)))):
            chosen.append(("rule", app, findings[app][index]))
    for number, (stratum, app, finding) in enumerate(chosen, 1):
        print(f"### {number}. {finding['rule']} ({finding['severity']}) — {app}, {stratum} sample\n")
        print(f"- `{finding['file']}:{finding['line']}:{finding['column']}`")
        source = code(args.root, finding)
        if source is not None:
            print(f"- message: {finding['message']}")
            print(f"- code:\n\n{source}\n")
        else:
            translated, development = context(args.bidi, args.root, finding)
            print(f"- key `{finding['key']!r}`, language `{finding['language']}`")
            print(f"- message: {finding['message']}")
            print(f"- texts:\n{show(translated)}")
            print(f"- development:\n{show(development)}")
        print("- verdict: \n")
    counts = {app: len(findings[app]) for app in sorted(findings)}
    print(f"<!-- {len(chosen)} findings drawn from {counts} -->", file=sys.stderr)


if __name__ == "__main__":
    main()
