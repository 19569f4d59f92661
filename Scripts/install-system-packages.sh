#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages BidiKit needs, only those that are missing.
#   libfribidi-dev  the bidi engine BidiKit binds (pkg-config fribidi)
#   unicode-data    the Unicode conformance files and UCD (/usr/share/unicode)
#   libicu-dev      ICU, the reference engine of the differential tests (test-only)
#   pkg-config      finds the two libraries
#   gettext         msgunfmt, to read the real translations in /usr/share/locale
#   chromium-headless-shell  Debian's headless Chromium: the tests draw `bidi golden report`'s
#                   page and check the screenshot (about 30 s to install, once)
set -euo pipefail
# With arguments, only the packages named (for scripts that need a tool more, such as
# Scripts/compare-speed.sh), and nothing from PyPI.
packages=(libfribidi-dev unicode-data libicu-dev pkg-config gettext)
browsers=(chromium-headless-shell chromium)
if [ $# -gt 0 ]; then packages=("$@"); browsers=(); fi
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
missing=()
for p in "${packages[@]}"; do
  installed "$p" || missing+=("$p")
done
need_browser=${#browsers[@]}
for browser in "${browsers[@]}"; do
  if installed "$browser"; then need_browser=0; fi
done
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
if [ ${#missing[@]} -gt 0 ] || [ "$need_browser" -gt 0 ]; then
  # On a fresh machine the package lists are empty: read them before asking for a browser.
  $sudo apt-get update -qq
  if [ "$need_browser" -gt 0 ]; then
    # Debian 12 has chromium-headless-shell (bookworm-security); elsewhere the full chromium, if any.
    for browser in "${browsers[@]}"; do
      if apt-cache show "$browser" >/dev/null 2>&1; then missing+=("$browser"); break; fi
    done
  fi
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# PyPI, for the differential tests: python-bidi (Rust's unicode-bidi inside), the third bidi
# witness; pyyoga (Yoga 3), the reference layout engine of Scripts/yoga-differential.py and
# Scripts/yoga-scaling.py; html5lib, the WHATWG HTML parser that checks `bidi golden report`'s page;
# jsonschema, which validates `bidi lint --format sarif` against the SARIF 2.1.0 schema and the
# example layout trees against Schemas/layout.schema.json (Scripts/validate-json.py).
if [ $# -gt 0 ]; then exit 0; fi
python_packages=(python-bidi pyyoga html5lib jsonschema)
python_modules=(bidi pyyoga html5lib jsonschema)
for i in "${!python_packages[@]}"; do
  if ! python3 -c "import ${python_modules[$i]}" 2>/dev/null; then
    echo "installing from PyPI: ${python_packages[$i]}"
    python3 -m pip install --quiet --disable-pip-version-check "${python_packages[$i]}"
  fi
done
