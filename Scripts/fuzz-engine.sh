#!/usr/bin/env bash
# Fuzzes BidiKit's text engine, formatter and sanitizer with libFuzzer and AddressSanitizer.
#   Scripts/fuzz-engine.sh [SECONDS [LIBFUZZER-FLAG…]]      (default 120 seconds)
# Builds BidiInput, BidiText and BidiEngine (Scripts/fuzz-modules.sh) and links them with
# Tests/Fuzz/EngineFuzzer.swift into one fuzzer binary under .build/fuzz, and runs it; crashes are written to .build/fuzz/crash-*. FUZZ_SKIP_BUILD=1 reuses
# the binary already built; FUZZ_MODULES=DIR links the libraries already built in DIR by
# Scripts/fuzz-modules.sh (the parser fuzzer's .build/fuzz-parsers, with its optimisation)
# instead of building them again.
#
# Inputs are not kept short: -len_control=0 lets libFuzzer try long inputs from the start
# (by default it grows the length slowly, and six minutes stayed under ~74 bytes), and the
# seeds include whole paragraphs of Unicode's BidiCharacterTest.txt up to the 4096-byte limit.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-120}"
shift $(($# > 0 ? 1 : 0))
out=.build/fuzz
mkdir -p "$out/corpus" "$out/seeds"
if [ "${FUZZ_SKIP_BUILD:-}" != 1 ]; then
  built="${FUZZ_MODULES:-$out}"
  if [ -z "${FUZZ_MODULES:-}" ]; then Scripts/fuzz-modules.sh "$out" BidiInput BidiText BidiEngine; fi
  # shellcheck disable=SC2046
  swiftc "${FUZZ_OPTIMIZATION:--O}" -wmo -swift-version 6 -sanitize=fuzzer,address -parse-as-library \
    -package-name BidiKit -module-name EngineFuzzer -I "$built/modules" -I Sources/CFriBidi \
    $(pkg-config --cflags fribidi | sed 's/-I/-Xcc -I/g') Tests/Fuzz/EngineFuzzer.swift \
    -L "$built/modules" -lBidiEngine -lBidiText -lBidiInput $(pkg-config --libs fribidi) -o "$out/engine-fuzzer"
fi

# Long seeds: the test strings of BidiCharacterTest.txt (field 0, code points) joined into
# texts of 256, 1024 and 4000 bytes, with paragraph separators between some of them.
rm -f "$out/seeds"/*
python3 - "$out/seeds" <<'PY'
import sys, os
out = sys.argv[1]
path = "/usr/share/unicode/BidiCharacterTest.txt"
if not os.path.exists(path):
    sys.exit(0)
texts = []
for line in open(path, encoding="utf-8"):
    if line.startswith("#") or not line.strip():
        continue
    texts.append("".join(chr(int(c, 16)) for c in line.split(";")[0].split()))
    if len(texts) >= 4000:
        break
n = 0
for size in (256, 1024, 4000):
    chunk = ""
    for i, text in enumerate(texts):
        chunk += text + (" " if i % 5 else "\u2029")
        if len(chunk.encode()) >= size:
            n += 1
            open(os.path.join(out, f"long-{size}-{n}"), "wb").write(chunk.encode()[:size])
            chunk = ""
            if n % 8 == 0:
                break
PY
SWIFT_BACKTRACE=enable=no "$out/engine-fuzzer" -max_total_time="$seconds" -max_len=4096 -len_control=0 \
  -artifact_prefix="$out/" -print_final_stats=1 "$@" "$out/corpus" "$out/seeds"
