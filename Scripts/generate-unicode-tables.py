#!/usr/bin/env python3
"""Generates BidiKit's Unicode property tables from the Unicode Character Database.

Usage: Scripts/generate-unicode-tables.py [UCD_DIR]   (default: /usr/share/unicode)

Reads extracted/DerivedBidiClass.txt (with its @missing defaults for unassigned code
points), BidiBrackets.txt, BidiMirroring.txt and UnicodeData.txt (for the canonical
equivalents of brackets, rule BD16); for line breaking (UAX #14) and terminal widths also
LineBreak.txt, EastAsianWidth.txt, HangulSyllableType.txt, PropList.txt,
auxiliary/GraphemeBreakProperty.txt, emoji/emoji-data.txt and the
general categories of UnicodeData.txt. Writes Sources/BidiText/Generated/*.swift.
Re-run it when the Unicode data on the machine changes; the tests compare every code
point with DerivedBidiClass.txt, so a stale table fails the suite.
"""
import os
import re
import sys

UCD = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "BidiText", "Generated")

# Order defines the raw values of the Swift `BidiClass` enum; keep it in sync with
# Sources/BidiText/Characters/BidiClass.swift.
CLASSES = ["L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
           "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"]
LONG = {
    "Left_To_Right": "L", "Right_To_Left": "R", "Arabic_Letter": "AL", "European_Number": "EN",
    "European_Separator": "ES", "European_Terminator": "ET", "Arabic_Number": "AN",
    "Common_Separator": "CS", "Nonspacing_Mark": "NSM", "Boundary_Neutral": "BN",
    "Paragraph_Separator": "B", "Segment_Separator": "S", "White_Space": "WS",
    "Other_Neutral": "ON", "Left_To_Right_Embedding": "LRE", "Left_To_Right_Override": "LRO",
    "Right_To_Left_Embedding": "RLE", "Right_To_Left_Override": "RLO",
    "Pop_Directional_Format": "PDF", "Left_To_Right_Isolate": "LRI",
    "Right_To_Left_Isolate": "RLI", "First_Strong_Isolate": "FSI",
    "Pop_Directional_Isolate": "PDI",
}


def version(path):
    with open(path, encoding="utf-8") as f:
        first = f.readline()
    m = re.search(r"-(\d+\.\d+\.\d+)\.txt", first)
    return m.group(1) if m else "unknown"


def parse_range(text):
    if ".." in text:
        a, b = text.split("..")
        return int(a, 16), int(b, 16)
    return int(text, 16), int(text, 16)


def bidi_classes():
    table = [CLASSES.index("L")] * 0x110000
    path = os.path.join(UCD, "extracted", "DerivedBidiClass.txt")
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    for line in lines:  # defaults first, in file order
        m = re.match(r"#\s*@missing:\s*([0-9A-F.]+)\s*;\s*(\w+)", line)
        if m:
            lo, hi = parse_range(m.group(1))
            for cp in range(lo, hi + 1):
                table[cp] = CLASSES.index(LONG[m.group(2)])
    for line in lines:
        data = line.split("#", 1)[0].strip()
        if not data:
            continue
        rng, cls = [part.strip() for part in data.split(";")]
        lo, hi = parse_range(rng)
        for cp in range(lo, hi + 1):
            table[cp] = CLASSES.index(cls)
    return table, version(path)


def canonical_singletons():
    result = {}
    with open(os.path.join(UCD, "UnicodeData.txt"), encoding="utf-8") as f:
        for line in f:
            fields = line.split(";")
            decomposition = fields[5]
            if decomposition and not decomposition.startswith("<") and " " not in decomposition:
                result[int(fields[0], 16)] = int(decomposition, 16)
    return result


def brackets():
    singletons = canonical_singletons()
    pairs = []
    path = os.path.join(UCD, "BidiBrackets.txt")
    with open(path, encoding="utf-8") as f:
        for line in f:
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            cp, paired, kind = [part.strip() for part in data.split(";")]
            cp, paired = int(cp, 16), int(paired, 16)
            opening = cp if kind == "o" else paired
            # BD16 compares brackets up to canonical equivalence (U+2329 ~ U+3008).
            identity = singletons.get(opening, opening)
            pairs.append((cp, paired, 1 if kind == "o" else 0, identity))
    return pairs, version(path)


def mirroring():
    pairs = []
    path = os.path.join(UCD, "BidiMirroring.txt")
    with open(path, encoding="utf-8") as f:
        for line in f:
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            a, b = [int(part.strip(), 16) for part in data.split(";")]
            pairs.append((a, b))
    return pairs, version(path)


