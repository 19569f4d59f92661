#!/usr/bin/env python3
"""Builds the benchmark corpus of real right-to-left translations.

Extracts every translation (msgstr) from the gettext catalogs of Arabic, Hebrew, Persian,
Urdu, Central Kurdish and Yiddish installed under /usr/share/locale (with `msgunfmt`),
splits them into paragraphs at newlines, and writes them one per line, the whole set
repeated REPEAT times (default 20).

Usage: Scripts/build-corpus.py OUTPUT [REPEAT]

The corpus holds the catalogs' translations as they are (with translators' names and
addresses where the catalogs have them), so it must never be committed: OUTPUT must be
outside the repository (the benchmarks default to /tmp/bidikit-corpus.txt) or under one of
its ignored `.build` folders. Any other path inside the repository is refused.
"""
import glob
import os
import subprocess
import sys

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def refuse_tracked_location(output):
    """Exits with an error when OUTPUT is inside the repository but not under a `.build` folder."""
    path = os.path.abspath(output)
    inside = os.path.commonpath([path, REPOSITORY]) == REPOSITORY
    if inside and ".build" not in os.path.relpath(path, REPOSITORY).split(os.sep):
        sys.exit(f"build-corpus.py: refusing to write the corpus inside the repository ({output}); "
                 "use a path outside it or under .build/")

LANGUAGES = ["ar", "he", "fa", "ur", "ckb", "yi"]
ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}


def unquote(s):
    out = []
    i = 0
    while i < len(s):
        c = s[i]
        if c == "\\" and i + 1 < len(s):
            out.append(ESCAPES.get(s[i + 1], s[i + 1]))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def translations(path):
    text = subprocess.run(["msgunfmt", path], capture_output=True, check=True).stdout.decode("utf-8", "replace")
    current = None
    for line in text.splitlines() + [""]:
        if line.startswith("msgstr"):
            if current:
                yield current
            current = unquote(line[line.index('"') + 1:-1])
        elif line.startswith('"') and current is not None:
            current += unquote(line[1:-1])
        else:
            if current:
                yield current
            current = None


def main():
    output = sys.argv[1]
    refuse_tracked_location(output)
    repeat = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    paragraphs = []
    for language in LANGUAGES:
        for path in sorted(glob.glob("/usr/share/locale/%s/LC_MESSAGES/*.mo" % language)):
            for translation in translations(path):
                paragraphs += [p for p in translation.replace("\r", "\n").split("\n") if p.strip()]
    with open(output, "w", encoding="utf-8") as f:
        for _ in range(repeat):
            for p in paragraphs:
                f.write(p + "\n")
    print("%d paragraphs x %d -> %s" % (len(paragraphs), repeat, output), file=sys.stderr)


if __name__ == "__main__":
    main()
