#!/usr/bin/env bash
# Fuzzes BidiKit's text engine, formatter and sanitizer with libFuzzer and AddressSanitizer.
#   Scripts/fuzz-engine.sh [SECONDS]      (default 120)
# Builds Sources/BidiText with Tests/Fuzz/EngineFuzzer.swift into one fuzzer binary under
# .build/fuzz and runs it; crashes are written to .build/fuzz/crash-*.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-120}"
out=.build/fuzz
mkdir -p "$out/corpus"
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name BidiText \
  -I Sources/CFriBidi $(pkg-config --cflags fribidi | sed 's/-I/-Xcc -I/g') $(pkg-config --libs fribidi) \
  $(find Sources/BidiText -name '*.swift') Tests/Fuzz/EngineFuzzer.swift -o "$out/engine-fuzzer"
"$out/engine-fuzzer" -max_total_time="$seconds" -max_len=4096 -artifact_prefix="$out/" "$out/corpus"
