#!/usr/bin/env bash
# Converts every module's DocC catalog (Sources/<Module>/<Module>.docc) with the module's symbol
# graph and fails on any DocC warning: a broken symbol link, an undocumented parameter, a topic
# that names nothing. Uses .build/docs as scratch.
#
# The symbol graphs come from a debug build of the modules made for this check, or, with
# DOCS_FROM_BUILD set to a build's bin path (`swift build -c release --show-bin-path`, the
# modules built there), from that build's modules (swift-symbolgraph-extract, as `swift package
# dump-symbol-graph` does): `make test` checks its release build's modules so, without a
# second build of every module.
#
# usage: Scripts/check-docs.sh [MODULE…]     (default: every module with a catalog)
#        DOCS_FROM_BUILD=DIR Scripts/check-docs.sh [MODULE…]
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build/docs
graphs="$scratch/symbol-graphs"
mkdir -p "$graphs"
modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
  for catalog in Sources/*/*.docc; do modules+=("$(basename "$catalog" .docc)"); done
fi
# The graphs are extracted from the modules of a build (swift-symbolgraph-extract): the one
# DOCS_FROM_BUILD names, or a debug build made here (an incremental build emits no graph for a
# module it does not compile again, so graphs are never taken from the compiler directly).
rm -f "$graphs"/*.symbols.json
from="${DOCS_FROM_BUILD:-$PWD/$scratch/build/debug}"
for module in "${modules[@]}"; do
  if [ -z "${DOCS_FROM_BUILD:-}" ]; then
    swift build --scratch-path "$scratch/build" --target "$module" >/dev/null
  fi
  # The modules a module re-exports (@_exported import) are in its graph, as the compiler
  # emits it.
  # shellcheck disable=SC2046
  swift-symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
    -I "$from/Modules" -I Sources/CFriBidi $(pkg-config --cflags fribidi | sed 's/-I/-Xcc -I/g') \
    -experimental-allowed-reexported-modules="$(ls Sources | paste -sd,)" -output-dir "$graphs"
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
