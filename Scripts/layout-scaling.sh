#!/usr/bin/env bash
# Layout cost per node from 1 000 to 1 000 000 nodes: instructions (counted by valgrind's
# callgrind: what the algorithm does, independent of caches) and page faults (perf), next to
# the time per node (which also depends on caches and on the kernel's page faults), and Yoga's
# time per node on the same tree in the same run (Scripts/yoga-scaling.py, Yoga 3 through pyyoga),
# for `layout(direction:)` and for layouts in one `LayoutEngine` (memory kept between layouts).
# Every size runs in a fresh process, so no size profits from a heap another one warmed.
# Each count is for the layouts alone: (count with RUNS + 1 layouts − count with 1) / RUNS.
# Needs valgrind and perf (linux-perf). Usage: Scripts/layout-scaling.sh  (from anywhere)
# The last lines are rows to paste as they are under BENCHMARKS.md's table of this script.
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"
swift build -c release --product LayoutBenchmarks >/dev/null
bin=.build/release/LayoutBenchmarks
row_start="$(date -u +%F) | $(git rev-parse --short HEAD) | $(nproc)"
table_rows=""
instructions() { # rows layouts
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" scaling "$1" "$2" 2>&1 \
    | sed -n -E 's/.*Collected : ([0-9]+).*/\1/p'
}
faults() { # rows layouts
  perf stat -x, -e page-faults "$bin" scaling "$1" "$2" 2>&1 >/dev/null | cut -d, -f1
}
printf '%9s %17s %16s %9s %11s %9s %7s %7s\n' nodes 'instructions/node' 'page faults/node' 'µs/node' \
  'engine µs' 'Yoga µs' 'ratio' 'engine'
for rows in 100 1000 10000 100000; do
  nodes=$((rows * 10 + 1))
  runs=$((rows >= 100000 ? 2 : 5))
  ins=$(echo "scale=1; ($(instructions "$rows" $((runs + 1))) - $(instructions "$rows" 1)) / $runs / $nodes" | bc)
  pf=$(echo "scale=3; ($(faults "$rows" $((runs + 1))) - $(faults "$rows" 1)) / $runs / $nodes" | bc)
  time=$("$bin" scaling "$rows" 5 | sed -E 's/.*, ([0-9.]+) µs\/node/\1/')
  engine=$("$bin" scaling "$rows" 5 toolbar engine | sed -E 's/.*, ([0-9.]+) µs\/node/\1/')
  yoga=$(python3 ../Scripts/yoga-scaling.py "$rows" 5)
  ratio=$(echo "scale=2; $yoga / $time" | bc)
  engine_ratio=$(echo "scale=2; $yoga / $engine" | bc)
  printf '%9d %17s %16s %9s %11s %9s %7s %7s\n' "$nodes" "$ins" "$pf" "$time" "$engine" "$yoga" \
    "$ratio" "$engine_ratio"
  table_rows+="| $row_start | $nodes | $ins | $pf | $time | $engine | $yoga | $ratio | $engine_ratio |"$'\n'
done
echo "rows for BENCHMARKS.md, Layout cost per node:"
printf '%s' "$table_rows"