# Order defines the raw values of the Swift `LineBreakClass` enum; keep it in sync with
# Sources/BidiText/LineBreaking/LineBreakClass.swift.
LINE_BREAK_CLASSES = ["BK", "CR", "LF", "CM", "NL", "SG", "WJ", "ZW", "GL", "SP", "ZWJ", "B2", "BA",
                      "BB", "HY", "CB", "CL", "CP", "EX", "IN", "NS", "OP", "QU", "IS", "NU", "PO",
                      "PR", "SY", "AI", "AL", "CJ", "EB", "EM", "H2", "H3", "HL", "ID", "JL", "JV",
                      "JT", "RI", "SA", "XX"]


def property_table(path, default):
    """One value per code point from a UCD file of `range;value` lines (after @missing lines)."""
    table = [default] * 0x110000
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    for line in lines:
        m = re.match(r"#\s*@missing:\s*([0-9A-F.]+)\s*;\s*(\w+)", line)
        if m:
            lo, hi = parse_range(m.group(1))
            table[lo:hi + 1] = [m.group(2)] * (hi - lo + 1)
    for line in lines:
        data = line.split("#", 1)[0].strip()
        if not data:
            continue
        rng, value = [part.strip() for part in data.split(";")[:2]]
        lo, hi = parse_range(rng)
        table[lo:hi + 1] = [value] * (hi - lo + 1)
    return table, version(path)


def arabic_joining(gc, classes):
    """Joining properties per code point as GNU FriBidi derives them (gen-joining-type-tab):
    G (ignored) for the classes removed by X9 and the isolate controls, then T for general
    categories Mn and Cf, then ArabicShaping.txt's joining types. Values are FriBidi's bits:
    1 joins right, 2 joins left, 4 shapes, 8 transparent, 16 ignored."""
    bits = {"U": 0, "R": 1 | 4, "D": 1 | 2 | 4, "C": 1 | 2, "L": 2 | 4, "T": 8 | 4}
    ignored = {CLASSES.index(c) for c in ["BN", "LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"]}
    table = [0] * 0x110000
    for cp in range(0x110000):
        if classes[cp] in ignored:
            table[cp] = 16
        if gc[cp] in ("Mn", "Cf"):
            table[cp] = bits["T"]
    path = os.path.join(UCD, "ArabicShaping.txt")
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#")[0].strip()
            if not line:
                continue
            fields = [x.strip() for x in line.split(";")]
            lo, hi = parse_range(fields[0])
            for cp in range(lo, hi + 1):
                table[cp] = bits[fields[2]]
    return table, version(path)


def arabic_forms():
    """Presentation forms of UnicodeData.txt with one code point after <isolated>, <final>,
    <initial> or <medial>: rows of the character and its four forms (itself where none), in
    FriBidi's order (isolated, final, initial, medial = the joining bits 0, 1, 2, 3)."""
    order = {"isolated": 0, "final": 1, "initial": 2, "medial": 3}
    forms = {}
    with open(os.path.join(UCD, "UnicodeData.txt"), encoding="utf-8") as f:
        for line in f:
            fields = line.split(";")
            m = re.fullmatch(r"<(isolated|final|initial|medial)> ([0-9A-F]+)", fields[5])
            if not m:
                continue
            base = int(m.group(2), 16)
            forms.setdefault(base, [base] * 4)[order[m.group(1)]] = int(fields[0], 16)
    return [[base] + forms[base] for base in sorted(forms)]


def general_categories():
    """General_Category per code point (Cn where UnicodeData.txt has no entry)."""
    table = ["Cn"] * 0x110000
    first = None
    with open(os.path.join(UCD, "UnicodeData.txt"), encoding="utf-8") as f:
        for line in f:
            fields = line.split(";")
            cp, name, gc = int(fields[0], 16), fields[1], fields[2]
            if name.endswith(", First>"):
                first = cp
                continue
            lo = first if name.endswith(", Last>") else cp
            table[lo:cp + 1] = [gc] * (cp - lo + 1)
            first = None
    return table


def property_set(path, name):
    """The code points a binary-property file (PropList.txt, emoji-data.txt) gives `name`."""
    result = set()
    with open(os.path.join(UCD, path), encoding="utf-8") as f:
        for line in f:
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            rng, prop = [part.strip() for part in data.split(";")]
            if prop == name:
                lo, hi = parse_range(rng)
                result.update(range(lo, hi + 1))
    return result


def emoji_property(name):
    return property_set(os.path.join("emoji", "emoji-data.txt"), name)


def prop_list(name):
    return property_set("PropList.txt", name)


def emoji_version():
    with open(os.path.join(UCD, "emoji", "emoji-data.txt"), encoding="utf-8") as f:
        for line in f:
            m = re.search(r"Version (\d+\.\d+)", line)
            if m:
                return m.group(1)
    return "unknown"


