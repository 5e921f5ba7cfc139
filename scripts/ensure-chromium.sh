#!/usr/bin/env bash
# Browser tests and benchmarks drive Debian's Chromium (browser downloads are impossible here).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
bash "$(dirname "$0")/ensure-apt-package.sh" chromium /usr/bin/chromium
