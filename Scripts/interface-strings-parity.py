#!/usr/bin/env python3
"""How close `bidi extract`'s tables of Interface Builder documents are to ibtool's.

For every `.xib`/`.storyboard` under each ROOT that has a table of its name in a sibling
`.lproj` folder (`Base.lproj/Main.storyboard` ↔ `en.lproj/Main.strings`), runs
`bidi extract --encoding utf8` on the document (in a temporary folder; nothing of the app is
copied anywhere else) and compares the result with the app's table: the development
language's (`Base.lproj`, then `en.lproj`), or else the first other language's — translated
tables keep ibtool's keys and comments, only their values change.

Usage:
  Scripts/interface-strings-parity.py [--bidi PATH] [--list] ROOT…

  ROOT     a checked-out app (any folder); the figures are printed per ROOT.
  --list   also print every missing and extra key and every comment that differs.

What it counts, per ROOT: documents compared; keys of the app's tables, matched, missing
(in the app's table, not in ours) and extra (ours only); comments equal among matched keys;
values equal (development-language tables only); tables equal to ours as text (after
decoding: apps often convert ibtool's UTF-16 to UTF-8) and as bytes in the app's encoding.
A difference is not necessarily ours: apps edit these tables by hand and keep tables older
than their documents (object identifiers gone from the document are listed as such).
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

ENTRY = re.compile(r'(/\*(?:(?!\*/).)*\*/)\n("(?:[^"\\]|\\.)*") = ("(?:[^"\\]|\\.)*");', re.S)


def decode(data):
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return data.decode("utf-16"), "utf-16"
    return data.decode("utf-8-sig"), "utf-8"


def pairs(root):
    tables = {}
    documents = []
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            stem, extension = os.path.splitext(name)
            if extension == ".strings" and folder.endswith(".lproj"):
                tables.setdefault((os.path.dirname(folder), stem), []).append(path)
            elif extension in (".xib", ".storyboard"):
                documents.append(path)
    for document in sorted(documents):
        stem = os.path.splitext(os.path.basename(document))[0]
        candidates = sorted(tables.get((os.path.dirname(os.path.dirname(document)), stem), []))
        if not candidates:
            continue
        by_language = {os.path.basename(os.path.dirname(path)): path for path in candidates}
        chosen = by_language.get("Base.lproj") or by_language.get("en.lproj") or candidates[0]
        yield document, chosen


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bidi", default=".build/debug/bidi")
    parser.add_argument("--list", action="store_true")
    parser.add_argument("roots", nargs="+")
    options = parser.parse_args()
    for root in options.roots:
        counts = dict.fromkeys(
            ["documents", "keys", "matched", "missing", "extra", "comments equal", "values equal",
             "text equal", "bytes equal"], 0)
        for document, table in pairs(root):
            with tempfile.TemporaryDirectory() as output:
                result = subprocess.run(
                    [options.bidi, "extract", "--quiet", "--encoding", "utf8", "--output", output, document],
                    capture_output=True)
                if result.returncode != 0:
                    print(f"{document}: bidi extract exited {result.returncode}: {result.stderr.decode()}")
                    continue
                name = os.path.splitext(os.path.basename(document))[0] + ".strings"
                ours = open(os.path.join(output, name), encoding="utf-8").read()
            data = open(table, "rb").read()
            theirs, encoding = decode(data)
            mine = {m.group(2): (m.group(1), m.group(3)) for m in ENTRY.finditer(ours)}
            app = {m.group(2): (m.group(1), m.group(3)) for m in ENTRY.finditer(theirs)}
            source = open(document, encoding="utf-8", errors="replace").read()
            counts["documents"] += 1
            counts["keys"] += len(app)
            counts["matched"] += len(app.keys() & mine.keys())
            counts["missing"] += len(app.keys() - mine.keys())
            counts["extra"] += len(mine.keys() - app.keys())
            counts["comments equal"] += sum(1 for k in app.keys() & mine.keys() if app[k][0] == mine[k][0])
            language = os.path.basename(os.path.dirname(table))
            if language in ("en.lproj", "Base.lproj"):
                counts["values equal"] += sum(1 for k in app.keys() & mine.keys() if app[k][1] == mine[k][1])
            counts["text equal"] += theirs.replace("\r\n", "\n") == ours
            if encoding == "utf-16":
                counts["bytes equal"] += data == b"\xff\xfe" + ours.encode("utf-16-le")
            else:
                counts["bytes equal"] += data == ours.encode("utf-8")
            if options.list:
                relative = os.path.relpath(document, root)
                for key in sorted(app.keys() - mine.keys()):
                    object_id = key.strip('"').split(".")[0]
                    gone = "" if f'id="{object_id}"' in source else " (object gone from the document)"
                    print(f"  missing {relative}: {app[key][0]}{gone}")
                for key in sorted(mine.keys() - app.keys()):
                    print(f"  extra   {relative}: {mine[key][0]}")
                for key in sorted(app.keys() & mine.keys()):
                    if app[key][0] != mine[key][0]:
                        print(f"  comment {relative}:\n    app  {app[key][0]}\n    ours {mine[key][0]}")
        print(os.path.basename(os.path.normpath(root)) + ": " + ", ".join(f"{k} {v}" for k, v in counts.items()))


if __name__ == "__main__":
    sys.exit(main())