def line_break_entries(gc):
    """Runs of (Line_Break, flags): flags are the extra facts the UAX #14 rules need."""
    classes, v = property_table(os.path.join(UCD, "LineBreak.txt"), "XX")
    widths, _ = property_table(os.path.join(UCD, "EastAsianWidth.txt"), "N")
    pictographic = emoji_property("Extended_Pictographic")
    graphemes, _ = property_table(os.path.join(UCD, "auxiliary", "GraphemeBreakProperty.txt"), "Other")
    values = []
    for cp in range(0x110000):
        cls = classes[cp]
        # UAX #29, for no break inside a grapheme cluster: 8 continues the cluster before it
        # (GB9, GB9a), 16 a Prepend (GB9b), 24 Control, CR or LF (GB4, GB5 break around them).
        flags = {"Extend": 8, "ZWJ": 8, "SpacingMark": 8, "Prepend": 16,
                 "Control": 24, "CR": 24, "LF": 24}.get(graphemes[cp], 0)
        # LB30 excludes East Asian Fullwidth, Wide and Halfwidth opening and closing brackets.
        if cls in ("OP", "CP") and widths[cp] in ("F", "W", "H"):
            flags |= 1
        # LB30b: unassigned Extended_Pictographic code points behave like EB before EM.
        if cp in pictographic and gc[cp] == "Cn":
            flags |= 2
        # LB1: SA resolves to CM for nonspacing and spacing marks, else to AL.
        if cls == "SA" and gc[cp] in ("Mn", "Mc"):
            flags |= 4
        values.append((flags << 6) | LINE_BREAK_CLASSES.index(cls))
    return values, v


def column_widths(gc):
    """Terminal columns per code point (0, 1, 2) and bit 2: an emoji with text presentation by
    default (U+FE0F makes it two columns wide)."""
    widths, v = property_table(os.path.join(UCD, "EastAsianWidth.txt"), "N")
    hangul, _ = property_table(os.path.join(UCD, "HangulSyllableType.txt"), "Not_Applicable")
    emoji = emoji_property("Emoji")
    presentation = emoji_property("Emoji_Presentation")
    prepended = prop_list("Prepended_Concatenation_Mark")
    values = []
    for cp in range(0x110000):
        category = gc[cp]
        if category in ("Mn", "Me", "Cc", "Cs", "Zl", "Zp"):
            width = 0  # marks join the preceding character; controls and separators show nothing
        elif category == "Cf" and cp != 0x00AD and cp not in prepended:
            width = 0  # format characters, except the soft hyphen and the visible number signs
        elif 0x3248 <= cp <= 0x324F or 0x4DC0 <= cp <= 0x4DFF:
            # As glibc's wcwidth (localedata/unicode-gen): circled numbers on black squares (East
            # Asian Width A) and Yijing hexagram symbols (N) sit among wide characters and CJK fonts
            # draw them two columns wide.
            width = 2
        elif hangul[cp] in ("V", "T"):
            width = 0  # conjoining vowels and final consonants join the leading consonant
        elif widths[cp] in ("W", "F"):
            width = 2
        else:
            width = 1
        if cp in emoji and cp not in presentation and width == 1:
            width |= 4
        values.append(width)
    return values, v


def pack_runs(values, shift):
    result = []
    for cp, value in enumerate(values):
        if not result or (result[-1] & ((1 << shift) - 1)) != value:
            result.append((cp << shift) | value)
    return result


def header(source, ucd_version):
    return (
        "// Generated by Scripts/generate-unicode-tables.py from " + source + "\n"
        "// (Unicode " + ucd_version + "). Do not edit by hand; re-run the script instead.\n\n"
    )


def write(name, text):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        f.write(text)


def hex_rows(values, per_line=8, width=8):
    rows = []
    for i in range(0, len(values), per_line):
        rows.append("  " + ", ".join("0x%0*X" % (width, v) for v in values[i:i + per_line]) + ",")
    return "\n".join(rows)


