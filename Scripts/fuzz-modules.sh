#!/usr/bin/env bash
# Builds the package's modules as static libraries instrumented for libFuzzer and
# AddressSanitizer, for the fuzz scripts: Scripts/fuzz-modules.sh OUT MODULE… (in dependency
# order) writes OUT/modules/libMODULE.a and MODULE.swiftmodule. `package` declarations need one
# package name; FUZZ_OPTIMIZATION picks the optimisation (default -O). The linker's "Cannot
# export local symbol '__asan_…'" warnings are harmless. BidiEngine is built with its Swift
# back end unless FUZZ_ENGINE=fribidi (then with -D BIDIKIT_FRIBIDI, as the package's default
# trait builds it on Linux).
set -euo pipefail
cd "$(dirname "$0")/.."
out=$1
shift
mkdir -p "$out/modules"
flags=("${FUZZ_OPTIMIZATION:--O}" -wmo -swift-version 6 -sanitize=fuzzer,address -parse-as-library
  -package-name BidiKit -I "$out/modules" -I Sources/CFriBidi)
if [ "${FUZZ_ENGINE:-swift}" = fribidi ]; then flags+=(-D BIDIKIT_FRIBIDI); fi
cflags=$(pkg-config --cflags fribidi | sed 's/-I/-Xcc -I/g')
for module in "$@"; do
  # shellcheck disable=SC2046,SC2086
  swiftc "${flags[@]}" $cflags -module-name "$module" -emit-module \
    -emit-module-path "$out/modules/$module.swiftmodule" -emit-library -static \
    -o "$out/modules/lib$module.a" $(find "Sources/$module" -name '*.swift' | sort)
done
