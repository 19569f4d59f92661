#!/usr/bin/env bash
# Compares the `bidi` command with GNU FriBidi's `fribidi` command, whole process, in one run.
#
#   Scripts/compare-speed.sh [CORPUS] [RUNS]
#
# CORPUS defaults to /tmp/bidikit-corpus.txt, built by Scripts/build-corpus.py (every Arabic,
# Hebrew, Persian, Urdu, Central Kurdish and Yiddish gettext translation installed, 20 times).
# RUNS (default 5) is the number of runs of each command; commands alternate run by run and
# the table shows medians. Every run is measured by `/usr/bin/time -v` (wall-clock, user +
# system CPU, maximum resident set size), once pinned to one core (`taskset -c 0`) and once
# on all cores. Also measured: the corpus 5 times over (peak memory must not grow with the
# input) and one huge line of 16.8 MB and of 50 MB (time, and peak memory per scalar).
#
# Environment: HUGE_RUNS (default 3) runs for each huge line; SKIP_HUGE=1 leaves them out;
# SKIP_BUILD=1 uses the release build already there; BIDI=PATH measures another `bidi` binary.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
corpus=${1:-/tmp/bidikit-corpus.txt}
runs=${2:-5}
huge_runs=${HUGE_RUNS:-3}

# The tools compared with, installed only when missing:
#   libfribidi-bin  the `fribidi` command       time  GNU time (`/usr/bin/time -v`)
#   util-linux      taskset
Scripts/install-system-packages.sh libfribidi-bin time util-linux

if [ ! -f "$corpus" ]; then python3 Scripts/build-corpus.py "$corpus" 20; fi
if [ -z "${SKIP_BUILD:-}" ]; then swift build -c release --product bidi >/dev/null; fi
bidi=${BIDI:-"$(swift build -c release --show-bin-path)/bidi"}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for _ in 1 2 3 4 5; do cat "$corpus"; done >"$work/corpus5.txt"
# Huge lines: the corpus's paragraphs joined by spaces, cut at a character boundary.
python3 - "$corpus" "$work" <<'EOF'
import sys
corpus, work = sys.argv[1], sys.argv[2]
text = open(corpus, encoding="utf-8").read().replace("\n", " ")
while len(text.encode()) < 50_000_000:
    text += " " + text
data = text.encode()
for name, size in (("line16.txt", 16_800_000), ("line50.txt", 50_000_000)):
    cut = data[:size].decode("utf-8", "ignore")
    open(f"{work}/{name}", "w", encoding="utf-8").write(cut + "\n")
    open(f"{work}/{name}.scalars", "w").write(str(len(cut)))
EOF

# measure NAME PIN INPUT CMD…: one run; appends "NAME PIN INPUT wall cpu rss" to the results.
measure() {
  local name=$1 pin=$2 input=$3
  shift 3
  local prefix=()
  if [ "$pin" = pinned ]; then prefix=(taskset -c 0); fi
  /usr/bin/time -v -o "$work/time.txt" "${prefix[@]}" "$@" <"$input" >/dev/null
  awk -v name="$name" -v pin="$pin" -v input="$(basename "$input")" '
    /User time/ { user = $NF }
    /System time/ { sys = $NF }
    /Elapsed \(wall clock\)/ { n = split($NF, p, ":"); wall = (n == 3) ? p[1] * 3600 + p[2] * 60 + p[3] : p[1] * 60 + p[2] }
    /Maximum resident set size/ { rss = $NF }
    END { printf "%s %s %s %.3f %.3f %d\n", name, pin, input, wall, user + sys, rss }
  ' "$work/time.txt" >>"$work/results.txt"
}

# The commands, by name; each pair compared is the same work (visual strings, or levels and
# visual order).
run_set() {
  local pin=$1 input=$2 count=$3
  for _ in $(seq "$count"); do
    measure "bidi-visual-shape" "$pin" "$input" "$bidi" visual --shape
    measure "fribidi" "$pin" "$input" fribidi --nopad --nobreak
    measure "bidi-levels" "$pin" "$input" "$bidi" levels
    measure "fribidi-levels" "$pin" "$input" fribidi --nopad --nobreak --novisual --levels --vtol
  done
}

: >"$work/results.txt"
run_set pinned "$corpus" "$runs"
run_set all-cores "$corpus" "$runs"
run_set pinned "$work/corpus5.txt" "$(((runs + 1) / 2))"
if [ -z "${SKIP_HUGE:-}" ]; then
  for huge in line16.txt line50.txt; do
    for _ in $(seq "$huge_runs"); do
      measure "bidi-visual-shape" pinned "$work/$huge" "$bidi" visual --shape
      measure "fribidi" pinned "$work/$huge" fribidi --nopad --nobreak
      measure "bidi-levels" pinned "$work/$huge" "$bidi" levels
    done
  done
fi