def main():
    os.makedirs(OUT, exist_ok=True)
    table, v = bidi_classes()
    # Runs of equal class: each entry packs (first code point << 8) | class raw value.
    runs = []
    for cp, cls in enumerate(table):
        if not runs or (runs[-1] & 0xFF) != cls:
            runs.append((cp << 8) | cls)
    write("BidiClassRuns.swift", header("extracted/DerivedBidiClass.txt", v) +
          "/// Runs of equal Bidi_Class covering U+0000...U+10FFFF in order.\n"
          "/// Each entry is `(firstCodePoint << 8) | BidiClass.rawValue`; a run ends where the next begins.\n"
          "let bidiClassRuns: [UInt32] = [\n" + hex_rows(runs) + "\n]\n")

    pairs, v = brackets()
    flat = []
    for cp, paired, is_open, identity in pairs:
        flat += [cp, paired, (is_open << 31) | identity]
    write("BracketPairs.swift", header("BidiBrackets.txt and UnicodeData.txt", v) +
          "/// Paired brackets, sorted by code point, three entries each: the bracket, its pair, and\n"
          "/// `(isOpening << 31) | identity`, where identity is the canonical opening bracket of the pair.\n"
          "let bracketPairs: [UInt32] = [\n" + hex_rows(flat, 6) + "\n]\n")

    mirrors, v = mirroring()
    flat = []
    for a, b in mirrors:
        flat += [a, b]
    write("MirroringPairs.swift", header("BidiMirroring.txt", v) +
          "/// Bidi_Mirroring_Glyph pairs, sorted by code point: the character, then its mirror glyph.\n"
          "let mirroringPairs: [UInt32] = [\n" + hex_rows(flat) + "\n]\n")
    gc = general_categories()
    values, v = line_break_entries(gc)
    lb_runs = pack_runs(values, 11)
    write("LineBreakRuns.swift", header(
        "LineBreak.txt, EastAsianWidth.txt, UnicodeData.txt,\n"
        "// auxiliary/GraphemeBreakProperty.txt and emoji/emoji-data.txt (emoji " + emoji_version() + ")", v) +
          "/// Runs of equal line-breaking data covering U+0000...U+10FFFF in order. Each entry is\n"
          "/// `(firstCodePoint << 11) | (flags << 6) | LineBreakClass.rawValue` (the Line_Break property\n"
          "/// before rule LB1); flags: 1 an OP or CP of East Asian width F, W or H (LB30), 2 an unassigned\n"
          "/// Extended_Pictographic code point (LB30b), 4 an SA mark of category Mn or Mc (LB1); flags\n"
          "/// 8, 16 and 24 the Grapheme_Cluster_Break values Extend/ZWJ/SpacingMark, Prepend and\n"
          "/// Control/CR/LF.\n"
          "let lineBreakRuns: [UInt32] = [\n" + hex_rows(lb_runs) + "\n]\n")

    values, v = column_widths(gc)
    width_runs = pack_runs(values, 3)
    write("ColumnWidthRuns.swift", header(
        "EastAsianWidth.txt, HangulSyllableType.txt,\n"
        "// PropList.txt, UnicodeData.txt and emoji/emoji-data.txt (emoji " + emoji_version() + ")", v) +
          "/// Runs of equal terminal width covering U+0000...U+10FFFF in order. Each entry is\n"
          "/// `(firstCodePoint << 3) | value`: bits 0-1 the columns (0 for marks, format and control\n"
          "/// characters, line and paragraph separators and conjoining Hangul vowels and finals, 2 for\n"
          "/// East Asian Wide and Fullwidth and glibc's two wide blocks, else 1), bit 2 set for an emoji shown as text by default (Emoji and not Emoji_Presentation).\n"
          "let columnWidthRuns: [UInt32] = [\n" + hex_rows(width_runs) + "\n]\n")
    print("wrote %d line break runs, %d width runs" % (len(lb_runs), len(width_runs)))

    joining, v = arabic_joining(gc, table)
    joining_runs = pack_runs(joining, 8)
    forms = arabic_forms()
    write("ArabicShapingData.swift", header("ArabicShaping.txt and UnicodeData.txt", v) +
          "/// Runs of equal joining properties covering U+0000...U+10FFFF in order, derived as GNU\n"
          "/// FriBidi derives them: each entry is `(firstCodePoint << 8) | bits`, with bits 1 joins right,\n"
          "/// 2 joins left, 4 shapes, 8 transparent, 16 ignored (the joining types U, R, D, C, L, T, and G\n"
          "/// for the classes removed by X9 and the isolate controls).\n"
          "package let arabicJoiningRuns: [UInt32] = [\n" + hex_rows(joining_runs) + "\n]\n\n"
          "/// Arabic presentation forms (UnicodeData.txt decompositions `<isolated>`, `<final>`,\n"
          "/// `<initial>`, `<medial>` of one character), five entries per character, sorted: the\n"
          "/// character, then its isolated, final, initial and medial forms (itself where it has none).\n"
          "package let arabicPresentationForms: [UInt32] = [\n" + hex_rows([x for row in forms for x in row], 5) + "\n]\n")
    print("wrote %d joining runs, %d shaped characters" % (len(joining_runs), len(forms)))
    print("wrote %d class runs, %d brackets, %d mirror pairs" % (len(runs), len(pairs), len(mirrors)))


if __name__ == "__main__":
    main()
