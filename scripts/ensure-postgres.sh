#!/usr/bin/env bash
# Integration tests and the API benchmark start throwaway Postgres clusters with Debian's initdb and pg_ctl.
set -euo pipefail
bash "$(dirname "$0")/ensure-apt-package.sh" postgresql '/usr/lib/postgresql/*/bin/initdb'
