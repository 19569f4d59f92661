#!/usr/bin/env python3
"""Runs Unicode's two bidi conformance files through a built `bidi levels` and compares.

Usage: Scripts/conformance-via-cli.py BIDI [UCD_DIR]   (UCD_DIR default: /usr/share/unicode)

BidiCharacterTest.txt: every case, its paragraph level, levels and visual order (fields 2-4,
exactly what `bidi levels` prints). BidiTest.txt: every case in every paragraph direction its
bitset names, with one character of each class, its levels and order (the paragraph level is
not in the file). Each paragraph direction is one `bidi levels --base ...` run over all its
cases, one per line. Prints the counts and the first failures; exits 1 on any failure.
"""
import subprocess
import sys

BIDI = sys.argv[1]
UCD = sys.argv[2] if len(sys.argv) > 2 else "/usr/share/unicode"

# One character per class, none a paired bracket (as Tests/BidiEngineTests' ConformanceTests).
REPRESENTATIVE = {
    "L": "a", "R": "\u05D0", "AL": "\u0627", "EN": "1", "ES": "+", "ET": "$", "AN": "\u0660",
    "CS": ",", "NSM": "\u0300", "BN": "\u00AD", "B": "\u2029", "S": "\t", "WS": " ", "ON": "!",
    "LRE": "\u202A", "LRO": "\u202D", "RLE": "\u202B", "RLO": "\u202E", "PDF": "\u202C",
    "LRI": "\u2066", "RLI": "\u2067", "FSI": "\u2068", "PDI": "\u2069",
}


def run(base, lines):
    """`bidi levels --base base` over `lines`: one output record per line."""
    text = "".join(line + "\n" for line in lines)
    result = subprocess.run([BIDI, "levels", "--base", base], input=text.encode("utf-8"),
                            stdout=subprocess.PIPE, check=True)
    out = result.stdout.decode("utf-8").split("\n")
    if out and out[-1] == "":
        out.pop()
    if len(out) != len(lines):
        sys.exit("conformance: %d records for %d lines (base %s)" % (len(out), len(lines), base))
    return out


def character_test():
    cases = {"ltr": [], "rtl": [], "auto": []}
    with open(UCD + "/BidiCharacterTest.txt", encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split(";")
            if len(fields) != 5:
                continue
            text = "".join(chr(int(c, 16)) for c in fields[0].split())
            base = {"0": "ltr", "1": "rtl"}.get(fields[1], "auto")
            cases[base].append((text, ";".join(fields[2:5]), fields[0]))
    count, failures = 0, []
    for base, items in cases.items():
        got = run(base, [text for text, _, _ in items])
        for (text, expected, codes), record in zip(items, got):
            count += 1
            if record != expected:
                failures.append("%s (%s): expected %s, got %s" % (codes, base, expected, record))
    return count, failures


def bidi_test():
    cases = {"auto": [], "ltr": [], "rtl": []}
    levels = order = ""
    with open(UCD + "/BidiTest.txt", encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("@Levels:"):
                levels = " ".join(line[len("@Levels:"):].split())
                continue
            if line.startswith("@Reorder:"):
                order = " ".join(line[len("@Reorder:"):].split())
                continue
            if line.startswith("@"):
                continue
            names, bits = line.split(";")
            text = "".join(REPRESENTATIVE[n] for n in names.split())
            for bit, base in ((1, "auto"), (2, "ltr"), (4, "rtl")):
                if int(bits, 16) & bit:
                    cases[base].append((text, levels + ";" + order, names))
    count, failures = 0, []
    for base, items in cases.items():
        got = run(base, [text for text, _, _ in items])
        for (text, expected, names), record in zip(items, got):
            count += 1
            if record.split(";", 1)[1] != expected:
                failures.append("%s (%s): expected %s, got %s" % (names, base, expected, record))
    return count, failures


def main():
    failed = False
    for name, test in (("BidiCharacterTest.txt", character_test), ("BidiTest.txt", bidi_test)):
        count, failures = test()
        print("conformance: %s: %d cases, %d failures" % (name, count, len(failures)))
        for failure in failures[:5]:
            print("  " + failure)
        failed = failed or bool(failures)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
