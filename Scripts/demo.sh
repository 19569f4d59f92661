#!/usr/bin/env bash
# Runs the examples and the `bidi` command on real mixed-direction text. Argument: bin path.
set -euo pipefail
bin="$1"
echo "== bidi visual: real Arabic, Hebrew and Persian translations with Latin text and numbers, in visual order"
corpus="$(mktemp)"
python3 "$(dirname "$0")/build-corpus.py" "$corpus" 1 2>/dev/null
# Mixed-direction lines: right-to-left letters together with Latin letters or digits.
python3 -c '
import re, sys
mixed = [l for l in open(sys.argv[1], encoding="utf-8")
         if re.search("[\u0590-\u06ff]", l) and re.search("[A-Za-z0-9]", l) and len(l) < 70]
sys.stdout.writelines(mixed[::max(1, len(mixed) // 8)][:8])
' "$corpus" | "$bin/bidi" visual --shape
rm -f "$corpus"
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
