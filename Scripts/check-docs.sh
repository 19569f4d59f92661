#!/usr/bin/env bash
# Converts every module's DocC catalog (Sources/<Module>/<Module>.docc) with the module's symbol
# graph and fails on any DocC warning: a broken symbol link, an undocumented parameter, a topic
# that names nothing. Uses .build/docs as scratch.
#
# usage: Scripts/check-docs.sh [MODULE…]     (default: every module with a catalog)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build/docs
graphs="$scratch/symbol-graphs"
mkdir -p "$graphs"
modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
  for catalog in Sources/*/*.docc; do modules+=("$(basename "$catalog" .docc)"); done
fi
for module in "${modules[@]}"; do
  swift build --scratch-path "$scratch/build" --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" >/dev/null
done
status=0
for module in "${modules[@]}"; do
  own="$scratch/graphs-$module"
  rm -rf "$own" && mkdir -p "$own"
  cp "$graphs/$module.symbols.json" "$own/"
  cp "$graphs/$module"@*.symbols.json "$own/" 2>/dev/null || true
  log=$(docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$own" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.bidikit.$module" \
    --output-path "$scratch/$module.doccarchive" 2>&1 || true)
  warnings=$(printf '%s\n' "$log" | grep -c -E "^(warning|error):" || true)
  echo "check-docs: $module: $warnings warnings"
  if [ "$warnings" -gt 0 ]; then
    printf '%s\n' "$log" | grep -A4 -E "^(warning|error):" | head -40
    status=1
  fi
done
exit $status
