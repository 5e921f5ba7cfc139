#!/usr/bin/env bash
# Integration tests start throwaway Postgres clusters with Debian's server binaries (initdb, pg_ctl).
# Installs the postgresql package when they are missing; needs root (as on CI and the dev machines) or sudo.
set -euo pipefail
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then exit 0; fi
echo "Postgres server binaries not found: installing Debian's postgresql package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq postgresql >/dev/null
ls /usr/lib/postgresql/*/bin/initdb