corpus_bytes=$(wc -c <"$corpus")
corpus_lines=$(wc -l <"$corpus")
echo
if [ -n "${BIDI:-}" ]; then commit="BIDI=$bidi"; else commit=$(git -C "$root" rev-parse --short HEAD); fi
if [ -n "${BIDI:-}" ]; then label="$bidi"; else label="bidi $commit"; fi
corpus_mb=$(awk -v b="$corpus_bytes" 'BEGIN { printf "%.1f", b / 1e6 }')
echo "$label vs $(fribidi --version | head -1), $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "corpus: $corpus, $corpus_lines lines, $corpus_mb MB; $(nproc) cores; medians of $runs runs (5x input and huge lines: fewer)"
python3 - "$work" "$(basename "$corpus")" "$(date -u +%F) | $commit | $(nproc) | $corpus_mb MB | $runs" <<'EOF'
import statistics, sys, os
work, corpus, row_start = sys.argv[1], sys.argv[2], sys.argv[3]
rows = {}
for line in open(f"{work}/results.txt"):
    name, pin, input_, wall, cpu, rss = line.split()
    rows.setdefault((input_, pin, name), []).append((float(wall), float(cpu), int(rss)))
def med(key, i):
    return statistics.median(r[i] for r in rows[key])
pairs = {"bidi-visual-shape": "fribidi", "bidi-levels": "fribidi-levels",
         "fribidi": None, "fribidi-levels": None}
print(f"{'input':<16} {'cores':<9} {'command':<18} {'wall s':>7} {'CPU s':>7} {'max RSS MB':>10} {'CPU ratio':>10} {'wall ratio':>10}  vs")
for (input_, pin, name) in rows:
    key = (input_, pin, name)
    wall, cpu, rss = med(key, 0), med(key, 1), med(key, 2)
    other = pairs.get(name)
    if other and (input_, pin, other) not in rows:
        other = "fribidi"
    ratio = ""
    if other and (input_, pin, other) in rows:
        ratio = f"{cpu / med((input_, pin, other), 1):>10.2f} {wall / med((input_, pin, other), 0):>10.2f}  {other}"
    print(f"{input_:<16} {pin:<9} {name:<18} {wall:>7.2f} {cpu:>7.2f} {rss / 1024:>10.1f} {ratio}")
for huge in ("line16.txt", "line50.txt"):
    path = f"{work}/{huge}.scalars"
    if not os.path.exists(path):
        continue
    scalars = int(open(path).read())
    size = os.path.getsize(f"{work}/{huge}")
    for name in ("bidi-visual-shape", "bidi-levels", "fribidi"):
        key = (huge, "pinned", name)
        if key in rows:
            rss = med(key, 2) * 1024
            print(f"{huge}: {size / 1e6:.1f} MB, {scalars} scalars, {name}: peak {rss / 1e6:.0f} MB = "
                  f"{rss / scalars:.1f} bytes/scalar ({(rss - size) / scalars:.1f} beyond the input's bytes)")
print("ratios: CPU time (user + system) and wall-clock of bidi over fribidi in the same conditions; below 1 is faster")
print("fribidi-levels is `fribidi --novisual --levels --vtol` (levels and visual order, as `bidi levels`).")
print("Note: the fribidi command reads at most 65 000 bytes at a time and resolves each piece as a paragraph")
print("of its own, so on a huge line it neither does the same work nor holds the line: its memory there is")
print("not a like-for-like figure; bidi resolves the whole line as one paragraph (UAX #9 P1).")
# The row to paste as it is under BENCHMARKS.md's table of this script: date, commit, cores,
# corpus, runs; CPU ratios pinned to one core and wall-clock ratios on all cores (bidi over
# fribidi); peak memory of `bidi visual --shape` on the corpus and on 5 times the corpus; on
# the 50 MB line, the CPU ratio and bidi's bytes per scalar beyond the input.
def ratio(input_, pin, name, other, i):
    if (input_, pin, name) not in rows or (input_, pin, other) not in rows:
        return "—"
    return f"{med((input_, pin, name), i) / med((input_, pin, other), i):.2f}"
def peak(input_):
    key = (input_, "pinned", "bidi-visual-shape")
    return f"{med(key, 2) / 1024:.0f}" if key in rows else "—"
huge = "—"
if ("line50.txt", "pinned", "bidi-visual-shape") in rows:
    scalars = int(open(f"{work}/line50.txt.scalars").read())
    beyond = (med(("line50.txt", "pinned", "bidi-visual-shape"), 2) * 1024 - os.path.getsize(f"{work}/line50.txt")) / scalars
    huge = f"{ratio('line50.txt', 'pinned', 'bidi-visual-shape', 'fribidi', 1)}, {beyond:.1f} B/scalar"
cells = [row_start,
         ratio(corpus, "pinned", "bidi-visual-shape", "fribidi", 1), ratio(corpus, "pinned", "bidi-levels", "fribidi-levels", 1),
         ratio(corpus, "all-cores", "bidi-visual-shape", "fribidi", 0), ratio(corpus, "all-cores", "bidi-levels", "fribidi-levels", 0),
         f"{peak(corpus)} / {peak('corpus5.txt')}", huge]
print("row for BENCHMARKS.md, The bidi command vs the fribidi command:")
print("| " + " | ".join(cells) + " |")
EOF
