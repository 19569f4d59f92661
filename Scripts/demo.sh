#!/usr/bin/env bash
# Runs the examples and the `bidi` command on real mixed-direction text. Argument: bin path.
set -euo pipefail
bin="$1"
echo "== bidi visual: real Arabic and Hebrew translations, in terminal (visual) order"
for f in /usr/share/locale/he/LC_MESSAGES/*.mo /usr/share/locale/ar/LC_MESSAGES/*.mo; do
  [ -e "$f" ] || continue
  msgunfmt "$f" 2>/dev/null | grep '^msgstr "' | grep -v '^msgstr ""' | head -3 | sed 's/^msgstr "\(.*\)"$/\1/'
done | head -8 | "$bin/bidi" visual --shape || true
echo
echo "== terminal-viewer: Examples/terminal-viewer/sample.txt at width 60"
"$bin/terminal-viewer" --width 60 "$(dirname "$0")/../Examples/terminal-viewer/sample.txt"
echo
echo "== phone-numbers: values in Arabic and Hebrew sentences, naive and with BidiFormatter"
"$bin/phone-numbers"
echo "== user-names: a name first, and untrusted names with directional controls"
"$bin/user-names"
echo
echo "== mirrored-settings: a settings screen laid out LTR and RTL (SVG in a temporary directory)"
svg_dir="$(mktemp -d)"
"$bin/mirrored-settings" "$svg_dir/mirrored-settings.svg"
