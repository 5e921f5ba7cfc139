#!/usr/bin/env bash
# Installs a Debian package when a file it provides is missing (tests need Debian's Chromium and Postgres).
# Usage: ensure-apt-package.sh <package> <file-or-glob it provides>. Needs root (as on CI and dev machines) or sudo.
set -euo pipefail
package="$1"
provides="$2"
# shellcheck disable=SC2086 # the glob must expand
if ls $provides >/dev/null 2>&1; then exit 0; fi
echo "$provides not found: installing Debian's $package package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "$package" >/dev/null
# shellcheck disable=SC2086
ls $provides
