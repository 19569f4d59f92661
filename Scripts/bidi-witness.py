#!/usr/bin/env python3
"""A third witness for BidiKit's differential tests: python-bidi (Rust's unicode-bidi inside).

Reads lines `BASE;HEX HEX …` (BASE is L, R or auto) on standard input and prints, for each,
the visual order as hex code points, left to right, with characters removed by rule X9
(Bidi_Class BN, LRE, RLE, LRO, RLO, PDF) left out. No mirroring is applied.
"""
import sys

from bidi import get_display

REMOVED = {0x202A, 0x202B, 0x202C, 0x202D, 0x202E}


def removed(cp, bn):
    return cp in REMOVED or cp in bn


def main():
    bn = set(int(x, 16) for x in sys.argv[1].split()) if len(sys.argv) > 1 else set()
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        base, codes = line.split(";")
        text = "".join(chr(int(c, 16)) for c in codes.split())
        visual = get_display(text, base_dir=None if base == "auto" else base)
        print(" ".join("%X" % ord(c) for c in visual if not removed(ord(c), bn)))


if __name__ == "__main__":
    main()
