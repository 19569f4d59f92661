#!/usr/bin/env bash
# BidiKit's layout time against Yoga 3's on the same trees, in the same run: ROUNDS rounds, each
# timing the 100 001-node toolbar, feature and wrap trees of LayoutBenchmarks laid out RTL with
# `layout(direction:)`, in one `LayoutEngine`, and with Yoga 3's calculate_layout through PyPI's
# pyyoga (Scripts/yoga-scaling.py), one after another; prints the medians (µs per node), their
# range, and Yoga's time divided by ours (of the medians, and per round). Alternating rounds
# keep the ratios meaningful on a shared machine whose speed drifts. The last line is a row to
# paste as it is under BENCHMARKS.md's table of this script.
# Usage: Scripts/layout-vs-yoga.sh [ROUNDS]   (default 7; needs pyyoga: make test installs it)
set -euo pipefail
rounds=${1:-7}
cd "$(dirname "$0")/.."
(cd Benchmarks && swift build -c release --product LayoutBenchmarks >/dev/null)
bin=Benchmarks/.build/release/LayoutBenchmarks
perNode() { sed -E 's/.*, ([0-9.]+) µs\/node/\1/'; }
load=$(cut -d' ' -f1-3 /proc/loadavg)
echo "cores: $(nproc), load: $load, rounds: $rounds"
row_start="$(date -u +%F) | $(git rev-parse --short HEAD) | $(nproc) | $load | $rounds"
for _ in $(seq "$rounds"); do
  for shape in toolbar features wrap; do
    echo "$shape $("$bin" scaling 10000 5 "$shape" | perNode)" \
      "$("$bin" scaling 10000 5 "$shape" engine | perNode)" \
      "$(python3 Scripts/yoga-scaling.py 10000 3 "$shape")"
  done
done | python3 -c '
import collections, statistics, sys
row = [sys.argv[1]]
rounds = collections.defaultdict(list)
for line in sys.stdin:
    shape, *times = line.split()
    rounds[shape].append([float(t) for t in times])
print("tree" + " " * 6 + "one-shot µs".rjust(20) + "engine µs".rjust(21) + "Yoga 3 µs".rjust(21) + "  Yoga/one-shot  Yoga/engine")
for shape, runs in rounds.items():
    columns = list(zip(*runs))
    medians = [statistics.median(c) for c in columns]
    cells = [f"{m:.3f} ({min(c):.2f}-{max(c):.2f})" for m, c in zip(medians, columns)]
    ratios = [sorted(round(r[2] / r[k], 2) for r in runs) for k in (0, 1)]
    print(f"{shape:9} {cells[0]:>20} {cells[1]:>20} {cells[2]:>20}  {medians[2] / medians[0]:13.2f}  {medians[2] / medians[1]:11.2f}")
    print(" " * 10 + f"per round: Yoga/one-shot {ratios[0]}, Yoga/engine {ratios[1]}")
    row += [f"{medians[2] / medians[0]:.2f}", f"{medians[2] / medians[1]:.2f}"]
print("row for BENCHMARKS.md, Layout vs Yoga 3 (Yoga/one-shot, Yoga/engine: toolbar, features, wrap):")
print("| " + " | ".join(row) + " |")
' "$row_start"
