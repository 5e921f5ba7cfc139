#!/usr/bin/env bash
# Integration tests and the API benchmark start throwaway Postgres clusters with Debian's initdb and pg_ctl.
set -euo pipefail
# With TEST_POSTGRES_URL (a server such as CI's service container) the tests create databases on it instead.
if [ -n "${TEST_POSTGRES_URL:-}" ]; then exit 0; fi
bash "$(dirname "$0")/ensure-apt-package.sh" postgresql '/usr/lib/postgresql/*/bin/initdb'
