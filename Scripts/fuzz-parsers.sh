#!/usr/bin/env bash
# Fuzzes BidiKit's readers of untrusted files with libFuzzer and AddressSanitizer: layout trees
# (LayoutNode(json:), then layout, lint and both renderers), catalogs (CatalogFile(data:path:
# format:) for .strings, .stringsdict, .xcstrings and .po, then CatalogLinter) and golden
# files (GoldenFile(parsing:path:)).
#   Scripts/fuzz-parsers.sh [SECONDS [LIBFUZZER-FLAG…]]      (default 120 seconds)
#   FUZZ_TARGET=po Scripts/fuzz-parsers.sh 300     (one reader only: layout, strings,
#                                                   stringsdict, xcstrings, po, golden, or
#                                                   renderer: ids drawn by every renderer,
#                                                   source: the Trojan Source checks,
#                                                   extract: StringExtractor on Swift and
#                                                   Objective-C)
# Compiles the package's modules (Scripts/fuzz-modules.sh) with swiftc into static
# libraries instrumented for the fuzzer, links them with Tests/Fuzz/ParserFuzzer.swift under
# .build/fuzz-parsers, seeds a corpus from the repository's own files (the first byte of an
# input picks the reader; with FUZZ_TARGET, the corpus is corpus-TARGET and the first byte is
# ignored) and runs it; crashes, timeouts, leaks and out-of-memory inputs are written to
# .build/fuzz-parsers/crash-*, timeout-*, leak-*, oom-*. Reproduce one with
#   [FUZZ_TARGET=…] .build/fuzz-parsers/parser-fuzzer .build/fuzz-parsers/crash-…
# and shrink it with -minimize_crash=1 -exact_artifact_path=FILE. FUZZ_SKIP_BUILD=1 reuses the
# binary already built (to run several readers side by side).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-120}"
shift $(($# > 0 ? 1 : 0))
out=.build/fuzz-parsers
corpus="$out/corpus${FUZZ_TARGET:+-$FUZZ_TARGET}"
mkdir -p "$out/modules" "$corpus" "$out/seeds"

# Libraries, in dependency order (Scripts/fuzz-modules.sh).
if [ "${FUZZ_SKIP_BUILD:-}" != 1 ]; then
  Scripts/fuzz-modules.sh "$out" BidiInput BidiText BidiEngine DirectionalLayout BidiLocalization BidiLint \
    BidiGolden
  flags=("${FUZZ_OPTIMIZATION:--O}" -wmo -swift-version 6 -sanitize=fuzzer,address -parse-as-library -package-name BidiKit
    -I "$out/modules" -I Sources/CFriBidi)
  cflags=$(pkg-config --cflags fribidi | sed 's/-I/-Xcc -I/g')
  # shellcheck disable=SC2046,SC2086
  swiftc "${flags[@]}" $cflags -module-name ParserFuzzer Tests/Fuzz/ParserFuzzer.swift \
    Tests/Fuzz/RendererFuzzing.swift Tests/Fuzz/SourceCodeFuzzing.swift Tests/Fuzz/ExtractionFuzzing.swift \
    -L "$out/modules" -lBidiGolden -lBidiLint -lBidiLocalization -lDirectionalLayout -lBidiEngine -lBidiText \
    -lBidiInput \
    $(pkg-config --libs fribidi) -o "$out/parser-fuzzer"
fi

# Seeds: one input per file, its first byte naming the reader (the order of `Target`).
rm -f "$out/seeds"/*
seed() {  # seed TARGET-NUMBER NAME < file
  { printf "\\x0$1"; cat; } >"$out/seeds/$1-$2"
}
n=0
while IFS= read -r json; do
  n=$((n + 1))
  printf '%s' "$json" | seed 0 "contract$n.json"
done < <(grep -rho --include='*.swift' '#"[[{].*[]}]"#' Tests/DirectionalLayoutTests | sed 's/^#"//; s/"#$//')
seed 0 settings.json <Examples/mirrored-settings/settings.json
for file in $(find Tests/Fixtures/Catalogs -type f | sort); do
  name=$(echo "$file" | tr '/' '_')
  case "$file" in
  *.strings) seed 1 "$name" <"$file" ;;
  *.stringsdict) seed 2 "$name" <"$file" ;;
  *.xcstrings) seed 3 "$name" <"$file" ;;
  *.po) seed 4 "$name" <"$file" ;;
  esac
done
for file in Tests/Goldens/*.golden; do seed 5 "$(basename "$file")" <"$file"; done
# Renderer ids (0xFF separates them): the controls that once broke the SVG and the terminal.
printf 'root\xffa\x00b\xff\x1b[31m\xffx\xe2\x80\xaeyz\xffline\nbreak\xff\x0b\x0c' | seed 6 hostile-ids
printf '%s\xff' $(seq 1 8) | seed 6 plain-ids
# Source code: the Trojan Source examples (the byte after the target's picks the language:
# the order of SourceLanguage), and the package's own longest sources.
n=0
for file in $(find Tests/Fixtures/TrojanSource -type f ! -name '*.md' ! -name LICENSE | sort); do
  n=$((n + 1))
  case "$file" in
  *.sh) lang=8 ;; *.py) lang=3 ;; *.rs) lang=4 ;; *.go) lang=5 ;; *.java) lang=6 ;; *.js) lang=2 ;; *) lang=1 ;;
  esac
  { printf "\\x0$lang"; cat "$file"; } | seed 7 "trojan$n"
done
{ printf '\x00'; cat Sources/BidiLint/SourceCode/SourceScanner.swift; } | seed 7 scanner.swift
{ printf '\x03'; cat Scripts/yoga-differential.py; } | seed 7 yoga.py
# Extraction: the extraction tests' sources, as Swift (even byte) and Objective-C (odd byte).
for file in Tests/BidiLocalizationTests/Extraction/*.swift; do
  { printf '\x00'; cat "$file"; } | seed 8 "$(basename "$file")"
  { printf '\x01'; cat "$file"; } | seed 8 "$(basename "$file" .swift).m"
done
# Long inputs: a wide tree, a long .strings table and a long .po file, so that libFuzzer does
# not only mutate short ones (with -len_control=0 below it tries long inputs at once).
python3 -c 'import json; print(json.dumps({"id": "r", "axis": "horizontal", "children": [{"id": "n%d" % i, "width": i, "grow": i % 3, "text": {"content": "\u05d0%d" % i}} for i in range(200)]}))' | seed 0 long-wide.json
python3 -c 'print("".join("\"k%d\" = \"\u05e9\u05dc\u05d5\u05dd %%@ %d\";\n" % (i, i) for i in range(300)))' | seed 1 long.strings
python3 -c 'print("msgid \"\"\nmsgstr \"Language: ar\\n\"\n" + "".join("\nmsgid \"m%d %%s\"\nmsgstr \"\u0645 %d %%s\"\n" % (i, i) for i in range(300)))' | seed 4 long.po

# Words that matter to the readers, for libFuzzer to insert.
cat >"$out/parsers.dict" <<'EOF'
"\"id\""
"\"children\""
"\"width\""
"\"height\""
"\"grow\""
"\"axis\""
"\"horizontal\""
"\"reverse\""
"\"spacing\""
"\"justify\""
"\"spaceEvenly\""
"\"align\""
"\"alignSelf\""
"\"padding\""
"\"margin\""
"\"insets\""
"\"leading\""
"\"trailing\""
"\"position\""
"\"absolute\""
"\"semantic\""
"\"forceRightToLeft\""
"\"image\""
"\"flipsForRightToLeft\""
"\"text\""
"\"textStart\""
"\"content\""
"\"alignment\""
"\"reverseItems\""
"1e9"
"\\u"
"\\U"
"\\x"
"\\0"
"/*"
"*/"
"msgctxt"
"msgid"
"msgid_plural"
"msgstr"
"msgstr[0]"
"#, c-format"
"#~"
"charset=ISO-8859-8"
"charset=CP1256"
"Language: ar\\n"
"<dict>"
"</dict>"
"<key>"
"</key>"
"<string>"
"</string>"
"<array>"
"<!--"
"-->"
"&#x"
"&amp;"
"NSStringLocalizedFormatKey"
"NSStringFormatSpecTypeKey"
"NSStringPluralRuleType"
"%#@"
"%1$@"
"%d"
"\"sourceLanguage\""
"\"strings\""
"\"localizations\""
"\"stringUnit\""
"\"value\""
"\"state\""
"\"variations\""
"\"plural\""
"\"substitutions\""
"=== "
"---"
"kind: layout"
"notation: capRTL"
"| "
"\xe2\x81\xa7"
"\xe2\x81\xa9"
"\xe2\x80\xae"
"\xd7\x90"
"\xef\xbb\xbf"
"\xff\xfe"
EOF

# swift-corelibs-foundation leaks the CFError of every property list it rejects (seen with
# Swift 6.3.1; compare swiftlang/swift-corelibs-foundation#3366): some 500 bytes per malformed
# .stringsdict, outside BidiKit. The suppression keeps it out of reports, but each such input
# still makes libFuzzer run a full leak check, which slows the run two- to fivefold, so leak
# checks are off unless asked for (pass -detect_leaks=1). Blowups still stop the run: an input
# that takes more than 10 seconds, or more than 2 GB, is saved as timeout-* or oom-*.
printf 'leak:CFPropertyListCreateWithData\n' >"$out/lsan.supp"
# Swift's own backtracer is off: it reads memory ASan reports on, and libFuzzer prints the stack.
SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="suppressions=$out/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
  "$out/parser-fuzzer" -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
  -detect_leaks=0 -len_control=0 -dict="$out/parsers.dict" -artifact_prefix="$out/" -print_final_stats=1 "$@" \
  "$corpus" "$out/seeds"
