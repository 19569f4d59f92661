#!/usr/bin/env bash
# Checks .pre-commit-hooks.yaml with PyPI's pre-commit, as a project that uses the hooks runs
# them: `pre-commit try-repo` builds this repository (language: swift, `swift build -c
# release`) and runs both hooks in a scratch git repository, first on a Trojan Source attack
# and a catalog whose placeholder displays garbled (both hooks must fail and name the
# findings), then on clean files (both must pass). Not part of `make test`: the release build
# of the whole package that pre-commit makes takes minutes (measured: see the README).
#
# try-repo takes the repository as committed, plus uncommitted changes through a temporary
# commit; with uncommitted changes the second run builds again.
#
# usage: Scripts/check-pre-commit.sh      (installs pre-commit from PyPI when it is missing;
#                                          uses .build/pre-commit as its cache)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
if ! python3 -c "import pre_commit" 2>/dev/null; then
  echo "installing from PyPI: pre-commit"
  python3 -m pip install --quiet --disable-pip-version-check pre-commit
fi
export PRE_COMMIT_HOME=$root/.build/pre-commit
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
git init -q .
mkdir -p App/en.lproj App/ar.lproj
printf '"copied" = "Go to @%%@ now";\n' > App/en.lproj/Localizable.strings
printf '"copied" = "\xd8\xa7\xd9\x86\xd8\xaa\xd9\x82\xd9\x84 \xd8\xa5\xd9\x84\xd9\x89 @%%@ \xd8\xa7\xd9\x84\xd8\xa2\xd9\x86";\n' \
  > App/ar.lproj/Localizable.strings
# The Trojan Source paper's override opened in one comment and closed in another.
printf 'let limit = 10 /*\xe2\x80\xae*/ + 1000 /*\xe2\x80\xac*/\n' > App/Limits.swift
git add -A

status=0
start=$(date +%s)
if output=$(python3 -m pre_commit try-repo "$root" --all-files 2>&1); then
  echo "check-pre-commit: FAILED: the hooks passed on an attack and a garbled catalog"
  status=1
fi
first=$(($(date +%s) - start))
for expected in "Trojan Source (bidi lint)" "Catalog bidi lint (bidi lint)"; do
  if ! printf '%s\n' "$output" | grep -q "^$expected\.*Failed"; then
    echo "check-pre-commit: FAILED: '$expected' did not fail"
    status=1
  fi
done
for expected in "App/Limits.swift:1:18: error:" "[text-direction-codepoint-in-comment]" \
  "App/ar.lproj/Localizable.strings:1:12: error:" "[garbled-placeholder]"; do
  if ! printf '%s\n' "$output" | grep -qF "$expected"; then
    echo "check-pre-commit: FAILED: the output does not name '$expected'"
    status=1
  fi
done
[ $status -eq 0 ] || printf '%s\n' "$output" | tail -40

# Clean files: the override removed, the placeholder isolated (FSI … PDI).
printf 'let limit = 10 /* */ + 1000\n' > App/Limits.swift
printf '"copied" = "\xd8\xaa\xd9\x85 \xd9\x86\xd8\xb3\xd8\xae \xe2\x81\xa8%%@\xe2\x81\xa9 \xd8\xa5\xd9\x84\xd9\x89 \xd8\xa7\xd9\x84\xd9\x85\xd8\xac\xd9\x84\xd8\xaf";\n' \
  > App/ar.lproj/Localizable.strings
git add -A
start=$(date +%s)
if ! output=$(python3 -m pre_commit try-repo "$root" --all-files 2>&1); then
  echo "check-pre-commit: FAILED: the hooks failed on clean files"
  printf '%s\n' "$output" | tail -40
  status=1
fi
second=$(($(date +%s) - start))
echo "check-pre-commit: first run (with the build) ${first} s, second run ${second} s"
[ $status -eq 0 ] && echo "check-pre-commit: ok: both hooks fail on the attack and the garbled catalog, pass on clean files"
exit $status
