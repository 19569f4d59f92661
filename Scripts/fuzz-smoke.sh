#!/usr/bin/env bash
# A short run of every fuzz target, for `make test` and CI: both fuzzers must still build, and
# each of the 10 targets runs every seed, then SECONDS more (default 2) with -len_control=0;
# any crash, timeout or out-of-memory input fails the run (and is kept under .build/fuzz*/ to
# reproduce). About 2 minutes on 2 shared cores, builds included.
#   Scripts/fuzz-smoke.sh [SECONDS]
# The modules are built once, without optimisation to keep the build short: the parser
# fuzzer's, which the engine fuzzer links too (unoptimised it runs only a few inputs a second,
# which is enough to run its seeds; libFuzzer runs every seed whatever the time limit).
# A campaign runs Scripts/fuzz-engine.sh and Scripts/fuzz-parsers.sh directly, for longer
# (the engine optimised).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-2}"
log=.build/fuzz-smoke.log
mkdir -p .build
: >"$log"
run() {  # run NAME COMMAND…: one target; its last lines are shown when it fails
  local name=$1
  shift
  if "$@" >>"$log" 2>&1; then
    echo "fuzz-smoke: $name: $(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$') runs, no crash"
  else
    tail -40 "$log"
    echo "fuzz-smoke: $name FAILED (log: $log)" >&2
    exit 1
  fi
}
FUZZ_OPTIMIZATION=-Onone FUZZ_TARGET=layout run layout Scripts/fuzz-parsers.sh "$seconds"
FUZZ_OPTIMIZATION=-Onone FUZZ_MODULES=.build/fuzz-parsers run engine Scripts/fuzz-engine.sh "$seconds"
for target in strings stringsdict xcstrings po golden renderer source extract; do
  FUZZ_SKIP_BUILD=1 FUZZ_TARGET=$target run "$target" Scripts/fuzz-parsers.sh "$seconds"
done
