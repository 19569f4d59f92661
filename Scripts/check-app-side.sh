#!/usr/bin/env bash
# Proves that the app-side products need no C library: builds BidiText, DirectionalLayout and
# BidiLocalization, then builds and runs the example app package (Examples/app-side), all with
# GNU FriBidi out of reach, and checks with ldd that nothing built links libfribidi.
# Then proves the same of the whole package through its switch, the FriBidi package trait
# turned off (`--disable-default-traits`): every product builds (the engine resolves in
# Swift), `bidi` does not link libfribidi, passes both Unicode conformance files
# (Scripts/conformance-via-cli.py) and verifies the repository's golden files.
#
# Out of reach means: pkg-config pointed at an empty folder, and — since SwiftPM reads .pc files
# itself and the compiler finds /usr/include on its own — FriBidi's headers, .pc file and
# libraries hidden by empty bind mounts in a private mount namespace (unshare; needs root, as
# in CI). Without root the check says so and is skipped.
# A negative control builds BidiEngine the same way with the default traits (FriBidi on) and
# expects it to fail: otherwise FriBidi was not really out of reach and the check would prove
# nothing.
#
# usage: Scripts/check-app-side.sh        (from anywhere; uses .build/dependents and
#                                          .build/no-fribidi as scratch)
# .build/dependents is also where the tests build their consumer package (GoldenConsumer), so
# that the app-side modules built here are not compiled again.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

if [ -z "${BIDIKIT_FRIBIDI_HIDDEN:-}" ]; then
  if ! unshare -m true 2>/dev/null; then
    echo "check-app-side: skipped: hiding FriBidi needs a mount namespace (run as root)"
    exit 0
  fi
  exec unshare -m env BIDIKIT_FRIBIDI_HIDDEN=1 "$0" "$@"
fi
# Inside the private mount namespace: hide every FriBidi file of the system.
hide_dir=$(mktemp -d)
hide_file=$(mktemp)
for path in $(dpkg -L libfribidi-dev libfribidi0 2>/dev/null | grep -E 'fribidi' || true); do
  if [ -d "$path" ] && [ "$(basename "$path")" = fribidi ]; then
    mount --bind "$hide_dir" "$path"
  elif [ -f "$path" ] || [ -L "$path" ]; then
    case "$path" in
      *.h | *.pc | *.so* | *.a) mount --bind "$hide_file" "$(readlink -f "$path")" 2>/dev/null || true ;;
    esac
  fi
done
empty=$(mktemp -d)
trap 'rm -rf "$empty"' EXIT
export PKG_CONFIG_LIBDIR="$empty" PKG_CONFIG_PATH=""
scratch="$root/.build/dependents"

if pkg-config --exists fribidi || [ -s /usr/include/fribidi/fribidi.h ]; then
  echo "check-app-side: FriBidi is still reachable" >&2
  exit 1
fi
echo "check-app-side: FriBidi hidden (no header, no .pc, no library)"

for target in BidiText DirectionalLayout BidiLocalization; do
  swift build --scratch-path "$scratch" --target "$target" 2>&1 | tail -1
done

# BidiEngine as a consumer package built it here with FriBidi in reach is removed first, so
# that SwiftPM compiles it now.
rm -f "$scratch"/*/debug/Modules/BidiEngine.* "$scratch"/*/debug/BidiEngine.build/*.o
if swift build --scratch-path "$scratch" --target BidiEngine >"$empty/engine.log" 2>&1; then
  echo "check-app-side: BidiEngine built without FriBidi: the check proves nothing" >&2
  exit 1
fi
echo "check-app-side: BidiEngine does not build without FriBidi (expected): $(grep -m1 -o "error: .*" "$empty/engine.log" | cut -c1-100)"

# The whole package with the FriBidi trait off: the Swift engine. Its own scratch path, so
# that the default build's products above are not mixed with these.
whole="$root/.build/no-fribidi"
swift build --scratch-path "$whole" --disable-default-traits 2>&1 | tail -1
bidi="$(swift build --scratch-path "$whole" --disable-default-traits --show-bin-path)/bidi"
if ldd "$bidi" | grep -i fribidi; then
  echo "check-app-side: bidi built with --disable-default-traits links libfribidi" >&2
  exit 1
fi
echo "check-app-side: bidi without the FriBidi trait links: $(ldd "$bidi" | awk '{print $1}' | tr '\n' ' ')"
python3 Scripts/conformance-via-cli.py "$bidi"
"$bidi" golden verify Tests/Goldens | tail -1

# The example app in the same scratch path as the targets above: SwiftPM compiles a module of
# a dependency with the same command as the root package's, so the app-side modules built
# above (with FriBidi out of reach, as here) are reused and only the app is compiled and linked.
cd Examples/app-side
swift build --scratch-path "$scratch" 2>&1 | tail -1
binary="$(swift build --scratch-path "$scratch" --show-bin-path)/AppSideDemo"
if ldd "$binary" | grep -i fribidi; then
  echo "check-app-side: AppSideDemo links libfribidi" >&2
  exit 1
fi
echo "check-app-side: AppSideDemo links: $(ldd "$binary" | awk '{print $1}' | tr '\n' ' ')"
"$binary"
