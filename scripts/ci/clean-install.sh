#!/usr/bin/env bash
# `npm ci` from the lock file, failing when npm prints any warning (an engine mismatch, a deprecated package, an
# install script not reviewed in package.json's allowScripts): a clean install prints none.
set -euo pipefail
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
npm ci --no-audit --no-fund 2>&1 | tee "$log"
if grep -Ei '^npm (warn|WARN)' "$log" >/dev/null; then
  echo "clean-install: npm printed warnings on Node $(node --version); a clean install prints none" >&2
  exit 1
fi
