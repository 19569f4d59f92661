#!/usr/bin/env bash
# Fails when a file tracked by git is over 2 MB (2 097 152 bytes), unless it is listed in
# Scripts/large-files.txt as conformance data with its public source. Part of `make test`, so
# that a stray output (a benchmark corpus, a build product) cannot land unnoticed.
#
#   Scripts/check-large-files.sh [REPOSITORY]     (default: this repository)
#
# Scripts/large-files.txt: one file a line, `PATH SOURCE` (SOURCE: where the file comes from,
# e.g. its URL at unicode.org); lines starting with # are comments.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
repository="${1:-$here}"
limit=2097152
allowed="$repository/Scripts/large-files.txt"
status=0
while IFS= read -r -d '' path; do
  [ -f "$repository/$path" ] || continue
  size=$(stat -c %s "$repository/$path")
  [ "$size" -gt "$limit" ] || continue
  if [ -f "$allowed" ] && grep -v '^#' "$allowed" | awk -v p="$path" '$1 == p && NF >= 2 { found = 1 } END { exit !found }'; then
    continue
  fi
  echo "check-large-files: $path is $size bytes (over 2 MB) and not listed with its source in Scripts/large-files.txt" >&2
  status=1
done < <(git -C "$repository" ls-files -z)
if [ "$status" -eq 0 ]; then echo "check-large-files: no tracked file over 2 MB outside Scripts/large-files.txt"; fi
exit "$status"
